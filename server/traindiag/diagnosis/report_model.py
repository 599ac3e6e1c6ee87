"""The diagnosis report: what the JSON output, the markdown and the MCP tool all carry.

Every list is ordered most likely (or most important) first. Symptom and cause ids come from the
vocabulary (`traindiag/vocabulary.json`); references are ``knowledge://<sheet-id>`` URIs. The JSON
Schema in ``report/report.schema.json`` is generated from these models (``schema_json()``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from traindiag.analysis.findings import Severity
from traindiag.ingest.digest import LoggedPoint, SeriesDigest
from traindiag.vocabulary import cause_ids, symptom_ids

SCHEMA_PATH = Path(__file__).resolve().parents[1] / "report" / "report.schema.json"

# The vocabulary's ids as enums, so the schema (and validation) reject an id the vocabulary lacks.
SymptomId = Literal[tuple(symptom_ids())]  # type: ignore[valid-type]
CauseId = Literal[tuple(cause_ids())]  # type: ignore[valid-type]
Decision = Literal["continue", "watch", "wait", "stop_and_fix", "stop_converged"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SymptomEntry(_Strict):
    """A symptom seen in the run, with the numbers that show it."""

    id: SymptomId = Field(description="symptom id from the vocabulary")
    confidence: float = Field(ge=0.0, le=1.0)
    severity: Severity
    steps: tuple[int, int] | None = Field(default=None, description="first and last step concerned")
    evidence: list[str] = Field(default_factory=list, description="short sentences with step numbers and values")
    points: list[LoggedPoint] = Field(default_factory=list,
                                      description="the logged points it rests on, exactly as the log holds them")


class CauseEntry(_Strict):
    """One hypothesis for why the symptoms happen, and what to do about it."""

    id: CauseId = Field(description="cause id from the vocabulary")
    confidence: float = Field(ge=0.0, le=1.0, description="share of belief; the causes' confidences sum to at most 1")
    evidence: list[str] = Field(default_factory=list, description="what in this run points at (or away from) it")
    tell_apart: str = Field(description="the check that separates it from the other likely causes")
    fix: str = Field(description="the concrete change, with this run's numbers")
    avoid: str = Field(description="what not to do")
    references: list[str] = Field(default_factory=list, description="knowledge://<sheet-id> URIs")


class Verdict(_Strict):
    """Kill or wait."""

    decision: Decision
    reason: str
    wait_steps: int | None = Field(default=None, ge=0, description="for 'wait': how many more steps to give it")


class Projection(_Strict):
    """Where the loss is heading if nothing changes."""

    metric: str
    step: int
    value: float
    low: float
    high: float
    text: str


class Question(_Strict):
    """Something the user can tell us that would change the ranking."""

    id: str = Field(description="what it asks about: a Context field (precision, num_classes...) or a setting "
                                "(max_grad_norm, warmup_steps, weight_decay)")
    text: str
    why: str
    options: list[str] | None = None


class InconclusiveEntry(_Strict):
    symptom: str
    reason: str


class DataSummary(_Strict):
    """What was read, so the user can check we read the right thing."""

    source: str
    format: str
    runs: list[str] = Field(description="run names (capped)")
    run_count: int
    steps: tuple[int, int] | None = None
    step_unit: str = "step"
    series: dict[str, int] = Field(default_factory=dict, description="points per canonical metric")
    events: dict[str, int] = Field(default_factory=dict, description="count per event kind")
    hparams: dict[str, str | float | int | bool | None] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)
    reading: list[str] = Field(default_factory=list, description="how the log was read: step axis, names, units, "
                                                                 "what the numbers mean, what was left out")
    digests: list[SeriesDigest] = Field(default_factory=list,
                                        description="the main series as a few logged points that keep their shape")
    inconclusive: list[InconclusiveEntry] = Field(default_factory=list)


class Report(_Strict):
    """A diagnosis of one training run (or several read together)."""

    symptoms: list[SymptomEntry]
    causes: list[CauseEntry]
    verdict: Verdict
    projection: Projection | None = None
    questions: list[Question] = Field(default_factory=list)
    data: DataSummary

    def to_json(self, indent: int | None = None) -> str:
        return self.model_dump_json(indent=indent, exclude_none=False)

    @property
    def worst_severity(self) -> str | None:
        """The highest severity among the symptoms (None for a healthy run)."""
        from traindiag.analysis.findings import SEVERITY_RANK

        sick = [s.severity for s in self.symptoms if s.id != "healthy"]
        return max(sick, key=SEVERITY_RANK.__getitem__) if sick else None


def schema() -> dict[str, Any]:
    """The JSON Schema of `Report`, as committed in report/report.schema.json."""
    out = Report.model_json_schema()
    out["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    out["$id"] = "https://traindiag.dev/report.schema.json"
    return out


def schema_json() -> str:
    return json.dumps(schema(), indent=2, sort_keys=True) + "\n"


def write_schema(path: Path = SCHEMA_PATH) -> Path:
    """Regenerate the committed schema: python -m traindiag.diagnosis.report_model"""
    path.write_text(schema_json())
    return path


if __name__ == "__main__":
    print(write_schema())

"""A whole experiment in one answer: every run of an MLflow experiment diagnosed, worst first.

Each run is read, diagnosed and dropped as it arrives (`ingest.mlflow_server.iter_runs`), so memory holds the
runs in flight and one short row per run, not the experiment. The full report of one run is its own target
(`mlflow://HOST:PORT/EXPERIMENT/RUN_ID`).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from traindiag.analysis.findings import SEVERITY_RANK
from traindiag.diagnosis.engine import diagnose
from traindiag.errors import ParseError
from traindiag.ingest.context import Context

# Worst first: what needs acting on before what can wait.
_DECISION_RANK = {"stop_and_fix": 0, "watch": 1, "wait": 2, "stop_converged": 3, "continue": 4}


class RunRow(BaseModel):
    run_id: str
    name: str
    status: str = Field(description="the run's MLflow status: RUNNING, FINISHED, FAILED, KILLED")
    decision: str = Field(description="the verdict: stop_and_fix, watch, wait, stop_converged, continue")
    symptom: str = Field(description="the main symptom id ('healthy' when nothing is wrong)")
    severity: str | None
    confidence: float
    steps: tuple[int, int] | None
    evidence: str = Field(description="the main symptom's first line of evidence")
    target: str = Field(description="the target that gives this run's full report")


class ExperimentReport(BaseModel):
    source: str
    runs: list[RunRow] = Field(description="worst first")
    counts: dict[str, int] = Field(description="runs per verdict")


def diagnose_experiment(target: str, context: Context | None = None) -> ExperimentReport:
    """Every run of an MLflow experiment (`mlflow://HOST:PORT/EXPERIMENT`), diagnosed, worst first."""
    from traindiag.ingest import mlflow_server

    parsed = mlflow_server.parse_target(target)
    rows = []
    for run in mlflow_server.iter_runs(parsed):
        report = diagnose([run], context)
        top = report.symptoms[0] if report.symptoms else None
        rows.append(RunRow(run_id=run.meta["run_id"], name=run.name, status=run.meta.get("status") or "",
                           decision=report.verdict.decision, symptom=top.id if top else "none",
                           severity=top.severity if top and top.id != "healthy" else None,
                           confidence=top.confidence if top else 0.0, steps=run.steps,
                           evidence=(top.evidence[0] if top and top.evidence else report.verdict.reason)[:200],
                           target=parsed.run_label(run.meta["run_id"])))
    if not rows:
        raise ParseError(f"{parsed.label}: no run with a logged metric in this experiment")
    rows.sort(key=lambda r: (_DECISION_RANK.get(r.decision, 9), -SEVERITY_RANK.get(r.severity or "info", 0),
                             -r.confidence, r.name))
    counts: dict[str, int] = {}
    for r in rows:
        counts[r.decision] = counts.get(r.decision, 0) + 1
    return ExperimentReport(source=parsed.label, runs=rows, counts=counts)

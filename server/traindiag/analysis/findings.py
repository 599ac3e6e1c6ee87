"""What a detector returns: a finding with evidence in the user's own numbers."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Severity = Literal["info", "warning", "critical"]
SEVERITY_RANK: dict[str, int] = {"info": 0, "warning": 1, "critical": 2}


class Finding(BaseModel):
    """One symptom seen in one run.

    `evidence` holds short sentences a person can check against their log ("loss NaN from step
    4,120; grad_norm rose 40x over the 50 steps before"). `facts` holds the same numbers in machine
    form (``first_nan_step``, ``ratio``...) for the diagnosis rules, plots and watch.
    """

    symptom: str = Field(description="symptom id from the vocabulary")
    severity: Severity
    confidence: float = Field(ge=0.0, le=1.0)
    steps: tuple[int, int] | None = Field(default=None, description="first and last step concerned")
    metric: str | None = Field(default=None, description="the series it was seen in, e.g. train_loss")
    evidence: list[str] = Field(default_factory=list)
    facts: dict[str, float | int | str | bool | None] = Field(default_factory=dict)
    detector: str = ""
    run: str = ""


class Inconclusive(BaseModel):
    """A detector that could not judge, and why ("6 points: too few to judge a plateau")."""

    symptom: str
    reason: str
    run: str = ""

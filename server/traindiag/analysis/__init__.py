"""Curve analysis: every detector over a run -> findings (most severe and confident first).

`DETECTORS` maps each symptom id to its detector. `detect(run, context)` runs them all and returns
(findings, inconclusives); `detect_all(runs, context)` does so for several runs.
"""

from __future__ import annotations

from collections.abc import Iterable

from traindiag.analysis.detectors import ALL, SUPERVISED_LOSS
from traindiag.analysis.detectors.base import Detector
from traindiag.analysis.detectors.healthy import Healthy
from traindiag.analysis.findings import SEVERITY_RANK, Finding, Inconclusive
from traindiag.analysis.objective import objective
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

# A symptom may have a second, narrower detector (FrozenValues beside NotLearning): the first one listed is its own.
DETECTORS: dict[str, Detector] = {}
for _d in ALL:
    DETECTORS.setdefault(_d.symptom, _d)


def _order(f: Finding) -> tuple[int, float]:
    return (-SEVERITY_RANK[f.severity], -f.confidence)


def detect(run: Run, context: Context | None = None) -> tuple[list[Finding], list[Inconclusive]]:
    """All findings on one run (most severe, then most confident first) and the detectors that could not judge."""
    findings: list[Finding] = []
    inconclusive: list[Inconclusive] = []
    supervised = objective(run) == "supervised"
    for detector in ALL:
        if not supervised and isinstance(detector, SUPERVISED_LOSS):
            continue
        results = (detector.detect(run, context, prior=findings) if isinstance(detector, Healthy)
                   else detector.detect(run, context))
        for r in results:
            (findings if isinstance(r, Finding) else inconclusive).append(r)
    findings.sort(key=_order)
    return findings, inconclusive


def detect_all(runs: Iterable[Run], context: Context | None = None) -> list[tuple[list[Finding], list[Inconclusive]]]:
    """`detect` for each run, in order."""
    return [detect(run, context) for run in runs]

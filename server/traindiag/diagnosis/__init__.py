"""Diagnosis: findings + context -> a ranked report (symptoms, causes, verdict, projection, questions).

`diagnose` is imported lazily so that detectors can import `diagnosis.context` without pulling in the
engine (and the engine can import the detectors).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from traindiag.diagnosis.engine import diagnose

__all__ = ["diagnose"]


def __getattr__(name: str) -> Any:
    if name == "diagnose":
        from traindiag.diagnosis.engine import diagnose

        return diagnose
    raise AttributeError(name)

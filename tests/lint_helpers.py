"""Shared helpers for the lint tests: where the fixture scripts are and what they expect."""

from __future__ import annotations

import re
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[1] / "fixtures" / "scripts"
BUGS = sorted((SCRIPTS / "bugs").glob("*.py"))
CLEAN = sorted((SCRIPTS / "clean").glob("*.py"))
CURES = SCRIPTS / "cures"


def expected_findings(text: str) -> set[tuple[str, int]]:
    """(rule, line) pairs marked in a fixture with ``# expect: rule-id[, rule-id]``."""
    marks = set()
    for number, line in enumerate(text.splitlines(), 1):
        match = re.search(r"# expect: ([\w\-, ]+)", line)
        if match:
            marks |= {(rule.strip(), number) for rule in match.group(1).split(",")}
    return marks


def log_symptoms_marked(text: str) -> list[str] | None:
    """Symptoms a fixture says its log showed (``# lint-log-symptoms: nan_inf, loss_spikes``)."""
    match = re.search(r"# lint-log-symptoms: ([\w, ]+)", text)
    return [s.strip() for s in match.group(1).split(",")] if match else None

"""The labelled evaluation set end to end: once a case's primary symptom is seen, its labelled cause
ranks in the top two, and healthy runs get no cause and are not stopped."""

from __future__ import annotations

import json

import pytest
from traindiag.diagnosis.pipeline import diagnose_path

from tests.conftest import FIXTURES


def _cases() -> list[tuple[str, dict]]:
    out = []
    for root in ("eval", "real"):
        labels = FIXTURES / root / "labels.json"
        for name, label in json.loads(labels.read_text()).items():
            out.append((f"{root}/{name}", label))
    return out


CASES = _cases()
CAUSED = [(n, lab) for n, lab in CASES if lab["causes"]]
HEALTHY = [(n, lab) for n, lab in CASES if lab["healthy"]]


@pytest.mark.parametrize(("name", "label"), CAUSED, ids=[n for n, _ in CAUSED])
def test_labelled_cause_ranks_in_the_top_two_when_its_symptom_is_seen(name, label):
    root = name.split("/")[0]
    report, _ = diagnose_path(FIXTURES / root / label["file"])
    seen = {s.id for s in report.symptoms}
    causes = [c.id for c in report.causes]
    if label["primary_symptom"] in seen:
        assert set(label["causes"]) & set(causes[:2]), (name, causes)
        assert report.verdict.decision != "stop_converged"


@pytest.mark.parametrize(("name", "label"), HEALTHY, ids=[n for n, _ in HEALTHY])
def test_healthy_runs_get_no_cause_and_are_not_stopped_for_a_fault(name, label):
    root = name.split("/")[0]
    report, _ = diagnose_path(FIXTURES / root / label["file"])
    if [s.id for s in report.symptoms] == ["healthy"]:
        assert report.causes == []
        assert report.verdict.decision in ("continue", "stop_converged")


def test_most_labelled_causes_are_found_on_the_eval_set():
    found = total = 0
    for name, label in CAUSED:
        report, _ = diagnose_path(FIXTURES / name.split("/")[0] / label["file"])
        total += 1
        found += bool(set(label["causes"]) & {c.id for c in report.causes[:2]})
    assert found >= 0.8 * total, f"{found}/{total} labelled causes in the top two"


PATHOLOGICAL = [(n, lab) for n, lab in CASES if not lab["healthy"]]


@pytest.mark.parametrize(("name", "label"), PATHOLOGICAL, ids=[n for n, _ in PATHOLOGICAL])
def test_every_labelled_primary_symptom_is_detected(name, label):
    # Guards the accuracy bench/accuracy.py reports (1.00 on both sets): a detector change that loses one
    # case (a 28-step log pinned at ln 2 once stopped counting as not_learning) fails here, not only there.
    report, _ = diagnose_path(FIXTURES / name.split("/")[0] / label["file"])
    assert label["primary_symptom"] in {s.id for s in report.symptoms}, [s.id for s in report.symptoms]

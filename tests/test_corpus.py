"""The real-log corpus (bench/corpus): labels that hold, a split that cannot drift, no crash on any log, every
quoted number faithful to the log, and the dev figures kept from regressing (issue #16).

The test split is diagnosed here only for the invariants (no crash, faithful numbers); its accuracy is
scored by bench/accuracy.py and never used to tune.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from functools import cache
from pathlib import Path

import pytest
from traindiag.errors import TraindiagError
from traindiag.vocabulary import cause_ids, symptom_ids

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "bench" / "corpus"
ALL_SETS = ("dev", "test", "eval", "real")

# The dev figures as measured when these tests were last raised (bench/accuracy.py --set dev); a change that
# lowers one fails here. Raise them as the detectors improve, never lower them to make a change pass.
# The dev set grew on 2026-11-25 (second session) with 16 cases of the classes traindiag finds least
# (oscillation, plateau, underfitting, schedule, throughput): the floors are the figures on the grown set.
# Raised on 2026-11-25 (fourth session) to the figures on 313 dev cases, and (fifth session) on 355.
# Sixth session: 25 new dev cases read cold (7 of 16 sick found) took the set to 380; the floors are the
# figures on it after this session's reader fixes (0.606 / 0.512; the 355 old cases are all as before or better),
# then 13 more (0 of 7 sick found cold, the hard classes): 393 cases, 0.59 / 0.495.
# Seventh session: 10 new dev cases read cold (1 of 3 sick found; 1 of 6 healthy warned: yolo_v8n_tiny_val_noisy_warmup_0,
# whose mAP collapse and recovery has the shape of yolo_csv_yolov10n_signature_val_oscillation_0, labelled
# oscillation: the two labels disagree, so the ceiling allows that one warning rather than tune to either).
DEV_FLOORS = {"primary_detected": 0.59, "primary_top1": 0.495}
DEV_CEILINGS = {"false_alarm_rate": 1 / 189, "stop_on_healthy": 0, "unfaithful_reports": 0}
TEST_STOPS_CEILING = 0


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is built
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


accuracy = _load("accuracy_bench", REPO / "bench" / "accuracy.py")
build = _load("corpus_build", CORPUS / "build.py")


def labels(split: str) -> dict:
    return json.loads((CORPUS / split / "labels.json").read_text())


@cache
def outcomes(set_name: str) -> list:
    return accuracy.run_set(accuracy.SETS[set_name])


def test_the_corpus_meets_the_collection_targets() -> None:
    cases = [v for s in ("dev", "test") for v in labels(s).values()]
    assert len(cases) >= 150
    assert sum(v["healthy"] for v in cases) >= 50
    assert sum(bool(v.get("llm")) and (v.get("year") or 0) >= 2023 for v in cases) >= len(cases) / 3


@pytest.mark.parametrize("split", ["dev", "test"])
def test_every_label_uses_the_vocabulary_and_names_a_file_that_exists(split: str) -> None:
    symptoms, causes = set(symptom_ids()), set(cause_ids())
    for case, label in labels(split).items():
        assert (CORPUS / split / label["file"]).is_file(), case
        assert label["primary_symptom"] == label["symptoms"][0] and set(label["symptoms"]) <= symptoms, case
        assert set(label["causes"]) <= causes, case
        assert label["healthy"] == (label["primary_symptom"] == "healthy"), case
        assert label["source"].startswith("https://"), case


@pytest.mark.parametrize("split", ["dev", "test"])
def test_each_case_sits_in_the_split_its_source_hash_chooses(split: str) -> None:
    assert all(build.split_of(v["source"].rstrip("/")) == split for v in labels(split).values())


def test_no_source_is_in_both_splits_or_in_fixtures() -> None:
    dev = {v["source"] for v in labels("dev").values()}
    test = {v["source"] for v in labels("test").values()}
    real = {v["source"] for v in json.loads((REPO / "fixtures" / "real" / "labels.json").read_text()).values()}
    assert not dev & test and not (dev | test) & real


@pytest.mark.parametrize("set_name", ALL_SETS)
def test_every_log_gets_a_report_or_a_one_line_reason(set_name: str) -> None:
    for o in outcomes(set_name):
        if o.error is not None:
            name = o.error.split(":")[0]
            assert name in {c.__name__ for c in _traindiag_errors()}, f"{o.case}: {o.error}"


def _traindiag_errors() -> list[type]:
    found, todo = [], [TraindiagError]
    while todo:
        c = todo.pop()
        found.append(c)
        todo.extend(c.__subclasses__())
    return found


@pytest.mark.parametrize("set_name", ALL_SETS)
def test_every_value_a_report_quotes_at_a_step_is_the_value_logged_there(set_name: str) -> None:
    bad = {o.case: o.unfaithful for o in outcomes(set_name) if o.unfaithful}
    assert not bad


def test_no_healthy_log_of_dev_eval_or_real_is_told_to_stop() -> None:
    stopped = [o.case for s in ALL_SETS if s != "test" for o in outcomes(s) if o.healthy_stopped]
    assert not stopped


def test_the_test_splits_healthy_logs_told_to_stop_never_grow_in_number() -> None:
    # Measured, never opened: the test split is not read while the detectors change, so a healthy test log
    # that is told to stop is counted here and fixed only by what dev and the sweeps teach. The count may
    # only go down (TEST_STOPS_CEILING: 1 when the 2026-11-25 fourth-session logs joined the split, 0 since the
    # divergence rule weighs a climb against the batch scatter).
    stopped = sum(o.healthy_stopped for o in outcomes("test"))
    assert stopped <= TEST_STOPS_CEILING


@pytest.mark.parametrize("set_name", ["eval", "real"])
def test_every_fixture_case_has_its_primary_symptom_listed_first(set_name: str) -> None:
    # fixtures/eval and fixtures/real stay at 100% (issue #16): a change that demotes a primary symptom
    # (an S-curve shown after "healthy") fails here, not only in bench/accuracy.py.
    assert [o.case for o in outcomes(set_name) if not o.healthy and not o.top1] == []


def test_the_dev_figures_do_not_regress() -> None:
    s = accuracy.summarise(outcomes("dev"))
    for key, floor in DEV_FLOORS.items():
        assert s[key] >= floor, (key, s[key])
    for key, ceiling in DEV_CEILINGS.items():
        assert s[key] <= ceiling, (key, s[key])


def test_the_calibration_table_counts_each_reported_symptom_in_its_confidence_band() -> None:
    right = accuracy.Outcome(case="a", primary="nan_inf", labelled=["nan_inf"], healthy=False, causes=[],
                             found=[("nan_inf", "critical"), ("loss_spikes", "warning")], confidences=[0.95, 0.65])
    wrong = accuracy.Outcome(case="b", primary="healthy", labelled=["healthy"], healthy=True, causes=[],
                             found=[("plateau", "warning")], confidences=[0.62])
    rows = {r["band"]: r for r in accuracy.calibration([right, wrong])}
    assert rows["0.9-1.0"] == {"band": "0.9-1.0", "symptoms": 1, "stated": 0.95, "right": 1.0}
    assert rows["0.6-0.7"]["symptoms"] == 2 and rows["0.6-0.7"]["right"] == 0.0

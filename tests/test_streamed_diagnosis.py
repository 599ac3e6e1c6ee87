"""Logs above the streaming threshold are read in bounded chunks and diagnosed the same way."""

from pathlib import Path

import pytest
from traindiag.diagnosis import pipeline

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
TEXT_LOGS = [FIXTURES / "hf" / "trainer_nan.log", FIXTURES / "eval" / "overfit_tiny" / "keras_fit.log",
             FIXTURES / "eval" / "memory_leak" / "train.log", FIXTURES / "nanogpt" / "train_shakespeare_char.log"]


@pytest.mark.parametrize("log", TEXT_LOGS, ids=lambda p: p.parent.name)
def test_a_log_read_in_chunks_gets_the_same_primary_symptom_and_verdict(log, monkeypatch):
    whole, _ = pipeline.diagnose_path(log)
    monkeypatch.setattr(pipeline, "STREAM_ABOVE_BYTES", 0)
    streamed, runs = pipeline.diagnose_path(log)
    assert any("read in chunks" in note for note in runs[0].notes)
    assert streamed.symptoms[0].id == whole.symptoms[0].id
    assert streamed.verdict.decision == whole.verdict.decision


def test_the_first_nan_step_survives_chunked_reading(monkeypatch):
    monkeypatch.setattr(pipeline, "STREAM_ABOVE_BYTES", 0)
    report, runs = pipeline.diagnose_path(FIXTURES / "hf" / "trainer_nan.log")
    nan = next(s for s in report.symptoms if s.id == "nan_inf")
    assert nan.steps[0] == 64

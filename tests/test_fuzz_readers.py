"""Fuzzing every log reader: whatever the bytes, `read_runs(..., format=...)` either returns runs with
metrics or raises a one-line `TraindiagError`. Never a traceback.

Each reader is fed its own realistic fixture truncated anywhere, re-encoded (UTF-16/32 without BOM,
Latin-1), with its numbers replaced by huge, tiny and absurdly long ones, plus random text and bytes
and deeply nested JSON. (tests/test_ingest_properties.py already fuzzes auto-detection on random text
and bytes; here each reader is forced, so a reader auto-detection would skip is still exercised.)
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from traindiag.errors import TraindiagError
from traindiag.ingest import formats, read_runs

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FUZZ = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# One realistic sample per reader (glob patterns: fixtures are regenerated with new names).
SAMPLE_GLOBS = {
    "caffe": "caffe/*.log", "csv": "csv/metrics.csv", "fairseq": "fairseq/train_json.log",
    "freetext": "freetext/messy.log", "generic": "generic/*.log", "hf": "hf/trainer.log",
    "jsonl": "jsonl/metrics.jsonl", "keras": "keras/fit_verbose2.log",
    "lightning": "lightning/lightning_logs/version_0/metrics.csv", "megatron": "megatron/pretrain_gpt.log",
    "mlflow": "mlflow/mlruns/*/*/metrics/*", "mmengine": "mmengine/mmengine_train.log",
    "nanogpt": "nanogpt/*.log", "tensorboard": "tensorboard/logdir/*/events.out.tfevents.*",
    "ultralytics": "ultralytics/train/results.csv", "wandb": "wandb/*/files/wandb-history.jsonl",
    "mxnet": "mxnet/train.log", "fastai": "fastai/train.log", "yolo_text": "yolo_text/train.log",
    "notebook": "notebook/*.ipynb", "darknet": "darknet/train.log", "spaced_table": "spaced_table/train.log",
    "history_dict": "history_dict/history.txt", "kaggle": "kaggle/kernel.log",
    "wandb_offline": "trackers/wandb-runs/wandb/*/run-*.wandb", "trackio": "trackers/trackio/*.db",
}


def sample(fmt: str) -> Path:
    found = sorted(FIXTURES.glob(SAMPLE_GLOBS[fmt]))
    assert found, f"no fixture matches {SAMPLE_GLOBS[fmt]} for the {fmt} reader"
    return found[0]


READERS = sorted(formats())
readers = st.sampled_from(READERS)


def documented_only(path: Path | None = None, *, text: str | None = None, format: str | None = None) -> None:
    """Read; a failure must be a one-line TraindiagError (anything else propagates and fails the test)."""
    try:
        runs = read_runs(path, text=text, format=format)
    except TraindiagError as exc:
        message = str(exc)
        assert message and "\n" not in message, repr(message)
    else:
        assert runs and all(r.series for r in runs)


def read_bytes_as(fmt: str, data: bytes, name: str | None = None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / (name or sample(fmt).name)
        path.write_bytes(data)
        documented_only(path, format=fmt)
        documented_only(path)


def test_every_reader_has_a_fuzzing_sample():
    assert set(READERS) <= set(SAMPLE_GLOBS), f"add a sample for {set(READERS) - set(SAMPLE_GLOBS)}"
    for fmt in READERS:
        assert sample(fmt).stat().st_size > 0


@FUZZ
@given(readers, st.text(max_size=3000))
def test_random_text_forced_into_any_reader_fails_only_with_a_traindiag_error(fmt, text):
    documented_only(text=text, format=fmt)


@FUZZ
@given(readers, st.binary(max_size=4000))
def test_random_bytes_in_a_file_named_like_the_format_fail_only_with_a_traindiag_error(fmt, data):
    read_bytes_as(fmt, data)


@FUZZ
@given(readers, st.floats(0, 1))
def test_a_log_truncated_anywhere_reads_or_fails_with_a_traindiag_error(fmt, fraction):
    data = sample(fmt).read_bytes()
    read_bytes_as(fmt, data[: int(len(data) * fraction)])


@FUZZ
@given(readers, st.sampled_from(["utf-16-le", "utf-16-be", "utf-32", "latin-1", "cp1252", "utf-16"]))
def test_a_log_in_another_encoding_reads_or_fails_with_a_traindiag_error(fmt, encoding):
    raw = sample(fmt).read_bytes()
    text = raw.decode("utf-8", "replace")
    read_bytes_as(fmt, text.encode(encoding, "replace"))


# Numbers a broken logger may print: beyond float range, subnormal, thousands of digits, odd spellings.
odd_numbers = st.one_of(
    st.sampled_from(["1e400", "-1e400", "5e-324", "1e-400", "-0", "nan", "inf", "-inf", "0x1p3", "1_000",
                     "1" * 400, "9" * 5000, "1." + "0" * 3000, "1e+99999"]),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.integers(min_value=-(10**500), max_value=10**500).map(str),
)


@FUZZ
@given(st.sampled_from([f for f in READERS if f not in {"tensorboard", "mlflow"}]), odd_numbers,
       st.sampled_from([r"\d+\.\d+", r"\b\d+\b"]))
def test_huge_tiny_and_overlong_numbers_read_or_fail_with_a_traindiag_error(fmt, number, which):
    text = sample(fmt).read_text(encoding="utf-8", errors="replace")
    documented_only(text=re.sub(which, lambda _: number, text), format=fmt)


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["jsonl", "wandb", "hf", "fairseq", "mmengine", "generic", "freetext"]),
       st.integers(min_value=1, max_value=20_000), st.booleans())
def test_deeply_nested_json_reads_or_fails_with_a_traindiag_error(fmt, depth, arrays):
    deep = ("[" * depth + "]" * depth) if arrays else ('{"a":' * depth + "1" + "}" * depth)
    documented_only(text=f'{{"step": 1, "loss": {deep}}}\n' * 3, format=fmt)


@pytest.mark.parametrize("depth", [3_000, 100_000])
def test_a_trainer_state_nested_past_the_recursion_limit_is_a_parse_error(tmp_path, depth):
    state = tmp_path / "trainer_state.json"
    state.write_text('{"log_history": ' + "[" * depth + "]" * depth + "}")
    with pytest.raises(TraindiagError):
        read_runs(state)

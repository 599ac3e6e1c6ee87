"""Property tests: any input fails only with the documented one-line errors; numbers read back exactly."""

from __future__ import annotations

import json
import math
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from traindiag.errors import TraindiagError
from traindiag.ingest import read_runs

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Numbers a training log may hold: ordinary floats, the tiny and the huge, and the non-finite ones.
values = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False, width=64),
    st.sampled_from([0.0, -0.0, 1e-3, 3.0e-4, 5e-05, 1e300, 2.5e-308]),
    st.sampled_from([math.nan, math.inf, -math.inf]),
)


def _notations(value: float) -> st.SearchStrategy[str]:
    """Ways a logger writes `value` that name exactly that float."""
    if math.isnan(value):
        return st.sampled_from(["nan", "NaN", "NAN", "-nan"])
    if math.isinf(value):
        return st.sampled_from(["inf", "Infinity", "INF"] if value > 0 else ["-inf", "-Infinity", "-INF"])
    return st.sampled_from([repr(value), f"{value:.17e}", f"{value:.17E}", f"{value:.17g}", f"{value:.17G}"])


@st.composite
def logged_column(draw) -> tuple[list[float], list[str]]:
    numbers = draw(st.lists(values, min_size=1, max_size=30))
    return numbers, [draw(_notations(v)) for v in numbers]


def _same(expected: list[float], got) -> bool:
    return len(got) == len(expected) and all(
        (math.isnan(a) and math.isnan(b)) or a == b for a, b in zip(expected, got, strict=True))


@SETTINGS
@given(st.text(max_size=2000))
def test_arbitrary_text_fails_only_with_a_traindiag_error(text):
    try:
        runs = read_runs(text=text)
    except TraindiagError as exc:
        assert "\n" not in str(exc)
    else:
        assert all(r.series for r in runs)


@SETTINGS
@given(st.binary(max_size=4000), st.sampled_from(["log.txt", "metrics.csv", "log.jsonl", "events.out.tfevents.1.h",
                                                   "results.csv", "metrics.json", "train.log"]))
def test_arbitrary_bytes_fail_only_with_a_traindiag_error(data, name):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        try:
            read_runs(path)
        except TraindiagError as exc:
            assert "\n" not in str(exc)


@SETTINGS
@given(logged_column())
def test_numbers_in_any_notation_read_back_exactly_from_csv(column):
    numbers, texts = column
    body = "step,loss\n" + "".join(f"{i},{t}\n" for i, t in enumerate(texts))
    loss = read_runs(text=body, format="csv")[0].series["train_loss"]
    assert list(loss.index) == list(range(len(numbers)))
    assert _same(numbers, list(loss))


@SETTINGS
@given(logged_column(), st.booleans())
def test_numbers_in_any_notation_read_back_exactly_from_jsonl(column, quoted):
    numbers, texts = column

    def literal(value: float, text: str) -> str:
        # JSON itself has only NaN/Infinity/-Infinity as bare words (Python's json); any spelling may be quoted.
        if quoted:
            return json.dumps(text)
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return text

    body = "".join(f'{{"step": {i}, "loss": {literal(v, t)}}}\n' for i, (v, t) in enumerate(zip(numbers, texts, strict=True)))
    loss = read_runs(text=body, format="jsonl")[0].series["train_loss"]
    assert _same(numbers, list(loss))


@SETTINGS
@given(logged_column())
def test_numbers_in_any_notation_read_back_exactly_from_a_text_log(column):
    numbers, texts = column
    body = "".join(f"step {i + 1} loss {t} lr 1e-3\n" for i, t in enumerate(texts)) * 1
    if len(numbers) < 3:  # a text log needs a few lines before it counts as metrics
        body += "".join(f"step {i + 1 + len(numbers)} loss 0.5 lr 1e-3\n" for i in range(3))
        numbers = numbers + [0.5] * 3
    loss = read_runs(text=body)[0].series["train_loss"]
    assert _same(numbers, list(loss))

"""The one-layout JSON lines reader (`ingest.jsonscan`): every value read back exactly, in any chunking,
and every departure from the first line's layout refused rather than misread."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from traindiag.ingest import jsonscan
from traindiag.ingest.formats.tabular import jsonl_frame

# One line per chunk, a few lines per chunk, and everything in one chunk.
CHUNKINGS = [1, 200, jsonscan.CHUNK_BYTES]


def _rows(n: int = 300) -> list[dict]:
    return [{"step": i, "loss": 2.5 / (i + 1) + 1e-17 * i, "lr": 3e-4 * (i % 11), "grad_norm": 10.0 ** (i % 7 - 3)}
            for i in range(n)]


def _read(text: str, chunk_bytes: int) -> tuple[np.ndarray, np.ndarray | None] | None:
    data = text.encode()
    start = len(data) - len(data.lstrip())
    stop = data.find(b"\n", start)
    first = data[start:] if stop < 0 else data[start:stop + 1]
    layout = jsonscan.layout_of(first, len(json.loads(first)))
    assert layout is not None
    return jsonscan.read_values(data, start, len(data), layout, chunk_bytes=chunk_bytes)


def _expected(text: str) -> tuple[np.ndarray, np.ndarray]:
    """What Python's json makes of each line, one row per key: null is not logged, everything else is a float."""
    rows = [list(json.loads(line).values()) for line in text.splitlines() if line.strip()]
    logged = np.array([[v is not None for v in row] for row in rows])
    values = np.array([[math.nan if v is None else float(v) for v in row] for row in rows])
    return values.T, logged.T


def _same_values(got: np.ndarray, want: np.ndarray) -> bool:
    return got.shape == want.shape and bool(np.all((got == want) | (np.isnan(got) & np.isnan(want))))


def _assert_read_as_json_reads(read: tuple[np.ndarray, np.ndarray | None] | None, text: str) -> None:
    assert read is not None
    values, logged = read
    want_values, want_logged = _expected(text)
    assert values.flags.c_contiguous  # one contiguous row per key, as the detectors read a series
    assert _same_values(values, want_values)
    assert np.array_equal(np.ones_like(want_logged) if logged is None else logged, want_logged)


def _lines(rows: list[dict], **dumps) -> str:
    return "".join(json.dumps(r, **dumps) + "\n" for r in rows)


def _with(rows: list[dict], at: int, **changes) -> list[dict]:
    rows = [dict(r) for r in rows]
    rows[at].update(changes)
    return rows


READABLE = {
    "default separators": _lines(_rows()),
    "compact separators": _lines(_rows(), separators=(",", ":")),
    "windows line endings": _lines(_rows()).replace("\n", "\r\n"),
    "nan and infinities": _lines(_with(_with(_rows(), 7, loss=math.nan), 150, lr=math.inf, grad_norm=-math.inf)),
    "null in some cells": _lines(_with(_with(_rows(), 3, loss=None), 299, lr=None)),
    "no newline at the end": _lines(_rows()).rstrip("\n"),
    "blank lines and spaces after the last line": _lines(_rows()) + "\n  \n\n",
    "escaped and unicode keys": _lines([{"step": i, "loss/é": i / 3, 'a"b': -i} for i in range(50)]),
    "one line": _lines(_rows(1)),
    "extremes": _lines([{"v": v, "i": 10**20 + i} for i, v in enumerate([1e-300, -0.0, 5e-324, 1.7976931348623157e308])]),
    "other spacing, the same on every line": "".join(f'{{"a":{i},  "b":\t{i / 7}}}\n' for i in range(40)),
}


@pytest.mark.parametrize("chunk_bytes", CHUNKINGS)
@pytest.mark.parametrize("case", list(READABLE))
def test_every_value_of_a_one_layout_file_reads_back_as_json_reads_it(case: str, chunk_bytes: int) -> None:
    text = READABLE[case]
    read = _read(text, chunk_bytes)
    _assert_read_as_json_reads(read, text)


ROWS = _rows()
REFUSED = {
    # Same key lengths, so only the text itself tells them apart.
    "two keys swapped on one line": _lines(ROWS[:100]) + '{"step": 100, "lr": 0.5, "loss": 0.25, "grad_norm": 1.0}\n'
    + _lines(ROWS[101:]),
    "another key of the same length": _lines(ROWS[:250]) + '{"step": 250, "loss": 0.5, "lx": 0.1, "grad_norm": 1.0}\n'
    + _lines(ROWS[251:]),
    "a key missing": _lines(ROWS[:20]) + '{"step": 20, "loss": 0.5, "grad_norm": 1.0}\n' + _lines(ROWS[21:]),
    "a nested object": _lines(_with(ROWS, 150, lr={"group0": 0.1})),
    "a list": _lines(_with(ROWS, 150, lr=[0.1, 0.2])),
    "text with a comma": _lines(_with(ROWS, 10, lr="0.1,0.2")),
    "text": _lines(_with(ROWS, 10, lr="warmup")),
    "a boolean": _lines(_with(ROWS, 10, lr=True)),
    "a blank line in the middle": _lines(ROWS[:50]) + "\n" + _lines(ROWS[50:]),
    "a warning line in the middle": _lines(ROWS[:50]) + "UserWarning: lr: 0.1, too high\n" + _lines(ROWS[50:]),
    "one more space after a colon": _lines(ROWS[:50]) + '{"step":  50, "loss": 0.5, "lr": 0.1, "grad_norm": 1.0}\n'
    + _lines(ROWS[51:]),
    "a space before a comma": _lines(ROWS[:50]) + '{"step": 50 , "loss": 0.5, "lr": 0.1, "grad_norm": 1.0}\n'
    + _lines(ROWS[51:]),
    "a last line cut off": _lines(ROWS) + '{"step": 300, "loss": 0.5, "lr": 0.',
}


@pytest.mark.parametrize("chunk_bytes", CHUNKINGS)
@pytest.mark.parametrize("case", list(REFUSED))
def test_a_line_that_departs_from_the_first_lines_layout_is_refused_not_misread(case: str, chunk_bytes: int) -> None:
    assert _read(REFUSED[case], chunk_bytes) is None


@pytest.mark.parametrize("line", [
    '{"a:b": 1, "c": 2}', '{"a,b": 1, "c": 2}', '{"a}": 1, "c": 2}', '{"a": 1, "b": }', '{"a": 1, "b": 2 }',
])
def test_a_first_line_whose_separators_do_not_frame_its_values_has_no_layout(line: str) -> None:
    assert jsonscan.layout_of(line.encode(), 2) is None


def test_the_layout_holds_the_text_around_each_value() -> None:
    layout = jsonscan.layout_of(b'{"step": 1, "loss":0.5}\n', 2)
    assert layout is not None
    assert (layout.head, layout.glue[1], layout.tail) == (b'{"step": ', b', "loss":', b"}\n")
    assert layout.value_gap.tolist() == [1, 0]


@pytest.mark.parametrize("as_file", [True, False])
def test_a_run_that_goes_nan_half_way_stays_on_the_one_layout_reader(monkeypatch, tmp_path, as_file: bool) -> None:
    from traindiag.ingest.base import Source
    from traindiag.ingest.formats import tabular

    rows = [{"step": i, "loss": math.nan if i >= 2000 else 1 / (i + 1)} for i in range(4000)]

    def no_fallback(*args, **kwargs):
        raise AssertionError("fell back to a slower reader")

    monkeypatch.setattr(tabular, "_layout_groups", no_fallback)
    monkeypatch.setattr(tabular, "arrow_frame", no_fallback)  # pyarrow's JSON reader ends there
    path = tmp_path / "metrics.jsonl"
    path.write_text(_lines(rows))
    frame, bad = jsonl_frame(Source(path) if as_file else Source(pasted=_lines(rows)))
    assert bad == 0
    assert np.isnan(frame["loss"].to_numpy()[2000:]).all()
    assert frame["loss"].to_numpy()[1999] == 1 / 2000


# Any file of one layout, in any chunking, reads back as Python's json reads it.
key_names = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=8)
cell = st.one_of(st.floats(width=64), st.integers(-(10**18), 10**18), st.none())


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(keys=st.lists(key_names, min_size=1, max_size=5, unique=True), data=st.data(),
       compact=st.booleans(), chunk_bytes=st.sampled_from([1, 64, 4096]))
def test_any_one_layout_file_reads_back_exactly(keys: list[str], data: st.DataObject, compact: bool,
                                                chunk_bytes: int) -> None:
    cells = data.draw(st.lists(st.lists(cell, min_size=len(keys), max_size=len(keys)), min_size=1, max_size=40))
    rows = [dict(zip(keys, row, strict=True)) for row in cells]
    text = _lines(rows, separators=(",", ":") if compact else None)
    first = text.encode().split(b"\n", 1)[0] + b"\n"
    layout = jsonscan.layout_of(first, len(keys))
    if layout is None:  # a key holding a separator: the general reader's job
        assert any(c in k for k in keys for c in ":,}")
        return
    read = jsonscan.read_values(text.encode(), 0, len(text.encode()), layout, chunk_bytes=chunk_bytes)
    _assert_read_as_json_reads(read, text)

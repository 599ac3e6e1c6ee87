"""Vectorised reader for JSON lines that all share the first line's layout.

Most metric logs written as JSON lines print the same keys in the same order on every line:
``{"step": 3, "loss": 0.41, "lr": 0.0003}``. Such a file is text that repeats with only the values
changing, so it can be read without a tokenizer. Every value follows a ``:``, and the text after it
up to the next value (the "glue": ``, "loss": ``, or ``}\n{"step": `` from one line to the next) is
the same on every line. So the ``:`` positions (numpy, on a memory map of the file) give where each
value starts, the glue's known length gives where it ends, and the glue itself is then compared byte
for byte with the first line's, one pyarrow comparison per key. pyarrow's cast parses the values from
a string array whose cells point into the map: nothing is copied. A line with other keys, another key
order, a nested object, a list or text makes the reader give up (None), and the caller falls back to a
general reader.

The file is cut into chunks at line starts and the chunks are read on parallel threads: numpy's
comparisons and pyarrow's kernels release the GIL.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np

# What the reader needs from a memory map or a bytes object alike.
Buffer = Any
_COLON, _COMMA, _CLOSE = ord(":"), ord(","), ord("}")
_SPACE = b" \t"
# Bytes per chunk: big enough that the per-chunk Python work is noise, small enough that the chunk's
# temporary arrays stay in the allocator's reach (and in cache).
CHUNK_BYTES = 4 << 20


@dataclass(frozen=True)
class Layout:
    """The fixed text of one line around its k values, taken from the first line."""

    head: bytes         # before the first value: '{"step": '
    glue: list[bytes]   # glue[i] between value i-1 and value i (glue[0] unused)
    tail: bytes         # after the last value, up to and including the newline: '}\n'
    value_gap: np.ndarray  # per key: spaces between its ':' and its value

    @property
    def keys(self) -> int:
        return len(self.glue)


def layout_of(line: bytes, keys: int) -> Layout | None:
    """The layout of `line` (one JSON object with `keys` flat values), or None when its separators do
    not frame exactly `keys` values (a key holding ``:``, ``,`` or ``}``, a nested value)."""
    at = np.frombuffer(line, dtype=np.uint8)
    seps = np.flatnonzero((at == _COLON) | (at == _COMMA) | (at == _CLOSE))
    if len(seps) != 2 * keys or not (at[seps[0::2]] == _COLON).all() or at[seps[-1]] != _CLOSE:
        return None
    if (at[seps[1::2]] == _COLON).any():
        return None
    starts, ends = [], []
    for colon, end in zip(seps[0::2].tolist(), seps[1::2].tolist(), strict=True):
        start = colon + 1 + (len(line[colon + 1:end]) - len(line[colon + 1:end].lstrip(_SPACE)))
        if start >= end or line[end - 1:end] in (b" ", b"\t"):
            return None  # an empty value, or spaces before the comma: leave such files to the general reader
        starts.append(start)
        ends.append(end)
    glue = [b""] + [line[e:s] for e, s in zip(ends[:-1], starts[1:], strict=True)]
    return Layout(line[:starts[0]], glue, line[ends[-1]:],
                  np.array([s - c - 1 for s, c in zip(starts, seps[0::2].tolist(), strict=True)]))


def read_values(data: Buffer, start: int, end: int, layout: Layout, pool: Any = None,
                chunk_bytes: int = CHUNK_BYTES) -> tuple[np.ndarray, np.ndarray | None] | None:
    """The values of the lines in ``data[start:end]`` (which begins at a line start) as a float array of
    shape (keys, lines), one contiguous row per key, with a same-shape mask of the logged cells (None when every cell was logged;
    ``null`` is not). None when some line departs from `layout` or holds a value that is neither a
    number nor ``null``. `pool` is the pyarrow memory pool to allocate from.
    """
    import pyarrow
    import pyarrow.compute  # noqa: F401  (makes pyarrow.compute available as an attribute)

    end = _trim_end(data, start, end)
    reader = _ChunkReader(pyarrow, pool, data, layout, end)
    cuts = [start]
    while cuts[-1] < end:
        cut = data.find(b"\n", cuts[-1] + chunk_bytes, end)
        cuts.append(end if cut < 0 else cut + 1)
    spans = list(zip(cuts[:-1], cuts[1:], strict=True))
    try:
        if len(spans) == 1:
            parts = [reader.read(*spans[0])]
        else:
            with ThreadPoolExecutor(min(len(spans), os.cpu_count() or 1)) as threads:
                parts = list(threads.map(lambda span: reader.read(*span), spans))
    finally:
        reader.close()  # a memory map cannot be closed while a view of it lives
    if any(p is None for p in parts):
        return None
    # One contiguous row per key (numpy would keep the chunks' transposed layout): a column read with a
    # stride of `keys` made diagnosis 1.5x slower.
    lines = sum(len(p[0]) for p in parts)  # type: ignore[index]
    values = np.concatenate([p[0].T for p in parts], axis=1,  # type: ignore[index]
                            out=np.empty((layout.keys, lines)))
    if all(p[1] is None for p in parts):  # type: ignore[index]
        return values, None
    logged = np.concatenate([np.ones(p[0].shape, dtype=bool).T if p[1] is None else p[1].T  # type: ignore[index]
                             for p in parts], axis=1, out=np.empty((layout.keys, lines), dtype=bool))
    return values, logged


def _trim_end(data: Buffer, start: int, end: int) -> int:
    """`end` moved back over the blank lines and spaces that close the data."""
    while end > start:
        window = data[max(start, end - 4096):end]
        kept = len(window.rstrip())
        end -= len(window) - kept
        if kept:
            break
    return end


class _ChunkReader:
    """Reads one chunk of lines (from a line start to a line start) against the layout."""

    def __init__(self, pa: Any, pool: Any, data: Buffer, layout: Layout, end: int) -> None:
        self.pa, self.pool, self.data, self.layout, self.end = pa, pool, data, layout, end
        self.buf = np.frombuffer(data, dtype=np.uint8)
        self.data_buffer = pa.py_buffer(data)
        self.glue_lengths = np.array([len(g) for g in layout.glue[1:]], dtype=np.int64)
        self.wrap = layout.tail + layout.head  # from a line's last value to the next line's first

    def close(self) -> None:
        del self.buf, self.data_buffer

    def read(self, begin: int, end: int) -> tuple[np.ndarray, np.ndarray | None] | None:
        layout, data, k = self.layout, self.data, self.layout.keys
        colons = np.flatnonzero(self.buf[begin:end] == _COLON)
        lines = len(colons) // k
        if not lines or len(colons) != k * lines:
            return None
        starts = colons.reshape(lines, k) + (begin + 1 + layout.value_gap)
        # A value ends where the known text before the next one begins; the chunk's last, at the tail.
        last = data[int(starts[-1, -1]):end]
        if last.endswith(layout.tail):
            last_end = end - len(layout.tail)
        elif end == self.end and last.rstrip().endswith(layout.tail.rstrip()):  # blank lines at the end
            last_end = int(starts[-1, -1]) + len(last.rstrip()) - len(layout.tail.rstrip())
        else:
            return None
        ends = np.empty_like(starts)
        ends[:, :-1] = starts[:, 1:] - self.glue_lengths
        ends[:-1, -1] = starts[1:, 0] - len(self.wrap)
        ends[-1, -1] = last_end
        # Every value non-empty keeps the cells in order (each end is at or before the next start by
        # construction), which pyarrow needs of the offsets below.
        if (ends <= starts).any() or data[begin:int(starts[0, 0])] != layout.head:
            return None
        for key in range(1, k):
            if not self._all_equal(ends[:, key - 1], starts[:, key], layout.glue[key]):
                return None
        if not self._all_equal(ends[:-1, -1], starts[1:, 0], self.wrap):
            return None
        parsed = self._numbers(starts.ravel(), ends.ravel())
        if parsed is None:
            return None
        numbers, logged = parsed
        return numbers.reshape(lines, k), None if logged is None else logged.reshape(lines, k)

    def _cells(self, lo: np.ndarray, hi: np.ndarray, valid: np.ndarray | None = None) -> Any:
        """The spans ``data[lo[i]:hi[i]]`` (in order, not overlapping) as the even cells of a binary
        array over the data itself (nothing is copied); the odd cells, the text between, are masked
        out, and so are the spans where `valid` is False."""
        pa, n = self.pa, len(lo)
        edges = np.empty(2 * n + 1, dtype=np.int64)
        edges[0:-1:2] = lo
        edges[1:-1:2] = hi
        edges[-1] = edges[-2] if n else 0
        mask = np.zeros(2 * n, dtype=bool)
        mask[0::2] = True if valid is None else valid
        return pa.Array.from_buffers(pa.large_binary(), 2 * n, [
            pa.py_buffer(np.packbits(mask, bitorder="little")), pa.py_buffer(edges), self.data_buffer])

    def _all_equal(self, lo: np.ndarray, hi: np.ndarray, expected: bytes) -> bool:
        pa = self.pa
        same = pa.compute.equal(self._cells(lo, hi), pa.scalar(expected, pa.large_binary()), memory_pool=self.pool)
        return same.false_count == 0

    def _numbers(self, starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray | None] | None:
        """The values as float64, with the logged mask when some were ``null`` (None when none was)."""
        pa = self.pa
        values = self._cells(starts, ends)
        logged = None
        try:
            parsed = pa.compute.cast(values, pa.float64(), memory_pool=self.pool)
        except pa.ArrowInvalid:
            is_null = pa.compute.equal(values, pa.scalar(b"null", pa.large_binary()), memory_pool=self.pool)
            logged = ~is_null.fill_null(False).to_numpy(zero_copy_only=False)[0::2]
            if logged.all():
                return None  # neither numbers nor null: text values, for the general reader
            try:
                parsed = pa.compute.cast(self._cells(starts, ends, logged), pa.float64(), memory_pool=self.pool)
            except pa.ArrowInvalid:
                return None
        numbers = np.frombuffer(parsed.buffers()[1], dtype=np.float64)[parsed.offset:parsed.offset + len(parsed):2]
        numbers = numbers.copy()
        if logged is not None:
            numbers[~logged] = np.nan
        return numbers, logged

"""Incremental parsing: new log lines -> new metric points, appended to growing numpy buffers.

The format is detected once (the same sniff-then-read as `read_runs`). After that each batch of new
lines goes through the format's own `read()` on a `Source(pasted=...)` holding only:

- the *preamble*: the log's lines before the first one the reader takes a point from (a CSV header,
  the Trainer's `***** Running training *****` block that turns epochs into steps), at most 16 KiB;
- the *context*: the last 48 lines, and the last two lines of each of 16 other recent line shapes, so
  that a reader that wants a name on several lines (generic), an `Epoch 3/10` line above a batch line
  (Keras) or consecutive points to snap steps to the logging cadence (Trainer) sees them;
- the new lines.

Of the points that parse returns, those at steps already taken come from the prefix and are dropped;
when the step restarts inside it (a resumed job), the prefix is parsed alone to tell which runs are
old. The work per batch is the new lines plus a bounded prefix: it does not grow with the file.
When the reader numbers points by line order (no step printed), the prefix's points are dropped by
number and the numbering continues from the last step already read.

Limits: a tqdm bar whose count restarts each epoch (`45/100`) is unrolled into global steps only within
one batch; names the reader decides from the whole file (a column read as a clock) are decided per batch.
"""

from __future__ import annotations

import re
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from traindiag.errors import InputError, ParseError
from traindiag.ingest import forced_format, formats
from traindiag.ingest.base import Source
from traindiag.ingest.run import Event, Run, RunBuilder

# Context: the last CONTEXT_LINES lines as they are (readers that snap steps to the logging cadence
# want consecutive points), and before them the last CONTEXT_PER_SHAPE lines of each of the last
# CONTEXT_SHAPES other line shapes (the generic reader wants a name on three lines; a val line or a
# Keras `Epoch 3/10` line may be hundreds of lines back). Only the last CONTEXT_SCAN lines of a batch
# are looked at.
CONTEXT_LINES = 48
CONTEXT_SCAN = 64
CONTEXT_SHAPES = 16
CONTEXT_PER_SHAPE = 2
PREAMBLE_MAX_LINES = 256
PREAMBLE_MAX_BYTES = 16 * 1024
# The format is chosen once this many lines are in (earlier only when told the log is complete):
# a sniff on three lines can mistake a Trainer log for free text.
DETECT_LINES = 16
# A log that shows no metrics in this much text is not a training log (or needs --format).
DETECT_LIMIT = 4 * 1024 * 1024
MAX_TRIES = 3
MAX_EVENTS = 2000
# Readers say this in a note when they number points by line order instead of a printed step.
_ORDER_NOTES = re.compile(r"numbered|row number is used as the step")
_NUMBERS = re.compile(rb"\d+")
_LINE_END = re.compile(rb"(?<=[\r\n])")


class SeriesBuffer:
    """A metric's points so far: steps and values in amortised-O(1) growing arrays, plus where the
    non-finite values are (so a NaN is never lost when older points are thinned out)."""

    def __init__(self) -> None:
        self.steps = np.empty(1024, dtype=np.int64)
        self.values = np.empty(1024, dtype=np.float64)
        self.n = 0
        self.last_step = -(2**62)  # the step of the latest point appended (it falls back on a resume)
        self.nonfinite: list[np.ndarray] = []

    def extend(self, steps: np.ndarray, values: np.ndarray) -> None:
        k = steps.size
        if self.n + k > self.steps.size:
            cap = max(2 * self.steps.size, self.n + k)
            self.steps = np.resize(self.steps, cap)
            self.values = np.resize(self.values, cap)
        self.steps[self.n:self.n + k] = steps
        self.values[self.n:self.n + k] = values
        bad = np.flatnonzero(~np.isfinite(values))
        if bad.size:
            self.nonfinite.append(bad + self.n)
        self.n += k
        if k:
            self.last_step = int(steps[-1])

    def view(self) -> tuple[np.ndarray, np.ndarray]:
        return self.steps[:self.n], self.values[:self.n]

    def sample(self, recent: int, older: int) -> np.ndarray:
        """Indices of a bounded copy: the last `recent` points in full, `older` points spread evenly over
        the rest, and the first non-finite points wherever they are."""
        if self.n <= recent + older:
            return np.arange(self.n)
        cut = self.n - recent
        parts = [np.linspace(0, cut - 1, older).astype(np.int64), np.arange(cut, self.n)]
        if self.nonfinite:
            bad = np.concatenate(self.nonfinite[:8])[:older]
            parts.append(bad[bad < cut])
        return np.unique(np.concatenate(parts))


@dataclass
class Points:
    """What one batch of lines added."""

    series: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    lines: int = 0

    @property
    def count(self) -> int:
        return sum(s.size for s, _ in self.series.values())


class Stream:
    """A log read incrementally: the detected reader, the accumulated buffers, the bounded prefix."""

    def __init__(self, name: str, label: str, format: str | None = None) -> None:
        self.name = name
        self.label = label
        self.forced = forced_format(format)
        self.module: ModuleType | None = None
        self.buffers: dict[str, SeriesBuffer] = {}
        self.events: deque[Event] = deque(maxlen=MAX_EVENTS)
        self.hparams: dict[str, Any] = {}
        self.meta: dict[str, Any] = {}
        self.notes: list[str] = []
        self.step_unit = "step"
        self.last_step: int | None = None
        self.lines = 0
        self._undetected = b""
        self._preamble = b""
        self._recent: deque[tuple[int, bytes]] = deque(maxlen=CONTEXT_LINES)
        self._shapes: OrderedDict[bytes, deque[tuple[int, bytes]]] = OrderedDict()
        self._seq = 0
        self._first_runs: list[Run] = []
        self._tried = -1  # bytes of undetected text the last full detection attempt saw

    @property
    def format(self) -> str | None:
        return None if self.module is None else str(self.module.FORMAT)

    def feed(self, data: bytes, fresh: bool = False, final: bool = False) -> Points:
        """Parse new complete lines (`fresh`: they start a new file after a rotation or truncation)."""
        out = Points()
        if self.module is None:
            self._undetected += data
            if data or (final and self._tried != len(self._undetected)):
                self._detect(final)
            return self._take_first() if self.module is not None else out
        if not data:
            return out
        if fresh:
            data = self._drop_repeated_header(data)
        out = self._parse(data, fresh)
        self._remember_context(data)
        self._append(out)
        return out

    # --- detection ----------------------------------------------------------------------------------

    def _detect(self, final: bool) -> None:
        data = self._undetected
        if b"\x00" in data[:8192] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise InputError(f"{self.label} is binary (a TensorBoard event file?): watch follows text logs; "
                             "diagnose it with `traindiag diagnose` instead")
        lines = data.count(b"\n") + data.count(b"\r")
        if not final and lines < DETECT_LINES and self.forced is None:
            return
        self._tried = len(data)
        text = data.decode("utf-8", "replace")
        source = Source(pasted=text, name=self.name)
        candidates = [self.forced] if self.forced is not None else _ranked(source)
        for module in candidates:
            try:
                runs = [r for r in module.read(source) if r.series]
            except ParseError:
                continue
            if runs:
                self.module = module
                self._first_runs = runs
                return
        if len(data) > DETECT_LIMIT:
            raise InputError(f"{self.label}: no training metrics in its first {DETECT_LIMIT // 2**20} MB; "
                             "pass --format FMT if traindiag parse reads it, or point watch at the training log")

    def _take_first(self) -> Points:
        data, self._undetected = self._undetected, b""
        runs, self._first_runs = self._first_runs, []
        first = runs[0]
        self.step_unit = first.step_unit
        self.meta.update(first.meta)
        self.notes += [n for n in first.notes if not _ORDER_NOTES.search(n)]
        self._preamble = _preamble(self._read, data)
        out = Points(lines=data.count(b"\n"))
        for run in runs:
            self.hparams.update({k: v for k, v in run.hparams.items() if k not in self.hparams})
        _collect(runs, out)
        self._remember_context(data[len(self._preamble):])  # the prefix must not hold a line twice
        self._append(out)
        return out

    # --- incremental parse --------------------------------------------------------------------------

    def _read(self, data: bytes) -> list[Run]:
        assert self.module is not None
        try:
            return [r for r in self.module.read(Source(pasted=data.decode("utf-8", "replace"), name=self.name))
                    if r.series]
        except ParseError:
            return []

    def _parse(self, data: bytes, fresh: bool) -> Points:
        # A new file (rotated in, or rewritten) holds only lines not read yet, and its steps may start
        # over (a restarted job): no context from the old file, and none of its points are dropped.
        prefix = self._preamble if fresh else self._preamble + self._context_bytes()
        runs = self._read(prefix + data)
        out = Points(lines=data.count(b"\n"))
        if any(_ORDER_NOTES.search(n) for r in runs for n in r.notes):
            self._renumber(runs, prefix, out)
            return out
        if len(runs) == 1 and not fresh:
            # Steps printed, one run: the prefix's points are those at steps already taken.
            self._take_after(runs[0], {m: b.last_step for m, b in self.buffers.items()}, self.last_step, out)
            return out
        # The step restarted somewhere in prefix + batch (a resumed job), or a new file starts: the runs
        # the prefix alone holds are old, except for what the batch adds to its last one; runs after
        # those are new.
        before = self._read(prefix) if prefix else []
        for j, run in enumerate(runs):
            if j < len(before) - 1:
                continue
            if j == len(before) - 1:
                last = {m: int(s.index.max()) for m, s in before[j].series.items() if len(s)}
                self._take_after(run, last, max(last.values(), default=None), out)
            else:
                self._take_after(run, {}, None, out)
        return out

    @staticmethod
    def _take_after(run: Run, last: dict[str, int], last_any: int | None, out: Points) -> None:
        """The points of `run` after the step already taken for their metric (all of a new metric)."""
        for metric, s in run.series.items():
            steps, values = s.index.to_numpy(dtype=np.int64), s.to_numpy(dtype=np.float64)
            if metric in last:
                keep = steps > last[metric]
                steps, values = steps[keep], values[keep]
            _put(out, metric, steps, values)
        out.events += [e for e in run.events if e.step is None or last_any is None or e.step > last_any]

    def _renumber(self, runs: list[Run], prefix: bytes, out: Points) -> None:
        """Points numbered by line order: drop the prefix's, continue the numbering from the last step read."""
        known = Points()
        _collect(self._read(prefix) if prefix else [], known)
        combined = Points()
        _collect(runs, combined)
        known_max = max((int(s.max()) for s, _ in known.series.values() if s.size), default=None)
        firsts = [int(s.min()) for s, _ in combined.series.values() if s.size]
        if not firsts:
            return
        base = known_max if known_max is not None else min(firsts) - 1
        shift = (self.last_step if self.last_step is not None else base) - base
        for metric, (steps, values) in combined.series.items():
            keep = steps > base
            _put(out, metric, steps[keep] + shift, values[keep])
        out.events += [replace(e, step=e.step + shift) if e.step is not None else e
                       for e in combined.events if e.step is None or e.step > base]

    def _append(self, out: Points) -> None:
        tops = []
        for metric, (steps, values) in list(out.series.items()):
            if steps.size == 0:
                del out.series[metric]
                continue
            self.buffers.setdefault(metric, SeriesBuffer()).extend(steps, values)
            tops.append(int(steps[-1]))
        if tops:
            self.last_step = max(tops)  # the batch's own: lower than before after a restart
        self.events.extend(out.events)
        self.lines += out.lines

    def _remember_context(self, data: bytes) -> None:
        for line in _last_lines(data, CONTEXT_SCAN):
            self._seq += 1
            self._recent.append((self._seq, line))
            shape = _NUMBERS.sub(b"0", line)
            kept = self._shapes.pop(shape, None) or deque(maxlen=CONTEXT_PER_SHAPE)
            kept.append((self._seq, line))
            self._shapes[shape] = kept
        while len(self._shapes) > CONTEXT_SHAPES:
            self._shapes.popitem(last=False)

    def _context_bytes(self) -> bytes:
        cut = self._recent[0][0] if self._recent else 0
        older = sorted(p for kept in self._shapes.values() for p in kept if p[0] < cut)
        return b"".join(line for _, line in [*older, *self._recent])

    def _drop_repeated_header(self, data: bytes) -> bytes:
        """A rotated-in or rewritten file may start with the same header (a CSV header row): skip it."""
        header = set(self._preamble.splitlines())
        if not header:
            return data
        lines = data.split(b"\n", PREAMBLE_MAX_LINES)
        k = 0
        while k < len(lines) - 1 and lines[k] in header:
            k += 1
        return b"\n".join(lines[k:])

    # --- a bounded Run for the detectors ------------------------------------------------------------

    def snapshot(self, recent: int, older: int) -> Run:
        """A `Run` of at most recent+older points per metric (plus NaNs), built as the readers build one."""
        b = RunBuilder(self.name, self.format or "unknown", self.label)
        for metric, buf in self.buffers.items():
            idx = buf.sample(recent, older)
            steps, values = buf.view()
            b.add(metric, steps[idx], values[idx], canonical=metric)
        run = b.build()
        run.events = list(self.events)
        run.hparams = dict(self.hparams)
        run.meta = dict(self.meta)
        run.notes = list(self.notes)
        run.step_unit = self.step_unit  # type: ignore[assignment]
        return run


def _ranked(source: Source) -> list[ModuleType]:
    scored = sorted(((float(m.sniff(source)), fid) for fid, m in formats().items()), reverse=True)
    return [formats()[fid] for score, fid in scored if score > 0][:MAX_TRIES]


def _collect(runs: list[Run], out: Points) -> None:
    """Every run's points, in order (a log that restarts inside the batch splits into several runs)."""
    for run in runs:
        for metric, s in run.series.items():
            _put(out, metric, s.index.to_numpy(dtype=np.int64), s.to_numpy(dtype=np.float64))
        out.events += run.events


def _put(out: Points, metric: str, steps: np.ndarray, values: np.ndarray) -> None:
    if metric in out.series:
        old_s, old_v = out.series[metric]
        steps, values = np.concatenate([old_s, steps]), np.concatenate([old_v, values])
    out.series[metric] = (steps, values)


def _last_lines(data: bytes, k: int) -> list[bytes]:
    """The last `k` non-empty lines of `data`, each with its line end, found from the end (O(k))."""
    out: list[bytes] = []
    end = len(data)
    while end > 0 and len(out) < k:
        start = max(data.rfind(b"\n", 0, end - 1), data.rfind(b"\r", 0, end - 1)) + 1
        line = data[start:end]
        if line.strip():
            out.append(line if line.endswith((b"\n", b"\r")) else line + b"\n")
        end = start
    return out[::-1]


def _split_lines(data: bytes) -> list[bytes]:
    return [line for line in _LINE_END.split(data) if line]


def _preamble(read: Callable[[bytes], list[Run]], data: bytes) -> bytes:
    """The log's lines before the first one the reader takes a point from (a CSV header, a config dump,
    the Trainer's run header), found by bisection over at most PREAMBLE_MAX_LINES lines."""
    lines = _split_lines(data[:PREAMBLE_MAX_BYTES * 4])[:PREAMBLE_MAX_LINES]
    lo, hi = 0, len(lines)  # the first `hi` lines give points (or there are no more lines to try)
    while lo < hi:
        mid = (lo + hi) // 2
        if read(b"".join(lines[:mid + 1])):
            hi = mid
        else:
            lo = mid + 1
    kept, size = [], 0
    for line in lines[:lo]:
        size += len(line)
        if size > PREAMBLE_MAX_BYTES:
            break
        kept.append(line)
    return b"".join(kept)


def read_in_chunks(path: Path, format: str | None = None, recent: int = 4000, older: int = 4000) -> Run:
    """A whole large log read the way `watch` reads a growing one: in bounded chunks, keeping only the
    numbers, then reduced to at most recent+older points per metric (NaNs kept) for the detectors.
    Peak memory is the parsed points plus one chunk, not several times the file as a whole-file read."""
    from traindiag.ingest.follower import Follower

    follower = Follower(path)
    stream = Stream(path.name, str(path), format)
    try:
        while segments := follower.poll().segments:
            for seg in segments:
                stream.feed(seg.data, final=True)
        stream.feed(b"", final=True)  # choose the format even on a short log
    finally:
        follower.close()
    run = stream.snapshot(recent, older)
    if not run.series:
        raise ParseError(f"{path}: no training metrics found in {path.stat().st_size / 1024**2:,.0f} MB of log")
    run.notes.append(f"read in chunks (a {path.stat().st_size / 1024**2:,.0f} MB log): the detectors saw at most "
                     f"{recent + older:,} points per metric, the latest {recent:,} in full")
    return run

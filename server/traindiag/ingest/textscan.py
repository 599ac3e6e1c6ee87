"""Shared machinery for the text-log readers: normalising, numbers, line templates, events, hyperparameters.

Speed comes from one observation: a training log repeats a handful of line *shapes*. Mapping every digit
to ``0`` (one ``bytes.translate``) makes all lines printed by the same ``print`` with same-width numbers
byte-identical, so the numbers sit at the same byte offsets. We tokenise one representative line per
shape and cut the numbers of all its lines out of a 2-D ``uint8`` block as fixed-width columns that numpy
converts to float64 in one call. Python work therefore scales with the number of distinct shapes, not
with the number of lines.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from traindiag.ingest.base import CJK_LOG_WORDS, FULL_WIDTH_PUNCTUATION, TYPOGRAPHIC_QUOTES
from traindiag.ingest.names import UNIT_FACTORS, canonical_name, unit_factor
from traindiag.ingest.run import Run, RunBuilder

# --- normalising ------------------------------------------------------------------------------------

_ANSI = re.compile(rb"\x1b(?:\[[0-9;?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])")
# tensor(0.4123, device='cuda:0', grad_fn=<...>) and numpy 2 reprs such as np.float32(0.41) print a
# scalar wrapped in a call; keep the scalar only.
_WRAPPED = re.compile(
    rb"(?:tensor|np\.float(?:16|32|64)|np\.int(?:32|64)|numpy\.float(?:32|64)|array)\(\[?\s*"
    rb"([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|nan|inf))\]?(?:,[^()\n]*(?:\([^()\n]*\))?[^()\n]*)?\)"
)


@dataclass
class Normalised:
    data: bytes
    crlf: bool = False
    carriage_returns: bool = False
    ansi: bool = False


def normalise(raw: bytes) -> Normalised:
    """Plain lines: ANSI colour stripped, CRLF -> LF, each tqdm carriage-return update on its own line."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raw = raw.decode("utf-16", "replace").encode("utf-8")
    elif raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    out = Normalised(raw)
    if b"\x1b" in raw:
        out.ansi = True
        raw = _ANSI.sub(b"", raw)
    if b"\r" in raw:
        # tqdm's "\r" before a "\n" also makes CRLF pairs: call it Windows line endings only when most are.
        out.crlf = raw.count(b"\r\n") > raw.count(b"\n") // 2
        raw = raw.replace(b"\r\n", b"\n")
        if b"\r" in raw:
            out.carriage_returns = True
            raw = raw.replace(b"\r", b"\n")
    if b"\xe2\x80" in raw:  # typographic quotes from a chat or issue paste: {‘loss’: 1.45, ...}
        for curly, plain in TYPOGRAPHIC_QUOTES.items():
            raw = raw.replace(curly.encode(), plain.encode())
    if b"\xef\xbc" in raw or b"\xe3\x80\x81" in raw:  # full-width punctuation: `Loss：1.98`
        for wide, plain in FULL_WIDTH_PUNCTUATION.items():
            raw = raw.replace(wide.encode(), plain.encode())
    if re.search(rb"[\xe4-\xe9][\x80-\xbf]{2}", raw[:65536]):  # Chinese text: its usual log words in English
        for word, english in CJK_LOG_WORDS.items():
            raw = raw.replace(word.encode(), english.encode())
    out.data = raw
    return out


def unwrap_scalars(data: bytes) -> bytes:
    """`tensor(0.41, device='cuda:0')` -> `0.41` in a short text. A whole log is never rewritten: the
    line scanner skips the wrapper text once per line shape instead (see `_template_of`)."""
    return _WRAPPED.sub(rb"\1", data) if b"(" in data else data


def normalise_text(text: str) -> str:
    """`normalise` for a short str (pasted text, the head of a file), wrapped scalars unwrapped."""
    return unwrap_scalars(normalise(text.encode("utf-8", "replace")).data).decode("utf-8", "replace")


# --- numbers ----------------------------------------------------------------------------------------

# A number is not glued to a word on its left (so `top1`, `top-1`, `fc1.weight`, `mean@1`, `pass@16`, ids inside
# words are not numbers); letters may follow it (a unit: `12.3ms`, `3.2it/s`, `30.5%`), and so may a full stop
# (`val acc 0.710.`), but not a dotted version or address (`1.2.3`). nan/inf must stand alone.
_NUMBER_SRC = (
    rb"(?<![\w.])(?<!\w-)(?<!\w@)(?:[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(?!\d)(?!\.\d)"
    rb"|[-+]?(?:nan|NaN|NAN|inf|Inf|INF|infinity|Infinity)(?![\w.]))"
)
NUMBER = re.compile(_NUMBER_SRC)
_NUMBER_STR = re.compile(_NUMBER_SRC.decode())
_ONE_NUMBER = re.compile(
    r"\s*(?:tensor\()?\s*([-+]?(?:(?:\d[\d,_]*\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|nan|inf|infinity))\s*"
    r"(%|[kKMGBT]\b)?", re.IGNORECASE)
_SCALE = {"k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "B": 1e9, "T": 1e12}


def parse_number(text: str) -> float:
    """Read one printed number in any notation: `1e-3`, `3.0E-04`, `NaN`, `-inf`, `1,234`, `10.65M`,
    `30.5%` (the percent value as printed), `tensor(0.41, device='cuda:0')`. Raises ValueError otherwise."""
    m = _ONE_NUMBER.match(text)
    if m is None:
        raise ValueError(f"not a number: {text!r}")
    value = float(m.group(1).replace(",", "").replace("_", ""))
    suffix = m.group(2)
    return value * _SCALE[suffix] if suffix and suffix != "%" else value


def to_floats(tokens: Iterable[str | bytes]) -> np.ndarray:
    """Vectorised float conversion of printed numbers; anything unreadable becomes NaN."""
    arr = tokens if isinstance(tokens, np.ndarray) else np.asarray(list(tokens))
    if arr.size == 0:
        return np.empty(0, dtype="float64")
    try:
        return arr.astype("float64")
    except ValueError:
        return np.array([_safe_float(t) for t in arr.tolist()], dtype="float64")


def _safe_float(token: str | bytes) -> float:
    try:
        return float(token)
    except ValueError:
        try:
            return parse_number(token.decode() if isinstance(token, bytes) else token)
        except ValueError:
            return float("nan")


# --- line templates ---------------------------------------------------------------------------------

_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
_MAX_SHAPES = 200_000  # beyond this the text is prose, not a log; the rest is not tokenised


@dataclass
class _ShapeGroup:
    """Lines sharing one shape: their indices and the byte spans of their numbers."""

    lines: np.ndarray
    spans: list[tuple[int, int]]
    shape: bytes


@dataclass
class Template:
    """All lines printed by one `print`: the text between numbers (`gaps`) and their numbers.

    ``gaps[i]`` is the text before number i; ``gaps[-1]`` the text after the last number.
    ``lines`` are 0-based line indices (sorted); ``column(i)`` number i of each line, parsed on demand
    (timestamps and other unnamed numbers are never converted).
    """

    gaps: list[str]
    lines: np.ndarray
    _groups: list[_ShapeGroup] = field(repr=False)
    _order: np.ndarray | None = field(repr=False)  # groups' lines -> line order; None for one group
    _buf: np.ndarray = field(repr=False)
    _starts: np.ndarray = field(repr=False)
    _cache: dict[int, np.ndarray] = field(default_factory=dict, repr=False)
    _extra: dict[str, object] = field(default_factory=dict, repr=False)

    @property
    def n_slots(self) -> int:
        return len(self.gaps) - 1

    @property
    def text(self) -> str:
        return "#".join(self.gaps)

    def column(self, i: int) -> np.ndarray:
        col = self._cache.get(i)
        if col is None:
            parts = []
            for g in self._groups:
                a, b = g.spans[i]
                starts = self._starts[g.lines]
                fixed = _parse_fixed(self._buf, starts, a, g.shape[a:b])
                parts.append(_parse_cells(self._buf, starts, a, b) if fixed is None else fixed)
            col = self._cache[i] = self._in_line_order(parts)
        return col

    def _in_line_order(self, parts: list[np.ndarray]) -> np.ndarray:
        """Per-group results joined and put in line order (one group is in line order already)."""
        return parts[0] if self._order is None else np.concatenate(parts)[self._order]

    def time_slots(self) -> frozenset[int]:
        """Slots that are digits of a date or a clock time (`2024-05-14 10:21:03,123`, `[10:21:03]`):
        never a step or a metric, whatever words precede them."""
        g = self._groups[0]
        spans = [m.span() for m in _TIME_SHAPE.finditer(g.shape)]
        if not spans:
            return frozenset()
        return frozenset(i for i, (a, b) in enumerate(g.spans) if any(a < e and s < b for s, e in spans))

    def clock(self) -> tuple[str, np.ndarray, np.ndarray] | None:
        """(style, whole seconds, fraction of a second) of the timestamp each line opens with (see
        `CLOCK_STYLES`), NaN where a line has none; None when no line of this template is timestamped."""
        if "clock" not in self._extra:
            whole, frac, style = [], [], None
            for g in self._groups:
                found = _shape_clock(g.shape)
                if found is None or (style is not None and found[0] != style):
                    whole.append(np.full(len(g.lines), np.nan))
                    frac.append(np.zeros(len(g.lines)))
                    continue
                style = found[0]
                # One block holds the whole timestamp; each field is a few of its columns.
                lo, hi = min(a for a, _ in found[1].values()), max(b for _, b in found[1].values())
                block = _rows(self._buf, self._starts[g.lines], lo, hi - lo)
                fields = {k: _digits_value(block[:, a - lo:b - lo]) for k, (a, b) in found[1].items()}
                w, f = _clock_seconds(style, fields, found[1])
                whole.append(w)
                frac.append(f)
            self._extra["clock"] = None if style is None else (
                style, self._in_line_order(whole), self._in_line_order(frac))
        return self._extra["clock"]

    @property
    def values(self) -> np.ndarray:
        """All numbers, one column per slot."""
        return np.column_stack([self.column(i) for i in range(self.n_slots)])


@dataclass
class LineScan:
    data: bytes
    n_lines: int
    templates: list[Template]
    line_template: np.ndarray  # template id per line, -1 for lines without numbers
    starts: np.ndarray  # byte offset of each line
    events: list[tuple[str, int, str]]  # (kind, 0-based line, text), see find_events

    def line(self, i: int) -> str:
        end = self.data.find(b"\n", int(self.starts[i]))
        return self.data[int(self.starts[i]):None if end == -1 else end].decode("utf-8", "replace")

    def line_starts(self) -> np.ndarray:
        """Byte offset where each line starts."""
        return self.starts


def scan_lines(data: bytes, keep: Callable[[bytes], bool] | None = None) -> LineScan:
    """Group lines into templates and read all their numbers (see the module docstring).

    `keep(shape)` may reject shapes early (a format reader's cheap filter, e.g. "contains '{'").
    Event lines (warnings, tracebacks, OOM...) are found per shape too, so a log of a million lines costs
    a handful of keyword searches.
    """
    buf = np.frombuffer(data, dtype=np.uint8)
    n = data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)
    codes, uniques, starts = _shape_codes(data, n)
    order = np.argsort(codes, kind="stable")
    bounds = np.concatenate([[0], np.cumsum(np.bincount(codes, minlength=len(uniques)))])
    by_text: dict[str, int] = {}
    groups: list[list[_ShapeGroup]] = []
    gaps_of: list[list[str]] = []
    line_template = np.full(n, -1, dtype=np.int32)
    event_shapes: list[tuple[str, np.ndarray]] = []
    for code, shape in enumerate(uniques[:_MAX_SHAPES]):
        kind = _event_kind(shape)
        if kind is not None:
            event_shapes.append((kind, order[bounds[code]:bounds[code + 1]]))
        if not _may_hold_number(shape) or (keep is not None and not keep(shape)):
            continue
        idx = order[bounds[code]:bounds[code + 1]]
        first = int(starts[idx[0]])
        rep = data[first:first + len(shape)]
        spans, gaps = _template_of(rep)
        if not spans:
            continue
        key = "\x00".join(gaps)
        tid = by_text.get(key)
        if tid is None:
            tid = by_text[key] = len(gaps_of)
            gaps_of.append(gaps)
            groups.append([])
        groups[tid].append(_ShapeGroup(idx, spans, shape))
        line_template[idx] = tid
    templates = []
    for gaps, gs in zip(gaps_of, groups, strict=True):
        if len(gs) == 1:  # a group's lines are in line order already (stable sort of the codes)
            templates.append(Template(gaps, gs[0].lines, gs, None, buf, starts))
            continue
        lines_t = np.concatenate([g.lines for g in gs])
        srt = np.argsort(lines_t, kind="stable")
        templates.append(Template(gaps, lines_t[srt], gs, srt, buf, starts))
    scan = LineScan(data=data, n_lines=n, templates=templates, line_template=line_template, starts=starts, events=[])
    scan.events = _events_from_shapes(scan, event_shapes)
    return scan


_FIXED = re.compile(rb"([-+]?)(0*)(?:\.(0*))?(?:[eE]([-+]?)(0+))?")
_POW10 = 10.0 ** np.arange(23)


def _rows(buf: np.ndarray, starts: np.ndarray, a: int, width: int) -> np.ndarray:
    """Bytes [a, a + width) of each line as an (n, width) block. Indexing a window view of the buffer
    (no copy) with the lines' offsets copies one short row per line: far cheaper than gathering each
    byte on its own."""
    return np.lib.stride_tricks.sliding_window_view(buf, width)[starts + a]


def _digits_value(digits: np.ndarray) -> np.ndarray:
    """The unsigned integer spelled by each row of an (n, k) block of ASCII digits (Horner's rule in
    place: several times faster than an integer matrix product, and no (n, k) int64 temporary)."""
    value = digits[:, 0].astype(np.int64)
    for j in range(1, digits.shape[1]):
        value *= 10
        value += digits[:, j]
    value -= 48 * (10 ** digits.shape[1] - 1) // 9  # every byte was '0' + digit: 48 * 111...1
    return value


def _digit_columns(buf: np.ndarray, starts: np.ndarray, cols: list[int]) -> np.ndarray:
    """The unsigned integer spelled by the digit bytes at offsets `cols` of each line."""
    block = _rows(buf, starts, cols[0], cols[-1] - cols[0] + 1)
    return _digits_value(block if block.shape[1] == len(cols) else block[:, np.asarray(cols) - cols[0]])


# pandas 3 parses floats exactly by default (and deprecates the option); pandas 2 must be asked.
_ROUND_TRIP = {"float_precision": "round_trip"} if int(pd.__version__.split(".")[0]) < 3 else {}


def _parse_cells(buf: np.ndarray, starts: np.ndarray, a: int, b: int) -> np.ndarray:
    """Numbers at bytes [a, b) of each line that `_parse_fixed` cannot take (17 significant digits, as
    `repr` prints a float; `nan`): the cells, one per line, go through pandas' C float parser, which
    rounds as `float()` does at a fraction of the cost of a Python call per cell."""
    cells = np.full((len(starts), b - a + 1), 10, dtype=np.uint8)  # each cell ends with a newline
    cells[:, :-1] = _rows(buf, starts, a, b - a)
    try:
        return pd.read_csv(io.BytesIO(cells.tobytes()), header=None, names=["v"], dtype={"v": "float64"},
                           engine="c", **_ROUND_TRIP)["v"].to_numpy()
    except (ValueError, pd.errors.ParserError):
        return to_floats(np.ascontiguousarray(cells[:, :-1]).view(f"S{b - a}").ravel())


def _parse_fixed(buf: np.ndarray, starts: np.ndarray, a: int, pattern: bytes) -> np.ndarray | None:
    """Numbers printed at fixed width at byte `a` of each line (same shape, so digits sit at the same
    columns), parsed from their digit bytes: integer mantissa, then one correctly rounded multiply or
    divide by a power of ten, which gives the same float as `float(text)`. None when the shape is not
    plain decimal/scientific."""
    m = _FIXED.fullmatch(pattern)
    if m is None:
        return None
    int_digits, frac_digits = len(m.group(2)), len(m.group(3) or b"")
    if int_digits + frac_digits == 0 or int_digits + frac_digits > 15:
        return None
    mant_cols = list(range(a + len(m.group(1)), a + len(m.group(1)) + int_digits))
    if frac_digits:
        dot = a + m.start(3) - 1
        mant_cols += list(range(dot + 1, dot + 1 + frac_digits))
    value = _digit_columns(buf, starts, mant_cols).astype("float64")
    if m.group(5):
        exponent = _digit_columns(buf, starts, list(range(a + m.start(5), a + m.end(5))))
        power = (-exponent if m.group(4) == b"-" else exponent) - frac_digits
        if np.any(np.abs(power) > 22):
            return None
        value = np.where(power >= 0, value * _POW10[np.clip(power, 0, 22)], value / _POW10[np.clip(-power, 0, 22)])
    elif frac_digits:
        value /= _POW10[frac_digits]
    if m.group(1) == b"-":
        np.negative(value, out=value)
    return value


_CHUNK_BYTES = 8 * 1024 * 1024


def _shape_codes(data: bytes, n: int) -> tuple[np.ndarray, list[bytes], np.ndarray]:
    """Shape id of every line, the distinct shapes, and the byte offset where each line starts.

    Computed a chunk at a time so that the per-line bytes objects of only one chunk are alive at once
    (memory stays a small multiple of the file)."""
    codes = np.empty(n, dtype=np.int32)
    ends = np.empty(n, dtype=np.int64)  # each line's length + 1 (its newline), then its end offset
    index: dict[bytes, int] = {}
    line, start = 0, 0
    while start < len(data) and line < n:
        end = data.find(b"\n", min(start + _CHUNK_BYTES, len(data)) - 1)
        end = len(data) if end == -1 else end + 1
        shapes = data[start:end].translate(_DIGITS_TO_ZERO).split(b"\n")
        if shapes[-1] == b"":
            shapes.pop()
        arr = np.empty(len(shapes), dtype=object)
        arr[:] = shapes
        del shapes
        local, uniques = pd.factorize(arr)
        ids = np.array([index.setdefault(u, len(index)) for u in uniques], dtype=np.int32)
        codes[line:line + len(arr)] = ids[local]
        ends[line:line + len(arr)] = np.fromiter(map(len, arr), dtype=np.int64, count=len(arr)) + 1
        line += len(arr)
        start = end
    np.cumsum(ends, out=ends)
    starts = np.empty(n, dtype=np.int64)
    starts[:1] = 0
    starts[1:] = ends[:-1]
    return codes, list(index), starts


def _may_hold_number(shape: bytes) -> bool:
    if b"0" in shape:
        return True
    low = shape.lower()
    return b"nan" in low or b"inf" in low


def _template_of(line: bytes) -> tuple[list[tuple[int, int]], list[str]]:
    """The byte spans of a line's numbers and the text around them (`gaps`).

    A scalar printed inside a call (`tensor(0.41, device='cuda:0')`, `np.float64(3e-05)`) counts as the
    bare number: the digits of `cuda:0` or `float64` are not numbers and the call text is not part of
    the gaps. Done here, once per line shape, because rewriting a million such lines costs seconds."""
    spans = [m.span() for m in NUMBER.finditer(line)]
    calls = [(m.start(), m.end(), m.span(1)) for m in _WRAPPED.finditer(line)] if b"(" in line else []
    if not calls:
        return spans, _gaps(line, spans)
    spans = sorted({s for s in spans if not any(a <= s[0] < b for a, b, _ in calls)} | {c[2] for c in calls})
    keep = bytearray(b"\x01") * len(line)
    for a, b, (x, y) in calls:
        keep[a:x] = bytes(x - a)
        keep[y:b] = bytes(b - y)
    return spans, _gaps(line, spans, keep)


def _gaps(line: bytes, spans: list[tuple[int, int]], keep: bytearray | None = None) -> list[str]:
    """The text before each number and after the last; `keep` masks out bytes that are not part of it."""
    def text(a: int, b: int) -> str:
        part = line[a:b] if keep is None else bytes(c for c, k in zip(line[a:b], keep[a:b], strict=True) if k)
        return part.decode("utf-8", "replace")

    gaps, prev = [], 0
    for a, b in spans:
        gaps.append(text(prev, a))
        prev = b
    gaps.append(text(prev, len(line)))
    return gaps


# --- clocks: wall time from line timestamps ----------------------------------------------------------

# Timestamps loggers put on a line, written with `\d` so that one source gives both the pattern for the
# real text and, with every digit turned into 0, the pattern for a line shape (found once per shape, then
# cut out of all its lines as fixed-width digit columns). Styles, most specific first:
#   date: python logging `2024-05-14 10:21:03,123`, ISO `2024-05-14T10:21:03.5`, mmengine `2024/05/14 10:21:03`
#   glog: abseil/glog/Caffe `I0514 10:21:03.123456` (month and day, no year)
#   time: `[10:21:03]` or `10:21:03 ...` with no other digit before it on the line (not an `eta: 1:02:03`)
_CLOCK_SOURCES = {
    "date": rb"(?<![\d.])(?P<Y>\d{4})([-/])(?P<M>\d{2})\2(?P<D>\d{2})[ T_](?P<h>\d{2}):(?P<m>\d{2}):(?P<s>\d{2})"
            rb"(?:[.,](?P<f>\d{1,9}))?(?![\d])",
    "glog": rb"(?m)^[IWEF](?P<M>\d{2})(?P<D>\d{2}) (?P<h>\d{2}):(?P<m>\d{2}):(?P<s>\d{2})(?:\.(?P<f>\d{1,9}))?(?!\d)",
    "time": rb"(?m)^[^\d\n]{0,24}?(?<![\d:])(?<![Ee][Tt][Aa]: )(?<![Ee][Tt][Aa] )(?<![Ee][Tt][Aa]=)(?P<h>\d{2}):(?P<m>\d{2}):(?P<s>\d{2})(?:[.,](?P<f>\d{1,9}))?(?![\d:<])",
}
CLOCK_STYLES = tuple(_CLOCK_SOURCES)
_CLOCK_TEXT = {k: re.compile(v) for k, v in _CLOCK_SOURCES.items()}
_CLOCK_SHAPE = {k: re.compile(v.replace(rb"\d", b"0")) for k, v in _CLOCK_SOURCES.items()}
# Dates and clock times anywhere on a line (also `2024_05_14`, `14/05/2024`, an `eta 10:02:25`): their
# digits are never a `name number` pair.
_TIME_SHAPE = re.compile(rb"(?<![0.])0000([-/_])00\1(?:00)(?![0.])|(?<![0.])00([-/.])00\2(?:0000)(?![0.])"
                         rb"|(?<![0:])0{1,2}:00:00(?:[.,]0+)?(?![0])")
# Readings that wrap around: a time of day after midnight, a glog month-day at new year.
_WRAP_SECONDS = {"time": 86400.0, "glog": 365 * 86400.0}
_DAYS_BEFORE_MONTH = np.array([0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334], dtype=np.int64)


def _shape_clock(shape: bytes) -> tuple[str, dict[str, tuple[int, int]]] | None:
    """The clock style of a line shape and the byte span of each of its fields."""
    for style, pattern in _CLOCK_SHAPE.items():
        m = pattern.search(shape)
        if m is not None:
            return style, {k: m.span(k) for k in "YMDhmsf" if k in pattern.groupindex and m.start(k) >= 0}
    return None


def _clock_seconds(style: str, fields: dict[str, np.ndarray], spans: dict[str, tuple[int, int]]
                   ) -> tuple[np.ndarray, np.ndarray]:
    """(whole seconds, fraction) of each reading: since 1970 (date), since new year (glog) or since
    midnight (time); kept apart so that differences of readings near 1.7e9 s stay exact to the
    millisecond. Impossible field values (month 13, hour 25) give NaN: those digits were not a clock."""
    h, m, s = fields["h"], fields["m"], fields["s"]
    ok = (h < 24) & (m < 60) & (s < 61)
    seconds = (h * 3600 + m * 60 + s).astype("float64")
    a, b = spans.get("f", (0, 0))
    frac = fields["f"] / 10.0 ** (b - a) if "f" in fields else np.zeros(len(h))
    if style in ("date", "glog"):
        month, day = fields["M"], fields["D"]
        ok &= (month >= 1) & (month <= 12) & (day >= 1) & (day <= 31)
        month = np.clip(month, 1, 12)
        if style == "date":
            first = ((fields["Y"] - 1970) * 12 + month - 1).astype("datetime64[M]").astype("datetime64[D]")
            days = first.astype(np.int64) + day - 1
        else:
            days = _DAYS_BEFORE_MONTH[month] + day - 1
        seconds += days * 86400.0
    return np.where(ok, seconds, np.nan), frac


def first_clock(data: bytes, style: str, start: int = 0, end: int | None = None) -> tuple[float, float] | None:
    """(whole seconds, fraction) of the first `style` timestamp in data[start:end] (None if there is none)."""
    m = _CLOCK_TEXT[style].search(data, start, len(data) if end is None else end)
    if m is None:
        return None
    spans = {k: m.span(k) for k in "YMDhmsf" if k in m.re.groupindex and m.start(k) >= 0}
    fields = {k: np.array([int(m.group(k))]) for k in spans}
    whole, frac = _clock_seconds(style, fields, spans)
    return (float(whole[0]), float(frac[0])) if np.isfinite(whole[0]) else None


def add_wall_time(builder: RunBuilder, scan: LineScan, lines: np.ndarray, steps: np.ndarray,
                  lo: int = 0, hi: int | None = None) -> None:
    """`wall_time` at the steps of the given metric lines: seconds since the first timestamped line of
    lines [lo, hi), from the timestamps the lines open with. Nothing when the metric lines have none."""
    if lines.size == 0 or "wall_time" in builder._columns:
        return
    tids = scan.line_template[lines]
    present = np.flatnonzero(np.bincount(tids + 1, minlength=len(scan.templates) + 1)[1:])  # -1: no template
    clocks = {tid: found for tid in present.tolist() if (found := scan.templates[tid].clock()) is not None}
    if not clocks:
        return
    clock = np.full(lines.size, np.nan)
    frac = np.zeros(lines.size)
    styles = np.full(lines.size, -1, dtype=np.int8)
    for tid, found in clocks.items():
        t = scan.templates[tid]
        at = np.flatnonzero(tids == tid)
        wanted = lines[at]
        if np.array_equal(wanted, t.lines):  # the usual case: every line of the template is a metric line
            clock[at], frac[at] = found[1], found[2]
        else:
            rows = np.searchsorted(t.lines, wanted)
            clock[at], frac[at] = found[1][rows], found[2][rows]
        styles[at] = CLOCK_STYLES.index(found[0])
    timed = np.isfinite(clock) & np.isfinite(steps)
    if not timed.any():
        return
    style_id = int(np.bincount(styles[timed]).argmax())  # one style per run: the one most lines carry
    style = CLOCK_STYLES[style_id]
    timed &= styles == style_id
    timed_lines = lines[timed]
    in_order = bool((timed_lines[1:] >= timed_lines[:-1]).all())
    order = slice(None) if in_order else np.argsort(timed_lines, kind="stable")
    reading, fraction = clock[timed][order], frac[timed][order]
    origin = first_clock(scan.data, style, int(scan.starts[lo]) if lo < scan.n_lines else len(scan.data),
                         None if hi is None or hi >= scan.n_lines else int(scan.starts[hi]))
    _add_clock_series(builder, style, reading, fraction, steps[timed][order], origin)


def _add_clock_series(builder: RunBuilder, style: str, reading: np.ndarray, fraction: np.ndarray, steps: np.ndarray,
                      origin: tuple[float, float] | None) -> None:
    """`wall_time` at `steps`: the clock readings (in line order) as seconds since `origin`."""
    if origin is None:
        origin = (reading[0], fraction[0])
    reading = np.concatenate([[origin[0]], reading])
    period = _WRAP_SECONDS.get(style)
    if period is not None:  # past midnight (or new year) the reading starts again from zero
        reading = reading + np.concatenate([[0], np.cumsum(np.diff(reading) < -period / 2)]) * period
    wall = (reading[1:] - reading[0]) + (fraction - origin[1])
    builder.add("wall_time", steps, wall, canonical="wall_time")
    builder.note("wall_time from the line timestamps: seconds since the first timestamped line")


# glog/abseil prefix, fixed width: `I0514 10:21:03.123456` (severity, month, day, time, microseconds).
_GLOG_SEPARATORS = {5: ord(" "), 8: ord(":"), 11: ord(":"), 14: ord(".")}
_GLOG_FIELDS = _shape_clock(b"I0000 00:00:00.000000")[1]  # type: ignore[index]  # the spans the glog pattern gives


def add_glog_wall_time(builder: RunBuilder, data: bytes, line_starts: np.ndarray, steps: np.ndarray) -> None:
    """`wall_time` at `steps` from the glog prefix each of the given lines opens with (Caffe and other
    glog/abseil logs read line by line), as seconds since the first glog line of the log. Lines without
    the prefix get no point."""
    buf = np.frombuffer(data, dtype=np.uint8)
    fits = line_starts + 21 <= len(buf)
    starts, steps = line_starts[fits], steps[fits]
    if starts.size == 0:
        return
    rows = _rows(buf, starts, 0, 21)
    ok = np.isin(rows[:, 0], np.frombuffer(b"IWEF", dtype=np.uint8))
    for col, byte in _GLOG_SEPARATORS.items():
        ok &= rows[:, col] == byte
    digits = np.concatenate([np.arange(a, b) for a, b in _GLOG_FIELDS.values()])
    ok &= ((rows[:, digits] >= 48) & (rows[:, digits] <= 57)).all(axis=1)
    ok &= np.isfinite(steps)
    if not ok.any():
        return
    rows = rows[ok]
    fields = {k: _digits_value(rows[:, a:b]) for k, (a, b) in _GLOG_FIELDS.items()}
    reading, fraction = _clock_seconds("glog", fields, _GLOG_FIELDS)
    timed = np.isfinite(reading)
    _add_clock_series(builder, "glog", reading[timed], fraction[timed], steps[ok][timed], first_clock(data, "glog"))


# --- naming the numbers of a template ---------------------------------------------------------------

# A unit right after the number (`12ms`, `3.1GB`, `45%`), or a time or memory unit after one space (`12.5 ms`).
_UNIT = re.compile(r"^(%|[A-Za-z][A-Za-z/]*(?:/[A-Za-z]+)?)|^ (ms|us|sec|s|[GMK]i?B)(?![\w/])")
_NAME_TAIL = re.compile(r"([A-Za-z_][\w.@/\-]*(?:\([\w/]+\))?(?: [A-Za-z_][\w.@/\-]*(?:\([\w/]+\))?)*)$")
# Words that qualify the word after them ("train loss", "learning rate", "grad norm", "loss scale").
_QUALIFIERS = {
    "train", "training", "val", "valid", "validation", "eval", "evaluation", "test", "dev", "lm", "learning",
    "grad", "gradient", "loss", "total", "avg", "average", "mean", "running", "global", "batch", "elapsed",
    "data", "weight", "moving", "smoothed", "best", "top", "param", "params", "model", "num", "number",
    "tokens", "samples", "step", "iter", "max", "min", "gpu", "cpu", "peak", "mem", "memory",
}
_COUNTERS = {"epoch", "step", "iter", "iteration", "batch"}
_PER_WORDS = {"this", "per", "each", "the", "for", "of", "last", "in"}
STEP_WORDS = {"step", "steps", "iter", "iters", "iteration", "iterations", "it", "global_step", "global step",
              "update", "updates", "num_updates", "batch", "global_iter", "trainer/global_step", "_step",
              "train/global_step", "optimizer_step", "n_iter", "itr", "global_steps",
              "s"}  # llm.c's main.log: "s:120 trl:3.41 lr:0.0006 norm:0.42"
EPOCH_WORDS = {"epoch", "ep", "train/epoch"}
# A name that is a source file: the number after it is a line number (glog's `solver.cpp:228]`, a warning's
# `utils.py:554`), never a metric.
_CODE_LOCATION = re.compile(r"\.(?:py|pyx|cpp|cc|cxx|c|h|hpp|cu|cuh|java|go|rs|js|ts|scala|lua)$", re.IGNORECASE)


@dataclass(frozen=True)
class Slot:
    """What number i of a template means: a name (as printed), the unit after it, and whether it is the
    denominator of an `n/total` pair."""

    name: str | None
    unit: str
    total_of: int | None = None


_LINKING = frozenset({"is", "was", "are", "were", "becomes", "became"})
_RAISED = re.compile(r"\b[A-Z]\w*(?:Error|Exception|Warning):")
# torchrun's failure summary (`  exitcode  : -15 (pid: 18520)  (SIGTERM)`, `failed (exitcode: 1) local_rank: 2`):
# facts about processes, read by ingest.ranks, never metric values.
_LAUNCHER_SUMMARY = re.compile(r"^\s+(?:rank\s+:.*\(local_rank:|exitcode\s+:.*\(pid:|traceback\s+: Signal)|"
                               r"failed \(exitcode: -?\d+\) local_rank:")


def name_slots(gaps: list[str]) -> list[Slot]:
    """Generic naming: each number is named by the words just before it (`loss 0.4`, `lr=1e-3`,
    `'grad_norm': '1.2'`, `val loss: 0.5`); `3/20` makes 20 the total of 3."""
    slots: list[Slot] = []
    for i in range(len(gaps) - 1):
        before = gaps[i]
        if i > 0:
            unit_m = _UNIT.match(before)
            if unit_m:
                unit = unit_m.group(1) or unit_m.group(2)
                slots[-1] = Slot(slots[-1].name, unit, slots[-1].total_of)
                before = before[unit_m.end():]
        core = before.strip(" \t'\"")
        if i > 0 and core in {"/", "of"} or (i > 0 and re.fullmatch(r"\s*/\s*", before)):
            slots.append(Slot(None, "", total_of=i - 1))
            continue
        core = core.rstrip(" \t:=(['\"{<>~").rstrip()
        m = _NAME_TAIL.search(core)
        if not m or (i > 0 and before[:1] in {":", "-"} and not before[1:2].strip() and len(core) <= 1):
            slots.append(Slot(None, ""))
            continue
        words = m.group(1).split(" ")
        if len(words) >= 2 and words[-1].lower() in _LINKING:
            words = words[:-1]  # `reward is 0.12`, `grpo_loss is -0.12 and kl is 0.01`: the name comes before "is"
        if len(words) >= 3 and words[-1].lower() in _COUNTERS and words[-2].lower() in _PER_WORDS:
            words = words[:-2]  # `time this epoch= 1.75`, `loss per step`: a quantity per epoch, not the epoch
        keep = [words[-1]]
        for w in reversed(words[:-1]):
            if w.lower() in _QUALIFIERS and len(keep) < 4:
                keep.insert(0, w)
            else:
                break
        name = " ".join(keep).strip(".-/")
        if _CODE_LOCATION.search(name):
            name = ""  # `solver.cpp:228]`, `IndexKernel.cu:93`: a source line, not a metric
        slots.append(Slot(name or None, ""))
    if slots:
        unit_m = _UNIT.match(gaps[-1])
        if unit_m:
            slots[-1] = Slot(slots[-1].name, unit_m.group(1) or unit_m.group(2), slots[-1].total_of)
    return slots


def is_step_name(name: str | None) -> bool:
    if name is None:
        return False
    low = name.lower().strip("[]():")
    return low in STEP_WORDS or (" " in low and low.rsplit(" ", 1)[1] in STEP_WORDS - {"batch", "it"})


def is_epoch_name(name: str | None) -> bool:
    """`epoch`, `Epoch`, and `TRAIN EPOCH` / `Val epoch` (a split word before it)."""
    if name is None:
        return False
    low = name.lower().strip("[]():")
    return low in EPOCH_WORDS or (" " in low and low.rsplit(" ", 1)[1] == "epoch")


_CONFIG_STRING = re.compile(r"['\"]\s*:\s*['\"](?!(?:nan|inf|-inf|NaN|Inf|Infinity)['\"])[A-Za-z./\\_~]")
_SECTION = re.compile(r"\b(train|training|val|valid|validation|eval|evaluation|test|testing)\W+(?:epoch|step|iter|"
                      r"iteration)\W*$", re.IGNORECASE)
_EVAL_COUNTER = re.compile(r"\b(val|valid|validation|eval|evaluation|test|testing)\W+(iter|iteration|step|batch)\W*$",
                           re.IGNORECASE)
_EVAL_BEGIN = re.compile(rb"(?m)^[ \t]*(?:Eval|Evaluation|Validation|Test) begin\b")
_LINE_SPLIT = re.compile(r"^\W*(val|valid|validation|eval|evaluation|test)\b", re.IGNORECASE)


# What a logging module puts before the message: level names, dates and clocks (digits are `#` in a template).
_LOG_PREFIX = re.compile(r"^(?:[\s#\-:/.,|\[\]()]|INFO|DEBUG|WARNING|WARN|ERROR|CRITICAL|root)*")


def line_split_prefix(template_text: str) -> str | None:
    """`Val epoch 0 has acc 0.249 and loss 1.386`: a line that opens with a split word is all eval, after
    any logging prefix (`INFO - 09/04/20 07:56:49 - Test:  Loss 103.79  Acc@1 27.24`)."""
    m = _LINE_SPLIT.match(template_text[_LOG_PREFIX.match(template_text).end():])
    return "val_" if m else None


# --- adding metrics ---------------------------------------------------------------------------------

def add_metric(builder: RunBuilder, raw_name: str, steps: np.ndarray, values: np.ndarray, unit: str = "",
               canonical: str | None = None) -> str:
    """Add one metric under its canonical name, converting the printed unit (ms -> s, GB -> MB)."""
    split = None
    if canonical is None:
        canonical, split = canonical_name(raw_name)
    stem = canonical.removeprefix("val_")
    factor = unit_factor(raw_name)  # a name that says its unit (`elapsed time per iteration (ms)`) decides
    if factor == 1.0 and UNIT_FACTORS.get(stem, {}).get(unit.lower(), 1.0) != 1.0:
        factor = UNIT_FACTORS[stem][unit.lower()]
        raw_name = f"{raw_name} ({unit})"  # the reports show values as logged: the name keeps the printed unit
    if split is not None:
        builder.run.meta.setdefault("val_split", split)
    if unit == "%":
        builder.run.meta.setdefault("units", {})[canonical] = "%"
    values = np.asarray(values, dtype="float64")
    builder.add(raw_name, steps, values if factor == 1.0 else values * factor, canonical=canonical)
    return canonical


# --- runs: restarts and resumes ---------------------------------------------------------------------

def split_restarts(step_lines: np.ndarray, steps: np.ndarray) -> list[int]:
    """Line indices where a new run starts: the step falls back to (or below) the first step of the run
    in progress, as when two logs are concatenated or a run restarts from scratch."""
    cuts: list[int] = []
    if steps.size < 2:
        return cuts
    drops = np.flatnonzero(np.diff(steps) < 0) + 1
    first = steps[0]
    for d in drops:
        if steps[d] <= first and d - (cuts and np.searchsorted(step_lines, cuts[-1]) or 0) >= 2:
            cuts.append(int(step_lines[d]))
            first = steps[d]
    return cuts


def report_resumes(builder: RunBuilder, step_lines: np.ndarray, steps: np.ndarray) -> None:
    """A step going backwards inside a run is a resume from a checkpoint: later points win."""
    if steps.size < 2:
        return
    back = np.flatnonzero(np.diff(steps) < 0) + 1
    for d in back[:50]:
        builder.event("resume", int(steps[d]), int(step_lines[d]) + 1,
                      f"step went back from {int(steps[d - 1])} to {int(steps[d])} (resume or restart)")
    if back.size:
        builder.note(f"the step went backwards {back.size} time(s) (first at line {int(step_lines[back[0]]) + 1}); "
                     "for repeated steps the later value is kept")


# --- events -----------------------------------------------------------------------------------------

_EVENT_KEYS: list[tuple[bytes, str]] = [
    (b"Traceback (most recent call last)", "traceback"),
    (b"out of memory", "oom"), (b"OutOfMemoryError", "oom"), (b"Out of memory", "oom"),
    (b"Gradient overflow", "overflow"), (b"OVERFLOW", "overflow"), (b"Overflow detected", "overflow"),
    (b"overflow detected", "overflow"), (b"gradient overflow", "overflow"), (b"inimum loss scale", "overflow"),
    (b"kipping step", "skipped_step"), (b"kipping batch", "skipped_step"), (b"kipping iteration", "skipped_step"),
    (b"reducing loss scale", "loss_scale_change"), (b"loss scale to", "loss_scale_change"),
    (b"oss scale from", "loss_scale_change"), (b"Reducing dynamic loss scale", "loss_scale_change"),
    (b"is nan", "nan_warning"), (b"is NaN", "nan_warning"), (b"NaN or Inf", "nan_warning"),
    (b"nan or inf", "nan_warning"), (b"inf or nan", "nan_warning"), (b"NaN detected", "nan_warning"),
    (b"Detected NaN", "nan_warning"), (b"non-finite", "nan_warning"), (b"Non-finite", "nan_warning"),
    (b"Invalid loss", "nan_warning"), (b"NaN loss", "nan_warning"), (b"nan loss", "nan_warning"),
    (b"returned nan values", "nan_warning"), (b"Loss is NaN", "nan_warning"), (b"loss is nan", "nan_warning"),
    (b"Warning: ", "warning"), (b"WARNING", "warning"),
]
_PRIORITY = ["traceback", "oom", "overflow", "skipped_step", "loss_scale_change", "nan_warning", "warning"]
_MAX_EVENTS_PER_KIND = 200


_EVENT_RE = [(kind, re.compile("|".join(re.escape(k.decode()) for k, kd in _EVENT_KEYS if kd == kind).encode()))
             for kind in _PRIORITY]


def _event_kind(shape: bytes) -> str | None:
    """The most specific event kind a line (or line shape) announces, if any."""
    for kind, pattern in _EVENT_RE:
        if pattern.search(shape):
            return kind
    return None


def _events_from_shapes(scan: LineScan, event_shapes: list[tuple[str, np.ndarray]]) -> list[tuple[str, int, str]]:
    out = []
    for kind, lines in event_shapes:
        for line in np.sort(lines)[:_MAX_EVENTS_PER_KIND].tolist():
            text = scan.line(line).strip()
            if kind == "traceback":
                text = _exception_line(scan.data, int(scan.starts[line])) or text
            out.append((kind, line, text))
    out.sort(key=lambda e: e[1])
    return out


def find_events(data: bytes) -> list[tuple[str, int, str]]:
    """(kind, 0-based line, text) for every event line of a small log read without `scan_lines`."""
    out = []
    pos = 0
    for i, line in enumerate(data.split(b"\n")):
        kind = _event_kind(line)
        if kind is not None:
            text = line.decode("utf-8", "replace").strip()
            if kind == "traceback":
                text = _exception_line(data, pos) or text
            out.append((kind, i, text))
        pos += len(line) + 1
    return out


def _exception_line(data: bytes, pos: int) -> str | None:
    """The `SomeError: message` line that closes the traceback whose first line is at `pos`."""
    chunk = data[pos:pos + 20000].decode("utf-8", "replace").split("\n")
    for line in chunk[1:]:
        if line and not line[0].isspace() and not line.startswith("Traceback"):
            return "Traceback: " + line.strip()
    return None


def attach_events(builder: RunBuilder, events: list[tuple[str, int, str]], step_lines: np.ndarray,
                  steps: np.ndarray, first_line: int = 0, end_line: int | None = None) -> None:
    """Add the events in [first_line, end_line) with the step of the last metric line before each."""
    for kind, line, text in events:
        if line < first_line or (end_line is not None and line >= end_line):
            continue
        k = int(np.searchsorted(step_lines, line, side="right")) - 1
        step = int(steps[k]) if k >= 0 and np.isfinite(steps[k]) else None
        builder.event(kind, step, line + 1, text)  # type: ignore[arg-type]


def series_events(builder: RunBuilder) -> None:
    """Events implied by the numbers: loss-scale drops, skipped and NaN iterations counted by the trainer."""
    run = builder.run
    scale = run.series.get("loss_scale")
    if scale is not None and len(scale) > 1:
        v = scale.to_numpy()
        changed = np.flatnonzero(np.diff(v) != 0) + 1
        for i in changed[:_MAX_EVENTS_PER_KIND]:
            builder.event("loss_scale_change", int(scale.index[i]), None,
                          f"loss scale {v[i - 1]:g} -> {v[i]:g}")
    for metric, kind in (("skipped_iterations", "skipped_step"), ("nan_iterations", "nan_warning")):
        s = run.series.get(metric)
        if s is not None:
            hit = s[s > 0]
            for step, value in hit.iloc[:_MAX_EVENTS_PER_KIND].items():
                builder.event(kind, int(step), None, f"{metric.replace('_', ' ')}: {value:g}")  # type: ignore[arg-type]


def describe_normalisation(builder: RunBuilder, norm: Normalised) -> None:
    if norm.crlf:
        builder.note("Windows (CRLF) line endings")
    if norm.ansi:
        builder.note("ANSI colour codes stripped")


def finish_text_run(builder: RunBuilder, norm: Normalised, events: list[tuple[str, int, str]],
                    step_lines: np.ndarray, steps: np.ndarray, header: str) -> Run:
    """The end every text reader shares: resumes and events placed on the steps, notes on the text,
    the hyperparameters printed in `header`, then the run and the events its numbers imply."""
    report_resumes(builder, step_lines, steps)
    attach_events(builder, events, step_lines, steps)
    describe_normalisation(builder, norm)
    for k, v in scan_hparams(header).items():
        builder.hparam(k, v)
    run = builder.build()
    series_events(builder)
    return run


# --- hyperparameters --------------------------------------------------------------------------------

_HPARAM_KEYS = {
    "lr": "lr", "learning_rate": "lr", "learning-rate": "lr", "base_lr": "lr", "max_lr": "lr", "peak_lr": "lr",
    "batch_size": "batch_size", "per_device_train_batch_size": "batch_size", "train_batch_size": "batch_size",
    "batch-size": "batch_size", "bs": "batch_size", "instantaneous batch size per device": "batch_size",
    "global_batch_size": "global_batch_size", "global batch size": "global_batch_size",
    "total train batch size (w. parallel, distributed & accumulation)": "global_batch_size",
    "micro_batch_size": "micro_batch_size",
    "optimizer": "optimizer", "optim": "optimizer", "opt": "optimizer", "optimizer_type": "optimizer",
    "weight_decay": "weight_decay", "wd": "weight_decay", "weight-decay": "weight_decay",
    "precision": "precision", "mixed_precision": "precision", "fp16": "fp16", "bf16": "bf16", "amp": "amp",
    "dtype": "precision", "params_dtype": "precision",
    "warmup_steps": "warmup_steps", "warmup": "warmup_steps", "warmup_iters": "warmup_steps",
    "lr_warmup_iters": "warmup_steps", "warmup_updates": "warmup_steps", "warmup_ratio": "warmup_ratio",
    "epochs": "epochs", "num_epochs": "epochs", "num_train_epochs": "epochs", "max_epochs": "epochs",
    "num epochs": "epochs", "max_epoch": "epochs", "n_epochs": "epochs",
    "max_steps": "max_steps", "max_iters": "max_steps", "train_iters": "max_steps", "max_update": "max_steps",
    "total optimization steps": "max_steps", "max_iter": "max_steps", "total_steps": "max_steps",
    "num examples": "num_examples", "num_examples": "num_examples",
    "gradient_accumulation_steps": "gradient_accumulation_steps",
    "gradient accumulation steps": "gradient_accumulation_steps", "grad_accum": "gradient_accumulation_steps",
    "update_freq": "gradient_accumulation_steps", "accumulate_grad_batches": "gradient_accumulation_steps",
    "number of trainable parameters": "model_params", "number of parameters": "model_params",
    "num_params": "model_params", "n_params": "model_params", "total params": "model_params",
    "trainable params": "model_params", "num. model params": "model_params", "params": "model_params",
    "max_grad_norm": "max_grad_norm", "clip_grad": "max_grad_norm", "grad_clip": "max_grad_norm",
    "clip_grad_norm": "max_grad_norm", "clip-norm": "max_grad_norm", "clip_norm": "max_grad_norm",
    "gradient_clipping": "max_grad_norm", "lr_scheduler_type": "lr_scheduler", "lr_scheduler": "lr_scheduler",
    "scheduler": "lr_scheduler", "lr_decay_style": "lr_scheduler", "lr_decay_iters": "lr_decay_steps",
    "min_lr": "min_lr", "beta1": "beta1", "beta2": "beta2", "adam_beta1": "beta1", "adam_beta2": "beta2",
    "dropout": "dropout", "seed": "seed", "loss_scale": "loss_scale", "initial_loss_scale": "loss_scale",
    "num update steps per epoch": "steps_per_epoch", "block_size": "seq_length", "seq_length": "seq_length",
    "max_seq_length": "seq_length", "tokens per iteration will be": "tokens_per_step",
    "n_layer": "n_layer", "num_layers": "n_layer", "hidden_size": "hidden_size", "n_embd": "hidden_size",
    "model": "model", "model_name_or_path": "model", "arch": "model",
    "world_size": "world_size", "world size": "world_size", "using world size": "world_size",
    "num_processes": "world_size", "n_gpus": "world_size", "num_gpus": "world_size",
    # RL and preference fine-tuning (TRL GRPOConfig/DPOConfig, verl, OpenRLHF)
    "beta": "beta", "kl_coef": "kl_coef", "init_kl_coef": "kl_coef", "kl_loss_coef": "kl_coef",
    "init_kl_coef_value": "kl_coef", "temperature": "temperature", "num_generations": "num_generations",
    "n_samples_per_prompt": "num_generations", "rollout_n": "num_generations",
    "max_completion_length": "max_completion_length", "max_response_length": "max_completion_length",
    "generate_max_len": "max_completion_length", "loss_type": "loss_type", "adv_estimator": "adv_estimator",
}
_HP_EQ = re.compile(r"(?m)^[\s\[\]\w|:,.-]*?\b([A-Za-z][\w\- ().&,]*?)\s*(?:=|:|\.{3,})\s*(.+?)\s*,?\s*$")
# argparse dumps and printed config objects (`GRPOConfig(beta=0.04, ...)`, `TrainingArguments(...)`)
_SETTINGS_DUMP = re.compile(r"\b(?:Namespace|[A-Z]\w*Config|[A-Z]\w*Arguments)\((.*)\)")
_CONFIG_DICT = re.compile(r"\bdict\(([^()]*)\)")
_HP_PAIR = re.compile(r"""([A-Za-z_][\w\-]*)\s*=\s*('[^']*'|"[^"]*"|\[[^\]]*\]|\([^)]*\)|[^,()\s]+)""")
_HF_LINE = re.compile(r"(?m)^(?:\[[\w.]+\]\s*)?\s+(Num examples|Num Epochs|Num update steps per epoch|"
                      r"Instantaneous batch size per device|Total train batch size \(w\. parallel, distributed "
                      r"& accumulation\)|Gradient Accumulation steps|Total optimization steps|"
                      r"Number of trainable parameters)\s*=\s*([\d,.]+)")
_PARAMS = re.compile(r"(?i)(?:number of (?:trainable )?parameters|total params|trainable params|"
                     r"num\. model params|n_params|num_params)\s*[:=]?\s*([\d.,]+\s*[KMGB]?)\b")
_PRECISION = re.compile(r"(?i)\b(bf16-mixed|16-mixed|bf16|fp16|float16|bfloat16|fp32|float32|tf32|fp8)\b")


def scan_hparams(text: str) -> dict[str, Any]:
    """Hyperparameters printed in the header of a run: the HF `***** Running training *****` block,
    argparse `Namespace(...)` dumps, `key = value` / `key: value` / Megatron `key ..... value` config
    lines, parameter counts. Keys are canonical (lr, batch_size, optimizer, weight_decay, precision,
    model_params, warmup_steps, epochs, max_steps, num_examples, gradient_accumulation_steps, ...)."""
    found: dict[str, Any] = {}
    if "(" in text:
        text = unwrap_scalars(text.encode("utf-8", "replace")).decode("utf-8", "replace")

    def put(raw_key: str, raw_value: str) -> None:
        key = _HPARAM_KEYS.get(raw_key.strip().lower().replace("--", "").strip())
        if key is None or key in found:
            return
        found[key] = _hparam_value(raw_value, key)

    for m in _HF_LINE.finditer(text):
        put(m.group(1), m.group(2))
    for ns in _SETTINGS_DUMP.finditer(text):
        for k, v in _HP_PAIR.findall(ns.group(1)):
            put(k, v)
    for d in _CONFIG_DICT.finditer(text):  # mmengine config dumps: train_cfg = dict(max_epochs=200, ...)
        for k, v in _HP_PAIR.findall(d.group(1)):
            put(k, v)
    for m in _HP_EQ.finditer(text):
        key, value = m.group(1), m.group(2)
        if len(value) > 80 or ("=" in value and "Namespace" not in value):
            continue
        put(key, value)
    for m in _PARAMS.finditer(text):
        if "model_params" not in found:
            found["model_params"] = _hparam_value(m.group(1), "model_params")
    if "precision" not in found:
        for k in ("fp16", "bf16"):
            if found.get(k) is True:
                found["precision"] = k
                break
        else:
            m = _PRECISION.search(text)
            if m and ("fp16" in found or "bf16" in found or "precision" in text.lower() or "amp" in text.lower()):
                found["precision"] = m.group(1).lower()
    return found


_NUMERIC_HPARAMS = {"lr", "batch_size", "global_batch_size", "micro_batch_size", "weight_decay", "warmup_steps",
                    "epochs", "max_steps", "num_examples", "gradient_accumulation_steps", "model_params",
                    "max_grad_norm", "min_lr", "steps_per_epoch", "tokens_per_step", "seq_length", "beta", "kl_coef",
                    "temperature", "num_generations", "max_completion_length"}


def _hparam_value(raw: str, key: str = "") -> Any:
    v = raw.strip().strip(",").strip()
    one = re.fullmatch(r"\[\s*([^,\[\]]+?)\s*\]", v)
    if one:
        v = one.group(1)  # lr=[0.0005]: fairseq prints per-group lists
    if key in _NUMERIC_HPARAMS and not _ONE_NUMBER.fullmatch(v):
        lead = re.match(r"\s*([-+]?[\d.,]+(?:[eE][-+]?\d+)?\s*[KMGB]?)(?:\b|\s|$)", v)
        if lead:
            v = lead.group(1).strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
        return v[1:-1]
    low = v.lower()
    if low in {"true", "false"}:
        return low == "true"
    if low in {"none", "null"}:
        return None
    try:
        value = parse_number(v)
    except ValueError:
        return v
    if _ONE_NUMBER.fullmatch(v) is None and not re.fullmatch(r"[\d.,]+\s*[KMGB]", v):
        return v
    return int(value) if value.is_integer() and "e" not in low and "." not in v.rstrip("KMGB") else value


# --- sniffing helpers -------------------------------------------------------------------------------

def count_matches(pattern: re.Pattern[str], text: str, limit: int = 50) -> int:
    n = 0
    for _ in pattern.finditer(text):
        n += 1
        if n >= limit:
            break
    return n


def score(hits: int, enough: int, top: float) -> float:
    """A sniff score rising with the number of hits up to `top` at `enough` hits."""
    return 0.0 if hits <= 0 else top * min(1.0, 0.5 + 0.5 * hits / enough)


# --- the template reader (free text, nanoGPT, generic) ----------------------------------------------

_JUNK_NAMES = {"rank", "pid", "tid", "line", "worker", "local_rank", "node", "device", "cuda", "gpu", "port",
               "version", "seed", "id", "pg", "group", "thread", "process", "info", "warning", "debug", "error",
               "x", "v", "of", "at", "in", "to", "is", "and", "or", "the", "from", "with", "for", "on", "by"}
_HEAD_LIMIT = 256 * 1024


@dataclass
class TemplateOptions:
    format: str
    min_lines: int = 1  # a name must appear on at least this many lines (generic: repeats)
    rename: dict[str, str] = field(default_factory=dict)  # printed name (lower) -> canonical
    drop: set[str] = field(default_factory=set)
    namer: Callable[[list[str]], list[Slot]] = name_slots
    # Template text -> a prefix for its names ("valid_"), "skip" to ignore the template, or None.
    tag: Callable[[str], str | None] | None = None
    # Byte replacements applied after normalising, for words that read as numbers ("of nan iterations").
    replace: list[tuple[bytes, bytes]] = field(default_factory=list)
    progress_steps: bool = True  # an unnamed `n/total` counter gives the step (not for Keras' batch counter)
    # Several prints per epoch are running averages whose last one is the epoch's value (Keras' progress
    # lines), not separate points.
    epoch_running_average: bool = False


def _leading_counter(t: Template, slots: list[Slot]) -> bool:
    """The line opens with an unnamed integer (`[500]`, `12:`) that rises strictly from line to line: a
    step counter printed without its name."""
    if not slots or slots[0].name is not None or slots[0].total_of is not None or len(t.lines) < 3:
        return False
    if t.gaps[0].strip() not in ("", "[", "("):
        return False
    values = t.column(0)
    return bool(np.isfinite(values).all() and (values == np.round(values)).all() and (np.diff(values) > 0).all())


def _with_prefix(prefix: str, name: str) -> str:
    first = re.split(r"[ _/\-]", name, maxsplit=1)[0].lower()
    if first in {"val", "valid", "validation", "eval", "evaluation", "test", "train", "training"}:
        return name  # the name already says which split it is (XGBoost: `[500] eval-logloss:.. train-logloss:..`)
    return prefix + name


def _metric_like(name: str) -> bool:
    low = name.lower()
    if _GLOG_PREFIX.match(name):
        return False
    if not any(c.isalpha() for c in name):
        return False  # `-05-14` (what is left of a date) names nothing
    return (len(name) <= 48 and low not in _JUNK_NAMES and ".py" not in low and not low.isupper() or
            canonical_name(name)[0] in _KNOWN)


_GLOG_PREFIX = re.compile(r"^[IWEF]\d{4}$")  # abseil/glog `I1121 14:00:05.00 ...` line prefix


_KNOWN = {"train_loss", "val_loss", "lr", "grad_norm", "train_accuracy", "val_accuracy", "step_time",
          "throughput", "memory", "loss_scale"}


def read_templates(data_raw: bytes, name: str, label: str, opts: TemplateOptions) -> list:
    """Runs from a log whose lines are `name<sep>number` pairs (any order, any separators)."""
    from traindiag.errors import ParseError

    norm = normalise(data_raw)
    for old, new in opts.replace:
        norm.data = norm.data.replace(old, new)
    if b"\x00" in norm.data[:8192]:
        raise ParseError(f"{name} looks binary, not a text log: pass a text log, a CSV/JSONL file, "
                         "a TensorBoard event file or a run folder")
    scan = scan_lines(norm.data)
    n = scan.n_lines
    step = np.full(n, np.nan)
    local_step: np.ndarray | None = None  # progress-bar counts, allocated only when a log has them
    bar_total: np.ndarray | None = None
    epoch = np.full(n, np.nan)
    has_metric = np.zeros(n, dtype=bool)
    columns: list[tuple[Template, int, str, str, bool]] = []
    name_lines: dict[str, int] = {}
    odd_lines: list[int] = []  # a step line whose shape appears once: usually cut off mid-write
    one_off_steps: set[int] = set()
    # `Eval epoch: 4` on its own line, then `mean_loss: 5.99` lines: a section of held-out metrics (1 train, 2 eval)
    section = np.zeros(n, dtype=np.int8)
    planned_epochs: float | None = None
    planned_steps: float | None = None
    counted = np.zeros(n, dtype=bool)  # lines whose step is an `n/total` count (`step 10/88`)
    prose_lines: list[str] = []
    # `Eval begin...` (PaddlePaddle's Model.fit) holds no number, so no template marks it: found directly.
    begins = np.array([m.start() for m in _EVAL_BEGIN.finditer(norm.data)], dtype=np.int64)
    section[np.searchsorted(scan.line_starts(), begins, side="right") - 1] = 2
    for t in scan.templates:
        prefix = opts.tag(t.text) if opts.tag is not None else None
        if prefix == "skip" or _SETTINGS_DUMP.search(t.text):  # argparse/config dumps are settings (scan_hparams)
            continue
        if len(_CONFIG_STRING.findall(t.text)) >= 2:
            continue  # a dict with words for values ('work_dir': './out', 'phase': 'train'): settings, not metrics
        if _RAISED.search(t.text) or _LAUNCHER_SUMMARY.search(t.text):
            continue  # `ValueError: step 0 - extract action failed from: ...`: a message, not a training print
        if len(t.lines) <= 2 and looks_like_prose(scan.line(int(t.lines[0]))):
            prose_lines.extend(scan.line(int(i)) for i in t.lines)
            continue  # the user's question pasted with the log: its numbers are facts, not points
        slots = opts.namer(t.gaps)
        in_time = t.time_slots()
        if in_time:
            slots = [Slot(None, "") if i in in_time or s.total_of in in_time else s for i, s in enumerate(slots)]
        if prefix is None and opts.tag is None:
            prefix = line_split_prefix(t.text)
        if prefix:
            slots = [Slot(_with_prefix(prefix, s.name), s.unit, s.total_of) if s.name and not is_step_name(s.name)
                     and not is_epoch_name(s.name) else s for s in slots]
        totals = {s.total_of for s in slots if s.total_of is not None}
        candidates = [(_step_rank(s.name), i) for i, s in enumerate(slots)
                      if is_step_name(s.name) and s.total_of is None and (s.name or "").lower() not in opts.drop]
        step_slot = min(candidates)[1] if candidates else None
        epoch_slot = next((i for i, s in enumerate(slots) if is_epoch_name(s.name)), None)
        if step_slot is None and epoch_slot is None and _leading_counter(t, slots) and \
                (opts.progress_steps or not any(s.total_of == 0 for s in slots)):
            step_slot = 0  # `[500]  eval-logloss:0.419  train-logloss:0.160` (XGBoost): the round number
        bar_slot = None
        if step_slot is None and opts.progress_steps:
            # tqdm `45/100 [00:03<00:04, ...]`, `Epoch:[0/19](100/24681)`: an unnamed n/total pair is the
            # step within the epoch.
            bar_slot = next((i for i, s in enumerate(slots) if s.name is None and i in totals), None)
        metric_slots = []
        for i, s in enumerate(slots):
            if (s.name is None or s.total_of is not None or i in (step_slot, epoch_slot) or
                    s.name.lower() in opts.drop or not _metric_like(s.name)):
                continue
            if s.unit in {"it/s", "s/it"} and bar_slot is not None:
                continue
            metric_slots.append((i, s))
        if not metric_slots and step_slot is None and epoch_slot is None:
            continue
        if not metric_slots and epoch_slot is None and step_slot is not None and _EVAL_COUNTER.search(t.gaps[step_slot]):
            continue  # `Test iter: [3/14]`: an evaluation loop's own counter, not the training step
        header_slot = epoch_slot if epoch_slot is not None else step_slot
        if not metric_slots and header_slot is not None:
            kind = _SECTION.search(t.gaps[header_slot])
            if kind is not None:
                section[t.lines] = 2 if kind.group(1).lower() not in ("train", "training") else 1
            elif epoch_slot is not None:
                section[t.lines] = 1  # `Epoch 2/10` on its own line opens the next epoch's training
        if step_slot is not None and step_slot in totals and epoch_slot is None:
            counted[t.lines] = True
            planned = t.column(next(i for i, sl in enumerate(slots) if sl.total_of == step_slot))
            if np.isfinite(planned).any():  # `step 90/300`: the run plans 300 steps
                planned_steps = max(planned_steps or 0.0, float(np.nanmax(planned)))
        if step_slot is None and bar_slot is None and len(t.lines) < opts.min_lines:
            if len(t.lines) == 1 and metric_slots:
                odd_lines.append(int(t.lines[0]))
                has_metric[t.lines] = True  # it belongs to the run it ends, not to the next one
            continue  # a one-off line without a step (an argparse dump, a final summary) is not a series
        if step_slot is not None and step_slot in totals and epoch_slot is not None:
            # `Epoch [2/4], Step [10/150]`: the step counts within the epoch, like a progress bar.
            bar_slot, step_slot = step_slot, None
        if step_slot is not None:
            step[t.lines] = t.column(step_slot)
            if len(t.lines) == 1:
                odd_lines.append(int(t.lines[0]))
                one_off_steps.add(int(t.lines[0]))
        if bar_slot is not None:
            if local_step is None or bar_total is None:
                local_step, bar_total = np.full(n, np.nan), np.full(n, np.nan)
            local_step[t.lines] = t.column(bar_slot)
            total_slot = next(i for i, s in enumerate(slots) if s.total_of == bar_slot)
            bar_total[t.lines] = t.column(total_slot)
        if epoch_slot is not None:
            epoch[t.lines] = t.column(epoch_slot)
            epoch_total = next((i for i, sl in enumerate(slots) if sl.total_of == epoch_slot), None)
            if epoch_total is not None:  # `epoch: 3/300`: the planned number of epochs
                totals_seen = t.column(epoch_total)
                if np.isfinite(totals_seen).any():
                    planned_epochs = max(planned_epochs or 0.0, float(np.nanmax(totals_seen)))
        if metric_slots:
            has_metric[t.lines] = True
        own_step = step_slot is not None or bar_slot is not None
        for i, s in metric_slots:
            columns.append((t, i, s.name or "", s.unit, own_step or epoch_slot is None))
            name_lines[s.name.lower()] = name_lines.get(s.name.lower(), 0) + len(t.lines)
    banner = _banner_line(step, one_off_steps)
    if banner is not None:
        step[banner] = np.nan
        has_metric[banner] = False
        columns = [c for c in columns if not (len(c[0].lines) == 1 and int(c[0].lines[0]) == banner)]
    if one_off_steps:
        # `Total training steps: 133000` printed once: a planned length above every step the loop prints later,
        # not a step (taken as one, the loop's step 1 would read as a restart).
        once = np.fromiter(one_off_steps, dtype=np.int64)
        repeated = np.isfinite(step)
        repeated[once] = False
        if repeated.any():
            step[once[step[once] > step[repeated].max()]] = np.nan
    stepped = np.flatnonzero(np.isfinite(step))
    if 0 < stepped.size <= 2 and set(stepped.tolist()) <= one_off_steps and np.isfinite(epoch).sum() >= 3:
        # `Total number of steps: 2` printed once after an epoch-by-epoch log: a count said in passing, not the
        # step axis (taken as one, it would leave every epoch line before it without a step).
        step[stepped] = np.nan
    columns = [c for c in columns if name_lines[c[2].lower()] >= opts.min_lines or
               (opts.min_lines <= 2 and canonical_name(c[2])[0] in _KNOWN)]
    if not columns:
        return []
    # An epoch summary (`Epoch [2/20] train_loss=0.5`) printed next to per-step losses is an average:
    # keep it apart from the per-step series of the same name.
    per_step = {opts.rename.get(c[2].lower()) or canonical_name(c[2])[0] for c in columns if c[4]}
    notes: list[str] = []
    step_unit = "step"
    in_eval = (pd.Series(section).replace(0, np.nan).ffill().to_numpy() == 2) if (section == 2).any() else None
    if in_eval is not None and counted.any():
        # An evaluation's own `step 10/88` count is not the training step: its lines go with the step before.
        step[in_eval & counted] = np.nan
    explicit = np.isfinite(step)
    if not explicit.any() and local_step is not None and bar_total is not None:
        step = _unroll_bar_steps(local_step, bar_total, pd.Series(epoch).ffill().to_numpy())
        explicit = np.isfinite(step)
    if explicit.any() and np.isfinite(epoch).any():
        unrolled = _epoch_local_steps(step, epoch)
        if unrolled is not None:
            step = unrolled
            notes.append("the printed iteration starts again each epoch: steps are counted on across epochs")
    epoch_filled = pd.Series(epoch).ffill().to_numpy()
    by_epoch = not explicit.any() and np.isfinite(epoch).any()
    if by_epoch and not opts.epoch_running_average and _several_prints_per_epoch(columns, epoch_filled):
        # `Epoch 2 train Tot Loss: 0.0044` printed every few batches with no batch counter: one point per
        # epoch would keep only one of them, so the lines are numbered in order and the epoch kept apart.
        by_epoch = False
        notes.append("several prints per epoch and no step numbers: points are numbered in the order the "
                     "lines appear, the epoch is kept as its own series")
    if explicit.any():
        filled = pd.Series(step).ffill().to_numpy()
    elif by_epoch:
        filled = epoch_filled
        explicit = np.isfinite(epoch)
        step_unit = "epoch"
    else:
        filled = np.cumsum(has_metric).astype("float64") - 1
        explicit = has_metric
        notes.append("no step numbers printed: points are numbered in the order the lines appear")
    step_lines = np.flatnonzero(explicit)
    step_values = filled[step_lines]
    # A new run starts after the last metric line of the previous one, so its header goes with it.
    metric_lines = np.flatnonzero(has_metric)
    cuts = []
    for cut in split_restarts(step_lines, step_values):
        k = int(np.searchsorted(metric_lines, cut)) - 1
        cuts.append(int(metric_lines[k]) + 1 if k >= 0 and metric_lines[k] + 1 <= cut else cut)
    bounds = [0, *cuts, n]
    events = scan.events
    starts = scan.line_starts()
    runs = []
    for r, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:], strict=True)):
        run_name = name if len(bounds) == 2 else f"{name}#{r + 1}"
        b = RunBuilder(run_name, opts.format, label)
        b.run.step_unit = step_unit  # type: ignore[assignment]
        # The metrics of one template share one steps array (and take no copies when the template lies
        # wholly in this run with every step known): a few bytes per line less for each extra metric.
        template_steps: dict[int, tuple[np.ndarray | None, np.ndarray]] = {}
        # A metric printed by several line shapes (Keras' progress lines and its epoch-end line) is merged in
        # line order, so that at a repeated step the line printed last is the one kept.
        # Line numbers are materialised only for a metric that several shapes print (most are printed by one).
        pending: dict[tuple[str, str, str | None], list[tuple[Template, np.ndarray | None, np.ndarray | None,
                                                              np.ndarray, np.ndarray]]] = {}
        for t, i, raw, unit, stepped in columns:
            if id(t) not in template_steps:
                sel = None if t.lines[0] >= lo and t.lines[-1] < hi else (t.lines >= lo) & (t.lines < hi)
                steps = filled[t.lines if sel is None else t.lines[sel]]
                ok = np.isfinite(steps)
                if ok.all():
                    template_steps[id(t)] = (sel, steps)
                else:
                    rows = np.flatnonzero(ok) if sel is None else np.flatnonzero(sel)[ok]
                    template_steps[id(t)] = (rows, steps[ok])
            rows, steps = template_steps[id(t)]
            if steps.size == 0:
                continue
            canonical = opts.rename.get(raw.lower())
            if not stepped and step_unit == "step":
                base = canonical or canonical_name(raw)[0]
                if base in per_step:
                    canonical = f"{base}_epoch"
            values = t.column(i) if rows is None else t.column(i)[rows]
            lines_here = t.lines if rows is None else t.lines[rows]
            held_out = in_eval[lines_here] if in_eval is not None else None
            mask = None
            if held_out is not None and held_out.any() and not (canonical or canonical_name(raw)[0]).startswith("val_"):
                pending.setdefault((raw, unit, canonical_name(f"val_{raw}")[0]), []).append(
                    (t, rows, held_out, steps[held_out], values[held_out]))
                mask = ~held_out
                steps, values = steps[mask], values[mask]
                if steps.size == 0:
                    continue
            pending.setdefault((raw, unit, canonical), []).append((t, rows, mask, steps, values))
        for (raw, unit, canonical), chunks in pending.items():
            if len(chunks) == 1:
                steps, values = chunks[0][3], chunks[0][4]
            else:
                lines = [(t.lines if rows is None else t.lines[rows])[mask if mask is not None else slice(None)]
                         for t, rows, mask, _, _ in chunks]
                order = np.argsort(np.concatenate(lines), kind="stable")
                steps = np.concatenate([c[3] for c in chunks])[order]
                values = np.concatenate([c[4] for c in chunks])[order]
            add_metric(b, raw, steps, values, unit, canonical=canonical)
        if step_unit == "step" and np.isfinite(epoch[lo:hi]).any() and "epoch" not in b._columns:
            ep_lines = np.flatnonzero(np.isfinite(epoch[lo:hi]) & explicit[lo:hi]) + lo
            b.add("epoch", filled[ep_lines], epoch[ep_lines], canonical="epoch")
        in_run = (step_lines >= lo) & (step_lines < hi)
        run_metric_lines = metric_lines[(metric_lines >= lo) & (metric_lines < hi)]
        add_wall_time(b, scan, run_metric_lines, filled[run_metric_lines], lo, hi)
        report_resumes(b, step_lines[in_run], step_values[in_run])
        attach_events(b, events, step_lines[in_run], step_values[in_run], lo, hi)
        describe_normalisation(b, norm)
        for note in notes:
            b.note(note)
        first_step = int(step_lines[in_run][0]) if in_run.any() else hi
        odd = [i + 1 for i in odd_lines if first_step < i < hi]
        if odd and len(step_lines) > 10:
            b.note(f"line(s) {', '.join(map(str, odd[:5]))} look cut off or garbled (a line shape seen only once)")
        if len(bounds) > 2:
            b.note(f"lines {lo + 1}-{hi} of a log holding {len(bounds) - 1} runs (the step restarted)")
        # The header ends where the steps start (a one-off line such as a Namespace dump is not a step).
        first_metric = int(step_lines[in_run][0]) if in_run.any() else hi
        head_end = min(int(starts[first_metric]) if first_metric < n else len(norm.data),
                       int(starts[lo]) + _HEAD_LIMIT)
        for k, v in scan_hparams(norm.data[int(starts[lo]) if lo < n else 0:head_end]
                                 .decode("utf-8", "replace")).items():
            b.hparam(k, v)
        if run_metric_lines.size:
            b.run.meta["last_metric_line"] = int(run_metric_lines[-1]) + 1  # 1-based, as events count lines
        if planned_epochs:
            b.hparam("epochs", int(planned_epochs))
        if planned_steps:
            b.run.meta["planned_steps"] = int(planned_steps)
        for k, v in prose_facts(prose_lines).items():
            if k not in b.run.hparams:
                b.hparam(k, v)
        if prose_lines:
            b.note(f"{len(prose_lines)} line(s) of prose (a question pasted with the log) read as facts, "
                   "not as metric points")
        run = b.build()
        series_events(b)
        if run.series:
            runs.append(run)
    return runs


# Words that fill English sentences and almost never a training print: a line dense with them is a person
# writing (a question pasted with the log), and its numbers are not metric points.
_PROSE_WORDS = frozenset({
    "i", "i'm", "im", "i've", "my", "me", "we", "our", "you", "your", "it", "it's", "its", "is", "are", "was",
    "were", "been", "be", "the", "a", "an", "and", "but", "so", "because", "if", "this", "that", "these",
    "here", "there", "what", "why", "how", "any", "anyone", "does", "do", "don't", "doesn't", "can", "could",
    "would", "should", "have", "has", "had", "not", "about", "like", "just", "still", "also", "which", "hi",
    "hello", "thanks", "thank", "please", "help", "idea", "ideas", "know", "think", "seems", "whole",
})
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def looks_like_prose(line: str) -> bool:
    """A sentence a person wrote, not a line a training loop printed."""
    words = _WORD.findall(line.lower())
    filler = [w for w in words if w in _PROSE_WORDS]
    return len(set(filler)) >= 4 and len(filler) >= 0.3 * len(words)


# Facts a user states in their own words ("AdamW with lr 3e-4, bf16, batch 32", "10 classes").
_PROSE_FACTS = (
    ("optimizer", re.compile(r"(?i)\b(adamw|adam|sgd|rmsprop|adafactor|adagrad|lion|lamb|muon)\b")),
    ("lr", re.compile(r"(?i)\b(?:lr|learning[ _-]rate)\s*(?:of|=|:|is|at)?\s*(\d*\.?\d+(?:e[-+]?\d+)?)\b")),
    ("batch_size", re.compile(r"(?i)\bbatch(?:[ _-]?size)?\s*(?:of|=|:|is)?\s*(\d+)\b")),
    ("precision", re.compile(r"(?i)\b(bf16|fp16|fp32|bfloat16|float16)\b")),
    ("num_classes", re.compile(r"(?i)\b(\d+)\s+(?:classes|labels|categories)\b")),
)


def prose_facts(lines: Iterable[str]) -> dict[str, Any]:
    """Settings stated in the sentences of a pasted chat, canonical keys as `scan_hparams` gives them."""
    found: dict[str, Any] = {}
    for line in lines:
        for key, pattern in _PROSE_FACTS:
            m = pattern.search(line)
            if m and key not in found:
                found[key] = m.group(1).lower() if key in ("optimizer", "precision") else _hparam_value(m.group(1), key)
    if "num_classes" in found and not (isinstance(found["num_classes"], int) and found["num_classes"] >= 2):
        del found["num_classes"]
    return found


def _several_prints_per_epoch(columns: list, epoch: np.ndarray) -> bool:
    """Whether a metric print repeats within one epoch value (per-batch lines that carry only the epoch)."""
    for t in {id(c[0]): c[0] for c in columns}.values():
        values = epoch[t.lines]
        values = values[np.isfinite(values)]
        if values.size >= 4 and np.unique(values).size * 2 <= values.size:
            return True
    return False


def _banner_line(step: np.ndarray, one_off: set[int]) -> int | None:
    """The line of a banner printed once before training (`Training MLP on 6400 samples, batch 64,
    lr=0.001`): a one-off line opening the stepped lines whose 'step' (a batch size, a width) is above the
    step of the line after it. A run cannot resume before it started: that number is a setting (read
    with the hyperparameters), not a step, and the line is not a point of any series."""
    stepped = np.flatnonzero(np.isfinite(step))
    if stepped.size < 3 or int(stepped[0]) not in one_off:
        return None
    first, second = int(stepped[0]), int(stepped[1])
    return first if step[first] > step[second] else None


_STEP_PRIORITY = ["num_updates", "global_step", "trainer/global_step", "train/global_step", "global_steps",
                  "step", "iteration", "iter", "it", "update", "updates", "steps", "iters"]


def _step_rank(name: str | None) -> int:
    low = (name or "").lower().strip("[]()")
    return _STEP_PRIORITY.index(low) if low in _STEP_PRIORITY else len(_STEP_PRIORITY)


def _epoch_local_steps(step: np.ndarray, epoch: np.ndarray) -> np.ndarray | None:
    """`Epoch: 0003` then `iter:0020 ... iter:0140`: an iteration counter that starts again at each new epoch,
    unrolled into one step axis. None when the counter runs on (a fall-back with the epoch unchanged is a
    restart or a resume, for the callers to judge)."""
    idx = np.flatnonzero(np.isfinite(step))
    epochs = pd.Series(epoch).ffill().to_numpy()
    v, ep = step[idx], epochs[idx]
    with np.errstate(invalid="ignore"):
        drops = np.flatnonzero(np.diff(v) < 0)
        moved_on = np.diff(ep) > 0
    if drops.size == 0 or not moved_on[drops].all():
        return None
    return _unroll_bar_steps(step, np.full(step.shape, np.nan), epochs)


def _unroll_bar_steps(local: np.ndarray, total: np.ndarray, epoch: np.ndarray) -> np.ndarray:
    """Global steps from per-epoch progress counts: each time the count falls back or the epoch moves
    on, add the length of the bar that ended (its printed total, else its last
    count). If the epoch falls back too, a new run started: the count starts from zero again."""
    out = np.full(local.shape, np.nan)
    idx = np.flatnonzero(np.isfinite(local))
    if idx.size == 0:
        return out
    v, tot, ep = local[idx], total[idx], epoch[idx]
    offset = np.zeros(v.size)
    running = 0.0
    # A bar ends where its count falls back, or where the printed epoch moves on (a log that prints only the
    # first batch of each epoch: `epoch:3 iter:0/18`).
    with np.errstate(invalid="ignore"):
        resets = np.flatnonzero((np.diff(v) < 0) | (np.diff(ep) > 0)) + 1
    for r in resets.tolist():  # one per epoch: few
        if np.isfinite(ep[r]) and np.isfinite(ep[r - 1]) and ep[r] < ep[r - 1]:
            running = 0.0
        else:
            running += tot[r - 1] if np.isfinite(tot[r - 1]) else v[r - 1]
        offset[r:] = running
    out[idx] = v + offset
    return out

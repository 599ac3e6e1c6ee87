"""Shared machinery for metric tables (CSV, JSONL, W&B, Lightning, Ultralytics, MLflow).

Not a format itself (no ``FORMAT``): the table readers hand a parsed frame to `frame_to_run`, which
finds the step column, keeps only numeric columns, tells "not logged" (empty cell, JSON null, missing
key) apart from "logged NaN" (the text ``nan``/``NaN``), turns timestamps into ``wall_time`` and reports
steps that go backwards as resumes.
"""

from __future__ import annotations

import ast
import io
import json
import mmap
import re
import sys
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest import jsonscan
from traindiag.ingest.base import Source
from traindiag.ingest.names import canonical_name, slug, unit_factor
from traindiag.ingest.run import Run, RunBuilder

# Column names that hold the step, best first (compared lower-case, stripped).
STEP_COLUMNS = (
    "step", "global_step", "trainer/global_step", "train/global_step", "_step", "steps", "global step",
    "iteration", "iterations", "iter", "it", "batch", "num_updates", "updates", "current_steps",
)
# Progress columns (LLaMA-Factory's trainer_log.jsonl): the planned length is a setting, the percentage no metric.
PROGRESS_COLUMNS = {"total_steps": "max_steps", "percentage": None}
EPOCH_COLUMNS = ("epoch", "epochs", "ep")
# Seconds since the start of the run, as loggers name them.
RUNTIME_COLUMNS = ("_runtime", "runtime", "elapsed", "elapsed_time", "wall_time", "walltime", "relative")
# Absolute clock readings (unix seconds or milliseconds): converted to seconds since the first row.
CLOCK_COLUMNS = ("_timestamp", "timestamp", "time_stamp", "unix_time", "wall_clock")
# String columns that name the run when a table holds several.
RUN_COLUMNS = ("run", "run_name", "run_id", "experiment", "exp_name")
NAN_WORDS = frozenset({"nan", "-nan", "+nan"})
# A whole file in memory or a memory map of it (both slice, find and rfind alike).
Buffer = bytes | mmap.mmap
_LEADING_SPACE = re.compile(rb"\s*")
MAX_RESUME_EVENTS = 20


class LoggedMasks(dict):
    """Which cells of each column were logged (a logged NaN and a missing cell are both NaN in a frame),
    kept in the frame's ``attrs`` so that it travels with it. pandas deep-copies ``attrs`` on every
    column access (seconds for a wide table); these masks are never changed in place, so they are
    shared instead."""

    def __deepcopy__(self, memo: dict) -> LoggedMasks:
        return self


def set_logged(frame: pd.DataFrame, masks: dict[str, np.ndarray]) -> None:
    frame.attrs["logged"] = LoggedMasks(masks)


def logged_masks(frame: pd.DataFrame) -> dict[str, np.ndarray]:
    return frame.attrs.get("logged", {})


_NUMBER = re.compile(rb"^\s*[-+]?(\d+\.?\d*([eE][-+]?\d+)?|\.\d+([eE][-+]?\d+)?|nan|inf|infinity)\s*$", re.I)


def numeric_values(col: pd.Series, logged: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray] | None:
    """(float64 values, logged mask) of a column, or None when it holds no numbers.

    Tables are read with only the empty cell (and JSON ``null``) as missing, so a numeric column's NaN
    means "not logged" and a literal ``nan`` arrives as text and is kept as a logged NaN. A reader that
    knows which cells were logged passes that mask instead.
    """
    if pd.api.types.is_bool_dtype(col.dtype):
        return None
    if pd.api.types.is_numeric_dtype(col.dtype):
        values = col.to_numpy(dtype="float64", na_value=np.nan)
        mask = ~np.isnan(values) if logged is None else logged
        return (values, mask) if mask.any() else None
    text = col.astype("string").str.strip()
    missing = text.isna().to_numpy() | text.str.lower().isin(["", "null", "none"]).to_numpy(dtype=bool, na_value=True)
    values = pd.to_numeric(text.where(~missing), errors="coerce").to_numpy(dtype="float64", na_value=np.nan)
    nan_word = text.str.lower().isin(NAN_WORDS).to_numpy(dtype=bool, na_value=False)
    logged = ~np.isnan(values) | nan_word
    if not logged.any():
        return None
    return values, logged


def find_column(columns: list[str], wanted: tuple[str, ...]) -> str | None:
    lowered = {c.strip().lower(): c for c in reversed(columns)}
    for name in wanted:
        if name in lowered:
            return lowered[name]
    return None


_COUNT = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


def _steps_from_counts(frame: pd.DataFrame, builder: RunBuilder) -> pd.DataFrame:
    """ms-swift's `"global_step/max_steps": "10/438"`: a step printed as a count of a total, in a text column.
    Its numerator becomes the step (filling a numeric step column that only some rows carry), its total
    the planned length."""
    for name in frame.columns:
        if "step" not in name.lower() or frame[name].dtype.kind in "biuf":
            continue
        written = frame[name].notna()
        counts = frame[name].astype(str).str.extract(_COUNT).apply(pd.to_numeric, errors="coerce")
        if not written.any() or counts[0][written].notna().mean() < 0.8:
            continue
        example = str(frame[name][written].iloc[0]).strip()
        target = find_column([c for c in frame.columns if c != name], STEP_COLUMNS) or "global_step"
        existing = pd.to_numeric(frame[target], errors="coerce") if target in frame else pd.Series(np.nan, frame.index)
        frame = frame.drop(columns=[name]).assign(**{target: existing.fillna(counts[0]).to_numpy(dtype="float64")})
        totals = counts[1].dropna().unique()
        if totals.size == 1:
            builder.hparam("max_steps", int(totals[0]))
        builder.note(f"step read from '{name}' (counts such as '{example}')")
        return frame
    return frame


def _zeros_between_evaluations(steps: np.ndarray, values: np.ndarray) -> np.ndarray | None:
    """A held-out metric written on every row of a table but computed only every k steps, 0.0 in between
    (`val_mean_reward` 0, 0, ..., 0.49 at step 10, 0, ...): the mask of those placeholder zeros, or None.
    Only when the non-zero points fall on a regular cadence and the zeros outnumber them: a score that is
    really 0 at an evaluation does not look like that."""
    zero = values == 0.0
    evaluated = np.flatnonzero(~zero & np.isfinite(values))
    if evaluated.size < 3 or zero.sum() < evaluated.size:
        return None
    gaps = np.diff(steps[evaluated])
    if gaps.min() < 2 or gaps.max() != gaps.min():
        return None
    return zero


def frame_to_run(frame: pd.DataFrame, builder: RunBuilder, *, first_line: int = 2,
                 step_column: str | None = None, canonical: dict[str, str] | None = None) -> Run:
    """Fill `builder` from a wide frame (one row per logged row of the file) and build the run.

    `first_line` is the file line of the frame's first row (for events); `canonical` forces the
    canonical name of some columns (raw name -> canonical).
    """
    canonical = canonical or {}
    frame.columns = [str(c) for c in frame.columns]
    if step_column is None:
        frame = _steps_from_counts(frame, builder)
    columns = list(frame.columns)
    step_col = step_column or find_column(columns, STEP_COLUMNS)
    epoch_col = find_column(columns, EPOCH_COLUMNS)
    steps: np.ndarray | None = None
    if step_col is not None:
        parsed = numeric_values(frame[step_col])
        if parsed is not None:
            steps = np.where(parsed[1], parsed[0], np.nan)
    if steps is None and epoch_col is not None:
        parsed = numeric_values(frame[epoch_col])
        if parsed is not None and np.allclose(parsed[0][parsed[1]], np.round(parsed[0][parsed[1]])):
            steps, step_col = np.where(parsed[1], parsed[0], np.nan), epoch_col
            builder.run.step_unit = "epoch"
            builder.note(f"no step column; the '{epoch_col}' column is used as the step (one row per epoch)")
    if steps is None:
        steps = np.arange(len(frame), dtype="float64")
        step_col = None
        builder.note("no step column; the row number is used as the step")
    else:
        builder.run.meta["step_column"] = step_col
    _report_resumes(builder, steps, first_line)

    used: set[str] = set()
    runtime_col = find_column(columns, RUNTIME_COLUMNS)
    clock_col = find_column(columns, CLOCK_COLUMNS)
    masks = logged_masks(frame)
    # A column already named its canonical name ("val_loss") claims it before an alias of it ("test_loss"):
    # in file order the alias would take the name and the real column would be left out. A column logged
    # once (the end-of-run "train_loss" summary beside the per-step "loss") claims it last.
    def claim_order(c: str) -> tuple[bool, bool]:
        logged_once = c in masks and int(np.count_nonzero(masks[c])) <= 1 < len(frame)
        return logged_once, slug(c) != canonical_name(c)[0]

    for name in sorted(columns, key=claim_order):
        if name == step_col and builder.run.step_unit != "epoch":
            continue
        parsed = numeric_values(frame[name], masks.get(name))
        if parsed is None:
            continue
        values, logged = parsed
        if name.lower() in PROGRESS_COLUMNS and step_col == "current_steps":
            planned = values[logged]
            if PROGRESS_COLUMNS[name.lower()] and planned.size and np.all(planned == planned[0]):
                builder.hparam(PROGRESS_COLUMNS[name.lower()], float(planned[0]))
            continue
        keep = logged & ~np.isnan(steps)
        if not keep.any():
            continue
        if name in (runtime_col, clock_col):
            if name == clock_col and runtime_col is not None:
                continue
            wall = values[keep]
            if name == clock_col:
                finite = wall[np.isfinite(wall)]
                # Milliseconds since 1970 are above 1e11; seconds are not (until the year 5138).
                scale = 1e-3 if finite.size and finite[0] > 1e11 else 1.0
                wall = (wall - (finite[0] if finite.size else 0.0)) * scale
            builder.add(name, steps[keep], wall, canonical="wall_time")
            used.add("wall_time")
            continue
        if (name not in canonical and "wall_time" not in used and canonical_name(name)[0] == "step_time"
                and _is_clock(values[keep])):
            builder.note(f"'{name}' grows like a clock (seconds since the start), so it is read as wall_time")
            builder.add(name, steps[keep], values[keep] - values[keep][0], canonical="wall_time")
            used.add("wall_time")
            continue
        if name in canonical:
            target = canonical[name] if canonical[name] not in used else slug(name).replace("/", "_")
            used.add(target)
        else:
            # Two columns mapping to one name (e.g. "loss" and "train/loss"): the second keeps its own.
            target = claim_name(name, used, builder)
            if target is None:
                continue
        factor = 1.0 if name in canonical else unit_factor(name)
        if target.startswith("val_"):
            placeholders = _zeros_between_evaluations(steps[keep], values[keep])
            if placeholders is not None:
                keep = keep.copy()
                keep[np.flatnonzero(keep)[placeholders]] = False
                builder.note(f"'{name}' is exactly 0 on every row between its evaluations: those zeros are read as "
                             "not logged")
        if keep.all():  # dense column: no copies
            builder.add(name, steps, values if factor == 1.0 else values * factor, canonical=target)
        else:
            builder.add(name, steps[keep], values[keep] * factor, canonical=target)
    return builder.build()


def claim_name(raw: str, used: set[str], builder: RunBuilder, fallback: str | None = None) -> str | None:
    """The canonical name for `raw`, or the slug of `fallback` (default `raw`) when another series
    already took that name."""
    target, split = canonical_name(raw)
    if target in used:
        target = slug(fallback or raw).replace("/", "_")
        if target in used:
            target = f"{target}_{len(used)}"  # never drop a logged column for want of a name
            if target in used:
                return None
    elif split is not None:
        builder.run.meta.setdefault("val_split", split)
    used.add(target)
    return target


def _is_clock(values: np.ndarray) -> bool:
    """A "time" column that never decreases and mostly grows: elapsed time, not time per step
    (a real per-step time is noisy and goes down now and then)."""
    finite = values[np.isfinite(values)]
    if finite.size < 10:
        return False
    diffs = np.diff(finite)
    return bool((diffs >= 0).all() and (diffs > 0).mean() > 0.5)


def _report_resumes(builder: RunBuilder, steps: np.ndarray, first_line: int) -> None:
    """A step lower than the one before it: the run restarted or resumed from a checkpoint."""
    has_step = ~np.isnan(steps)
    finite = None if has_step.all() else np.flatnonzero(has_step)
    s = steps if finite is None else steps[finite]
    if s.size < 2:
        return
    back = np.flatnonzero(s[1:] < s[:-1]) + 1
    for i in back[:MAX_RESUME_EVENTS]:
        row = int(i if finite is None else finite[i])
        builder.event("resume", int(s[i]), first_line + row,
                      f"step went back from {int(s[i - 1])} to {int(s[i])}: restart or resume from a checkpoint")
    if back.size > MAX_RESUME_EVENTS:
        builder.note(f"{back.size} places where the step goes backwards; the first {MAX_RESUME_EVENTS} are listed")
    if back.size:
        builder.note("steps logged twice after a resume keep the later value")


# --- CSV -------------------------------------------------------------------------------------------

def sniff_delimiter(header: str) -> str:
    counts = {sep: header.count(sep) for sep in (",", "\t", ";", "|")}
    return max(counts, key=lambda k: counts[k])


# A date, or a `name: number` pair: a header names columns, it does not log values.
_NOT_A_HEADER = re.compile(r"\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4}|\w: +-?\d")


def csv_header(source: Source) -> tuple[list[str], str] | None:
    """The header cells and delimiter if the start of `source` looks like a CSV of metrics."""
    lines = [ln for ln in source.head_text.splitlines()[:6] if ln.strip()]
    if len(lines) < 2:
        return None
    sep = sniff_delimiter(lines[0])
    cells = [c.strip().strip('"') for c in lines[0].split(sep)]
    if len(cells) > 2 and not cells[-1]:
        cells = cells[:-1]  # a delimiter at the end of each line (`total loss<TAB>ctc loss<TAB>`)
    # The first cell may be empty: pandas' `to_csv` writes its row index under no name.
    if len(cells) < 2 or not all(cells[1: min(len(cells), 64)]):
        return None
    if any(_NOT_A_HEADER.search(c) for c in cells):
        return None  # a logging line that holds commas (`2025-04-24 21:16:20,207 - INFO - Counter({3: 7215, ...`)
    # The header has names, the next row has numbers (or is empty where a sparse table skips a column).
    row = [c.strip().strip('"') for c in lines[1].split(sep)]
    if abs(len(row) - len(cells)) > 1:
        return None
    numbers = sum(bool(_NUMBER.match(c.encode())) for c in row)
    names = sum(not _NUMBER.match(c.encode()) for c in cells)
    if numbers == 0 or names < len(cells) - 1:
        return None
    return cells, sep


def csv_columns(source: Source) -> list[str] | None:
    """The header cells of a file that looks like a CSV of metrics (None for a folder or anything else)."""
    found = None if source.is_dir else csv_header(source)
    return None if found is None else found[0]


def read_csv_table(source: Source) -> pd.DataFrame:
    """`read_csv_frame` with the delimiter of its header line (a comma when the header is not recognised)."""
    found = csv_header(source)
    frame = read_csv_frame(source, sep=found[1] if found else ",")
    first = str(frame.columns[0]) if len(frame.columns) else "x"
    if first in ("", "Unnamed: 0"):  # pandas' row index, written under no name: the row number, not a metric
        frame = frame.drop(columns=frame.columns[0])
    return frame


def read_csv_frame(source: Source, sep: str = ",") -> pd.DataFrame:
    """The whole CSV as a frame (see `arrow_frame`); only empty cells and ``null`` count as missing."""
    frame = _arrow_csv(source, sep)
    if frame is not None:
        return frame
    data: object = source.path if source.path is not None else io.StringIO(source.text)
    options = dict(sep=sep, keep_default_na=False, na_values=_MISSING_CELLS, skipinitialspace=True, engine="c",
                   low_memory=False)
    try:
        return pd.read_csv(data, **options)  # type: ignore[call-overload]
    except pd.errors.EmptyDataError as exc:
        raise ParseError(f"{source.label}: the CSV has no rows; expected a header line and metric rows") from exc
    except (pd.errors.ParserError, UnicodeDecodeError, ValueError):
        # Ragged rows (a truncated write, a warning printed into the file): skip them, say so.
        data = io.StringIO(source.text)
        options.update(on_bad_lines="skip", engine="python")
        options.pop("low_memory", None)
        try:
            frame = pd.read_csv(data, **options)  # type: ignore[call-overload]
        except (pd.errors.ParserError, pd.errors.EmptyDataError, ValueError) as exc:
            raise ParseError(f"{source.label}: not a readable CSV ({str(exc).splitlines()[0]}); "
                             "expected one header line and one row per logged step") from exc
        frame.attrs["skipped_rows"] = True
        return frame


# --- pyarrow: the parser behind CSV and JSON lines ---------------------------------------------------

# Cells that mean "not logged" in a CSV (a literal `nan` is a logged NaN, so it is not one of them).
_MISSING_CELLS = ["", "null", "NULL", "None"]


def _arrow() -> tuple[Any, Any]:
    """pyarrow (with its compute and JSON modules) and its CSV reader, imported on first use (importing
    them costs a tenth of a second)."""
    import pyarrow
    import pyarrow.compute
    import pyarrow.csv
    import pyarrow.json

    return pyarrow, pyarrow.csv


def _memory() -> Any:
    """The allocator our pyarrow reads use: the C library's. pyarrow's default (mimalloc) returned memory
    to the system so eagerly that a read of a 1M-row file spent more time in page faults than parsing
    (0.3-0.8 s of system time against 0.03-0.15 s; bench/ingest.py)."""
    return _arrow()[0].system_memory_pool()


def arrow_frame(table: Any, names: list[str] | None = None) -> pd.DataFrame:
    """A pyarrow table as a frame for `frame_to_run`: numbers as float64 with their logged mask in
    ``attrs["logged"]`` (a null cell was not logged; a NaN was), text as strings, booleans as they are.
    Blank and repeated column names are made unique the way pandas does (``Unnamed: 2``, ``loss.1``)."""
    pa, _ = _arrow()
    columns: dict[str, object] = {}
    logged: dict[str, np.ndarray] = {}
    for name, col in zip(unique_names(names or table.column_names), table.columns, strict=True):
        kind = col.type
        if pa.types.is_integer(kind) or pa.types.is_floating(kind) or pa.types.is_null(kind):
            columns[name] = pa.compute.cast(col, pa.float64(), safe=False, memory_pool=_memory()).to_numpy()  # null: NaN...
            logged[name] = (col.is_valid().to_numpy(zero_copy_only=False) if col.null_count
                            else np.ones(len(col), dtype=bool))  # ...and stays apart in the mask
        elif pa.types.is_boolean(kind) and not col.null_count:
            columns[name] = col.to_numpy()
        else:
            columns[name] = pa.compute.utf8_trim_whitespace(col.cast(pa.string())).to_pandas()
    frame = pd.DataFrame(columns, index=pd.RangeIndex(table.num_rows), copy=False)
    set_logged(frame, logged)
    return frame


def unique_names(raw_names: list[str]) -> list[str]:
    """Column names as pandas makes them: a blank one is ``Unnamed: i``, a repeat ``loss.1``."""
    names: list[str] = []
    seen: set[str] = set()
    for i, raw in enumerate(raw_names):
        name = raw.strip() or f"Unnamed: {i}"
        base, k = name, 0
        while name in seen:
            k += 1
            name = f"{base}.{k}"
        names.append(name)
        seen.add(name)
    return names


def _arrow_csv(source: Source, sep: str) -> pd.DataFrame | None:
    """The CSV through pyarrow's multithreaded reader; None when it cannot take it (ragged rows, text
    that is not UTF-8), so that the caller falls back to pandas."""
    if source.head.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in source.head[:8192]:
        return None
    pa, csv = _arrow()
    try:
        # A file is memory-mapped rather than read: the parser threads take its pages straight from the cache.
        data = pa.memory_map(str(source.path)) if source.path is not None else pa.BufferReader(source.raw)
        with data:
            table = csv.read_csv(data, parse_options=csv.ParseOptions(delimiter=sep), convert_options=csv.ConvertOptions(
                null_values=_MISSING_CELLS, strings_can_be_null=True), memory_pool=_memory())
    except (pa.ArrowException, OSError, UnicodeDecodeError):
        return None
    return arrow_frame(table)


# --- JSON lines ------------------------------------------------------------------------------------

# Objects nested deeper than this hold no metric (and would exhaust the recursion that flattens them).
_MAX_NESTING = 16


def flatten(obj: dict, prefix: str = "", depth: int = 0) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in obj.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            if "_type" in value or depth >= _MAX_NESTING:  # a W&B media/histogram object, not a scalar
                continue
            out.update(flatten(value, name + "/", depth + 1))
        else:
            out[name] = value
    return out


def _scalar(value: object) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str) and _NUMBER.match(value.encode()):
        return float(value)
    return None


def object_of(line: bytes) -> object:
    """A JSON object line, or a Python dict printed with `print(metrics)` (`{'Epoch': 3, 'Loss': 0.19}`), read
    with `ast.literal_eval` (literals only: nothing in it runs); None when it is neither."""
    try:
        return json.loads(line)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than Python's json goes
        pass
    if not line.startswith(b"{'"):
        return None
    try:
        return ast.literal_eval(line.decode("utf-8", "replace"))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None


def jsonl_frame(source: Source, data: bytes | None = None) -> tuple[pd.DataFrame, int]:
    """JSON lines (the source's, or `data` when given) -> (wide frame with one row per object line,
    count of lines that were not JSON).

    Missing keys and ``null`` are missing; ``NaN``/``Infinity`` (Python's json writes them) are kept.
    """
    if data is None and source.path is not None and source.path.stat().st_size:
        # The fast paths read a memory map of the file; the whole file is read only if both fail.
        with source.path.open("rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
            fast = _fast_jsonl_frame(mapped, source.path)
    else:
        fast = _fast_jsonl_frame(source.raw if data is None else data)
    if fast is not None:
        return fast
    data = source.raw if data is None else data
    lines = data.splitlines()
    groups = _layout_groups(data, lines)
    handled = np.zeros(len(lines), dtype=bool)
    for idx, _ in groups:
        handled[idx] = True
    # Lines in no large group (other layouts, warnings, a truncated write) are parsed one by one.
    columns: dict[str, tuple[list[int], list[float]]] = {}
    first_seen: dict[str, int] = {}
    valid = handled.copy()
    bad = 0
    for i in np.flatnonzero(~handled).tolist():
        line = lines[i].strip()
        if not line:
            continue
        if not line.startswith(b"{"):
            bad += 1
            continue
        obj = object_of(line)
        if not isinstance(obj, dict):
            bad += 1
            continue
        valid[i] = True
        for key, value in flatten(obj).items():
            number = _scalar(value)
            if number is None:
                continue
            at, values = columns.setdefault(key, ([], []))
            first_seen.setdefault(key, i)
            at.append(i)
            values.append(number)
    row_of = np.cumsum(valid) - 1
    n_rows = int(valid.sum())
    built: dict[str, np.ndarray] = {}
    logged: dict[str, np.ndarray] = {}

    def put(key: str, rows: np.ndarray, values: np.ndarray | list[float]) -> None:
        if key not in built:
            built[key] = np.full(n_rows, np.nan)
            logged[key] = np.zeros(n_rows, dtype=bool)
        built[key][rows] = values
        logged[key][rows] = True

    for key, (at, values) in columns.items():
        put(key, row_of[np.asarray(at, dtype="int64")], values)
    for idx, frame in groups:
        for key in frame.columns:
            parsed = numeric_values(frame[key], logged_masks(frame).get(key))
            if parsed is not None:
                first_seen[key] = min(first_seen.get(key, len(lines)), int(idx[0]))
                put(key, row_of[idx][parsed[1]], parsed[0][parsed[1]])
    order = sorted(built, key=lambda k: first_seen[k])
    frame = pd.DataFrame({k: built[k] for k in order}, index=pd.RangeIndex(n_rows))
    # Which cells were logged (a logged NaN and a missing key are both NaN in the frame).
    set_logged(frame, {k: logged[k] for k in order})
    return frame, bad


def _fast_jsonl_frame(data: Buffer, path: Path | None = None) -> tuple[pd.DataFrame, int] | None:
    """The two bulk readers: one layout (`_uniform_jsonl_frame`), else pyarrow's JSON reader, which
    takes any mix of keys and nested objects but no line that is not JSON. A last line cut off
    mid-write (a live log) is left out and counted. None when neither can read the file (`data`, or
    the file at `path` whose memory map `data` is)."""
    complete = data[max(0, len(data) - 4096):].rstrip().endswith(b"}")
    cut = len(data) if complete else data.rfind(b"\n", 0, len(data) - 1) + 1
    dropped = int(cut < len(data) and bool(data[cut:].strip()))
    frame = _uniform_jsonl_frame(data, cut)
    if frame is not None:
        return frame, dropped
    if _may_nest_too_deep(data, cut):
        return None
    pa, _ = _arrow()
    try:
        if path is None:
            table = pa.json.read_json(pa.BufferReader(data[:cut]), memory_pool=_memory())
        else:
            with pa.memory_map(str(path)) as mapped:
                table = pa.json.read_json(pa.BufferReader(mapped.read_buffer(cut)), memory_pool=_memory())
    except (pa.ArrowException, OSError, UnicodeDecodeError):
        return None
    if not table.num_columns:
        return None
    columns: list[tuple[str, Any]] = []

    def add(name: str, col: Any, depth: int = 0) -> None:
        if pa.types.is_struct(col.type):
            # A W&B media/histogram object is not a scalar; nor is anything nested deeper than a name says.
            if col.type.get_field_index("_type") >= 0 or depth >= _MAX_NESTING:
                return
            for field, child in zip(col.type, col.flatten(), strict=True):
                add(f"{name}/{field.name}", child, depth + 1)
        elif not pa.types.is_list(col.type) and not pa.types.is_large_list(col.type):
            columns.append((name, col))

    for name, col in zip(table.column_names, table.columns, strict=True):
        add(name, col)
    if not columns:
        return None
    frame = arrow_frame(pa.table([c for _, c in columns], names=[f"c{i}" for i in range(len(columns))]),
                        names=[n for n, _ in columns])
    return frame, dropped


# pyarrow's JSON reader parses recursively and crashes the process (a stack overflow, not an error) on
# a line nested deeper than its thread's stack holds: about 500 bytes a level, so near 2,000 levels with
# 1 MiB stacks and 17,000 with 8 MiB (measured with `ulimit -s`). Lines that might nest past half of
# that are left to Python's json, which raises RecursionError instead.
@cache
def _arrow_json_max_openers() -> int:
    if sys.platform == "darwin":
        stack = 512 << 10  # macOS threads get 512 KiB whatever the limit says
    else:
        try:
            import resource

            soft, _ = resource.getrlimit(resource.RLIMIT_STACK)
            stack = 2 << 20 if soft == resource.RLIM_INFINITY else soft  # glibc's thread stack when unlimited
        except (ImportError, ValueError, OSError):
            stack = 1 << 20  # Windows threads: 1 MiB
    return max(128, stack // 1024)


def _may_nest_too_deep(data: Buffer, end: int) -> bool:
    """Whether a line of ``data[:end]`` holds as many ``{`` and ``[`` (a bound on how deep it nests) as
    pyarrow's JSON reader may not survive. Only a line of that many bytes can, and such a line covers a
    whole aligned block of half that size with no newline, so only the lines around such blocks are
    counted."""
    most = _arrow_json_max_openers()
    width = most // 2
    buf = np.frombuffer(data, dtype=np.uint8, count=end)
    blocks = buf[:end // width * width].reshape(-1, width)
    # A few MiB at a time through one scratch mask: a file-sized temporary costs a page fault per 4 KiB.
    rows = max(1, (8 << 20) // width)
    scratch = np.empty((min(rows, len(blocks)), width), dtype=bool)
    lonely: list[int] = []  # where the blocks without a newline start
    for first in range(0, len(blocks), rows):
        part = blocks[first:first + rows]
        has_newline = np.equal(part, ord("\n"), out=scratch[:len(part)]).any(axis=1)
        lonely += ((first + np.flatnonzero(~has_newline)) * width).tolist()
    checked_to = -1
    for at in [*lonely, max(0, end - 1)]:  # the last line too: the blocks stop short of `end`
        if at < checked_to:
            continue  # inside a line already counted
        start = data.rfind(b"\n", 0, at) + 1
        stop = data.find(b"\n", at, end)
        checked_to = end if stop < 0 else stop
        line = buf[start:checked_to]
        if np.count_nonzero((line == ord("{")) | (line == ord("["))) >= most:
            return True
    return False


# Characters of a JSON number: deleting them (and the words below) leaves a line's layout.
_NUMBER_CHARS = b"0123456789.+-eE"
_VALUE_WORDS = (b"NaN", b"Infinity", b"null")
# A layout printed on at least this many lines is read through the fast path on its own.
_MIN_GROUP_LINES = 200
_LAYOUT_SAMPLES = 1000


def _keys_of(text: bytes) -> bytes:
    """The layout of each line of `text` (its keys, in order): the text without its values, NaN,
    Infinity and null included (a run that went NaN half-way through still has one layout)."""
    for word in _VALUE_WORDS:
        text = text.replace(word, b"")
    return text.translate(None, _NUMBER_CHARS)


def _same_layout_throughout(data: Buffer, start: int, end: int, first: bytes) -> bool:
    """Whether lines taken at evenly spaced places in ``data[start:end]`` have the first line's layout:
    a cheap look before reading it all as one layout (a file alternating layouts fails here at once)."""
    layout = _keys_of(first.strip())
    # About one line in a hundred, at most _LAYOUT_SAMPLES: on a small file the full read is cheap anyway.
    samples = min(_LAYOUT_SAMPLES, max(16, (end - start) // (100 * len(first))))
    for offset in np.linspace(start, end - 1, samples, dtype=np.int64).tolist():
        begin = data.rfind(b"\n", 0, offset) + 1
        stop = data.find(b"\n", offset, end)
        line = data[begin:end if stop < 0 else stop]
        if line.strip() and _keys_of(line.strip()) != layout:
            return False
    return True


def _layout_groups(data: bytes, lines: list[bytes]) -> list[tuple[np.ndarray, pd.DataFrame]]:
    """(line indices, frame) for each large group of lines sharing one layout: a W&B history or a
    trainer's JSON log alternates a few of them (train rows, eval rows), each a uniform JSONL file."""
    layouts = _keys_of(data).splitlines()
    if len(layouts) != len(lines):  # deleting values merged a "\r" + value-only line into a "\r\n"
        return []
    keys = np.empty(len(layouts), dtype=object)
    keys[:] = layouts
    del layouts
    codes, uniques = pd.factorize(keys)
    del keys
    counts = np.bincount(codes, minlength=len(uniques))
    by_code = np.argsort(codes, kind="stable")
    bounds = np.concatenate([[0], np.cumsum(counts)])
    groups = []
    for code in np.flatnonzero(counts >= _MIN_GROUP_LINES).tolist():
        if not uniques[code].strip():
            continue
        idx = by_code[bounds[code]:bounds[code + 1]]
        frame = _uniform_jsonl_frame(b"\n".join([lines[i] for i in idx.tolist()]))
        if frame is not None and len(frame) == len(idx):
            groups.append((idx, frame))
    return groups


def _uniform_jsonl_frame(data: Buffer, end: int | None = None) -> pd.DataFrame | None:
    """Fast path for the common case: every line of ``data[:end]`` a flat object with the first line's
    keys in the same order, numbers (``NaN``/``Infinity`` included) or ``null`` as values. Read by
    `jsonscan`, which checks every line's text around the values against the first line's, so a line
    with other keys, another order, a nested object, a list, text values or a stray warning sends the
    file to the other readers (None). ``null`` is "not logged", as on those.
    """
    end = len(data) if end is None else end
    start = _LEADING_SPACE.match(data).end()  # type: ignore[union-attr]
    if start >= end:
        return None
    stop = data.find(b"\n", start, end)
    first = data[start:end] if stop < 0 else data[start:stop + 1]
    try:
        obj = json.loads(first)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict) or not obj:
        return None
    if any(isinstance(v, bool) or not isinstance(v, int | float | type(None)) for v in obj.values()):
        return None
    layout = jsonscan.layout_of(first, len(obj))
    if layout is None or not _same_layout_throughout(data, start, end, first):
        return None
    read = jsonscan.read_values(data, start, end, layout, _memory())
    if read is None:
        return None
    values, logged = read
    names = unique_names(list(obj))
    frame = pd.DataFrame(values.T, columns=names, copy=False)  # pandas keeps (keys, lines): columns contiguous
    set_logged(frame, {name: np.ones(values.shape[1], dtype=bool) if logged is None else logged[i]
                       for i, name in enumerate(names)})
    return frame


def split_runs(frame: pd.DataFrame) -> list[tuple[str | None, pd.DataFrame]]:
    """Split a table with a run-name column into one frame per run (in order of first appearance)."""
    col = find_column([str(c) for c in frame.columns], RUN_COLUMNS)
    if col is None or pd.api.types.is_numeric_dtype(frame[col].dtype):
        return [(None, frame)]
    names = frame[col].astype("string").fillna("")
    logged = logged_masks(frame)
    parts = []
    for name, rows in names.groupby(names, sort=False).indices.items():
        part = frame.iloc[rows].drop(columns=[col]).reset_index(drop=True)
        part.attrs = {}
        set_logged(part, {k: m[rows] for k, m in logged.items()})
        parts.append((str(name) if len(names.unique()) > 1 else None, part))
    return parts

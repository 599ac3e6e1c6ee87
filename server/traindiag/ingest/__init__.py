"""Ingest: any training log -> `Run` tables.

The public entry points are `read_runs` (every run in a file, a folder or pasted text) and `read_run`
(the first one). Formats live one per module in `ingest/formats/` and are discovered automatically
(see `ingest/base.py` for the contract); `formats()` is the registry.

Choosing a format: every reader scores the input from its path and first 64 KiB (`sniff`); the best
scorers are tried in order until one finds metric values. A binary file goes only to readers that set
``BINARY = True`` (TensorBoard). A folder is read by every reader that sets ``FOLDERS = True`` and
claims it (a TensorBoard logdir, an MLflow tree), and then file by file: every readable log in it
(``*.log``, ``*.txt``, ``*.csv``, ``*.jsonl``, ``metrics.csv``, ``trainer_state.json``...) becomes a run
named by its path inside the folder.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections import deque
from functools import cache
from pathlib import Path
from types import ModuleType

import numpy as np

# Loaded first so that the `formats()` function defined below, not the subpackage, owns the name.
import traindiag.ingest.formats as _formats_package
from traindiag.errors import InputError, ParseError, TraindiagError
from traindiag.ingest.base import Source
from traindiag.ingest.ranks import (
    collective_timeout,
    last_own_lines,
    launcher_failure,
    looks_multi_rank,
    rank_of_path,
    split_ranks,
)
from traindiag.ingest.run import Event, Run, RunBuilder

__all__ = ["MAX_INPUT_BYTES", "Event", "Run", "RunBuilder", "Source", "formats", "read_run", "read_runs"]

# Larger inputs are refused rather than read into memory (a metrics log this size is a logging bug).
MAX_INPUT_BYTES = 2 * 1024**3
# Folder walks stop after this many candidate files (and say so).
MAX_FOLDER_FILES = 200
# How many of the best-scoring readers are tried before giving up.
MAX_TRIES = 3

LOG_SUFFIXES = frozenset({".log", ".txt", ".out", ".err", ".csv", ".tsv", ".jsonl", ".ndjson", ".json", ".wandb",
                          ".db"})
_SKIP_DIRS = frozenset({"__pycache__", "node_modules", "site-packages", "wandb-media", "media", "artifacts"})
# JSON files that are configs or model files, never metrics.
_NOT_METRICS = re.compile(r"(^|[_.-])(config|tokenizer|vocab|special_tokens_map|generation_config|"
                          r"preprocessor_config|adapter_config|index)([_.-]|$)", re.I)
_CHECKPOINT_DIR = re.compile(r"^checkpoint-(\d+)$")
_WANDB_OWN = frozenset({"debug.log", "debug-internal.log", "debug-core.log", "requirements.txt"})
EXPECTED = ("expected a training log (text printed by the training loop), a CSV/JSONL of metrics, "
            "a TensorBoard event file, or a run folder")


@cache
def formats() -> dict[str, ModuleType]:
    """Every format module, by its FORMAT id."""
    found = {}
    for info in pkgutil.iter_modules(_formats_package.__path__):
        module = importlib.import_module(f"{_formats_package.__name__}.{info.name}")
        if hasattr(module, "FORMAT"):
            found[module.FORMAT] = module
    return found


def read_runs(path: str | Path | None = None, *, text: str | None = None, format: str | None = None) -> list[Run]:
    """Read every run in a file, a folder, or pasted text; `format` forces a reader by its id."""
    # Absurd numbers in a log (1e308 steps, overflowing products) become inf/NaN and are dropped or
    # reported by the readers; numpy's floating-point warnings about them would only be noise.
    with np.errstate(all="ignore"):
        return _read_runs(path, text, format)


def _read_runs(path: str | Path | None, text: str | None, format: str | None) -> list[Run]:
    if (path is None) == (text is None):
        raise InputError("give either a path or pasted text, not both")
    if path is not None and str(path).startswith("mlflow:/"):  # a tracking server, not a file
        from traindiag.ingest import mlflow_server

        return mlflow_server.read_runs(str(path))
    module = forced_format(format)
    if text is not None:
        if len(text) > MAX_INPUT_BYTES:
            raise InputError(f"pasted text is over the {_size(MAX_INPUT_BYTES)} limit; pass the log file's path "
                             "or cut it to the steps of interest")
        if not text.strip():
            raise ParseError(f"the pasted text is empty; {EXPECTED}")
        return _read_source(Source(pasted=text), module)
    p = Path(path)  # type: ignore[arg-type]
    if not p.exists():
        raise InputError(f"{p}: no such file or folder; give the path of a training log or run folder")
    if p.is_dir():
        return _read_folder(p, module)
    return _read_file(p, module)


def read_run(path: str | Path | None = None, *, text: str | None = None, format: str | None = None) -> Run:
    """The first run `read_runs` finds (the only one, for a single-run log)."""
    return read_runs(path, text=text, format=format)[0]


def forced_format(format: str | None) -> ModuleType | None:
    """The reader a `--format` id names (None when none was given); an unknown id is an InputError."""
    if format is None:
        return None
    table = formats()
    if format not in table:
        raise InputError(f"unknown log format '{format}': choose one of {', '.join(sorted(table))}")
    return table[format]


def _size(n: int) -> str:
    return f"{n / 1024**3:.0f} GB" if n >= 1024**3 else f"{n / 1024**2:.0f} MB"


def _read_file(path: Path, module: ModuleType | None) -> list[Run]:
    size = path.stat().st_size
    if size == 0:
        raise ParseError(f"{path} is empty; {EXPECTED}")
    if size > MAX_INPUT_BYTES:
        raise InputError(f"{path} is {_size(size)}, over the {_size(MAX_INPUT_BYTES)} limit traindiag reads; "
                         "cut it to the steps of interest (e.g. tail -n 200000) or log less often")
    return _read_source(Source(path=path), module)


def _read_source(source: Source, module: ModuleType | None) -> list[Run]:
    if not source.is_dir and not _is_binary(source.head) and looks_multi_rank(source.head):
        by_rank = split_ranks(source.raw)
        if by_rank is not None:
            return _read_ranks(source, by_rank, module)
    if module is not None:
        candidates = [module]
    else:
        scored = sorted(((_score(m, source), fid) for fid, m in formats().items()), reverse=True)
        candidates = [formats()[fid] for score, fid in scored if score > 0]
        if _is_binary(source.head):
            candidates = [m for m in candidates if getattr(m, "BINARY", False)]
        candidates = candidates[:MAX_TRIES]
        if not candidates:
            raise ParseError(f"{source.label}: {_why_unreadable(source)}; {EXPECTED}")
    failure: ParseError | None = None
    for reader in candidates:
        try:
            runs = [r for r in reader.read(source) if r.series]
        except ParseError as exc:
            failure = failure or exc
            continue
        except _READER_SLIPS as exc:
            failure = failure or _slip(source, reader, exc)
            continue
        if runs:
            _skipped_steps(source, runs)
            return runs
    if failure is not None and module is not None:
        raise failure
    if module is not None:
        raise ParseError(f"{source.label}: read as {module.FORMAT} but no metric values were found; "
                         "check the format or leave --format out to detect it")
    raise failure or ParseError(f"{source.label}: read as {candidates[0].FORMAT} but no metric values were "
                                f"found; {EXPECTED}")


def _read_ranks(source: Source, by_rank: dict[int, bytes], module: ModuleType | None) -> list[Run]:
    """One run per rank that logged metrics, named `rank N`; the ranks that logged none are noted."""
    runs: list[Run] = []
    silent = []
    for rank, data in by_rank.items():
        part = Source(pasted=data.decode("utf-8", "replace"), name=f"{source.name} rank {rank}")
        try:
            found = _read_source(part, module)
        except ParseError:
            silent.append(rank)
            continue
        for k, run in enumerate(found):
            run.name = f"rank {rank}" if len(found) == 1 else f"rank {rank}#{k + 1}"
            run.source = source.label
            run.meta["rank"] = rank
            runs.append(run)
    if not runs:
        raise ParseError(f"{source.label}: a multi-rank log ({len(by_rank)} ranks) where no rank printed metric "
                         f"values; {EXPECTED}")
    runs[0].notes.append(f"a multi-rank log: {len(by_rank)} ranks, read one run each"
                         + (f"; ranks {', '.join(map(str, silent[:8]))} printed no metrics" if silent else ""))
    job = _job_facts(source.raw, by_rank)
    for run in runs:
        run.meta["job"] = job
    return runs


def _job_facts(raw: bytes, by_rank: dict[int, bytes]) -> dict:
    """What the job's own lines say beyond the metrics: the world size seen, the rank the launcher says
    failed, ranks whose NCCL watchdog timed out, and each rank's last line (read by analysis.ranks)."""
    job: dict = {"ranks": sorted(by_rank), "last_lines": last_own_lines(raw, sorted(by_rank))}
    failure = launcher_failure(raw)
    if failure is not None:
        job["failure"] = failure
    timeouts = {r: t for r, data in by_rank.items() if (t := collective_timeout(data)) is not None}
    if timeouts:
        job["timeouts"] = timeouts
    return job


# DeepSpeed's engine prints its own count of fp16-overflow steps it skipped: `[Rank 0] step=2000, skipped=1995`.
_DEEPSPEED_SKIPPED = re.compile(rb"\bstep=(\d+), skipped=(\d+)")


def _skipped_steps(source: Source, runs: list[Run]) -> None:
    """Keep DeepSpeed's last (skipped, steps) count in run.meta, whatever reader took the text."""
    if source.is_dir or _is_binary(source.head):
        return
    found = deque(_DEEPSPEED_SKIPPED.finditer(source.raw), maxlen=1)  # the last count is the running total
    if found:
        last = found[0]
        for run in runs:
            run.meta["skipped_steps"] = (int(last.group(2)), int(last.group(1)))


# What a reader raises when input defeats its assumptions (a 5,000-digit number, JSON nested a thousand
# deep, a CSV without the step column it keys on): a failed read like a ParseError, never a traceback.
_READER_SLIPS = (ValueError, ArithmeticError, LookupError, RecursionError)


def _slip(source: Source, reader: ModuleType, exc: Exception) -> ParseError:
    return ParseError(f"{source.label}: could not be read as {reader.FORMAT} ({type(exc).__name__} on malformed "
                      f"input); check the file is complete, or leave --format out to detect it")


def _score(module: ModuleType, source: Source) -> float:
    try:
        return float(module.sniff(source))
    except _READER_SLIPS:
        return 0.0  # a sniffer that trips over the input does not claim it


def _is_binary(head: bytes) -> bool:
    return b"\x00" in head[:8192] and not head.startswith((b"\xff\xfe", b"\xfe\xff"))


def _why_unreadable(source: Source) -> str:
    if _is_binary(source.head):
        return "looks binary, not a text log"
    return "no training metrics found (no 'name value' pairs repeating line after line)"


# --- folders ---------------------------------------------------------------------------------------

def _read_folder(folder: Path, module: ModuleType | None) -> list[Run]:
    """Every run in a folder: what a folder reader claims (TensorBoard, MLflow), then each log file."""
    runs: list[Run] = []
    folder_readers = [module] if module is not None else list(formats().values())
    folder_source = Source(path=folder)
    for reader in folder_readers:
        if not getattr(reader, "FOLDERS", False) or (module is None and _score(reader, folder_source) <= 0):
            continue
        try:
            runs += [r for r in reader.read(folder_source) if r.series]
        except (ParseError, *_READER_SLIPS):
            continue
    if module is not None and getattr(module, "FOLDERS", False):
        if not runs:
            raise ParseError(f"{folder}: no {module.FORMAT} runs in this folder; leave --format out to detect "
                             "what the folder holds")
        return runs
    skipped: list[str] = []
    files = _log_files(folder)
    for f in files[:MAX_FOLDER_FILES]:
        try:
            found = _read_file(f, module)
        except TraindiagError as exc:
            skipped.append(f"{f.relative_to(folder).as_posix()} ({str(exc).split(';')[0][-80:]})")
            continue
        rel = f.relative_to(folder)
        for r in found:
            # Name a run by where it sits in the folder (several metrics.csv files would all be "metrics.csv").
            r.name = _run_name(rel, r.name, len(found))
        runs += found
    runs = _one_run_per_training(runs, folder)
    _per_rank_files(runs, folder, files[:MAX_FOLDER_FILES])
    if not runs:
        detail = f": tried {', '.join(skipped[:3])}" if skipped else ""
        raise ParseError(f"{folder}: nothing readable in this folder{detail}; expected training logs (*.log, "
                         "*.txt), metrics files (*.csv, *.jsonl, metrics.csv, trainer_state.json), TensorBoard "
                         "event files or an MLflow mlruns tree")
    if len(files) > MAX_FOLDER_FILES:
        runs[0].notes.append(f"only the first {MAX_FOLDER_FILES} of {len(files)} log files in the folder were read")
    if skipped:
        runs[0].notes.append(f"{len(skipped)} files in the folder were not readable logs: "
                             + ", ".join(skipped[:5]) + (" ..." if len(skipped) > 5 else ""))
    return runs


def _per_rank_files(runs: list[Run], folder: Path, files: list[Path]) -> None:
    """One file per rank (`rank_3.log`, torchrun --log-dir's `attempt_0/3/stdout.log`): the runs of one job, named
    `rank N`, with each rank's last line and any traceback its files end with (a rank's stderr.log holds no
    metrics, but its error is why the job stopped)."""
    root = folder.resolve()
    sources = {id(r): Path(r.source).resolve() for r in runs}
    ranked = {key: rank_of_path(src.relative_to(root).as_posix()) for key, src in sources.items()
              if src.is_relative_to(root)}
    ranks = {k for k in ranked.values() if k is not None}
    if len(ranks) < 2:
        return
    job: dict = {"ranks": sorted(ranks), "last_lines": {}, "crashed": {}}
    for f in files:
        rank = rank_of_path(f.relative_to(folder).as_posix())
        if rank is None:
            continue
        tail = _tail(f)
        text = tail.decode("utf-8", "replace").strip()
        if text:
            job["last_lines"].setdefault(rank, text.splitlines()[-1].strip()[:160])
        if b"Traceback (most recent call last)" in tail:
            job["crashed"][rank] = text.splitlines()[-1].strip()[:160]
        if (t := collective_timeout(tail)) is not None:
            job.setdefault("timeouts", {})[rank] = t
    for r in runs:
        rank = ranked.get(id(r))
        if rank is not None:
            r.meta["rank"] = rank
            r.meta["job"] = job
            r.name = f"rank {rank}"
    runs[0].notes.append(f"one file per rank: {len(ranks)} ranks of one job, read one run each")


def _tail(path: Path, size: int = 20_000) -> bytes:
    with path.open("rb") as fh:
        fh.seek(max(0, path.stat().st_size - size))
        return fh.read()


def _one_run_per_training(runs: list[Run], folder: Path) -> list[Run]:
    """A Hugging Face printed log whose steps came from the trainer_state.json beside it is the same
    training as that file: keep the printed log (it also has the events and the header's settings)."""
    used = {Path(r.meta["trainer_state_file"]).resolve(): r for r in runs if r.meta.get("trainer_state_file")}
    if not used:
        return runs
    kept = []
    for r in runs:
        log = used.get(Path(r.source).resolve()) if r.format == "hf" and r.source.endswith(".json") else None
        if log is None or log is r:
            kept.append(r)
            continue
        state = Path(r.source).resolve()
        rel = state.relative_to(folder.resolve()).as_posix() if state.is_relative_to(folder.resolve()) else r.source
        log.notes.append(f"{rel} holds the same training (its log_history gave these steps): read once, "
                         "from this log")
    return kept


def _run_name(rel: Path, reader_name: str, count: int) -> str:
    if rel.suffix == ".wandb":
        return reader_name  # the run's own display name, from its run record
    if rel.suffix == ".db":
        return f"{rel.stem}/{reader_name}"  # trackio: project/run
    if count > 1:
        return f"{rel.parent.as_posix()}/{reader_name}" if rel.parent != Path(".") else reader_name
    generic = rel.name in {"metrics.csv", "results.csv", "trainer_state.json", "wandb-history.jsonl"}
    if generic and rel.parent != Path("."):
        # W&B keeps the history in <run folder>/files/: the run folder names the run.
        parent = rel.parent.parent if rel.parent.name == "files" and rel.parent.parent != Path(".") else rel.parent
        return parent.as_posix()
    return rel.as_posix()


def _log_files(folder: Path) -> list[Path]:
    """Candidate log files below `folder`, skipping checkpoints other than the latest (each Hugging Face
    checkpoint-N/ holds a trainer_state.json up to step N)."""
    files = []
    for f in sorted(folder.rglob("*")):
        rel = f.relative_to(folder)
        if not f.is_file() or any(p.startswith(".") or p in _SKIP_DIRS for p in rel.parts[:-1]):
            continue
        if f.name.startswith(".") or "tfevents" in f.name or f.suffix.lower() not in LOG_SUFFIXES:
            continue
        if f.suffix.lower() == ".json" and _NOT_METRICS.search(f.stem):
            continue
        if f.name in _WANDB_OWN and "wandb" in f.parts:
            continue  # the W&B client's own logs and the pip freeze it saves, not the run's
        files.append(f)
    return _latest_checkpoints(files)


def _latest_checkpoints(files: list[Path]) -> list[Path]:
    latest: dict[tuple[Path, str], int] = {}
    for f in files:
        m = _CHECKPOINT_DIR.match(f.parent.name)
        if m:
            key = (f.parent.parent, f.name)
            latest[key] = max(latest.get(key, -1), int(m.group(1)))
    out = []
    for f in files:
        m = _CHECKPOINT_DIR.match(f.parent.name)
        if m and int(m.group(1)) != latest[(f.parent.parent, f.name)]:
            continue
        if m and (f.parent.parent / f.name).is_file():
            continue  # the output folder's own copy is the final one
        out.append(f)
    return out

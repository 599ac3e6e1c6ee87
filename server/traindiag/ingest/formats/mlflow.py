"""MLflow file-store run folders: ``mlruns/<experiment>/<run>/metrics/<name>``.

Each metric file holds one line per logged point, ``<timestamp ms> <value> <step>`` (old versions leave
the step out: the line number is used). Metric names with ``/`` are nested folders. ``params/<name>``
files are the hyperparameters; the run name comes from ``tags/mlflow.runName`` or ``meta.yaml``.
A folder may be one run, an experiment, or the whole ``mlruns`` tree: every run in it is read.
"""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import claim_name, numeric_values
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "mlflow"
FOLDERS = True  # an mlruns tree or a run folder is read as a whole
DESCRIPTION = "MLflow run folders (mlruns/<experiment>/<run>/metrics/<name>, one 'timestamp value step' per line)"
MAX_DEPTH = 4


def run_folders(folder: Path) -> list[Path]:
    """Folders below `folder` (itself included, at most MAX_DEPTH deep) that look like an MLflow run."""
    found = []
    frontier = [folder]
    for _ in range(MAX_DEPTH + 1):
        nxt = []
        for d in frontier:
            if (d / "metrics").is_dir() and ((d / "meta.yaml").is_file() or (d / "params").is_dir()
                                             or (d / "tags").is_dir()):
                found.append(d)
                continue
            nxt += sorted(c for c in d.iterdir() if c.is_dir() and not c.name.startswith("."))
        frontier = nxt
    return found


def sniff(source: Source) -> float:
    if not source.is_dir or source.path is None:
        return 0.0
    return 0.95 if run_folders(source.path) else 0.0


def read(source: Source) -> list[Run]:
    if source.path is None or not source.is_dir:
        raise ParseError(f"{source.label}: MLflow logs are folders; pass the mlruns folder or a run folder")
    folders = run_folders(source.path)
    if not folders:
        raise ParseError(f"{source.label}: no MLflow run folder (a folder with metrics/ and meta.yaml) found")
    return [read_run(folder) for folder in folders]


def _meta(folder: Path) -> dict[str, str]:
    meta = {}
    path = folder / "meta.yaml"
    if path.is_file():
        for line in path.read_text(errors="replace").splitlines():
            key, sep, value = line.partition(":")
            if sep and not line.startswith(" "):
                meta[key.strip()] = value.strip().strip("'\"")
    return meta


def read_run(folder: Path) -> Run:
    meta = _meta(folder)
    name_tag = folder / "tags" / "mlflow.runName"
    name = (name_tag.read_text(errors="replace").strip() if name_tag.is_file() else "") or meta.get(
        "run_name") or folder.name
    builder = RunBuilder(name, FORMAT, str(folder))
    builder.run.meta["run_id"] = meta.get("run_id", folder.name)
    params = folder / "params"
    if params.is_dir():
        for p in sorted(x for x in params.rglob("*") if x.is_file()):
            builder.hparam(p.relative_to(params).as_posix(), p.read_text(errors="replace").strip())
    used: set[str] = set()
    clocks = []
    metrics = folder / "metrics"
    for path in sorted(x for x in metrics.rglob("*") if x.is_file()):
        key = path.relative_to(metrics).as_posix()
        frame = pd.read_csv(io.BytesIO(path.read_bytes()), sep=" ", header=None, engine="c",
                            keep_default_na=False, na_values=[""], on_bad_lines="skip")
        if frame.empty:
            continue
        clock = pd.to_numeric(frame[0], errors="coerce").to_numpy(dtype="float64")
        parsed = numeric_values(frame[1]) if frame.shape[1] > 1 else None
        if parsed is None:
            continue
        values, logged = parsed
        steps = (pd.to_numeric(frame[2], errors="coerce").to_numpy(dtype="float64") if frame.shape[1] > 2
                 else np.arange(len(frame), dtype="float64"))
        target = claim_name(key, used, builder)
        if target is not None:
            builder.add(key, steps[logged], values[logged], canonical=target)
        clocks.append((steps, clock))
    if clocks and "wall_time" not in used:
        steps = np.concatenate([c[0] for c in clocks])
        clock = np.concatenate([c[1] for c in clocks])
        keep = np.isfinite(steps) & np.isfinite(clock)
        if keep.any():
            by_step = pd.Series(clock[keep], index=steps[keep]).groupby(level=0).max()
            builder.add("wall_time", by_step.index.to_numpy(), (by_step.to_numpy() - clock[keep].min()) / 1000.0,
                        canonical="wall_time")
    return builder.build()

"""From a path, a run folder or pasted text to a report: read, detect, add the per-layer and checkpoint
findings of a run folder, diagnose."""

from __future__ import annotations

import re
from pathlib import Path

from traindiag.analysis.findings import Finding
from traindiag.diagnosis.engine import diagnose
from traindiag.diagnosis.report_model import Report
from traindiag.errors import InputError, ParseError
from traindiag.ingest import read_runs
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

# Logs above this size are read in chunks (bounded memory: the numbers, not the text) instead of whole.
STREAM_ABOVE_BYTES = 256 * 1024**2

# Per-layer gradient-stats files belong to the per-layer reader (analysis.layers), not the curve diagnosis.
_GRAD_STATS = re.compile(r"(grad(ient)?s?[_-]?stats|layer[_-]?(grads?|stats)|per[_-]?layer)", re.I)


def diagnose_path(path: str | Path | None = None, *, text: str | None = None, val: str | Path | None = None,
                  context: Context | None = None, format: str | None = None) -> tuple[Report, list[Run]]:
    """Read a log file, a run folder or pasted text (plus an optional separate validation log), diagnose it."""
    extra: list[Finding] = []
    if text is not None:
        if path is not None:
            raise InputError("give either a path or pasted text, not both")
        runs = read_runs(text=text, format=format)
    elif path is None:
        raise InputError("give a log path, a run folder, or pasted text")
    elif str(path).startswith("mlflow:/"):  # runs on an MLflow tracking server
        runs = read_runs(str(path))
    else:
        p = Path(path)
        if not p.exists():
            raise InputError(f"{p}: no such file or folder; give the path of a training log or run folder")
        if p.is_dir():
            runs = read_folder(p, format)
            extra = extra_findings(p)
        elif p.stat().st_size > STREAM_ABOVE_BYTES and not _binary_format(p, format):
            from traindiag.ingest.stream import read_in_chunks

            runs = [read_in_chunks(p, format)]
        else:
            runs = read_runs(p, format=format)
    val_runs = None
    if val is not None:
        vp = Path(val)
        if not vp.exists():
            raise InputError(f"--val {vp}: no such file; give the path of the validation log")
        val_runs = read_runs(vp, format=None)
    report = diagnose(runs, context, extra_findings=extra, val_runs=val_runs)
    report.data.source = "pasted text" if path is None else str(path)  # what the user pointed at
    return report, runs


def read_targets(targets: list[str], format: str | None = None) -> list[Run]:
    """Every run of each target, in order: a log file, a run folder, or an MLflow server target."""
    runs: list[Run] = []
    for target in targets:
        if str(target).startswith("mlflow:/"):
            runs += read_runs(str(target))
            continue
        path = Path(target)
        if not path.exists():
            raise InputError(f"{path}: no such file or folder; give the path of a training log, a run folder or "
                             "mlflow://HOST:PORT/EXPERIMENT")
        runs += read_folder(path, format) if path.is_dir() else read_runs(path, format=format)
    return runs


def read_folder(folder: Path, format: str | None = None) -> list[Run]:
    """Every training log in a folder (the ingest layer reads them all), minus per-layer gradient stats."""
    runs = read_runs(folder, format=format)
    logs = [r for r in runs if not _GRAD_STATS.search(Path(r.source).name)]
    if not logs:
        raise ParseError(f"{folder}: only per-layer gradient statistics found, no training log; add the "
                         "training log to the folder or use inspect_gradients on the statistics")
    if len(logs) < len(runs):
        logs[0].notes.append(f"{len(runs) - len(logs)} gradient-stats file(s) left to the per-layer analysis")
    return logs


def extra_findings(folder: Path) -> list[Finding]:
    """Per-layer gradient and checkpoint findings for a run folder."""
    from traindiag import checkpoints
    from traindiag.analysis import layers

    return layers.findings_for_path(folder) + checkpoints.findings_for_path(folder)


def _binary_format(path: Path, format: str | None) -> bool:
    """TensorBoard event files are records, not lines: they are always read whole."""
    return format == "tensorboard" or "tfevents" in path.name

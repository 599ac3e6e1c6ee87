"""Hugging Face Trainer: the printed log dicts and `trainer_state.json`.

Printed (4.x floats or 5.x `.4g` strings): `{'loss': 0.5, 'grad_norm': 1.2, 'learning_rate': 5e-05,
'epoch': 0.1}` every `logging_steps`, `{'eval_loss': ..., 'eval_runtime': ..., 'epoch': ...}` at each
evaluation, and one final `{'train_runtime': ..., 'train_loss': ...}` summary: an average over the whole
run, kept in `Run.meta`, never a `train_loss` point. The dicts carry no step: it comes from
`trainer_state.json` beside the log when its `log_history` matches, else from the epoch times the
steps per epoch printed in the `***** Running training *****` block, snapped to the logging cadence.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import SAMPLE_BYTES, Source
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import (
    add_metric,
    add_wall_time,
    attach_events,
    count_matches,
    describe_normalisation,
    name_slots,
    normalise,
    report_resumes,
    scan_hparams,
    scan_lines,
    score,
    series_events,
)

FORMAT = "hf"
DESCRIPTION = "Hugging Face Trainer printed log dicts and trainer_state.json (log_history)"

_DICT = re.compile(r"\{'(?:loss|eval_[\w/]+|train_runtime)': ")
_STATE = "trainer_state.json"
_PROGRESS = re.compile(r"\[\d+:\d\d<[\d:?]+, ")  # a tqdm bar: [elapsed<remaining, rate]


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0  # run folders are walked by read_runs, which hands us their trainer_state.json
    if source.name.endswith(".json") and '"log_history"' in source.head_text:
        return 0.95
    text = source.head_text
    hits = count_matches(_DICT, text)
    if hits < 4 and (_PROGRESS.search(text) or (len(source.head) >= SAMPLE_BYTES and _HF_HINT.search(text))):
        # a job log whose first dict comes after a long preamble (tqdm bars of dataset maps and tokenisation,
        # pip installs and downloads in a notebook's output); without a hint of the HF stack in the first
        # 64 KiB, a big log (a nanoGPT run) is not read further for this
        hits = max(hits, count_matches(_DICT, source.long_head_text))
    if "***** Running training *****" in text:
        hits += 3
    return score(hits, 4, 0.9)


def _state_file(folder: Path) -> Path | None:
    """The trainer_state.json of a run folder: its own, else the latest checkpoint-N's."""
    direct = folder / _STATE
    if direct.is_file():
        return direct
    checkpoints = sorted(folder.glob(f"checkpoint-*/{_STATE}"),
                         key=lambda p: int(re.sub(r"\D", "", p.parent.name) or 0))
    return checkpoints[-1] if checkpoints else None


def read(source: Source) -> list[Run]:
    if source.name.endswith(".json") or source.head_text.lstrip().startswith("{\n"):
        try:
            state = json.loads(source.text)
        except json.JSONDecodeError as exc:
            raise ParseError(f"{source.label}: not valid JSON ({exc.msg}); pass trainer_state.json or the printed log") from exc
        except RecursionError as exc:
            raise ParseError(f"{source.label}: JSON nested too deeply to be a trainer_state.json; pass "
                             "trainer_state.json or the printed log") from exc
        return [_read_state(state, source.name, source.label)]
    return _read_printed(source)


# --- trainer_state.json -----------------------------------------------------------------------------

def _read_state(state: dict, name: str, label: str) -> Run:
    history = state.get("log_history")
    if not isinstance(history, list) or not history:
        raise ParseError(f"{label}: trainer_state.json without a log_history; pass the printed training log")
    frame = pd.DataFrame([h for h in history if isinstance(h, dict)])
    if "step" not in frame:
        raise ParseError(f"{label}: log_history entries have no 'step'")
    b = RunBuilder(name, FORMAT, label)
    summary = frame["train_runtime"].notna() if "train_runtime" in frame else pd.Series(False, index=frame.index)
    for key in ("train_runtime", "train_loss", "train_samples_per_second", "train_steps_per_second"):
        if key in frame and summary.any():
            b.run.meta[f"summary_{key}"] = float(frame.loc[summary, key].iloc[-1])
    rows = frame[~summary]
    steps = pd.to_numeric(rows["step"], errors="coerce").to_numpy(dtype="float64")
    for col in rows.columns:
        if col in {"step", "total_flos"}:
            continue
        values = pd.to_numeric(rows[col], errors="coerce").to_numpy(dtype="float64")
        present = rows[col].notna().to_numpy()
        if present.any():
            add_metric(b, col, steps[present], values[present])
    for key, canon in (("train_batch_size", "batch_size"), ("num_train_epochs", "epochs"), ("max_steps", "max_steps"),
                       ("logging_steps", "logging_steps"), ("eval_steps", "eval_steps")):
        if state.get(key) is not None:
            b.hparam(canon, state[key])
    run = b.build()
    series_events(b)
    return run


# --- printed dicts ----------------------------------------------------------------------------------

def _read_printed(source: Source) -> list[Run]:
    norm = normalise(source.raw)
    scan = scan_lines(norm.data, keep=lambda shape: b"{'" in shape or b'{"' in shape)
    train: list[tuple[np.ndarray, dict[str, np.ndarray]]] = []
    evals: list[tuple[np.ndarray, dict[str, np.ndarray]]] = []
    summary: dict[str, float] = {}
    for t in scan.templates:
        slots = name_slots(t.gaps)
        names = [s.name or "" for s in slots]
        cols = {n: t.column(i) for i, n in enumerate(names) if n}
        if "train_runtime" in cols:
            summary.update({k: float(v[-1]) for k, v in cols.items()})
        elif any(n.startswith("eval_") for n in names):
            evals.append((t.lines, cols))
        elif "loss" in cols or "learning_rate" in cols or "grad_norm" in cols:
            train.append((t.lines, cols))
    if not train and not evals:
        raise ParseError(f"{source.label}: no Trainer log dicts found; expected lines like "
                         "{'loss': 0.5, 'learning_rate': 5e-05, 'epoch': 0.1}")
    # The settings are printed before training starts: the text up to the first dict (at most 256 KiB).
    first_dict = min(int(lines[0]) for lines, _ in train + evals)
    header = norm.data[:min(int(scan.starts[first_dict]), 256 * 1024)].decode("utf-8", "replace")
    hparams = scan_hparams(header)
    b = RunBuilder(source.name, FORMAT, source.label)
    train_lines, train_cols, train_has = _merge(train)
    eval_lines, eval_cols, eval_has = _merge(evals)
    train_steps, eval_steps, how = _steps(source, hparams, train_lines, train_cols, eval_lines, eval_cols)
    if how != _STATE and (how == "order" or _repeats(train_steps)):
        # The epoch, rounded to two decimals, repeats over short runs (a GRPO run stopped by max_steps at 5% of
        # an epoch): the progress bar printed before each dict counts the steps instead.
        bar = _bar_steps(norm.data, scan.starts, train_lines)
        if bar is not None:
            train_steps, eval_steps, how = bar, _follow(eval_lines, train_lines, bar), "progress bar"
        elif how != "order":  # no usable bar either: number the dicts in order rather than merge them
            train_steps = np.arange(1, train_lines.size + 1, dtype="float64")
            eval_steps, how = _follow(eval_lines, train_lines, train_steps), "order"
    b.run.meta["step_source"] = how
    if how == _STATE and source.path is not None:
        # The folder walker reads this file as the same training, not as a second run.
        b.run.meta["trainer_state_file"] = str(_state_file(source.path.parent))
    for cols, has, steps in ((train_cols, train_has, train_steps), (eval_cols, eval_has, eval_steps)):
        for key, values in cols.items():
            add_metric(b, key, steps[has[key]], values[has[key]])
    for k, v in summary.items():
        b.run.meta[f"summary_{k}"] = v
    for k, v in hparams.items():
        b.hparam(k, v)
    describe_normalisation(b, norm)
    if how == "order":
        b.note("no steps printed, no trainer_state.json and no 'Num update steps' header: "
               "points are numbered by log count")
    order = np.argsort(train_lines, kind="stable")
    report_resumes(b, train_lines[order], train_steps[order])
    attach_events(b, scan.events, train_lines[order], train_steps[order])
    add_wall_time(b, scan, np.concatenate([train_lines, eval_lines]), np.concatenate([train_steps, eval_steps]))
    run = b.build()
    series_events(b)
    return [run]


def _merge(parts: list[tuple[np.ndarray, dict[str, np.ndarray]]]
           ) -> tuple[np.ndarray, dict[str, np.ndarray], dict[str, np.ndarray]]:
    """One table for dicts printed with different key sets, in line order, with a presence mask per key
    so that a key missing from a line stays 'not logged' rather than a logged NaN."""
    if not parts:
        return np.empty(0, dtype=np.int64), {}, {}
    lines = np.concatenate([p[0] for p in parts])
    order = np.argsort(lines, kind="stable")
    keys = list(dict.fromkeys(k for p in parts for k in p[1]))
    cols, present = {}, {}
    for k in keys:
        cols[k] = np.concatenate([p[1][k] if k in p[1] else np.full(len(p[0]), np.nan) for p in parts])[order]
        present[k] = np.concatenate([np.full(len(p[0]), k in p[1]) for p in parts])[order]
    return lines[order], cols, present


def _steps(source: Source, hparams: dict, train_lines: np.ndarray, train_cols: dict[str, np.ndarray],
           eval_lines: np.ndarray, eval_cols: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, str]:
    n_train, n_eval = len(train_lines), len(eval_lines)
    state = _sibling_state(source)
    if state is not None:
        t_steps = [h["step"] for h in state if "loss" in h or "learning_rate" in h or "grad_norm" in h]
        e_steps = [h["step"] for h in state if any(k.startswith("eval_") for k in h)]
        if len(t_steps) == n_train and len(e_steps) == n_eval:
            return np.array(t_steps, dtype="float64"), np.array(e_steps, dtype="float64"), "trainer_state.json"
    per_epoch = hparams.get("steps_per_epoch")
    if not per_epoch and hparams.get("max_steps") and hparams.get("epochs"):
        per_epoch = hparams["max_steps"] / hparams["epochs"]
    t_epoch, e_epoch = train_cols.get("epoch"), eval_cols.get("epoch")
    if per_epoch and t_epoch is not None:
        est = np.round(t_epoch * per_epoch)
        cadence = float(np.median(np.diff(est))) if est.size > 2 else 0.0
        if cadence >= 1:
            cadence = float(np.round(cadence))
            est = np.maximum(np.round(est / cadence) * cadence, 1)
        e_est = np.round(e_epoch * per_epoch) if e_epoch is not None else _follow(eval_lines, train_lines, est)
        if cadence >= 1 and e_est.size:
            near = np.round(e_est / cadence) * cadence
            e_est = np.where(np.abs(near - e_est) <= cadence / 4, near, e_est)
        return est, e_est, "epoch x steps per epoch"
    steps = np.arange(1, n_train + 1, dtype="float64")
    return steps, _follow(eval_lines, train_lines, steps), "order"


_BAR = re.compile(rb"(\d+)/(\d+) \[")
_DICT_OPEN = re.compile(rb"\{'")
_HF_HINT = re.compile(r"transformers|\btrl\b|accelerate|peft|unsloth|Trainer")


def _repeats(steps: np.ndarray) -> bool:
    return steps.size > 2 and bool(np.any(np.diff(np.sort(steps)) == 0))


def _bar_steps(data: bytes, starts: np.ndarray, train_lines: np.ndarray) -> np.ndarray | None:
    """The tqdm count (`45/200 [`) last printed before each train dict, when every dict has one and they
    rise; None otherwise."""
    found = np.array([(m.start(), int(m.group(1))) for m in _BAR.finditer(data)], dtype="int64").reshape(-1, 2)
    if found.shape[0] < train_lines.size:
        return None
    # Where each dict starts: a bar redrawn with a carriage return can share the dict's line and come first
    # (`\r 10/300 [07:58<...]\r{'loss': ...}`), so positions are compared, not lines.
    opens = np.array([m.start() for m in _DICT_OPEN.finditer(data)], dtype="int64")
    at = np.searchsorted(opens, starts[train_lines], side="left")
    if opens.size == 0 or (at >= opens.size).any():
        return None
    k = np.searchsorted(found[:, 0], opens[at], side="left") - 1
    if (k < 0).any():
        return None
    steps = found[k, 1].astype("float64")
    return steps if np.all(np.diff(steps) > 0) else None


def _follow(eval_lines: np.ndarray, train_lines: np.ndarray, train_steps: np.ndarray) -> np.ndarray:
    """An eval dict belongs to the step of the train dict printed just before it."""
    if eval_lines.size == 0:
        return np.empty(0)
    k = np.searchsorted(train_lines, eval_lines) - 1
    return np.where(k >= 0, train_steps[np.clip(k, 0, None)] if train_steps.size else 0, 0).astype("float64")


def _sibling_state(source: Source) -> list[dict] | None:
    if source.path is None:
        return None
    candidate = _state_file(source.path.parent)
    if candidate is None:
        return None
    try:
        history = json.loads(candidate.read_text()).get("log_history")
    except (OSError, ValueError, AttributeError, RecursionError):
        return None
    return history if isinstance(history, list) else None

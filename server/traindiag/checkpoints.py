"""Checkpoints: per-layer weight statistics, anomalies, and what changed between two checkpoints.

Readers, all without running code from the file:
- safetensors: parsed here (8-byte header length, JSON header, raw little-endian data, memory-mapped), so
  neither torch nor the safetensors package is needed; bf16 is widened to float32, fp8 is reported only.
- ``.npz``: ``np.load(allow_pickle=False)``; object arrays are refused.
- PyTorch (``.pt .pth .bin .ckpt``): ``torch.load(weights_only=True)`` only (torch needed). A file whose
  pickle asks for anything beyond tensors and plain containers is REFUSED with the global it asked for:
  unpickling it would run that code. Lightning/HF wrappers are unwrapped (``state_dict``, ``model``...)
  and optimizer state is skipped.

Anomalies flagged per tensor: NaN/Inf, a weight matrix (2+ dims) collapsed to one value or all zeros,
huge magnitudes (RMS above 10 or any |w| above 1,000: trained weights sit near 0.01-1), and few distinct
values (quantized or ternary layers; a ternary layer with over 95% zeros has collapsed to one level).
Comparison: relative change ||B - A|| / ||A|| per tensor, tensors that did not change at all (frozen
while others moved), tensors whose norm grew 10x or more (blew up), and NaN that appeared.
"""

from __future__ import annotations

import json
import pickle
import re
import struct
import warnings
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from traindiag.analysis.findings import Finding
from traindiag.errors import InputError, ParseError, TraindiagError, require

TORCH_SUFFIXES = {".pt", ".pth", ".bin", ".ckpt"}
SUFFIXES = {".safetensors", ".npz", *TORCH_SUFFIXES}
# Files in checkpoint folders that hold no model weights (and, for training_args.bin, pickled objects).
NOT_WEIGHTS = re.compile(r"(optimizer|scheduler|rng_state|training_args|scaler|trainer_state)", re.I)
HUGE_RMS = 10.0
HUGE_ABS = 1e3
DISTINCT_MAX = 16  # up to this many distinct values counts as a quantized layer
DISTINCT_SAMPLE = 1 << 20
COLLAPSED_ZEROS = 0.95
BLOWUP = 10.0
MAX_ROWS = 40
MAX_FOLDER_BYTES = 4 << 30

_ST_DTYPES = {"F64": "<f8", "F32": "<f4", "F16": "<f2", "I64": "<i8", "I32": "<i4", "I16": "<i2", "I8": "i1",
              "U8": "u1", "U16": "<u2", "U32": "<u4", "U64": "<u8", "BOOL": "?"}


class TensorStats(BaseModel):
    """One tensor of a checkpoint."""

    name: str
    shape: list[int]
    dtype: str
    norm: float | None = None
    mean: float | None = None
    std: float | None = None
    max_abs: float | None = None
    nan: int = 0
    inf: int = 0
    zero_frac: float = 0.0
    distinct: int | None = Field(default=None, description=f"distinct values when at most {DISTINCT_MAX} "
                                                          "(quantized/ternary layers); None when more")
    flags: list[str] = Field(default_factory=list)


class CheckpointReport(BaseModel):
    """What `traindiag inspect CKPT` and the inspect_checkpoint tool return."""

    source: str
    format: str
    tensors: int
    parameters: int
    dtypes: dict[str, int] = Field(default_factory=dict, description="tensor count per dtype")
    quantized_tensors: int = 0
    layers: list[TensorStats] = Field(default_factory=list,
                                      description=f"flagged tensors first, then the largest; at most {MAX_ROWS}")
    findings: list[Finding] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


class TensorChange(BaseModel):
    name: str
    norm_a: float | None
    norm_b: float | None
    relative_change: float | None = Field(description="||B - A|| / ||A||")


class CheckpointComparison(BaseModel):
    """What `traindiag inspect A B` and the compare_checkpoints tool return."""

    a: str
    b: str
    common: int
    median_relative_change: float | None = None
    unchanged: list[str] = Field(default_factory=list, description="tensors identical in both (frozen)")
    blown_up: list[str] = Field(default_factory=list, description="norm grew 10x or more, or became NaN/Inf")
    only_in_a: list[str] = Field(default_factory=list)
    only_in_b: list[str] = Field(default_factory=list)
    shape_changed: list[str] = Field(default_factory=list)
    changes: list[TensorChange] = Field(default_factory=list,
                                        description=f"largest relative changes first, at most {MAX_ROWS}")
    findings: list[Finding] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


# --- reading ---------------------------------------------------------------------------------------

def checkpoint_format(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".safetensors":
        return "safetensors"
    if suffix == ".npz":
        return "npz"
    if suffix in TORCH_SUFFIXES:
        return "torch"
    with path.open("rb") as fh:
        head = fh.read(16)
    if head[:2] == b"PK":
        return "npz" if zipfile.is_zipfile(path) and _is_npz(path) else "torch"
    if len(head) >= 9 and head[8:9] == b"{":
        return "safetensors"
    raise InputError(f"{path}: unknown checkpoint type; give a .safetensors, .pt/.pth/.bin/.ckpt or .npz file")


def _is_npz(path: Path) -> bool:
    with zipfile.ZipFile(path) as z:
        return all(n.endswith(".npy") for n in z.namelist())


def iter_tensors(path: str | Path, notes: list[str] | None = None) -> Iterator[tuple[str, np.ndarray]]:
    """(name, array) for every tensor of a checkpoint, read without executing anything from the file."""
    p = Path(path)
    if not p.exists():
        raise InputError(f"{p}: no such file; give the path of a checkpoint (.safetensors, .pt, .npz)")
    if p.is_dir():
        raise InputError(f"{p} is a folder: give one checkpoint file (e.g. {p}/model.safetensors)")
    notes = notes if notes is not None else []
    kind = checkpoint_format(p)
    if kind == "safetensors":
        yield from _safetensors(p, notes)
    elif kind == "npz":
        yield from _npz(p)
    else:
        yield from _torch(p, notes)


def _safetensors(path: Path, notes: list[str]) -> Iterator[tuple[str, np.ndarray]]:
    size = path.stat().st_size
    with path.open("rb") as fh:
        raw = fh.read(8)
        if len(raw) < 8:
            raise ParseError(f"{path}: too short for a safetensors file")
        (n,) = struct.unpack("<Q", raw)
        if n > min(size - 8, 100 << 20):
            raise ParseError(f"{path}: not a safetensors file (header length {n:,} does not fit the file)")
        try:
            header = json.loads(fh.read(n))
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise ParseError(f"{path}: not a safetensors file (the header is not JSON)") from None
    base = 8 + n
    data = np.memmap(path, dtype=np.uint8, mode="r") if size > base else np.zeros(0, dtype=np.uint8)
    for name, info in header.items():
        if name == "__metadata__" or not isinstance(info, dict):
            continue
        dtype, shape = info.get("dtype"), [int(d) for d in info.get("shape", [])]
        start, end = (int(v) for v in info["data_offsets"])
        chunk = data[base + start: base + end]
        if dtype in _ST_DTYPES:
            arr = chunk.view(_ST_DTYPES[dtype]).reshape(shape)
        elif dtype == "BF16":  # the top 16 bits of a float32
            arr = (chunk.view("<u2").astype(np.uint32) << 16).view(np.float32).reshape(shape)
        else:
            notes.append(f"{name}: dtype {dtype} not decoded (statistics skipped)")
            continue
        yield name, arr


def _npz(path: Path) -> Iterator[tuple[str, np.ndarray]]:
    try:
        with np.load(path, allow_pickle=False) as z:
            for name in z.files:
                yield name, z[name]
    except ValueError as exc:
        if "pickle" in str(exc).lower():
            raise InputError(f"{path}: holds pickled Python objects; refused (loading would run code). "
                             "Save plain arrays with np.savez") from None
        raise ParseError(f"{path}: not a readable .npz ({exc})") from None


_GLOBAL = re.compile(r"(?:GLOBAL|global)\s+([\w.]+)")
_SKIP_KEYS = {"optimizer", "optimizer_states", "optimizer_state_dict", "lr_schedulers", "scheduler", "callbacks",
              "loops", "scaler", "amp"}
_WRAPPERS = ("state_dict", "model_state_dict", "model", "module", "ema", "model_ema", "net", "weights")


def _torch(path: Path, notes: list[str]) -> Iterator[tuple[str, np.ndarray]]:
    torch = require("torch", "torch", f"reading the PyTorch checkpoint {path.name}")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # protocol-version chatter from the safe unpickler
            obj = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:  # torch raises UnpicklingError (and RuntimeError for corrupt zips)
        text = str(exc)
        if isinstance(exc, pickle.UnpicklingError) or "weights_only" in text.lower():
            found = _GLOBAL.search(text)
            what = f" (it asks for {found.group(1)})" if found else ""
            raise InputError(
                f"{path}: refused: this pickle needs more than tensors and plain containers to load{what}, and "
                "unpickling it would run that code. If you trust the file, re-save its state_dict with "
                "safetensors or torch.save(model.state_dict()) and inspect that") from None
        raise ParseError(f"{path}: not a readable PyTorch checkpoint ({text.splitlines()[0][:120]})") from None
    state = _unwrap(obj)
    flat: list[tuple[str, Any]] = []
    _flatten(state, "", flat)
    if not flat:
        raise ParseError(f"{path}: no tensors found in this checkpoint")
    for name, t in flat:
        if t.is_quantized:
            t = t.dequantize()
        if t.is_complex():
            notes.append(f"{name}: complex tensor skipped")
            continue
        yield name, t.detach().to("cpu").float().numpy() if t.is_floating_point() else t.detach().cpu().numpy()


def _unwrap(obj: Any) -> Any:
    for _ in range(3):
        if isinstance(obj, dict):
            inner = next((obj[k] for k in _WRAPPERS if isinstance(obj.get(k), dict) and obj[k]), None)
            if inner is not None:
                obj = inner
                continue
        break
    return obj


def _flatten(obj: Any, prefix: str, out: list[tuple[str, Any]]) -> None:
    import torch

    if isinstance(obj, torch.Tensor):
        out.append((prefix or "tensor", obj))
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if str(k) in _SKIP_KEYS:
                continue
            _flatten(v, f"{prefix}.{k}" if prefix else str(k), out)
    elif isinstance(obj, list | tuple):
        for i, v in enumerate(obj):
            _flatten(v, f"{prefix}.{i}" if prefix else str(i), out)


# --- statistics ------------------------------------------------------------------------------------

def tensor_stats(name: str, arr: np.ndarray) -> TensorStats:
    """Norm, mean, std, NaN/Inf counts, zero fraction, distinct values and anomaly flags of one tensor."""
    shape = [int(d) for d in arr.shape]
    stats = TensorStats(name=name, shape=shape, dtype=str(arr.dtype))
    if arr.size == 0:
        return stats
    x = np.asarray(arr)
    if x.dtype == np.bool_:
        x = x.astype(np.float32)
    x = x.reshape(-1)
    if np.issubdtype(x.dtype, np.floating):
        finite = np.isfinite(x)
        stats.nan = int(np.isnan(x).sum())
        stats.inf = int(x.size - finite.sum() - stats.nan)
        if stats.nan or stats.inf:
            x = x[finite]
    if x.size == 0:
        stats.flags.append("nan" if stats.nan else "inf")
        return stats
    sq = np.sum(np.square(x, dtype=np.float64))
    stats.norm = _r(np.sqrt(sq))
    stats.mean = _r(np.mean(x, dtype=np.float64))
    stats.std = _r(np.std(x, dtype=np.float64))
    stats.max_abs = _r(np.max(np.abs(x)))
    stats.zero_frac = _r(float(np.count_nonzero(x == 0)) / x.size) or 0.0
    sample = x if x.size <= DISTINCT_SAMPLE else x[:: x.size // DISTINCT_SAMPLE + 1]
    levels = np.unique(sample)
    if levels.size <= DISTINCT_MAX and sample.size < x.size:
        levels = np.unique(x)
    # a handful of distinct values means quantized only in a tensor much larger than that handful
    stats.distinct = int(levels.size) if levels.size <= DISTINCT_MAX and x.size > 4 * DISTINCT_MAX else None
    stats.flags = _flags(stats, x.size, float(np.sqrt(sq / x.size)))
    return stats


def _r(v: float) -> float | None:
    v = float(v)
    return float(f"{v:.5g}") if np.isfinite(v) else None


def _flags(s: TensorStats, count: int, rms: float) -> list[str]:
    flags = []
    if s.nan:
        flags.append("nan")
    if s.inf:
        flags.append("inf")
    matrix = len(s.shape) >= 2 and count > 1 and s.dtype.startswith(("float", "bfloat"))
    if matrix and s.zero_frac == 1.0:
        flags.append("all_zero")
    elif matrix and (s.distinct == 1 or s.std == 0):
        flags.append("constant")
    elif matrix and s.distinct is not None and s.distinct <= 3 and s.zero_frac >= COLLAPSED_ZEROS:
        flags.append("collapsed_to_zero_level")
    if s.dtype.startswith("float") and (rms > HUGE_RMS or (s.max_abs or 0) > HUGE_ABS):
        flags.append("huge")
    return flags


def inspect_checkpoint(path: str | Path) -> CheckpointReport:
    """Per-tensor statistics of a checkpoint, anomalies flagged, as findings too."""
    notes: list[str] = []
    p = Path(path)
    rows = [tensor_stats(name, arr) for name, arr in iter_tensors(p, notes)]
    if not rows:
        raise ParseError(f"{p}: no tensors found in this checkpoint")
    dtypes: dict[str, int] = {}
    for r in rows:
        dtypes[r.dtype] = dtypes.get(r.dtype, 0) + 1
    quantized = sum(1 for r in rows if r.distinct is not None and len(r.shape) >= 2 and r.distinct > 1)
    params = int(sum(int(np.prod(r.shape)) for r in rows))
    flagged = [r for r in rows if r.flags]
    rest = sorted((r for r in rows if not r.flags), key=lambda r: -int(np.prod(r.shape)))
    shown = (flagged + rest)[:MAX_ROWS]
    if len(rows) > MAX_ROWS:
        notes.append(f"{len(rows)} tensors; showing {MAX_ROWS} (flagged first, then the largest)")
    return CheckpointReport(source=str(p), format=checkpoint_format(p), tensors=len(rows), parameters=params,
                            dtypes=dtypes, quantized_tensors=quantized, layers=shown,
                            findings=checkpoint_findings(rows, p.name), notes=notes)


def _names(names: list[str], limit: int = 4) -> str:
    return ", ".join(names[:limit]) + (f" and {len(names) - limit} more" if len(names) > limit else "")


def checkpoint_findings(rows: list[TensorStats], source: str) -> list[Finding]:
    found = []
    bad = [r for r in rows if "nan" in r.flags or "inf" in r.flags]
    if bad:
        found.append(Finding(
            symptom="nan_inf", severity="critical", confidence=0.95, metric="weights",
            evidence=[f"{source}: NaN/Inf weights in {_names([r.name for r in bad])} "
                      f"({bad[0].name}: {bad[0].nan:,} NaN, {bad[0].inf:,} Inf)"],
            facts={"nan_tensors": len(bad), "first_nan_tensor": bad[0].name}, detector="checkpoint"))
    dead = [r for r in rows if {"all_zero", "constant", "collapsed_to_zero_level"} & set(r.flags)]
    if dead:
        r = dead[0]
        how = ("all zeros" if "all_zero" in r.flags else f"one value ({r.mean})" if "constant" in r.flags
               else f"{r.zero_frac * 100:.0f}% zeros among {r.distinct} levels")
        found.append(Finding(
            symptom="weight_collapse", severity="critical", confidence=0.85, metric="weights",
            evidence=[f"{source}: {_names([x.name for x in dead])} collapsed ({r.name}: {how})"],
            facts={"collapsed_tensors": len(dead), "collapsed_layer": r.name}, detector="checkpoint"))
    huge = [r for r in rows if "huge" in r.flags]
    if huge:
        r = max(huge, key=lambda x: x.max_abs or 0)
        found.append(Finding(
            symptom="weight_growth", severity="warning", confidence=0.6, metric="weights",
            evidence=[f"{source}: huge weights in {_names([x.name for x in huge])} ({r.name}: max |w| "
                      f"{r.max_abs}, std {r.std}; trained weights usually sit within 0.01-1)"],
            facts={"huge_tensors": len(huge), "largest_layer": r.name, "max_abs_weight": r.max_abs},
            detector="checkpoint"))
    return found


# --- comparing -------------------------------------------------------------------------------------

def compare_checkpoints(a: str | Path, b: str | Path) -> CheckpointComparison:
    """Per-tensor relative change from checkpoint `a` to `b`: frozen tensors, blown-up tensors, new NaN."""
    notes: list[str] = []
    first = dict(iter_tensors(a, notes))
    out = CheckpointComparison(a=str(a), b=str(b), common=0, notes=notes)
    changes: list[TensorChange] = []
    seen: set[str] = set()
    for name, y in iter_tensors(b, notes):
        seen.add(name)
        x = first.get(name)
        if x is None:
            out.only_in_b.append(name)
            continue
        if x.shape != y.shape:
            out.shape_changed.append(name)
            continue
        out.common += 1
        xf, yf = np.asarray(x, dtype=np.float64).reshape(-1), np.asarray(y, dtype=np.float64).reshape(-1)
        na, nb = float(np.linalg.norm(xf)), float(np.linalg.norm(yf))
        delta = float(np.linalg.norm(yf - xf)) if np.isfinite(nb) else float("nan")
        rel = delta / na if na > 0 else (0.0 if delta == 0 else float("inf"))
        changes.append(TensorChange(name=name, norm_a=_r(na), norm_b=_r(nb), relative_change=_r(rel)))
        if np.array_equal(xf, yf):
            out.unchanged.append(name)
        elif not np.isfinite(nb) or (na > 0 and nb / na >= BLOWUP):
            out.blown_up.append(name)
    out.only_in_a = [n for n in first if n not in seen]
    if out.common == 0:
        raise InputError(f"{a} and {b} share no tensor names of the same shape: are they the same model?")
    moved = [c.relative_change for c in changes if c.relative_change is not None and c.relative_change > 0]
    out.median_relative_change = _r(float(np.median(moved))) if moved else 0.0
    changes.sort(key=lambda c: -(c.relative_change if c.relative_change is not None else float("inf")))
    out.changes = changes[:MAX_ROWS]
    out.findings = _comparison_findings(out, Path(a).name, Path(b).name)
    return out


def _comparison_findings(c: CheckpointComparison, a: str, b: str) -> list[Finding]:
    found = []
    if c.unchanged and len(c.unchanged) < c.common:
        found.append(Finding(
            symptom="vanishing_gradients", severity="warning", confidence=0.6, metric="weights",
            evidence=[f"frozen between {a} and {b}: {_names(c.unchanged)} ({len(c.unchanged)} of {c.common} "
                      f"tensors) are bit-identical while the rest moved (median change "
                      f"{c.median_relative_change}); no update reaches them (requires_grad off, missing from "
                      "the optimizer, or cut from the graph)"],
            facts={"pattern": "frozen", "no_gradient_flow": True, "unchanged_tensors": len(c.unchanged),
                   "first_frozen_layer": c.unchanged[0]}, detector="checkpoint"))
    elif c.unchanged and len(c.unchanged) == c.common:
        found.append(Finding(
            symptom="not_learning", severity="warning", confidence=0.5, metric="weights",
            evidence=[f"{a} and {b} hold identical weights: the optimizer did not change anything between them"],
            facts={"identical_checkpoints": True}, detector="checkpoint"))
    if c.blown_up:
        top = next((x for x in c.changes if x.name == c.blown_up[0]), None)
        grew = f" (norm {top.norm_a} -> {top.norm_b})" if top else ""
        found.append(Finding(
            symptom="weight_growth", severity="critical", confidence=0.7, metric="weights",
            evidence=[f"blew up from {a} to {b}: {_names(c.blown_up)}{grew}"],
            facts={"blown_up_tensors": len(c.blown_up), "growing_layer": c.blown_up[0]}, detector="checkpoint"))
    return found


# --- run folders -----------------------------------------------------------------------------------

def _natural(path: Path) -> tuple:
    return tuple(int(t) if t.isdigit() else t for t in re.split(r"(\d+)", path.as_posix()))


def checkpoint_files(folder: Path) -> list[Path]:
    """Model checkpoints in a run folder, oldest first (by the step numbers in their paths)."""
    files = [f for f in folder.rglob("*") if f.is_file() and f.suffix.lower() in SUFFIXES
             and not NOT_WEIGHTS.search(f.name) and not any(p.startswith(".") for p in f.parts[-3:])]
    return sorted(files, key=_natural)


def findings_for_path(path: str | Path) -> list[Finding]:
    """Findings from the newest checkpoint in a run folder, and from comparing it with the one before."""
    p = Path(path)
    files = checkpoint_files(p) if p.is_dir() else [p]
    files = [f for f in files if f.stat().st_size <= MAX_FOLDER_BYTES][-2:]
    found: list[Finding] = []
    try:
        if files:
            found += inspect_checkpoint(files[-1]).findings
        if len(files) == 2 and files[0].suffix == files[1].suffix:
            found += compare_checkpoints(files[0], files[1]).findings
    except TraindiagError:
        return found  # refused or unreadable checkpoints add nothing to the log's diagnosis
    return found

"""Per-layer statistics files -> one tidy long frame (step, layer, stat, value). No torch needed.

Accepted inputs:
- the probe's JSONL (``traindiag.probe/1``, see `traindiag.probe`) and any JSON/JSONL of nested records
  ``{step, layers: {name: {grad_norm, weight_norm, update_ratio}}, activations: {name: {zero_frac,
  dead_frac, saturated_frac}}}``;
- flat JSONL/JSON/CSV/TSV rows whose columns name a statistic and a layer, either way round:
  ``grad_norm/<layer>``, ``<layer>/grad_norm``, ``gradients/<layer>`` (a number, or a W&B histogram
  ``{"_type": "histogram", "bins": [...], "values": [...]}`` turned into its L2 norm);
- TensorBoard event files: per-layer scalars with the same tag patterns, and histograms
  (``add_histogram`` HistogramProto, or TF2 tensor histograms) under ``gradients/<layer>``,
  ``grad/<layer>``, ``weights/<layer>`` or ``parameters/<layer>``: the L2 norm of the tensor is
  sqrt(sum_squares), exact for HistogramProto and from bucket centres for TF2 histograms.

Canonical statistics: grad_norm, weight_norm, update_ratio, zero_frac, dead_frac, saturated_frac,
act_mean, act_std, and the flags no_grad / grad_nonfinite (1.0 when set).
"""

from __future__ import annotations

import csv
import io
import json
import math
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from traindiag.errors import InputError, ParseError

MAX_BYTES = 512 * 1024 * 1024
STEP_KEYS = ("step", "global_step", "_step", "trainer/global_step", "train/global_step", "iteration", "iter")
# How tools spell each statistic in a column or tag name (compared lower-case).
STAT_ALIASES: dict[str, str] = {
    "grad_norm": "grad_norm", "grad_norms": "grad_norm", "gradnorm": "grad_norm", "grad-norm": "grad_norm",
    "gradient_norm": "grad_norm", "gradients": "grad_norm", "gradient": "grad_norm", "grad": "grad_norm",
    "grads": "grad_norm", "grad_l2": "grad_norm",
    "weight_norm": "weight_norm", "param_norm": "weight_norm", "weights": "weight_norm",
    "parameters": "weight_norm", "params": "weight_norm", "weight": "weight_norm", "w_norm": "weight_norm",
    "update_ratio": "update_ratio", "update_to_weight": "update_ratio", "update_weight_ratio": "update_ratio",
    "update/weight": "update_ratio", "update_norm_ratio": "update_ratio",
    "zero_frac": "zero_frac", "zero_fraction": "zero_frac", "sparsity": "zero_frac",
    "dead_frac": "dead_frac", "dead_fraction": "dead_frac", "dead_units": "dead_frac",
    "saturated_frac": "saturated_frac", "saturation": "saturated_frac", "saturated_fraction": "saturated_frac",
    "act_mean": "act_mean", "act_std": "act_std",
}
# Keys inside nested per-layer / per-activation dicts.
NESTED_KEYS: dict[str, str] = {**STAT_ALIASES, "mean": "act_mean", "std": "act_std", "no_grad": "no_grad",
                               "grad_nonfinite": "grad_nonfinite"}
# Path parts that are prefixes or qualifiers of a global statistic, never a layer: "train/grad_norm",
# "grad_norm/total", "optim/grad_norm/clipped".
NOT_LAYERS = frozenset({"train", "training", "val", "valid", "validation", "eval", "test", "optim", "optimizer",
                        "trainer", "total", "global", "all", "norm", "l2", "mean", "max", "min", "clip", "clipped",
                        "before_clip", "after_clip", "pre_clip", "post_clip", "unclipped", "model"})
STATS = ("grad_norm", "weight_norm", "update_ratio", "zero_frac", "dead_frac", "saturated_frac",
         "act_mean", "act_std", "no_grad", "grad_nonfinite")


@dataclass
class LayerStats:
    """Per-layer statistics of one run, in long form, with what the file said about the model."""

    source: str
    frame: pd.DataFrame  # columns step (int64), layer (str), stat (str), value (float64)
    order: list[str] = field(default_factory=list)  # layers in model order, input side first
    shapes: dict[str, list[int]] = field(default_factory=dict)
    kinds: dict[str, str] = field(default_factory=dict)  # activation module -> relu / sigmoid / tanh / ...
    nonfinite: list[tuple[int, str, str]] = field(default_factory=list)  # (step, forward|backward, module)
    total_grad_norm: pd.Series | None = None  # the global norm per step when the file has it
    notes: list[str] = field(default_factory=list)

    def table(self, stat: str) -> pd.DataFrame:
        """Wide table of one statistic: rows = steps, columns = layers in model order."""
        rows = self.frame[self.frame["stat"] == stat]
        if rows.empty:
            return pd.DataFrame()
        wide = rows.pivot_table(index="step", columns="layer", values="value", aggfunc="last", dropna=False)
        order = dict.fromkeys(self.order)
        cols = [c for c in order if c in wide.columns] + [c for c in wide.columns if c not in order]
        return wide[cols].sort_index()

    @property
    def steps(self) -> tuple[int, int] | None:
        if self.frame.empty:
            return None
        return int(self.frame["step"].min()), int(self.frame["step"].max())


def parse_stat_name(name: str) -> tuple[str, str] | None:
    """'grad_norm/fc1.weight' or 'fc1.weight/grad_norm' -> ('grad_norm', 'fc1.weight'); None otherwise."""
    parts = [p for p in name.split("/") if p]
    if len(parts) < 2:
        return None
    for i, part in enumerate(parts):
        stat = STAT_ALIASES.get(part.lower())
        if stat is None:
            continue
        # the statistic first: everything after it is the layer; last: everything before it
        layer_parts = parts[i + 1:] if i < len(parts) - 1 else parts[:i]
        while layer_parts and layer_parts[0].lower() in NOT_LAYERS:
            layer_parts = layer_parts[1:]
        if not layer_parts or layer_parts[-1].lower() in NOT_LAYERS:
            return None
        return stat, "/".join(layer_parts)
    return None


class _Collector:
    """Gathers (step, layer, stat, value) rows, remembering the order layers first appear in."""

    def __init__(self, source: str) -> None:
        self.stats = LayerStats(source=source, frame=pd.DataFrame())
        self.steps: list[int] = []
        self.layers: list[str] = []
        self.names: list[str] = []
        self.values: list[float] = []
        self.totals: dict[int, float] = {}
        self._seen: set[str] = set()

    def add(self, step: int, layer: str, stat: str, value: Any) -> None:
        v = _number(value)
        if v is None:
            return
        self.steps.append(step)
        self.layers.append(layer)
        self.names.append(stat)
        self.values.append(v)
        if layer not in self._seen:
            self._seen.add(layer)
            if layer not in self.stats.order:
                self.stats.order.append(layer)

    def add_many(self, steps: np.ndarray, layer: str, stat: str, values: np.ndarray) -> None:
        """`add` for a whole series of one layer and statistic (floats already)."""
        self.steps.extend(steps.tolist())
        self.layers.extend([layer] * len(steps))
        self.names.extend([stat] * len(steps))
        self.values.extend(values.tolist())
        if len(steps) and layer not in self._seen:
            self._seen.add(layer)
            if layer not in self.stats.order:
                self.stats.order.append(layer)

    def build(self) -> LayerStats:
        s = self.stats
        s.frame = pd.DataFrame({"step": np.asarray(self.steps, dtype="int64"), "layer": self.layers,
                                "stat": self.names, "value": np.asarray(self.values, dtype="float64")})
        if self.totals:
            s.total_grad_norm = pd.Series(self.totals, dtype="float64").sort_index()
        return s


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, dict) and value.get("_type") == "histogram":
        return _histogram_norm(value.get("bins"), value.get("values"))
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


def _histogram_norm(edges: Any, counts: Any) -> float | None:
    """L2 norm of the values a histogram counts, taking each bucket at its centre."""
    try:
        e = np.asarray(edges, dtype="float64")
        c = np.asarray(counts, dtype="float64")
    except (TypeError, ValueError):
        return None
    if e.size == c.size + 1:
        centres = (e[:-1] + e[1:]) / 2
    elif e.size == c.size:  # some writers give left edges only
        centres = e
    else:
        return None
    return float(np.sqrt(np.sum(c * centres * centres)))


# --- JSON / JSONL / CSV ------------------------------------------------------------------------------

def read_layer_stats(path: str | Path) -> LayerStats:
    """Read one per-layer statistics file (probe JSONL, nested/flat JSON(L), CSV, TensorBoard events)."""
    p = Path(path)
    if not p.exists():
        raise InputError(f"{p}: no such file; give the gradient-statistics file (e.g. grad_stats.jsonl)")
    if p.is_dir():
        raise InputError(f"{p} is a folder: give one statistics file, or run `traindiag diagnose` on the folder")
    if p.stat().st_size > MAX_BYTES:
        raise InputError(f"{p}: over 512 MB; record fewer steps (probe every=...) or pass a slice of the file")
    if "tfevents" in p.name:
        stats = read_tensorboard(p)
    else:
        data = p.read_bytes()
        if p.suffix.lower() in (".csv", ".tsv"):
            stats = _read_csv(data.decode("utf-8", "replace"), str(p), "\t" if p.suffix.lower() == ".tsv" else ",")
        else:
            stats = _read_json(data.decode("utf-8", "replace"), str(p))
    if stats.frame.empty:
        raise ParseError(f"{p}: no per-layer statistics found; expected the probe's JSONL, columns like "
                         "grad_norm/<layer> or <layer>/grad_norm, nested {step, layers: {...}} records, or "
                         "TensorBoard gradients/<layer> histograms")
    return stats


def _records(text: str, source: str) -> list[dict[str, Any]]:
    stripped = text.lstrip()
    if stripped.startswith("["):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ParseError(f"{source}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
        return [r for r in data if isinstance(r, dict)]
    if stripped.startswith("{") and "\n{" not in stripped.rstrip():
        try:
            data = json.loads(text)
        except json.JSONDecodeError:
            data = None
        if isinstance(data, dict):
            inner = data.get("records") or data.get("steps") or data.get("log_history")
            return [r for r in inner if isinstance(r, dict)] if isinstance(inner, list) else [data]
    out = []
    bad = 0
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            bad += 1  # a line cut short by a run still writing
            continue
        if isinstance(rec, dict):
            out.append(rec)
    if not out:
        raise ParseError(f"{source}: no JSON records found; expected one JSON object per line")
    return out


def _step_of(rec: dict[str, Any], index: int) -> int:
    for key in STEP_KEYS:
        v = rec.get(key)
        if isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v):
            return int(v)
    return index


def _read_json(text: str, source: str) -> LayerStats:
    return layer_stats_from_records(_records(text, source), source)


def layer_stats_from_records(records: list[dict[str, Any]], source: str) -> LayerStats:
    """Probe, nested or flat records (already parsed JSON objects) -> `LayerStats`."""
    col = _Collector(source)
    for i, rec in enumerate(records):
        if rec.get("type") == "header":
            _header(col.stats, rec)
            continue
        step = _step_of(rec, i)
        nested = False
        for group, default_kind in (("layers", None), ("params", None), ("activations", "activation")):
            block = rec.get(group)
            if not isinstance(block, dict):
                continue
            nested = True
            for layer, stats in block.items():
                if not isinstance(stats, dict):
                    continue
                if default_kind and isinstance(stats.get("kind"), str):
                    col.stats.kinds.setdefault(layer, stats["kind"])
                for key, value in stats.items():
                    stat = NESTED_KEYS.get(key)
                    if stat is not None:
                        col.add(step, layer, stat, value)
                if stats.get("grad_nonfinite") is None and group != "activations" \
                        and "grad_norm" in stats and stats["grad_norm"] is None:
                    col.add(step, layer, "grad_nonfinite", 1.0)
        bad = rec.get("nonfinite")
        if isinstance(bad, dict):
            col.stats.nonfinite += [(step, phase, str(m)) for phase, m in bad.items() if m]
        total = rec.get("grad_norm")
        if nested and isinstance(total, int | float):
            col.totals[step] = float(total)
        if not nested:
            for key, value in rec.items():
                parsed = parse_stat_name(key)
                if parsed is not None:
                    col.add(step, parsed[1], parsed[0], value)
    return col.build()


def _header(stats: LayerStats, rec: dict[str, Any]) -> None:
    params = rec.get("params")
    if isinstance(params, dict):
        for name, info in params.items():
            stats.order.append(name)
            if isinstance(info, dict) and isinstance(info.get("shape"), list):
                stats.shapes[name] = [int(d) for d in info["shape"]]
    modules = rec.get("modules")
    if isinstance(modules, dict):
        stats.kinds.update({k: str(v) for k, v in modules.items()})


def _read_csv(text: str, source: str, delimiter: str) -> LayerStats:
    try:
        frame = pd.read_csv(io.StringIO(text), sep=delimiter, quoting=csv.QUOTE_MINIMAL)
    except (pd.errors.ParserError, pd.errors.EmptyDataError) as exc:
        raise ParseError(f"{source}: not a readable CSV ({str(exc).splitlines()[0]})") from None
    step_col = next((c for c in frame.columns if str(c).strip().lower() in STEP_KEYS), None)
    steps = (pd.to_numeric(frame[step_col], errors="coerce") if step_col is not None
             else pd.Series(np.arange(len(frame)), index=frame.index))
    col = _Collector(source)
    parts = []
    for name in frame.columns:
        parsed = parse_stat_name(str(name))
        if parsed is None:
            continue
        values = pd.to_numeric(frame[name], errors="coerce")
        keep = values.notna() & steps.notna()
        if parsed[1] not in col.stats.order:
            col.stats.order.append(parsed[1])
        parts.append(pd.DataFrame({"step": steps[keep].astype("int64").to_numpy(), "layer": parsed[1],
                                   "stat": parsed[0], "value": values[keep].to_numpy(dtype="float64")}))
    stats = col.build()
    if parts:
        stats.frame = pd.concat(parts, ignore_index=True)
    return stats


# --- TensorBoard --------------------------------------------------------------------------------------

_F32 = struct.Struct("<f")
_F64 = struct.Struct("<d")


def read_tensorboard(path: Path) -> LayerStats:
    """Per-layer scalars and histograms of one event file (the scalar reader skips histograms). Plain
    scalar records are decoded in bulk by the scalar reader's numpy path; only the rest (histograms,
    tensors) go through the protobuf walker one by one."""
    from traindiag.ingest.formats.tensorboard import simple_scalars
    from traindiag.ingest.run import RunBuilder

    data = path.read_bytes()
    col = _Collector(str(path))
    try:
        decoded, slow_offsets, slow_lengths = simple_scalars(data, RunBuilder(path.name, "tensorboard", str(path)))
    except ParseError:
        return col.build()
    # Layers are listed in the order the file first mentions them (the model's order, as logged).
    first_at: dict[str, int] = {}
    for tag, (steps, values, _walls, first) in decoded.items():
        parsed = parse_stat_name(tag)
        if parsed is not None:
            col.add_many(steps, parsed[1], parsed[0], values)
            first_at[parsed[1]] = min(first_at.get(parsed[1], first), first)
    buf = memoryview(data)
    for start, length in zip(slow_offsets.tolist(), slow_lengths.tolist(), strict=True):
        before = len(col.layers)
        try:
            _tb_event(buf, start, start + length, col)
        except (ValueError, IndexError, struct.error):
            col.stats.notes.append("an undecodable event record was skipped")
        for layer in col.layers[before:]:
            first_at[layer] = min(first_at.get(layer, start), start)
    col.stats.order.sort(key=lambda layer: first_at.get(layer, len(data)))
    return col.build()


def _tb_event(buf: memoryview, start: int, end: int, col: _Collector) -> None:
    from traindiag.ingest.formats.tensorboard import event_summary, proto_fields

    _wall, step, values = event_summary(buf, start, end)
    for value in values:
        tag, scalar, histo, tensor = "", None, None, None
        for n2, w2, v2 in proto_fields(buf, *value):
            if n2 == 1 and w2 == 2:
                tag = bytes(buf[v2[0]: v2[1]]).decode("utf-8", "replace")
            elif n2 == 2 and w2 == 5:
                scalar = _F32.unpack_from(buf, v2[0])[0]
            elif n2 == 5 and w2 == 2:
                histo = v2
            elif n2 == 8 and w2 == 2:
                tensor = v2
        parsed = parse_stat_name(tag)
        if parsed is None:
            continue
        stat, layer = parsed
        if scalar is not None:
            col.add(step, layer, stat, scalar)
        elif histo is not None:
            col.add(step, layer, stat, _histo_norm(buf, histo))
        elif tensor is not None:
            col.add(step, layer, stat, _tensor_value(buf, tensor))


def _histo_norm(buf: memoryview, span: tuple[int, int]) -> float | None:
    """HistogramProto: sum_squares (field 5, double) -> L2 norm of the recorded tensor."""
    from traindiag.ingest.formats.tensorboard import proto_fields

    for number, wire, value in proto_fields(buf, *span):
        if number == 5 and wire == 1:
            return math.sqrt(max(_F64.unpack_from(buf, value[0])[0], 0.0))
    return None


def _tensor_value(buf: memoryview, span: tuple[int, int]) -> float | None:
    """A TF2 summary tensor: a scalar, or a [k, 3] histogram (left, right, count) -> its L2 norm."""
    from traindiag.ingest.formats.tensorboard import proto_fields

    dtype, dims, content, doubles, floats = 0, [], None, [], []
    for number, wire, value in proto_fields(buf, *span):
        if number == 1 and wire == 0:
            dtype = value
        elif number == 2 and wire == 2:
            for n2, _w2, dim in proto_fields(buf, *value):
                if n2 == 2:
                    dims += [size for n3, w3, size in proto_fields(buf, *dim) if n3 == 1 and w3 == 0]
        elif number == 4 and wire == 2:
            content = bytes(buf[value[0]: value[1]])
        elif number == 6 and wire == 2:
            doubles = list(struct.unpack_from(f"<{(value[1] - value[0]) // 8}d", buf, value[0]))
        elif number == 5 and wire == 2:
            floats = list(struct.unpack_from(f"<{(value[1] - value[0]) // 4}f", buf, value[0]))
    if content is not None and dtype in (1, 2):
        arr = np.frombuffer(content, dtype="<f4" if dtype == 1 else "<f8").astype("float64")
    else:
        arr = np.asarray(doubles or floats, dtype="float64")
    if arr.size == 1:
        return float(arr[0])
    if arr.size and arr.size % 3 == 0 and (len(dims) == 2 and dims[1] == 3 or not dims):
        rows = arr.reshape(-1, 3)
        centres = (rows[:, 0] + rows[:, 1]) / 2
        return float(np.sqrt(np.sum(rows[:, 2] * centres * centres)))
    return None

"""Per-layer statistics -> findings: which layers, at which steps, with which values.

Thresholds (from the reference tables; the ratios are judgement calls noted where made):
- vanishing: a layer's median gradient norm below 1e-7, or the input-side weight layers' gradients
  1,000x (three orders of magnitude) below the output side's with norms falling towards the input;
  "healthy" spreads stay within one to two orders of magnitude.
- frozen (no gradient flow): gradient never produced, or exactly zero at every sampled step; a
  gradient with no weight change means the parameter is missing from the optimizer.
- layer imbalance: weight layers whose median gradient norms span four orders of magnitude or more
  without the steady fall towards the input that marks vanishing gradients.
- exploding: global (or any layer's) gradient norm above 100, NaN/Inf gradients, or the global norm
  growing 10x across the sampled steps.
- dead ReLU: more than 40% of a ReLU's units zero for the whole batch (critical above 70%); where only
  the element-wise zero fraction is known, above 70% (a healthy ReLU sits near 50%).
- saturation: more than 30% of sigmoid/tanh outputs in the flat region (|pre-activation| > 3).
- weight growth: a layer's weight norm rising steadily to 3x its first sampled value (critical 10x);
  weight collapse: falling below 1% of it.
- update/weight ratio: about 1e-3 per step is healthy; a median above 0.1 moves weights by 10% a step
  (instability), below 1e-5 barely moves them (slow training). Two orders of magnitude either way.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from traindiag.analysis.findings import Finding
from traindiag.analysis.layers.readers import LayerStats
from traindiag.numbers import num, step

TINY_GRAD = 1e-7
DEPTH_DECAY = 1e3
DEPTH_DECAY_CRITICAL = 1e5
IMBALANCE = 1e4
EXPLODING = 100.0
EXPLODING_CRITICAL = 1e4
GRAD_GROWTH = 10.0
DEAD_UNITS = 0.4
DEAD_UNITS_CRITICAL = 0.7
ZERO_ELEMENTS = 0.7
SATURATED = 0.3
SATURATED_CRITICAL = 0.6
WEIGHT_GROWTH = 3.0
WEIGHT_GROWTH_CRITICAL = 10.0
WEIGHT_COLLAPSE = 0.01
UPDATE_HIGH = 0.1
UPDATE_LOW = 1e-5
MAX_NAMED = 4
RECENT = 3  # activation findings judge the last few samples: a layer that died stays dead

_NORM_WORDS = ("norm", "ln_", "ln.", "bn", "layernorm", "batchnorm")


def analyze_layers(stats: LayerStats, run: str = "") -> list[Finding]:
    """Every per-layer finding in `stats`, most severe first."""
    found: list[Finding] = []
    grads = stats.table("grad_norm")
    _dead(stats, found)
    frozen = _frozen(stats, grads, found)
    live = grads[[c for c in grads.columns if c not in frozen]] if not grads.empty else grads
    _tiny(live, found)
    _depth(stats, live, found)
    _exploding(stats, grads, found)
    _saturated(stats, found)
    _weights(stats, frozen, found)
    _update_ratio(stats, frozen, found)
    _nonfinite_origin(stats, found)
    for f in found:
        f.confidence = round(f.confidence, 2)
        f.detector = "layers"
        f.run = run
    found.sort(key=lambda f: ({"critical": 0, "warning": 1, "info": 2}[f.severity], -f.confidence))
    return found


# --- helpers ----------------------------------------------------------------------------------------

def _names(layers: list[str] | pd.Index) -> str:
    layers = list(layers)
    shown = ", ".join(layers[:MAX_NAMED])
    return shown + (f" and {len(layers) - MAX_NAMED} more" if len(layers) > MAX_NAMED else "")


def _at_all(steps: tuple[int, int], count: int) -> str:
    if count == 1:
        return f"at the sampled step {step(steps[0])}"
    return f"at all {count} sampled steps ({step(steps[0])}-{step(steps[1])})"


def _span(index: pd.Index) -> tuple[int, int]:
    return int(index.min()), int(index.max())


def rank_corr(a: np.ndarray, b: np.ndarray) -> float:
    """Spearman rank correlation (ties broken by position; enough for trends over a handful of points)."""
    ra, rb = np.argsort(np.argsort(a)), np.argsort(np.argsort(b))
    if ra.size < 2 or ra.std() == 0 or rb.std() == 0:
        return 0.0
    return float(np.corrcoef(ra, rb)[0, 1])


def is_weight_layer(stats: LayerStats, layer: str) -> bool:
    """Weight matrices and kernels (not biases or normalisation scales), judged from shape or name."""
    shape = stats.shapes.get(layer)
    if shape is not None:
        return len(shape) >= 2
    low = layer.lower()
    return not low.endswith("bias") and not any(w in low for w in _NORM_WORDS)


# --- gradients --------------------------------------------------------------------------------------

def _frozen(stats: LayerStats, grads: pd.DataFrame, found: list[Finding]) -> set[str]:
    """Layers no gradient reaches; also parameters whose gradient never changes the weights."""
    if grads.empty:
        return set()
    no_grad = stats.table("no_grad")
    zero = grads.fillna(0).eq(0).all()
    frozen = [c for c in grads.columns if zero[c] or (c in no_grad.columns and no_grad[c].fillna(0).gt(0).all())]
    if frozen:
        steps = _span(grads.index)
        never = [c for c in frozen if c in no_grad.columns]
        how = "no gradient was ever produced" if len(never) == len(frozen) else "gradient exactly 0"
        dead = next((f for f in found if f.symptom == "dead_relu" and f.severity == "critical"), None)
        blocker = (f"{dead.facts['dead_layer']} is a fully dead ReLU: no gradient passes through it to the layers "
                   "before it (nor reaches the weights reading its zeros)" if dead is not None else
                   "look for .detach(), torch.no_grad() or a non-differentiable op between these layers and "
                   "the loss")
        share = len(frozen) / grads.shape[1]
        found.append(Finding(
            symptom="vanishing_gradients", severity="critical", confidence=0.85 if share < 1 else 0.9,
            steps=steps, metric=f"grad_norm/{frozen[0]}",
            evidence=[f"frozen: {_names(frozen)} ({len(frozen)} of {grads.shape[1]} parameters): {how} "
                      f"{_at_all(steps, len(grads))}; no gradient flows to them",
                      blocker],
            facts={"pattern": "frozen", "no_gradient_flow": dead is None, "behind_dead_relu": dead is not None, "frozen_layers": len(frozen),
                   "first_frozen_layer": frozen[0], "all_frozen": share == 1},
        ))
    updates = stats.table("update_ratio")
    if not updates.empty:
        flowing = [c for c in grads.columns if c not in frozen]
        weights = stats.table("weight_norm")
        # a gradient too small to move a float32 weight (lr * g below its rounding) is not "missing"
        visible = {c for c in flowing if grads[c].median() >= TINY_GRAD and (
            c not in weights.columns or grads[c].median() > 1e-5 * weights[c].median())}
        still = [c for c in flowing if c in visible and c in updates.columns and updates[c].notna().any()
                 and updates[c].fillna(0).eq(0).all()]
        if still:
            steps = _span(updates.index)
            found.append(Finding(
                symptom="vanishing_gradients", severity="critical", confidence=0.8, steps=steps,
                metric=f"update_ratio/{still[0]}",
                evidence=[f"{_names(still)}: gradients flow (median {num(float(grads[still[0]].median()))}) but the "
                          f"weights never change at {len(updates)} sampled steps: these parameters are not in the "
                          "optimizer (or their lr is 0)"],
                facts={"pattern": "not_in_optimizer", "no_gradient_flow": True, "unchanged_layers": len(still),
                       "first_unchanged_layer": still[0]},
            ))
            frozen.extend(still)
    return set(frozen)


def _tiny(grads: pd.DataFrame, found: list[Finding]) -> None:
    if grads.empty:
        return
    med = grads.median()
    tiny = med[(med > 0) & (med < TINY_GRAD)]
    if tiny.empty:
        return
    worst = tiny.idxmin()
    rows = grads.index[grads[worst] < TINY_GRAD]
    found.append(Finding(
        symptom="vanishing_gradients", severity="critical" if len(tiny) == len(med) else "warning",
        confidence=0.8, steps=_span(rows), metric=f"grad_norm/{worst}",
        evidence=[f"{_names(list(tiny.index))}: median gradient norm below 1e-7 (lowest {worst}: "
                  f"{num(float(tiny.min()))}) over steps {step(rows.min())}-{step(rows.max())}"],
        facts={"pattern": "tiny", "tiny_layers": len(tiny), "smallest_layer": str(worst),
               "smallest_grad_norm": float(tiny.min())},
    ))


def _depth(stats: LayerStats, grads: pd.DataFrame, found: list[Finding]) -> None:
    """Gradients falling by orders of magnitude from the output side towards the input side."""
    weights = [c for c in grads.columns if is_weight_layer(stats, c)]
    med = grads[weights].median() if weights else pd.Series(dtype="float64")
    med = med[med > 0]
    if len(med) < 3:
        return
    logs = np.log10(med.to_numpy())
    depth = np.arange(len(logs))
    rho = rank_corr(logs, depth)
    k = max(1, len(logs) // 4)
    input_side, output_side = float(np.median(med.iloc[:k])), float(np.median(med.iloc[-k:]))
    spread = float(med.max() / med.min())
    steps = _span(grads.index)
    if rho >= 0.6 and output_side / input_side >= DEPTH_DECAY:
        ratio = output_side / input_side
        found.append(Finding(
            symptom="vanishing_gradients", severity="critical" if ratio >= DEPTH_DECAY_CRITICAL else "warning",
            confidence=float(min(0.9, 0.5 + 0.08 * np.log10(ratio))), steps=steps, metric=f"grad_norm/{med.index[0]}",
            evidence=[f"gradient norms fall {num(ratio)}x from the output side ({med.index[-1]}: "
                      f"{num(float(med.iloc[-1]))}) to the input side ({med.index[0]}: {num(float(med.iloc[0]))}), "
                      f"medians over steps {step(steps[0])}-{step(steps[1])}",
                      f"the fall is steady through {len(med)} weight layers (rank correlation with depth "
                      f"{rho:.2f}): gradients shrink at every layer on the way down"],
            facts={"pattern": "depth_decay", "decay_ratio": ratio, "input_layer": str(med.index[0]),
                   "output_layer": str(med.index[-1]), "input_grad_norm": float(med.iloc[0]),
                   "output_grad_norm": float(med.iloc[-1]), "depth_correlation": round(rho, 3)},
        ))
    elif spread >= IMBALANCE:
        low, high = med.idxmin(), med.idxmax()
        found.append(Finding(
            symptom="vanishing_gradients", severity="warning", confidence=0.45, steps=steps,
            metric=f"grad_norm/{low}",
            evidence=[f"layer imbalance: median gradient norms span {num(spread)}x across weight layers "
                      f"({high}: {num(float(med[high]))}, {low}: {num(float(med[low]))}); the starved layers "
                      "barely learn at a shared lr"],
            facts={"pattern": "imbalance", "spread": spread, "smallest_layer": str(low), "largest_layer": str(high)},
        ))


def _global_norm(stats: LayerStats, grads: pd.DataFrame) -> pd.Series:
    if stats.total_grad_norm is not None and len(stats.total_grad_norm):
        return stats.total_grad_norm
    return np.sqrt((grads.fillna(0) ** 2).sum(axis=1)) if not grads.empty else pd.Series(dtype="float64")


def _exploding(stats: LayerStats, grads: pd.DataFrame, found: list[Finding]) -> None:
    bad = stats.table("grad_nonfinite")
    bad_rows = bad.index[bad.fillna(0).gt(0).any(axis=1)] if not bad.empty else pd.Index([])
    total = _global_norm(stats, grads)
    finite = total[np.isfinite(total)]
    big = finite[finite > EXPLODING]
    evidence: list[str] = []
    facts: dict[str, float | int | str | bool | None] = {}
    rows: list[int] = []
    severity, confidence = "warning", 0.0
    if len(bad_rows):
        cols = [c for c in bad.columns if bad[c].fillna(0).gt(0).any()]
        evidence.append(f"NaN/Inf gradients in {_names(cols)} from step {step(bad_rows.min())}")
        facts.update(first_nonfinite_grad_step=int(bad_rows.min()), nonfinite_layers=len(cols))
        rows += [int(bad_rows.min()), int(bad_rows.max())]
        severity, confidence = "critical", 0.85
    if len(big):
        peak_step = int(big.idxmax())
        per_layer = grads.loc[peak_step].dropna() if peak_step in grads.index else pd.Series(dtype="float64")
        where = f"; largest in {per_layer.idxmax()} ({num(float(per_layer.max()))})" if len(per_layer) else ""
        evidence.append(f"gradient norm above 100 at {len(big)} of {len(finite)} sampled steps, peak "
                        f"{num(float(big.max()))} at step {step(peak_step)}{where}")
        facts.update(peak_grad_norm=float(big.max()), peak_step=peak_step, first_large_step=int(big.index.min()))
        rows += [int(big.index.min()), int(big.index.max())]
        if big.max() >= EXPLODING_CRITICAL:
            severity = "critical"
        confidence = max(confidence, min(0.9, 0.55 + 0.1 * float(np.log10(big.max() / EXPLODING) + 1)))
    if len(finite) >= 3 and finite.iloc[0] > 0:
        growth = float(finite.iloc[-RECENT:].median() / finite.iloc[:RECENT].median())
        if growth >= GRAD_GROWTH:
            evidence.append(f"global gradient norm grew {num(growth)}x over the run "
                            f"({num(float(finite.iloc[0]))} at step {step(finite.index[0])} -> "
                            f"{num(float(finite.iloc[-1]))} at step {step(finite.index[-1])})")
            facts["grad_growth"] = growth
            rows += [int(finite.index[0]), int(finite.index[-1])]
            confidence = max(confidence, 0.55)
    if evidence:
        found.append(Finding(symptom="exploding_gradients", severity=severity, confidence=confidence,
                             steps=(min(rows), max(rows)), metric="grad_norm", evidence=evidence, facts=facts))


# --- activations ------------------------------------------------------------------------------------

def _recent(table: pd.DataFrame) -> pd.Series:
    return table.iloc[-RECENT:].median()


def _dead(stats: LayerStats, found: list[Finding]) -> None:
    dead = stats.table("dead_frac")
    zero = stats.table("zero_frac")
    hits: list[tuple[str, float, float, str]] = []  # layer, recent, first, measure
    if not dead.empty:
        recent = _recent(dead)
        hits += [(c, float(recent[c]), float(dead[c].dropna().iloc[0]), "units") for c in dead.columns
                 if recent[c] > DEAD_UNITS]
    if not zero.empty:
        recent = _recent(zero)
        hits += [(c, float(recent[c]), float(zero[c].dropna().iloc[0]), "outputs") for c in zero.columns
                 if c not in dead.columns and recent[c] > ZERO_ELEMENTS]
    if not hits:
        return
    hits.sort(key=lambda h: -h[1])
    layer, worst, first, measure = hits[0]
    table = dead if measure == "units" else zero
    steps = _span(table.index)
    words = {"units": "of units output zero for the whole batch", "outputs": "of outputs are zero"}
    evidence = [f"{name}: {frac * 100:.0f}% {words[m]} at step {step(steps[1])}"
                + (f" (step {step(steps[0])}: {start * 100:.0f}%)" if steps[0] != steps[1] else "")
                for name, frac, start, m in hits[:MAX_NAMED]]
    found.append(Finding(
        symptom="dead_relu", severity="critical" if worst >= DEAD_UNITS_CRITICAL else "warning",
        confidence=float(min(0.95, 0.5 + worst / 2)), steps=steps, metric=f"{'dead' if measure == 'units' else 'zero'}_frac/{layer}",
        evidence=evidence,
        facts={"dead_fraction": round(worst, 4), "dead_layer": layer, "dead_layers": len(hits),
               "dead_at_first_sample": first >= DEAD_UNITS, "measure": measure},
    ))


def _saturated(stats: LayerStats, found: list[Finding]) -> None:
    sat = stats.table("saturated_frac")
    if sat.empty:
        return
    recent = _recent(sat)
    hits = recent[recent > SATURATED].sort_values(ascending=False)
    if hits.empty:
        return
    steps = _span(sat.index)
    worst = float(hits.iloc[0])
    found.append(Finding(
        symptom="saturation", severity="critical" if worst >= SATURATED_CRITICAL else "warning",
        confidence=float(min(0.9, 0.5 + worst / 2)), steps=steps, metric=f"saturated_frac/{hits.index[0]}",
        evidence=[f"{name}: {float(v) * 100:.0f}% of outputs in the flat region (|pre-activation| > 3) at step "
                  f"{step(steps[1])}" for name, v in hits.iloc[:MAX_NAMED].items()],
        facts={"saturated_fraction": round(worst, 4), "saturated_layer": str(hits.index[0]),
               "saturated_layers": len(hits)},
    ))


# --- weights and updates -----------------------------------------------------------------------------

def _weights(stats: LayerStats, frozen: set[str], found: list[Finding]) -> None:
    w = stats.table("weight_norm")
    if w.empty or len(w) < 3:
        return
    w = w[[c for c in w.columns if is_weight_layer(stats, c) and c not in frozen]]
    if w.empty:
        return
    first = w.bfill().iloc[0]
    last = w.ffill().iloc[-1]
    ratio = (last / first.where(first > 0)).dropna()
    rho = w.apply(lambda s: rank_corr(s.dropna().to_numpy(), np.arange(s.notna().sum()))
                  if s.notna().sum() >= 3 else np.nan)
    steps = _span(w.index)
    growing = ratio[(ratio >= WEIGHT_GROWTH) & (rho.reindex(ratio.index) >= 0.8)].sort_values(ascending=False)
    if not growing.empty:
        top = growing.index[0]
        found.append(Finding(
            symptom="weight_growth", severity="critical" if growing.iloc[0] >= WEIGHT_GROWTH_CRITICAL else "warning",
            confidence=float(min(0.85, 0.5 + 0.1 * np.log2(growing.iloc[0]))), steps=steps,
            metric=f"weight_norm/{top}",
            evidence=[f"{name}: weight norm grew {num(float(r))}x ({num(float(first[name]))} at step "
                      f"{step(steps[0])} -> {num(float(last[name]))} at step {step(steps[1])}), rising steadily"
                      for name, r in growing.iloc[:MAX_NAMED].items()],
            facts={"growth": float(growing.iloc[0]), "growing_layer": str(top), "growing_layers": len(growing)},
        ))
    collapsed = ratio[ratio <= WEIGHT_COLLAPSE].sort_values()
    if not collapsed.empty:
        top = collapsed.index[0]
        found.append(Finding(
            symptom="weight_collapse", severity="critical", confidence=0.75, steps=steps,
            metric=f"weight_norm/{top}",
            evidence=[f"{name}: weight norm fell to {num(float(r) * 100)}% of its first value ({num(float(first[name]))}"
                      f" -> {num(float(last[name]))} by step {step(steps[1])})"
                      for name, r in collapsed.iloc[:MAX_NAMED].items()],
            facts={"collapse_ratio": float(collapsed.iloc[0]), "collapsed_layer": str(top),
                   "collapsed_layers": len(collapsed)},
        ))


def _update_ratio(stats: LayerStats, frozen: set[str], found: list[Finding]) -> None:
    u = stats.table("update_ratio")
    if u.empty or any(f.symptom == "vanishing_gradients" for f in found):
        return  # small updates behind vanishing gradients are their consequence, not an lr problem
    u = u[[c for c in u.columns if c not in frozen and is_weight_layer(stats, c)]]
    if u.empty:
        return
    per_layer = u.median().dropna()
    per_layer = per_layer[per_layer > 0]
    if per_layer.empty:
        return
    typical = float(per_layer.median())
    steps = _span(u.index)
    facts = {"median_update_ratio": typical, "highest_update_layer": str(per_layer.idxmax()),
             "lowest_update_layer": str(per_layer.idxmin())}
    if typical > UPDATE_HIGH:
        found.append(Finding(
            symptom="divergence", severity="warning", confidence=0.4, steps=steps, metric="update_ratio",
            evidence=[f"update/weight ratio median {num(typical)} per step across {len(per_layer)} weight layers "
                      f"(healthy about 1e-3; highest {per_layer.idxmax()}: {num(float(per_layer.max()))}): each step "
                      "rewrites a tenth of the weights or more, the lr is too high"],
            facts={**facts, "update_ratio_high": True},
        ))
    elif typical < UPDATE_LOW:
        found.append(Finding(
            symptom="slow_convergence", severity="warning", confidence=0.45, steps=steps, metric="update_ratio",
            evidence=[f"update/weight ratio median {num(typical)} per step across {len(per_layer)} weight layers "
                      f"(healthy about 1e-3; lowest {per_layer.idxmin()}: {num(float(per_layer.min()))}): the "
                      "weights barely move, the lr is too low"],
            facts={**facts, "update_ratio_low": True},
        ))


def _nonfinite_origin(stats: LayerStats, found: list[Finding]) -> None:
    if not stats.nonfinite:
        return
    first_step = min(s for s, _, _ in stats.nonfinite)
    at_first = [(phase, module) for s, phase, module in stats.nonfinite if s == first_step]
    forward = next((m for p, m in at_first if p == "forward"), None)
    backward = next((m for p, m in at_first if p == "backward"), None)
    evidence = []
    if forward:
        evidence.append(f"first NaN/Inf in the forward pass: output of module {forward} at step {step(first_step)}")
    if backward:
        evidence.append(f"first NaN/Inf in the backward pass: gradient at the output of {backward} at step "
                        f"{step(first_step)}")
    last = max(s for s, _, _ in stats.nonfinite)
    found.append(Finding(
        symptom="nan_inf", severity="critical", confidence=0.9, steps=(first_step, last),
        metric="activations", evidence=evidence,
        facts={"first_nan_step": first_step, "nan_forward_module": forward, "nan_backward_module": backward},
    ))

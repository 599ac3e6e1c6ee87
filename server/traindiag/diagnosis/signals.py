"""Run facts the cause rules react to, each with the sentence that shows it in the user's numbers.

`settings()` merges what the user told us (`Context`) over what the log printed (`Run.hparams`) and what
the series show (the lr curve). `signals()` turns settings, series and findings into named flags
(``lr_high``, ``grad_rise_before_nan``, ``fp16``...) used by `diagnosis/causes.py`, plus `values`: the
formatted numbers the fix templates quote ("3e-4", "4,120").

Thresholds here are judgement calls about hyperparameters (not curve shapes, which live in
`analysis/thresholds.py`):
- lr "high": >= 5e-3 for Adam-family, >= 0.5 for SGD, >= 0.2 when the optimizer is unknown; "low":
  <= 1e-5 Adam, <= 1e-4 SGD; "tiny": below 1e-6 for any optimizer (the reference tables' figure).
- batch "small" below 16 (reference: noisy gradients), "large" from 512.
- data "small" below 10,000 samples; a model with 10+ parameters per training sample is over-parameterised
  enough that regularisation decides whether it memorises.
- weight decay "strong": >= 0.3 for decoupled (AdamW), >= 0.01 for L2-style; dropout "strong" >= 0.5.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from traindiag.analysis.detectors.base import starts_mid_run
from traindiag.analysis.findings import Finding
from traindiag.analysis.objective import objective
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run
from traindiag.numbers import lr as fmt_lr
from traindiag.numbers import num, step

# hparam spellings readers may leave un-canonicalised
_ALIASES: dict[str, tuple[str, ...]] = {
    "lr": ("lr", "learning_rate", "base_lr", "max_lr", "peak_lr"),
    "batch_size": ("batch_size", "per_device_train_batch_size", "train_batch_size", "global_batch_size",
                   "micro_batch_size"),
    "optimizer": ("optimizer", "optim", "opt"),
    "weight_decay": ("weight_decay", "wd", "l2"),
    "dropout": ("dropout", "dropout_rate", "hidden_dropout", "attention_dropout", "drop_rate", "p_dropout"),
    "warmup_steps": ("warmup_steps", "warmup", "lr_warmup_steps", "num_warmup_steps", "warmup_iters"),
    "max_grad_norm": ("max_grad_norm", "grad_clip", "clip_grad_norm", "gradient_clipping", "clip_grad",
                      "grad_clip_norm", "clip_norm"),
    "model_params": ("model_params", "num_params", "n_params", "params", "parameters", "total_params"),
    "dataset_size": ("dataset_size", "num_train_samples", "train_samples", "num_examples", "n_train"),
    "num_classes": ("num_classes", "n_classes", "num_labels", "classes"),
    "total_steps": ("total_steps", "max_steps", "train_iters", "num_training_steps", "max_iters"),
    "precision": ("precision", "dtype", "mixed_precision", "amp"),
    "workers": ("num_workers", "dataloader_num_workers", "workers"),
}


def _hp(hparams: dict[str, Any], key: str) -> Any:
    for name in _ALIASES.get(key, (key,)):
        if name in hparams and hparams[name] is not None and hparams[name] != "":
            return hparams[name]
    return None


def _float(v: Any) -> float | None:
    if isinstance(v, bool):
        return None
    try:
        f = float(str(v).replace(",", "").replace("_", "")) if isinstance(v, str) else float(v)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def _precision(context: Context, hparams: dict[str, Any]) -> str | None:
    if context.precision:
        return context.precision
    if hparams.get("fp16") in (True, "True", "true", 1):
        return "fp16"
    if hparams.get("bf16") in (True, "True", "true", 1):
        return "bf16"
    raw = _hp(hparams, "precision")
    if raw is None:
        return None
    text = str(raw).lower()
    for word, value in (("bf16", "bf16"), ("bfloat16", "bf16"), ("fp16", "fp16"), ("float16", "fp16"),
                        ("16-mixed", "fp16"), ("half", "fp16"), ("fp32", "fp32"), ("float32", "fp32"),
                        ("32", "fp32"), ("int8", "int8"), ("int4", "int4"), ("ternary", "ternary")):
        if word in text:
            return value
    return None


@dataclass
class Settings:
    """The run's configuration as far as we know it; None = unknown."""

    lr: float | None = None
    lr_source: str = ""
    optimizer: str | None = None
    batch_size: float | None = None
    precision: str | None = None
    weight_decay: float | None = None
    dropout: float | None = None
    warmup_steps: float | None = None
    max_grad_norm: float | None = None
    model_params: float | None = None
    dataset_size: float | None = None
    num_classes: int | None = None
    total_steps: float | None = None
    workers: float | None = None


def settings(run: Run | None, context: Context) -> Settings:
    hp = run.hparams if run is not None else {}
    s = Settings()
    lr_series = run.get("lr") if run is not None else pd.Series(dtype="float64")
    lr_finite = lr_series[np.isfinite(lr_series.to_numpy())] if len(lr_series) else lr_series
    if context.lr is not None:
        s.lr, s.lr_source = context.lr, "you"
    elif _float(_hp(hp, "lr")) is not None:
        s.lr, s.lr_source = _float(_hp(hp, "lr")), "log config"
    elif len(lr_finite) and float(lr_finite.max()) > 0:
        s.lr, s.lr_source = float(lr_finite.max()), "lr series peak"
    opt = context.optimizer or _hp(hp, "optimizer")
    s.optimizer = str(opt).lower() if opt is not None else None
    s.batch_size = float(context.batch_size) if context.batch_size else _float(_hp(hp, "batch_size"))
    s.precision = _precision(context, hp)
    s.weight_decay = _float(_hp(hp, "weight_decay"))
    s.dropout = _float(_hp(hp, "dropout"))
    s.warmup_steps = _float(_hp(hp, "warmup_steps"))
    clip = _hp(hp, "max_grad_norm")
    s.max_grad_norm = 0.0 if isinstance(clip, str) and clip.lower() in ("none", "false", "off") else _float(clip)
    s.model_params = context.model_params or _float(_hp(hp, "model_params"))
    s.dataset_size = context.dataset_size or _float(_hp(hp, "dataset_size"))
    k = context.num_classes or _float(_hp(hp, "num_classes"))
    s.num_classes = int(k) if k and k >= 2 else None
    s.total_steps = float(context.total_steps) if context.total_steps else _float(_hp(hp, "total_steps"))
    s.workers = _float(_hp(hp, "workers"))
    return s


def _family(optimizer: str | None) -> str:
    if not optimizer:
        return "unknown"
    if any(w in optimizer for w in ("adam", "lamb", "lion", "adafactor", "rmsprop", "sophia")):
        return "adaptive"
    if "sgd" in optimizer or "momentum" in optimizer or "nesterov" in optimizer:
        return "sgd"
    return "unknown"


_LR_HIGH = {"adaptive": 5e-3, "sgd": 0.5, "unknown": 0.2}
_LR_LOW = {"adaptive": 1e-5, "sgd": 1e-4, "unknown": 1e-6}
LR_TINY = 1e-6


@dataclass
class Signals:
    """Flags true for this run (name -> evidence sentence) and the numbers the fix templates quote."""

    flags: dict[str, str] = field(default_factory=dict)
    values: dict[str, str] = field(default_factory=dict)
    settings: Settings = field(default_factory=Settings)
    first_nan_step: int | None = None

    def copy_with(self, add: dict[str, str], drop: tuple[str, ...] = ()) -> Signals:
        flags = {k: v for k, v in self.flags.items() if k not in drop}
        flags.update(add)
        return Signals(flags, self.values, self.settings, self.first_nan_step)


def _nice(x: float) -> float:
    """Round to one significant digit (1, 2, 5 x 10^k): suggested numbers read as chosen, not computed."""
    if x <= 0:
        return x
    e = math.floor(math.log10(x))
    m = x / 10**e
    m = 1 if m < 1.5 else 2 if m < 3.5 else 5 if m < 7.5 else 10
    return m * 10**e


def _set_bad_at(values: dict[str, str], run: Run, bad: int, last_step: int) -> None:
    """Where to restart from: only worth saying when the trouble began after the first 5% of the run."""
    first = run.steps[0] if run.steps else 0
    if bad - first > 0.05 * max(last_step - first, 1):
        values["bad_step"] = step(bad)
        values["bad_at"] = f"{run.step_unit} {step(bad)}"


def _finite(s: pd.Series) -> pd.Series:
    if not len(s):
        return s
    values = s.to_numpy()
    ok = np.isfinite(values)
    if ok.all():
        return s
    # built from numpy: pandas boolean indexing is several times slower on 10M-point series
    return pd.Series(values[ok], index=pd.Index(s.index.to_numpy()[ok], name=s.index.name), name=s.name)


def _median(s: pd.Series) -> float:
    """Median of a series, on at most 100k evenly spread points (a robust level needs no more)."""
    v = s.to_numpy()
    if v.size > 100_000:
        v = v[np.linspace(0, v.size - 1, 100_000).astype(np.int64)]
    return float(np.median(v))


def _first_bad_step(run: Run, findings: dict[str, Finding]) -> int | None:
    f = findings.get("nan_inf")
    if f is not None:
        for key in ("first_nan_step", "first_bad_step", "first_step"):
            v = f.facts.get(key)
            if isinstance(v, int | float) and not isinstance(v, bool):
                return int(v)
        if f.steps:
            return int(f.steps[0])
    loss = run.get("train_loss")
    bad = ~np.isfinite(loss.to_numpy())
    return int(loss.index[bad.argmax()]) if bad.any() else None


def signals(run: Run | None, context: Context, findings: dict[str, Finding]) -> Signals:
    """Every flag that holds for `run`, given the merged findings (one per symptom)."""
    s = settings(run, context)
    out = Signals(settings=s)
    flags, values = out.flags, out.values
    fam = _family(s.optimizer)

    # -- learning rate
    # RL and preference fine-tunes run at 1e-7 to 1e-5 by design: supervised "low lr" thresholds do not apply
    supervised = run is None or objective(run) == "supervised"
    if s.lr is not None and s.lr > 0:
        values.update(lr=fmt_lr(s.lr), lr_div10=fmt_lr(s.lr / 10), lr_div3=fmt_lr(_nice(s.lr / 3)),
                      lr_x10=fmt_lr(s.lr * 10))
    if s.lr is not None and s.lr > 0 and supervised:
        if s.lr >= _LR_HIGH[fam]:
            flags["lr_high"] = f"lr {fmt_lr(s.lr)} is high for {s.optimizer or 'most optimizers'}"
        if s.lr <= _LR_LOW[fam]:
            flags["lr_low"] = f"lr {fmt_lr(s.lr)} is low{' for ' + s.optimizer if s.optimizer else ''}"
        if s.lr < LR_TINY:
            flags["lr_tiny"] = f"lr {fmt_lr(s.lr)} is below 1e-6: too small to move the weights"
    loss = run.get("train_loss") if run is not None else pd.Series(dtype="float64")
    if run is not None and not len(loss):
        loss = run.get("val_loss")
    finite_loss = _finite(loss)
    last_step = int(loss.index[-1]) if len(loss) else (run.steps[1] if run is not None and run.steps else 0)
    values["last_step"] = step(last_step)
    planned = s.total_steps if s.total_steps and s.total_steps > last_step else max(last_step, 1)
    warmup = int(min(max(_nice(0.03 * planned), 100), 5000))
    values.update(total_steps=str(int(planned)), warmup=step(warmup), warmup_code=str(warmup),
                  warmup_pct=num(round(min(warmup / planned, 0.3), 3)))

    lr_s = _finite(run.get("lr")) if run is not None else pd.Series(dtype="float64")
    if s.warmup_steps is not None:
        if s.warmup_steps > 0:
            flags["has_warmup"] = f"warmup of {step(s.warmup_steps)} steps configured"
        else:
            flags["no_warmup"] = "no warmup configured (warmup_steps = 0)"
    elif len(lr_s) >= 3 and lr_s.max() > 0 and not starts_mid_run(run, int(lr_s.index[0]), int(lr_s.index[-1])):
        # (an excerpt from mid-run holds no start: nothing is said about a warmup there)
        first, peak = float(lr_s.iloc[0]), float(lr_s.max())
        if first >= 0.95 * peak:
            flags["no_warmup"] = f"lr starts at its peak {fmt_lr(peak)} (no warmup)"
        elif first <= 0.5 * peak and int(lr_s.idxmax()) > int(lr_s.index[0]):
            flags["has_warmup"] = f"lr warms up to {fmt_lr(peak)} by step {step(int(lr_s.idxmax()))}"
    if len(lr_s) >= 5 and lr_s.min() > 0:
        peak, last = float(lr_s.max()), float(lr_s.iloc[-1])
        # an excerpt of a long schedule barely moves: "constant for the whole run" needs the whole run
        if peak / float(lr_s.min()) <= 1.001 and not starts_mid_run(run, int(lr_s.index[0]), int(lr_s.index[-1])):
            flags["lr_constant"] = f"lr constant at {fmt_lr(peak)} for the whole run"
        elif last <= 0.5 * peak:
            flags["lr_decays"] = f"lr decays from {fmt_lr(peak)} to {fmt_lr(last)}"
        values.update(lr_peak=fmt_lr(peak), lr_last=fmt_lr(last))
        span = int(lr_s.index[-1]) - int(lr_s.index[0])
        low = lr_s[lr_s < 0.01 * peak]
        if span > 0 and len(low) and int(low.index[0]) - int(lr_s.index[0]) < 0.5 * span \
                and float(lr_s.iloc[-1]) < 0.01 * peak:
            flags["lr_collapsed"] = (f"lr fell below 1% of its peak {fmt_lr(peak)} by step "
                                     f"{step(int(low.index[0]))}, before half the run")

    # -- clipping
    if s.max_grad_norm is not None:
        if s.max_grad_norm > 0:
            flags["clipping_on"] = f"gradients already clipped at {num(s.max_grad_norm)}"
        else:
            flags["no_clipping"] = "no gradient clipping configured"

    # -- gradient norms
    gn = _finite(run.get("grad_norm")) if run is not None else pd.Series(dtype="float64")
    if len(gn) >= 3:
        med, peak = _median(gn), float(gn.max())
        values["grad_peak"] = f"{num(peak)} (step {step(int(gn.idxmax()))})"
        if peak > 100:
            flags["grad_large"] = f"grad_norm reached {num(peak)} at step {step(int(gn.idxmax()))} (healthy 0.1-10)"
        if peak == 0:
            flags["grad_zero"] = f"grad_norm is 0 at all {len(gn):,} logged steps"
        elif med < 1e-7:
            flags["grad_tiny"] = f"median grad_norm {num(med)}: below 1e-7"
        else:
            flags["grad_flowing"] = f"grad_norm non-zero (median {num(med)}): gradients reach the weights"
        # per-layer norms logged beside the global one (grad_norm_first_layer, grad_norm/layer0...)
        layers = {m: _median(_finite(run.get(m))) for m in run.series
                  if m.startswith("grad_norm") and m != "grad_norm" and len(_finite(run.get(m)))}
        if layers and med > 0:
            name, low = min(layers.items(), key=lambda kv: kv[1])
            if low < 1e-3 * med:
                flags["layer_grad_vanishing"] = (f"{name} median {num(low)} is {num(med / max(low, 1e-30))}x below "
                                                 f"the global grad_norm {num(med)}: gradients vanish on the way down")
        if len(gn) >= 8 and gn.iloc[0] > 0:
            sample = gn.to_numpy()[np.linspace(0, len(gn) - 1, min(len(gn), 2000)).astype(int)]
            rho = float(np.corrcoef(sample.argsort().argsort(), np.arange(sample.size))[0, 1])
            early = float(gn.iloc[:3].median())
            growth = float(gn.iloc[-3:].median()) / early if early > 0 else 0.0  # a zero early median: no ratio
            if rho > 0.9 and growth > 3 and "nan_inf" not in findings:
                flags["grad_grows_steadily"] = (f"grad_norm grew steadily {num(growth)}x "
                                                f"({num(float(gn.iloc[0]))} -> {num(float(gn.iloc[-1]))})")
    # 1.0 is the usual global-norm clip (HF Trainer's default too); it only rescales rare large steps
    values["clip"] = "1.0"

    # -- NaN / Inf
    bad = _first_bad_step(run, findings) if run is not None else None
    out.first_nan_step = bad
    if bad is not None:
        values["first_nan_step"] = step(bad)
        _set_bad_at(values, run, bad, last_step)
        pos = int((finite_loss.index < bad).sum())
        nan_f = findings.get("nan_inf")
        if pos <= 3 or (last_step and bad <= 0.02 * max(planned, last_step)) or (
                nan_f is not None and nan_f.facts.get("nan_at_start") is True):
            flags["nan_early"] = f"loss non-finite already at step {step(bad)} ({pos} finite points before)"
        elif "divergence" not in findings:
            flags["nan_late"] = f"the NaN came after {pos:,} finite logged points (step {step(bad)}), not at the start"
        raw_gn = run.get("grad_norm")
        before = _finite(raw_gn.iloc[max(int(raw_gn.index.searchsorted(bad)) - 50, 0):int(raw_gn.index.searchsorted(bad))])
        if len(before) >= 4:
            base = float(before.iloc[: len(before) // 2].median())
            end = float(before.iloc[-2:].max())
            if base > 0 and end / base >= 10:
                flags["grad_rise_before_nan"] = (f"grad_norm rose {num(end / base)}x ({num(base)} -> {num(end)}) "
                                                 f"before the NaN at step {step(bad)}")
            elif base > 0 and end / base < 3:
                flags["grad_normal_before_nan"] = (f"grad_norm stayed normal ({num(base)} -> {num(end)}) up to "
                                                   f"the NaN at step {step(bad)}")
    elif "divergence" in findings and findings["divergence"].steps:
        _set_bad_at(values, run, findings["divergence"].steps[0], last_step)
    for sym in ("divergence", "exploding_gradients", "nan_inf"):
        f = findings.get(sym)
        if f is not None and f.steps and last_step and f.steps[0] <= 0.1 * max(planned, last_step) \
                and "no_warmup" in flags:
            flags["early_instability"] = f"{sym.replace('_', ' ')} from step {step(f.steps[0])}, early in the run"
            break

    # -- precision
    events = run.events if run is not None else []
    overflow = [e for e in events if e.kind in ("overflow", "loss_scale_change", "skipped_step")]
    if s.precision == "fp16":
        flags["fp16"] = "the run is fp16" + (" (you said so)" if context.precision else " (log config)")
    elif overflow or (run is not None and run.has("loss_scale")):
        what = f"{len(overflow)} overflow/loss-scale messages" if overflow else "a loss_scale series"
        flags["fp16"] = f"the log has {what}: fp16 dynamic loss scaling is on"
    elif s.precision in ("fp32", "bf16"):
        flags["not_fp16"] = f"the run is {s.precision}"
    if s.precision in ("int8", "int4", "ternary"):
        flags["quantized"] = f"weights quantized to {s.precision}"

    # -- batch size
    if s.batch_size:
        values["batch_size"] = num(int(s.batch_size))
        values["batch_x4"] = num(int(s.batch_size) * 4)
        if s.batch_size < 16:
            flags["small_batch"] = f"batch size {int(s.batch_size)} (below 16: noisy gradients)"
        elif s.batch_size >= 512:
            flags["large_batch"] = f"batch size {int(s.batch_size):,}"

    # -- data and model size
    if s.model_params:
        values["model_params"] = num(s.model_params)
    if s.dataset_size:
        if s.dataset_size < 10_000:
            flags["small_dataset"] = f"only {num(int(s.dataset_size))} training samples"
        if s.model_params:
            ratio = s.model_params / s.dataset_size
            values["params_per_sample"] = num(ratio)
            if ratio >= 10:
                flags["overparam"] = (f"{num(s.model_params)} parameters for {num(int(s.dataset_size))} samples "
                                      f"({num(ratio)} per sample)")
            elif ratio < 0.01 and s.model_params < 1e6:
                flags["model_small"] = (f"{num(s.model_params)} parameters for {num(int(s.dataset_size))} samples")

    # -- regularisation
    decoupled = s.optimizer is not None and ("adamw" in s.optimizer or "lion" in s.optimizer)
    if s.weight_decay is not None:
        values["weight_decay"] = num(s.weight_decay)
        values["wd_half"] = num(s.weight_decay / 2)
        if s.weight_decay == 0:
            flags["no_weight_decay"] = "weight_decay = 0"
        elif s.weight_decay >= (0.3 if decoupled else 0.01):
            flags["strong_wd"] = f"weight_decay {num(s.weight_decay)} is strong{' for ' + s.optimizer if s.optimizer else ''}"
    if s.dropout is not None:
        values["dropout"] = num(s.dropout)
        values["dropout_half"] = num(round(s.dropout / 2, 3))
        if s.dropout == 0:
            flags["no_dropout"] = "dropout = 0"
        elif s.dropout >= 0.5:
            flags["strong_dropout"] = f"dropout {num(s.dropout)}"

    # -- loss level
    if len(finite_loss) >= 3:
        first = _median(finite_loss.iloc[: max(3, len(finite_loss) // 20)])
        lastv = _median(finite_loss.iloc[-max(3, len(finite_loss) // 10):])
        if s.num_classes:
            chance = math.log(s.num_classes)
            values.update(num_classes=str(s.num_classes), chance=num(chance))
            if abs(lastv - chance) <= 0.1 * chance:
                flags["at_chance"] = (f"loss {num(lastv)} sits at chance level ln({s.num_classes}) = {num(chance)}")
            elif first > 2 * chance:
                flags["start_above_chance"] = (f"first loss {num(first)} is far above chance ln({s.num_classes}) = "
                                               f"{num(chance)}")
        else:
            f = findings.get("not_learning")
            if f is not None and f.facts.get("at_chance") is True:
                k, chance = f.facts.get("num_classes"), f.facts.get("chance_loss")
                # Said in our own words: the symptom's sentence also carries its wait-until advice.
                flags["at_chance"] = (f"loss {num(lastv)} sits at chance level ln({k}) = {num(chance)} (class count "
                                      f"printed in the log)" if isinstance(chance, float) else "loss at chance level")
        if float(finite_loss.min()) < -1e-6:
            flags["loss_negative"] = f"loss goes negative ({num(float(finite_loss.min()))})"
        if len(finite_loss) >= 5 and float(np.ptp(finite_loss.to_numpy())) <= 1e-9 * max(abs(first), 1.0):
            flags["loss_constant"] = f"loss is exactly {num(first)} at all {len(finite_loss):,} logged points"

    # -- validation
    val = _finite(run.get("val_loss")) if run is not None else pd.Series(dtype="float64")
    if len(val) >= 2:
        best = int(val.idxmin())
        values.update(best_val_step=step(best), best_val_at=f"{run.step_unit} {step(best)}",
                      best_val=num(float(val.min())))
    if len(val) >= 3 and len(finite_loss) >= 3:
        train_fall = 1 - float(finite_loss.iloc[-3:].median()) / float(finite_loss.iloc[:3].median()) \
            if float(finite_loss.iloc[:3].median()) > 0 else 0.0
        # only meaningful when the first evaluation saw a (nearly) untrained model: a fine-tune whose
        # first eval is already its best is plain overfitting, not a data problem
        early_eval = int(val.index[0]) <= int(finite_loss.index[0]) + 0.05 * max(last_step - int(finite_loss.index[0]), 1)
        if early_eval and float(val.min()) >= 0.98 * float(val.iloc[0]) and train_fall >= 0.2:
            flags["val_never_improves"] = (f"val loss never went below its first value {num(float(val.iloc[0]))} "
                                           f"while train loss fell {num(100 * train_fall, 2)}%")

    f = findings.get("not_learning")
    if f is not None and f.facts.get("metric_kind") == "task_score":
        flags["score_at_floor"] = (f"{f.facts.get('name') or f.metric} never above {num(f.facts.get('best'))} in "
                                   f"{num(f.facts.get('evaluations'))} evaluations while the loss fell")

    if len(val) >= 3 and len(finite_loss) >= 3:
        v_tail = _median(val.iloc[-max(3, len(val) // 5):])
        t_tail = _median(finite_loss.iloc[-max(3, len(finite_loss) // 5):])
        if t_tail > 0 and v_tail < 0.95 * t_tail:
            flags["val_below_train"] = (f"val loss {num(v_tail)} below train loss {num(t_tail)}: what is active only "
                                        f"in training (dropout, augmentation) holds training back")

    # -- spikes
    f = findings.get("loss_spikes")
    if f is not None:
        count = next((f.facts[k] for k in ("n_spikes", "spikes", "count", "spike_count")
                      if isinstance(f.facts.get(k), int | float)), None)
        if count is not None:
            if count <= 3:
                flags["spikes_few"] = f"{int(count)} isolated spike{'s' if count != 1 else ''}"
            elif count >= 5:
                flags["spikes_many"] = f"{int(count)} spikes: recurring, not a one-off"
        if f.steps:
            values["spike_step"] = step(f.steps[0])

    # -- memory and speed
    mem = _finite(run.get("memory")) if run is not None else pd.Series(dtype="float64")
    if "memory_growth" in findings:
        flags["memory_rising"] = findings["memory_growth"].evidence[0] if findings["memory_growth"].evidence \
            else "memory keeps rising"
    elif len(mem) >= 5:
        flags["memory_flat"] = f"memory steady around {num(_median(mem))} MB"
    values["workers"] = str(int(max(4, (s.workers or 0) * 2)))
    _rank_signals(findings, flags, values)
    _policy_signals(run, findings, flags, values)
    return out


def _rank_signals(findings: dict[str, Finding], flags: dict[str, str], values: dict[str, str]) -> None:
    """What the cross-rank findings (analysis.ranks) say about the cause: which rank, and what it did."""
    nan_f = findings.get("nan_inf")
    if nan_f is not None and nan_f.facts.get("nan_rank") is not None:
        flags["nan_on_one_rank"] = (f"rank {nan_f.facts['nan_rank']} turned NaN while the others were finite: its "
                                    "own batch, not the shared weights or lr")
    slow = findings.get("throughput_regression")
    if slow is not None and slow.facts.get("straggler_rank") is not None:
        flags["straggler"] = f"rank {slow.facts['straggler_rank']} is slower than the others"
        values["rank"] = f"rank {slow.facts['straggler_rank']}"
    apart = findings.get("rank_disagreement")
    if apart is not None:
        flags["rank_apart"] = apart.evidence[0] if apart.evidence else "one rank apart from the others"
        values["rank"] = f"rank {apart.facts.get('apart_rank')}"
    failed = findings.get("rank_failure")
    if failed is not None and failed.facts.get("failed_rank") is not None:
        values["rank"] = f"rank {failed.facts['failed_rank']}"


def _policy_signals(run: Run | None, findings: dict[str, Finding], flags: dict[str, str],
                    values: dict[str, str]) -> None:
    """Flags of an RL or preference fine-tune: its beta and temperature as printed, and the kind of problem the
    RL detectors saw (a constant reward, prompts all solved, a limit hit from the first step)."""
    hp = run.hparams if run is not None else {}
    beta = _float(hp.get("beta", hp.get("kl_coef", hp.get("init_kl_coef"))))
    if beta is not None:
        values.update(beta=num(beta), beta_x4=num(max(beta * 4, 0.04)))
        if beta <= 0.01:
            flags["beta_small"] = f"beta (KL coefficient) is {num(beta)}: little or nothing holds the policy near the reference"
        else:
            flags["beta_ok"] = f"beta (KL coefficient) is {num(beta)}"
    temperature = _float(hp.get("temperature"))
    if temperature is not None:
        values["temperature"] = num(temperature)
        if temperature < 0.5:
            flags["temperature_low"] = f"sampling temperature {num(temperature)}: completions of a group come out alike"
        elif temperature > 1.2:
            flags["temperature_high"] = f"sampling temperature {num(temperature)}: completions drift toward noise"
        else:
            flags["temperature_ok"] = f"sampling temperature {num(temperature)}"
    group = _float(hp.get("num_generations", hp.get("n_samples_per_prompt", hp.get("rollout_n"))))
    if group is not None:
        if group <= 4:
            flags["few_generations"] = f"{num(group)} completions per prompt: a group often scores alike"
        else:
            flags["many_generations"] = f"{num(group)} completions per prompt"
    limit = _float(hp.get("max_completion_length", hp.get("max_response_length")))
    if limit is not None:
        values.update(limit=num(limit), limit_x2=num(limit * 2))
    stalled = findings.get("not_learning")
    if stalled is not None and stalled.facts.get("metric_kind") == "preference_loss":
        flags["pairs_not_separated"] = "the preference loss stays at ln 2: chosen and rejected are scored alike"
    signal = findings.get("no_reward_signal")
    if signal is not None:
        if signal.facts.get("kind") == "constant_reward":
            flags["reward_constant"] = "the reward is one value at every step"
        elif signal.facts.get("at_ceiling") or signal.facts.get("at_floor"):
            flags["reward_saturated"] = ("the reward sits at its " + ("ceiling" if signal.facts.get("at_ceiling")
                                                                       else "floor") + ": every prompt scores alike")
    length = findings.get("length_runaway")
    if length is not None:
        if length.facts.get("kind") == "cut_off" and length.facts.get("from_start"):
            flags["cut_off_from_start"] = "completions hit the generation limit from the first steps"
        elif length.facts.get("kind") == "cut_off":
            flags["length_grew"] = "completions grew into the generation limit during training"

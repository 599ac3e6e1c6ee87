"""Canonical metric names.

Every reader maps the names a framework prints (``learning_rate``, ``lm loss``, ``eval_loss``, ``acc``)
to one vocabulary, so detectors never care where a log came from. Train and eval series stay apart:
eval metrics carry the ``val_`` prefix whatever the log called them (eval, valid, validation, test);
which word the log used is kept in ``Run.meta["val_split"]``.
"""

from __future__ import annotations

import re

CANONICAL_METRICS: dict[str, str] = {
    "train_loss": "training loss",
    "val_loss": "validation (eval/valid/test) loss",
    "lr": "learning rate",
    "grad_norm": "global gradient norm",
    "train_accuracy": "training accuracy",
    "val_accuracy": "validation accuracy",
    "step_time": "seconds per step",
    "throughput": "samples or tokens per second",
    "memory": "memory in use (MB)",
    "loss_scale": "fp16 dynamic loss scale",
    "epoch": "epoch (fractional where the log allows)",
    "wall_time": "seconds since the first logged line",
}

# Split words a log may use for held-out data, mapped to what the report calls them.
_SPLITS = {
    "val": "valid", "valid": "valid", "validation": "valid", "eval": "eval", "evaluation": "eval",
    "test": "test", "dev": "valid", "holdout": "valid", "validate": "valid",
}
_TRAIN_WORDS = {"train", "training", "tr"}

# Base names (after the split word is removed) -> canonical stem.
_ALIASES = {
    "loss": "loss", "lm_loss": "loss", "lm loss": "loss", "total_loss": "loss", "loss_total": "loss",
    "train_loss": "loss", "objective": "loss", "nll": "loss", "nll_loss": "loss", "ce_loss": "loss",
    # XGBoost / LightGBM eval metrics (`train-logloss`, `valid_0's binary_logloss`)
    "logloss": "loss", "mlogloss": "loss", "binary_logloss": "loss", "multi_logloss": "loss",
    "lr": "lr", "learning_rate": "lr", "learning rate": "lr", "learningrate": "lr", "lr_0": "lr", "lr-adam": "lr",
    "lr-adamw": "lr", "lr-sgd": "lr", "lr_adam": "lr", "lr_adamw": "lr", "lr_sgd": "lr", "lr_abs": "lr",
    "lr/pg0": "lr", "x/lr0": "lr", "learning-rate": "lr",
    "grad_norm": "grad_norm", "grad norm": "grad_norm", "gnorm": "grad_norm", "gradient_norm": "grad_norm",
    "grad-norm": "grad_norm", "total_norm": "grad_norm", "global_grad_norm": "grad_norm", "grad_norm_total": "grad_norm",
    "acc": "accuracy", "accuracy": "accuracy", "top1": "accuracy", "acc1": "accuracy", "top1_acc": "accuracy",
    "acc_top1": "accuracy", "accuracy_top1": "accuracy", "accuracy_top_1": "accuracy", "categorical_accuracy": "accuracy", "sparse_categorical_accuracy": "accuracy",
    "step_time": "step_time", "time": "step_time", "iter_time": "step_time", "batch_time": "step_time",
    "elapsed time per iteration (ms)": "step_time_ms", "time_ms": "step_time_ms", "dt": "step_time",
    "samples_per_second": "throughput", "samples/s": "throughput", "samples_per_sec": "throughput",
    "tokens_per_second": "throughput", "tokens/s": "throughput", "tok/s": "throughput", "throughput": "throughput",
    "it/s": "throughput", "samples per second": "throughput", "tokens per second": "throughput", "wps": "throughput",
    "ups": "throughput", "train_samples_per_second": "throughput", "samples/sec": "throughput",
    "samples_sec": "throughput", "tokens/sec": "throughput", "tokens_sec": "throughput",
    "memory": "memory", "mem": "memory", "memory_mb": "memory", "max_mem": "memory", "gpu_mem": "memory",
    "memory_allocated": "memory", "gpu_mem_gb": "memory_gb", "mem_gb": "memory_gb",
    "loss_scale": "loss_scale", "loss scale": "loss_scale", "scale": "loss_scale", "loss-scale": "loss_scale",
    "epoch": "epoch", "ep": "epoch",
}
_MODIFIED = {"step_time_ms": "step_time", "memory_gb": "memory"}
# Whole-name shorthands of known loggers: llm.c's main.log writes trl (train loss), tel (eval loss), norm.
_SHORTHANDS = {"trl": "train_loss", "tel": "val_loss", "norm": "grad_norm"}


def slug(raw: str) -> str:
    """A lower-case snake_case form of any printed name (`TrainLoss`, `valAcc` -> `train_loss`, `val_acc`; a
    single lower-case letter before a capital stays joined: `mIoU`, `mAP`)."""
    s = re.sub(r"(?<=[a-z]{2})(?=[A-Z][a-z])", "_", raw.strip())
    s = re.sub(r"[^0-9a-zA-Z/]+", "_", s.lower()).strip("_")
    return re.sub(r"_+", "_", s)


# mmseg's per-class scores (`IoU.train`, `Acc.person`): a class name, never a split ("train" is a VOC class).
_PER_CLASS = re.compile(r"(?:(\w+)/)?((?:IoU|Acc|Fscore|Dice|Precision|Recall)\.\w.*)$")


def canonical_name(raw: str) -> tuple[str, str | None]:
    """Map a printed metric name to (canonical name, split word or None).

    >>> canonical_name("eval_loss")
    ('val_loss', 'eval')
    >>> canonical_name("learning_rate")
    ('lr', None)
    """
    if "main/" in raw:  # Chainer's reporter prefixes the trained model's name: `validation/main/loss`
        raw = re.sub(r"(^|/)main/", r"\1", raw)
    text = raw.strip().lower()
    per_class = _PER_CLASS.match(raw.strip())
    if per_class is not None:
        stem = re.sub(r"[/\-. ]+", "_", per_class[2].lower())
        split = _SPLITS.get((per_class[1] or "").lower())
        return (f"val_{stem}", split) if split else (stem, None)
    if text in _SHORTHANDS:
        return _SHORTHANDS[text], None
    if text in _ALIASES:
        return _finish(_ALIASES[text], None)
    s = slug(raw)
    # Prefixes such as "train/", "val/", "eval_", "valid-" and suffixes such as "_val", "/test".
    parts = [p for p in re.split(r"[/_\-. ]", s) if p]
    split = None
    rest = []
    for i, p in enumerate(parts):
        if p in _SPLITS and split is None and (i == 0 or i == len(parts) - 1):
            split = _SPLITS[p]
        elif p in _TRAIN_WORDS and (i == 0 or i == len(parts) - 1):
            continue  # "train" is the default split: the word is dropped
        elif p in {"epoch", "step"} and i == len(parts) - 1 and len(parts) > 1:
            continue  # Lightning's "train_loss_epoch"/"train_loss_step": same metric
        else:
            rest.append(p)
    base = "_".join(rest)
    if not base:
        # A bare split word ("eval: 0.2437", "valid 2.31", "test=0.9") names no metric: a loss, an accuracy
        # or a benchmark score. Read the safe way: kept under its own name, not taken for a loss.
        return s.replace("/", "_") or "unnamed", None
    stem = _ALIASES.get(base) or _ALIASES.get(base.replace("_", " ")) or base
    return _finish(stem, split)


def _finish(stem: str, split: str | None) -> tuple[str, str | None]:
    stem = _MODIFIED.get(stem, stem)
    if split is not None:
        return f"val_{stem}", split
    if stem in {"loss", "accuracy"}:
        return f"train_{stem}", None
    return stem, None


# Printed units the analysis converts: times to seconds, memory to MB.
UNIT_FACTORS = {"step_time": {"ms": 1e-3, "s": 1.0, "sec": 1.0, "us": 1e-6},
                "memory": {"gb": 1024.0, "gib": 1024.0, "mb": 1.0, "mib": 1.0, "kb": 1 / 1024}}
# A name that carries the unit the log printed after its values: `step_time (ms)`.
_PRINTED_UNIT = re.compile(r"\s*\((ms|us|sec|s|[gmk]i?b)\)$")


def unit_factor(raw: str) -> float:
    """Multiply values of this printed name by the factor to reach the canonical unit."""
    text = raw.strip().lower()
    stem = _ALIASES.get(text) or _ALIASES.get(slug(raw)) or ""
    if stem in ("step_time_ms", "memory_gb"):
        return {"step_time_ms": 1e-3, "memory_gb": 1024.0}[stem]
    m = _PRINTED_UNIT.search(text)
    if m is None:
        return 1.0
    base = canonical_name(raw.strip()[:m.start()])[0].removeprefix("val_")
    return UNIT_FACTORS.get(base, {}).get(m.group(1), 1.0)


# Series a log names in its own words that are still the training objective or accuracy: a `cross_entropy`,
# `cost`, `Tot Loss` or `act_loss` column is the loss when the log has no plain one, and so is a regression's error
# (XGBoost's `train-rmse`, `validate-mae`).
_LOSS_LIKE = re.compile(r"(^|_)(loss|cost|cross_?entropy|xent|nll|ce|logloss|mlogloss|multiclass|rmse|mse|mae|rmsle)(_|$)")
_ACC_LIKE = re.compile(r"(^|_)(acc|accu|accuracy|top_?1)(_|$)")
# (An RL reward component such as `rewards/accuracy_reward/mean` is a reward, not the run's accuracy; a policy's
# `kl_loss` or `entropy_loss` is a regulariser, not its objective.)
_NOT_A_LOSS = re.compile(r"(^|_)(best|min|max|avg_time|scale|weight|ratio|lr|disc|discriminator|gen|generator|critic|"
                         r"adv|adversarial|rewards?|kl)(_|$)|(?<!cross_)entropy_loss")


def is_per_class(raw: str) -> bool:
    """A per-class score (`IoU.person`): one class's number, never the run's loss or accuracy."""
    return bool(_PER_CLASS.match(raw.strip()))


def promote_unnamed(series: dict, skip: set[str] = frozenset()) -> list[tuple[str, str]]:
    """(canonical, name) pairs: for train_loss, val_loss, train_accuracy and val_accuracy that are missing,
    the loss- or accuracy-like series to read as them (most points first; a name with "loss" before others).
    Names in `skip` are never promoted."""
    out = []
    for canonical, pattern in (("train_loss", _LOSS_LIKE), ("train_accuracy", _ACC_LIKE)):
        for prefix in ("", "val_"):
            target = prefix + canonical.removeprefix("train_") if prefix else canonical
            if target in series:
                continue
            taken = {name for _, name in out}
            candidates = [m for m in series if m not in CANONICAL_METRICS and m not in taken and m not in skip
                          and m.startswith("val_") == bool(prefix) and pattern.search(m.removeprefix(prefix))
                          and not _NOT_A_LOSS.search(m.removeprefix(prefix))]
            if candidates:
                best = max(candidates, key=lambda m: ("loss" in m, len(series[m])))
                out.append((target, best))
    return out

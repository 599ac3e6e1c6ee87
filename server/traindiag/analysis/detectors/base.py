"""The detector contract, and the curve preparation every detector shares.

A detector has a `symptom` (vocabulary id), a `min_points` below which it refuses to judge, and
`detect(run, context) -> list[Finding | Inconclusive]`:

- the metric it needs is not logged -> `[]` (nothing to say, nothing to ask);
- it is logged but with fewer than `min_points` finite points -> one `Inconclusive` that says so in
  plain words ("6 points: too few to judge a plateau");
- otherwise zero or more `Finding`s.

`curve(series)` reduces a metric to at most 4,000 buckets once per series (cached), so ten detectors on
a 10M-point log share one pass.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass
from functools import cached_property

import numpy as np
import pandas as pd

from traindiag.analysis import stats
from traindiag.analysis.findings import Finding, Inconclusive, Severity
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

Result = Finding | Inconclusive


@dataclass
class Curve:
    """A metric's finite points, bucketed: `step`, `level` (bucket medians), `high`/`low` (extremes)."""

    metric: str
    raw: pd.Series
    b: stats.Buckets
    n: int  # finite points logged

    @property
    def step(self) -> np.ndarray:
        return self.b.step

    @property
    def level(self) -> np.ndarray:
        return self.b.median

    @property
    def high(self) -> np.ndarray:
        return self.b.high

    @cached_property
    def smooth(self) -> np.ndarray:
        """Centred rolling median of the bucket medians: the curve without batch noise or spikes."""
        return stats.rolling_median(self.level, stats.smooth_window(self.level.size))

    @cached_property
    def head(self) -> float:
        """Initial level: median of the first 1% of points (1 to 25 points: a fast early fall must not bias it)."""
        k = int(np.clip(self.level.size // 100, 1, 25))
        return float(np.median(self.level[:k]))

    @cached_property
    def first_logged(self) -> float:
        """Median of the first 5 raw finite points: the true start, which bucket medians of a long run
        (hundreds of steps per bucket) can miss when the loss falls in its first few hundred steps. A
        short run has one point per bucket: there `head` is the start already (and the median of its
        first five points would let a chaotic first few steps pass for learning)."""
        if self.n <= self.level.size:
            return self.head
        values = self.raw.to_numpy(dtype="float64")
        values = values[np.isfinite(values)][:5]
        return float(np.median(values)) if values.size else float("nan")

    @cached_property
    def tail(self) -> float:
        """Final level: median of the last 10% of points (1 point below 10 points, then at least 3)."""
        n = self.level.size
        k = 1 if n < 10 else max(3, n // 10)
        return float(np.median(self.level[-k:]))

    @cached_property
    def sample(self) -> tuple[np.ndarray, np.ndarray]:
        """Evenly spaced raw finite points (at most 20,000): keeps step-to-step scatter that medians hide."""
        values = self.raw.to_numpy(dtype="float64")
        steps = self.raw.index.to_numpy()
        ok = np.flatnonzero(np.isfinite(values))
        idx = ok[stats.subsample_idx(ok.size, 20_000)]
        return steps[idx], values[idx]


_CACHE: OrderedDict[int, tuple[pd.Series, Curve]] = OrderedDict()


def curve(series: pd.Series, metric: str | None = None) -> Curve:
    """The bucketed finite curve of a series (memoised on the series object)."""
    hit = _CACHE.get(id(series))
    if hit is not None and hit[0] is series:
        return hit[1]
    values = series.to_numpy(dtype="float64")
    ok = np.isfinite(values)
    steps = series.index.to_numpy()
    c = Curve(metric or str(series.name), series,
              stats.buckets(steps[ok], values[ok], int(th("bucket_points"))), int(ok.sum()))
    _CACHE[id(series)] = (series, c)
    if len(_CACHE) > 64:
        _CACHE.popitem(last=False)
    return c


def loss_metric(run: Run) -> str | None:
    """The loss a single-curve detector reads: train_loss, else val_loss; also val_loss when the training loss
    has only a handful of points beside a validation loss logged far more often (a trainer_state.json with
    logging_steps=500 and eval_steps=50): the curve that can be judged."""
    train, val = run.has("train_loss"), run.has("val_loss")
    if train and val:
        n_train = int(np.isfinite(run.series["train_loss"].to_numpy()).sum())
        n_val = int(np.isfinite(run.series["val_loss"].to_numpy()).sum())
        return "val_loss" if n_train < 5 and n_val >= max(3 * n_train, 10) else "train_loss"
    return "train_loss" if train else "val_loss" if val else None


_HELD_OUT_SCORE = re.compile(r"^val_(?:.*_)?(?:acc\w*|f1|map\w*|miou|ap|auc|score)$")


def score_rising(run: Run) -> str | None:
    """A held-out score (accuracy, F1, mAP, mIoU, AUC) over 5+ evaluations with a significant upward trend
    whose last third sits a point (of 100) above its first third and is no lower than its middle third: the
    name, else None. (A score that rose early and has sat flat since, beside a flat loss, is a run that
    stopped learning long ago, not one the loss hides progress in.)"""
    for name in sorted(m for m in run.series if _HELD_OUT_SCORE.match(m)):
        v = run.series[name].to_numpy(dtype="float64")
        v = v[np.isfinite(v)]
        if v.size < 5:
            continue
        third = max(v.size // 3, 1)
        scale = 100.0 if v.max() > 1.5 else 1.0
        tau, p = stats.mann_kendall(v)
        late, middle = np.median(v[-third:]), np.median(v[third:v.size - third])
        if (tau > 0 and p < th("trend_p") and late - np.median(v[:third]) >= 0.01 * scale
                and late - middle >= 0.002 * scale):
            return name
    return None


def at(run: Run, step: int | float) -> str:
    """'step 4,120' or 'epoch 3', in the unit of the log."""
    return f"{run.step_unit} {stats.fmt_step(step)}"


def lr_at(run: Run, step: int | float) -> float | None:
    """The last logged learning rate at or before `step`."""
    if not run.has("lr"):
        return None
    lr = run.series["lr"]
    pos = int(lr.index.searchsorted(step, side="right")) - 1
    v = float(lr.iloc[max(pos, 0)])
    return v if np.isfinite(v) else None


def starts_mid_run(run: Run, first_step: int, last_step: int) -> bool:
    """Whether the log is an excerpt that misses the start of training: its first step is past 10% of its
    last, or its logged epoch is already above 1. Nothing about "the start" can be judged then."""
    if first_step > 1 and first_step > th("log_start_fraction") * last_step:
        return True
    if run.has("epoch"):
        epochs = run.series["epoch"].to_numpy()
        epochs = epochs[np.isfinite(epochs)]
        return bool(epochs.size and epochs[0] > 1)
    return False


_RL_METRICS = re.compile(r"reward|ppo|(^|_)kl($|_)|advantage|(^|_)returns?($|_)|act_loss|cri_loss|policy_loss|value_loss|"
                         r"(^|_)episodes?($|_)|epsilon|(^|_)ε")


def is_rl_run(run: Run) -> bool:
    """The log is reinforcement learning (PPO, GRPO, RLHF, DQN): rewards, KL, actor/critic losses, episodes or an
    exploration epsilon are logged. Its losses are not a supervised objective falling towards a floor: they jump
    and climb by design (a DQN's TD loss grows with its value estimates)."""
    original = " ".join(run.original_names.values()).lower()
    return any(_RL_METRICS.search(m) for m in run.series) or bool(_RL_METRICS.search(original))


_LM_FORMATS = {"nanogpt", "megatron", "fairseq"}
_LM_HPARAMS = {"seq_length", "tokens_per_step", "vocab_size"}


def is_language_model(run: Run) -> bool:
    """The log is a language model's training: an LM trainer's format, LM settings, a tokens metric, or an HF
    fine-tune run for several epochs (SFT, LoRA)."""
    if run.format in _LM_FORMATS or _LM_HPARAMS & run.hparams.keys():
        return True
    if any("tok" in m for m in run.series):
        return True
    if run.format == "hf" and run.has("epoch"):
        epochs = run.series["epoch"].to_numpy(dtype="float64")
        return bool(np.nanmax(epochs) >= 3)
    return False


def crosses_zero(c: Curve) -> bool:
    """The series takes both signs: an adversarial or RL objective, or a log-likelihood, not a loss that
    falls towards a floor above zero (relative rules such as "rose 2x" or "swings 50%" do not apply)."""
    values = c.raw.to_numpy(dtype="float64")
    values = values[np.isfinite(values)]
    return bool(values.size and values.min() < 0 < values.max())


def fell_by(head: float, value: float) -> float:
    """Fraction of the initial level lost (scale-free; negative when the value rose)."""
    return (head - value) / abs(head) if head != 0 else 0.0


class Detector:
    """Base class: subclasses set `symptom`, `min_points`, `metric`, and implement `judge`.

    The default `detect` serves single-curve detectors: it finds `metric` (None: the loss, see
    `loss_metric`), returns `[]` when it is not logged and the plain refusal when it has too few points,
    and otherwise hands the curve to `judge`. Detectors that read several curves override `detect`.
    """

    symptom: str = ""
    min_points: int = 5
    metric: str | None = None
    what: str = ""  # how the plain-words refusal names the judgement ("a plateau")

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        metric = loss_metric(run) if self.metric is None else self.metric
        if metric is None or not run.has(metric):
            return []
        c = curve(run.series[metric], metric)
        refusal = self.too_few(run, c)
        results = [refusal] if refusal else self.judge(run, c, context)
        if not any(isinstance(r, Finding) for r in results):
            narrower = self.fallback(run, c, context)
            if narrower is not None:
                return [narrower]
        return results

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        raise NotImplementedError

    def fallback(self, run: Run, c: Curve, context: Context | None) -> Finding | None:
        """A narrower reading, tried when `judge` found nothing or the curve was too short for it (a short
        paste, a sustained level without a rise): None by default."""
        return None

    # helpers shared by subclasses

    def too_few(self, run: Run, *curves: Curve) -> Inconclusive | None:
        """The plain refusal for the first of `curves` with under `min_points` finite points, else None."""
        c = next((c for c in curves if c.n < self.min_points), None)
        if c is None:
            return None
        return Inconclusive(
            symptom=self.symptom, run=run.name,
            reason=f"{c.n} finite {c.metric} point{'s' if c.n != 1 else ''}: too few to judge {self.what or self.symptom}"
                   f" (needs {self.min_points})",
        )

    def finding(self, run: Run, severity: Severity, confidence: float, steps: tuple[int, int] | None,
                metric: str | None, evidence: list[str], facts: dict) -> Finding:
        return Finding(
            symptom=self.symptom, severity=severity, confidence=float(np.clip(confidence, 0.0, 1.0)),
            steps=None if steps is None else (int(steps[0]), int(steps[1])), metric=metric,
            evidence=evidence, facts={k: _plain(v) for k, v in facts.items()},
            detector=type(self).__name__, run=run.name,
        )


def _plain(v: object) -> float | int | str | bool | None:
    """numpy scalars to Python scalars (pydantic and JSON want plain types); non-finite floats to None."""
    if v is None or isinstance(v, str | bool):
        return v
    if isinstance(v, np.bool_):
        return bool(v)
    if isinstance(v, int | np.integer):
        return int(v)
    f = float(v)  # type: ignore[arg-type]
    return f if np.isfinite(f) else None


# Settings a log prints that give the class count (or an LM's vocabulary: its chance loss is ln(vocab)).
_CLASS_KEYS = ("num_classes", "num_labels", "n_classes", "nclasses", "num_class", "classes", "nc", "vocab_size",
               "n_vocab", "num_output")


def known_num_classes(run: Run | None, context: Context | None) -> tuple[int | None, str | None]:
    """The class count from what the user said, else from a setting the log printed; never from the loss
    value itself (a loss near 2.3 is not evidence of 10 classes)."""
    if context is not None and context.num_classes:
        return context.num_classes, "context"
    if run is not None:
        for key in _CLASS_KEYS:
            value = run.hparams.get(key)
            if isinstance(value, int | float) and not isinstance(value, bool) and 2 <= value <= 10_000_000:
                return int(value), "log"
    return None, None


def chance_level(level: float, context: Context | None, run: Run | None = None) -> dict:
    """Whether `level` sits at the chance-level loss ln(k), k known from the context or the log.

    Returns facts: num_classes, num_classes_source ("context" | "log" | None), chance_loss, at_chance.
    """
    k, source = known_num_classes(run, context)
    if k is None:
        return {"num_classes": None, "num_classes_source": None, "chance_loss": None, "at_chance": False}
    chance = stats.chance_loss(k)
    return {"num_classes": k, "num_classes_source": source, "chance_loss": chance,
            "at_chance": bool(abs(level - chance) <= th("chance_tolerance") * chance)}


def warmup_end_step(run: Run) -> int | None:
    """First step where the logged lr reaches 90% of its maximum (None without an lr series)."""
    if not run.has("lr"):
        return None
    lr = run.series["lr"]
    v = lr.to_numpy()
    ok = np.isfinite(v)
    if not ok.any():
        return None
    reached = ok & (v >= 0.9 * np.nanmax(v[ok]))
    return int(lr.index[int(np.argmax(reached))])

"""Synthetic training runs with known answers, for testing and benchmarking the detectors.

The healthy loss is a power law in *progress* (the cumulative learning rate), plus a term proportional
to the current learning rate (the noise floor a larger step keeps you at), times multiplicative batch
noise. This reproduces what real runs show: a slow start during warmup, a drop at each step decay of
the LR, a bump at each cosine restart. Each pathology is the healthy run with one known fault injected
at a known step, so tests can check both the symptom and where it was found. Time constants are fractions of
the run length `n`, so the same fault at 1M steps has the same shape as at 3,000.
"""

from __future__ import annotations

import math
from typing import Literal

import numpy as np

from traindiag.ingest.run import EventKind, Run, RunBuilder, StepUnit

Schedule = Literal["constant", "cosine", "cosine_restarts", "step"]


def lr_schedule(n: int, peak: float = 3e-4, schedule: Schedule = "constant", warmup: int = 0,
                cycles: int = 3, drops: int = 2) -> np.ndarray:
    t = np.arange(n, dtype="float64")
    if schedule == "constant":
        lr = np.full(n, peak)
    elif schedule == "cosine":
        lr = peak * 0.5 * (1 + np.cos(math.pi * t / n))
    elif schedule == "cosine_restarts":
        period = n / cycles
        lr = peak * 0.5 * (1 + np.cos(math.pi * (t % period) / period))
    else:  # step decay by 10x at evenly spaced steps
        lr = peak * 0.1 ** np.floor(t / (n / (drops + 1)))
    if warmup:
        lr = lr * np.minimum((t + 1) / warmup, 1.0)
    return lr


def _base_loss(lr: np.ndarray, start: float, floor: float, tau: float = 0.01, alpha: float = 0.6) -> np.ndarray:
    """Smooth loss: power law in cumulative lr progress, plus an lr-proportional noise-floor term."""
    progress = np.cumsum(lr) / (lr.max() * lr.size)  # 0..1 for a constant schedule
    lr_term = 0.08 * (start - floor) * lr / lr.max()
    return floor + (start - floor - 0.08 * (start - floor)) * (1 + progress / tau) ** -alpha + lr_term


class Draft:
    """Metric arrays and events of a run being made; pathologies edit the arrays before `build()`."""

    def __init__(self, name: str, n: int, step_unit: StepUnit = "step") -> None:
        self.name = name
        self.steps = np.arange(n, dtype="int64")
        self.metrics: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self.events: list[tuple[EventKind, int, str]] = []
        self.step_unit = step_unit

    def __getitem__(self, metric: str) -> np.ndarray:
        return self.metrics[metric][1]

    def __setitem__(self, metric: str, values: np.ndarray) -> None:
        """Set a per-step metric (logged at every step)."""
        self.metrics[metric] = (self.steps, np.asarray(values, dtype="float64"))

    def sparse(self, metric: str, steps: np.ndarray, values: np.ndarray) -> None:
        self.metrics[metric] = (np.asarray(steps), np.asarray(values, dtype="float64"))

    def build(self) -> Run:
        b = RunBuilder(self.name, "synthetic", "traindiag.analysis.signals")
        for metric, (s, v) in self.metrics.items():
            b.add(metric, s, v, canonical=metric)
        for kind, step, text in self.events:
            b.event(kind, step, None, text)
        b.run.step_unit = self.step_unit
        return b.build()


def healthy(n: int = 3000, *, seed: int = 0, start: float = math.log(10), floor: float = 0.3,
            noise: float = 0.05, scale: float = 1.0, schedule: Schedule = "constant", warmup: int = 0,
            eval_every: int | None = 100, fp16_overflows: int = 0, early_noise: float = 0.0,
            name: str | None = None) -> Run:
    """A healthy run; every keyword adds a normal feature that must not raise an alarm."""
    return draft_healthy(n, seed=seed, start=start, floor=floor, noise=noise, scale=scale, schedule=schedule,
                         warmup=warmup, eval_every=eval_every, fp16_overflows=fp16_overflows,
                         early_noise=early_noise, name=name or f"healthy-{schedule}").build()


def draft_healthy(n: int, *, seed: int = 0, start: float = math.log(10), floor: float = 0.3,
                  noise: float = 0.05, scale: float = 1.0, schedule: Schedule = "constant", warmup: int = 0,
                  eval_every: int | None = 100, fp16_overflows: int = 0, early_noise: float = 0.0,
                  name: str = "healthy") -> Draft:
    rng = np.random.default_rng(seed)
    d = Draft(name, n)
    steps = d.steps
    lr = lr_schedule(n, schedule=schedule, warmup=warmup)
    smooth = _base_loss(lr, start, floor)
    # Early noise: batch-to-batch scatter that is large in the first few % of steps and then calms down.
    sigma = noise + early_noise * np.exp(-steps / (0.03 * n))
    d["train_loss"] = smooth * np.exp(sigma * rng.standard_normal(n)) * scale
    d["lr"] = lr
    d["grad_norm"] = (0.5 + 2.0 * smooth / start) * np.exp(0.2 * rng.standard_normal(n))
    if eval_every:
        ev = steps[eval_every - 1::eval_every]
        d.sparse("val_loss", ev, smooth[ev] * 1.05 * np.exp(0.01 * rng.standard_normal(ev.size)) * scale)
    d["step_time"] = 0.1 * np.exp(0.05 * rng.standard_normal(n))
    d["memory"] = 4000 + 500 * (1 - np.exp(-steps / 20)) + rng.normal(0, 2, n)
    if fp16_overflows:
        # Dynamic loss scaling: overflow -> skipped step, scale halves, grad_norm NaN at that step only.
        # The scaler also overflows on its first few steps while it calibrates down from 65536.
        later = rng.choice(np.arange(n // 10, n), size=fp16_overflows, replace=False)
        over = np.sort(np.r_[np.arange(4), later])
        d["grad_norm"][over] = np.nan
        d["loss_scale"] = 65536.0 * 0.5 ** np.searchsorted(over, steps, side="right")
        for s in over:
            d.events.append(("overflow", int(s), f"Gradient overflow. Skipping step, reducing loss scale (step {s})"))
            d.events.append(("skipped_step", int(s), f"skipped step {s}"))
    return d


def epoch_log(points: int = 5, *, start: float = 2.3, seed: int = 0) -> Run:
    """An epoch-level log with a handful of points (Keras-style)."""
    rng = np.random.default_rng(seed)
    d = Draft("epoch-log", points, step_unit="epoch")
    d.steps = np.arange(1, points + 1)
    train = start * 0.35 + start * 0.65 * np.exp(-d.steps / 1.5) * np.exp(0.01 * rng.standard_normal(points))
    d["train_loss"] = train
    d["val_loss"] = train * 1.06
    return d.build()


# ---------------------------------------------------------------- pathologies (name, known step)

def nan_at(k: int = 2000, n: int = 3000, seed: int = 1) -> Run:
    """Loss NaN from step k on; grad_norm grows ~40x over the 50 steps before."""
    d = draft_healthy(n, seed=seed, name="nan")
    ramp = (d.steps >= k - 50) & (d.steps < k)
    d["grad_norm"][ramp] *= np.exp(np.log(40) * (d.steps[ramp] - (k - 50)) / 50)
    d["train_loss"][k:] = np.nan
    d["grad_norm"][k:] = np.nan
    ev, val = d.metrics["val_loss"]
    d.sparse("val_loss", ev[ev < k], val[ev < k])
    return d.build()


def spikes_at(at: tuple[int, ...] = (800, 1500, 2200), ratio: float = 8.0, n: int = 3000, seed: int = 2) -> Run:
    """Loss spikes of `ratio` times the running level at the given steps, recovering the next step."""
    d = draft_healthy(n, seed=seed, name="spikes")
    d["train_loss"][list(at)] *= ratio
    return d.build()


def divergence_from(k: int = 2000, n: int = 3000, seed: int = 3) -> Run:
    """Loss rises exponentially from step k (still finite)."""
    d = draft_healthy(n, seed=seed, name="divergence", eval_every=None)
    d["train_loss"] *= np.exp(np.clip(d.steps - k, 0, None) / (n / 12))  # e-folds every n/12 steps (250 of 3,000)
    return d.build()


def plateau_from(k: int = 600, n: int = 3000, seed: int = 4) -> Run:
    """Loss falls at a healthy pace, then stays flat from step k, at about 2/3 of its start."""
    d = draft_healthy(n, seed=seed, name="plateau", eval_every=None)
    rng = np.random.default_rng(seed)
    smooth = _base_loss(lr_schedule(n), math.log(10), 1.3)
    smooth[k:] = smooth[k]
    d["train_loss"] = smooth * np.exp(0.05 * rng.standard_normal(n))
    return d.build()


def overfitting_from(k: int = 1200, n: int = 3000, seed: int = 5, eval_every: int = 100) -> Run:
    """Train keeps falling; validation loss bottoms out at step k and rises after it."""
    d = draft_healthy(n, seed=seed, name="overfitting", eval_every=None, floor=0.05)
    rng = np.random.default_rng(seed)
    smooth = _base_loss(lr_schedule(n), math.log(10), 0.05)
    ev = np.arange(eval_every - 1, n, eval_every)
    val = smooth[ev] * 1.05 + 0.3 + np.where(ev > k, (ev - k) / n * 1.2, 0.0)
    d.sparse("val_loss", ev, val * np.exp(0.01 * rng.standard_normal(ev.size)))
    return d.build()


def grokking(k: int = 1800, n: int = 3000, seed: int = 18) -> Run:
    """Train loss falls early; validation loss stays flat at chance, then drops suddenly at step k."""
    rng = np.random.default_rng(seed)
    d = draft_healthy(n, seed=seed, name="grokking", eval_every=None, floor=0.01)
    ev = np.arange(19, n, 20)
    chance = math.log(10)
    val = 0.3 + (chance - 0.3) / (1 + np.exp((ev - k - 100) / 40))
    d.sparse("val_loss", ev, val * np.exp(0.01 * rng.standard_normal(ev.size)))
    return d.build()


def resume_resets_scheduler(k: int = 1800, n: int = 3000, seed: int = 19) -> Run:
    """A cosine run resumed at step k whose scheduler restarted from its peak (state not restored)."""
    d = draft_healthy(n, seed=seed, name="resume-reset", schedule="cosine")
    d["lr"] = np.where(d.steps < k, d["lr"], lr_schedule(n - k, schedule="cosine")[np.clip(d.steps - k, 0, None)])
    d.events.append(("resume", k, f"Resuming from checkpoint at step {k}"))
    return d.build()


def s_curve(drop_at: int | None = 1500, n: int = 3000, seed: int = 6, num_classes: int = 10) -> Run:
    """Loss flat at chance level ln(num_classes), then (if drop_at) a sudden drop: grokking-like."""
    rng = np.random.default_rng(seed)
    d = Draft("s-curve" if drop_at else "flat", n)
    chance = math.log(num_classes)
    if drop_at is None:
        smooth = np.full(n, chance)
    else:
        smooth = 0.2 + (chance - 0.2) / (1 + np.exp((d.steps - drop_at - 100) / 25))
    d["train_loss"] = smooth * np.exp(0.02 * rng.standard_normal(n))
    d["lr"] = np.full(n, 1e-3)
    return d.build()


def slow(n: int = 3000, seed: int = 7, lr: float = 1e-7) -> Run:
    """LR far too low: the loss creeps down almost linearly, 12% over the whole run."""
    rng = np.random.default_rng(seed)
    d = Draft("slow", n)
    d["train_loss"] = math.log(10) * (1 - 0.12 * d.steps / n) * np.exp(0.01 * rng.standard_normal(n))
    d["lr"] = np.full(n, lr)
    d["grad_norm"] = np.exp(0.1 * rng.standard_normal(n))
    return d.build()


def oscillating(n: int = 3000, seed: int = 8) -> Run:
    """LR too high: the loss swings +/-40% around a level it never improves on."""
    rng = np.random.default_rng(seed)
    d = Draft("oscillation", n)
    smooth = 1.2 + 1.1 * np.exp(-d.steps / (n / 30))
    d["train_loss"] = smooth * (1 + 0.45 * np.sin(d.steps * 0.9) * rng.uniform(0.5, 1.0, n))
    d["lr"] = np.full(n, 0.5)
    return d.build()


def underfitting(n: int = 3000, seed: int = 9) -> Run:
    """Too much regularisation: train and val both level off high, val close to train."""
    rng = np.random.default_rng(seed)
    d = Draft("underfitting", n)
    smooth = 1.7 + (math.log(10) - 1.7) * np.exp(-d.steps / (n / 20))
    d["train_loss"] = smooth * np.exp(0.03 * rng.standard_normal(n))
    ev = np.arange(99, n, 100)
    d.sparse("val_loss", ev, smooth[ev] * 0.98 * np.exp(0.005 * rng.standard_normal(ev.size)))
    d["lr"] = np.full(n, 1e-3)
    return d.build()


def double_descent(n: int = 6000, seed: int = 10, peak: int = 2500) -> Run:
    """Validation loss falls, rises to a peak at `peak`, then falls below its first minimum."""
    rng = np.random.default_rng(seed)
    d = draft_healthy(n, seed=seed, name="double-descent", eval_every=None, floor=0.02)
    ev = np.arange(49, n, 50)
    first = 0.6 + 1.7 * np.exp(-ev / 400)
    bump = 0.5 * np.exp(-0.5 * ((ev - peak) / 500) ** 2)
    late = -0.3 * np.clip((ev - peak) / (n - peak), 0, None)
    d.sparse("val_loss", ev, (first + bump + late) * np.exp(0.01 * rng.standard_normal(ev.size)))
    return d.build()


def throughput_drop(k: int = 1500, n: int = 3000, seed: int = 11, factor: float = 1.6) -> Run:
    """Step time jumps by `factor` at step k (a dataloader that slows down)."""
    d = draft_healthy(n, seed=seed, name="throughput")
    d["step_time"][k:] *= factor
    return d.build()


def memory_leak(n: int = 3000, seed: int = 12, mb_per_step: float = 0.8) -> Run:
    """Memory climbs linearly (graph retention), never levelling off."""
    d = draft_healthy(n, seed=seed, name="memory-leak")
    d["memory"] += mb_per_step * d.steps
    return d.build()


def lr_warmup_never_ends(n: int = 3000, seed: int = 13) -> Run:
    """Warmup set to more steps than the run has: the lr rises until the last step of a finished run (the
    log prints its planned max_steps, which it reaches)."""
    run = draft_healthy(n, seed=seed, name="warmup-never-ends", warmup=10 * n).build()
    run.hparams["max_steps"] = n
    return run


def lr_stepped_per_batch(n: int = 3000, seed: int = 14, step_size: int = 30) -> Run:
    """StepLR(step_size=30 epochs) stepped every batch: lr 10x smaller every 30 steps."""
    d = draft_healthy(n, seed=seed, name="lr-per-batch")
    d["lr"] = 3e-4 * 0.1 ** np.floor(d.steps / step_size)
    return d.build()


def exploding_gradients(k: int = 1500, n: int = 3000, seed: int = 15) -> Run:
    """grad_norm grows exponentially from step k, from ~1 to ~1e4; the loss is still finite."""
    d = draft_healthy(n, seed=seed, name="exploding")
    d["grad_norm"] *= np.exp(np.clip(d.steps - k, 0, None) * math.log(1e4) / (n - k))
    return d.build()


def quantization_gap(k: int = 1000, n: int = 3000, seed: int = 16, quant_name: str = "quant_loss") -> Run:
    """QAT: the quantized loss tracks the float loss, then the gap widens from step k."""
    d = draft_healthy(n, seed=seed, name="quantization-gap")
    rng = np.random.default_rng(seed)
    smooth = _base_loss(lr_schedule(n), math.log(10), 0.3)
    gap = 0.02 + 0.6 * np.clip(d.steps - k, 0, None) / n
    d[quant_name] = (smooth + gap) * np.exp(0.05 * rng.standard_normal(n))
    return d.build()


def long_run(points: int = 1_000_000, seed: int = 17) -> Run:
    """A healthy run with `points` logged steps (for scale tests and the benchmark)."""
    return healthy(points, seed=seed, eval_every=max(points // 100, 1), name=f"long-{points}")


# ---------------------------------------------------------------- RL and preference fine-tunes

GrpoFault = Literal["constant_reward", "flat_reward", "kl_runaway", "entropy_collapse", "entropy_blowup",
                    "length_runaway", "reward_hacking"]
DpoFault = Literal["identical_pairs", "overfit", "displacement"]


def grpo(n: int = 300, *, fault: GrpoFault | None = None, k: int | None = None, seed: int = 20) -> Run:
    """A GRPO fine-tune as TRL logs it: the reward climbs with a real spread inside groups, the KL settles near
    0.02, the entropy falls slowly, completions stay far from the limit, and the loss is beta x KL (0.0 at the
    first step). `fault` injects one failure from step `k` (default n // 3; the reward ones from the start)."""
    rng = np.random.default_rng(seed)
    k = n // 3 if k is None else k
    d = Draft(f"grpo-{fault or 'healthy'}", n)
    t = d.steps.astype("float64")
    after = np.clip(t - k, 0, None)
    reward = 0.2 + 0.5 * (1 - np.exp(-t / (0.3 * n))) + 0.05 * rng.standard_normal(n)
    reward_std = np.full(n, 0.35) + 0.02 * rng.standard_normal(n)
    kl = 0.02 * (1 - np.exp(-t / (0.1 * n))) * np.exp(0.1 * rng.standard_normal(n))
    entropy = 0.6 * (1 - 0.3 * t / n) * np.exp(0.02 * rng.standard_normal(n))
    length = 150 + 20 * t / n + 5 * rng.standard_normal(n)
    clipped = np.full(n, 0.02)
    if fault == "constant_reward":
        reward, reward_std = np.zeros(n), np.zeros(n)
    elif fault == "flat_reward":
        reward = 0.3 + 0.05 * rng.standard_normal(n)
    elif fault == "kl_runaway":
        kl = kl + 0.02 * (np.exp(after * math.log(200) / max(n - k, 1)) - 1)
    elif fault == "entropy_collapse":
        entropy = entropy * np.exp(-after * math.log(100) / max(n - k, 1))
    elif fault == "entropy_blowup":
        entropy = entropy * (1 + 4 * after / max(n - k, 1))
    elif fault == "length_runaway":
        length = length + (1024 - 150) * np.minimum(after / (0.5 * max(n - k, 1)), 1.0)
        clipped = np.clip(0.02 + 0.95 * after / (0.5 * max(n - k, 1)), 0, 0.97)
    elif fault == "reward_hacking":
        d["rewards_format_mean"] = 0.1 + 0.8 * (1 - np.exp(-t / (0.2 * n))) + 0.02 * rng.standard_normal(n)
        d["rewards_correctness_mean"] = 0.6 - 0.4 * t / n + 0.02 * rng.standard_normal(n)
    kl[0] = 0.0
    d["train_loss"] = 0.04 * kl
    d["reward"] = reward
    d["reward_std"] = np.clip(reward_std, 0, None)
    d["frac_reward_zero_std"] = np.where(reward_std <= 0, 1.0, 0.1)
    d["kl"] = kl
    d["entropy"] = entropy
    d["completions_mean_length"] = np.minimum(length, 1024)
    d["completions_clipped_ratio"] = clipped
    d["lr"] = np.full(n, 1e-6)
    d["grad_norm"] = 0.3 * np.exp(0.3 * rng.standard_normal(n))
    return d.build()


def dpo(n: int = 200, *, fault: DpoFault | None = None, seed: int = 21, eval_every: int = 20) -> Run:
    """A DPO fine-tune as TRL logs it: the loss starts at ln 2 and falls, preference accuracy rises toward 0.85,
    margins grow moderately, the chosen log-probabilities hold while the rejected fall, and held-out margins
    follow. `fault` injects one failure over the whole run."""
    rng = np.random.default_rng(seed)
    d = Draft(f"dpo-{fault or 'healthy'}", n)
    t = d.steps.astype("float64")
    margin = 2.0 * (1 - np.exp(-t / (0.3 * n))) * np.exp(0.05 * rng.standard_normal(n))
    chosen = -80 - 2 * t / n + rng.standard_normal(n)
    rejected = -100 - 30 * t / n + rng.standard_normal(n)
    accuracy = np.clip(0.5 + 0.35 * (1 - np.exp(-t / (0.2 * n))) + 0.03 * rng.standard_normal(n), 0, 1)
    ev = d.steps[eval_every - 1::eval_every]
    progress = ev / n
    eval_loss = 0.693 - 0.25 * (1 - np.exp(-progress / 0.3))
    eval_acc = 0.5 + 0.25 * (1 - np.exp(-progress / 0.3))
    if fault == "identical_pairs":
        margin = 0.002 * rng.standard_normal(n)
        accuracy = np.zeros(n)
        chosen = rejected = -80 + 0.1 * rng.standard_normal(n)
        eval_loss = np.full(ev.size, 0.6931)
        eval_acc = np.zeros(ev.size)
    elif fault == "overfit":
        margin = 0.05 * t
        accuracy = np.clip(0.6 + 0.02 * t, 0, 1)
        eval_loss = 0.5 + 0.4 * progress
        eval_acc = 0.72 - 0.2 * progress
    elif fault == "displacement":
        chosen = -80 - 60 * t / n + rng.standard_normal(n)
        rejected = -100 - 90 * t / n + rng.standard_normal(n)
    d["train_loss"] = np.log1p(np.exp(-margin))  # -log sigmoid(margin): ln 2 at a zero margin
    d["rewards_margins"] = margin
    d["rewards_chosen"] = margin / 2
    d["rewards_rejected"] = -margin / 2
    d["rewards_accuracies"] = accuracy
    d["logps_chosen"] = chosen
    d["logps_rejected"] = rejected
    d["lr"] = np.full(n, 5e-7)
    d["grad_norm"] = 5 * np.exp(0.3 * rng.standard_normal(n))
    d.sparse("val_loss", ev, eval_loss)
    d.sparse("val_rewards_accuracies", ev, eval_acc)
    return d.build()

"""What the RL and preference detectors share: they judge a run only when it optimises that objective, and read
the series that plays their role (see `analysis/objective.py`), whatever the trainer named it.

Their evidence quotes medians of the first and last fifth of the run (marked "median") and a few logged points
exactly as the log holds them, so a reader can check them against the log.
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis.detectors.base import Curve, Detector, Result, at, curve
from traindiag.analysis.findings import Finding, Inconclusive
from traindiag.analysis.objective import objective, series_for
from traindiag.analysis.stats import fmt_value
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run

NO_REWARD = "an RL fine-tune that logs no reward"


class PolicyDetector(Detector):
    """A detector of one RL or preference quantity: `role` names it, `objectives` says which runs it judges."""

    role: str = ""
    objectives: tuple[str, ...] = ("rl",)

    def detect(self, run: Run, context: Context | None = None) -> list[Result]:
        if objective(run) not in self.objectives:
            return []
        metric = series_for(run, self.role)
        if metric is None:
            if self.role == "reward" and not any(m.startswith("reward") for m in run.series):
                # a GRPO/PPO notebook whose table shows only the loss: nothing here can judge progress
                return [Inconclusive(symptom=self.symptom, run=run.name,
                                     reason=f"{NO_REWARD}: its loss (beta x the KL, 0.0 at "
                                            "the start) says nothing about progress; log the reward (TRL: "
                                            "trainer.state.log_history holds reward, reward_std, kl, lengths)")]
            return []
        c = curve(run.series[metric], metric)
        refusal = self.too_few(run, c)
        if refusal:
            short = self.judge_short(run, c)
            return [short] if short is not None else [refusal]
        return self.judge(run, c, context)

    def judge_short(self, run: Run, c: Curve) -> Finding | None:
        """What a reader sees in a paste of a few points, too few for the full rule; None by default."""
        return None


def ends(c: Curve) -> tuple[float, float, int]:
    """Medians of the first and last fifth of the curve (at least one point each, three from 15 points on),
    and how many points each median holds."""
    n = c.level.size
    k = max(1, n // 5) if n < 15 else max(3, n // 5)
    return float(np.median(c.level[:k])), float(np.median(c.level[-k:])), k


def span_text(run: Run, c: Curve, head: float, tail: float, k: int) -> str:
    """'reward median 0.21 over the first 6 points -> median 0.20 over the last 6 (step 1 to step 30)'."""
    name = run.original_names.get(c.metric) or c.metric  # the name as logged, so the reader finds it
    return (f"{name} median {fmt_value(head)} over the first {k} points -> median {fmt_value(tail)} over the "
            f"last {k} ({at(run, c.step[0])} to {at(run, c.step[-1])})")


def logged_points(run: Run, c: Curve, *which: str) -> str:
    """Exact logged points of the curve, e.g. 'logged: 0.211 at step 1, 0.702 at step 19 (highest)'."""
    steps, values = c.raw.index.to_numpy(), c.raw.to_numpy(dtype="float64")
    ok = np.isfinite(values)
    steps, values = steps[ok], values[ok]
    if values.size == 0:
        return ""
    picks = {"first": 0, "last": values.size - 1, "highest": int(np.argmax(values)), "lowest": int(np.argmin(values))}
    parts, seen = [], set()
    for name in which:
        i = picks[name]
        if i in seen:
            continue
        seen.add(i)
        label = f" ({name})" if name in ("highest", "lowest") else ""
        parts.append(f"{fmt_value(values[i])} at {at(run, steps[i])}{label}")
    return f"{run.original_names.get(c.metric) or c.metric} logged: " + ", ".join(parts)


def hparam(run: Run, *keys: str) -> float | None:
    """The first numeric setting among `keys` that the log printed (beta, temperature, max_completion_length)."""
    for key in keys:
        value = run.hparams.get(key)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    return None

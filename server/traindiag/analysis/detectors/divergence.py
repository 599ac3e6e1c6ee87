"""divergence: the training loss trends upward or blows up while still finite.

Three shapes: a rebound (the loss fell, then gave back at least half of that fall with a significant
upward trend after its minimum), a run that never fell (ends 1.5x above its start, rising), and a
blow-up (ends 1.5x above its start and spent most of the time since its minimum above it, even when
it partly recovers in between, so no monotonic trend). Read on
train_loss; on val_loss only when no train loss is logged (a rising validation loss next to a falling
train loss is overfitting, not divergence).

Facts: onset_step (the smoothed minimum before the rise), min_value, start_value, end_value,
giveback (fraction of the fall given back: 1.0 = back at the start), ratio (end / minimum for positive
losses), above_start (bool), trend_p, lr_at_onset, grad_norm_ratio (grad_norm median after onset /
before, when logged).
"""

from __future__ import annotations

import numpy as np

from traindiag.analysis import stats
from traindiag.analysis.detectors.base import (
    Curve,
    Detector,
    Result,
    at,
    crosses_zero,
    curve,
    is_rl_run,
    lr_at,
)
from traindiag.analysis.stats import fmt_ratio, fmt_value
from traindiag.analysis.thresholds import th
from traindiag.ingest.context import Context
from traindiag.ingest.run import Run


def _jump_then_falling(values: np.ndarray) -> bool:
    """The loss (its finite logged values) rose in one jump of 2x or more between two logged points, and after
    its peak it falls: a spike being recovered from, not a climb."""
    # Only in a short paste: over a long run the highest point of a climbing, noisy loss is one jump too.
    if not 4 <= values.size < th("min_points_spikes") or (values <= 0).any():
        return False
    ratios = values[1:] / values[:-1]
    j = int(np.argmax(ratios))
    if ratios[j] < 2:
        return False
    p = j + 1 + int(np.argmax(values[j + 1:]))
    after = values[p + 1:]
    base = float(np.median(values[:j + 1]))
    # Back at least half-way from the peak to the level before the jump, or down at every point since the peak
    # (three or more): recovering. A loss that stays up after the jump, or swings there, has changed regime,
    # which is a divergence.
    falling = after.size >= 3 and bool(np.all(np.diff(values[p:]) < 0))
    return after.size >= 1 and (after[-1] <= values[p] - 0.5 * (values[p] - base) or falling)


class Divergence(Detector):
    symptom = "divergence"
    min_points = 5
    what = "a divergence"

    def judge(self, run: Run, c: Curve, context: Context | None) -> list[Result]:
        metric = c.metric
        if crosses_zero(c):
            return []  # a WGAN critic's or a policy loss: ratios to its level mean nothing once it changes sign
        # A wider median than the other detectors use: a diverging loss swings wildly, and one lucky low
        # batch late in the run must not pass for the minimum.
        window = max(5, (c.level.size // 10) | 1)
        s = stats.rolling_median(c.level, window)
        i_min = int(np.argmin(s))
        lo, head, tail = float(s[i_min]), c.head, c.tail
        fall = head - lo
        after = c.level[i_min:]
        if after.size < 3:
            return []
        p_up = stats.mann_kendall(after)
        rising = p_up[0] > 0 and p_up[1] < th("trend_p")
        giveback = (tail - lo) / fall if fall > 0 else float("inf")
        rose_from_start = (tail - head) / abs(head) if head != 0 else 0.0
        # A fall, or a rise, within the batch noise says nothing: the lowest of many running medians of a
        # noisy flat loss always sits a little below the others. Noise of one running median: the batch
        # noise over the square root of its window, three times over to be past doubt.
        noise = stats.noise_sigma(c.level)
        margin = 3.0 * noise / np.sqrt(window)
        rebound = (fall > max(th("not_learning_fall") * abs(head), margin) and tail - lo > margin
                   and giveback >= th("divergence_giveback"))
        never_fell = rose_from_start >= th("divergence_rise_ratio") - 1
        # Blown up: ends 1.5x above its start and has mostly stayed above it since the minimum, even if
        # it partly recovers in between (no monotonic trend then).
        blew_up = never_fell and float(np.median(after)) > head
        # A short log that climbs with a significant trend over all of it, ending 10% above its low: the
        # "rising epoch after epoch" an expert reads in a paste, short of a blow-up (a warning, watched).
        p_all = stats.mann_kendall(c.level) if c.n < th("min_points_spikes") else (0.0, 1.0)
        drifting = p_all[0] > 0 and p_all[1] < th("trend_p") and tail >= 1.1 * lo and lo > 0
        climbing = (rising and (rebound or never_fell)) or blew_up
        if not (climbing or drifting):
            return []
        raw = c.raw.to_numpy(dtype="float64")
        raw = raw[np.isfinite(raw)]
        if _jump_then_falling(raw):
            return []  # one jump, then coming down: a spike (loss_spikes triages it), not a climbing loss
        # The median at i_min summarises a window (cut short at the edges, so a low at index 0 can be
        # the median of points 0-4): date the turn at the logged point of that window nearest to it.
        w0 = max(i_min - window // 2, 0)
        near = c.level[w0:i_min + window // 2 + 1]
        onset = int(c.step[w0 + int(np.argmin(np.abs(near - lo)))])
        last = int(c.step[-1])
        above_start = tail > head
        ratio = tail / lo if lo > 0 else None
        evidence = [f"{metric} rose from a running-median low of {fmt_value(lo)} at {at(run, onset)} to a running level "
                    f"of {fmt_value(tail)} by {at(run, last)}" + (f" ({fmt_ratio(ratio)})" if ratio else "")
                    + (f", above its start ({fmt_value(head)})" if above_start else
                       f", giving back {min(giveback, 9.99):.0%} of its fall")]
        facts: dict = {"onset_step": onset, "min_value": lo, "start_value": head, "end_value": tail,
                       "giveback": giveback if np.isfinite(giveback) else None, "ratio": ratio,
                       "above_start": above_start, "trend_p": p_up[1]}
        lr = lr_at(run, onset)
        facts["lr_at_onset"] = lr
        if lr is not None:
            evidence.append(f"lr {fmt_value(lr, 2)} at the turn")
        if run.has("grad_norm"):
            g = curve(run.series["grad_norm"], "grad_norm")
            before, later = g.level[g.step < onset], g.level[g.step >= onset]
            if before.size >= 3 and later.size >= 3 and np.median(before) > 0:
                gr = float(np.median(later) / np.median(before))
                facts["grad_norm_ratio"] = gr
                evidence.append(f"grad_norm median {fmt_value(np.median(before))} before, "
                                f"{fmt_value(np.median(later))} after ({fmt_ratio(gr)})")
        # Measured, not asserted: on the real-log dev split (2026-11-25) a divergence stated at 0.9 was right
        # half the time (spikes and grad-norm blow-ups look alike in a few points), so it says no more than 0.75.
        confidence = 0.75 if above_start else 0.55 + 0.2 * min(giveback, 1.0)
        if not climbing:  # drifting only
            evidence.append(f"a rising trend over all {c.n} logged points (Mann-Kendall p = {p_all[1]:.2g}), "
                            f"short of a blow-up")
            facts["drifting"] = True
            return [self.finding(run, "warning", 0.65, (onset, last), metric, evidence, facts)]
        # Critical when the climb is beyond dispute: 1.5x its low, or 10% above where it started. A loss that
        # wandered back to its start within that margin has turned up, and is watched.
        # In a short paste the last few points say where it is heading; in a long run they are noise.
        coming_down = (4 <= raw.size < th("min_points_spikes")
                       and bool((np.diff(raw[-4:]) < 0).sum() >= 2 and raw[-1] < raw[-4]))
        facts["coming_down"] = coming_down
        if coming_down:
            evidence.append(f"coming down over its last points ({', '.join(fmt_value(v) for v in raw[-4:])})")
        # ... and a climb larger than three times the batch-to-batch scatter: a noisy fine-tune whose level drifts
        # from 0.85 to 1.3 with swings of +/-0.2 has turned up, but not beyond dispute.
        clear = ((ratio is not None and ratio >= 1.5) or (above_start and tail >= 1.1 * head) or blew_up) \
            and not coming_down and tail - min(lo, head) > 3.0 * noise
        if clear and is_rl_run(run):
            # An RL loss that climbs is not beyond dispute (a TD loss grows with the value estimates): watched.
            clear = False
            evidence.append("a reinforcement-learning loss: it can climb while the policy improves; check the "
                            "reward or return")
        return [self.finding(run, "critical" if clear else "warning", confidence, (onset, last), metric, evidence,
                             facts)]

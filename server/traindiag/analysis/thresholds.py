"""Every default threshold the detectors use, in one place, each with the reason for its value.

Curve thresholds are scale-free (ratios, fractions of the run, fractions of the loss's own fall, robust
z-scores), so a loss of 1e4 and one of 1e-3 are judged alike. The few absolute numbers (gradient norm
above 100 or below 1e-7, lr below 1e-6) are the ones the reference documents and common tools state in
absolute terms. `markdown_table()` renders the table in docs/diagnosis.md.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Threshold:
    value: float
    reason: str


THRESHOLDS: dict[str, Threshold] = {
    # -- data sufficiency
    "min_points_trend": Threshold(5, "a monotonic trend test has no power below 5 points (an epoch log of 5 is the floor)"),
    "min_points_shape": Threshold(12, "plateau, oscillation and S-curve shapes need a dozen points to be told from noise"),
    "min_points_spikes": Threshold(20, "a spike is judged against a running level; fewer than 20 points give no level"),
    "min_points_oscillation": Threshold(30, "telling wide swings from batch noise around a converged level needs 30 points"),
    "min_points_system": Threshold(10, "step time and memory are smooth: 10 points show a creep (an epoch of a small run)"),
    "noise_z": Threshold(3.0, "a change must exceed 3 standard errors of the curve's own batch-to-batch noise"),
    "bucket_points": Threshold(4000, "curves longer than this are reduced to 4,000 median/min/max buckets; spikes survive"),
    # -- nan_inf
    "nan_grad_lookback": Threshold(50, "grad_norm growth is measured over the 50 logged points before the first NaN"),
    # -- divergence
    "divergence_giveback": Threshold(0.5, "train loss gave back at least half of its fall since its minimum: not noise"),
    "divergence_rise_ratio": Threshold(1.5, "a loss that never fell but ends 1.5x above its start is diverging"),
    # -- loss_spikes
    "spike_ratio": Threshold(3.0, "reference docs: spikes of 2-3x the running average are usually fine; above 3x is a spike"),
    "spike_z": Threshold(6.0, "the spike must also stand 6 robust sigmas above the normal batch-to-batch noise (log scale)"),
    "spike_recover_ratio": Threshold(1.5, "recovered = back within 1.5x of the pre-spike level; otherwise it is divergence"),
    "spike_warn_count": Threshold(3, "'loss spikes regularly' (reference docs) = 3 or more spikes; fewer small ones are info"),
    "spike_warn_ratio": Threshold(10.0, "a single spike of 10x the running level is worth a warning on its own"),
    # -- oscillation
    "oscillation_amplitude": Threshold(0.25, "late-run swings (robust sigma of the detrended loss) above 25% of its level"),
    "oscillation_vs_progress": Threshold(0.25, "swings at least a quarter of the loss's whole fall: noise rivals progress"),
    # -- plateau (ReduceLROnPlateau-style relative improvement over a window)
    "plateau_gain": Threshold(0.02, "less than 2% of the total fall happened during the stall window"),
    "plateau_window": Threshold(0.3, "the stall must last at least 30% of the run to be a plateau, not a pause"),
    "plateau_max_fall": Threshold(0.5, "a plateau stalls above half the initial loss; real healthy runs that lost more than half converge fast onto a noisy floor (eval set)"),
    # -- not_learning / slow_convergence
    "not_learning_fall": Threshold(0.05, "a loss that fell less than 5% of its initial value over the run is flat"),
    "chance_tolerance": Threshold(0.05, "an initial loss within 5% of ln(k) is read as chance level for k classes"),
    "slow_fall": Threshold(0.5, "a run from step 0 whose loss fell less than half while still falling at an undiminished pace is slow"),
    "slow_late_early_slope": Threshold(0.5, "healthy curves have diminishing returns; late slope >= half the early one means far from converged"),
    "slow_min_steps": Threshold(200, "under 200 optimizer steps a run is still in its early phase (warmup, Adam's bias "
                                     "correction): a steady fall then is a short run, not a slow one"),
    "lr_tiny": Threshold(1e-6, "reference docs: LR below 1e-6 is too low to learn (raise it 10-100x)"),
    "min_steps_flat": Threshold(30, "a loss barely moving over its first 30 optimizer steps is a run too young to call flat"),
    "converged_fall": Threshold(0.5, "half the loss gone and no rise since: converged onto its floor, however flat the rest"),
    "log_start_fraction": Threshold(0.1, "a log starting after 10% of its last step misses the start (a resume): no speed verdict"),
    # -- overfitting / underfitting / double descent
    "overfit_rise": Threshold(0.05, "validation loss ends 5% above its best (relative to the best) while train keeps falling"),
    "overfit_giveback": Threshold(0.2, "or it gave back 20% of its own fall since its best"),
    "overfit_train_fall": Threshold(0.02, "train loss still fell at least 2% after the validation minimum"),
    "acc_gap": Threshold(0.2, "reference docs: a train-val accuracy gap above 20 points is severe overfitting"),
    "underfit_level": Threshold(0.5, "both losses still above half their initial value (or of the chance level ln k) is high"),
    "underfit_gap": Threshold(0.1, "train-val gap under 10% of the loss level is 'small' (reference docs: gap < 2x is reasonable)"),
    "double_descent_rise": Threshold(0.05, "the validation bump must rise 5% above the first minimum"),
    "double_descent_recover": Threshold(0.5, "and come back down by at least half of that rise"),
    # -- delayed_generalization (S-curve)
    "flat_band": Threshold(0.05, "a 'flat' start stays within 5% of its initial level"),
    "flat_band_accuracy": Threshold(0.05, "for accuracies (0-1), a flat start stays within 5 points of its initial value"),
    "s_rise_accuracy": Threshold(0.3, "an accuracy S-curve must then gain at least 30 points"),
    "flat_min_fraction": Threshold(0.1, "the flat start must span at least 10% of the run"),
    "s_drop": Threshold(0.3, "the drop that follows must take at least 30% off the flat level"),
    "wait_factor": Threshold(2.0, "reference docs: wait at least 2x the flat period before calling a flat start not learning"),
    # -- gradients
    "grad_explode_abs": Threshold(100.0, "reference docs: global gradient norms above ~100 are exploding (healthy 0.1-10)"),
    "grad_growth": Threshold(10.0, "a running gradient norm 10x above its lowest earlier level is growing fast"),
    "grad_vanish_abs": Threshold(1e-7, "reference docs: gradient norms below 1e-7 have vanished"),
    # -- throughput / memory
    "throughput_slowdown": Threshold(1.2, "step time 20% above its early baseline is beyond normal jitter"),
    "throughput_skip": Threshold(0.05, "the first 5% of steps (compilation, cache warm-up) are left out of the baseline"),
    "memory_growth": Threshold(0.1, "memory 10% above its early level after warm-up, and still rising, is a leak"),
    "memory_still_rising": Threshold(0.3, "the last third must still grow at 30% of the overall rate (not levelled off)"),
    # -- lr schedule
    "lr_zero": Threshold(1e-12, "a learning rate at or below 1e-12 is zero for every optimizer"),
    "lr_collapse": Threshold(0.01, "lr below 1% of its peak..."),
    "lr_collapse_before": Threshold(0.5, "...before half the run, and staying there: stepped per batch instead of per epoch"),
    "lr_restart_jump": Threshold(2.0, "lr jumping 2x up after decaying is a restart (anomalous unless periodic)"),
    # -- quantization
    "quant_gap_growth": Threshold(1.5, "the quantized-minus-float loss gap ending 1.5x its early size is widening"),
    "quant_gap_min": Threshold(0.02, "gaps under 2% of the float loss are negligible whatever their trend"),
    # -- RL and preference fine-tuning
    "rl_min_points": Threshold(10, "a GRPO/PPO log prints every step: 10 points show a trend in the reward, KL or entropy"),
    "reward_trend_points": Threshold(15, "a noisy reward needs 15 points before 'no upward trend' means anything"),
    "reward_gain": Threshold(0.05, "a reward trend that gains under 5% of its scale over the whole run is not improvement"),
    "one_value_share": Threshold(0.9, "a mean reward at one value (within one_value_band) at 90% of the steps: every completion scores alike"),
    "one_value_band": Threshold(0.05, "within 5% of the reward's median level"),
    "weak_trend_p": Threshold(0.2, "a trend test's p under 0.2: a weak trend, worth a note but not a verdict"),
    "reward_ceiling": Threshold(0.9, "a 0-1 reward (accuracy, pass rate) at 0.9 or above has little room left to rise"),
    "zero_spread_share": Threshold(0.8, "4 groups in 5 with identical rewards leave too few advantages to learn from"),
    "zero_spread_std": Threshold(0.02, "a reward std under 2% of the reward scale: the completions of a group score alike"),
    "kl_growth": Threshold(10.0, "a KL 10x its early level and still rising is escaping the reference policy"),
    "kl_large": Threshold(1.0, "a per-token KL above 1 nat: the policy no longer resembles the reference"),
    "kl_floor": Threshold(0.1, "per-token KLs under 0.1 are the usual working range of beta 0.01-0.1"),
    "entropy_collapse": Threshold(0.1, "entropy down to a tenth of its start: sampling has turned deterministic"),
    "entropy_floor": Threshold(0.02, "a per-token entropy under 0.02 nats: the policy samples almost one token everywhere"),
    "entropy_blowup": Threshold(2.0, "entropy twice its start and still rising: the policy drifts toward noise"),
    "clipped_share": Threshold(0.5, "half the completions cut off at the generation limit: the limit, not the answer, ends them"),
    "length_tiny": Threshold(32, "completions of under 32 tokens on average have collapsed toward nothing"),
    "length_recovered": Threshold(0.25, "after a collapse, a median length above a quarter of the first: the run climbed out"),
    "length_collapse": Threshold(0.25, "completions shrunk to a quarter of their early length"),
    "component_change": Threshold(0.25, "a reward component moving 25% of its own level is beyond step-to-step noise"),
    "held_out_drop": Threshold(0.03, "a held-out score 3% below its best at the last evaluation, and below it since"),
    "dpo_chance": Threshold(0.02, "a DPO loss within 0.02 of ln 2 = 0.693: chosen and rejected not told apart"),
    "dpo_saturated_loss": Threshold(0.01, "a DPO loss under 0.01: sigmoid saturated, the pairs give no more gradient"),
    "pref_accuracy_high": Threshold(0.85, "train preference accuracy at 0.85 or above while held-out results worsen: memorising"),
    "pref_accuracy_saturated": Threshold(0.95, "train preference accuracy at 0.95 or above: every training pair separated"),
    "logp_fall": Threshold(0.1, "chosen log-probabilities 10% lower than at the start: the chosen answers lose mass"),
    # -- confidence
    "trend_p": Threshold(0.05, "significance level of the trend tests"),
}


def th(name: str) -> float:
    """The value of threshold `name`."""
    return THRESHOLDS[name].value


def markdown_table() -> str:
    """The thresholds as a markdown table (name, default, reason)."""
    rows = ["| threshold | default | why |", "|---|---|---|"]
    rows += [f"| `{k}` | {t.value:g} | {t.reason} |" for k, t in THRESHOLDS.items()]
    return "\n".join(rows)

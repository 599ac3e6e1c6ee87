"""Symptom -> cause knowledge, kept as data.

Each `CauseRule` says how strongly each symptom points at the cause (`symptoms`, a prior weight that is
multiplied by the symptom's confidence) and how run facts move it (`signals`: a named fact from
`diagnosis/signals.py`, true for this run, adds its weight; negative weights argue against the cause).
A signal counts only when at least one of the cause's symptoms is present, so a high lr alone never
makes a healthy run sick.

`fix` holds templates tried in order: the first whose ``{fields}`` are all known for the run is used,
so the fix quotes the user's own numbers when the log has them and falls back to a generic number
otherwise. The weights encode the reference tables (e.g. NaN: lr too high / no clipping / log(0) /
fp16; flat at chance: no gradient flow / data / lr too low) and were set so that the textbook case of
each table row ranks its cause first; tests in tests/test_diagnosis_rules.py pin those cases.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CauseRule:
    id: str
    symptoms: dict[str, float]
    signals: dict[str, float]
    tell_apart: str
    fix: tuple[str, ...]
    avoid: str
    sheets: tuple[str, ...]
    extra: dict[str, str] = field(default_factory=dict)


RULES: tuple[CauseRule, ...] = (
    CauseRule(
        id="lr_too_high",
        symptoms={"divergence": 0.8, "oscillation": 0.7, "nan_inf": 0.55, "exploding_gradients": 0.55,
                  "loss_spikes": 0.35, "dead_relu": 0.3, "weight_growth": 0.3, "plateau": 0.15,
                  "not_learning": 0.1, "kl_blowup": 0.4, "entropy_blowup": 0.35, "entropy_collapse": 0.25},
        signals={"lr_high": 0.5, "no_warmup": 0.15, "grad_rise_before_nan": 0.2, "spikes_many": 0.15,
                 "nan_early": 0.1, "lr_low": -0.7, "grad_normal_before_nan": -0.3, "clipping_on": 0.1,
                 "grad_grows_steadily": -0.15},
        tell_apart="Rerun from the last good checkpoint with lr divided by 10: if the blow-up moves much later "
                   "or disappears, the step size was the problem; if it comes back at the same step, look at "
                   "the data or the loss code instead.",
        fix=("Lower the peak lr {lr} -> {lr_div10} and restart from the checkpoint before {bad_at}.",
             "Lower the peak lr {lr} -> {lr_div10} (10x) and rerun.",
             "Divide the peak learning rate by 10 (e.g. 1e-3 -> 1e-4) and rerun."),
        avoid="Don't switch optimizer or architecture first, and don't just resume with the same lr: it will "
              "blow up again at about the same place.",
        sheets=("learning-rate-scheduling", "gradient-management"),
    ),
    CauseRule(
        id="lr_too_low",
        symptoms={"slow_convergence": 0.6, "not_learning": 0.3, "underfitting": 0.25, "plateau": 0.2,
                  "vanishing_gradients": 0.05},
        signals={"lr_low": 0.5, "lr_tiny": 0.3, "lr_high": -0.6, "grad_tiny": -0.1},
        tell_apart="Run 200 steps with lr 10x higher: loss falling clearly faster means the step size held it "
                   "back; no change means gradients are not getting through (check grad_norm).",
        fix=("Raise lr {lr} -> {lr_x10}, or run an LR range test (1e-7 up to 1 over ~200 steps) and take "
             "the lr where the loss falls fastest.",
             "Raise the learning rate 10x (e.g. 1e-5 -> 1e-4) or run an LR range test and take the lr "
             "where the loss falls fastest."),
        avoid="Don't just train longer or add epochs: at too small a step the loss stays flat or crawls, "
              "and the extra compute buys little.",
        sheets=("learning-rate-scheduling", "optimization-algorithms"),
    ),
    CauseRule(
        id="missing_lr_schedule",
        symptoms={"plateau": 0.45, "divergence": 0.3, "oscillation": 0.25, "loss_spikes": 0.15,
                  "exploding_gradients": 0.15, "nan_inf": 0.1, "slow_convergence": 0.05},
        # a missing warmup matters for early blow-ups only (early_instability), not for a late stall
        signals={"lr_constant": 0.3, "early_instability": 0.35, "has_warmup": -0.15, "lr_decays": -0.35},
        tell_apart="Plot lr against the loss: an lr that never moves while the loss stalls (or one that starts "
                   "at its peak while the loss blows up in the first steps) points here; a decaying lr with "
                   "the same stall points elsewhere.",
        fix=("Warm up over {warmup} steps, then decay: `sched = torch.optim.lr_scheduler.OneCycleLR(opt, "
             "max_lr={lr}, total_steps={total_steps}, pct_start={warmup_pct})`, with `sched.step()` after "
             "every `opt.step()`.",
             "Warm up over the first ~3% of steps, then cosine-decay to ~0: `torch.optim.lr_scheduler."
             "OneCycleLR(opt, max_lr=<peak lr>, total_steps=<steps>, pct_start=0.03)`."),
        avoid="Don't hand-tune the lr mid-run; pick a schedule and restart with it.",
        sheets=("learning-rate-scheduling", "run-triage"),
    ),
    CauseRule(
        id="lr_schedule_bug",
        symptoms={"lr_schedule_anomaly": 0.9, "plateau": 0.15, "slow_convergence": 0.1, "divergence": 0.05},
        # No "lr_decays" against it: a per-batch-stepped schedule is a decay, just far too fast.
        signals={"lr_collapsed": 0.4},
        tell_apart="Print lr every few steps next to the schedule you meant: a mismatch (warmup never ending, "
                   "decay per batch instead of per epoch, lr at 0) confirms it; a matching lr rules it out.",
        fix=("Step the scheduler where it is defined: `sched.step()` once per optimizer step for step-based "
             "schedules (after `opt.step()`), once per epoch for epoch-based ones; lr fell from {lr_peak} to "
             "{lr_last} by step {last_step}.",
             "Step the scheduler where it is defined: `sched.step()` once per optimizer step for step-based "
             "schedules (after `opt.step()`), once per epoch for epoch-based ones; log lr to check."),
        avoid="Don't compensate by raising the base lr: fix where the scheduler is stepped.",
        sheets=("learning-rate-scheduling",),
    ),
    CauseRule(
        id="batch_too_small",
        symptoms={"oscillation": 0.4, "loss_spikes": 0.25, "divergence": 0.05},
        signals={"small_batch": 0.4, "large_batch": -0.4},
        tell_apart="Average the loss over 50-step windows: if the window means fall steadily, the swings are "
                   "batch noise; if the means swing too, the lr is too high.",
        fix=("Raise the batch {batch_size} -> {batch_x4}, or accumulate 4 micro-batches per optimizer step "
             "(divide each loss by 4).",
             "Use a batch of at least 32 (or accumulate micro-batches to that size, dividing each loss by the "
             "count)."),
        avoid="Don't raise the lr together with the batch without warmup.",
        sheets=("batch-size-and-memory-tradeoffs",),
    ),
    CauseRule(
        id="no_gradient_clipping",
        symptoms={"exploding_gradients": 0.6, "nan_inf": 0.45, "loss_spikes": 0.35, "divergence": 0.3},
        signals={"no_clipping": 0.2, "grad_rise_before_nan": 0.3, "grad_large": 0.2,
                 "clipping_on": -1.0, "grad_normal_before_nan": -0.3},
        tell_apart="Look at grad_norm just before the failure: a jump of 10x or more above its usual level "
                   "means a clip would have caught it; a normal grad_norm means the NaN was made in the "
                   "forward pass (a log or division), not by a large update.",
        fix=("Clip before the optimizer step: `torch.nn.utils.clip_grad_norm_(model.parameters(), "
             "max_norm={clip})` (HF Trainer: `max_grad_norm={clip}`); grad_norm peaked at {grad_peak}.",
             "Clip before the optimizer step: `torch.nn.utils.clip_grad_norm_(model.parameters(), "
             "max_norm={clip})` (HF Trainer: `max_grad_norm={clip}`)."),
        avoid="Don't clip at a huge value (e.g. 1e4) that never triggers, and don't clip by value instead "
              "of by norm unless you know why.",
        sheets=("gradient-management", "gradient-pathologies"),
    ),
    CauseRule(
        id="bad_initialization",
        symptoms={"vanishing_gradients": 0.35, "saturation": 0.3, "not_learning": 0.2, "exploding_gradients": 0.2,
                  "dead_relu": 0.2, "nan_inf": 0.15, "slow_convergence": 0.1},
        signals={"nan_early": 0.3, "start_above_chance": 0.3, "layer_grad_vanishing": 0.15},
        tell_apart="Look at the very first loss: for classification it should be about ln(num_classes); much "
                   "higher (or NaN within the first steps) means the initial weights are off.",
        fix=("Initialise for the activation: `nn.init.kaiming_normal_(layer.weight, nonlinearity='relu')` "
             "(xavier_uniform_ for tanh), zero biases, and check the first loss is near ln({num_classes}) = "
             "{chance}.",
             "Initialise for the activation: `nn.init.kaiming_normal_(layer.weight, nonlinearity='relu')` "
             "(xavier_uniform_ for tanh), zero biases; the first loss should be about ln(num_classes)."),
        avoid="Don't scale the init up to 'get gradients moving': large weights saturate or explode.",
        sheets=("sanity-checks", "gradient-pathologies"),
    ),
    CauseRule(
        id="saturating_activations",
        symptoms={"saturation": 0.8, "vanishing_gradients": 0.6, "slow_convergence": 0.25,
                  "not_learning": 0.15, "plateau": 0.1},
        signals={"grad_tiny": 0.3, "layer_grad_vanishing": 0.5},
        tell_apart="Compare gradient norms of the first and last layers: orders of magnitude smaller near the "
                   "input (and pre-activations beyond |3|) point at sigmoid/tanh saturation; equal norms rule "
                   "it out.",
        fix=("Use ReLU/GELU in hidden layers (keep sigmoid only at the output), add `nn.LayerNorm` or "
             "`nn.BatchNorm1d` before each activation, and add residual connections in deep stacks.",),
        avoid="Don't raise the lr to push through: the gradient is lost in the activations, not too small a step.",
        sheets=("gradient-pathologies",),
    ),
    CauseRule(
        id="dying_relu",
        symptoms={"dead_relu": 0.9, "plateau": 0.15, "not_learning": 0.1},
        signals={"lr_high": 0.2},
        tell_apart="Count units that output 0 for a whole batch: above ~40% is dead ReLUs; low counts with the "
                   "same stall point to the lr or the data instead.",
        fix=("Swap `nn.ReLU()` for `nn.LeakyReLU(0.01)` (or GELU), lower lr {lr} -> {lr_div3}, and start "
             "biases at 0.01.",
             "Swap `nn.ReLU()` for `nn.LeakyReLU(0.01)` (or GELU), lower the lr ~3x, and start biases at 0.01."),
        avoid="Don't keep training and hope units revive: a dead ReLU gets zero gradient.",
        sheets=("gradient-pathologies",),
    ),
    CauseRule(
        id="numerical_instability",
        symptoms={"nan_inf": 0.5},
        signals={"grad_normal_before_nan": 0.35, "nan_late": 0.15, "loss_negative": 0.1,
                 "grad_rise_before_nan": -0.2},
        tell_apart="Replay the steps just before the first NaN with `torch.autograd.set_detect_anomaly(True)`: "
                   "it names the op (log, div, exp, sqrt) that produced it; if no op is named and grad_norm "
                   "grew first, it is an exploding update instead.",
        fix=("Guard the math: `torch.log(p.clamp_min(1e-8))`, `x / (d + 1e-8)`, and prefer fused losses "
             "(`F.cross_entropy(logits, y)`, `F.binary_cross_entropy_with_logits`) over log(softmax(...)); "
             "replay steps just before {first_nan_step} with anomaly detection on.",
             "Guard the math: `torch.log(p.clamp_min(1e-8))`, `x / (d + 1e-8)`, and prefer fused losses "
             "(`F.cross_entropy(logits, y)`, `F.binary_cross_entropy_with_logits`) over log(softmax(...))."),
        avoid="Don't lower the lr and move on: a log(0) still fires, just later.",
        sheets=("numerical-stability-and-mixed-precision", "loss-functions-and-objectives"),
    ),
    CauseRule(
        id="mixed_precision_overflow",
        symptoms={"nan_inf": 0.15, "loss_spikes": 0.1, "exploding_gradients": 0.05},
        signals={"fp16": 0.6, "not_fp16": -1.0},
        tell_apart="Rerun the same steps in bf16 or fp32: if the NaN goes away, fp16's range was the problem; "
                   "if it stays, it is the lr or the loss math.",
        fix=("Use a GradScaler: `scaler.scale(loss).backward(); scaler.unscale_(opt); "
             "clip_grad_norm_(model.parameters(), {clip}); scaler.step(opt); scaler.update()`, or switch to "
             "bf16: `torch.autocast('cuda', dtype=torch.bfloat16)`.",),
        avoid="Don't turn off the loss scaler or fix the scale at a large constant.",
        sheets=("numerical-stability-and-mixed-precision",),
    ),
    CauseRule(
        id="data_bug",
        symptoms={"not_learning": 0.35, "nan_inf": 0.2, "overfitting": 0.15, "underfitting": 0.1,
                  "plateau": 0.1, "loss_spikes": 0.05},
        signals={"at_chance": 0.2, "nan_early": 0.2, "val_never_improves": 0.5, "score_at_floor": 0.6,
                 "loss_constant": -0.2, "nan_on_one_rank": 0.3},
        tell_apart="Overfit one fixed batch of ~32 samples for 200 steps: the loss must go to near 0. If it "
                   "does, the model and loss work and the data/labels are the suspect; if it doesn't, look at "
                   "the model or the gradient path.",
        fix=("Inspect a batch: `x, y = next(iter(loader)); print(x.mean(), x.std(), torch.isnan(x).any(), "
             "y[:20])`; check labels match inputs, inputs are normalised, and no NaN is in the data.",),
        avoid="Don't tune hyperparameters before one batch can be overfit.",
        sheets=("sanity-checks", "run-triage"),
    ),
    CauseRule(
        id="bad_batch",
        symptoms={"loss_spikes": 0.5, "nan_inf": 0.2},
        signals={"spikes_few": 0.3, "grad_normal_before_nan": 0.15, "spikes_many": -0.2, "nan_on_one_rank": 0.6},
        tell_apart="Log the sample ids of each batch: spikes that repeat on the same samples when the data "
                   "order is fixed are bad data; spikes that move with the seed are optimisation noise.",
        fix=("Log batch indices around step {spike_step} and check those samples; meanwhile clip at "
             "max_norm={clip} so one batch cannot derail the run.",
             "Log batch indices around the spikes and check those samples; meanwhile clip at "
             "max_norm={clip} so one batch cannot derail the run."),
        avoid="Don't lower the lr for the whole run to survive a few bad samples.",
        sheets=("loss-curve-interpretation", "gradient-management"),
    ),
    CauseRule(
        id="faulty_rank",
        symptoms={"rank_failure": 0.9, "rank_disagreement": 0.6, "throughput_regression": 0.05},
        signals={"straggler": 0.8, "rank_apart": 0.2},
        tell_apart="Read the failing or odd rank's own lines (its stderr, `[rankN]:` lines) and the host it ran on: "
                   "an error or a slow disk there is the rank; the same symptom moving to another rank when you "
                   "change the seed or the data order is the data it was given.",
        fix=("Find what is wrong on {rank}: read its last lines, rerun its shard or node alone, and restart the job "
             "from the last checkpoint; set `TORCH_NCCL_ASYNC_ERROR_HANDLING=1` and a shorter "
             "`init_process_group(timeout=timedelta(minutes=10))` so a hung rank fails fast instead of holding "
             "the job.",
             "Read the odd rank's lines and its host's health, rerun that rank's shard alone, and restart from the "
             "last checkpoint; set `TORCH_NCCL_ASYNC_ERROR_HANDLING=1` so a hung rank fails fast."),
        avoid="Don't restart the whole job unchanged hoping it was transient, and don't average the ranks' logs: "
              "the odd rank is the evidence.",
        sheets=("multi-rank-jobs",),
    ),
    CauseRule(
        id="no_gradient_flow",
        symptoms={"not_learning": 0.5, "vanishing_gradients": 0.3},
        signals={"grad_zero": 0.6, "loss_constant": 0.5, "at_chance": 0.15, "grad_flowing": -0.25,
                 "layer_grad_vanishing": -0.2},
        tell_apart="After `loss.backward()`, list parameters whose `.grad` is None or all zero: any such list "
                   "confirms it; non-zero gradients everywhere rule it out.",
        fix=("After `loss.backward()` run `[n for n, p in model.named_parameters() if p.grad is None or "
             "not p.grad.any()]`; remove `.detach()`/`.item()`/`torch.no_grad()` from the forward path, "
             "set `requires_grad=True`, build the optimizer from `model.parameters()` after moving the model, "
             "and call `opt.step()`.",),
        avoid="Don't raise the lr or change the model: a cut graph stays cut.",
        sheets=("sanity-checks", "gradient-pathologies"),
    ),
    CauseRule(
        id="gradient_accumulation_bug",
        symptoms={"exploding_gradients": 0.2, "divergence": 0.2, "oscillation": 0.2, "loss_spikes": 0.1,
                  "not_learning": 0.05},
        signals={"grad_grows_steadily": 1.0},
        tell_apart="Print grad_norm for the first 20 steps: growing roughly linearly from step to step with a "
                   "steady loss is gradients piling up (no zero_grad); a jumpy grad_norm is an lr problem.",
        fix=("Call `opt.zero_grad(set_to_none=True)` every optimizer step; when accumulating k micro-batches, "
             "backprop `(loss / k)` and step/zero every k.",),
        avoid="Don't lower the lr to mask it: the effective step still grows with time.",
        sheets=("gradient-management", "batch-size-and-memory-tradeoffs"),
    ),
    CauseRule(
        id="insufficient_capacity",
        symptoms={"underfitting": 0.6, "plateau": 0.3, "not_learning": 0.05, "slow_convergence": 0.05},
        signals={"model_small": 0.3, "overparam": -0.4, "strong_wd": -0.15, "val_below_train": -0.1},
        tell_apart="Try to overfit 1,000 training samples: if even those cannot be fit, the model is too small "
                   "(or broken); if they can, the limit is regularisation or the lr.",
        fix=("Make the model bigger: 2x hidden width or more layers (from {model_params} parameters), then "
             "check it can overfit a small subset.",
             "Make the model bigger: 2x hidden width or more layers, then check it can overfit a small subset."),
        avoid="Don't add regularisation: train and val are both bad, not far apart.",
        sheets=("overfitting-prevention", "loss-curve-interpretation"),
    ),
    CauseRule(
        id="over_regularization",
        symptoms={"underfitting": 0.4, "weight_collapse": 0.3, "slow_convergence": 0.15, "plateau": 0.1},
        signals={"strong_wd": 0.35, "strong_dropout": 0.3, "val_below_train": 0.4, "no_weight_decay": -0.2},
        tell_apart="Rerun with weight decay and dropout halved: train loss falling well below its current "
                   "level means the regularisation was holding it; no change means capacity or lr.",
        fix=("Halve the regularisation: weight_decay {weight_decay} -> {wd_half}, dropout {dropout} -> "
             "{dropout_half}, and drop the heaviest augmentation.",
             "Halve the regularisation: weight_decay {weight_decay} -> {wd_half}, and lower dropout / drop "
             "the heaviest augmentation.",
             "Halve weight decay and dropout, and drop the heaviest augmentation."),
        avoid="Don't make the model bigger while keeping the same strong regularisation.",
        sheets=("overfitting-prevention", "data-augmentation-strategies"),
    ),
    CauseRule(
        id="insufficient_regularization",
        symptoms={"overfitting": 0.8, "weight_growth": 0.4, "double_descent": 0.2},
        signals={"overparam": 0.3, "small_dataset": 0.25, "no_weight_decay": 0.15, "no_dropout": 0.05,
                 "strong_wd": -0.2, "val_never_improves": -0.3},
        tell_apart="Compare when val loss turns up with how many passes over the data that is: turning up "
                   "after a few epochs on a small set is memorisation; val never improving at all suggests a "
                   "data or split problem instead.",
        fix=("Keep the checkpoint from {best_val_at} (val loss {best_val}); add `weight_decay=0.05` "
             "(AdamW) and dropout 0.1-0.3, augment the data, and stop early (patience ~5 evaluations).",
             "Keep the best-validation checkpoint; add `weight_decay=0.05` (AdamW) and dropout 0.1-0.3, "
             "augment the data, and stop early (patience ~5 evaluations)."),
        avoid="Don't keep training past the best validation step hoping it comes back, and don't grow the model.",
        sheets=("overfitting-prevention", "data-augmentation-strategies"),
    ),
    CauseRule(
        id="dataloader_bottleneck",
        symptoms={"throughput_regression": 0.7},
        signals={"memory_flat": 0.2, "memory_rising": -0.4},
        tell_apart="Time `next(loader_iter)` against the forward+backward: data time growing or above ~20% of "
                   "the step is the loader; flat data time with slower steps points at a leak or the GPU.",
        fix=("`DataLoader(..., num_workers={workers}, pin_memory=True, persistent_workers=True, "
             "prefetch_factor=4)`; move decoding/augmentation out of `__getitem__` hot paths.",),
        avoid="Don't buy a bigger GPU or raise the batch before profiling.",
        sheets=("training-performance-profiling",),
    ),
    CauseRule(
        id="graph_retention_leak",
        symptoms={"memory_growth": 0.9, "throughput_regression": 0.2},
        signals={"memory_rising": 0.4},
        tell_apart="Check `torch.cuda.memory_allocated()` every N steps: a straight-line rise is tensors kept "
                   "with their graphs; a rise that levels off is the allocator warming up.",
        fix=("Keep numbers, not tensors: `running_loss += loss.item()` (not `+= loss`), `hidden = "
             "hidden.detach()` between steps, and never append tensors that require grad to a list.",),
        avoid="Don't call `torch.cuda.empty_cache()` every step: it hides the leak and slows training.",
        sheets=("training-performance-profiling", "batch-size-and-memory-tradeoffs"),
    ),
    CauseRule(
        id="wrong_loss_function",
        symptoms={"not_learning": 0.2, "plateau": 0.1, "underfitting": 0.05, "divergence": 0.05},
        signals={"loss_negative": 0.5, "start_above_chance": 0.1},
        tell_apart="Compute the loss on a hand-made perfect prediction and on a uniform one: they should be "
                   "about 0 and ln(num_classes); anything else means the loss or its inputs are wrong.",
        fix=("Feed raw logits to `nn.CrossEntropyLoss()` (no softmax before it), use "
             "`nn.BCEWithLogitsLoss()` for binary/multi-label and MSE only for regression; check target "
             "dtype and shape.",),
        avoid="Don't tune the lr around a loss that cannot reach 0.",
        sheets=("loss-functions-and-objectives", "sanity-checks"),
    ),
    CauseRule(
        id="quantization_precision",
        symptoms={"quantization_gap": 0.9, "weight_collapse": 0.4},
        signals={"quantized": 0.3},
        tell_apart="Evaluate the same checkpoint at one bit-width higher: a much smaller gap means the "
                   "precision is too low; the same gap means the quantizer scales or QAT schedule are off.",
        fix=("Start QAT earlier (from ~10% of training, not the end), use per-channel or group scales, and "
             "keep the first and last layers in full precision.",),
        avoid="Don't keep the float model's lr schedule unchanged when QAT starts late.",
        sheets=("quantization-aware-training",),
    ),
)

# RL and preference fine-tuning (GRPO, PPO, DPO): causes of the policy-level symptoms, in the trainers' own terms.
POLICY_RULES: tuple[CauseRule, ...] = (
    CauseRule(
        id="reward_function_bug",
        symptoms={"no_reward_signal": 0.55, "reward_not_improving": 0.45, "reward_hacking": 0.4},
        signals={"reward_constant": 0.6, "reward_saturated": -0.2, "temperature_low": -0.2},
        tell_apart="Call the reward function by hand on three completions you know are good, bad and "
                   "malformed: identical scores (or a score for the wrong thing) confirm it; sensible, different "
                   "scores clear it.",
        fix=("Unit-test the reward function on known completions (a right answer, a wrong one, one with broken "
             "format) and check it parses the completion format the model really writes (chat template, "
             "`<answer>` tags) before training again.",),
        avoid="Don't tune the learning rate, beta or group size around a reward that cannot tell completions apart.",
        sheets=("rl-and-preference-tuning",),
    ),
    CauseRule(
        id="prompts_too_easy_or_hard",
        symptoms={"no_reward_signal": 0.5, "reward_not_improving": 0.3},
        signals={"reward_saturated": 0.5, "reward_constant": -0.3, "few_generations": 0.3, "many_generations": -0.1},
        tell_apart="Score 8 samples for each of 20 prompts with the starting model: prompts where all 8 pass or "
                   "all 8 fail give no advantage; if most prompts are like that, the data is the problem.",
        fix=("Filter the prompts to those the starting model solves sometimes (pass rate between about 10% and "
             "90% over 8 samples), and raise `num_generations` (e.g. 8 -> 16) so a group more often holds a "
             "success and a failure.",),
        avoid="Don't raise the learning rate: zero advantages give zero gradient at any step size.",
        sheets=("rl-and-preference-tuning",),
    ),
    CauseRule(
        id="sampling_settings",
        symptoms={"no_reward_signal": 0.3, "entropy_collapse": 0.45, "entropy_blowup": 0.3, "length_runaway": 0.35,
                  "reward_not_improving": 0.15},
        signals={"temperature_low": 0.5, "temperature_high": 0.4, "cut_off_from_start": 0.45, "reward_constant": -0.3},
        tell_apart="Generate 8 completions for one prompt with the run's sampling settings: identical outputs "
                   "mean the temperature is too low, gibberish that it is too high, and answers cut mid-sentence "
                   "that the generation limit is too short.",
        fix=("Sample at temperature 0.7-1.0 (now {temperature}) and give completions room: "
             "`max_completion_length` {limit} -> {limit_x2} if most are cut off.",
             "Sample at temperature 0.7-1.0 (`GRPOConfig(temperature=0.9)`, verl `rollout.temperature`) and raise "
             "`max_completion_length` if most completions are cut off."),
        avoid="Don't use greedy or near-greedy sampling for the rollouts of GRPO: a group of identical "
              "completions carries no advantage.",
        sheets=("rl-and-preference-tuning",),
    ),
    CauseRule(
        id="kl_penalty_too_weak",
        symptoms={"kl_blowup": 0.6, "entropy_blowup": 0.3, "entropy_collapse": 0.2, "reward_hacking": 0.3,
                  "length_runaway": 0.1},
        signals={"beta_small": 0.45, "lr_high": 0.1},
        tell_apart="Rerun 50 steps with beta raised 4x: a KL that now settles confirms the penalty was too weak; "
                   "a KL that climbs just as fast points at the learning rate.",
        fix=("Raise the KL coefficient beta {beta} -> {beta_x4} (`GRPOConfig(beta=...)`, `DPOConfig(beta=...)`, "
             "verl `actor.kl_loss_coef`) and restart from a checkpoint before the KL took off.",
             "Raise the KL coefficient (`GRPOConfig(beta=0.04)`, verl `actor.use_kl_loss=True, kl_loss_coef=0.01`) "
             "and restart from a checkpoint before the KL took off."),
        avoid="Don't drop the reference model to save memory while the KL is what keeps the policy sane.",
        sheets=("rl-and-preference-tuning",),
    ),
    CauseRule(
        id="length_bias",
        symptoms={"length_runaway": 0.55, "reward_hacking": 0.25},
        signals={"length_grew": 0.4, "cut_off_from_start": -0.3},
        tell_apart="Correlate reward with completion length over a batch: a strong positive correlation means "
                   "the reward (or a sum-over-tokens loss) pays for length.",
        fix=("Normalise the loss per token over the batch (TRL `loss_type=\"dr_grpo\"` or `\"dapo\"`), penalise "
             "overlong completions (`mask_truncated_completions=True`, a length penalty in the reward), and "
             "check that no reward term grows with length.",),
        avoid="Don't just raise the generation limit: a length-paying reward fills any limit.",
        sheets=("rl-and-preference-tuning",),
    ),
    CauseRule(
        id="preference_data_or_beta",
        symptoms={"preference_overfit": 0.55, "likelihood_displacement": 0.55, "not_learning": 0.2},
        signals={"beta_small": 0.15, "pairs_not_separated": 0.5},
        tell_apart="Read 20 pairs: chosen and rejected that are near-identical or ranked inconsistently point "
                   "at the data; clean pairs with margins exploding point at beta.",
        fix=("Deduplicate near-identical pairs and drop inconsistent ones; raise `DPOConfig(beta=...)` "
             "(0.1 -> 0.3) against runaway margins, or add an SFT term on the chosen answers "
             "(`rpo_alpha=1.0`) when the chosen log-probabilities fall; train 1-2 epochs, not more.",),
        avoid="Don't keep training once eval margins turn down: more epochs memorise the pairs.",
        sheets=("rl-and-preference-tuning",),
    ),
)

RULES = RULES + POLICY_RULES
RULES_BY_ID: dict[str, CauseRule] = {r.id: r for r in RULES}

# Words a user may type for what they see, mapped to a symptom id (`Context.symptom`).
SYMPTOM_WORDS: tuple[tuple[str, str], ...] = (
    ("nan", "nan_inf"), ("inf", "nan_inf"), ("explod", "exploding_gradients"), ("diverg", "divergence"),
    ("blow", "divergence"), ("spike", "loss_spikes"), ("oscillat", "oscillation"), ("unstable", "oscillation"),
    ("overfit", "overfitting"), ("underfit", "underfitting"), ("plateau", "plateau"), ("stall", "plateau"),
    ("stuck", "not_learning"), ("flat", "not_learning"), ("not learn", "not_learning"),
    ("not decreas", "not_learning"), ("slow", "slow_convergence"), ("memory", "memory_growth"),
    ("oom", "memory_growth"), ("leak", "memory_growth"), ("throughput", "throughput_regression"),
    ("vanish", "vanishing_gradients"), ("dead", "dead_relu"), ("grok", "delayed_generalization"),
    ("schedule", "lr_schedule_anomaly"), ("quantiz", "quantization_gap"), ("reward", "reward_not_improving"),
    ("kl ", "kl_blowup"), ("entropy", "entropy_collapse"), ("length", "length_runaway"),
    ("hack", "reward_hacking"), ("rank", "rank_failure"), ("hang", "rank_failure"), ("straggl", "throughput_regression"),
)

"""What the run optimises: a supervised loss, an RL policy (PPO, GRPO and relatives) or a preference objective
(DPO and relatives), and where each RL or preference quantity sits among the run's series.

The loss of an RL or preference run means something else than a supervised loss: a GRPO loss is beta times the
KL (exactly 0.0 at the start, or always when beta is 0), a DPO loss starts at ln 2 = 0.693. The supervised-loss
detectors must not read it; the RL detectors read the reward, its spread, the KL, the entropy and the
completion lengths instead. Names are the canonical ones (`rewards/chosen` -> `rewards_chosen`, verl's
`critic/score/mean` -> `critic_score_mean`), each role listed most specific first.
"""

from __future__ import annotations

import re
from typing import Literal

from traindiag.ingest.run import Run

Objective = Literal["supervised", "rl", "preference"]

ROLES: dict[str, tuple[str, ...]] = {
    # online RL (TRL GRPO/PPO/RLOO, verl, OpenRLHF, LLaMA-Factory PPO)
    "reward": ("reward", "reward_mean", "rewards_mean", "mean_reward", "critic_score_mean", "critic_rewards_mean",
               "objective_scores", "env_reward_mean", "train_reward", "score_mean", "rollout_reward_mean",
               "rollout_reward"),
    "reward_std": ("reward_std", "rewards_std", "std_reward", "critic_score_std", "reward_std_mean", "rollout_reward_std"),
    "zero_std_share": ("frac_reward_zero_std",),
    # (PPO's approx_kl / ppo_kl is the old-to-new policy step, read only when no KL to the reference is logged)
    "kl": ("kl", "objective_kl", "actor_kl_loss", "kl_mean", "policy_kl", "ref_kl", "kl_ref", "critic_kl",
           "approx_kl"),
    "entropy": ("entropy", "actor_entropy", "objective_entropy", "actor_entropy_loss", "policy_entropy",
                "token_entropy"),
    "completion_length": ("completions_mean_length", "completion_length", "response_length_mean",
                          "completion_length_mean", "response_length", "avg_response_token_length",
                          "mean_response_length", "avg_response_length"),
    "clipped_share": ("completions_clipped_ratio", "response_length_clip_ratio", "completions_clip_ratio"),
    "max_length": ("completions_max_length", "response_length_max"),
    "eval_reward": ("val_reward", "eval_reward", "val_critic_score_mean"),
    # preference tuning (TRL DPO/ORPO/KTO/CPO, LLaMA-Factory, axolotl)
    "chosen_reward": ("rewards_chosen",),
    "rejected_reward": ("rewards_rejected",),
    "margin": ("rewards_margins", "reward_margin", "reward_margins"),
    "pref_accuracy": ("rewards_accuracies", "reward_accuracy", "reward_accuracies"),
    "chosen_logp": ("logps_chosen", "policy_chosen_logprobs", "policy_chosen_logps"),
    "rejected_logp": ("logps_rejected", "policy_rejected_logprobs", "policy_rejected_logps"),
    "eval_margin": ("val_rewards_margins", "eval_rewards_margins", "val_reward_margin"),
    "eval_pref_accuracy": ("val_rewards_accuracies", "eval_rewards_accuracies", "val_reward_accuracy"),
}

_PREFERENCE_ROLES = ("margin", "pref_accuracy", "chosen_reward", "chosen_logp")
# A reward under another name (`train_reward`, `score_mean`) needs a second policy marker to mean RL fine-tuning; a
# series named plainly `reward` is one by itself (LLaMA-Factory's PPO prints only the loss and the reward), and so
# is any reward that is the only series logged.
_POLICY_MARKERS = ("reward_std", "zero_std_share", "kl", "entropy", "completion_length", "clipped_share")
_PREFERENCE_WORDS = re.compile(r"\b(dpo|orpo|kto|simpo|ipo|cpo)(trainer|config)?\b", re.I)
_RL_WORDS = re.compile(r"\b(grpo|ppo|rloo|reinforce\+\+|dapo|gspo)(trainer|config)?\b", re.I)
_COMPONENT = re.compile(r"^rewards?_(?P<name>.+?)_mean$")


def series_for(run: Run, role: str) -> str | None:
    """The run's series that plays `role` (see ROLES), or None when the log has none."""
    for name in ROLES[role]:
        if run.has(name):
            return name
    # a series read under a canonical name (`train_loss` <- `actor/entropy_loss`) keeps its role
    for canonical, original in run.original_names.items():
        if re.sub(r"[^a-z0-9]+", "_", original.lower()).strip("_") in ROLES[role] and run.has(canonical):
            return canonical
    return None


def objective(run: Run) -> Objective:
    """'preference' when chosen/rejected rewards, margins or log-probabilities are logged; 'rl' when a reward is
    logged beside a policy quantity (its spread, a KL, an entropy, completion lengths); else 'supervised'. A
    trainer named in the log's settings (`trainer: DPOTrainer`, `stage: dpo`) decides when the metrics do not."""
    if any(series_for(run, r) for r in _PREFERENCE_ROLES):
        return "preference"
    reward = series_for(run, "reward")
    if reward and (any(series_for(run, r) for r in _POLICY_MARKERS) or run.has("reward") or run.metrics == [reward]):
        return "rl"  # a reward printed alone (`Mean Reward: 70.3`, an ml-agents or gym loop) is the run's signal
    said = " ".join(str(run.hparams.get(k, "")) for k in ("trainer", "stage", "algorithm", "loss_type", "adv_estimator"))
    if _PREFERENCE_WORDS.search(said):
        return "preference"
    if _RL_WORDS.search(said):
        return "rl"  # a GRPO run that logs only its loss (beta x KL) is still RL: its loss is not the objective
    return "supervised"


_HELD_OUT_SCORE = re.compile(r"^val_.*(reward|score|acc)")


def held_out_score(run: Run) -> str | None:
    """The held-out reward or accuracy of an RL run (`eval_reward`, verl's `val-core/<data>/reward/mean@1`)."""
    named = series_for(run, "eval_reward")
    if named is not None:
        return named
    scores = [m for m in run.series if _HELD_OUT_SCORE.search(m) and run.has(m)]
    return max(scores, key=lambda m: len(run.series[m])) if scores else None


def reward_components(run: Run) -> list[str]:
    """Per-function reward means (TRL's `rewards/<name>/mean`), kept apart so one component's rise at another's
    expense is visible; empty when there are fewer than two."""
    names = [m for m in run.series if (hit := _COMPONENT.match(m)) and hit["name"] not in ("std", "zero_std")]
    return names if len(names) >= 2 else []

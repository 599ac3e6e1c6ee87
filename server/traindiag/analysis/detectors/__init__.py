"""One detector per curve-level symptom (one module each); `ALL` lists them in the order they run.

`SUPERVISED_LOSS` are the detectors that read a supervised loss (a curve falling toward a floor): they do not run
on an RL or preference fine-tune, whose loss means something else (see `analysis/objective.py`); the `rl_*` and
`preference` detectors read those runs instead."""

from __future__ import annotations

from traindiag.analysis.detectors.base import Detector
from traindiag.analysis.detectors.delayed_generalization import DelayedGeneralization
from traindiag.analysis.detectors.divergence import Divergence
from traindiag.analysis.detectors.double_descent import DoubleDescent
from traindiag.analysis.detectors.exploding_gradients import ExplodingGradients
from traindiag.analysis.detectors.frozen_values import FrozenValues
from traindiag.analysis.detectors.healthy import Healthy
from traindiag.analysis.detectors.loss_spikes import LossSpikes
from traindiag.analysis.detectors.lr_schedule_anomaly import LrScheduleAnomaly
from traindiag.analysis.detectors.memory_growth import MemoryGrowth
from traindiag.analysis.detectors.nan_inf import NanInf
from traindiag.analysis.detectors.not_learning import NotLearning
from traindiag.analysis.detectors.oscillation import Oscillation
from traindiag.analysis.detectors.overfitting import Overfitting
from traindiag.analysis.detectors.plateau import Plateau
from traindiag.analysis.detectors.preference import (
    LikelihoodDisplacement,
    PreferenceOverfit,
    PreferenceStalled,
)
from traindiag.analysis.detectors.quantization_gap import QuantizationGap
from traindiag.analysis.detectors.rl_entropy import EntropyBlowup, EntropyCollapse
from traindiag.analysis.detectors.rl_held_out import HeldOutDecline
from traindiag.analysis.detectors.rl_kl import KlBlowup
from traindiag.analysis.detectors.rl_length import LengthRunaway
from traindiag.analysis.detectors.rl_reward import NoRewardSignal, RewardNotImproving
from traindiag.analysis.detectors.rl_reward_hacking import RewardHacking
from traindiag.analysis.detectors.score_never_rose import ScoreNeverRose
from traindiag.analysis.detectors.slow_convergence import SlowConvergence
from traindiag.analysis.detectors.throughput_regression import ThroughputRegression
from traindiag.analysis.detectors.underfitting import Underfitting
from traindiag.analysis.detectors.validation_swings import ValidationSwings

# `Healthy` must stay last: it is judged on the findings of all the others.
ALL: tuple[Detector, ...] = (
    NanInf(), Divergence(), LossSpikes(), Oscillation(), NotLearning(), FrozenValues(), SlowConvergence(), Plateau(),
    DelayedGeneralization(), Overfitting(), Underfitting(), DoubleDescent(), ExplodingGradients(),
    LrScheduleAnomaly(), ThroughputRegression(), MemoryGrowth(), QuantizationGap(), ValidationSwings(), ScoreNeverRose(),
    NoRewardSignal(), RewardNotImproving(), KlBlowup(), EntropyCollapse(), EntropyBlowup(), LengthRunaway(),
    RewardHacking(), HeldOutDecline(), PreferenceStalled(), PreferenceOverfit(), LikelihoodDisplacement(), Healthy(),
)

SUPERVISED_LOSS: tuple[type[Detector], ...] = (
    Divergence, LossSpikes, Oscillation, NotLearning, FrozenValues, SlowConvergence, Plateau, DelayedGeneralization,
    Overfitting, Underfitting, DoubleDescent, ValidationSwings,
)

__all__ = ["ALL", "SUPERVISED_LOSS", "Detector"]

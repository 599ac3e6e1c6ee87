"""One detector per curve-level symptom (one module each); `ALL` lists them in the order they run."""

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
from traindiag.analysis.detectors.quantization_gap import QuantizationGap
from traindiag.analysis.detectors.slow_convergence import SlowConvergence
from traindiag.analysis.detectors.throughput_regression import ThroughputRegression
from traindiag.analysis.detectors.underfitting import Underfitting
from traindiag.analysis.detectors.validation_swings import ValidationSwings

# `Healthy` must stay last: it is judged on the findings of all the others.
ALL: tuple[Detector, ...] = (
    NanInf(), Divergence(), LossSpikes(), Oscillation(), NotLearning(), FrozenValues(), SlowConvergence(), Plateau(),
    DelayedGeneralization(), Overfitting(), Underfitting(), DoubleDescent(), ExplodingGradients(),
    LrScheduleAnomaly(), ThroughputRegression(), MemoryGrowth(), QuantizationGap(), ValidationSwings(), Healthy(),
)

__all__ = ["ALL", "Detector"]

"""analyze_metric: one series looked at closely (the MCP tool's engine)."""

from __future__ import annotations

import numpy as np
import pytest
from traindiag.analysis import signals
from traindiag.analysis.metric import SPARK, analyze_metric, sparkline
from traindiag.errors import InputError


def test_spikes_are_listed_with_their_steps_and_values() -> None:
    a = analyze_metric(signals.spikes_at((800, 1500, 2200), ratio=8.0), "train_loss")
    assert a.spikes.count == 3 and a.spikes.steps == [800, 1500, 2200]
    assert all(v > 3 for v in a.spikes.values)
    assert a.summary is not None and a.summary.max_step in (800, 1500, 2200)


def test_falling_loss_has_a_significant_downward_trend() -> None:
    a = analyze_metric(signals.healthy(), "train_loss")
    assert a.trend is not None and a.trend.direction == "down" and a.trend.p_value < 1e-6
    assert a.trend.slope_per_1k_steps < 0 and a.trend.relative_change is not None and a.trend.relative_change < -0.5


def test_constant_metric_is_flat() -> None:
    a = analyze_metric(signals.s_curve(None), "lr")
    assert a.trend is not None and a.trend.direction == "flat"
    assert a.sparkline == SPARK[0] * 40


def test_plateau_window_starts_where_the_loss_stalled() -> None:
    a = analyze_metric(signals.plateau_from(600), "train_loss")
    assert a.plateau is not None and abs(a.plateau.start_step - 600) <= 300 and a.plateau.fraction > 0.7


def test_non_finite_values_are_counted_from_their_first_step() -> None:
    a = analyze_metric(signals.nan_at(2000), "train_loss", start=1900, end=2100)
    assert a.start_step == 1900 and a.end_step == 2100 and a.points == 201
    assert a.non_finite.count == 101 and a.non_finite.nan == 101 and a.non_finite.first_step == 2000
    assert a.finite_points == 100


def test_all_nan_range_is_reported_not_crashed() -> None:
    a = analyze_metric(signals.nan_at(2000), "train_loss", start=2500)
    assert a.summary is None and a.trend is None and "NaN" in a.notes[0]


def test_unknown_metric_lists_the_available_ones() -> None:
    with pytest.raises(InputError, match="choose one of train_loss, lr, grad_norm"):
        analyze_metric(signals.healthy(), "val_acc")


def test_reversed_or_empty_range_is_an_input_error() -> None:
    run = signals.healthy(n=1000)
    with pytest.raises(InputError, match="start 500 is after end 100"):
        analyze_metric(run, "train_loss", start=500, end=100)
    with pytest.raises(InputError, match="no points between 5000 and 6000"):
        analyze_metric(run, "train_loss", start=5000, end=6000)


def test_few_points_say_what_cannot_be_judged() -> None:
    a = analyze_metric(signals.epoch_log(3), "train_loss")
    assert a.trend is None and any("too few for a trend test" in n for n in a.notes)
    assert len(a.sparkline) == 3


def test_sparkline_is_about_forty_characters_even_for_a_million_points() -> None:
    run = signals.long_run(1_000_000)
    a = analyze_metric(run, "train_loss")
    assert 38 <= len(a.sparkline) <= 40 and set(a.sparkline) <= set(SPARK)
    assert a.sparkline[0] == SPARK[-1] and a.sparkline[-1] in SPARK[:2]


def test_sparkline_goes_log_scale_when_values_span_orders_of_magnitude() -> None:
    steps = np.arange(100)
    text, scale = sparkline(steps, 10.0 ** (-steps / 20))
    assert scale == "log" and text[0] == SPARK[-1] and text[-1] == SPARK[0]
    # on a log scale an exponential decay is a straight ramp: every level is used
    assert set(text) == set(SPARK)

"""Series digests and reading notes: a few logged points that keep a curve's shape, and how a log was read."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from traindiag.analysis import signals
from traindiag.analysis.metric import analyze_metric
from traindiag.diagnosis.engine import diagnose
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.ingest import read_runs
from traindiag.ingest.digest import digest_run, digest_series, render_digest, shape_points, span_points
from traindiag.ingest.run import Event
from traindiag.ingest.summary import summarize
from traindiag.report.faithful import unfaithful_quotes, unlogged_points
from traindiag.report.markdown import render_markdown

from tests.diagnosis_helpers import make_run


def _series(values: np.ndarray, steps: np.ndarray | None = None) -> pd.Series:
    steps = np.arange(values.size) if steps is None else steps
    return pd.Series(values, index=pd.Index(steps, name="step"))


def _noisy_decay(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    steps = np.arange(n)
    trend = 2 + 8 * np.exp(-steps / (n / 20))
    noise = np.random.default_rng(seed).normal(0, 0.2, n)
    return trend, np.round(trend + noise, 4)


CASES = {
    "short": lambda: _series(np.array([3.2, 3.1, 2.9, 2.8, 2.85, 2.7])),
    "smooth decay": lambda: _series(np.round(2 + 8 * np.exp(-np.arange(5000) / 400), 5)),
    "noisy decay": lambda: _series(_noisy_decay(100_000)[1]),
    "nan tail": lambda: _series(np.r_[np.linspace(5, 2, 900), np.full(100, np.nan)]),
    "one spike": lambda: _series(np.r_[np.full(4000, 2.0), [40.0], np.full(4000, 2.0)]
                                 + np.linspace(0, -0.5, 8001)),
    "sparse steps": lambda: _series(np.linspace(4, 1, 300), np.arange(0, 300_000, 1000)),
}


@pytest.mark.parametrize("case", CASES)
def test_a_digest_holds_only_logged_points_within_its_budget(case):
    s = CASES[case]()
    d = digest_series(s, "train_loss", "loss", max_points=20)
    assert len(d.points) <= 20
    assert d.count == len(s)
    for step, value in d.points:
        logged = float(s.at[step])
        assert value == logged or (isinstance(value, str) and np.isnan(logged) and value == "nan")
    steps = [p[0] for p in d.points]
    assert steps == sorted(steps)


@pytest.mark.parametrize("case", CASES)
def test_a_digest_keeps_the_first_last_lowest_and_highest_points(case):
    s = CASES[case]()
    d = digest_series(s, "train_loss", max_points=20)
    steps = {p[0] for p in d.points}
    finite = s[np.isfinite(s)]
    assert {int(s.index[0]), int(s.index[-1]), int(finite.idxmin()), int(finite.idxmax())} <= steps


def test_a_short_series_is_listed_whole():
    d = digest_series(CASES["short"](), "val_loss", "eval_loss")
    assert d.complete and len(d.points) == 6
    assert render_digest(d).startswith('val_loss ("eval_loss", 6 points; all shown): 0: 3.2 | 1: 3.1')


def test_a_nan_stretch_shows_where_it_starts_and_ends_and_the_last_finite_point_before_it():
    d = digest_series(CASES["nan tail"](), "train_loss", max_points=12)
    points = dict(d.points)
    assert points[900] == "nan" and points[999] == "nan"
    assert 899 in points and isinstance(points[899], float)
    assert d.non_finite == 100


def test_a_noisy_curve_is_followed_through_its_trend_not_its_noise():
    trend, logged = _noisy_decay(100_000)
    d = digest_series(_series(logged), "train_loss", max_points=20)
    extremes = {int(np.argmin(logged)), int(np.argmax(logged))}
    off = [abs(v - trend[s]) for s, v in d.points if s not in extremes]
    # each shape point is a logged value near its window's median: within the batch noise (sigma 0.2) of the trend
    assert max(off) < 0.45


def test_a_spike_in_a_long_flat_run_is_in_the_digest():
    d = digest_series(CASES["one spike"](), "train_loss", max_points=10)
    assert dict(d.points)[4000] == pytest.approx(39.75)


def test_a_constant_series_is_said_once():
    d = digest_series(_series(np.full(500, 3e-4)), "lr", "learning_rate")
    assert len(d.points) == 2 and not d.complete
    assert render_digest(d) == 'lr ("learning_rate", 500 points): 0.0003 at every point, steps 0-499'


def test_a_straight_line_needs_only_its_ends():
    d = digest_series(_series(np.linspace(1e-3, 0, 1000)), "lr", max_points=20)
    assert len(d.points) == 2


def test_values_logged_in_other_units_are_shown_as_logged():
    run = make_run(step_time=(np.arange(10), np.full(10, 0.35) + np.arange(10) * 1e-3))
    run.original_names["step_time"] = "elapsed time per iteration (ms)"
    (d,) = digest_run(run, ["step_time"])
    assert d.points[0] == (0, 350.0) and d.points[-1] == (9, 359.0)
    assert unlogged_points_for(d, run) == []


def unlogged_points_for(d, run):
    report = diagnose([run])
    report.data.digests = [d]
    return unlogged_points(report, [run])


def test_a_restart_is_a_point_of_the_digest():
    steps = np.arange(2000)
    run = make_run(train_loss=(steps, np.round(np.linspace(5, 1, 2000), 4)))
    run.events.append(Event("resume", 1234, None, "resumed from checkpoint"))
    (d,) = digest_run(run, ["train_loss"], max_points=8)
    assert 1234 in [s for s, _ in d.points]


def test_shape_points_of_a_million_points_stay_within_budget():
    trend, logged = _noisy_decay(1_000_000, seed=3)
    idx = shape_points(np.arange(logged.size), logged, 24)
    assert 2 <= idx.size <= 24 and idx[0] == 0 and idx[-1] == logged.size - 1


def test_a_finding_carries_the_points_it_rests_on():
    s = _series(np.array([2.0, 2.1, 1.9, 9.5, 3.0, 2.2, np.nan]))
    run = make_run(train_loss=(s.index.to_numpy(), s.to_numpy()))
    run.original_names["train_loss"] = "loss"
    points = span_points(run, "train_loss", (3, 6))
    # the point before the span, its highest, its lowest finite one, and its first NaN (which is its end)
    assert [(p.metric, p.step, p.value) for p in points] == [("loss", 2, 1.9), ("loss", 3, 9.5), ("loss", 5, 2.2),
                                                             ("loss", 6, "nan")]


def test_the_faithfulness_check_catches_a_point_the_log_does_not_hold():
    run = signals.nan_at(k=2000, n=3000)
    report = diagnose([run])
    assert unfaithful_quotes(report, [run]) == []
    step, value = report.data.digests[0].points[1]
    report.data.digests[0].points[1] = (step, (value if isinstance(value, float) else 1.0) + 0.123)
    assert any("not a logged point" in b for b in unfaithful_quotes(report, [run]))


def test_the_report_shows_curves_and_how_the_log_was_read():
    text = "\n".join(f"epoch {e}: loss {2.5 - 0.1 * e:.3f}, val_loss {2.6 - 0.05 * e:.3f}" for e in range(1, 13))
    report, runs = diagnose_path(text=text)
    md = render_markdown(report)
    assert "## Curves (logged values" in md and "## How this log was read" in md
    assert report.data.digests[0].metric == "train_loss"
    assert any(line.startswith("step axis:") for line in report.data.reading)
    assert unfaithful_quotes(report, runs) == []


def test_a_log_without_step_numbers_says_its_points_are_numbered_by_order():
    text = "\n".join(f"loss: {3 - 0.01 * i:.3f}" for i in range(40))
    report, _ = diagnose_path(text=text)
    assert report.data.reading[0].startswith("step axis: no step numbers printed")


def test_an_excerpt_says_so_in_the_reading_notes():
    steps = np.arange(50_000, 51_000, 10)
    run = make_run(train_loss=(steps, np.linspace(2.1, 2.0, steps.size)))
    report = diagnose([run])
    assert any(line.startswith("an excerpt: the log starts at step 50,000") for line in report.data.reading)


def test_a_sparsely_logged_validation_series_is_said_to_be_not_logged_between_points():
    run = signals.overfitting_from(k=1200, n=3000, eval_every=100)
    report = diagnose([run])
    assert any("the gaps are 'not logged'" in line for line in report.data.reading)


def test_parse_and_analyze_metric_return_the_same_digest_form(tmp_path):
    log = tmp_path / "train.log"
    log.write_text("\n".join(f"step {i} loss {4 * 0.999 ** i:.4f} lr 0.001" for i in range(0, 3000, 10)))
    runs = read_runs(log)
    summary = summarize(runs, str(log), runs[0].format)
    parsed = {d.metric: d for d in summary.runs[0].digests}
    analysed = analyze_metric(runs[0], "train_loss").digest
    assert parsed["train_loss"].points[0] == analysed.points[0] == (0, 4.0)
    assert parsed["lr"].points == [(0, 0.001), (2990, 0.001)]
    assert len(analysed.points) <= 24

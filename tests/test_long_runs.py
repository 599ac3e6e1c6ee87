"""A million-step run gets the answer its 3,000-step version gets, in a report that does not grow (issue #21).

For a log too long for a context window traindiag is the only reader, so its digest and findings must lead
where a reader of the full data would: the same primary symptom and verdict, and a digest that shows the fault.
"""

from __future__ import annotations

import math

import pytest
from traindiag.analysis import signals
from traindiag.diagnosis.engine import diagnose
from traindiag.report.faithful import unfaithful_quotes
from traindiag.report.markdown import MAX_CHARS, render_markdown

LONG = 1_000_000

# fault class -> (generator of an n-step run, expected primary symptom, expected verdict)
FAULTS = {
    "nan": (lambda n: signals.nan_at(k=2 * n // 3, n=n), "nan_inf", "stop_and_fix"),
    "spikes": (lambda n: signals.spikes_at(at=(n // 4, n // 2, 3 * n // 4), n=n), "loss_spikes", "continue"),
    "divergence": (lambda n: signals.divergence_from(k=2 * n // 3, n=n), "divergence", "stop_and_fix"),
    "plateau": (lambda n: signals.plateau_from(k=n // 5, n=n), "plateau", "watch"),
    "overfitting": (lambda n: signals.overfitting_from(k=2 * n // 5, n=n, eval_every=n // 30), "overfitting", "watch"),
    "exploding gradients": (lambda n: signals.exploding_gradients(k=n // 2, n=n), "exploding_gradients", "watch"),
    "throughput drop": (lambda n: signals.throughput_drop(k=n // 2, n=n), "throughput_regression", "watch"),
    "memory leak": (lambda n: signals.memory_leak(n=n, mb_per_step=2400 / n), "memory_growth", "watch"),
    "oscillation": (lambda n: signals.oscillating(n=n), "oscillation", "watch"),
    "slow": (lambda n: signals.slow(n=n), "slow_convergence", "watch"),
    "underfitting": (lambda n: signals.underfitting(n=n), "underfitting", "watch"),
    "healthy": (lambda n: signals.healthy(n=n), "healthy", "continue"),
}


@pytest.fixture(scope="module")
def long_reports():
    out = {}
    for name, (make, _, _) in FAULTS.items():
        run = make(LONG)
        out[name] = (diagnose([run]), run)
    return out


@pytest.mark.parametrize("fault", FAULTS)
def test_a_million_step_run_gets_the_primary_symptom_and_verdict_of_its_short_version(fault, long_reports):
    make, primary, verdict = FAULTS[fault]
    short = diagnose([make(3000)])
    report, _ = long_reports[fault]
    assert [s.id for s in short.symptoms][:1] == [primary]
    assert [s.id for s in report.symptoms][:1] == [primary]
    assert report.verdict.decision == short.verdict.decision == verdict


@pytest.mark.parametrize("fault", FAULTS)
def test_the_report_of_a_million_step_run_stays_small_and_quotes_only_logged_points(fault, long_reports):
    report, run = long_reports[fault]
    assert len(render_markdown(report)) <= MAX_CHARS
    assert len(report.to_json().encode()) <= 8000
    assert all(len(d.points) <= 20 for d in report.data.digests)
    assert unfaithful_quotes(report, [run]) == []


def _train_digest(report):
    return next(d for d in report.data.digests if d.metric == "train_loss")


def test_the_digest_of_a_long_nan_run_shows_the_first_nan_and_the_last_finite_value_before_it(long_reports):
    report, run = long_reports["nan"]
    points = dict(_train_digest(report).points)
    loss = run.series["train_loss"]
    first_nan = int(loss[loss.isna()].index[0])
    assert points[first_nan] == "nan"
    before = max(s for s in points if s < first_nan)
    assert before == first_nan - 1 and math.isfinite(points[before])


def test_the_digest_of_a_long_divergence_ends_far_above_its_low(long_reports):
    report, _ = long_reports["divergence"]
    values = [v for _, v in _train_digest(report).points]
    assert values[-1] > 10 * min(values)


def test_the_digest_of_a_long_spiky_run_holds_its_highest_spike(long_reports):
    report, run = long_reports["spikes"]
    loss = run.series["train_loss"]
    assert int(loss.idxmax()) in dict(_train_digest(report).points)


def test_the_digest_of_a_long_plateau_is_flat_after_the_fall(long_reports):
    report, _ = long_reports["plateau"]
    late = [v for s, v in _train_digest(report).points if s > LONG // 4]
    assert late and max(late) < 1.3 * min(late)


def test_no_problem_found_is_said_as_such_and_never_with_more_confidence_than_the_dev_split_gives_it(long_reports):
    report, _ = long_reports["healthy"]
    (healthy,) = report.symptoms
    assert healthy.id == "healthy" and healthy.confidence <= 0.75
    assert report.verdict.reason.lower().startswith("no problem found in the logged curves")


def test_a_converged_run_is_never_headed_stop_in_the_markdown():
    from traindiag.analysis import signals

    report = diagnose([signals.long_run(points=10_000)])
    assert report.verdict.decision == "stop_converged"
    md = render_markdown(report)
    assert "**Verdict: Converged.**" in md and "Stop" not in md.split("\n## ")[0]

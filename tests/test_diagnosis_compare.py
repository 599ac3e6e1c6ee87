"""compare_runs: the better run at matched steps, where the curves part, the settings that differ."""

from __future__ import annotations

import numpy as np
import pytest
from traindiag.diagnosis.compare import compare_runs
from traindiag.errors import InputError
from traindiag.report.markdown import render_comparison

from tests.diagnosis_helpers import make_run, power_law


def _pair(part_at: int = 2000, last_a: int = 6000, last_b: int = 6000):
    rng = np.random.default_rng(3)
    sa = np.arange(0, last_a, 10)
    sb = np.arange(0, last_b, 10)
    a = power_law(sa.astype(float)) + 0.01 * rng.standard_normal(sa.size)
    b = power_law(sb.astype(float)) + 0.01 * rng.standard_normal(sb.size)
    b = b + np.where(sb > part_at, (sb - part_at) / 10_000, 0.0)  # b drifts up after part_at
    run_a = make_run("good", train_loss=(sa, a), hparams={"lr": 3e-4, "batch_size": 32, "seed": 1})
    run_b = make_run("bad", train_loss=(sb, b), hparams={"lr": 3e-3, "batch_size": 32})
    return run_a, run_b


def test_the_lower_loss_run_wins_and_the_parting_step_is_found():
    c = compare_runs(list(_pair(part_at=2000)))
    assert c.best == "good"
    assert [r.name for r in c.runs] == ["good", "bad"]
    parted = c.runs[1].parted_at
    assert parted is not None and 2000 <= parted <= 3000
    assert c.runs[0].parted_at is None


def test_differing_printed_settings_are_listed_and_equal_ones_are_not():
    c = compare_runs(list(_pair()))
    assert c.hparams_differ["lr"] == {"good": 3e-4, "bad": 3e-3}
    assert c.hparams_differ["seed"] == {"good": 1, "bad": None}
    assert "batch_size" not in c.hparams_differ


def test_a_longer_run_does_not_win_just_by_training_longer():
    short_good, long_bad = _pair(part_at=1000, last_a=3000, last_b=12_000)
    c = compare_runs([long_bad, short_good])
    assert c.matched_step == 2990
    assert c.best == "good"


def test_identical_curves_never_part():
    a, _ = _pair()
    b = make_run("copy", train_loss=(a.get("train_loss").index.to_numpy(), a.get("train_loss").to_numpy()))
    c = compare_runs([a, b])
    assert c.runs[1].parted_at is None
    assert "never part" in c.summary


def test_runs_with_validation_are_compared_on_their_best_val_loss():
    steps = np.arange(0, 1000, 100)
    a = make_run("a", train_loss=(steps, np.linspace(2, 0.1, 10)), val_loss=(steps, np.linspace(2, 1.0, 10)))
    b = make_run("b", train_loss=(steps, np.linspace(2, 0.5, 10)), val_loss=(steps, np.linspace(2, 0.8, 10)))
    c = compare_runs([a, b])
    assert c.metric == "val_loss (best)" and c.best == "b"


def test_compare_needs_two_runs_and_renders_a_table():
    a, b = _pair()
    with pytest.raises(InputError):
        compare_runs([a])
    md = render_comparison(compare_runs([a, b]))
    assert "| good |" in md and "| lr |" in md and "Settings that differ" in md

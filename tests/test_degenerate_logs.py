"""Degenerate values never crash the diagnosis: every such log gets a report, never a traceback."""

from __future__ import annotations

import numpy as np
import pytest
from traindiag.diagnosis import diagnose

from tests.diagnosis_helpers import make_run

STEPS = np.arange(0, 400, 10)
N = STEPS.size


def _falling_to_zero() -> np.ndarray:
    loss = np.linspace(2.0, 0.0, N)
    loss[N // 2:] = 0.0
    return loss


CASES = {
    "train loss exactly 0 throughout": {"train_loss": np.zeros(N), "val_loss": np.zeros(N)},
    "train loss memorised to 0, val stays high": {"train_loss": _falling_to_zero(), "val_loss": np.full(N, 1.7)},
    "negative losses (a log-likelihood objective)": {"train_loss": -np.linspace(1, 50, N)},
    "constant loss and zero grad norm": {"train_loss": np.full(N, 0.6931), "grad_norm": np.zeros(N)},
    "Inf from the first point": {"train_loss": np.full(N, np.inf)},
    "huge values": {"train_loss": np.geomspace(1e30, 1e300, N), "grad_norm": np.full(N, 1e308)},
    "tiny values": {"train_loss": np.geomspace(1e-300, 1e-320, N)},
    "zero learning rate and zero memory": {"train_loss": np.linspace(3, 1, N), "lr": np.zeros(N),
                                           "memory": np.zeros(N), "step_time": np.zeros(N)},
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_degenerate_log_gets_a_report_not_a_traceback(case: str) -> None:
    run = make_run(**{m: (STEPS, v) for m, v in CASES[case].items()})
    report = diagnose([run])
    assert report.symptoms, case
    assert report.verdict.reason


def test_a_loss_printed_as_zero_for_half_the_run_is_not_an_oscillation() -> None:
    import numpy as np
    from traindiag.diagnosis.engine import diagnose
    from traindiag.ingest.run import RunBuilder

    # A least-squares fit whose Keras log prints the loss with 4 digits: 0.0000e+00 from its second epoch on
    loss = np.r_[0.4609, np.zeros(999)]
    b = RunBuilder("fit", "keras", "pasted text")
    b.add("loss", np.arange(1, 1001), np.round(loss, 4))
    report = diagnose([b.build()])
    assert "oscillation" not in [s.id for s in report.symptoms]
    assert "inf%" not in " ".join(e for s in report.symptoms for e in s.evidence)

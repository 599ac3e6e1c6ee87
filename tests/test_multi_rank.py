"""Multi-rank logs (issue #18): one file whose lines carry the rank that printed them, split into one run per rank."""

from __future__ import annotations

import pytest
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.ingest import read_runs
from traindiag.ingest.ranks import split_ranks

PREFIXES = {"torchrun --tee": "[default{r}]:", "torchrun 2.x": "[rank{r}]:", "srun --label": "{r}: ",
            "open mpi": "[1,{r}]<stdout>:"}


def _log(prefix: str, ranks: int = 4, stop: dict[int, int] | None = None) -> str:
    lines = ["Setting OMP_NUM_THREADS environment variable for each process to be 1"]
    for s in range(10, 510, 10):
        for r in range(ranks):
            if stop and r in stop and s > stop[r]:
                continue
            lines.append(prefix.format(r=r) + f"step {s} | loss {3.0 - s / 400 + 0.01 * r:.4f} | lr 3.0e-04")
    return "\n".join(lines)


@pytest.mark.parametrize("launcher", PREFIXES)
def test_each_rank_is_read_as_its_own_run_with_steps_that_never_go_back(launcher):
    runs = read_runs(text=_log(PREFIXES[launcher]))
    assert [r.name for r in runs] == ["rank 0", "rank 1", "rank 2", "rank 3"]
    for r in runs:
        steps = r.series["train_loss"].index
        assert steps.is_monotonic_increasing and len(steps) == 50
        assert not [e for e in r.events if e.kind == "resume"]
    assert runs[2].series["train_loss"].iloc[0] == pytest.approx(2.995)


def test_a_rank_that_stops_logging_is_named_with_its_last_step():
    report, runs = diagnose_path(text=_log("[rank{r}]:", stop={3: 200}))
    assert runs[3].steps == (10, 200)
    assert any("rank 3 stops logging at step 200" in line for line in report.data.reading)


def test_ranks_that_print_no_metrics_are_noted():
    lines = []
    for s in range(10, 210, 10):
        lines.append(f"0: step {s} | loss {3.0 - s / 400:.4f}")
        lines += [f"{r}: [W ProcessGroupNCCL.cpp:1234] heartbeat ok" for r in (1, 2, 3)]
    runs = read_runs(text="\n".join(lines))
    assert [r.name for r in runs] == ["rank 0"]
    assert any("ranks 1, 2, 3 printed no metrics" in n for n in runs[0].notes)


def test_lines_numbered_by_epoch_are_not_ranks():
    text = "\n".join(f"{e}: loss {2.0 - 0.05 * e:.3f} acc {0.5 + 0.02 * e:.3f}" for e in range(1, 30))
    assert split_ranks(text.encode()) is None
    assert len(read_runs(text=text)) == 1

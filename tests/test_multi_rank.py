"""Multi-rank logs (issue #18): one file whose lines carry the rank that printed them, split into one run per rank."""

from __future__ import annotations

import pytest
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.ingest import read_runs
from traindiag.ingest.ranks import rank_of_path, split_ranks

from tests.conftest import FIXTURES

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


def test_a_rank_that_stops_logging_while_the_others_go_on_is_a_failed_rank():
    report, runs = diagnose_path(text=_log("[rank{r}]:", stop={3: 200}))
    assert runs[3].steps == (10, 200)
    failed = report.symptoms[0]
    assert failed.id == "rank_failure" and failed.evidence[0].startswith("rank 3: stops logging at step 200")
    assert report.verdict.decision == "stop_and_fix"


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


# --- real torchrun jobs (fixtures/ranks/make_fixture.py: 4 ranks, gloo, CPU; one fault per job) -------------------

RANKS = FIXTURES / "ranks"


def test_a_healthy_torchrun_job_is_four_ranks_and_healthy():
    report, runs = diagnose_path(RANKS / "healthy.log")
    assert [r.name for r in runs] == ["rank 0", "rank 1", "rank 2", "rank 3"]
    assert report.verdict.decision == "continue"
    assert [s.id for s in report.symptoms] == ["healthy"]


def test_a_rank_that_exits_stops_the_job_and_is_named_with_its_last_line():
    report, _ = diagnose_path(RANKS / "rank_exit.log")
    top = report.symptoms[0]
    assert top.id == "rank_failure" and report.verdict.decision == "stop_and_fix"
    assert "rank 2" in top.evidence[0] and "exited with code 1" in top.evidence[0]
    assert "reading shard failed" in top.evidence[0]
    assert report.causes[0].id == "faulty_rank"


def test_launcher_summary_lines_are_not_metrics():
    runs = read_runs(RANKS / "rank_exit.log")
    assert not {"exitcode", "signal", "local_rank", "pid"} & set(runs[0].metrics)


def test_a_nan_that_begins_on_one_rank_names_that_rank_and_points_at_its_batch():
    report, _ = diagnose_path(RANKS / "nan_one_rank.log")
    top = report.symptoms[0]
    assert top.id == "nan_inf" and report.verdict.decision == "stop_and_fix"
    assert "NaN first on rank 2, at step 100" in top.evidence[0]
    assert "ranks 0, 1, 3" in top.evidence[0]
    assert report.causes[0].id == "bad_batch"


def test_a_rank_on_a_corrupted_shard_is_a_disagreement_not_the_jobs_divergence():
    report, _ = diagnose_path(RANKS / "bad_shard.log")
    ids = [s.id for s in report.symptoms]
    assert ids[0] == "rank_disagreement" and "divergence" not in ids
    assert report.symptoms[0].evidence[0].startswith("rank 2: train_loss")
    assert report.verdict.decision == "watch"
    # the curves shown are rank 2's; what was said of the input as a whole still shows
    assert "a multi-rank log: 4 ranks, read one run each" in report.data.reading
    assert report.causes[0].id == "faulty_rank"


@pytest.mark.parametrize("target", ["straggler.log", "logdir_straggler"])
def test_a_straggler_rank_is_named_in_the_log_and_in_a_folder_of_per_rank_files(target):
    report, runs = diagnose_path(RANKS / target)
    assert sorted(r.name for r in runs) == ["rank 0", "rank 1", "rank 2", "rank 3"]
    top = report.symptoms[0]
    assert top.id == "throughput_regression" and top.evidence[0].startswith("rank 2: data_time")
    assert report.verdict.decision == "watch" and "rank 2 is a straggler" in report.verdict.reason.lower()


def test_per_rank_files_are_recognised_by_their_names():
    assert [rank_of_path(p) for p in ("logs/rank_3.log", "stdout_rank12.txt", "log_rank0.txt",
                                       "x/attempt_0/5/stdout.log", "train.log", "run3/metrics.csv")] == \
        [3, 12, 0, 5, None, None]


def test_a_rank_killed_after_the_last_planned_step_failed_at_shutdown_not_mid_training():
    lines = ["Setting OMP_NUM_THREADS environment variable for each process to be 1"]
    lines += [f"[rank{r}]:step {s}/100 | loss {2.0 - s / 100 + 0.01 * r:.4f}" for s in range(10, 110, 10)
              for r in range(2)]
    lines += ["Root Cause (first observed failure):", "[0]:", "  time      : 2026-11-25_15:03:16",
              "  host      : localhost", "  rank      : 1 (local_rank: 1)",
              "  exitcode  : -6 (pid: 18682)  (SIGABRT)"]
    report, _ = diagnose_path(text="\n".join(lines))
    failed = next(s for s in report.symptoms if s.id == "rank_failure")
    assert failed.severity == "warning" and "SIGABRT" in failed.evidence[0]
    assert report.verdict.decision == "watch" and "shutdown" in report.verdict.reason


def test_a_hung_rank_is_named_by_the_ranks_whose_watchdog_timed_out():
    lines = []
    for s in range(10, 310, 10):
        for r in range(4):
            if r == 1 and s > 150:
                continue
            lines.append(f"[rank{r}]:iter {s} loss {3.0 - s / 200:.4f}")
    lines += [f"[rank{r}]:[E ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation timeout: "
              f"WorkNCCL(SeqNum=301, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600021 "
              f"milliseconds before timing out." for r in (0, 2, 3)]
    report, _ = diagnose_path(text="\n".join(lines))
    top = report.symptoms[0]
    assert top.id == "rank_failure" and report.verdict.decision == "stop_and_fix"
    assert "rank 1: stops logging at step 150" in top.evidence[0] and "ALLREDUCE" in top.evidence[0]


def test_a_loss_logged_summed_over_the_ranks_from_some_step_is_a_logging_change_not_a_spike():
    report, _ = diagnose_path(RANKS / "sum_reduction.log")  # every rank logs the all-reduced SUM from step 100
    assert any("at step 100 and stays there: about the world size (4)" in line for line in report.data.reading)
    assert not {"loss_spikes", "divergence"} & {s.id for s in report.symptoms}
    assert report.verdict.decision != "stop_and_fix"


def test_a_jump_by_the_printed_world_size_is_explained_and_not_called_a_divergence():
    import math

    lines = ["world_size: 8"]
    for s in range(1, 61):
        loss = (2.5 * math.exp(-s / 40) + 0.5) * (8 if s > 30 else 1)
        lines.append(f"step {s * 10} | loss {loss:.4f} | lr 3e-4")
    report, runs = diagnose_path(text="\n".join(lines))
    assert runs[0].hparams["world_size"] == 8
    assert any("x7.86 in one step at step 310" in line for line in report.data.reading)
    assert "divergence" not in {s.id for s in report.symptoms} and report.verdict.decision != "stop_and_fix"
    # the same jump without a world size it matches is the loss's own: a divergence
    report, _ = diagnose_path(text="\n".join(["world_size: 2", *lines[1:]]))
    assert report.symptoms[0].id == "divergence"


def test_a_rank_whose_grad_norm_stays_apart_from_the_others_is_named():
    lines = []
    for s in range(10, 410, 10):
        for r in range(4):
            grad = (3.1 if r == 1 else 1.0) * (1 + 0.05 * ((s // 10 + r) % 3))
            lines.append(f"[rank{r}]:step {s} | loss {2.0 - s / 500 + 0.01 * r:.4f} | grad_norm {grad:.3f}")
    report, _ = diagnose_path(text="\n".join(lines))
    apart = next(s for s in report.symptoms if s.id == "rank_disagreement")
    assert apart.evidence[0].startswith("rank 1: grad_norm") and report.verdict.decision != "stop_and_fix"


def test_a_noisy_loss_near_zero_that_jumps_by_the_world_size_once_is_not_a_reduction_change():
    # a DPO loss late in training: 0.002-0.05 from step to step; one x16 jump is chance, its level does not move
    values = [0.0186, 0.0066, 0.0089, 0.0056, 0.0549, 0.0021, 0.0332, 0.0284, 0.0208, 0.0454, 0.0298, 0.0061,
              0.0258, 0.0035, 0.0410, 0.0120, 0.0077, 0.0301]
    text = "world_size: 16\n" + "\n".join(f"step {10 * (i + 1)} | loss {v} | lr 4e-06" for i, v in enumerate(values))
    report, _ = diagnose_path(text=text)
    assert not [line for line in report.data.reading if "moves x" in line]

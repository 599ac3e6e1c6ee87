"""Following a log: rotation, truncation, folders, batches that cut across lines, step numbering."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from traindiag.ingest import read_run
from traindiag.ingest.follower import Follower
from traindiag.watch import Watcher

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
NAN_LOG = FIXTURES / "eval" / "nan_log_zero" / "train.log"


def feed_in_pieces(log: Path, data: bytes, sizes: list[int], watcher: Watcher, diagnose: bool = False) -> list:
    """Append `data` in pieces of the given byte sizes (cutting lines anywhere), polling after each."""
    updates, at, k = [], 0, 0
    while at < len(data):
        size = sizes[k % len(sizes)]
        with log.open("ab") as fh:
            fh.write(data[at:at + size])
        at += size
        k += 1
        updates.append(watcher.poll(diagnose_now=diagnose))
    updates.append(watcher.poll(final=True))
    return updates


def assert_same_points(watcher: Watcher, source: Path | str, metric: str = "train_loss") -> None:
    expected = read_run(source).series[metric]
    got = watcher.stream.snapshot(10**9, 0).series[metric]
    assert got.index.tolist() == expected.index.tolist()
    np.testing.assert_allclose(got.to_numpy(), expected.to_numpy(), equal_nan=True)


def test_lines_written_to_the_old_file_after_a_rename_are_still_read(tmp_path):
    log = tmp_path / "train.log"
    log.write_bytes(b"step 1 loss 2.0\n")
    follower = Follower(log)
    assert follower.poll().data == b"step 1 loss 2.0\n"
    with log.open("ab") as old:
        log.rename(tmp_path / "train.log.1")
        old.write(b"step 2 loss 1.9\nstep 3 lo")  # the trainer still holds the old file open
        old.flush()
        log.write_bytes(b"step 4 loss 1.7\n")
        got = follower.poll()
    assert got.data == b"step 2 loss 1.9\nstep 3 lo\nstep 4 loss 1.7\n"
    assert [s.fresh for s in got.segments] == [False, False, True]
    assert "rotated" in got.notes[0]


def test_a_truncated_log_that_grew_back_past_the_old_offset_is_read_from_its_start(tmp_path):
    log = tmp_path / "train.log"
    log.write_bytes(b"step 1 loss 2.0\nstep 2 loss 1.9\n")
    follower = Follower(log)
    follower.poll()
    log.write_bytes(b"step 1 loss 3.0\nstep 2 loss 2.9\nstep 3 loss 2.8\n")  # rewritten, now longer
    got = follower.poll()
    assert got.data.startswith(b"step 1 loss 3.0\n") and got.segments[0].fresh
    assert "truncated" in got.notes[0]


def test_a_folder_is_followed_through_its_newest_log_and_switches_to_a_new_one(tmp_path):
    (tmp_path / "old.log").write_bytes(b"step 1 loss 2.0\n")
    os.utime(tmp_path / "old.log", (1, 1))
    (tmp_path / "run.log").write_bytes(b"step 5 loss 1.0\n")
    (tmp_path / "trainer_state.json").write_text("{}")
    follower = Follower(tmp_path)
    assert follower.poll().data == b"step 5 loss 1.0\n"
    (tmp_path / "run-2.log").write_bytes(b"step 6 loss 0.9\n")
    got = follower.poll()
    assert got.data == b"step 6 loss 0.9\n" and "switched to run-2.log" in got.notes[0]


def test_batches_cut_mid_line_give_the_same_points_as_reading_the_whole_log(tmp_path):
    for source in (NAN_LOG, FIXTURES / "hf" / "trainer_nan.log", FIXTURES / "csv" / "metrics.csv",
                   FIXTURES / "generic" / "absl_train.log"):
        log = tmp_path / source.name
        watcher = Watcher(log if log.exists() else _touch(log))
        feed_in_pieces(log, source.read_bytes(), [97, 13, 411, 5], watcher)
        assert_same_points(watcher, source)
        watcher.close()


def test_points_numbered_by_line_order_keep_counting_across_batches(tmp_path):
    # A Trainer log without its run header prints no step: points are numbered by their order.
    lines = (FIXTURES / "eval" / "lr_too_high_nan" / "trainer_stdout.log").read_bytes().splitlines(keepends=True)
    dicts = b"".join(line for line in lines if line.startswith(b"{'loss'"))
    source = tmp_path / "source.log"
    source.write_bytes(dicts)
    log = _touch(tmp_path / "train.log")
    watcher = Watcher(log, format="hf")
    feed_in_pieces(log, dicts, [300, 1000, 90], watcher)
    assert read_run(source, format="hf").meta["step_source"] == "order"
    assert_same_points(watcher, source)


def test_a_csv_header_repeated_by_a_rotated_file_is_not_read_as_a_row(tmp_path):
    source = (FIXTURES / "csv" / "metrics.csv").read_bytes().splitlines(keepends=True)
    log = tmp_path / "metrics.csv"
    log.write_bytes(b"".join(source[:100]))
    watcher = Watcher(log)
    watcher.poll(final=True)
    log.rename(tmp_path / "metrics.csv.1")
    log.write_bytes(source[0] + b"".join(source[100:]))
    update = watcher.poll(diagnose_now=True)
    assert "rotated" in update.notes[0]
    assert_same_points(watcher, FIXTURES / "csv" / "metrics.csv")


def test_an_onset_re_estimated_as_points_arrive_is_reported_once(tmp_path):
    # nanoGPT run with bad batches: step_time drifts and two loss spikes; line by line, each symptom once.
    source = FIXTURES / "eval" / "bad_batches" / "train.log"
    log = _touch(tmp_path / "train.log")
    watcher = Watcher(log, diagnose_every=0)
    updates = feed_in_pieces(log, source.read_bytes(), [400], watcher, diagnose=True)
    symptoms = [f.symptom for u in updates for f in u.new_findings]
    assert len(symptoms) == len(set(symptoms))
    assert "loss_spikes" in symptoms


def _touch(path: Path) -> Path:
    path.touch()
    return path


def test_a_job_restarted_into_a_truncated_log_is_read_from_its_first_step_and_its_nan_reported_again(tmp_path):
    lines = NAN_LOG.read_bytes().splitlines(keepends=True)
    log = tmp_path / "train.log"
    log.write_bytes(b"".join(lines[:40]))  # NaN from step 80, last step 195
    watcher = Watcher(log)
    first = watcher.poll(final=True)
    assert [f.step for f in first.new_findings if f.symptom == "nan_inf"] == [80]
    log.write_bytes(b"".join(lines[:25]))  # the job restarts: same header, steps 5..120 again
    again = watcher.poll(diagnose_now=True)
    assert any("restarted job" in n for n in again.notes)
    assert again.status.step == 120
    assert [f.step for f in again.new_findings if f.symptom == "nan_inf"] == [80]
    assert watcher.stream.buffers["train_loss"].n == 39 + 24


def test_a_verdict_that_flips_for_one_diagnosis_is_not_announced_but_a_critical_one_is_at_once(tmp_path):
    from traindiag.diagnosis.report_model import Verdict
    from traindiag.watch import WatchUpdate

    watcher = Watcher(_touch(tmp_path / "train.log"))
    decisions = []
    for decision, critical in [("continue", False), ("stop_converged", False), ("continue", False),
                               ("wait", False), ("wait", False), ("stop_and_fix", True)]:
        update = WatchUpdate(path="train.log")
        watcher._judge(Verdict(decision=decision, reason="r"), critical, update)
        decisions.append(watcher.verdict.decision if update.verdict_changed else None)
    assert decisions == ["continue", None, None, None, "wait", "stop_and_fix"]

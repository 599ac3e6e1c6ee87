"""`traindiag watch` against a writer process appending a real log (NaN, rotation, truncation, half lines)."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
from traindiag.ingest import read_run
from traindiag.watch import Watcher

REPO = Path(__file__).resolve().parents[1]
NAN_LOG = REPO / "fixtures" / "eval" / "nan_log_zero" / "train.log"  # loss NaN from step 80 (line 17)
WRITER = REPO / "tests" / "watch_writer.py"
ENV = {**os.environ, "PYTHONUNBUFFERED": "1"}


def start_writer(dest: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(WRITER), str(NAN_LOG), str(dest), *extra], env=ENV)


def follow_until_done(watcher: Watcher, writer: subprocess.Popen, timeout: float = 30.0) -> list:
    updates = []
    deadline = time.monotonic() + timeout
    while writer.poll() is None and time.monotonic() < deadline:
        updates.append(watcher.poll())
        time.sleep(0.01)
    assert writer.wait(timeout=5) == 0
    updates.append(watcher.poll(final=True))
    return updates


def test_nan_is_reported_once_at_its_step_through_rotation_truncation_and_half_written_lines(tmp_path):
    log = tmp_path / "train.log"
    log.touch()
    watcher = Watcher(log)
    writer = start_writer(log, "--rotate-at", "30", "--truncate-at", "55", "--split", "--delay", "0.003")
    updates = follow_until_done(watcher, writer)
    findings = [f for u in updates for f in u.new_findings]
    nan = [f for f in findings if f.symptom == "nan_inf"]
    assert len(nan) == 1
    assert nan[0].step == 80 and nan[0].severity == "critical"
    notes = " ".join(n for u in updates for n in u.notes)
    assert "rotated" in notes and "truncated" in notes
    # every point read once, none from a half-written line: the same as reading the whole log at once
    expected = read_run(NAN_LOG).series["train_loss"]
    steps, values = watcher.stream.buffers["train_loss"].view()
    assert steps.tolist() == expected.index.tolist()
    np.testing.assert_allclose(values, expected.to_numpy(), equal_nan=True)
    assert updates[-1].verdict is not None and updates[-1].verdict.decision == "stop_and_fix"
    assert updates[-1].status.nonfinite_since == 80
    watcher.close()


def test_a_half_written_line_is_held_back_until_it_ends(tmp_path):
    log = tmp_path / "train.log"
    lines = NAN_LOG.read_bytes().splitlines(keepends=True)
    log.write_bytes(b"".join(lines[:20]))
    watcher = Watcher(log)
    first = watcher.poll(final=True)
    assert first.status.step == 95
    with log.open("ab") as fh:
        fh.write(lines[20][:60])  # "... step 100 | loss n" (cut inside the value)
    assert watcher.poll(diagnose_now=True).new_lines == 0
    assert watcher.stream.last_step == 95
    with log.open("ab") as fh:
        fh.write(lines[20][60:])
    update = watcher.poll(diagnose_now=True)
    assert update.new_lines == 1 and update.status.step == 100
    assert np.isnan(watcher.stream.buffers["train_loss"].view()[1][-1])
    watcher.close()


def test_exit_on_critical_exits_1_and_on_alert_runs_the_command_with_the_finding(tmp_path):
    log = tmp_path / "train.log"
    log.touch()
    marker = tmp_path / "alert.txt"
    alert = shlex.join([sys.executable, "-c", "import os, sys; open(sys.argv[1], 'w').write("
                        "os.environ['TRAINDIAG_SYMPTOM'] + ' ' + os.environ['TRAINDIAG_STEP'])", str(marker)])
    watch = subprocess.Popen([sys.executable, "-m", "traindiag", "watch", str(log), "--interval", "0.05",
                              "--exit-on", "critical", "--on-alert", alert],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    writer = start_writer(log, "--rotate-at", "10")
    try:
        out, err = watch.communicate(timeout=60)
    finally:
        writer.kill()
        writer.wait()
    assert watch.returncode == 1, err
    assert marker.read_text() == "nan_inf 80"
    critical = [line for line in out.splitlines() if "CRITICAL" in line]
    assert critical == [critical[0]] and critical[0].startswith("[step 80] CRITICAL nan_inf")
    assert "exiting 1" in out


def test_ctrl_c_stops_the_watch_with_exit_code_0(tmp_path):
    log = tmp_path / "train.log"
    log.write_bytes(b"".join(NAN_LOG.read_bytes().splitlines(keepends=True)[:12]))
    watch = subprocess.Popen([sys.executable, "-m", "traindiag", "watch", str(log), "--interval", "0.05"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    assert watch.stdout is not None
    assert watch.stdout.readline().startswith("[watch] reading train.log")  # it is running: now interrupt
    watch.send_signal(signal.SIGINT)
    out, err = watch.communicate(timeout=20)
    assert watch.returncode == 0, err
    assert "stopped. Last status: step" in out


def test_once_reports_what_is_there_and_exits(tmp_path):
    run = subprocess.run([sys.executable, "-m", "traindiag", "watch", str(NAN_LOG), "--once", "--target-loss", "0.05"],
                         capture_output=True, text=True, env=ENV, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "[step 80] CRITICAL nan_inf: train_loss NaN at step 80" in run.stdout
    assert "verdict: stop_and_fix" in run.stdout
    assert "status: step 400 | train_loss NaN/Inf since step 80" in run.stdout
    gated = subprocess.run([sys.executable, "-m", "traindiag", "watch", str(NAN_LOG), "--once", "--exit-on", "critical"],
                           capture_output=True, text=True, env=ENV, timeout=60)
    assert gated.returncode == 1


def test_a_missing_log_is_a_one_line_error_with_exit_code_2(tmp_path):
    run = subprocess.run([sys.executable, "-m", "traindiag", "watch", str(tmp_path / "nope.log"), "--once"],
                         capture_output=True, text=True, env=ENV, timeout=60)
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "no such file" in run.stderr

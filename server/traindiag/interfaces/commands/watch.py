"""`traindiag watch PATH`: follow a running job's log and call it early.

Prints each new finding once, when it appears, with its step; the verdict whenever it changes; and a
status line every --interval seconds. Exit codes: 0 when stopped with Ctrl-C, after --once, or after
--idle-exit; 1 when a finding reached --exit-on (for schedulers: `traindiag watch log --exit-on
critical || scancel $JOB`); 2 for a usage error (bad path, unknown format).
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import time
from typing import TYPE_CHECKING

from traindiag.errors import InputError
from traindiag.interfaces.commands import LOG_FORMAT_HELP

if TYPE_CHECKING:
    from traindiag.watch import WatchFinding, WatchUpdate

NAME = "watch"
HELP = ("follow a growing training log (file or run folder): new findings as they appear, a status line, "
        "kill-or-continue verdict")
EXIT_ALERT = 1
ALERT_TIMEOUT_S = 60
_RANK = {"info": 0, "warning": 1, "critical": 2}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="training log file, run folder (its newest log file is followed), or "
                                     "mlflow://HOST:PORT/EXPERIMENT/RUN_ID (polled every --interval seconds)")
    parser.add_argument("--interval", type=_seconds, default=30.0, metavar="S",
                        help="seconds between status lines (default 30); the log is checked every min(S, 1) s")
    parser.add_argument("--on-alert", metavar="CMD",
                        help="command run on each new critical finding (no shell; it gets TRAINDIAG_SYMPTOM, "
                             "TRAINDIAG_STEP, TRAINDIAG_MESSAGE, TRAINDIAG_PATH in its environment)")
    parser.add_argument("--exit-on", choices=("critical", "warning"),
                        help=f"exit {EXIT_ALERT} as soon as a finding reaches this severity")
    parser.add_argument("--target-loss", type=float, metavar="X",
                        help="the loss you are aiming for: the status says how far and how long at this rate")
    parser.add_argument("--once", action="store_true",
                        help="read what is there, report, exit (for CI and scripts)")
    parser.add_argument("--idle-exit", type=_seconds, metavar="S",
                        help="exit 0 when the log has not grown for S seconds (the job ended)")
    parser.add_argument("--log-format", metavar="FMT", help=LOG_FORMAT_HELP)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of seconds") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("give a positive number of seconds")
    return value


def run(args: argparse.Namespace) -> int:
    from traindiag.watch import Watcher

    alert = shlex.split(args.on_alert) if args.on_alert else None
    if args.on_alert is not None and not alert:
        raise InputError("--on-alert is empty: give the command to run, e.g. --on-alert 'scancel 1234'")
    if args.path.startswith("mlflow:/"):
        return _watch_mlflow(args, alert)
    watcher = Watcher(args.path, format=args.log_format, target_loss=args.target_loss,
                      diagnose_every=min(args.interval, 5.0))
    check_every = min(args.interval, 1.0)
    last_status = time.monotonic()
    last_growth = time.monotonic()
    try:
        while True:
            update = watcher.poll(final=args.once)
            now = time.monotonic()
            if update.new_lines:
                last_growth = now
            code = _report(update, args, alert)
            if code is not None:
                return code
            if args.once:
                if update.new_lines:
                    continue  # one poll reads a bounded chunk: drain the whole log first
                update = watcher.poll(final=True, diagnose_now=True)  # judge the complete log
                code = _report(update, args, alert)
                _say(f"status: {update.status.text}")
                return 0 if code is None else code
            if now - last_status >= args.interval:
                _say(f"status: {update.status.text}")
                last_status = now
            if args.idle_exit is not None and now - last_growth >= args.idle_exit:
                watcher.poll(final=True)
                _say(f"no new lines for {args.idle_exit:g} s: stopping. Last status: {watcher.status().text}")
                return 0
            time.sleep(check_every)
    except KeyboardInterrupt:
        _say(f"stopped. Last status: {watcher.status().text}")
        return 0
    finally:
        watcher.close()


def _watch_mlflow(args: argparse.Namespace, alert: list[str] | None) -> int:
    """A run on an MLflow server: its history is read again every --interval seconds and diagnosed whole;
    each new symptom is printed once, and the verdict when it changes. Stops when the run is no longer
    RUNNING (or after --once, or --idle-exit seconds without a new step)."""
    from traindiag.diagnosis.engine import diagnose
    from traindiag.ingest.mlflow_server import parse_target, read_runs
    from traindiag.watch import WatchFinding

    if parse_target(args.path).run_id is None:
        raise InputError(f"{args.path}: watch follows one run; add its run id: mlflow://HOST:PORT/EXPERIMENT/RUN_ID "
                         "(`traindiag diagnose` on the experiment lists them)")
    seen: set[str] = set()
    verdict = None
    last_step, last_growth = None, time.monotonic()
    try:
        while True:
            run = read_runs(args.path)[0]
            report = diagnose([run], None)
            for s in report.symptoms:
                if s.id == "healthy" or s.id in seen:
                    continue
                seen.add(s.id)
                where = f"step {s.steps[0]:,}" if s.steps else "?"
                message = s.evidence[0] if s.evidence else s.id
                _say(f"[{where}] {s.severity.upper()} {s.id}: {message}")
                if s.severity == "critical" and alert is not None:
                    _run_alert(alert, WatchFinding(symptom=s.id, severity=s.severity, step=s.steps[0] if s.steps
                                                   else None, message=message), args.path)
                if args.exit_on is not None and _RANK[s.severity] >= _RANK[args.exit_on]:
                    _say(f"a {args.exit_on} finding: exiting {EXIT_ALERT} (--exit-on {args.exit_on})")
                    return EXIT_ALERT
            if report.verdict.decision != verdict:
                verdict = report.verdict.decision
                _say(f"[step {run.steps[1]:,}] verdict: {verdict}: {report.verdict.reason}" if run.steps
                     else f"verdict: {verdict}: {report.verdict.reason}")
            if run.steps and run.steps[1] != last_step:
                last_step, last_growth = run.steps[1], time.monotonic()
            status = run.meta.get("status")
            if args.once or status not in ("RUNNING", "SCHEDULED"):
                _say(f"status: run {run.name} {str(status).lower()}, last step {last_step:,}" if last_step is not None
                     else f"status: run {run.name} {str(status).lower()}")
                return 0
            if args.idle_exit is not None and time.monotonic() - last_growth >= args.idle_exit:
                _say(f"no new step for {args.idle_exit:g} s: stopping")
                return 0
            time.sleep(args.interval)
    except KeyboardInterrupt:
        _say("stopped")
        return 0


def _report(update: WatchUpdate, args: argparse.Namespace, alert: list[str] | None) -> int | None:
    """Print what is new; run the alert command; the exit code when --exit-on is reached."""
    for note in update.notes:
        _say(f"[watch] {note}")
    reached = False
    unit = update.status.step_unit
    for f in update.new_findings:
        where = f"{unit} {f.step:,}" if f.step is not None else "?"
        _say(f"[{where}] {f.severity.upper()} {f.symptom}: {f.message}")
        if f.severity == "critical" and alert is not None:
            _run_alert(alert, f, update.path)
        if args.exit_on is not None and _RANK[f.severity] >= _RANK[args.exit_on]:
            reached = True
    if update.verdict_changed and update.verdict is not None:
        step = f"{unit} {update.status.step:,}" if update.status.step is not None else "start"
        _say(f"[{step}] verdict: {update.verdict.decision}: {update.verdict.reason}")
    if reached:
        _say(f"a {args.exit_on} finding: exiting {EXIT_ALERT} (--exit-on {args.exit_on})")
        return EXIT_ALERT
    return None


def _run_alert(command: list[str], finding: WatchFinding, path: str) -> None:
    env = dict(os.environ, TRAINDIAG_SYMPTOM=finding.symptom, TRAINDIAG_STEP="" if finding.step is None
               else str(finding.step), TRAINDIAG_MESSAGE=finding.message, TRAINDIAG_PATH=path)
    try:
        done = subprocess.run(command, env=env, timeout=ALERT_TIMEOUT_S, check=False)
    except FileNotFoundError:
        _say(f"[watch] --on-alert: {command[0]}: command not found")
        return
    except subprocess.TimeoutExpired:
        _say(f"[watch] --on-alert: {command[0]} killed after {ALERT_TIMEOUT_S} s")
        return
    if done.returncode != 0:
        _say(f"[watch] --on-alert: {command[0]} exited {done.returncode}")


def _say(line: str) -> None:
    print(line, flush=True)

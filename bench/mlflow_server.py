"""Runs per second read and diagnosed from a local MLflow server:
`python bench/mlflow_server.py [--runs 40] [--points 5000] [--workers 8]` (needs the test extra's mlflow).

Starts `mlflow server` on 127.0.0.1 with a SQLite store in a temp folder, logs RUNS runs of POINTS steps each
(train_loss, val_loss every 10th step, lr: a falling curve with noise, through the MLflow client's log_batch),
then times `diagnose_experiment` on the experiment and prints runs/s, points/s and the peak RSS growth of the
diagnosis (the runs are diagnosed and dropped as they arrive, so it stays near WORKERS runs' worth).
"""

from __future__ import annotations

import argparse
import resource
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _log(uri: str, runs: int, points: int) -> None:
    import numpy as np
    from mlflow.entities import Metric
    from mlflow.tracking import MlflowClient

    client = MlflowClient(tracking_uri=uri)
    exp = client.create_experiment("bench")
    rng = np.random.default_rng(0)
    for k in range(runs):
        run = client.create_run(exp, run_name=f"run-{k}")
        steps = np.arange(points)
        loss = 2.0 / (1 + steps / 200) + 0.05 * rng.standard_normal(points)
        metrics = [Metric("train_loss", float(v), 1_700_000_000_000 + int(s), int(s)) for s, v in zip(steps, loss, strict=True)]
        metrics += [Metric("val_loss", float(v) + 0.1, 1_700_000_000_000 + int(s), int(s))
                    for s, v in zip(steps[::10], loss[::10], strict=True)]
        metrics += [Metric("lr", 3e-4, 1_700_000_000_000 + int(s), int(s)) for s in steps[::10]]
        for i in range(0, len(metrics), 1000):
            client.log_batch(run.info.run_id, metrics=metrics[i:i + 1000])
        client.set_terminated(run.info.run_id)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--points", type=int, default=5000)
    parser.add_argument("--workers", type=int, default=8)
    args = parser.parse_args(argv)
    from traindiag.diagnosis.experiment import diagnose_experiment
    from traindiag.ingest import mlflow_server

    with tempfile.TemporaryDirectory() as tmp:
        port = _free_port()
        proc = subprocess.Popen([str(Path(sys.executable).with_name("mlflow")), "server", "--backend-store-uri",
                                 f"sqlite:///{tmp}/store.db", "--default-artifact-root", f"{tmp}/art", "--host",
                                 "127.0.0.1", "--port", str(port), "--workers", "1"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(240):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2).close()
                    break
                except OSError:
                    time.sleep(0.5)
            t = time.perf_counter()
            _log(f"http://127.0.0.1:{port}", args.runs, args.points)
            logged = time.perf_counter() - t
            mlflow_server.WORKERS = args.workers
            before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            t = time.perf_counter()
            exp = diagnose_experiment(f"mlflow://127.0.0.1:{port}/bench")
            took = time.perf_counter() - t
            grew = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    total = args.runs * args.points * 1.2
    print(f"logged {args.runs} runs x {args.points:,} steps in {logged:.1f} s; diagnosed the experiment in "
          f"{took:.1f} s: {args.runs / took:.1f} runs/s, {total / took:,.0f} points/s, {args.workers} workers; "
          f"peak RSS grew {grew:.0f} MB; verdicts {exp.counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Runs on an MLflow tracking server: `mlflow://HOST:PORT/EXPERIMENT` (every run) or `.../EXPERIMENT/RUN_ID`.

Read with MLflow's own client (`pip install 'traindiag[mlflow]'`, the mlflow-skinny package), imported only
when such a target is given. EXPERIMENT is the experiment's name (URL-quoted when it holds spaces or slashes)
or its numeric id. Metric histories are fetched whole (the client pages them) and turned into numpy arrays
at once; the runs of an experiment are read by a few threads, and `iter_runs` hands them over one by one so a
caller that diagnoses and drops each run holds only the runs in flight, whatever the experiment's size.
"""

from __future__ import annotations

import re
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from dataclasses import dataclass
from itertools import islice
from typing import Any
from urllib.parse import unquote

import numpy as np
import pandas as pd

from traindiag.errors import InputError, ParseError
from traindiag.ingest.formats.tabular import claim_name
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "mlflow"
SCHEME = "mlflow://"
WORKERS = 8  # runs read at once (each a few HTTP calls per metric)
PAGE = 1000  # runs per search page
_TARGET = re.compile(r"^mlflow:/+(?P<host>[^/]+)/(?P<experiment>[^/]+)(?:/(?P<run>[0-9a-fA-F]{8,64}))?/?$")
EXTRA = "reading an MLflow server needs the MLflow client: pip install 'traindiag[mlflow]'"


@dataclass(frozen=True)
class Target:
    tracking_uri: str  # http://HOST:PORT
    experiment: str
    run_id: str | None

    @property
    def label(self) -> str:
        return self.run_label(self.run_id) if self.run_id else self._experiment_label

    @property
    def _experiment_label(self) -> str:
        return f"mlflow://{self.tracking_uri.removeprefix('http://')}/{self.experiment}"

    def run_label(self, run_id: str) -> str:
        """The target of one run of this experiment (what gives its full report)."""
        return f"{self._experiment_label}/{run_id}"


def is_target(text: object) -> bool:
    """Whether a path argument names an MLflow server (`Path` folds the `//`, so `mlflow:/` counts too)."""
    return str(text).startswith("mlflow:/")


def is_experiment(text: object) -> bool:
    """A target naming a whole experiment (answered run by run), not one run."""
    return is_target(text) and parse_target(str(text)).run_id is None


def parse_target(text: str) -> Target:
    m = _TARGET.match(str(text))
    if m is None:
        raise InputError(f"{text}: not an MLflow target; write mlflow://HOST:PORT/EXPERIMENT or "
                         "mlflow://HOST:PORT/EXPERIMENT/RUN_ID")
    return Target(f"http://{m.group('host')}", unquote(m.group("experiment")), m.group("run"))


def _client(target: Target) -> Any:
    try:
        from mlflow.tracking import MlflowClient
    except ImportError:
        raise InputError(EXTRA) from None
    try:  # the client retries a dead address for minutes: ask the server once, quickly, first
        with urllib.request.urlopen(f"{target.tracking_uri}/health", timeout=10) as reply:
            reply.read(64)
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise InputError(f"cannot reach the MLflow server at {target.tracking_uri} ({reason}); check the host "
                         "and port, and that `mlflow server` is running") from None
    return MlflowClient(tracking_uri=target.tracking_uri)


def _experiment_id(client: Any, target: Target) -> str:
    exp = client.get_experiment_by_name(target.experiment)
    if exp is None and target.experiment.isdigit():
        try:
            exp = client.get_experiment(target.experiment)
        except Exception:  # the client raises MlflowException (RESOURCE_DOES_NOT_EXIST) for an unknown id
            exp = None
    if exp is None:
        names = [e.name for e in client.search_experiments(max_results=20)]
        raise InputError(f"{target.label}: no experiment named or numbered '{target.experiment}' on the server; "
                         f"it has: {', '.join(names) or 'none'}")
    return str(exp.experiment_id)


def run_ids(client: Any, target: Target) -> list[str]:
    """The ids of every run of the target: one, or the experiment's, newest first."""
    if target.run_id is not None:
        return [target.run_id]
    exp_id = _experiment_id(client, target)
    out: list[str] = []
    token = None
    while True:
        page = client.search_runs([exp_id], max_results=PAGE, page_token=token)
        out += [r.info.run_id for r in page]
        token = page.token
        if not token:
            return out


def read_run(client: Any, run_id: str, target: Target) -> Run:
    """One run: every metric's full history, the params, and wall time from the points' timestamps."""
    try:
        info = client.get_run(run_id)
    except Exception as exc:  # MlflowException for an unknown run id
        raise InputError(f"{target.label}: run {run_id} not found on the server ({str(exc)[:120]})") from None
    name = info.info.run_name or run_id
    builder = RunBuilder(name, FORMAT, target.run_label(run_id))
    builder.run.meta.update(run_id=run_id, status=info.info.status, start_time=info.info.start_time)
    for key, value in sorted(info.data.params.items()):
        builder.hparam(key, value)
    used: set[str] = set()
    clocks = []
    for key in sorted(info.data.metrics):
        history = client.get_metric_history(run_id, key)
        if not history:
            continue
        points = np.array([(m.step, m.value, m.timestamp) for m in history], dtype="float64")
        points = points[np.argsort(points[:, 0], kind="stable")]
        target_name = claim_name(key, used, builder)
        if target_name is not None:
            builder.add(key, points[:, 0], points[:, 1], canonical=target_name)
        clocks.append(points[:, [0, 2]])
    if clocks and "wall_time" not in used:
        both = np.concatenate(clocks)
        by_step = pd.Series(both[:, 1], index=both[:, 0]).groupby(level=0).max()
        builder.add("wall_time", by_step.index.to_numpy(), (by_step.to_numpy() - both[:, 1].min()) / 1000.0,
                    canonical="wall_time")
    return builder.build()


def iter_runs(target: Target, workers: int = WORKERS) -> Iterator[Run]:
    """The target's runs as they arrive (at most `workers` read at once; order not kept); runs without a
    logged metric are skipped."""
    client = _client(target)
    queue = iter(run_ids(client, target))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        pending = {pool.submit(read_run, client, run_id, target) for run_id in islice(queue, workers)}
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                run = future.result()
                nxt = next(queue, None)
                if nxt is not None:
                    pending.add(pool.submit(read_run, client, nxt, target))
                if run.series:
                    yield run


def read_runs(text: str) -> list[Run]:
    """Every run of the target, in the server's order (newest first), for the commands that need them all."""
    target = parse_target(text)
    runs = sorted(iter_runs(target), key=lambda r: -(r.meta.get("start_time") or 0))
    if not runs:
        raise ParseError(f"{target.label}: no run with a logged metric there; log metrics with "
                         "mlflow.log_metric(key, value, step=step)")
    return runs

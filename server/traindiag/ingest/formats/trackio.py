"""trackio projects: one SQLite database per project (`~/.cache/huggingface/trackio/<project>.db`).

Each `trackio.log(...)` call is a row of the `metrics` table (`run_id`, `run_name`, `step`, `timestamp` and the
logged values as a JSON object); the `configs` table holds each run's config. Every run of the project becomes
a `Run`. The database is opened read-only with Python's own sqlite3 (trackio's client opens it for writing and
changes its journal settings; reading a user's project must not), so no extra is needed.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import frame_to_run, jsonl_frame
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "trackio"
BINARY = True
DESCRIPTION = "trackio projects (<project>.db: the SQLite database trackio writes, one run per run_id)"
_SQLITE = b"SQLite format 3\x00"


def _open(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def _is_trackio(path: Path) -> bool:
    try:
        with _open(path) as conn:
            cols = {row[1] for row in conn.execute("PRAGMA table_info(metrics)")}
    except sqlite3.Error:
        return False
    return {"run_name", "step", "metrics"} <= cols


def sniff(source: Source) -> float:
    if source.is_dir or source.path is None or not source.head.startswith(_SQLITE):
        return 0.0
    return 0.97 if _is_trackio(source.path) else 0.0


def read(source: Source) -> list[Run]:
    if source.path is None or not _is_trackio(source.path):
        raise ParseError(f"{source.label}: not a trackio project database (no metrics table with run_name, step, "
                         "metrics)")
    with _open(source.path) as conn:
        cols = {row[1] for row in conn.execute("PRAGMA table_info(metrics)")}
        key = "run_id" if "run_id" in cols else "run_name"
        rows = conn.execute(f"SELECT {key}, run_name, step, metrics FROM metrics ORDER BY id").fetchall()
        configs = {}
        if {row[1] for row in conn.execute("PRAGMA table_info(configs)")} >= {key, "config"}:
            configs = dict(conn.execute(f"SELECT {key}, config FROM configs ORDER BY id").fetchall())
    by_run: dict[str, tuple[str, list[str]]] = {}
    for run_key, name, step, metrics in rows:
        try:
            values = json.loads(metrics)
        except (ValueError, TypeError):
            continue
        if isinstance(values, dict):
            values["_step"] = step
            by_run.setdefault(run_key, (name, []))[1].append(json.dumps(values))
    runs = []
    for run_key, (name, lines) in by_run.items():
        frame, _ = jsonl_frame(Source(pasted="\n".join(lines), name=name))
        builder = RunBuilder(name, FORMAT, source.label)
        builder.run.meta["run_id"] = run_key
        config = _config(configs.get(run_key))
        for k, v in config.items():
            if not str(k).startswith("_"):
                builder.hparam(str(k), v)
        runs.append(frame_to_run(frame, builder, step_column="_step", first_line=1))
    if not runs:
        raise ParseError(f"{source.label}: a trackio project with no logged metrics")
    return runs


def _config(text: object) -> dict:
    try:
        value = json.loads(text) if isinstance(text, str | bytes) else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}

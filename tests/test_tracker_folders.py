"""Offline tracker folders (issue #18): W&B run files (`wandb/offline-run-*/run-<id>.wandb`) and trackio project
databases, made by real small CPU runs logged with wandb and trackio themselves (fixtures/trackers/make_runs.py)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from traindiag.diagnosis.engine import diagnose
from traindiag.errors import InputError
from traindiag.ingest import read_runs

from tests.conftest import FIXTURES


@pytest.fixture(scope="module")
def logged(tmp_path_factory):
    out = tmp_path_factory.mktemp("trackers")
    done = subprocess.run([sys.executable, str(FIXTURES / "trackers" / "make_runs.py"), str(out)],
                          capture_output=True, text=True, timeout=300, env=dict(os.environ), cwd=out)
    assert done.returncode == 0, done.stderr[-2000:]
    return out


def _by_name(runs):
    return {r.name.rsplit("/", 1)[-1]: r for r in runs}


@pytest.mark.parametrize("where", ["wandb-runs", "trackio"])
def test_each_logged_run_is_read_with_its_config_and_diagnosed(logged, where):
    runs = _by_name(read_runs(logged / where))
    assert set(runs) == {"healthy", "nan"}
    healthy, nan = runs["healthy"], runs["nan"]
    assert healthy.steps == (1, 150) and len(healthy.get("val_loss")) == 7
    assert healthy.original_names["train_loss"] == "train/loss"
    assert float(healthy.hparams["lr"]) == pytest.approx(3e-3) and healthy.hparams["optimizer"] == "adamw"
    assert diagnose([healthy]).verdict.decision == "continue"
    report = diagnose([nan])
    assert report.symptoms[0].id == "nan_inf" and report.symptoms[0].steps[0] == 25
    assert report.verdict.decision == "stop_and_fix"


def test_one_wandb_run_file_is_read_on_its_own(logged):
    path = next((logged / "wandb-runs").rglob("run-*.wandb"))
    (run,) = read_runs(path)
    assert run.format == "wandb_offline" and run.name in {"healthy", "nan"} and run.meta["run_id"] in path.name


def test_a_wandb_file_still_being_written_is_read_up_to_its_last_whole_record(logged, tmp_path):
    path = next(p for p in (logged / "wandb-runs").rglob("run-*.wandb") if read_runs(p)[0].name == "healthy")
    cut = tmp_path / "run-live.wandb"
    data = path.read_bytes()
    cut.write_bytes(data[: len(data) * 2 // 3])  # a run killed mid-write: no exit record, a torn last chunk
    (run,) = read_runs(cut)
    assert 50 < run.steps[1] < 150
    assert any("no exit record" in n for n in run.notes)


def test_reading_a_trackio_project_leaves_its_database_untouched(logged):
    db = logged / "trackio" / "traindiag-demo.db"
    before = (db.read_bytes(), db.stat().st_mtime_ns, sorted(p.name for p in db.parent.iterdir()))
    read_runs(db)
    assert (db.read_bytes(), db.stat().st_mtime_ns, sorted(p.name for p in db.parent.iterdir())) == before


def test_a_wandb_file_without_the_wandb_extra_names_the_extra(logged, monkeypatch):
    path = next((logged / "wandb-runs").rglob("run-*.wandb"))
    monkeypatch.setitem(sys.modules, "wandb.proto", None)  # as if the wandb SDK were not installed
    with pytest.raises(InputError, match=r"pip install 'traindiag\[wandb\]'"):
        read_runs(path)

"""`read_runs` refuses logs above its size limit by the size on disk, before a byte is read, with a
message naming the limit. The files here are sparse (`truncate`): gigabytes long, no disk used.
(`diagnose_path` streams logs above its own, lower threshold: tests/test_streamed_diagnosis.py. Peak
memory on real 200 MB and 1 GB logs is measured by bench/run.py, not here.)
"""

from __future__ import annotations

import os
from pathlib import Path

import anyio
import pytest
import traindiag.ingest
from mcp import Client
from traindiag.errors import InputError, ParseError
from traindiag.ingest import MAX_INPUT_BYTES, read_runs
from traindiag.interfaces.server import build_server

GB = 1024**3


def sparse_log(path: Path, size: int) -> Path:
    """A log that starts like a real one and is `size` bytes long without using the disk."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("step 1 loss 2.30 lr 1e-3\nstep 2 loss 2.25 lr 1e-3\nstep 3 loss 2.21 lr 1e-3\n")
    os.truncate(path, size)
    return path


def forbid_reading(monkeypatch) -> None:
    """From here on, fail the test if anything opens a file's contents."""
    def refuse(self, *args, **kwargs):
        raise AssertionError(f"{self} was read although it is over the limit")

    monkeypatch.setattr(Path, "read_bytes", refuse)
    monkeypatch.setattr(Path, "open", refuse)


def test_a_log_over_the_limit_is_refused_naming_the_limit_without_reading_it(tmp_path, monkeypatch):
    log = sparse_log(tmp_path / "train.log", MAX_INPUT_BYTES + 1)
    forbid_reading(monkeypatch)
    with pytest.raises(InputError, match=r"over the 2 GB limit.*tail -n"):
        read_runs(log)


def test_a_one_gigabyte_log_is_refused_when_the_limit_is_lower(tmp_path, monkeypatch):
    monkeypatch.setattr(traindiag.ingest, "MAX_INPUT_BYTES", 512 * 1024**2)
    log = sparse_log(tmp_path / "train.log", GB)
    forbid_reading(monkeypatch)
    with pytest.raises(InputError, match=r"is 1 GB, over the 512 MB limit"):
        read_runs(log, format="freetext")


def test_a_folder_whose_only_log_is_too_big_names_the_limit(tmp_path):
    sparse_log(tmp_path / "run" / "train.log", MAX_INPUT_BYTES + 1)
    with pytest.raises(ParseError, match=r"train\.log .*over the 2 GB limit"):
        read_runs(tmp_path / "run")


def test_the_parse_log_tool_refuses_a_log_over_the_limit_with_the_limit_in_the_message(tmp_path, monkeypatch):
    sparse_log(tmp_path / "huge.log", MAX_INPUT_BYTES + GB)
    monkeypatch.chdir(tmp_path)

    async def go():
        async with Client(build_server()) as client:
            return await client.call_tool("parse_log", {"path": "huge.log"})

    result = anyio.run(go)
    assert result.is_error and "3 GB, over the 2 GB limit" in result.content[0].text

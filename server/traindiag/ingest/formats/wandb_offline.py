"""Weights & Biases run files: `wandb/offline-run-<time>-<id>/run-<id>.wandb` (and the same file of an online run).

A run logged with `WANDB_MODE=offline` on a cluster keeps everything in this one binary file until `wandb sync`.
The file is a log of records in LevelDB's log layout (a `:W&B` header, then 32 KiB blocks of chunks, each
with a 7-byte header: checksum, length, and whether it is a whole record or its first/middle/last part);
each record is a protobuf `Record` of the wandb SDK, decoded with the SDK's own classes (the `wandb` extra,
imported only here). The `history` records (one per `wandb.log` call) become JSON lines and take the same path
as a `wandb-history.jsonl` (`_step`, `trainer/global_step`, `_runtime`); the `run` record gives the run's name
and its config (the hyperparameters).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from traindiag.errors import InputError, ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import frame_to_run, jsonl_frame
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "wandb_offline"
BINARY = True
DESCRIPTION = "W&B run files (wandb/offline-run-*/run-<id>.wandb), read record by record with the wandb SDK"
EXTRA = "reading a .wandb run file needs the wandb SDK: pip install 'traindiag[wandb]'"

_HEADER = b":W&B"
_BLOCK = 32 * 1024
_CHUNK_HEADER = 7
_FULL, _FIRST, _MIDDLE, _LAST = 1, 2, 3, 4


def sniff(source: Source) -> float:
    return 0.98 if not source.is_dir and source.head.startswith(_HEADER) else 0.0


def records(data: bytes) -> Iterator[bytes]:
    """The records of a .wandb file, reassembled from their chunks (a torn record at the end of a run still
    being written is left out)."""
    pos = _CHUNK_HEADER  # the file header takes the first 7 bytes of the first block
    pending: list[bytes] = []
    while pos + _CHUNK_HEADER <= len(data):
        left = _BLOCK - pos % _BLOCK
        if left < _CHUNK_HEADER:
            pos += left  # a block's tail too short for a chunk header is padding
            continue
        length = int.from_bytes(data[pos + 4:pos + 6], "little")
        kind = data[pos + 6]
        chunk = data[pos + _CHUNK_HEADER:pos + _CHUNK_HEADER + length]
        pos += _CHUNK_HEADER + length
        if len(chunk) < length:
            return
        if kind == _FULL:
            yield chunk
        elif kind == _FIRST:
            pending = [chunk]
        elif kind == _MIDDLE and pending:
            pending.append(chunk)
        elif kind == _LAST and pending:
            yield b"".join([*pending, chunk])
            pending = []


def read(source: Source) -> list[Run]:
    try:
        from google.protobuf.message import DecodeError
        from wandb.proto import wandb_internal_pb2
    except ImportError:
        raise InputError(EXTRA) from None
    data = source.raw
    if not data.startswith(_HEADER):
        raise ParseError(f"{source.label}: not a W&B run file (no ':W&B' header)")
    rows: list[str] = []
    name, run_id, config = source.name, "", {}
    exit_code = None
    corrupt = 0
    record = wandb_internal_pb2.Record()
    for raw in records(data):
        try:
            record.ParseFromString(raw)
        except DecodeError:
            corrupt += 1  # a damaged chunk (a disk error, a copy cut short): skipped and counted
            continue
        kind = record.WhichOneof("record_type")
        if kind == "history":
            row = {}
            for item in record.history.item:
                key = item.key or "/".join(item.nested_key)
                try:
                    row[key] = json.loads(item.value_json)
                except ValueError:
                    continue
            rows.append(json.dumps(row))
        elif kind == "run":
            name = record.run.display_name or record.run.run_id or name
            run_id = record.run.run_id
            for item in record.run.config.update:
                key = item.key or "/".join(item.nested_key)
                if not key.startswith("_"):
                    config[key] = item.value_json
        elif kind == "exit":
            exit_code = record.exit.exit_code
    if not rows:
        raise ParseError(f"{source.label}: a W&B run file with no logged history (nothing was passed to wandb.log)")
    frame, _ = jsonl_frame(Source(pasted="\n".join(rows), name=source.name))
    builder = RunBuilder(name, FORMAT, source.label)
    builder.run.meta["run_id"] = run_id
    for key, value in config.items():
        try:
            builder.hparam(key, json.loads(value))
        except ValueError:
            builder.hparam(key, value)
    if corrupt:
        builder.note(f"{corrupt} damaged record(s) of the W&B run file skipped")
    if exit_code is None:
        builder.note("the W&B run file has no exit record: the run was still going, or its process was killed")
    elif exit_code != 0:
        builder.note(f"the W&B run ended with exit code {exit_code}")
    return [frame_to_run(frame, builder, first_line=1)]

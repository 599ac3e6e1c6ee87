"""TensorBoard event files and log directories, read without tensorboard or tensorflow.

An event file is a sequence of TFRecords (uint64 length, uint32 masked CRC, payload, uint32 masked
CRC); each payload is an ``Event`` protobuf: wall_time (1, double), step (2, int64), summary (5) with
repeated values (1) holding tag (1), simple_value (2, float), tensor (8) or metadata (9, plugin name).

Speed: the record offsets are found with one tight loop, then the scalars PyTorch's ``SummaryWriter``
writes (wall_time, step and one ``simple_value``, always laid out the same way) are decoded for all
records at once with numpy. Every other record (TF2 tensor scalars, several values per event, hparams)
goes through a small protobuf decoder. Scalars only: histograms, images, text and graphs are skipped
(per-layer statistics are read elsewhere). CRCs are not checked; a truncated last record (a run still
writing) is dropped and noted.

A folder is a logdir: every directory holding event files is one run, named by its path below the
logdir; several files in one directory (a restarted writer) are joined in file-name order, and the
``<run>/<timestamp>/`` folder torch's ``add_hparams`` writes joins its run. Keras'
TensorBoard callback writes ``<logdir>/train`` and ``<logdir>/validation`` with tags ``epoch_loss``,
``epoch_accuracy``...: the pair is one run (validation tags become ``val_*``) counted in epochs.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import claim_name
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "tensorboard"
FOLDERS = True  # a logdir is read as a whole
BINARY = True
DESCRIPTION = "TensorBoard event files (events.out.tfevents.*) or a logdir with one run per subfolder"
EVENT_FILE_MARK = "tfevents"
MAX_TAG_BYTES = 256

_U64 = struct.Struct("<Q")
_F32 = struct.Struct("<f")
_F64 = struct.Struct("<d")
_SCALAR_PLUGINS = {"", "scalars"}
# TensorProto dtypes we can read as one scalar: id -> (struct format, byte size).
_DTYPES = {1: ("<f", 4), 2: ("<d", 8), 3: ("<i", 4), 9: ("<q", 8), 19: ("<e", 2)}


def event_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob(f"*{EVENT_FILE_MARK}*") if p.is_file())


def sniff(source: Source) -> float:
    if source.path is None:
        return 0.0
    if source.is_dir:
        return 0.95 if next(source.path.rglob(f"*{EVENT_FILE_MARK}*"), None) is not None else 0.0
    if EVENT_FILE_MARK in source.name:
        return 0.99
    head = source.head
    # A first record of a plausible length whose payload starts with Event.wall_time.
    if len(head) >= 16 and _U64.unpack_from(head, 0)[0] < 1 << 20 and head[12] == 0x09:
        return 0.6
    return 0.0


def read(source: Source) -> list[Run]:
    if source.path is None:
        raise ParseError("pasted text cannot hold a TensorBoard event file (it is binary); pass its path")
    if source.is_dir:
        files = event_files(source.path)
        if not files:
            raise ParseError(f"{source.label}: no events.out.tfevents.* files in this folder; expected a "
                             "TensorBoard logdir")
        root = source.path
    else:
        files, root = [source.path], source.path.parent
    groups: dict[Path, list[Path]] = {}
    for f in files:
        groups.setdefault(f.parent, []).append(f)
    # Keras: <run>/train + <run>/validation are the two halves of one run.
    parts: dict[Path, list[tuple[Path, str]]] = {}
    for folder in groups:
        if folder.name in _KERAS_VAL_DIRS and folder.parent / "train" in groups:
            parts.setdefault(folder.parent, []).append((folder, "val_"))
        elif folder.name == "train" and any(folder.parent / v in groups for v in _KERAS_VAL_DIRS):
            parts.setdefault(folder.parent, []).insert(0, (folder, ""))
        elif _HPARAMS_DIR.fullmatch(folder.name) and folder.parent in groups:
            parts.setdefault(folder.parent, []).append((folder, _HPARAMS))
        else:
            parts.setdefault(folder, []).insert(0, (folder, ""))
    runs = []
    for folder, halves in parts.items():
        rel = folder.relative_to(root).as_posix()
        name = source.name if not source.is_dir else (source.path.name if rel == "." else rel)
        label = source.label if not source.is_dir else str(folder)
        runs.append(read_run([(f, prefix) for half, prefix in halves for f in groups[half]], name, label))
    return runs


_KERAS_VAL_DIRS = ("validation", "val", "eval")
# torch's SummaryWriter.add_hparams writes <run>/<time.time()>/: hparams and their metrics, same run.
_HPARAMS_DIR = re.compile(r"\d{9,}\.\d+")
_HPARAMS = "hparams"  # a part marker, not a tag prefix


def _metric_name(tag: str) -> str:
    """Keras logs ``epoch_loss``/``batch_loss``: the prefix says when, not what."""
    for prefix in ("epoch_", "batch_"):
        if tag.startswith(prefix) and len(tag) > len(prefix):
            return tag[len(prefix):]
    return tag


def read_run(files: list[tuple[Path, str]], name: str, label: str) -> Run:
    """One run from event files, each with the prefix its tags get ("val_" for a Keras validation folder)."""
    builder = RunBuilder(name, FORMAT, label)
    per_tag: dict[str, list[tuple[np.ndarray, np.ndarray, np.ndarray]]] = {}
    originals: dict[str, str] = {}
    summary_only: set[str] = set()  # add_hparams metrics: written once at the end, no clock for the run
    last_step: dict[str, int] = {}
    for path, part in files:
        prefix = "" if part == _HPARAMS else part
        scalars = read_scalars(path.read_bytes(), builder)
        steps_here = [s for s, _, _ in scalars.values() if s.size]
        if steps_here:
            first = int(min(s.min() for s in steps_here))
            before = last_step.get(part)
            if before is not None and first < before:
                builder.event("resume", first, None,
                              f"{path.name} starts at step {first}, before step {before} of the file before it")
            last_step[part] = int(max(s.max() for s in steps_here))
        for tag, chunk in scalars.items():
            key = prefix + _metric_name(tag)
            originals.setdefault(key, f"{path.parent.name}/{tag}" if prefix else tag)
            if part == _HPARAMS:
                summary_only.add(key)
            per_tag.setdefault(key, []).append(chunk)
    if originals and all(o.rsplit("/", 1)[-1].startswith("epoch_") for o in originals.values()):
        builder.run.step_unit = "epoch"  # Keras epoch-level logging: the step is the epoch index
    used: set[str] = set()
    walls = []
    for key, chunks in per_tag.items():
        steps = np.concatenate([c[0] for c in chunks])
        values = np.concatenate([c[1] for c in chunks])
        if key not in summary_only:
            walls.append((steps, np.concatenate([c[2] for c in chunks])))
        target = claim_name(key, used, builder, fallback=originals[key])
        if target is not None:
            builder.add(originals[key], steps, values, canonical=target)
    if walls and "wall_time" not in used:
        steps = np.concatenate([w[0] for w in walls])
        wall = np.concatenate([w[1] for w in walls])
        order = np.argsort(steps, kind="stable")
        steps, wall = steps[order], wall[order]
        # One wall time per step: the latest write at that step, in seconds since the first event.
        keep = np.append(steps[1:] != steps[:-1], True)
        builder.add("wall_time", steps[keep], wall[keep] - wall.min(), canonical="wall_time")
    return builder.build()


# Records read one by one before their lengths are checked for a repeating pattern.
_LEARN_RECORDS = 16
# Predicted records checked per numpy pass at most (bounds the temporaries).
_MAX_PREDICTED = 1 << 20


def record_spans(data: bytes, builder: RunBuilder) -> tuple[np.ndarray, np.ndarray]:
    """(payload offsets, payload lengths) of every complete TFRecord in `data`.

    Each record (length, CRC, payload, CRC) says where the next one starts, so the walk is sequential.
    A writer logging the same tags every step repeats the same lengths, though: after a few records
    read one by one, the walk predicts the next stretch from the repeating lengths and checks the
    predicted length fields all at once with numpy, reading on one by one from the first mismatch. The
    stretch doubles while predictions hold, so a file without a pattern costs about what a plain walk
    does."""
    buf = np.frombuffer(data, dtype=np.uint8)
    offsets: list[np.ndarray] = []
    lengths: list[np.ndarray] = []
    unpack = _U64.unpack_from
    pos, size, cycles = 0, len(data), 4
    while pos + 12 <= size:
        seen: list[int] = []
        start = pos
        while len(seen) < _LEARN_RECORDS and pos + 12 <= size:
            (length,) = unpack(data, pos)
            if pos + 16 + length > size:
                break
            seen.append(length)
            pos += 16 + length
        if not seen:
            break
        strides = np.asarray(seen, dtype=np.int64) + 16  # header and CRCs: 16 bytes around each payload
        offsets.append(start + 12 + np.concatenate([[0], np.cumsum(strides[:-1])]))
        lengths.append(strides - 16)
        if len(seen) < _LEARN_RECORDS:
            break  # the end of the file, or a record cut off
        period = next((k for k in range(1, len(seen) // 2 + 1) if seen[k:] == seen[:-k]), None)
        while period is not None:
            pattern = np.asarray(seen[-period:], dtype=np.int64)
            stride = int(pattern.sum()) + 16 * period
            n = min(cycles, (size - pos) // stride, _MAX_PREDICTED // period)
            if n == 0:
                break
            starts = (pos + np.arange(n)[:, None] * stride
                      + np.concatenate([[0], np.cumsum(pattern[:-1] + 16)])[None, :]).ravel()
            expected = np.tile(pattern, n)
            found = np.lib.stride_tricks.sliding_window_view(buf, 8)[starts].view("<u8")[:, 0]  # a fresh (n, 8) copy
            wrong = np.flatnonzero(found != expected.astype(np.uint64))
            good = int(wrong[0]) if wrong.size else starts.size
            offsets.append(starts[:good] + 12)
            lengths.append(expected[:good])
            if good < starts.size:
                pos, cycles = int(starts[good]), 4  # a record of another length: read on one by one
                break
            pos += n * stride
            cycles *= 2
    if pos != size:
        builder.note(f"the last {size - pos} bytes of an event file are an incomplete record (still being "
                     "written?) and were skipped")
    if not offsets:
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int64)
    return np.concatenate(offsets).astype(np.int64), np.concatenate(lengths).astype(np.int64)


def simple_scalars(data: bytes, builder: RunBuilder
                   ) -> tuple[dict[str, tuple[np.ndarray, np.ndarray, np.ndarray, int]], np.ndarray, np.ndarray]:
    """The scalar records numpy decodes in bulk, tag -> (steps, values, wall times, offset of its first
    record) in file order, and the offsets and lengths of the other records (histograms, tensors,
    hparams...), which need the protobuf walker."""
    offsets, lengths = record_spans(data, builder)
    if offsets.size == 0:
        raise ParseError(f"{builder.run.source}: no TFRecord found; expected a TensorBoard event file "
                         "(events.out.tfevents.*)")
    if lengths.max(initial=0) > len(data) or (offsets.size == 1 and lengths[0] == 0):
        raise ParseError(f"{builder.run.source}: not a TensorBoard event file")
    buf = np.frombuffer(data, dtype=np.uint8)
    fast, tags, steps, values, walls = _decode_simple_values(buf, offsets, lengths)
    decoded = {tag: (steps[rows], values[rows], walls[rows], int(offsets[rows[0]])) for tag, rows in tags.items()}
    return decoded, offsets[~fast], lengths[~fast]


def read_scalars(data: bytes, builder: RunBuilder) -> dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """tag -> (steps, values, wall times) of every scalar in one event file."""
    decoded, slow_offsets, slow_lengths = simple_scalars(data, builder)
    out: dict[str, list[tuple[np.ndarray, np.ndarray, np.ndarray]]] = {tag: [d[:3]] for tag, d in decoded.items()}
    if slow_offsets.size:
        extra: dict[str, tuple[list[int], list[float], list[float]]] = {}
        plugins: dict[str, str] = {}
        view = memoryview(data)
        for start, length in zip(slow_offsets.tolist(), slow_lengths.tolist(), strict=True):
            _decode_event(view, start, start + length, extra, plugins, builder)
        for tag, (s, v, w) in extra.items():
            if plugins.get(tag, "") in _SCALAR_PLUGINS:
                out.setdefault(tag, []).append((np.asarray(s, dtype="int64"), np.asarray(v, dtype="float64"),
                                                np.asarray(w, dtype="float64")))
        skipped = sorted(t for t, p in plugins.items() if p not in _SCALAR_PLUGINS)
        if skipped:
            builder.note(f"non-scalar tags skipped (histograms, images, text...): {', '.join(skipped[:8])}"
                         + (f" and {len(skipped) - 8} more" if len(skipped) > 8 else ""))
    merged = {}
    for tag, chunks in out.items():
        s = np.concatenate([c[0] for c in chunks])
        order = np.argsort(s, kind="stable") if len(chunks) > 1 else slice(None)
        merged[tag] = (s[order], np.concatenate([c[1] for c in chunks])[order],
                       np.concatenate([c[2] for c in chunks])[order])
    return merged


def _gather(buf: np.ndarray, at: np.ndarray, width: int) -> np.ndarray:
    """`width` bytes starting at each offset (clipped at the end of the buffer), as an (n, width) array."""
    idx = at[:, None] + np.arange(width)
    np.minimum(idx, buf.size - 1, out=idx)
    return buf[idx]


def _varints(buf: np.ndarray, at: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    """(value, byte length) of the varint at each offset; length 0 where it is longer than `width`."""
    first = buf[np.minimum(at, buf.size - 1)]
    value = first.astype(np.uint64)
    size = np.ones(at.size, dtype=np.int64)
    longer = np.flatnonzero(first >= 0x80)
    if longer.size:  # most lengths and tags fit one byte: only the rest take the (n, width) path
        raw = _gather(buf, at[longer], width)
        ends = raw < 0x80
        size[longer] = np.where(ends.any(axis=1), ends.argmax(axis=1) + 1, 0)
        parts = (raw & 0x7F).astype(np.uint64) << (7 * np.arange(width, dtype=np.uint64))
        parts[np.arange(width)[None, :] >= size[longer][:, None]] = 0
        value[longer] = parts.sum(axis=1, dtype=np.uint64)
    return value, size


CHUNK_RECORDS = 1 << 15  # records decoded per numpy pass: bounds the temporary (n, width) arrays


def _decode_simple_values(buf: np.ndarray, offsets: np.ndarray, lengths: np.ndarray):
    """Decode every record laid out as Event{wall_time, step, summary{value{tag, simple_value}}} with numpy,
    a chunk of records at a time.

    Returns (mask of records decoded, tag -> row indices, steps, values, wall times).
    """
    n = offsets.size
    ok = np.zeros(n, dtype=bool)
    steps = np.zeros(n, dtype=np.int64)
    values = np.full(n, np.nan)
    walls = np.full(n, np.nan)
    keys = np.zeros(n, dtype=np.uint64)
    tag_at = np.zeros(n, dtype=np.int64)
    tag_len = np.zeros(n, dtype=np.int64)
    for lo in range(0, n, CHUNK_RECORDS):
        part = slice(lo, lo + CHUNK_RECORDS)
        ok[part], steps[part], values[part], walls[part], keys[part], tag_at[part], tag_len[part] = \
            _decode_chunk(buf, offsets[part], lengths[part])
    tags: dict[str, np.ndarray] = {}
    rows = np.flatnonzero(ok)
    if rows.size:
        # Codes number the tags in the order they were first written (a hash table, not a sort).
        codes, uniques = pd.factorize(keys[rows])
        groups = ([np.flatnonzero(codes == u) for u in range(len(uniques))] if len(uniques) <= 64
                  else np.split(np.argsort(codes, kind="stable"), np.cumsum(np.bincount(codes))[:-1]))
        for members in groups:
            at = rows[members[0]]
            tag = bytes(buf[tag_at[at]: tag_at[at] + tag_len[at]]).decode("utf-8", "replace")
            tags[tag] = rows[members]
    return ok, tags, steps, values, walls


def _decode_chunk(buf: np.ndarray, offsets: np.ndarray, lengths: np.ndarray):
    last = buf.size - 1
    ends = offsets + lengths
    ok = (lengths >= 20) & (buf[np.minimum(offsets, last)] == 0x09)
    ok &= buf[np.minimum(offsets + 9, last)] == 0x10
    # Steps below 2**35 (5 varint bytes) take the fast path; larger ones the general decoder.
    step, step_len = _varints(buf, offsets + 10, 5)
    ok &= step_len > 0
    p = offsets + 10 + step_len
    ok &= buf[np.minimum(p, last)] == 0x2A
    summary_len, summary_len_len = _varints(buf, p + 1, 3)
    q = p + 1 + summary_len_len
    ok &= (summary_len_len > 0) & (q + summary_len.astype("int64") == ends)
    ok &= buf[np.minimum(q, last)] == 0x0A
    value_len, value_len_len = _varints(buf, q + 1, 3)
    r = q + 1 + value_len_len
    ok &= (value_len_len > 0) & (r + value_len.astype("int64") == ends)
    ok &= buf[np.minimum(r, last)] == 0x0A
    tag_len, tag_len_len = _varints(buf, r + 1, 2)
    tag_len = tag_len.astype("int64")
    tag_at = r + 1 + tag_len_len
    f = tag_at + tag_len
    ok &= (tag_len_len > 0) & (tag_len <= MAX_TAG_BYTES) & (f + 5 == ends)
    ok &= buf[np.minimum(f, last)] == 0x15
    values = _gather(buf, f + 1, 4).copy().view("<f4")[:, 0].astype("float64")
    walls = _gather(buf, offsets + 1, 8).copy().view("<f8")[:, 0]
    # Records are grouped by tag with a 64-bit hash of the tag bytes (zero-padded to whole 8-byte words,
    # mixed word by word) and its length, so the same tag hashes the same in every chunk.
    width = -(-int(tag_len[ok].max(initial=0)) // 8) * 8
    key = tag_len.astype(np.uint64)
    if width:
        raw = _gather(buf, tag_at, width)
        raw[np.arange(width)[None, :] >= tag_len[:, None]] = 0
        for word in raw.view("<u8").T:
            key = (key ^ word) * np.uint64(1_099_511_628_211)
    return ok, step.view(np.int64), values, walls, key, tag_at, tag_len


# --- the general (slow) path: a minimal protobuf walker --------------------------------------------

def _varint(buf: memoryview, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result, pos
        shift += 7
        if shift > 63:
            raise ValueError("varint too long")


def proto_fields(buf: memoryview, pos: int, end: int):
    """Yield (field number, wire type, value) where value is an int or a (start, end) span."""
    while pos < end:
        key, pos = _varint(buf, pos)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = _varint(buf, pos)
            yield number, wire, value
        elif wire == 1:
            yield number, wire, (pos, pos + 8)
            pos += 8
        elif wire == 2:
            size, pos = _varint(buf, pos)
            yield number, wire, (pos, pos + size)
            pos += size
        elif wire == 5:
            yield number, wire, (pos, pos + 4)
            pos += 4
        else:
            raise ValueError(f"unsupported wire type {wire}")
        if pos > end:
            raise ValueError("field runs past its message")


def event_summary(buf: memoryview, start: int, end: int) -> tuple[float, int, Iterator[tuple[int, int]]]:
    """(wall time, step, spans of its Summary.Value messages) of one Event record; the values are walked
    lazily, so the ones before a corrupt value are still read."""
    wall, step, summary = float("nan"), 0, None
    for number, wire, value in proto_fields(buf, start, end):
        if number == 1 and wire == 1:
            wall = _F64.unpack_from(buf, value[0])[0]
        elif number == 2 and wire == 0:
            step = value - (1 << 64) if value >= 1 << 63 else value
        elif number == 5 and wire == 2:
            summary = value
    values = iter(()) if summary is None else (v for n, w, v in proto_fields(buf, *summary) if n == 1 and w == 2)
    return wall, step, values


def _decode_event(buf: memoryview, start: int, end: int, out: dict, plugins: dict[str, str],
                  builder: RunBuilder) -> None:
    try:
        wall, step, values = event_summary(buf, start, end)
        for span in values:
            _decode_value(buf, span, step, wall, out, plugins, builder)
    except (ValueError, IndexError, struct.error):
        if len(builder.run.notes) < 20:
            builder.note("an undecodable record was skipped (corrupt event file?)")


def _decode_value(buf: memoryview, span: tuple[int, int], step: int, wall: float, out: dict,
                  plugins: dict[str, str], builder: RunBuilder) -> None:
    tag, number_value, plugin, tensor = "", None, None, None
    for number, wire, value in proto_fields(buf, *span):
        if number == 1 and wire == 2:
            tag = bytes(buf[value[0]: value[1]]).decode("utf-8", "replace")
        elif number == 2 and wire == 5:
            number_value = _F32.unpack_from(buf, value[0])[0]
        elif number == 8 and wire == 2:
            tensor = value
        elif number == 9 and wire == 2:
            plugin, content = _plugin(buf, value)
            if plugin == "hparams" and content is not None:
                _hparams(buf, content, builder)
        elif number in (3, 4, 5, 6) and wire == 2:
            plugin = "histograms" if number in (3, 5) else "images" if number == 4 else "audio"
    if plugin is not None:
        plugins.setdefault(tag, plugin)
    if tensor is not None and number_value is None and plugins.get(tag, "") in _SCALAR_PLUGINS:
        number_value = _tensor_scalar(buf, tensor)
        if number_value is None:
            plugins.setdefault(tag, "tensor")
    if number_value is None:
        return
    plugins.setdefault(tag, "")
    steps, values, walls = out.setdefault(tag, ([], [], []))
    steps.append(step)
    values.append(number_value)
    walls.append(wall)


def _plugin(buf: memoryview, span: tuple[int, int]) -> tuple[str, tuple[int, int] | None]:
    for number, wire, value in proto_fields(buf, *span):
        if number == 1 and wire == 2:  # plugin_data
            name, content = "", None
            for n2, w2, v2 in proto_fields(buf, *value):
                if n2 == 1 and w2 == 2:
                    name = bytes(buf[v2[0]: v2[1]]).decode("utf-8", "replace")
                elif n2 == 2 and w2 == 2:
                    content = v2
            return name, content
    return "", None


def _tensor_scalar(buf: memoryview, span: tuple[int, int]) -> float | None:
    """The value of a one-element numeric TensorProto, or None for anything else."""
    dtype, found = 0, []
    content = None
    for number, wire, value in proto_fields(buf, *span):
        if number == 1 and wire == 0:
            dtype = value
        elif number == 2 and wire == 2:
            for n2, _w2, dim in proto_fields(buf, *value):
                if n2 == 2:  # a dimension: the tensor is a scalar only if every size is 1
                    for n3, w3, size in proto_fields(buf, *dim):
                        if n3 == 1 and w3 == 0 and size != 1:
                            return None
        elif number == 4 and wire == 2:
            content = value
        elif number == 5:  # float_val, packed or not
            found += _packed(buf, value, wire, "<f", 4)
        elif number == 6:
            found += _packed(buf, value, wire, "<d", 8)
        elif number in (7, 10, 13) and wire == 0:
            found.append(float(value))
        elif number in (7, 10, 13) and wire == 2:
            pos = value[0]
            while pos < value[1]:
                v, pos = _varint(buf, pos)
                found.append(float(v))
    if content is not None and dtype in _DTYPES:
        fmt, size = _DTYPES[dtype]
        if content[1] - content[0] == size:
            found.append(float(struct.unpack_from(fmt, buf, content[0])[0]))
    if dtype == 19 and found and content is None:
        # half_val holds the raw 16 bits of each half-precision value.
        found = [float(np.array([int(v)], dtype=np.uint16).view(np.float16)[0]) for v in found]
    return found[0] if len(found) == 1 else None


def _packed(buf: memoryview, value, wire: int, fmt: str, size: int) -> list[float]:
    if wire == 2:
        count = (value[1] - value[0]) // size
        return [float(x) for x in struct.unpack_from(f"<{count}{fmt[1]}", buf, value[0])]
    return [float(struct.unpack_from(fmt, buf, value[0])[0])]


def _hparams(buf: memoryview, span: tuple[int, int], builder: RunBuilder) -> None:
    """HParamsPluginData.session_start_info.hparams: a map of name -> google.protobuf.Value."""
    for number, wire, value in proto_fields(buf, *span):
        if number != 3 or wire != 2:
            continue
        for n2, w2, entry in proto_fields(buf, *value):
            if n2 != 1 or w2 != 2:
                continue
            key, hp = "", None
            for n3, w3, v3 in proto_fields(buf, *entry):
                if n3 == 1 and w3 == 2:
                    key = bytes(buf[v3[0]: v3[1]]).decode("utf-8", "replace")
                elif n3 == 2 and w3 == 2:
                    for n4, w4, v4 in proto_fields(buf, *v3):
                        if n4 == 2 and w4 == 1:
                            hp = _F64.unpack_from(buf, v4[0])[0]
                        elif n4 == 3 and w4 == 2:
                            hp = bytes(buf[v4[0]: v4[1]]).decode("utf-8", "replace")
                        elif n4 == 4 and w4 == 0:
                            hp = bool(v4)
            if key:
                builder.hparam(key, hp)


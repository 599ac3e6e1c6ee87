"""Byte-level tail of a growing log: new complete lines only, across rotation and truncation.

`Follower.poll()` returns the bytes appended since the last poll, cut at the last line end, so a line
the trainer is still writing is held back until it completes. It keeps the file open, so after a
rotation (the path now names another file: `mv train.log train.log.1` and a fresh `train.log`) it
first drains what the trainer wrote to the old file, then reads the new one from its start. A
truncation (`copytruncate`, or the job restarting with `>`) is caught by the size shrinking or by the
last bytes read no longer sitting where they were, and the file is read again from its start.

Following a folder means following its most recently written log file, and switching to a log file
that appears in it later (a rotation that names files by date, a restarted job).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from traindiag.errors import InputError
from traindiag.ingest import LOG_SUFFIXES

# Bytes kept from just before the read offset, checked on each poll to catch a file that was truncated
# and has already grown back past where we were.
TAIL_CHECK = 64
# One poll reads at most this much; the rest comes on the next polls (bounded memory on a huge backlog).
MAX_READ = 64 * 1024 * 1024
# A .json file (trainer_state.json, configs) is rewritten whole at each save: not an appended log.
_FOLLOWED = LOG_SUFFIXES - {".json"}


@dataclass
class Segment:
    """New complete lines. `fresh`: they start at the beginning of a file (first read, rotation, truncation)."""

    data: bytes
    fresh: bool = False


@dataclass
class Poll:
    segments: list[Segment] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def data(self) -> bytes:
        return b"".join(s.data for s in self.segments)


class Follower:
    """Follows one log file, or the newest log file in a folder."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise InputError(f"{self.path}: no such file or folder; give the path of a training log or run folder "
                             "(watch waits for a log to appear inside an existing folder)")
        self.current: Path | None = None
        self._fh: BinaryIO | None = None
        self._ident: tuple[int, int] | None = None
        self._offset = 0
        self._pending = b""  # a line still being written
        self._tail = b""
        self._at_start = True
        self._known = set(self._candidates()) if self.path.is_dir() else set()

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None

    def poll(self) -> Poll:
        out = Poll()
        target = self._target(out)
        if target is None:
            return out
        try:
            st = os.stat(target)
        except FileNotFoundError:
            # Between a rename and the new file's creation: what the old file still holds is ours.
            if self._fh is not None:
                self._read(out)
            return out
        ident = (st.st_dev, st.st_ino)
        if self._fh is None:
            self._open(target, ident)
            self._read(out)
        elif ident != self._ident or target != self.current:
            self._read(out)
            self._flush_pending(out)
            what = "rotated" if target == self.current else f"switched to {target.name}"
            out.notes.append(f"log {what}: reading {target.name} from its start")
            self.close()
            self._open(target, ident)
            self._read(out)
        elif st.st_size < self._offset or not self._tail_intact():
            out.notes.append(f"{target.name} was truncated or rewritten: reading it again from its start")
            self._offset, self._pending, self._tail, self._at_start = 0, b"", b"", True
            self._read(out)
        elif st.st_size > self._offset:
            self._read(out)
        return out

    # --- internals -------------------------------------------------------------------------------

    def _target(self, out: Poll) -> Path | None:
        if not self.path.is_dir():
            return self.path
        candidates = self._candidates()
        fresh = [p for p in candidates if p not in self._known]
        if self.current is not None and not fresh and self.current.exists():
            return self.current
        pool = fresh or candidates
        if not pool:
            return self.current
        newest = max(pool, key=_mtime)
        self._known.update(candidates)
        if self.current is None and newest is not None:
            out.notes.append(f"following {newest.relative_to(self.path).as_posix()} in {self.path}")
        return newest

    def _candidates(self) -> list[Path]:
        found = []
        for p in self.path.rglob("*"):
            rel = p.relative_to(self.path)
            if any(part.startswith(".") for part in rel.parts):
                continue
            if p.suffix.lower() in _FOLLOWED and "tfevents" not in p.name and p.is_file():
                found.append(p)
        return found

    def _open(self, target: Path, ident: tuple[int, int]) -> None:
        self._fh = target.open("rb")
        self._ident = ident
        self.current = target
        self._offset, self._pending, self._tail, self._at_start = 0, b"", b"", True

    def _read(self, out: Poll) -> None:
        assert self._fh is not None
        self._fh.seek(self._offset)
        data = self._fh.read(MAX_READ)
        if not data:
            return
        self._offset += len(data)
        self._tail = (self._tail + data)[-TAIL_CHECK:]
        data = self._pending + data
        # tqdm redraws its bar with a bare carriage return: that ends a line as well as a newline does.
        end = max(data.rfind(b"\n"), data.rfind(b"\r")) + 1
        self._pending = data[end:]
        if end:
            out.segments.append(Segment(data[:end], fresh=self._at_start))
            self._at_start = False

    def _flush_pending(self, out: Poll) -> None:
        """The old file's unfinished last line will never be finished: take it as it is."""
        if self._pending.strip():
            out.segments.append(Segment(self._pending + b"\n"))
        self._pending = b""

    def _tail_intact(self) -> bool:
        if not self._tail or self._fh is None:
            return True
        at = self._offset - len(self._tail)
        return os.pread(self._fh.fileno(), len(self._tail), at) == self._tail


def _mtime(p: Path) -> float:
    try:
        return p.stat().st_mtime
    except OSError:
        return 0.0

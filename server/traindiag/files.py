"""Writing files the user owns: atomically, never clobbering without an explicit request."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from traindiag.errors import InputError


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_atomic(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write `data` to `path` so that a crash leaves either the old file or the whole new one.

    mkstemp creates a private (0600) file; `mode` (default: what a new file would get under the umask)
    is set before the rename so a shared report or a patched script keeps normal permissions.
    """
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, _default_mode() if mode is None else mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def write_output(data: str | bytes, target: str | Path, force: bool) -> Path:
    """Write a report or image the user asked for with -o; an existing file needs --force."""
    path = Path(target)
    if path.is_dir():
        raise InputError(f"{path} is a folder: give a file name for -o")
    if path.exists() and not force:
        raise InputError(f"{path} exists: pass --force to overwrite it, or choose another -o FILE")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise InputError(f"{folder}: no such folder for -o {path}")
    write_atomic(path, data.encode("utf-8") if isinstance(data, str) else data)
    return path

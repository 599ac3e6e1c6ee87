"""What the MCP server may read: file arguments confined to allowed roots, pasted text capped in size.

An assistant passes paths the user (or a prompt injected into a log) chose, so every path is resolved
(symlinks followed, ``..`` collapsed) and must land inside one of the allowed roots: the working
directory (unless it is the filesystem root), plus any ``--root DIR`` and the folders listed in
``$TRAINDIAG_ROOTS``. A symlink inside a
root that points outside it is refused like any other outside path. The server writes nothing except
through ``apply_fix``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from traindiag.errors import InputError, PathNotAllowed

ROOTS_ENV = "TRAINDIAG_ROOTS"
MLFLOW_ENV = "TRAINDIAG_MLFLOW_HOSTS"  # comma-separated HOST:PORT of MLflow servers the tools may read
_LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]")

# Pasted logs travel inside a JSON-RPC message and the model's context; past this size a path is the
# better channel (the reader streams files, and nothing is copied through the conversation).
MAX_PASTE_BYTES = 2_000_000
MAX_PASTE_LABEL = "2 MB"


class AllowedRoots:
    """The folders whose files the server may read."""

    def __init__(self, roots: Iterable[str | Path] = (), *, include_env: bool = True,
                 cwd: Path | None = None, mlflow_hosts: Iterable[str] = ()) -> None:
        # MLflow servers the tools may read (HOST:PORT): this machine's, plus those the user named.
        self.mlflow_hosts = {h.strip().lower() for h in mlflow_hosts if h.strip()}
        if include_env:
            self.mlflow_hosts |= {h.strip().lower() for h in os.environ.get(MLFLOW_ENV, "").split(",") if h.strip()}
        base = (cwd or Path.cwd()).resolve()
        # A client that starts the server at "/" (Claude Desktop does) must not open the whole disk.
        wanted: list[Path] = [] if base == Path(base.anchor) else [base]
        if include_env:
            wanted += [Path(p) for p in os.environ.get(ROOTS_ENV, "").split(os.pathsep) if p.strip()]
        wanted += [Path(r) for r in roots]
        resolved: list[Path] = []
        for root in wanted:
            r = (base / root.expanduser()).resolve()
            if not r.is_dir():
                raise InputError(f"allowed root {root} is not a folder: pass an existing folder to --root")
            if r not in resolved:
                resolved.append(r)
        self.roots: tuple[Path, ...] = tuple(resolved)
        # A relative path means "in my project": the first root (the working directory, unless the client
        # started the server at /, where it is the first --root), never / itself.
        self.base = resolved[0] if resolved else base

    def __repr__(self) -> str:
        return f"AllowedRoots({', '.join(map(str, self.roots))})"

    def contains(self, resolved: Path) -> bool:
        return any(resolved == root or resolved.is_relative_to(root) for root in self.roots)

    def target(self, path: str) -> str | Path:
        """A file argument resolved inside the roots, or an MLflow target on an allowed server (this
        machine's, or one named with --allow-mlflow): the tools open no other address."""
        if not path.startswith("mlflow:/"):
            return self.resolve(path)
        from traindiag.ingest.mlflow_server import parse_target

        host = parse_target(path).tracking_uri.removeprefix("http://").lower()
        if host.rsplit(":", 1)[0] in _LOCAL_HOSTS or host in self.mlflow_hosts:
            return path
        raise PathNotAllowed(f"{path}: the MLflow server {host} is not one this server may read; start it with "
                             f"--allow-mlflow {host} (or set {MLFLOW_ENV})")

    def resolve(self, path: str | Path) -> Path:
        """The real path of `path` (a relative one is taken in the first root), or `PathNotAllowed`.

        Outside paths are refused before anything is said about whether they exist. A folder is
        checked through: a symlink anywhere inside it that leads out of the roots refuses the folder.
        """
        text = str(path).strip()
        if not text:
            raise InputError("empty path: pass the path of a training log, or paste the log as text")
        if "\x00" in text:  # no file name holds a NUL byte; the OS would refuse it with a ValueError
            raise InputError("the path contains a NUL byte: pass the file's path as plain text")
        candidate = Path(text).expanduser()
        real = (self.base / candidate).resolve()
        if not self.contains(real):
            raise PathNotAllowed(self._refusal(text))
        if real.is_dir():
            self._check_folder(real, text)
        return real

    def _check_folder(self, folder: Path, shown: str) -> None:
        for dirpath, dirnames, filenames in os.walk(folder):
            for name in dirnames + filenames:
                entry = Path(dirpath) / name
                if entry.is_symlink() and not self.contains(entry.resolve()):
                    raise PathNotAllowed(
                        f"{shown}: contains {entry.relative_to(folder)}, a link leading outside the allowed "
                        f"folders ({self.describe()}); remove the link or start the server with --root "
                        "for its target"
                    )

    def _refusal(self, shown: str) -> str:
        return (f"{shown} is outside the folders this server may read ({self.describe()}): move the file "
                f"there, or start the server with --root DIR or {ROOTS_ENV}=DIR to allow its folder")

    def describe(self) -> str:
        return ", ".join(str(r) for r in self.roots) or "none yet"


def check_paste(text: str) -> str:
    """Refuse pasted text above the documented limit, naming the limit and the alternative."""
    size = len(text.encode("utf-8", "replace"))
    if size > MAX_PASTE_BYTES:
        raise InputError(
            f"pasted text is {size / 1e6:.1f} MB, above the {MAX_PASTE_LABEL} limit for pasted logs: "
            "save the log to a file inside an allowed folder and pass its path instead"
        )
    if not text.strip():
        raise InputError("the pasted text is empty: paste the training log, or pass its path")
    return text

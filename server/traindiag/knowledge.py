"""The knowledge sheets: markdown files with a short front-matter, served as ``knowledge://<id>``.

The folder is ``$TRAINDIAG_KNOWLEDGE`` when set, else ``knowledge/`` at the repository root, reached
through the package's ``sheets`` link so that a built wheel carries the sheets as package data. Each sheet starts with a front-matter block::

    ---
    id: learning-rate-scheduling
    title: Learning-rate scheduling
    description: Warmup, decay, restarts; how a wrong schedule shows in the curves.
    symptoms: [lr_schedule_anomaly, divergence]
    causes:
      - missing_lr_schedule
    ---

Only that YAML subset is read (scalars, quoted or not; inline ``[a, b]`` lists; ``- item`` lists), so
no YAML library is needed.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from traindiag.errors import InputError

KNOWLEDGE_ENV = "TRAINDIAG_KNOWLEDGE"
SHEET_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_PACKAGED_KNOWLEDGE = Path(__file__).with_name("sheets")


class SheetNotFound(InputError):
    """No sheet with that id."""


@dataclass(frozen=True)
class Sheet:
    id: str
    title: str
    description: str
    path: Path
    symptoms: tuple[str, ...] = field(default=())
    causes: tuple[str, ...] = field(default=())

    @property
    def uri(self) -> str:
        return f"knowledge://{self.id}"

    def read(self) -> str:
        return self.path.read_text(encoding="utf-8")


def knowledge_dir() -> Path:
    env = os.environ.get(KNOWLEDGE_ENV, "").strip()
    return Path(env).expanduser() if env else _PACKAGED_KNOWLEDGE


def parse_front_matter(text: str) -> dict[str, str | list[str]]:
    """The ``---`` block at the top of `text` as a dict; {} when there is none."""
    lines = text.lstrip("\ufeff").splitlines()
    if not lines or lines[0].strip() != "---":
        return {}
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() in ("---", "..."))
    except StopIteration:
        return {}
    meta: dict[str, str | list[str]] = {}
    key: str | None = None
    for raw in lines[1:end]:
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        item = re.match(r"^\s*-\s+(.*)$", line)
        if item and key is not None:
            current = meta.get(key)
            values = current if isinstance(current, list) else []
            values.append(_scalar(item.group(1)))
            meta[key] = values
            continue
        pair = re.match(r"^([A-Za-z_][\w-]*)\s*:\s*(.*)$", line)
        if pair is None:
            if key is not None and isinstance(meta.get(key), str):
                # A folded continuation line of the previous scalar.
                meta[key] = f"{meta[key]} {line.strip()}".strip()
            continue
        key, value = pair.group(1), pair.group(2).strip()
        if value.startswith("[") and value.endswith("]"):
            meta[key] = [_scalar(v) for v in value[1:-1].split(",") if v.strip()]
        elif value in ("", ">", "|", ">-", "|-"):
            meta[key] = ""
        else:
            meta[key] = _scalar(value)
    return meta


def _scalar(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return re.sub(r"\s+#.*$", "", value)


def _as_tuple(value: str | list[str] | None) -> tuple[str, ...]:
    if value is None or value == "":
        return ()
    return tuple(value) if isinstance(value, list) else (value,)


def _load(path: Path) -> Sheet:
    meta = parse_front_matter(path.read_text(encoding="utf-8"))
    sheet_id = str(meta.get("id") or path.stem)
    return Sheet(
        id=sheet_id,
        title=str(meta.get("title") or sheet_id.replace("-", " ").capitalize()),
        description=str(meta.get("description") or ""),
        path=path,
        symptoms=_as_tuple(meta.get("symptoms")),
        causes=_as_tuple(meta.get("causes")),
    )


def list_sheets(folder: Path | None = None) -> list[Sheet]:
    """Every sheet in the knowledge folder, by id; [] when the folder does not exist."""
    folder = folder or knowledge_dir()
    if not folder.is_dir():
        return []
    sheets = [_load(p) for p in sorted(folder.glob("*.md")) if SHEET_ID.match(p.stem)]
    return sorted(sheets, key=lambda s: s.id)


def get_sheet(sheet_id: str, folder: Path | None = None) -> Sheet:
    """The sheet with this id, or `SheetNotFound` naming the ids that exist."""
    sheets = {s.id: s for s in list_sheets(folder)}
    if SHEET_ID.match(sheet_id) and sheet_id in sheets:
        return sheets[sheet_id]
    known = ", ".join(sheets) or f"none: {folder or knowledge_dir()} holds no sheets"
    raise SheetNotFound(f"no knowledge sheet '{sheet_id}': known sheets are {known}")

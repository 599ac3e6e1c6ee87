"""The contract every log format implements (one module per format in `ingest/formats/`).

A format module defines:

- ``FORMAT``: its id, as ``--format`` names it (``"hf"``, ``"keras"``, ``"tensorboard"``...).
- ``DESCRIPTION``: one line for ``traindiag parse --help``.
- ``sniff(source: Source) -> float``: how sure it is (0 to 1) that the source is in its format,
  judged from the path and the first lines only (cheap: it runs for every format).
- ``read(source: Source) -> list[Run]``: the runs in the source, or raise `ParseError`.

`Source` gives lazy access to the input, whether a file, a folder or pasted text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from traindiag.errors import ParseError

SAMPLE_BYTES = 64 * 1024
# How far a reader may look for its first metric line past a long preamble (a printed config, a net definition).
LONG_HEAD_BYTES = 4 * 1024 * 1024


@dataclass
class Source:
    """A file, a folder, or pasted text, read lazily."""

    path: Path | None = None
    pasted: str | None = None
    name: str = field(default="")

    def __post_init__(self) -> None:
        if not self.name:
            self.name = self.path.name if self.path is not None else "pasted"

    @property
    def is_dir(self) -> bool:
        return self.path is not None and self.path.is_dir()

    @cached_property
    def raw(self) -> bytes:
        if self.pasted is not None:
            return self.pasted.encode("utf-8", "replace")
        assert self.path is not None
        return self.path.read_bytes()

    @cached_property
    def head(self) -> bytes:
        """The first 64 KiB, for sniffing without reading a large file."""
        if self.pasted is not None:
            return self.pasted[:SAMPLE_BYTES].encode("utf-8", "replace")
        if self.path is None or self.path.is_dir():
            return b""
        with self.path.open("rb") as fh:
            return fh.read(SAMPLE_BYTES)

    @cached_property
    def text(self) -> str:
        """The whole input as text: UTF-8 (or UTF-16 with a BOM), CRLF and lone CR kept as-is."""
        return decode(self.raw, self.name)

    @cached_property
    def head_text(self) -> str:
        return decode(self.head, self.name, partial=True)

    @cached_property
    def long_head_text(self) -> str:
        """The first 4 MiB as text, for a reader whose logs print a long preamble before the first metric."""
        if self.path is None:
            return self.head_text if self.pasted is None else self.pasted[:LONG_HEAD_BYTES]
        with self.path.open("rb") as fh:
            return fh.read(LONG_HEAD_BYTES).decode("utf-8", "replace")

    @property
    def label(self) -> str:
        return str(self.path) if self.path is not None else "pasted text"


def decode(data: bytes, name: str, partial: bool = False) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", "replace")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if not partial and b"\x00" in data[:8192]:
        raise ParseError(f"{name} looks binary, not a text log: pass a text log, a CSV/JSONL file, "
                         "a TensorBoard event file or a run folder")
    text = data.decode("utf-8", "replace")
    text = text.translate(_STRAIGHT) if any(q in text for q in _PLAIN) else text
    for word, english in CJK_LOG_WORDS.items() if re.search("[\u4e00-\u9fff]", text[:SAMPLE_BYTES]) else ():
        text = text.replace(word, english)
    return text


# Logs pasted through chat or issue editors come back with typographic quotes: {‘loss’: 1.45, ...}; logs
# printed by Chinese, Japanese or Korean code separate names and numbers with full-width punctuation
# (`Loss：1.98`, `（epoch 3）`). Both become plain ASCII so one set of readers serves all of them.
TYPOGRAPHIC_QUOTES = {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'}
FULL_WIDTH_PUNCTUATION = {"\uff1a": ": ", "\uff0c": ", ", "\uff08": " (", "\uff09": ") ", "\uff1b": "; ",
                          "\u3001": ", "}
# The words Chinese training scripts print most, in English, so the usual names apply (`训练次数：100,
# Loss：1.98` is `step: 100, Loss: 1.98`; `测试集上的正确率` a test accuracy). Longest first: 训练次数 before 训练.
CJK_LOG_WORDS = {
    "训练次数": " step", "迭代次数": " iter", "步数": " step", "学习率": " lr", "损失": " loss",
    "正确率": "accuracy", "准确率": "accuracy", "测试集": " test", "验证集": " val", "训练集": " train",
    "测试": " test", "验证": " val", "训练": " train",
}
_PLAIN = {**TYPOGRAPHIC_QUOTES, **FULL_WIDTH_PUNCTUATION}
_STRAIGHT = str.maketrans(_PLAIN)


def load_json(source: Source, what: str, fix: str) -> object:
    """The source parsed as one JSON document, or a one-line ParseError naming `what` it should be and the `fix`."""
    import json

    try:
        return json.loads(source.text)
    except (ValueError, RecursionError) as exc:
        raise ParseError(f"{source.label}: not a readable {what} ({exc}); {fix}") from exc


def read_printed(source: Source, printed: str, note: str) -> list:
    """The runs in text a container holds (a notebook's cell outputs, a Kaggle log's records), read by the text
    readers and named after the container's file, as a run read from the file itself would be."""
    from traindiag.ingest import read_runs  # the text readers (imported here: they import this module)

    runs = read_runs(text=printed)
    for run in runs:
        run.notes.insert(0, note)
        run.source = source.label
        # pasted text names its runs "pasted", "pasted#2"...: the container's name takes its place
        _, sep, part = run.name.partition("#")
        run.name = source.name + sep + part
    return runs

"""Space-aligned tables printed into a console log, Chainer's PrintReport above all:

    epoch       main/loss   validation/main/loss  main/accuracy  validation/main/accuracy  elapsed_time
    1           2.46634     2.30259               0.0994882      0.10004                   61.067

The header names the columns and each row's values start under their column's name; a column the
trainer skips in a row (validation run every few epochs) is left blank there, so cells are cut at the
header's column positions, not split on whitespace. Other lines (warnings, progress bars) may sit
between the rows; the header may be printed again. Chainer's `main/` prefix names the model being trained:
`main/loss` is the training loss, `validation/main/loss` the validation loss.

Tab-separated tables printed after a header block are read too, by their tabs (pytorch-classification's
Logger writes `==>Training log:` and then `Learning Rate<TAB>Train Loss<TAB>Valid Loss<TAB>Train Acc.`); a CSV
reader sees them only when the table starts the file. So are tables a script draws with pipes,
` Epoch | TrainLoss | ValAcc |   Time` over rows like `     3 |    0.7801 |  70.02% |  19.4s  <- best`: cells
cut on the pipes, a unit (`%`, `s`) and a trailing remark dropped.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import frame_to_run
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import normalise_text

FORMAT = "spaced_table"
DESCRIPTION = ("space-aligned or tab-separated tables in a console log (Chainer PrintReport: 'epoch  main/loss  "
               "validation/main/loss'; pytorch-classification's Logger)")

_NAME = re.compile(r"[A-Za-z_][\w/.@\-]*")
_CELL = re.compile(r"\s*([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+)|nan|inf|-nan)?\s*$", re.IGNORECASE)
_MIN_ROWS = 3


def _header(line: str) -> list[tuple[int, str]] | None:
    """(column start, name) of a header line: 3+ names apart by 2+ spaces, one of them a step or epoch."""
    cells = [(m.start(), m.group()) for m in re.finditer(r"\S+", line)]
    if len(cells) < 3 or not all(_NAME.fullmatch(name) for _, name in cells):
        return None
    if cells[0][1].lower() not in {"epoch", "iteration", "iter", "step"}:
        return None
    gaps = [cells[i + 1][0] - (cells[i][0] + len(cells[i][1])) for i in range(len(cells) - 1)]
    return cells if min(gaps) >= 2 else None


def _row(line: str, columns: list[tuple[int, str]]) -> list[str] | None:
    """The cells of a table row cut at the header's column starts; None when the line is not a row."""
    if not line.strip() or len(line) < columns[1][0]:
        return None
    bounds = [start for start, _ in columns[1:]] + [len(line)]
    cells, begin = [], 0
    for end in bounds:
        cut = end
        # a value wider than its column pushes the next one right: cut at the last blank before the bound
        while cut < len(line) and cut > begin and not line[cut - 1].isspace():
            cut += 1
        cell = line[begin:cut]
        if not _CELL.fullmatch(cell):
            return None
        cells.append(cell.strip())
        begin = cut
    return cells if cells[0] and sum(bool(c) for c in cells) >= 2 else None


_TAB_NAME = re.compile(r"[A-Za-z_][\w/.@\- ]*\.?")
_TORCH7_NAME = re.compile(r"%?\s*[A-Za-z_][\w/.@\-() ]*")


def _tab_header(line: str) -> list[tuple[int, str]] | None:
    """A tab-separated header after other text (pytorch-classification's Logger: `Learning Rate<TAB>Train
    Loss<TAB>Valid Loss<TAB>Train Acc.<TAB>Valid Acc.<TAB>`): 3+ names, spaces inside them allowed. Torch7's
    optim.Logger ends every name with a tab, so there one name is enough (`% mean class accuracy (train set)<TAB>`)."""
    if "\t" not in line:
        return None
    cells = [c.strip() for c in line.rstrip(" \n").rstrip("\t").split("\t")]
    torch7 = line.rstrip(" \n").endswith("\t") and all(_TORCH7_NAME.fullmatch(c) for c in cells)
    if not torch7 and (len(cells) < 3 or not all(_TAB_NAME.fullmatch(c) for c in cells)):
        return None
    return [(-1, c.lstrip("% ") if torch7 else c) for c in cells]  # column -1: cut on tabs, not at positions


def _tab_row(line: str, columns: list[tuple[int, str]]) -> list[str] | None:
    cells = [c.strip() for c in line.rstrip(" \n").rstrip("\t").split("\t")]
    if len(cells) != len(columns) or not all(_CELL.fullmatch(c) for c in cells) or not all(cells):
        return None
    return cells


_PIPE_NAME = re.compile(r"[A-Za-z_][\w/.@\- ()%]*")
_PIPE_CELL = re.compile(r"\s*([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+)|nan|inf)\s*(?:%|s|ms|sec)?\s*(?:(?:←|<-|\*)\D*)?$",
                        re.IGNORECASE)
_NOT_LOGGED = re.compile(r"\s*(?:no log|-|—|n/?a)?\s*", re.IGNORECASE)
PIPE = -2  # column marker: cells are cut on pipes


def _pipe_header(line: str) -> list[tuple[int, str]] | None:
    """A header drawn with pipes (`Epoch | TrainLoss | TrainAcc | ValLoss`): 3+ names, the first a step or epoch."""
    if line.count("|") < 2:
        return None
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) < 3 or not all(_PIPE_NAME.fullmatch(c) for c in cells):
        return None
    if cells[0].lower() not in {"epoch", "iteration", "iter", "step", "ep"}:
        return None
    return [(PIPE, c) for c in cells]


def _pipe_row(line: str, columns: list[tuple[int, str]]) -> list[str] | None:
    """The cells of a pipe-drawn row; a blank, '-' or 'No log' cell (the Trainer's table pasted as markdown
    before the first evaluation) is not logged."""
    cells = line.strip().strip("|").split("|")
    if len(cells) != len(columns):
        return None
    out = []
    for cell in cells:
        m = _PIPE_CELL.fullmatch(cell)
        if m is None and not _NOT_LOGGED.fullmatch(cell):
            return None
        out.append(m.group(1) if m is not None else "")
    return out if out[0] and sum(bool(c) for c in out) >= 2 else None


def _tables(text: str) -> tuple[list[tuple[int, str]], list[list[str]]] | None:
    columns: list[tuple[int, str]] | None = None
    rows: list[list[str]] = []
    for line in text.splitlines():
        head = _header(line) or _tab_header(line) or _pipe_header(line)
        if head is not None:
            if columns is not None and [n for _, n in head] != [n for _, n in columns]:
                break  # a second, different table: the first one is the run
            columns = head
            continue
        if columns is not None:
            kind = columns[0][0]
            row = _pipe_row(line, columns) if kind == PIPE else _tab_row(line, columns) if kind < 0 else _row(line, columns)
            if row is not None:
                rows.append(row)
    return (columns, rows) if columns is not None and len(rows) >= _MIN_ROWS else None


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    found = _tables(normalise_text(source.head_text))
    return 0.0 if found is None else 0.6


def read(source: Source) -> list[Run]:
    found = _tables(normalise_text(source.text))
    if found is None:
        raise ParseError(f"{source.label}: no space-aligned table (a header such as 'epoch  main/loss' and rows "
                         "of numbers under it); expected a console log with a printed metrics table")
    columns, rows = found
    frame = pd.DataFrame(rows, columns=[name for _, name in columns]).replace("", np.nan)
    builder = RunBuilder(source.name, FORMAT, source.label)
    return [frame_to_run(frame, builder)]

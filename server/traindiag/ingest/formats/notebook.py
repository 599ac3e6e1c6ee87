"""Jupyter notebooks (`.ipynb`): the training printed into a notebook's cell outputs.

In a notebook the Hugging Face Trainer (and TRL, unsloth, axolotl through it) draws its log as an HTML table
(`Step | Training Loss | Validation Loss | reward | kl ...`, redrawn in place, so the saved output holds the last
state); Keras and plain loops print text. Each trainer table becomes a run, stepped by its `Step` (or `Epoch`)
column, with "No Log" cells as not logged (no number, so never a value). A notebook without such a table is read as the text of its
outputs, in cell order, by the text readers. The code cells themselves are never read: they hold settings and
example numbers, not what the run logged.
"""

from __future__ import annotations

import html
import re

import pandas as pd

from traindiag.errors import ParseError
from traindiag.ingest.base import Source, load_json, read_printed
from traindiag.ingest.formats.tabular import frame_to_run
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "notebook"
DESCRIPTION = "Jupyter notebook (.ipynb): the trainer's progress table or the printed log in its cell outputs"

_TABLE = re.compile(r"<table\b.*?</table>", re.S | re.I)
_ROW = re.compile(r"<tr\b.*?</tr>", re.S | re.I)
_CELL = re.compile(r"<t[hd]\b[^>]*>(.*?)</t[hd]>", re.S | re.I)
_TAG = re.compile(r"<[^>]+>")
_STEP_HEADS = ("step", "epoch")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    head = source.head_text.lstrip()
    if source.name.lower().endswith(".ipynb"):
        return 0.95
    return 0.9 if head.startswith("{") and '"cells"' in head and '"nbformat"' in source.text[-400:] else 0.0


def _cells(text: str) -> list[str]:
    return [html.unescape(_TAG.sub("", c)).strip() for c in _CELL.findall(text)]


def _trainer_table(markup: str) -> pd.DataFrame | None:
    """A progress table whose first column is Step or Epoch and which has at least one row, as text cells."""
    rows = [_cells(r) for r in _ROW.findall(markup)]
    if len(rows) < 2 or not rows[0] or rows[0][0].lower() not in _STEP_HEADS:
        return None
    width = len(rows[0])
    body = [r for r in rows[1:] if len(r) == width]
    return pd.DataFrame(body, columns=rows[0]) if body else None


def _outputs(notebook: dict) -> tuple[list[pd.DataFrame], list[str]]:
    tables, texts = [], []
    for cell in notebook.get("cells", []):
        for out in cell.get("outputs", []) or []:
            data = out.get("data", {}) or {}
            markup = "".join(data.get("text/html", []) or [])
            found = [t for t in (_trainer_table(m) for m in _TABLE.findall(markup)) if t is not None]
            tables += found
            if found:
                continue
            text = out.get("text") or data.get("text/plain") or []
            texts.append("".join(text) if isinstance(text, list) else str(text))
    return tables, texts


_TRAINER_CLASS = re.compile(r"\b((?:GRPO|PPO|RLOO|DPO|ORPO|KTO|CPO|SFT|Reward)Trainer)\s*\(")


def _trainer_class(notebook: dict) -> str | None:
    """The TRL trainer the code cells build (`GRPOTrainer(`): a GRPO notebook's table often shows only the loss,
    which for GRPO is beta x KL (0.0 at the start), so the objective must come from the code."""
    code = "\n".join("".join(c.get("source", "")) if isinstance(c.get("source"), list) else str(c.get("source", ""))
                     for c in notebook.get("cells", []) if isinstance(c, dict) and c.get("cell_type") == "code")
    found = _TRAINER_CLASS.findall(code)
    return found[-1] if found else None


def read(source: Source) -> list[Run]:
    notebook = load_json(source, "notebook", "save it from Jupyter, or paste the training output as text")
    if not isinstance(notebook, dict) or "cells" not in notebook:
        raise ParseError(f"{source.label}: a JSON file without notebook cells; pass the .ipynb as saved by Jupyter")
    tables, texts = _outputs(notebook)
    trainer = _trainer_class(notebook)
    if tables:
        runs = []
        for i, table in enumerate(tables):
            name = source.name if len(tables) == 1 else f"{source.name}#{i + 1}"
            builder = RunBuilder(name, FORMAT, source.label)
            builder.note("read from the trainer's progress table in the notebook's output (its last drawn state)")
            if trainer:
                builder.hparam("trainer", trainer)
            step = table.columns[0]
            runs.append(frame_to_run(table, builder, first_line=1, step_column=step))
        return runs
    printed = "\n".join(t for t in texts if t.strip())
    if not printed.strip():
        raise ParseError(f"{source.label}: the notebook's cells hold no output; run the training cell and save the "
                         "notebook with its outputs, or paste the printed log")
    return read_printed(source, printed, "read from the text the notebook's cells printed (code cells are not read)")

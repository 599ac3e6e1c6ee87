"""CSV of metrics with any sensible column names (one row per logged step, sparse rows allowed).

The step comes from the first column named like a step (step, global_step, iteration, iter, _step,
trainer/global_step...), else a whole-number epoch column, else the row number. Empty cells are
"not logged"; ``nan``/``NaN``/``inf``/``Infinity`` are logged values. A ``run``/``run_name`` column
with several values splits the table into one run per value.
"""

from __future__ import annotations

from traindiag.ingest.base import Source
from traindiag.ingest.formats.tabular import (
    STEP_COLUMNS,
    csv_columns,
    frame_to_run,
    read_csv_table,
    split_runs,
)
from traindiag.ingest.run import Run, RunBuilder

FORMAT = "csv"
DESCRIPTION = "CSV of metrics: a header line, one row per logged step (comma, tab or semicolon separated)"


def sniff(source: Source) -> float:
    found = csv_columns(source)
    if found is None:
        return 0.0
    cells = [c.lower() for c in found]
    score = 0.5 + 0.1 * any(c in STEP_COLUMNS for c in cells)
    if source.name.lower().endswith((".csv", ".tsv")):
        score += 0.1
    return score


def read(source: Source) -> list[Run]:
    frame = read_csv_table(source)
    runs = []
    for name, part in split_runs(frame):
        builder = RunBuilder(name or source.name, FORMAT, source.label)
        if frame.attrs.get("skipped_rows"):
            builder.note("rows with the wrong number of cells were skipped (truncated or foreign lines)")
        runs.append(frame_to_run(part, builder))
    return runs

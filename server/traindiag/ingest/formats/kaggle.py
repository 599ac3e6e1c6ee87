"""A Kaggle notebook's saved log: a JSON array of output records, `{"stream_name": "stdout", "time": 655.4,
"data": "...printed text..."}`, one per write to stdout or stderr.

What the training printed is inside the `data` strings (the Trainer's dicts, tqdm bars, Keras lines), split
across records wherever the notebook flushed. The records' text is joined in order and read by the text
readers; the `time` field is the notebook's clock, not a metric, and is never read as one.
"""

from __future__ import annotations

from traindiag.errors import ParseError
from traindiag.ingest.base import Source, load_json, read_printed
from traindiag.ingest.run import Run

FORMAT = "kaggle"
DESCRIPTION = "Kaggle notebook log: a JSON array of {stream_name, time, data} output records"

_KEYS = ('"stream_name"', '"data"')


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    head = source.head_text.lstrip()
    # above the JSON-lines reader and the HF reader, which would find the Trainer's dicts inside the
    # records' escaped strings: the records are text to unwrap first
    return 0.97 if head.startswith("[") and all(k in head[:400] for k in _KEYS) else 0.0


def read(source: Source) -> list[Run]:
    records = load_json(source, "Kaggle log", "download it again, or paste the training output as text")
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        raise ParseError(f"{source.label}: a JSON array that is not a list of output records; pass the log as "
                         "Kaggle saves it, or paste the training output as text")
    printed = "".join(r["data"] for r in records if isinstance(r.get("data"), str))
    if not printed.strip():
        raise ParseError(f"{source.label}: the notebook printed nothing; run the training cell and save the log "
                         "again, or paste the printed log")
    return read_printed(source, printed, f"read from the text of the Kaggle log's {len(records):,} output records")

"""`traindiag parse PATH|-`: what traindiag reads from a log, before any diagnosis.

``--format`` is the output format (``text``, ``json``), as in every other command; ``--log-format``
forces the reader by its id (``csv``, ``hf``, ``tensorboard``...; an unknown id lists them all).
"""

from __future__ import annotations

import argparse
import sys

from traindiag.errors import InputError
from traindiag.interfaces.commands import LOG_FORMAT_HELP

NAME = "parse"
HELP = "show what traindiag reads from a log file, run folder or stdin (-): format, runs, metrics, events"
OUTPUTS = ("text", "json")
MAX_STDIN = 256 * 1024 * 1024


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="log file, run folder, or - to read pasted text from stdin")
    parser.add_argument("--format", choices=OUTPUTS, default="text", help="output format (default text)")
    parser.add_argument("--log-format", metavar="FMT", help=LOG_FORMAT_HELP)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")


def run(args: argparse.Namespace) -> int:
    from traindiag.ingest import read_runs
    from traindiag.ingest.base import decode
    from traindiag.ingest.summary import render_text, summarize

    output, log_format = "json" if args.json else args.format, args.log_format
    if args.path == "-":
        data = sys.stdin.buffer.read(MAX_STDIN + 1)
        if len(data) > MAX_STDIN:
            raise InputError(f"stdin is over {MAX_STDIN // 1024**2} MB; pass the log file's path instead")
        runs = read_runs(text=decode(data, "stdin"), format=log_format)
        label = "stdin"
    else:
        runs = read_runs(args.path, format=log_format)
        label = args.path
    summary = summarize(runs, label, runs[0].format)
    sys.stdout.write(summary.model_dump_json(indent=2) + "\n" if output == "json" else render_text(summary))
    return 0

"""`traindiag parse PATH|-`: what traindiag reads from a log, before any diagnosis.

``--format`` takes an output format (``text``, ``json``) or a log format id (``csv``, ``jsonl``,
``tensorboard``, ``hf``...) to force the reader: no log format is called "text" or "json", so one
option serves both, as the issue asks. ``--log-format`` and ``--json`` say the same explicitly.
"""

from __future__ import annotations

import argparse
import sys

from traindiag.errors import InputError

NAME = "parse"
HELP = "show what traindiag reads from a log file, run folder or stdin (-): format, runs, metrics, events"
OUTPUTS = ("text", "json")
MAX_STDIN = 256 * 1024 * 1024


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from traindiag.ingest import formats

    ids = ", ".join(sorted(formats()))
    parser.add_argument("path", help="log file, run folder, or - to read pasted text from stdin")
    parser.add_argument("--format", metavar="FMT",
                        help=f"output format (text, json) or a log format to force: {ids}")
    parser.add_argument("--log-format", metavar="FMT", help="force the log reader (default: detected)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")


def run(args: argparse.Namespace) -> int:
    from traindiag.ingest import formats, read_runs
    from traindiag.ingest.base import decode
    from traindiag.ingest.summary import render_text, summarize

    output, log_format = "json" if args.json else "text", args.log_format
    if args.format in OUTPUTS:
        output = "json" if args.json else args.format
    elif args.format is not None:
        if args.format not in formats():
            raise InputError(f"--format {args.format}: not an output format ({', '.join(OUTPUTS)}) nor a log "
                             f"format ({', '.join(sorted(formats()))})")
        if log_format is not None and log_format != args.format:
            raise InputError(f"--format {args.format} and --log-format {log_format} disagree; give one")
        log_format = args.format
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

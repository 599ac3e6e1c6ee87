"""`traindiag compare A B ...`: which run is better, where the curves part, which settings differ."""

from __future__ import annotations

import argparse
import sys

from traindiag.interfaces.commands import LOG_FORMAT_HELP

NAME = "compare"
HELP = "compare two or more runs: the better one at matched steps, where they part, settings that differ"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="log files, run folders or mlflow://HOST:PORT/EXPERIMENT (a file may hold several runs)")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown")
    parser.add_argument("--log-format", metavar="FMT", help=LOG_FORMAT_HELP)


def run(args: argparse.Namespace) -> int:
    from traindiag.diagnosis.compare import compare_runs
    from traindiag.diagnosis.pipeline import read_targets
    from traindiag.errors import InputError
    from traindiag.report.markdown import render_comparison

    runs = read_targets(args.paths, args.log_format)
    if len(runs) < 2:
        raise InputError("compare needs at least two runs: pass two or more logs")
    result = compare_runs(runs)
    text = result.model_dump_json(indent=2) + "\n" if args.format == "json" else render_comparison(result)
    sys.stdout.write(text)
    return 0

"""`traindiag gradients FILE`: per-layer gradient, weight and activation findings from a statistics file."""

from __future__ import annotations

import argparse
import sys

NAME = "gradients"
HELP = ("find vanishing/exploding gradients, dead ReLUs, saturation, frozen layers and weight drift in a "
        "per-layer statistics file (probe JSONL, grad_norm/<layer> CSV/JSONL, TensorBoard histograms)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="grad_stats.jsonl from traindiag.probe, a CSV/JSON(L) with per-layer columns, "
                                     "or a TensorBoard event file")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown",
                        help="output format (default markdown)")
    parser.add_argument("--fail-on", choices=("warning", "critical"),
                        help="exit 1 when a finding reaches this severity (CI gating)")


def run(args: argparse.Namespace) -> int:
    from traindiag.analysis.findings import SEVERITY_RANK
    from traindiag.analysis.layers import inspect_gradients, render_markdown

    report = inspect_gradients(args.file)
    text = report.model_dump_json(indent=2) + "\n" if args.format == "json" else render_markdown(report)
    sys.stdout.write(text)
    if args.fail_on is None:
        return 0
    return int(any(SEVERITY_RANK[f.severity] >= SEVERITY_RANK[args.fail_on] for f in report.findings))

"""`traindiag probe --model module:factory --batch module:factory`: one-batch checks before a long run."""

from __future__ import annotations

import argparse
import sys

NAME = "probe"
HELP = ("run the first checks on a model and one batch (runs YOUR code in a subprocess with a timeout): gradient "
        "flow, activation health, loss at init vs chance, overfit one batch, lr range test, data checks")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", required=True, metavar="MODULE:FACTORY",
                        help="zero-argument function returning the nn.Module, e.g. mypkg.models:build or "
                             "train.py:make_model")
    parser.add_argument("--batch", required=True, metavar="MODULE:FACTORY",
                        help="zero-argument function returning one batch: (inputs, targets) or a dict with x/y")
    parser.add_argument("--loss", metavar="MODULE:FACTORY",
                        help="zero-argument function returning loss_fn(outputs, targets); default: cross-entropy "
                             "for integer targets, MSE for float targets")
    parser.add_argument("--timeout", type=float, default=120, metavar="S",
                        help="kill the user code after S seconds (default 120)")
    parser.add_argument("--steps", type=int, default=100, metavar="N",
                        help="Adam steps for the single-batch overfit check (default 100)")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown",
                        help="output format (default markdown)")


def run(args: argparse.Namespace) -> int:
    from traindiag.probe.live import probe_model, render_markdown

    result = probe_model(args.model, args.batch, loss=args.loss, timeout=args.timeout, steps=args.steps)
    if args.format == "json":
        sys.stdout.write(result.model_dump_json(indent=2) + "\n")
    else:
        sys.stdout.write(render_markdown(result))
    return 0

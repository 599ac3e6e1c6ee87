"""`traindiag lint train.py`: point at the lines of a training script that cause bad runs.

Exit status: 0 when nothing at or above ``--fail-on`` (default: warning) is found, 1 when something
is, 2 on a user error (missing file, script that does not parse). Info findings never fail.
"""

from __future__ import annotations

import argparse

from traindiag.errors import InputError

NAME = "lint"
HELP = "Statically check a PyTorch/HF/Lightning/Keras training script for known training bugs (nothing is run)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("script", nargs="?", help="the training script (.py)")
    parser.add_argument("--log", help="the run's training log: rules that depend on what it shows (e.g. instability) use it")
    parser.add_argument("--format", choices=["text", "json"], default="text")
    parser.add_argument("--fail-on", choices=["info", "warning", "critical", "never"], default="warning",
                        help="lowest severity that makes the exit status 1 (default: warning)")
    parser.add_argument("--list-rules", action="store_true", help="print every rule (id, severity, fix) and exit")


def run(args: argparse.Namespace) -> int:
    from traindiag.lint.api import lint_script, rule_catalog
    from traindiag.lint.model import SEVERITY_RANK

    if args.list_rules:
        for rule in rule_catalog():
            print(f"{rule['id']:32s} {rule['severity']:8s} fix={rule['fix'] or '-':22s} {rule['summary']}")
        return 0
    if not args.script:
        raise InputError("give a script, e.g. traindiag lint train.py")
    report = lint_script(args.script, log_path=args.log)
    print(report.model_dump_json(indent=2) if args.format == "json" else report.to_text())
    if args.fail_on == "never":
        return 0
    threshold = SEVERITY_RANK[args.fail_on]
    return int(any(SEVERITY_RANK[f.severity] >= threshold for f in report.findings))

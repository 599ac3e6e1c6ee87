"""`traindiag fix train.py --rule ID`: show (default) or apply (--apply) the codemod for a finding.

A dry run prints the unified diff and writes nothing. ``--apply`` writes atomically, keeps
``train.py.traindiag-bak-<time>``, and refuses if the file changed after the diff was computed.
Exit status: 0 (diff shown, applied, or nothing to change), 2 on a user error.
"""

from __future__ import annotations

import argparse
import json

from traindiag.errors import InputError

NAME = "fix"
HELP = "Show or apply the automatic fix for a lint rule (dry run by default; --apply writes with a backup)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("script", nargs="?", help="the training script (.py)")
    parser.add_argument("--rule", help="a rule id (e.g. softmax-before-cross-entropy) or a fix id (e.g. add-grad-clipping)")
    parser.add_argument("--apply", action="store_true", help="write the change (atomically, keeping a backup)")
    parser.add_argument("--log", help="the run's training log (for rules that depend on it)")
    parser.add_argument("--lr", help="change-lr: the new learning rate, e.g. 3e-4")
    parser.add_argument("--max-norm", help="add-grad-clipping: the clipping threshold (default 1.0)")
    parser.add_argument("--eps", help="add-epsilon: the constant added (default 1e-8)")
    parser.add_argument("--total-steps", help="add-warmup-cosine: optimizer steps in the run")
    parser.add_argument("--warmup-steps", help="add-warmup-cosine: warmup length in steps")
    parser.add_argument("--format", choices=["text", "json"], default="text")
    parser.add_argument("--list", action="store_true", help="print every fix and the rules it cures, then exit")


def run(args: argparse.Namespace) -> int:
    from traindiag.lint.api import apply_fix, fix_catalog, propose_fix

    if args.list:
        for fix in fix_catalog():
            print(f"{fix['id']:22s} for {', '.join(fix['rules']) or '-'}: {fix['summary']}")
        return 0
    if not args.script or not args.rule:
        raise InputError("give a script and --rule, e.g. traindiag fix train.py --rule add-grad-clipping")
    params = {
        key: value
        for key, value in {
            "lr": args.lr, "max_norm": args.max_norm, "eps": args.eps,
            "total_steps": args.total_steps, "warmup_steps": args.warmup_steps,
        }.items()
        if value is not None
    }
    if args.log:
        params["log_path"] = args.log
    proposal = propose_fix(args.script, args.rule, **params)
    if not args.apply or not proposal.changed:
        if args.format == "json":
            print(proposal.model_dump_json(indent=2))
        else:
            print(proposal.diff or proposal.message)
            if proposal.changed:
                print(f"(dry run: nothing written; add --apply to write it, keeping a backup of {args.script})")
        return 0
    result = apply_fix(args.script, proposal.fix, expected_sha256=proposal.sha256, **params)
    if args.format == "json":
        print(json.dumps(result.model_dump(), indent=2))
    else:
        print(result.diff, end="")
        print(f"wrote {result.path} (backup: {result.backup})")
    return 0

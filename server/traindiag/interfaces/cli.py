"""The `traindiag` command line: a thin layer over the same functions the MCP server calls.

Each subcommand is one module in `interfaces/commands/` defining ``NAME``, ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``; they are discovered, so adding a command
touches no other file. User errors (`TraindiagError`) print one line and exit 2.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from traindiag import __version__
from traindiag.errors import TraindiagError


def build_parser() -> argparse.ArgumentParser:
    from traindiag.interfaces import commands

    parser = argparse.ArgumentParser(
        prog="traindiag",
        description="A training-run doctor: reads a training log, finds what is wrong, says how to fix it.",
    )
    parser.add_argument("--version", action="version", version=f"traindiag {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        if not hasattr(module, "NAME"):
            continue
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        p.set_defaults(handler=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "handler"):
        parser.print_help()
        return 2
    try:
        return int(args.handler(args) or 0)
    except TraindiagError as exc:
        print(f"traindiag: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())

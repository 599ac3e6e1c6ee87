"""`traindiag plot PATH [PATH...] -o run.png`: the curves with every finding drawn where it happens."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from traindiag.errors import InputError
from traindiag.files import write_output
from traindiag.interfaces.commands import LOG_FORMAT_HELP

NAME = "plot"
HELP = ("draw loss, accuracy, lr, grad norm, step time and memory on one step axis with every finding marked "
        "(several logs overlay) to a PNG")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="log files or run folders; several are overlaid in one picture")
    parser.add_argument("-o", "--output", metavar="FILE.png",
                        help="where to write the PNG (default: <first log's name>.png in this folder)")
    parser.add_argument("--width", type=int, default=1200, metavar="PX", help="image width in pixels (default 1200)")
    parser.add_argument("--height", type=int, metavar="PX", help="image height in pixels (default: 230 per panel)")
    parser.add_argument("--force", action="store_true", help="overwrite FILE.png if it exists")
    parser.add_argument("--log-format", metavar="FMT", help=LOG_FORMAT_HELP)


def default_output(first: str) -> Path:
    path = Path(first)
    return Path(f"{path.stem or 'run'}.png")


def run(args: argparse.Namespace) -> int:
    from traindiag.report.plot import render_png

    target = Path(args.output) if args.output else default_output(args.paths[0])
    if target.suffix.lower() != ".png":
        raise InputError(f"-o {target}: traindiag writes PNG images; give a file name ending in .png")
    if target.exists() and not args.force:  # checked before the (slower) reading and drawing as well
        raise InputError(f"{target} exists: pass --force to overwrite it, or choose another -o FILE")
    from traindiag.diagnosis.pipeline import read_targets

    png, summary = render_png(read_targets(args.paths, args.log_format), width=args.width, height=args.height)
    write_output(png, target, args.force)
    sys.stdout.write(f"wrote {target} ({summary.width}x{summary.height} px)\n{summary.to_text()}\n")
    return 0

"""A training job's logger, for the watch tests: appends a real log to a file line by line.

    python tests/watch_writer.py SOURCE DEST [--delay S] [--rotate-at N] [--truncate-at N] [--split]

Line N (1-based) of SOURCE is written after a rotation (`--rotate-at`: DEST is renamed DEST.1 and a new
DEST started, as logrotate's default does) or a truncation (`--truncate-at`: DEST is emptied in place
and writing goes on at its start, as `copytruncate` does). `--split` writes each line in two halves
with a pause between, so a reader sees half-written lines. Before a truncation the writer pauses, so a
follower polling faster than that has read everything first (what copytruncate's copy would keep).
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("source", type=Path)
    p.add_argument("dest", type=Path)
    p.add_argument("--delay", type=float, default=0.005)
    p.add_argument("--rotate-at", type=int)
    p.add_argument("--truncate-at", type=int)
    p.add_argument("--split", action="store_true")
    args = p.parse_args()
    lines = args.source.read_bytes().splitlines(keepends=True)
    out = args.dest.open("ab")
    for n, line in enumerate(lines, start=1):
        if n == args.rotate_at:
            out.close()
            args.dest.rename(args.dest.with_name(args.dest.name + ".1"))
            out = args.dest.open("ab")
        if n == args.truncate_at:
            time.sleep(0.5)
            os.truncate(args.dest, 0)
        if args.split and len(line) > 4:
            half = len(line) // 2
            out.write(line[:half])
            out.flush()
            time.sleep(args.delay)
            line = line[half:]
        out.write(line)
        out.flush()
        time.sleep(args.delay)
    out.close()


if __name__ == "__main__":
    main()

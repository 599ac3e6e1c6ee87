"""Multi-rank split speed: `python bench/ranks.py [--lines 1000000] [--ranks 8]`.

Builds a torchrun-style log (`[rank3]:step N | loss X | lr Y`, ranks interleaved), splits it with
`split_ranks` and prints lines per second (best of 3). The split reads line by line (one regex per line).
"""

from __future__ import annotations

import argparse
import time

from traindiag.ingest.ranks import split_ranks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--ranks", type=int, default=8)
    args = parser.parse_args(argv)
    steps = args.lines // args.ranks
    data = "\n".join(f"[rank{r}]:step {s} | loss {2.3 + (s % 7) / 100:.4f} | lr 3e-4"
                     for s in range(steps) for r in range(args.ranks)).encode()
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        split = split_ranks(data)
        best = min(best, time.perf_counter() - t)
    assert split is not None and len(split) == args.ranks
    print(f"split {steps * args.ranks:,} lines of {args.ranks} ranks in {best:.2f} s "
          f"({steps * args.ranks / best:,.0f} lines/s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

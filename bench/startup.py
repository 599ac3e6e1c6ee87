"""Start-up cost a user feels: `traindiag --help`, the MCP server answering `initialize`, and the size of
the tools/list every client loads into the model's context.

    .venv/bin/python bench/startup.py [--repeat 7]

Both are measured as a client sees them: a fresh process each time, wall-clock from spawn to the help
text printed (exit) or to the `initialize` response read from the server's stdout. Targets (issue #17):
help under 0.15 s, initialize under 0.6 s, tools/list under 20 KB. Prints the median and the worst of the repeats.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

INITIALIZE = {
    "jsonrpc": "2.0", "id": 1, "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {},
               "clientInfo": {"name": "bench-startup", "version": "0"}},
}


def traindiag_command() -> list[str]:
    found = shutil.which("traindiag") or str(Path(sys.executable).parent / "traindiag")
    return [found]


def time_help() -> float:
    start = time.perf_counter()
    subprocess.run([*traindiag_command(), "--help"], capture_output=True, check=True)
    return time.perf_counter() - start


def time_initialize() -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([*traindiag_command(), "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        proc.stdin.write(json.dumps(INITIALIZE) + "\n")
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        elapsed = time.perf_counter() - start
        if "result" not in answer:
            raise SystemExit(f"initialize failed: {answer}")
        return elapsed
    finally:
        proc.kill()
        proc.wait()


def tools_list_bytes() -> int:
    """The tools/list answer as a client receives it (JSON), from an in-process client."""
    import anyio
    from mcp import Client
    from traindiag.interfaces.server import build_server

    async def listed() -> int:
        async with Client(build_server()) as client:
            tools = (await client.list_tools()).tools
        return len(json.dumps([t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in tools]))

    return anyio.run(listed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    for label, measure, target in (("traindiag --help", time_help, 0.15),
                                   ("MCP initialize (stdio)", time_initialize, 0.6)):
        measure()  # warm the OS file cache, as a user's second call would be
        times = [measure() for _ in range(args.repeat)]
        print(f"{label:24s} median {statistics.median(times):.3f} s   worst {max(times):.3f} s   "
              f"target {target:.2f} s")
    print(f"{'MCP tools/list':24s} {tools_list_bytes():,} bytes   target under 20,000")


if __name__ == "__main__":
    main()

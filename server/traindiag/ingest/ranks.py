"""Multi-rank logs: one file where every line carries the rank that printed it.

`torchrun --tee 3` prefixes `[default3]:` (newer PyTorch `[rank3]:`), `srun --label` and DeepSpeed's launcher
`3: `, Open MPI `[1,3]<stdout>:`. Read as one series, the ranks' steps interleave and "go backwards"; split,
each rank is a run of one job (`rank 3`). Lines without a prefix (the launcher's own output, a config dump
printed before the ranks start) go to every rank, where they are headers.
"""

from __future__ import annotations

import re

_PREFIX = re.compile(rb"^(?:\[(?:rank|default)(\d{1,4})\]:|(\d{1,4}): |\[\d+,(\d{1,4})\]<std(?:out|err)>:) ?")
MIN_SHARE = 0.5  # of the non-empty lines, prefixed
MIN_LINES = 3  # per rank


def looks_multi_rank(head: bytes) -> bool:
    """A cheap look at the first lines before the full split: most of them carry a rank prefix."""
    lines = [line for line in head.split(b"\n")[:200] if line.strip()]
    return bool(lines) and sum(1 for line in lines if _PREFIX.match(line)) >= MIN_SHARE * len(lines)


def split_ranks(data: bytes) -> dict[int, bytes] | None:
    """Each rank's lines with the prefix removed (unprefixed lines shared by all), or None when the log is not
    a multi-rank log (fewer than two ranks, or most lines without a prefix)."""
    lines = data.split(b"\n")
    ranks: list[int | None] = []
    for line in lines:  # one regex per line: the prefix sits at its very start
        m = _PREFIX.match(line)
        ranks.append(None if m is None else int(next(g for g in m.groups() if g is not None)))
    prefixed = [r for r in ranks if r is not None]
    non_empty = sum(1 for line in lines if line.strip())
    if not non_empty or len(prefixed) < MIN_SHARE * non_empty:
        return None
    counts: dict[int, int] = {}
    for r in prefixed:
        counts[r] = counts.get(r, 0) + 1
    found = sorted(r for r, c in counts.items() if c >= MIN_LINES)
    # Ranks are a few ids that print many lines each; `12: loss 0.5` numbering lines by epoch is not a rank.
    if len(found) < 2 or len(counts) > 2 * len(found) or sum(counts[r] for r in found) < 0.9 * len(prefixed):
        return None
    out: dict[int, list[bytes]] = {r: [] for r in found}
    for line, r in zip(lines, ranks, strict=True):
        if r is None:
            for kept in out.values():
                kept.append(line)
        elif r in out:
            out[r].append(line[_PREFIX.match(line).end():])  # type: ignore[union-attr]
    return {r: b"\n".join(kept) for r, kept in out.items()}


# What launchers print when a rank dies. torchrun ends with a summary whose "Root Cause" block names the first
# rank that failed and its exit code (a negative code is the signal that killed it); its agent logs
# `failed (exitcode: 1) local_rank: 2`; DeepSpeed's launcher raises CalledProcessError naming `--local_rank=2`.
_ROOT_CAUSE = re.compile(rb"Root Cause \(first observed failure\):\s*\n(?:[^\n]*\n){0,4}?\s*rank\s*:\s*(\d+)[^\n]*\n"
                         rb"\s*exitcode\s*:\s*(-?\d+)[^\n]*")
_AGENT_FAILED = re.compile(rb"failed \(exitcode: (-?\d+)\) local_rank: (\d+)")
_DEEPSPEED_FAILED = re.compile(rb"--local_rank=(\d+)[^\n]*returned non-zero exit status (\d+)")
_SIGNAL = re.compile(rb"\((SIG[A-Z]+)\)")
# NCCL's watchdog on a rank still waiting in a collective another rank never joined: that other rank hangs.
_WATCHDOG = re.compile(rb"Watchdog caught collective operation timeout: WorkNCCL\([^\n]*?OpType=(\w+)[^\n]*?\) ran "
                       rb"for (\d+) milliseconds")
_PATH_RANK = re.compile(r"(?:^|[/_.-])(?:rank|proc|worker)[_-]?(\d{1,4})(?=$|[/_.-])", re.I)
_TORCHRUN_DIR = re.compile(r"(?:^|/)attempt_\d+/(\d{1,4})/std(?:out|err)\.log$")


def launcher_failure(data: bytes) -> dict[str, int | str] | None:
    """The rank the launcher says failed first, its exit code and, for a negative code, the signal; None when the
    launcher reported no failure."""
    m = _ROOT_CAUSE.search(data)
    if m is not None:
        rank, code = int(m.group(1)), int(m.group(2))
        sig = _SIGNAL.search(m.group(0))
        out: dict[str, int | str] = {"failed_rank": rank, "exitcode": code, "launcher": "torchrun"}
        if sig is not None:
            out["signal"] = sig.group(1).decode()
        return out
    m = _AGENT_FAILED.search(data)
    if m is not None:
        return {"failed_rank": int(m.group(2)), "exitcode": int(m.group(1)), "launcher": "torchrun"}
    m = _DEEPSPEED_FAILED.search(data)
    if m is not None:
        return {"failed_rank": int(m.group(1)), "exitcode": int(m.group(2)), "launcher": "deepspeed"}
    return None


def collective_timeout(data: bytes) -> dict[str, int | str] | None:
    """A NCCL watchdog timeout in one rank's lines: the collective it waited in and for how long."""
    m = _WATCHDOG.search(data)
    return None if m is None else {"op": m.group(1).decode(), "waited_ms": int(m.group(2))}


def rank_of_path(rel: str) -> int | None:
    """The rank a per-rank file belongs to, from its path: `rank_3.log`, `stdout_rank3.txt`, `log_rank0.txt`,
    torchrun --log-dir's `attempt_0/3/stdout.log`; None for any other file."""
    m = _TORCHRUN_DIR.search(rel) or _PATH_RANK.search(rel)
    return int(m.group(1)) if m else None


LAST_LINES_BYTES = 1024**2  # how far back from the end a rank's last line is looked for


def last_own_lines(data: bytes, ranks: list[int]) -> dict[int, str]:
    """The last non-empty line each rank printed itself (what it said before it stopped), read from the end; a
    rank silent over the log's last megabyte has none (a line-by-line walk of a whole big log would be slow)."""
    out: dict[int, str] = {}
    end, floor = len(data), max(0, len(data) - LAST_LINES_BYTES)
    while end > floor and len(out) < len(ranks):
        start = data.rfind(b"\n", 0, end - 1) + 1
        line = data[start:end]
        m = _PREFIX.match(line)
        if m is not None:
            rank = int(next(g for g in m.groups() if g is not None))
            text = line[m.end():].strip()
            if rank in ranks and rank not in out and text:
                out[rank] = text.decode("utf-8", "replace")[:160]
        end = start
    return out

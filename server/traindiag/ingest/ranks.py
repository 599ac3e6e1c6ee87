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

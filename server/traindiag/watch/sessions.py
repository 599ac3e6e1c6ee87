"""Followers kept between calls (for the MCP tool `watch_run`), and the compact text of an update."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from traindiag.watch.watcher import Watcher, WatchUpdate

MAX_WATCHED = 32  # a server keeps this many logs' followers; the least recently checked one is dropped


class WatchSessions:
    """One `Watcher` per watched path: each call returns what changed since the previous one."""

    def __init__(self, limit: int = MAX_WATCHED) -> None:
        self.limit = limit
        self._watchers: OrderedDict[tuple[Path, str | None], Watcher] = OrderedDict()

    def check(self, path: Path, format: str | None = None, target_loss: float | None = None) -> WatchUpdate:
        key = (path, format)
        watcher = self._watchers.pop(key, None)
        if watcher is None:
            watcher = Watcher(path, format=format, target_loss=target_loss)
        elif target_loss is not None:
            watcher.target_loss = target_loss
            watcher.context = watcher.context.model_copy(update={"target_loss": target_loss})
        self._watchers[key] = watcher
        while len(self._watchers) > self.limit:
            _, dropped = self._watchers.popitem(last=False)
            dropped.close()
        # A call comes seconds or minutes apart: diagnose whatever arrived, whatever the clock says.
        return watcher.poll(diagnose_now=True)


def render_update(update: WatchUpdate) -> str:
    """A few lines for the assistant: what is new, where the run stands, the verdict."""
    unit = update.status.step_unit
    lines = [f"{update.path}: {update.new_lines:,} new lines ({update.total_lines:,} read, "
             f"format {update.format or 'not detected yet'})"]
    lines += [f"note: {n}" for n in update.notes]
    for f in update.new_findings:
        where = f"{unit} {f.step:,}" if f.step is not None else "?"
        lines.append(f"NEW {f.severity} {f.symptom} at {where}: {f.message}")
    if not update.new_findings:
        lines.append("no new findings since the last check")
    lines.append(f"status: {update.status.text}")
    if update.verdict is not None:
        changed = " (changed)" if update.verdict_changed else ""
        lines.append(f"verdict{changed}: {update.verdict.decision}: {update.verdict.reason}")
    return "\n".join(lines)

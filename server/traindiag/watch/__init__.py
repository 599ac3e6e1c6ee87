"""Live watch: follow a growing training log and call the run early.

`Watcher(path).poll()` returns a `WatchUpdate` with what changed since the last poll: new findings
(each reported once, at its onset step), a status line and the kill-or-continue verdict. The CLI
(`traindiag watch`) and the MCP tool (`watch_run`) are thin loops over it.
"""

from __future__ import annotations

from traindiag.watch.watcher import Watcher, WatchFinding, WatchStatus, WatchUpdate

__all__ = ["WatchFinding", "WatchStatus", "WatchUpdate", "Watcher"]

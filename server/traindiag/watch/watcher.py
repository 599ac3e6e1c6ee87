"""Watch a growing log: new lines -> new points -> new findings (each once), status, verdict.

`Watcher.poll()` reads what was appended since the last poll (`follower.Follower`), parses only those
lines (`stream.Stream`) and returns a `WatchUpdate`: the findings that appeared since the last poll,
a status (step, smoothed loss, trend, steps/s, time to a target loss) and the kill-or-continue
verdict of the diagnosis engine.

Two paths keep the cost per appended line flat however long the run gets:
- a NaN/Inf loss is caught on the new points alone, on the poll that brings it;
- the full detectors run at most every `diagnose_every` seconds, on a bounded copy of the run: the
  last `RECENT` points of each metric in full, `OLDER` points sampled evenly over the rest, and every
  early non-finite point. Their cost depends on those bounds, not on the file's length.

A finding is printed once per episode: not again while its symptom stays in every diagnosis (however
its detector re-estimates the onset as points arrive), and after a gap only when its onset lies past
the data read when it was last reported (give or take two logging intervals). Each NaN/Inf burst of
the loss is its own episode: a second burst after a recovery is printed again.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import numpy as np
import pandas as pd
from pydantic import BaseModel, Field

from traindiag.analysis.findings import Severity
from traindiag.diagnosis.engine import ALWAYS_SHOWN, diagnose
from traindiag.diagnosis.report_model import Verdict
from traindiag.ingest.context import Context
from traindiag.ingest.follower import Follower
from traindiag.ingest.stream import Stream
from traindiag.numbers import num

RECENT = 4000
OLDER = 4000
TREND_POINTS = 500  # the trend is a straight-line fit over the last this-many points
SMOOTH_SPAN = 50  # exponential smoothing span of the status loss, in points
RATE_WINDOW_S = 120.0  # steps per second measured over the last two minutes in which steps arrived
LOSSES = ("train_loss", "val_loss")


class WatchFinding(BaseModel):
    """A finding that appeared since the last poll."""

    symptom: str = Field(description="symptom id from the vocabulary")
    severity: Severity
    step: int | None = Field(description="the step where it starts (its onset)")
    steps: tuple[int, int] | None = None
    message: str = Field(description="one line with the numbers that show it")


class WatchStatus(BaseModel):
    """Where the run stands now."""

    step: int | None = None
    step_unit: str = "step"
    metric: str | None = Field(default=None, description="the loss series the status reads")
    smoothed_loss: float | None = None
    nonfinite_since: int | None = Field(default=None, description="the loss is NaN/Inf from this step to now")
    trend: Literal["falling", "flat", "rising", "unknown"] = "unknown"
    window_change: float | None = Field(default=None, description="relative change of the loss over the recent "
                                        "window, from a straight-line fit (-0.05: 5% lower than at its start)")
    window_steps: int | None = Field(default=None, description="steps the recent window spans")
    steps_per_second: float | None = Field(default=None, description="how fast steps arrive, while watching")
    target_loss: float | None = None
    steps_to_target: int | None = Field(default=None, description="at the current rate of decrease")
    seconds_to_target: float | None = None
    text: str = ""


class WatchUpdate(BaseModel):
    """What changed in a watched log since the last poll."""

    path: str
    following: str | None = Field(default=None, description="the file being read (for a folder: its newest log)")
    format: str | None = None
    new_lines: int = 0
    total_lines: int = 0
    new_findings: list[WatchFinding] = Field(default_factory=list)
    status: WatchStatus = Field(default_factory=WatchStatus)
    verdict: Verdict | None = None
    verdict_changed: bool = False
    notes: list[str] = Field(default_factory=list, description="rotation, truncation, format detection")


class Watcher:
    """Follows one log (or run folder) and diagnoses it as it grows."""

    def __init__(self, path: str | Path, *, format: str | None = None, context: Context | None = None,
                 target_loss: float | None = None, diagnose_every: float = 2.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.path = Path(path)
        self.follower = Follower(self.path)
        self.stream = Stream(self.path.name, str(self.path), format)
        context = context or Context()
        if target_loss is not None:
            context = context.model_copy(update={"target_loss": target_loss})
        self.context = context
        self.target_loss = context.target_loss
        self.diagnose_every = diagnose_every
        self.clock = clock
        self.verdict: Verdict | None = None
        self._proposed: str | None = None  # a different decision the last diagnosis came to
        self._last_diagnosis = -float("inf")
        self._stale = False  # points arrived since the last diagnosis
        self._active: set[str] = set()  # symptoms the last diagnosis found
        self._reported: dict[str, int] = {}  # symptom -> the last step read when it was reported
        self._arrivals: deque[tuple[float, int]] = deque()
        self._announced_format = False

    def close(self) -> None:
        self.follower.close()

    def poll(self, *, diagnose_now: bool = False, final: bool = False) -> WatchUpdate:
        """Read what was appended, report what is new. `final`: the log is complete as it stands
        (choose the format even on a few lines); `diagnose_now`: run the detectors whatever the clock."""
        got = self.follower.poll()
        update = WatchUpdate(path=str(self.path), notes=list(got.notes))
        sizes = {m: b.n for m, b in self.stream.buffers.items()}
        had_data = self.stream.module is not None
        for seg in got.segments:
            before = self.stream.last_step
            pts = self.stream.feed(seg.data, fresh=seg.fresh and had_data, final=final)
            update.new_lines += pts.lines
            self._stale |= pts.count > 0
            if seg.fresh and before is not None and self.stream.last_step is not None \
                    and self.stream.last_step < before:
                update.notes.append(f"the step went back to {num(self.stream.last_step)} in the new file: "
                                    "a restarted job; its findings are reported afresh")
                self._reported.clear()
                self._active.clear()
                self._arrivals.clear()
        if self.stream.module is None and (final or not got.segments):
            # the log has gone quiet: choose the format from the lines there are
            pts = self.stream.feed(b"", final=True)
            update.new_lines += pts.lines
            self._stale |= pts.count > 0
        if self.stream.module is not None and not self._announced_format:
            self._announced_format = True
            update.notes.append(f"reading {self.stream.name} as {self.stream.format}")
        now = self.clock()
        if self.stream.last_step is not None and (not self._arrivals or self._arrivals[-1][1] != self.stream.last_step):
            self._arrivals.append((now, self.stream.last_step))
            while len(self._arrivals) > 2 and now - self._arrivals[0][0] > RATE_WINDOW_S:
                self._arrivals.popleft()
        found = [f for f in self._nan_onsets(sizes) if self._is_new(f, set())]  # each burst counts
        if self._stale and (diagnose_now or final or found or now - self._last_diagnosis >= self.diagnose_every):
            diagnosed = self._diagnose(update, settle=final)
            found += [f for f in diagnosed if self._is_new(f, self._active)]
            self._active = {f.symptom for f in diagnosed}
            self._last_diagnosis = now
            self._stale = False
        update.new_findings = found
        update.following = str(self.follower.current) if self.follower.current is not None else None
        update.format = self.stream.format
        update.total_lines = self.stream.lines
        update.verdict = self.verdict
        update.status = self.status()
        return update

    # --- findings -----------------------------------------------------------------------------------

    def _nan_onsets(self, sizes: dict[str, int]) -> list[WatchFinding]:
        """Each start of a NaN/Inf stretch in the loss among the new points (vectorised)."""
        found = []
        for metric in LOSSES:
            buf = self.stream.buffers.get(metric)
            if buf is None:
                continue
            start = sizes.get(metric, 0)
            if buf.n == start:
                continue
            steps, values = buf.view()
            bad = ~np.isfinite(values[start:])
            before = np.empty_like(bad)  # was the point before each new one non-finite too?
            before[0] = start > 0 and not np.isfinite(values[start - 1])
            before[1:] = bad[:-1]
            first = np.flatnonzero(bad & ~before) + start
            for i in first.tolist():
                word = "NaN" if np.isnan(values[i]) else "Inf"
                msg = f"{metric} {word} at step {num(int(steps[i]))}"
                if i > 0 and np.isfinite(values[i - 1]):
                    msg += f" (last finite {num(float(values[i - 1]))} at step {num(int(steps[i - 1]))})"
                found.append(WatchFinding(symptom="nan_inf", severity="critical", step=int(steps[i]),
                                          steps=(int(steps[i]), int(steps[i])), message=msg))
        return found

    def _diagnose(self, update: WatchUpdate, settle: bool = False) -> list[WatchFinding]:
        """`settle`: the log is complete, so its verdict is taken without waiting for a second opinion."""
        run = self.stream.snapshot(RECENT, OLDER)
        if not run.series:
            return []
        report = diagnose([run], self.context)
        self._judge(report.verdict, settle or report.worst_severity == "critical", update)
        out = []
        for s in report.symptoms:
            if s.id == "healthy" or (s.severity == "info" and s.id not in ALWAYS_SHOWN):
                continue
            msg = s.evidence[0] if s.evidence else s.id.replace("_", " ")
            out.append(WatchFinding(symptom=s.id, severity=s.severity, step=s.steps[0] if s.steps else None,
                                    steps=s.steps, message=msg))
        return out

    def _judge(self, verdict: Verdict, critical: bool, update: WatchUpdate) -> None:
        """Take the engine's verdict. A change is taken at once on a critical finding, otherwise only
        when two diagnoses in a row agree on it: on a run still young, a borderline call can flip from
        one batch of points to the next, and a watch that prints stop/continue/stop helps nobody."""
        if self.verdict is not None and verdict.decision == self.verdict.decision:
            self.verdict = verdict
            self._proposed = None
            return
        if self.verdict is None or critical or self._proposed == verdict.decision:
            self.verdict = verdict
            self._proposed = None
            update.verdict_changed = True
            return
        self._proposed = verdict.decision

    def _is_new(self, f: WatchFinding, active: set[str]) -> bool:
        """New unless its symptom was present in the previous diagnosis (the same episode, wherever the
        detector now puts its onset), or was reported with data that already reached this onset."""
        seen_to = self._reported.get(f.symptom)
        if f.symptom in active:
            return False
        if seen_to is not None and (f.step is None or f.step <= seen_to + self._tolerance()):
            return False
        end = self.stream.last_step if self.stream.last_step is not None else 0
        self._reported[f.symptom] = max(end, f.step or end)
        return True

    def _tolerance(self) -> int:
        """Two logging intervals."""
        buf = next((self.stream.buffers[m] for m in LOSSES if m in self.stream.buffers), None)
        if buf is None or buf.n < 2:
            return 0
        steps = buf.view()[0][-101:]
        return int(2 * max(float(np.median(np.diff(steps))), 0.0))

    # --- status -------------------------------------------------------------------------------------

    def status(self) -> WatchStatus:
        st = WatchStatus(step=self.stream.last_step, step_unit=self.stream.step_unit, target_loss=self.target_loss)
        slope = None
        metric = next((m for m in LOSSES if m in self.stream.buffers), None)
        if metric is not None:
            steps, values = self.stream.buffers[metric].view()
            steps, values = steps[-4 * TREND_POINTS:], values[-4 * TREND_POINTS:]
            ok = np.isfinite(values)
            if ok.size and not ok[-1]:
                st.metric = metric
                st.nonfinite_since = int(steps[ok.nonzero()[0][-1] + 1]) if ok.any() else int(steps[0])
                ok[:] = False  # no smoothed value or trend through a NaN stretch
            steps, values = steps[ok][-TREND_POINTS:], values[ok][-TREND_POINTS:]
            if values.size:
                st.metric = metric
                st.smoothed_loss = float(pd.Series(values[-4 * SMOOTH_SPAN:]).ewm(span=SMOOTH_SPAN).mean().iloc[-1])
                slope = self._trend(st, steps.astype(np.float64), values)
        if len(self._arrivals) >= 2:
            (t0, s0), (t1, s1) = self._arrivals[0], self._arrivals[-1]
            if t1 > t0 and s1 > s0:
                st.steps_per_second = (s1 - s0) / (t1 - t0)
        if st.target_loss is not None and st.smoothed_loss is not None:
            self._eta(st, slope)
        st.text = self._status_text(st)
        return st

    def _trend(self, st: WatchStatus, steps: np.ndarray, values: np.ndarray) -> float | None:
        """Fill the trend fields; return the loss change per step."""
        if values.size < 5 or steps[-1] <= steps[0] or st.smoothed_loss is None:
            return None
        slope, start = (float(v) for v in np.polyfit(steps - steps[0], values, 1))
        level = max(abs(start), 1e-12)  # the fitted loss where the window starts
        st.window_steps = int(steps[-1] - steps[0])
        st.window_change = slope * st.window_steps / level
        st.trend = "falling" if st.window_change < -0.01 else "rising" if st.window_change > 0.01 else "flat"
        return slope

    def _eta(self, st: WatchStatus, slope: float | None) -> None:
        assert st.target_loss is not None and st.smoothed_loss is not None
        if st.smoothed_loss <= st.target_loss:
            st.steps_to_target = 0
            st.seconds_to_target = 0.0
            return
        if st.trend != "falling" or slope is None or slope >= 0:
            return
        st.steps_to_target = int(np.ceil((st.smoothed_loss - st.target_loss) / -slope))
        if st.steps_per_second:
            st.seconds_to_target = st.steps_to_target / st.steps_per_second

    def _status_text(self, st: WatchStatus) -> str:
        unit = st.step_unit
        parts = [f"{unit} {num(st.step)}" if st.step is not None else "no points yet"]
        if st.nonfinite_since is not None:
            parts.append(f"{st.metric} NaN/Inf since {unit} {num(st.nonfinite_since)}")
        if st.metric is not None and st.smoothed_loss is not None:
            parts.append(f"{st.metric} {num(st.smoothed_loss, 4)} (smoothed)")
            if st.window_change is not None:
                parts.append(f"{st.trend} ({st.window_change:+.1%} over the last {num(st.window_steps)} {unit}s)")
        if st.steps_per_second:
            parts.append(f"{num(st.steps_per_second, 3)} {unit}s/s")
        if st.target_loss is not None:
            if st.steps_to_target == 0:
                parts.append(f"target {num(st.target_loss)} reached")
            elif st.steps_to_target is not None:
                eta = f", ~{_duration(st.seconds_to_target)}" if st.seconds_to_target is not None else ""
                parts.append(f"target {num(st.target_loss)} in ~{num(st.steps_to_target)} {unit}s{eta} at this rate")
            else:
                parts.append(f"target {num(st.target_loss)}: no ETA while the loss is not falling")
        if self.verdict is not None:
            wait = (f" ({num(self.verdict.wait_steps)} more {unit}s)" if self.verdict.decision == "wait"
                    and self.verdict.wait_steps is not None else "")
            parts.append(f"verdict {self.verdict.decision}{wait}")
        return " | ".join(parts)


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "?"
    if seconds < 1:
        return "<1 s"
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    if seconds < 3 * 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"

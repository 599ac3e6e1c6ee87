"""Findings across the ranks of one job: what no single rank's curve shows.

The reader splits a multi-rank log (or a folder of per-rank files) into one run per rank, with the job's own
facts in `run.meta["job"]` (the rank the launcher says failed, NCCL watchdog timeouts, each rank's last line).
Here the ranks are compared:
- a rank that failed, hung or stopped logging while the others went on (`rank_failure`);
- the first rank to turn NaN while the others were still finite at that step: its own data, not the shared
  weights or the lr (every rank shares those), made it NaN (`nan_inf`, with the rank);
- a rank whose loss (or grad norm, loss scale) stays apart from the others beyond their spread
  (`rank_disagreement`): a shard with different data, weights out of sync, a faulty device;
- a straggler: one rank's step or data time well above the others', which the whole job waits for at every
  all-reduce (`throughput_regression`, with the rank).
Interleaved lines, a metric only rank 0 logs, and per-rank noise are not findings.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from traindiag.analysis.findings import Finding
from traindiag.ingest.run import Run
from traindiag.numbers import num, step

STOPPED_SHARE = 0.9  # a rank whose last step is below this share of the others' is no longer logging
MIN_POINTS = 5  # per rank, on the steps every rank logged, to compare their levels
APART_RATIO = 1.5  # a rank's level this far from the others' median (either way) ...
APART_SPREAD = 4.0  # ... and further than this many times the other ranks' own spread
STRAGGLER_RATIO = 3.0  # a rank's median step/data time this many times the others' median
COMPARED = ("train_loss", "grad_norm", "loss_scale")
REDUCTION_WINDOW = 4  # points on each side of a reduction change whose levels must differ by the world size
REDUCTION_MASKS = {"loss_spikes", "divergence"}  # what a reduction change looks like to the curve detectors
REDUCTION_TOLERANCE = 0.15  # a level ratio within 15% of the world size (sums of noisy per-rank losses)
TIMES = ("step_time", "data_time")


def rank_findings(runs: Sequence[Run]) -> list[Finding]:
    """Every cross-rank finding for the ranks among `runs` (none when fewer than two ranks were read)."""
    ranks = sorted((r for r in runs if r.meta.get("rank") is not None), key=lambda r: r.meta["rank"])
    if len(ranks) < 2:
        return []
    job = ranks[0].meta.get("job") or {}
    found = [*_failure(ranks, job), *_first_nan(ranks)]
    found += [f for m in COMPARED if (f := _apart(ranks, m)) is not None]
    found += [f for m in TIMES if (f := _straggler(ranks, m)) is not None][:1]
    return found


def world_size(runs: Sequence[Run]) -> int | None:
    """The job's world size: the ranks read from the log, else a printed `world_size` (None when unknown)."""
    ranks = {r.meta["rank"] for r in runs if r.meta.get("rank") is not None}
    if len(ranks) >= 2:
        return len(ranks)
    for run in runs:
        try:
            n = int(float(run.hparams.get("world_size")))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            continue
        if n >= 2:
            return n
    return None


def reduction_change(run: Run, world: int) -> tuple[int, float] | None:
    """(step, ratio) where the train loss moves in one step by the world size (x N or / N within 15%) and its
    level moves with it: the median of the next points against the median of the points before, by about the
    same factor. That is the loss logged as a sum over the ranks instead of a mean, or back. A spike comes back,
    and a noisy loss that jumps by N once (a DPO loss near 0) keeps its level; this does neither."""
    s = run.get("train_loss")
    v = s.to_numpy()
    ok = np.isfinite(v) & (v > 0)
    v, steps = np.log(v[ok]), s.index.to_numpy()[ok]
    w = REDUCTION_WINDOW
    if v.size < 2 * w:
        return None
    target, tol = np.log(world), np.log(1 + REDUCTION_TOLERANCE)
    level = np.median(np.lib.stride_tricks.sliding_window_view(v, w), axis=1)  # level[j]: points j .. j+w-1
    k = np.arange(w - 1, v.size - w)  # a jump from point k to point k+1, with w points on each side
    jump = v[k + 1] - v[k]
    moved = level[k + 1] - level[k - w + 1]
    hit = k[(np.abs(np.abs(jump) - target) <= tol) & (np.abs(np.abs(moved) - target) <= 2 * tol)
            & (np.sign(moved) == np.sign(jump))]
    if hit.size == 0:
        return None
    i = int(hit[0]) + 1
    return int(steps[i]), float(np.exp(v[i] - v[i - 1]))


def drop_reduction_changes(runs: Sequence[Run], findings: list[Finding]) -> list[Finding]:
    """A train loss that moves by the world size at one step is a logging change: each such run gets a reading
    note, and its loss spike or divergence found from that step is dropped (it is not the training)."""
    world = world_size(runs)
    if world is None:
        return findings
    changed: dict[str, int] = {}
    for run in runs:
        found = reduction_change(run, world)
        if found is None:
            continue
        at_step, ratio = found
        changed[run.name] = at_step
        if len(changed) == 1:
            run.notes.append(f"train_loss moves x{ratio:.2f} in one step at step {step(at_step)} and stays there: about "
                             f"the world size ({world}), so from there the loss is logged summed over the ranks "
                             "instead of averaged (or the reverse); a logging change, not a spike or a divergence")
    if not changed:
        return findings
    return [f for f in findings if not (f.symptom in REDUCTION_MASKS and f.run in changed and f.steps is not None
                                        and f.steps[0] <= changed[f.run] <= f.steps[1] and f.metric == "train_loss")]


def fold_apart_rank(cross: list[Finding], per_rank: list[Finding]) -> list[Finding]:
    """Findings seen only on the rank that stays apart from the others are that disagreement, not the job's
    problem: each becomes a line of the disagreement's evidence instead of a symptom of its own."""
    apart = next((f for f in cross if f.symptom == "rank_disagreement"), None)
    if apart is None:
        return per_rank
    elsewhere = {f.symptom for f in per_rank if f.run != apart.run}
    kept = []
    for f in per_rank:
        if f.run == apart.run and f.symptom not in elsewhere and f.symptom != "healthy" and f.severity != "info":
            apart.evidence.append(f"alone, its curve reads as {f.symptom.replace('_', ' ')}: {f.evidence[0]}"
                                  if f.evidence else f"alone, its curve reads as {f.symptom.replace('_', ' ')}")
            continue
        kept.append(f)
    return kept


def _names(runs: Sequence[Run]) -> str:
    nums = [str(r.meta["rank"]) for r in runs]
    return ("rank " if len(nums) == 1 else "ranks ") + ", ".join(nums[:6]) + (" ..." if len(nums) > 6 else "")


def _failure(ranks: list[Run], job: dict) -> list[Finding]:
    by_rank = {r.meta["rank"]: r for r in ranks}
    last = {k: r.steps[1] for k, r in by_rank.items() if r.steps}
    if not last:
        return []
    top = max(last.values())
    lines = job.get("last_lines") or {}
    failure = job.get("failure")
    if failure is not None and failure.get("failed_rank") in by_rank:
        k = failure["failed_rank"]
        code = failure.get("exitcode")
        how = f"was killed by {failure['signal']}" if failure.get("signal") else f"exited with code {code}"
        at = last.get(k, top)
        said = f"; its last line: '{lines[k]}'" if lines.get(k) else ""
        planned = by_rank[k].meta.get("planned_steps")
        finished = planned is not None and top >= planned  # it died at shutdown, after the last planned step
        evidence = [f"{failure.get('launcher', 'the launcher')} reports it {how} after step {step(at)}{said}"]
        if finished:
            evidence.append(f"every rank had reached step {step(top)} of the {step(planned)} planned: it failed "
                            "at shutdown, after the training")
        return [Finding(symptom="rank_failure", severity="warning" if finished else "critical",
                        confidence=0.6 if finished else 0.95, steps=(at, at), metric="train_loss",
                        evidence=evidence, run=f"rank {k}", detector="ranks",
                        facts={"failed_rank": k, "exitcode": code, "signal": failure.get("signal"),
                               "failed_at": at, "finished": finished})]
    crashed = job.get("crashed") or {}
    stopped = sorted(k for k, v in last.items() if v < STOPPED_SHARE * top)
    timeouts = job.get("timeouts") or {}
    if stopped:
        k = stopped[0]
        why = f"; it ended with '{crashed[k]}'" if k in crashed else (
            f"; its last line: '{lines[k]}'" if lines.get(k) else "")
        waited = ""
        if timeouts:
            t = next(iter(timeouts.values()))
            waited = (f"; {_names([by_rank[r] for r in timeouts if r in by_rank])} timed out waiting "
                      f"{num(t['waited_ms'] / 1000)} s in {t['op']}")
        others = [r for r in ranks if r.meta["rank"] not in stopped]
        return [Finding(symptom="rank_failure", severity="critical", confidence=0.85 if (k in crashed or timeouts)
                        else 0.7, steps=(last[k], top), metric="train_loss", run=f"rank {k}", detector="ranks",
                        evidence=[f"stops logging at step {step(last[k])} while {_names(others)} go on to step "
                                  f"{step(top)}{why}{waited}"],
                        facts={"failed_rank": k, "failed_at": last[k]})]
    if crashed:
        k = sorted(crashed)[0]
        return [Finding(symptom="rank_failure", severity="critical", confidence=0.8, steps=(last.get(k, top),) * 2,
                        metric="train_loss", run=f"rank {k}", detector="ranks",
                        evidence=[f"ends in a traceback after step {step(last.get(k, top))}: '{crashed[k]}'"],
                        facts={"failed_rank": k, "failed_at": last.get(k, top)})]
    return []


def _first_nan(ranks: list[Run]) -> list[Finding]:
    firsts: dict[int, int] = {}
    for r in ranks:
        s = r.get("train_loss")
        bad = ~np.isfinite(s.to_numpy())
        if bad.any():
            firsts[r.meta["rank"]] = int(s.index[bad.argmax()])
    if not firsts:
        return []
    first = min(firsts.values())
    leaders = [r for r in ranks if firsts.get(r.meta["rank"]) == first]
    finite = {}
    for r in ranks:
        s = r.get("train_loss")
        if first in s.index and np.isfinite(v := float(s.loc[first])):
            finite[r.meta["rank"]] = v
    if not finite:
        return []  # every rank went NaN together: the shared weights or lr, which the per-rank findings cover
    lead = leaders[0]
    others = [r for r in ranks if r.meta["rank"] in finite]
    values = ", ".join(num(finite[r.meta["rank"]]) for r in others[:6])
    evidence = [f"train_loss is NaN first on {_names(leaders)}, at step {step(first)}, while {_names(others)} "
                f"logged {values} at that step"]
    if len(firsts) == len(ranks):
        evidence.append(f"every rank is NaN from step {step(max(firsts.values()))}: the gradient all-reduce "
                        "carried it to all of them")
    last = max(r.steps[1] for r in ranks if r.steps)
    return [Finding(symptom="nan_inf", severity="critical", confidence=0.99, steps=(first, last), metric="train_loss",
                    evidence=evidence, run=lead.name, detector="ranks",
                    facts={"first_nan_step": first, "nan_rank": lead.meta["rank"]})]


def _common(ranks: list[Run], metric: str) -> pd.DataFrame | None:
    """The metric on the steps every rank logged, one column per rank (None if a rank lacks it)."""
    cols = {}
    for r in ranks:
        s = r.get(metric)
        s = s[np.isfinite(s.to_numpy())]
        if len(s) < MIN_POINTS:
            return None
        cols[r.meta["rank"]] = s[~s.index.duplicated(keep="last")]
    table = pd.DataFrame(cols).dropna()
    return table if len(table) >= MIN_POINTS else None


def _apart(ranks: list[Run], metric: str) -> Finding | None:
    """A rank whose level over the last third of the shared steps stays apart from the others'."""
    table = _common(ranks, metric)
    if table is None or (table <= 0).any().any():
        return None
    tail = np.log(table.iloc[-max(MIN_POINTS, len(table) // 3):])
    level = tail.median()
    by_rank = {r.meta["rank"]: r for r in ranks}
    for k in level.index:
        others = tail.drop(columns=k)
        centre = others.median(axis=1)  # per step: the other ranks' level
        gap = (tail[k] - centre).to_numpy()
        spread = float(np.median(np.abs(others.sub(centre, axis=0).to_numpy()))) or 1e-9
        if (np.abs(gap) >= np.log(APART_RATIO)).mean() >= 0.8 and abs(float(np.median(gap))) >= APART_SPREAD * spread:
            ratio = float(np.exp(np.median(gap)))
            at = int(table.index[-1])
            row = table.loc[at]
            rest = [r for r in ranks if r.meta["rank"] != k]
            evidence = [f"{metric} {num(float(row[k]))} at step {step(at)} against "
                        f"{', '.join(num(float(row[r.meta['rank']])) for r in rest[:6])} on {_names(rest)}; "
                        f"{num(ratio)}x the other ranks' level over the last {len(tail)} shared points"]
            far = metric == "train_loss" and not 0.5 < ratio < 2.0  # half the job's gradient is off
            return Finding(symptom="rank_disagreement", severity="critical" if far else "warning", confidence=0.85,
                           steps=(int(tail.index[0]), at), metric=metric, evidence=evidence,
                           run=by_rank[k].name, detector="ranks",
                           facts={"apart_rank": int(k), "ratio": round(ratio, 3), "compared": metric})
    return None


def _straggler(ranks: list[Run], metric: str) -> Finding | None:
    """One rank's time per step (or waiting for data) well above the others' on the same steps."""
    table = _common(ranks, metric)
    if table is None:
        return None
    level = table.median()
    for k in level.index:
        rest = level.drop(k)
        slow = table[k] > STRAGGLER_RATIO * table.drop(columns=k).median(axis=1)
        if level[k] > STRAGGLER_RATIO * float(rest.median()) and slow.mean() >= 0.3:
            since = int(slow.idxmax())
            run = next(r for r in ranks if r.meta["rank"] == k)
            others = [r for r in ranks if r.meta["rank"] != k]
            name = run.original_names.get(metric, metric)
            at = int(table.index[slow.to_numpy()][-1])
            evidence = [f"{name} {num(float(table.at[at, k]))} at step {step(at)} against "
                        f"{', '.join(num(float(table.at[at, r.meta['rank']])) for r in others[:6])} on "
                        f"{_names(others)}; slower than the others on {int(slow.sum())} of {len(slow)} shared points "
                        f"from step {step(since)}: the whole job waits for this rank at every all-reduce"]
            return Finding(symptom="throughput_regression", severity="warning", confidence=0.95,
                           steps=(since, int(table.index[-1])), metric=metric, evidence=evidence, run=run.name,
                           detector="ranks", facts={"straggler_rank": int(k), "slow_metric": metric})
    return None

"""Diagnosis accuracy on the labelled sets, with runmedic on the same logs when it is installed.

    .venv/bin/python bench/accuracy.py                 # every set, one table, then the dev failures
    .venv/bin/python bench/accuracy.py --set dev -v    # one set, per-symptom figures and every failing case
    .venv/bin/python bench/accuracy.py --json          # machine-readable
    .venv/bin/python bench/accuracy.py --calibration   # stated confidence against the share that is right, by band

Each corpus split also gets a row for its RL and preference fine-tunes (`dev:rl`, `test:rl`: GRPO, PPO, DPO and
relatives, chosen from the labels: an RL or preference symptom id, or the trainer named in the case id or its
context); `rl` is fixtures/rl, real small TRL runs made here.

Sets: `dev` and `test` are the real-log corpus (bench/corpus/, public logs nobody here wrote, labelled
blind); `eval` (fixtures/eval, runs made here with injected faults) and `real` (fixtures/real) are the
older examples. The test split is scored like the others, but its failing cases are never printed: read
and tune on dev only (`--show-test-cases` exists for the final write-up, not for development).

How a case is scored:
- "found" is the list of symptom ids the report gives, in its order ("healthy" counts as an id).
- A pathological case is *found* when its primary symptom is in the list, *first* when it leads it.
- On a healthy case, *stop* is a "stop and fix" verdict (the worst error), *warn* any warning or
  critical symptom.
- *cause@2*: a labelled cause is among the report's first two causes (cases with an established cause).
- *unfaithful*: the report quotes a value "at step N" that the run table does not hold at step N
  (traindiag.report.faithful); every report of every set is checked.
- runmedic (the `bench` extra): its checks mapped to our symptom ids; a critical finding counts as a
  stop, a warning or critical one as a warning.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench" / "corpus"))
from build import is_rl_case  # noqa: E402  (which corpus cases are RL or preference fine-tunes)

SETS = {"dev": REPO / "bench" / "corpus" / "dev", "test": REPO / "bench" / "corpus" / "test",
        "eval": REPO / "fixtures" / "eval", "real": REPO / "fixtures" / "real", "rl": REPO / "fixtures" / "rl"}
CORPUS_SPLITS = {"dev", "test"}
SEALED = {"test"}
ALARM = {"warning", "critical"}
# runmedic check id -> our symptom id (checks with no symptom counterpart map to None and are ignored).
RUNMEDIC_IDS = {
    "non_finite": "nan_inf", "divergence": "divergence", "loss_spikes": "loss_spikes", "no_learning": "not_learning",
    "overfitting": "overfitting", "grad_spikes": "exploding_gradients", "constant_lr_plateau": "plateau",
    "input_bound": "throughput_regression", "slow_steps": "throughput_regression", "slowdown": "throughput_regression",
    "memory_growth": "memory_growth", "log:cuda_oom": "memory_growth", "log:anomaly_nan": "nan_inf",
}


@dataclass
class Outcome:
    case: str
    primary: str
    labelled: list[str]
    healthy: bool
    causes: list[str]
    expected_verdict: str | None = None
    found: list[tuple[str, str]] = field(default_factory=list)  # (symptom id, severity), report order
    confidences: list[float] = field(default_factory=list)  # the report's confidence of each found symptom
    found_causes: list[str] = field(default_factory=list)
    verdict: str | None = None
    unfaithful: list[str] = field(default_factory=list)
    error: str | None = None
    peer: list[tuple[str, str]] | None = None  # runmedic's (symptom id, severity); None when not run
    peer_error: str | None = None
    rl: bool = False  # an RL or preference fine-tune (from the label)

    @property
    def ids(self) -> list[str]:
        return [s for s, _ in self.found]

    @property
    def detected(self) -> bool:
        return self.primary in self.ids

    @property
    def top1(self) -> bool:
        return bool(self.ids) and self.ids[0] == self.primary

    @property
    def false_alarm(self) -> bool:
        return self.healthy and any(sev in ALARM for _, sev in self.found)

    @property
    def healthy_stopped(self) -> bool:
        return self.healthy and self.verdict == "stop_and_fix"

    @property
    def cause_at2(self) -> bool:
        return bool(set(self.causes) & set(self.found_causes[:2]))

    @property
    def peer_detected(self) -> bool:
        if self.peer is None:
            return False
        if self.primary == "healthy":
            return not any(sev in ALARM for _, sev in self.peer)
        return self.primary in [s for s, _ in self.peer]


def diagnose_case(path: Path) -> tuple[list[tuple[str, str]], list[str], str, list[str], list[float]]:
    """(symptoms as (id, severity), cause ids, verdict, unfaithful quotes, symptom confidences) for one log."""
    from traindiag.diagnosis.pipeline import diagnose_path
    from traindiag.report.faithful import unfaithful_quotes

    report, runs = diagnose_path(path)
    return ([(s.id, s.severity) for s in report.symptoms], [c.id for c in report.causes], report.verdict.decision,
            unfaithful_quotes(report, runs), [s.confidence for s in report.symptoms])


def runmedic_case(path: Path) -> list[tuple[str, str]]:
    from runmedic import loaders, roles
    from runmedic.checks import run_checks

    found = []
    for run in loaders.load(str(path)):
        for f in run_checks(run, roles.detect(run)):
            sid = RUNMEDIC_IDS.get(f.check)
            if sid:
                found.append((sid, f.severity))
    return found


def peer_available() -> bool:
    try:
        import runmedic  # noqa: F401
    except ImportError:
        return False
    return True


def run_set(folder: Path, peer: bool = False) -> list[Outcome]:
    labels = json.loads((folder / "labels.json").read_text())
    outcomes = []
    for case, label in labels.items():
        o = Outcome(case=case, primary=label["primary_symptom"], labelled=list(label["symptoms"]),
                    healthy=bool(label["healthy"]), causes=list(label.get("causes", [])),
                    expected_verdict=label.get("verdict"),
                    rl=is_rl_case(case, label))
        path = folder / label["file"]
        try:
            o.found, o.found_causes, o.verdict, o.unfaithful, o.confidences = diagnose_case(path)
        except Exception as exc:  # a crash or refusal is scored as "nothing found" and listed with its message
            o.error = f"{type(exc).__name__}: {exc}"[:200]
        if peer:
            try:
                o.peer = runmedic_case(path)
            except Exception as exc:
                o.peer, o.peer_error = [], f"{type(exc).__name__}: {exc}"[:120]
        outcomes.append(o)
    return outcomes


def rate(hits: int, total: int) -> float | None:
    return round(hits / total, 3) if total else None


def summarise(outcomes: list[Outcome]) -> dict:
    sick = [o for o in outcomes if not o.healthy]
    healthy = [o for o in outcomes if o.healthy]
    with_causes = [o for o in sick if o.causes]
    ids = sorted({s for o in outcomes for s in o.labelled} | {s for o in outcomes for s in o.ids})
    per_symptom = {}
    for s in ids:
        tp = sum(s in o.labelled and s in o.ids for o in outcomes)
        fp = sum(s not in o.labelled and s in o.ids for o in outcomes)
        fn = sum(s in o.labelled and s not in o.ids for o in outcomes)
        per_symptom[s] = {"tp": tp, "fp": fp, "fn": fn, "precision": rate(tp, tp + fp), "recall": rate(tp, tp + fn)}
    failures = []
    for o in outcomes:
        if o.error or (not o.healthy and not o.top1) or o.false_alarm or o.unfaithful:
            failures.append({"case": o.case, "expected": o.primary, "verdict": o.verdict,
                             "found": [f"{s}({sev})" for s, sev in o.found], "error": o.error,
                             "unfaithful": o.unfaithful[:3]})
    peer = [o for o in outcomes if o.peer is not None]
    out = {
        "cases": len(outcomes), "pathological": len(sick), "healthy": len(healthy),
        "errors": sum(o.error is not None for o in outcomes),
        "primary_detected": rate(sum(o.detected for o in sick), len(sick)),
        "primary_top1": rate(sum(o.top1 for o in sick), len(sick)),
        "stop_on_healthy": sum(o.healthy_stopped for o in healthy),
        "false_alarm_rate": rate(sum(o.false_alarm for o in healthy), len(healthy)),
        "cause_cases": len(with_causes),
        "cause_at2": rate(sum(o.cause_at2 for o in with_causes), len(with_causes)),
        "unfaithful_reports": sum(bool(o.unfaithful) for o in outcomes),
        "per_symptom": per_symptom,
        "failures": failures,
        "outcomes": [asdict(o) | {"detected": o.detected, "false_alarm": o.false_alarm} for o in outcomes],
    }
    if peer:
        out["runmedic"] = {
            "primary_detected": rate(sum(o.peer_detected for o in peer if not o.healthy), len(sick)),
            "stop_on_healthy": sum(any(sev == "critical" for _, sev in o.peer) for o in peer if o.healthy),
            "false_alarm_rate": rate(sum(any(sev in ALARM for _, sev in o.peer) for o in peer if o.healthy),
                                     len(healthy)),
            "errors": sum(o.peer_error is not None for o in peer),
        }
    return out


BANDS = ((0.0, 0.5), (0.5, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01))


def calibration(outcomes: list[Outcome]) -> list[dict]:
    """Reliability by confidence band: of the symptoms reported at a stated confidence, how many the labels
    hold (any labelled symptom of the case; a reported "healthy" is right on a healthy case)."""
    rows = []
    for lo, hi in BANDS:
        stated, right = [], 0
        for o in outcomes:
            for (sid, _), conf in zip(o.found, o.confidences, strict=False):
                if lo <= conf < hi:
                    stated.append(conf)
                    right += sid in o.labelled
        if stated:
            rows.append({"band": f"{lo:.1f}-{min(hi, 1.0):.1f}", "symptoms": len(stated),
                         "stated": round(sum(stated) / len(stated), 3), "right": round(right / len(stated), 3)})
    return rows


def print_calibration(name: str, rows: list[dict]) -> None:
    print(f"\n== {name}: confidence bands (stated mean confidence against the share the labels hold)")
    print("| band | symptoms | stated | right |\n|---|---|---|---|")
    for r in rows:
        print(f"| {r['band']} | {r['symptoms']} | {r['stated']:.2f} | {r['right']:.2f} |")


def fmt(v: float | None) -> str:
    return "-" if v is None else f"{v:.2f}"


def print_summary(results: dict[str, dict]) -> None:
    head = ("| set | cases (sick + healthy) | primary found | listed first | stop on healthy | warning on healthy "
            "| cause in top 2 | reports quoting a number the log lacks | errors | runmedic: found / stop on healthy "
            "/ warning on healthy |")
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    for name, s in results.items():
        rm = s.get("runmedic")
        peer = (f"{fmt(rm['primary_detected'])} / {rm['stop_on_healthy']} / {fmt(rm['false_alarm_rate'])}"
                if rm else "not installed")
        causes = f"{fmt(s['cause_at2'])} (of {s['cause_cases']})" if s["cause_cases"] else "-"
        print(f"| {name} | {s['cases']} ({s['pathological']} + {s['healthy']}) | {fmt(s['primary_detected'])} "
              f"| {fmt(s['primary_top1'])} | {s['stop_on_healthy']} | {fmt(s['false_alarm_rate'])} | {causes} "
              f"| {s['unfaithful_reports']} | {s['errors']} | {peer} |")


def print_details(name: str, s: dict, verbose: bool) -> None:
    if verbose:
        print(f"\n== {name}: per symptom")
        print(f"{'symptom':24s} {'prec':>5s} {'recall':>6s} {'tp':>3s} {'fp':>3s} {'fn':>3s}")
        for sid, m in s["per_symptom"].items():
            print(f"{sid:24s} {fmt(m['precision']):>5s} {fmt(m['recall']):>6s} {m['tp']:3d} {m['fp']:3d} {m['fn']:3d}")
    if s["failures"]:
        print(f"\n== {name}: cases not right ({len(s['failures'])})")
        for f in s["failures"]:
            found = ", ".join(f["found"]) or "nothing"
            print(f"  {f['case']:44s} expected {f['expected']:22s} verdict {f['verdict']}; found {found}"
                  + (f"  [error: {f['error']}]" if f["error"] else "")
                  + (f"  [unfaithful: {'; '.join(f['unfaithful'])}]" if f["unfaithful"] else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print machine-readable results")
    parser.add_argument("--set", choices=list(SETS), action="append", help="which set(s); default all")
    parser.add_argument("-v", "--verbose", action="store_true", help="per-symptom precision and recall")
    parser.add_argument("--no-peer", action="store_true", help="skip runmedic even when it is installed")
    parser.add_argument("--calibration", action="store_true", help="reliability of the stated confidences, by band")
    parser.add_argument("--show-test-cases", action="store_true",
                        help="also list the test split's failing cases (final write-up only)")
    args = parser.parse_args(argv)
    peer = not args.no_peer and peer_available()
    results = {}
    for name in args.set or list(SETS):
        if not (SETS[name] / "labels.json").exists():
            print(f"{SETS[name]}/labels.json missing: nothing to score for '{name}'", file=sys.stderr)
            continue
        outcomes = run_set(SETS[name], peer)
        results[name] = summarise(outcomes)
        results[name]["calibration"] = calibration(outcomes)
        if name in CORPUS_SPLITS and any(o.rl for o in outcomes):
            results[f"{name}:rl"] = summarise([o for o in outcomes if o.rl])
    if args.json:
        for name in [n for n in results if n.split(":")[0] in SEALED]:
            if not args.show_test_cases:
                results[name] = {k: v for k, v in results[name].items() if k not in ("failures", "outcomes")}
        print(json.dumps(results, indent=2))
        return 0
    print_summary(results)
    if not peer:
        print("\nrunmedic: not run (pip install -e '.[bench]')")
    for name, s in results.items():
        if args.calibration and "calibration" in s:
            print_calibration(name, s["calibration"])
        if name.endswith(":rl"):
            continue  # its cases are listed with the whole split's
        if name not in SEALED or args.show_test_cases:
            print_details(name, s, args.verbose)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

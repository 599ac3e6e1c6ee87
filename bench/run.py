"""Every traindiag benchmark in one table, with the peers measured in the same run on the same files.

    .venv/bin/pip install tbparse runmedic trainspotter   # the peers, bench set-up only (or the 'bench' extra)
    .venv/bin/python bench/run.py            # full: 1M lines, 10k/1M steps, 200 MB log (~20 min, mostly peers)
    .venv/bin/python bench/run.py --quick    # 100k lines, 10k/100k steps, 20 MB log, peers on 10k (~1 min)
    .venv/bin/python bench/run.py --json     # the same rows as JSON (machine header included)
    .venv/bin/python bench/run.py --big-mb 1024 --skip ingest,diagnose,report,probe,plot,watch,accuracy,peers

Sections (each reuses the functions of the dedicated bench script, which prints more detail):
- ingest: lines (or scalars) per second and peak memory growth per format (bench/ingest.py), each read in
  a fresh interpreter after a warm-up read;
- tensorboard vs tbparse: the same event file read by both, in fresh interpreters;
- diagnose: latency of detect + rank + markdown on 10k- and 1M-step runs (bench/diagnose_speed.py), with
  the report's size in JSON bytes and markdown tokens (approximate: characters / 4);
- report size: over the labelled eval and real logs (fixtures/), mean and largest;
- big log: peak resident memory and time of `diagnose_path` on large text logs (200 MiB and 1 GiB full,
  20 MiB quick) in a fresh interpreter;
- probe: step-time overhead of `traindiag.probe` (bench/probe_overhead.py; needs torch);
- plot: seconds to draw and save the PNG of a 10k- and 1M-step run (bench/plot.py's run with spikes);
- watch: CPU time per appended line as a log grows to 1M lines, read only and read + diagnose
  (bench/watch.py's log and measurement);
- accuracy: primary symptom detected, listed first, labelled cause in the top 3, false alarms
  (bench/accuracy.py);
- peers: parse + diagnose time of traindiag, runmedic and trainspotter on the same CSV, JSONL and
  TensorBoard files, as seconds and as the peer's time over ours (above 1: traindiag is faster). A peer
  that is missing, fails or runs past the timeout says so in the table.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.metadata
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))

import accuracy  # noqa: E402
import diagnose_speed  # noqa: E402
import ingest  # noqa: E402

PEERS = ("runmedic", "trainspotter")
TOKEN_CHARS = 4  # the usual rule of thumb for English text and numbers


@dataclass
class Row:
    section: str
    case: str
    figure: str
    value: float | None
    unit: str = ""
    note: str = ""


# --- machine ------------------------------------------------------------------------------------

def machine() -> dict[str, str]:
    cpu = platform.processor() or platform.machine()
    with contextlib.suppress(OSError, StopIteration):
        cpu = next(ln.split(":", 1)[1].strip() for ln in Path("/proc/cpuinfo").read_text().splitlines()
                   if ln.startswith("model name"))
    try:
        kib = next(int(ln.split()[1]) for ln in Path("/proc/meminfo").read_text().splitlines()
                   if ln.startswith("MemTotal"))
        ram = f"{kib / 1024**2:.0f} GiB"
    except (OSError, StopIteration):
        ram = "?"
    versions = {}
    for package in ("traindiag", "numpy", "pandas", "matplotlib", "torch", "mcp", "tbparse", *PEERS):
        try:
            versions[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            versions[package] = "not installed"
    return {"cpu": cpu, "cores": str(os.cpu_count()), "ram": ram, "os": platform.platform(terse=True),
            "python": platform.python_version(), "load_at_start": f"{os.getloadavg()[0]:.2f}",
            **{f"{k} version": v for k, v in versions.items()}}


# --- fresh-interpreter measurements ------------------------------------------------------------------

# Imports and one warm-up call first, then the resident-set high-water mark is reset and the timed call
# runs. Prints {"seconds", "cpu" (seconds), "peak_growth" (bytes), "points"} or {"error"}.
_CHILD = ingest.PEAK_MEMORY + r"""
import json, sys, time
tool, path, warmup = sys.argv[1], sys.argv[2], sys.argv[3]
if tool == "traindiag":
    from traindiag.diagnosis.pipeline import diagnose_path
    from traindiag.report.markdown import render_markdown
    def job(p):
        report, runs = diagnose_path(p)
        return len(render_markdown(report)), sum(len(s) for r in runs for s in r.series.values())
elif tool == "runmedic":
    from runmedic import loaders, report, roles
    from runmedic.checks import run_checks
    def job(p):
        runs = loaders.load(p)
        results = [(r, roles.detect(r)) for r in runs]
        results = [(r, ro, run_checks(r, ro)) for r, ro in results]
        return len(report.to_json(results)), sum(len(v) for r in runs for v in r.series.values())
elif tool == "trainspotter":
    from pathlib import Path
    from trainspotter import load_run, run_all
    from trainspotter.report import to_json_str
    def job(p):
        run = load_run(p, fmt="tensorboard" if Path(p).is_dir() else None)
        return len(to_json_str(run, run_all(run))), sum(len(run.get(m)) for m in run.metric_names())
job(warmup)
reset_peak(); before = status("VmRSS"); t, cpu = time.perf_counter(), time.process_time()
size, points = job(path)
seconds, cpu = time.perf_counter() - t, time.process_time() - cpu
print(json.dumps({"seconds": seconds, "cpu": cpu, "peak_growth": max(0, status("VmHWM") - before),
                  "points": points, "output_chars": size}))
"""


def fresh(tool: str, path: Path, warmup: Path, timeout: float) -> dict:
    try:
        out = subprocess.run([sys.executable, "-c", _CHILD, tool, str(path), str(warmup)], capture_output=True,
                             text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"timeout": timeout}
    if out.returncode != 0:
        last = (out.stderr.strip().splitlines() or [f"exit status {out.returncode}"])[-1]
        return {"error": last[:160]}
    return json.loads(out.stdout.strip().splitlines()[-1])


# --- sections ------------------------------------------------------------------------------------

def ingest_rows(tmp: Path, lines: int, repeat: int) -> tuple[list[Row], Path, Path]:
    """Per-format read speed and memory; returns the TensorBoard file and its warm-up for tbparse."""
    rows: list[Row] = []
    tb = warm_tb = tmp / "missing"
    for fmt, write in ingest.WRITERS.items():
        suffix = {"csv": ".csv", "jsonl": ".jsonl", "wandb": ".jsonl", "tensorboard": ""}.get(fmt, ".log")
        folder = tmp / f"ingest-{fmt}"
        folder.mkdir()
        name = f"events.out.tfevents.{lines}.bench" if fmt == "tensorboard" else f"{fmt}{suffix}"
        path, warmup = folder / name, tmp / f"warm-{fmt}" / (name if fmt == "tensorboard" else f"w{suffix}")
        warmup.parent.mkdir()
        write(path, lines)
        write(warmup, 200)
        os.sync()  # the kernel's write-back of the new files must not compete with the reads
        r = ingest.measure("traindiag", path, fmt, warmup, repeat)
        unit = "scalars/s" if fmt == "tensorboard" else "lines/s"
        case = f"{fmt}, {lines:,} {'scalars' if fmt == 'tensorboard' else 'lines'}"
        if "error" in r or r.get("missing"):
            rows.append(Row("ingest", case, "read", None, unit, r.get("error", "reader not installed")))
            continue
        size = path.stat().st_size
        rows += [Row("ingest", case, "read speed", lines / r["seconds"], unit,
                     f"median of {repeat} reads: {r['seconds']:.2f} s wall (best {r['best']:.2f} s), "
                     f"{lines / r['cpu']:,.0f} {unit} CPU"),
                 Row("ingest", case, "peak memory", r["peak_growth"] / 1e6, "MB",
                     f"{r['peak_growth'] / size:.1f}x the {size / 1e6:.0f} MB file")]
        if fmt == "tensorboard":
            tb, warm_tb = path, warmup
    return rows, tb, warm_tb


def tbparse_rows(tb: Path, warm: Path, lines: int, ours: Row | None, repeat: int) -> list[Row]:
    case = f"tensorboard, {lines:,} scalars"
    r = ingest.measure("tbparse", tb, "tensorboard", warm, repeat)
    if "error" in r:
        return [Row("vs tbparse", case, "tbparse read", None, "s", f"tbparse could not run: {r['error']}")]
    seconds = lines / ours.value if ours is not None and ours.value else None
    rows = [Row("vs tbparse", case, "tbparse read", r["seconds"], "s",
                f"peak {r['peak_growth'] / 1e6:.0f} MB")]
    if seconds:
        rows += [Row("vs tbparse", case, "traindiag read", seconds, "s"),
                 Row("vs tbparse", case, "tbparse / traindiag", r["seconds"] / seconds, "x",
                     "above 1: traindiag reads faster")]
    return rows


def diagnose_rows(sizes: list[int], repeats: int) -> list[Row]:
    from traindiag.diagnosis.engine import diagnose
    from traindiag.report.markdown import render_markdown

    rows: list[Row] = []
    diagnose([diagnose_speed.synthetic(1_000)])  # first-use imports and caches
    for n in sizes:
        for nan in (False, True):
            times = []
            for _ in range(repeats):
                # A fresh Run each time: the detectors cache per-series buckets, so repeating on one
                # Run would time the cache, not a diagnosis.
                run = diagnose_speed.synthetic(n, nan)
                t = time.perf_counter()
                report = diagnose([run])
                md = render_markdown(report)
                times.append(time.perf_counter() - t)
            case = f"{n:,} steps, {'NaN from 90%' if nan else 'healthy'}"
            rows += [Row("diagnose", case, "latency (median)", statistics.median(times), "s",
                         f"verdict {report.verdict.decision}; {len(times)} runs"),
                     Row("diagnose", case, "report JSON", len(report.to_json()), "bytes"),
                     Row("diagnose", case, "report markdown", len(md) / TOKEN_CHARS, "tokens",
                         f"{len(md):,} chars / {TOKEN_CHARS}")]
    return rows


def report_size_rows() -> list[Row]:
    from traindiag.diagnosis.pipeline import diagnose_path
    from traindiag.errors import TraindiagError
    from traindiag.report.markdown import render_markdown

    json_sizes, tokens = [], []
    for name in ("eval", "real"):
        labels = REPO / "fixtures" / name / "labels.json"
        if not labels.exists():
            continue
        for label in json.loads(labels.read_text()).values():
            try:
                report, _ = diagnose_path(labels.parent / label["file"])
            except TraindiagError:
                continue
            json_sizes.append(len(report.to_json()))
            tokens.append(len(render_markdown(report)) / TOKEN_CHARS)
    if not tokens:
        return [Row("report size", "labelled logs", "markdown", None, "tokens", "no fixtures/*/labels.json")]
    case = f"{len(tokens)} labelled logs"
    return [Row("report size", case, "markdown mean", statistics.mean(tokens), "tokens", f"largest {max(tokens):,.0f}"),
            Row("report size", case, "JSON mean", statistics.mean(json_sizes), "bytes",
                f"largest {max(json_sizes):,}")]


def big_log_rows(tmp: Path, sizes_mb: list[int]) -> list[Row]:
    """Peak memory of a whole diagnosis of large free-text logs, each in a fresh interpreter (above
    `diagnosis.pipeline.STREAM_ABOVE_BYTES` a log is read in chunks)."""
    warm = tmp / "big-warm" / "train.log"
    warm.parent.mkdir()
    ingest.write_freetext(warm, 500)
    rows = []
    for megabytes in sizes_mb:
        path = tmp / f"big-{megabytes}" / "train.log"
        path.parent.mkdir()
        lines = megabytes * 1024**2 // 96  # about 96 bytes a line
        ingest.write_freetext(path, lines)
        size = path.stat().st_size
        case = f"free-text log, {size / 1024**2:,.0f} MiB, {lines:,} lines"
        r = fresh("traindiag", path, warm, timeout=1200)
        path.unlink()
        if "seconds" not in r:
            rows.append(Row("big log", case, "diagnose", None, "", r.get("error") or f"ran past {r.get('timeout')} s"))
            continue
        rows += [Row("big log", case, "parse + diagnose", r["seconds"], "s",
                     f"{r['cpu']:.1f} s CPU, {lines / r['cpu']:,.0f} lines per CPU second"),
                 Row("big log", case, "peak memory growth", r["peak_growth"] / 1e6, "MB",
                     f"{r['peak_growth'] / size:.2f}x the file")]
    return rows


def probe_rows(quick: bool) -> list[Row]:
    try:
        import probe_overhead
    except ImportError as exc:
        return [Row("probe", "-", "overhead", None, "%", f"not measured: {exc}")]
    import torch

    torch.set_num_threads(1)
    steps = (2 if quick else 3) * probe_overhead.traindiag.probe.DEFAULT_EVERY
    models = [("mlp", probe_overhead.mlp)] if quick else [("transformer", probe_overhead.transformer),
                                                          ("mlp", probe_overhead.mlp)]
    rows = []
    for name, build in models:
        for model, label, ms, over in probe_overhead.measure(name, build, steps):
            if label == "no probe":
                rows.append(Row("probe", f"{model}, no probe", "step time", ms, "ms", "1 torch thread"))
            else:
                rows.append(Row("probe", f"{model}, probe {label}", "overhead", over, "%", f"{ms:.2f} ms/step"))
    return rows


def plot_rows(sizes: list[int]) -> list[Row]:
    try:
        import plot
        from traindiag.analysis import detect
        from traindiag.report.plot import plot_runs
    except ImportError as exc:
        return [Row("plot", "-", "PNG", None, "s", f"not measured: {exc}")]
    rows = []
    for n in sizes:
        run, _, _ = plot.long_run_with_spikes(n)
        findings = [detect(run)[0]]
        plot_runs([run], findings).png()  # matplotlib import and font cache are not the plot's cost
        times = []
        for _ in range(3):
            t = time.perf_counter()
            png = plot_runs([run], findings).png()
            times.append(time.perf_counter() - t)
        rows.append(Row("plot", f"{n:,} steps, 6 metrics", "draw + save PNG (median of 3)", statistics.median(times),
                        "s", f"{len(png) / 1024:.0f} KiB"))
    return rows


def watch_rows(sizes: list[int]) -> list[Row]:
    """CPU time per appended line while a log grows (bench/watch.py's log, batches and measure())."""
    try:
        import numpy as np
        import watch
        from traindiag.watch import Watcher
    except ImportError as exc:
        return [Row("watch", "-", "cost", None, "", f"not measured: {exc}")]
    rng = np.random.default_rng(0)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "train.log"
        path.write_bytes(b"2024-05-14 09:00:00,000 - __main__ - INFO - Starting training: epochs=4\n")
        watcher = Watcher(path)
        watch.append(path, watch.lines(0, watch.BATCH, rng))
        written = watch.BATCH
        watcher.poll(diagnose_now=True)  # the first diagnosis imports the detectors
        for target in sizes:
            while written < target:
                n = min(watch.GROW_BATCH, target - written)
                watch.append(path, watch.lines(written, n, rng))
                written += n
                watcher.poll()
            at = written
            read_only, written = watch.measure(watcher, path, written, rng, diagnose=False)
            with_diagnosis, written = watch.measure(watcher, path, written, rng, diagnose=True)
            case = f"log at {at:,} lines, +{watch.BATCH:,} a poll"
            rows += [Row("watch", case, "read, per appended line", read_only * 1e6, "us CPU"),
                     Row("watch", case, "read + diagnose, per line", with_diagnosis * 1e6, "us CPU",
                         "detectors on every poll (worst case)")]
        watcher.close()
    return rows


def accuracy_rows() -> list[Row]:
    rows = []
    for name, folder in accuracy.SETS.items():
        if not (folder / "labels.json").exists():
            continue
        s = accuracy.summarise(accuracy.run_set(folder))
        case = f"{name} set, {s['cases']} logs"
        note = f"{s['errors']} errors" if s["errors"] else ""
        rows += [Row("accuracy", case, "primary symptom detected", s["primary_detected"], "", note),
                 Row("accuracy", case, "primary symptom listed first", s["primary_top1"]),
                 Row("accuracy", case, "labelled cause in top 3", s["cause_at3"]),
                 Row("accuracy", case, "false alarms on healthy runs", s["false_alarm_rate"])]
    return rows


def peer_rows(tmp: Path, sizes: list[int], timeout: float) -> list[Row]:
    """traindiag against runmedic and trainspotter: parse + diagnose of the same files, fresh interpreters."""
    rows: list[Row] = []
    installed = {}
    for peer in PEERS:
        try:
            installed[peer] = importlib.metadata.version(peer)
        except importlib.metadata.PackageNotFoundError:
            rows.append(Row("vs peers", "-", peer, None, "", f"not installed: pip install {peer}"))
    layouts = {"csv": "metrics.csv", "jsonl": "metrics.jsonl", "tensorboard": "tb/events.out.tfevents.1.bench"}
    for n in sizes:
        for fmt, name in layouts.items():
            folder = tmp / f"peers-{fmt}-{n}"
            warm_folder = tmp / f"peers-{fmt}-warm"
            for f, count in ((folder / name, n), (warm_folder / name, 300)):
                if not f.exists():
                    f.parent.mkdir(parents=True)
                    # A TensorBoard file holds four tags a step: as many scalars as the others' rows x 4.
                    ingest.WRITERS[fmt](f, count * len(ingest.TAGS) if fmt == "tensorboard" else count)
            target = folder / name if fmt != "tensorboard" else (folder / name).parent
            warm = warm_folder / name if fmt != "tensorboard" else (warm_folder / name).parent
            case = f"{fmt}, {n:,} steps"
            ours = fresh("traindiag", target, warm, timeout=max(timeout, 600))
            if "seconds" not in ours:
                rows.append(Row("vs peers", case, "traindiag", None, "s", ours.get("error", "timed out")))
                continue
            rows.append(Row("vs peers", case, "traindiag parse + diagnose", ours["seconds"], "s",
                            f"{ours['cpu']:.2f} s CPU, peak {ours['peak_growth'] / 1e6:.0f} MB"))
            for peer in installed:
                r = fresh(peer, target, warm, timeout)
                if "timeout" in r:
                    rows.append(Row("vs peers", case, f"{peer} / traindiag", None, "x",
                                    f"{peer} ran past {timeout:.0f} s: over {timeout / ours['seconds']:,.0f}x "
                                    "slower (wall)"))
                elif "error" in r:
                    rows.append(Row("vs peers", case, f"{peer} / traindiag", None, "x", f"{peer} failed: {r['error']}"))
                else:  # CPU seconds: other jobs on a shared machine stretch wall time unevenly
                    rows.append(Row("vs peers", case, f"{peer} / traindiag (CPU)", r["cpu"] / ours["cpu"], "x",
                                    f"{peer} {r['seconds']:.2f} s wall, {r['cpu']:.2f} s CPU, peak "
                                    f"{r['peak_growth'] / 1e6:.0f} MB; above 1: traindiag faster"))
    return rows


# --- output ----------------------------------------------------------------------------------------

def show(value: float | None, unit: str) -> str:
    if value is None:
        return "n/a"
    if unit in {"lines/s", "scalars/s", "bytes", "tokens"}:
        return f"{value:,.0f} {unit}"
    if unit == "" and 0 <= value <= 1:
        return f"{value:.2f}"
    if unit == "%":
        return f"{value:+.1f} %"
    if unit == "x":
        return f"{value:.1f}x"
    return f"{value:,.3g} {unit}" if abs(value) < 100 else f"{value:,.0f} {unit}"


def table(rows: list[Row]) -> str:
    cells = [(r.section, r.case, r.figure, show(r.value, r.unit), r.note) for r in rows]
    head = ("section", "case", "figure", "value", "note")
    widths = [max(len(c[i]) for c in [head, *cells]) for i in range(4)]
    lines = [" | ".join(h.ljust(w) for h, w in zip(head, widths, strict=False)) + " | note",
             "-|-".join("-" * w for w in widths) + "-|-----"]
    for c in cells:
        lines.append(" | ".join([c[0].ljust(widths[0]), c[1].ljust(widths[1]), c[2].ljust(widths[2]),
                                 c[3].rjust(widths[3]), c[4]]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes and fewer repeats (about a minute)")
    parser.add_argument("--json", action="store_true", help="print the machine and the rows as JSON")
    parser.add_argument("--peer-timeout", type=float, default=None,
                        help="seconds a peer may take on one file (default 60 quick, 300 full)")
    parser.add_argument("--big-mb", default=None,
                        help="comma-separated sizes of the big-log cases in MiB (default 20 quick, 200,1024 full)")
    parser.add_argument("--skip", default="", help="comma-separated sections to leave out "
                        "(ingest,diagnose,report,big,probe,plot,watch,accuracy,peers)")
    args = parser.parse_args(argv)
    quick, skip = args.quick, set(filter(None, args.skip.split(",")))
    lines = 100_000 if quick else 1_000_000
    info = machine()
    started = time.perf_counter()
    rows: list[Row] = []
    sections: list[tuple[str, Callable[[Path], list[Row]]]] = []

    def ingest_and_tbparse(tmp: Path) -> list[Row]:
        repeat = 1 if quick else 3
        found, tb, warm = ingest_rows(tmp, lines, repeat)
        ours = next((r for r in found if r.case.startswith("tensorboard") and r.figure == "read speed"), None)
        return found + (tbparse_rows(tb, warm, lines, ours, repeat) if tb.exists() else [])

    sections += [
        ("ingest", ingest_and_tbparse),
        ("diagnose", lambda tmp: diagnose_rows([10_000, 100_000 if quick else 1_000_000], 3 if quick else 5)),
        ("report", lambda tmp: report_size_rows()),
        ("big", lambda tmp: big_log_rows(tmp, [int(mb) for mb in args.big_mb.split(",")] if args.big_mb
                                         else [20] if quick else [200, 1024])),
        ("probe", lambda tmp: probe_rows(quick)),
        ("plot", lambda tmp: plot_rows([10_000, 100_000 if quick else 1_000_000])),
        ("watch", lambda tmp: watch_rows([10_000, 100_000] if quick else [10_000, 100_000, 1_000_000])),
        ("accuracy", lambda tmp: accuracy_rows()),
        ("peers", lambda tmp: peer_rows(tmp, [10_000] if quick else [10_000, 1_000_000],
                                        args.peer_timeout or (60 if quick else 300))),
    ]
    with tempfile.TemporaryDirectory(prefix="traindiag-bench-") as tmp:
        for name, section in sections:
            if name in skip:
                continue
            t = time.perf_counter()
            print(f"[bench] {name}...", file=sys.stderr, flush=True)
            try:
                rows += section(Path(tmp))
            except Exception as exc:  # one broken section must not hide the others' figures
                rows.append(Row(name, "-", "section failed", None, "", f"{type(exc).__name__}: {exc}"[:160]))
            print(f"[bench] {name} done in {time.perf_counter() - t:.0f} s", file=sys.stderr, flush=True)
    command = ("bench/run.py" + (" --quick" if quick else "") + (f" --big-mb {args.big_mb}" if args.big_mb else "")
               + (f" --skip {args.skip}" if skip else ""))
    if args.json:
        print(json.dumps({"machine": info, "command": command, "seconds": time.perf_counter() - started,
                          "rows": [asdict(r) for r in rows]}, indent=1))
        return 0
    print(f"traindiag bench ({command}), {time.perf_counter() - started:.0f} s")
    print(f"machine: {info['cpu']}, {info['cores']} cores, {info['ram']} RAM, {info['os']}, python {info['python']}, "
          f"load {info['load_at_start']} at start")
    print("versions: " + ", ".join(f"{k.removesuffix(' version')} {v}" for k, v in info.items() if k.endswith("version")))
    print()
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

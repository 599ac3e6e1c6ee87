"""`traindiag inspect CKPT [CKPT2]`: per-layer weight statistics of a checkpoint, or what changed between two."""

from __future__ import annotations

import argparse
import sys

NAME = "inspect"
HELP = ("per-layer weight statistics and anomalies (NaN, collapse, huge norms, quantized levels) of a checkpoint "
        "(.safetensors, .pt/.pth/.bin/.ckpt loaded weights-only, .npz); with two, what changed between them")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("checkpoint", help="checkpoint file")
    parser.add_argument("other", nargs="?", help="a later checkpoint of the same model to compare with")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown",
                        help="output format (default markdown)")


def _n(x: float | None) -> str:
    from traindiag.numbers import num

    return "" if x is None else num(x)


def _findings(findings) -> list[str]:
    if not findings:
        return ["No anomaly found."]
    out = ["## Findings"]
    for f in findings:
        out.append(f"- **{f.symptom}** ({f.severity}): " + "; ".join(f.evidence))
    return out


def render_report(r) -> str:
    out = [f"# Checkpoint: {r.source}", "",
           f"{r.format}, {r.tensors} tensors, {r.parameters:,} values; dtypes "
           + ", ".join(f"{k} x{v}" for k, v in r.dtypes.items())
           + (f"; {r.quantized_tensors} quantized tensors" if r.quantized_tensors else ""), ""]
    out += _findings(r.findings)
    out += ["", "| tensor | shape | norm | mean | std | max abs | zeros | distinct | flags |",
            "|---|---|---|---|---|---|---|---|---|"]
    for t in r.layers:
        out.append(f"| {t.name} | {'x'.join(map(str, t.shape)) or 'scalar'} | {_n(t.norm)} | {_n(t.mean)} | "
                   f"{_n(t.std)} | {_n(t.max_abs)} | {t.zero_frac * 100:.0f}% | {t.distinct or ''} | "
                   f"{', '.join(t.flags)} |")
    out += [f"\n_{n}_" for n in r.notes]
    return "\n".join(out) + "\n"


def render_comparison(c) -> str:
    out = [f"# Checkpoints compared: {c.a} -> {c.b}", "",
           f"{c.common} shared tensors; median relative change {_n(c.median_relative_change)}; "
           f"{len(c.unchanged)} unchanged, {len(c.blown_up)} blown up"
           + (f"; {len(c.only_in_a)} only in A, {len(c.only_in_b)} only in B" if c.only_in_a or c.only_in_b else "")
           + (f"; shape changed: {', '.join(c.shape_changed[:5])}" if c.shape_changed else ""), ""]
    out += _findings(c.findings)
    out += ["", "| tensor | norm A | norm B | relative change |", "|---|---|---|---|"]
    out += [f"| {x.name} | {_n(x.norm_a)} | {_n(x.norm_b)} | {_n(x.relative_change)} |" for x in c.changes]
    out += [f"\n_{n}_" for n in c.notes]
    return "\n".join(out) + "\n"


def run(args: argparse.Namespace) -> int:
    from traindiag.checkpoints import compare_checkpoints, inspect_checkpoint

    if args.other:
        result = compare_checkpoints(args.checkpoint, args.other)
        text = render_comparison(result) if args.format == "markdown" else result.model_dump_json(indent=2) + "\n"
    else:
        result = inspect_checkpoint(args.checkpoint)
        text = render_report(result) if args.format == "markdown" else result.model_dump_json(indent=2) + "\n"
    sys.stdout.write(text)
    return 0

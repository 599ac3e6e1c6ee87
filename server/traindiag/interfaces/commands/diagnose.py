"""`traindiag diagnose PATH|-`: what is wrong with a training run, why, how to fix it, kill or wait."""

from __future__ import annotations

import argparse
import sys

from traindiag.errors import InputError
from traindiag.files import write_output
from traindiag.interfaces.commands import LOG_FORMAT_HELP

NAME = "diagnose"
HELP = ("diagnose a training log, run folder or stdin (-): symptoms, ranked causes with fixes, verdict, "
        "projection")
FORMATS = ("markdown", "json", "html")
MAX_STDIN = 256 * 1024 * 1024


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="log file, run folder, or - to read the log from stdin")
    parser.add_argument("--val", metavar="PATH", help="separate validation log whose loss/accuracy are merged in")
    parser.add_argument("--format", choices=FORMATS, default="markdown", help="output format (default markdown)")
    parser.add_argument("--log-format", metavar="FMT", help=LOG_FORMAT_HELP)
    parser.add_argument("--fail-on", choices=("warning", "critical"),
                        help="exit 1 when a symptom reaches this severity (CI gating)")
    parser.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE instead of stdout")
    parser.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    ctx = parser.add_argument_group("what you know about the run (changes the ranking)")
    ctx.add_argument("--model-params", type=_size, metavar="N", help="model parameters, e.g. 125M or 1.2e8")
    ctx.add_argument("--dataset-size", type=_size, metavar="N", help="training samples (or tokens), e.g. 50k")
    ctx.add_argument("--optimizer", help="e.g. adamw, sgd")
    ctx.add_argument("--batch-size", type=int, metavar="N")
    ctx.add_argument("--lr", type=float, metavar="LR", help="peak learning rate")
    ctx.add_argument("--precision", choices=("fp32", "fp16", "bf16", "int8", "int4", "ternary", "other"))
    ctx.add_argument("--num-classes", type=int, metavar="K", help="classes, for the chance-level loss ln(K)")
    ctx.add_argument("--total-steps", type=int, metavar="N", help="planned length of the run")
    ctx.add_argument("--symptom", help="what you see, e.g. 'loss goes NaN' or a symptom id")
    ctx.add_argument("--answer", action="append", default=[], metavar="ID=OPTION", type=_answer,
                     help="answer a question the report asked, e.g. --answer max_grad_norm=no (repeatable)")


def _answer(text: str) -> tuple[str, str]:
    qid, sep, option = text.partition("=")
    if not sep or not qid.strip() or not option.strip():
        raise argparse.ArgumentTypeError(f"'{text}' is not ID=OPTION: write e.g. max_grad_norm=no")
    return qid.strip(), option.strip()


def _size(text: str) -> float:
    """'125M', '50k', '1.2e8' -> float."""
    t = text.strip().lower().replace(",", "").replace("_", "")
    mult = {"k": 1e3, "m": 1e6, "b": 1e9, "g": 1e9, "t": 1e12}.get(t[-1:], 1.0)
    try:
        return float(t[:-1] if mult != 1.0 else t) * mult
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a size: write e.g. 125M, 50k or 1.2e8") from None


def context_from(args: argparse.Namespace):
    from pydantic import ValidationError

    from traindiag.ingest.context import Context

    fields = ("model_params", "dataset_size", "optimizer", "batch_size", "lr", "precision", "num_classes",
              "total_steps", "symptom")
    given = {f: getattr(args, f, None) for f in fields if getattr(args, f, None) is not None}
    if getattr(args, "answer", None):
        given["answers"] = dict(args.answer)
    try:
        return Context(**given)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise InputError(f"--{str(err['loc'][0]).replace('_', '-')}: {err['msg']}") from None


def render(report, runs, fmt: str) -> str:
    """The report in the requested format."""
    if fmt == "json":
        return report.to_json() + "\n"  # compact: the 6 KB budget is for what is printed
    if fmt == "html":
        from traindiag.report.html import render_html

        return render_html(report, runs)
    from traindiag.report.markdown import render_markdown

    return render_markdown(report)


def read_stdin() -> str:
    data = sys.stdin.buffer.read(MAX_STDIN + 1)
    if len(data) > MAX_STDIN:
        raise InputError("stdin is over 256 MB: save the log to a file and pass its path")
    if not data.strip():
        raise InputError("nothing on stdin: pipe a training log in, or pass its path")
    return data.decode("utf-8", "replace")


def fails(report, level: str | None) -> bool:
    """Whether --fail-on LEVEL is reached by a symptom of the report."""
    return _reaches([s.severity for s in report.symptoms if s.id != "healthy"], level)


def _reaches(severities: list[str], level: str | None) -> bool:
    from traindiag.analysis.findings import SEVERITY_RANK

    return level is not None and any(SEVERITY_RANK[s] >= SEVERITY_RANK[level] for s in severities)


def run(args: argparse.Namespace) -> int:
    from traindiag.diagnosis.pipeline import diagnose_path

    context = context_from(args)
    if args.path.startswith("mlflow:/"):
        from traindiag.ingest.mlflow_server import is_experiment

        if is_experiment(args.path):
            return _run_experiment(args, context)
    if args.path == "-":
        report, runs = diagnose_path(text=read_stdin(), val=args.val, context=context, format=args.log_format)
    else:
        report, runs = diagnose_path(args.path, val=args.val, context=context, format=args.log_format)
    _emit(render(report, runs, args.format), args)
    return 1 if fails(report, args.fail_on) else 0


def _emit(text: str, args: argparse.Namespace) -> None:
    """The report to -o FILE (atomically, --force to overwrite) or to stdout."""
    if args.output:
        write_output(text, args.output, args.force)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()


def _run_experiment(args: argparse.Namespace, context) -> int:
    from traindiag.diagnosis.experiment import diagnose_experiment

    if args.val is not None:
        raise InputError("--val applies to one run: give the run's target (mlflow://HOST:PORT/EXPERIMENT/RUN_ID)")
    if args.format == "html":
        raise InputError("an experiment report is markdown or json; give one run's target for an HTML report")
    exp = diagnose_experiment(args.path, context)
    if args.format == "json":
        text = exp.model_dump_json() + "\n"
    else:
        from traindiag.report.markdown import render_experiment

        text = render_experiment(exp)
    _emit(text, args)
    return 1 if _reaches([r.severity for r in exp.runs if r.severity], args.fail_on) else 0

"""The traindiag MCP server: the same functions as the CLI, as tools, resources and prompts.

`build_server(roots)` returns an `MCPServer` named "traindiag". Every tool:
- confines file arguments to the allowed roots (`interfaces/safety.py`) and caps pasted text;
- turns a `TraindiagError` into a `ToolError` carrying its one-line message (the model reads it);
- answers with compact markdown, the text the model reads, plus the pydantic model as `structuredContent`
  (`structured()`). No `outputSchema` is declared: the schemas were 57 KB of a 80 KB tools/list that every
  client loads at start-up; the models are in the package (`diagnosis/report_model.py`, `report.schema.json`).
Only `apply_fix` writes files and only `probe_model` runs the user's code; their annotations say so.
Each capability registers its tools in one `_add_*` function; `build_server` lists them.

No ``from __future__ import annotations`` here: the SDK reads tool and resolver signatures at
registration, and string annotations would have to resolve in this module's globals anyway.
"""

import importlib.util
import json
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache, partial
from pathlib import Path
from typing import Annotated, Any, Literal

from mcp.server import MCPServer
from mcp.server.mcpserver import (
    AcceptedElicitation,
    Context,
    Elicit,
    ElicitationResult,
    Image,
    Resolve,
)
from mcp.server.mcpserver.exceptions import ResourceNotFoundError, ToolError
from mcp.server.mcpserver.resources import FunctionResource
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import BaseModel, Field, create_model

from traindiag import __version__
from traindiag.diagnosis.report_model import Question, Report
from traindiag.errors import InputError, TraindiagError
from traindiag.ingest import Run, read_runs
from traindiag.ingest.context import Context as RunContext
from traindiag.interfaces import prompts
from traindiag.interfaces.safety import MAX_PASTE_LABEL, AllowedRoots, check_paste
from traindiag.knowledge import SheetNotFound, get_sheet, list_sheets
from traindiag.vocabulary import vocabulary

log = logging.getLogger("traindiag.server")

INSTRUCTIONS = f"""traindiag reads training logs (Hugging Face Trainer, Lightning, Keras, PyTorch prints,
CSV/JSONL, TensorBoard, MLflow, plain text) and diagnoses what is wrong: symptoms with step numbers,
ranked causes with the check that tells them apart, the fix, and whether to stop or wait.
Start with `diagnose` on a path or pasted log; `parse_log` shows what was read; `analyze_metric` zooms
into one series; `plot_run` draws the curves with the findings marked; `compare_runs` ranks several
runs; `inspect_gradients` reads per-layer statistics; `inspect_checkpoint` and `compare_checkpoints`
read weights; `probe_model` runs the first sanity checks on the user's model (it executes their code);
`lint_script` finds the bug in a training script, `propose_fix` shows the cure as a diff and
`apply_fix` writes it once the user agrees. Knowledge sheets cited by reports are resources under
knowledge://. Paths must lie inside the folders the server was started with; pasted text is
limited to {MAX_PASTE_LABEL} (pass a path for larger logs)."""
# Said instead of listing a tool this install cannot run (a listed tool that fails costs the user a turn).
WITHOUT_TORCH = ("\n`probe_model` is not offered here: it runs the user's model and needs PyTorch "
                 "(pip install 'traindiag[torch]', then restart the server).")


class TraindiagServer(MCPServer):
    """`MCPServer` whose tools/list leaves out the titles pydantic derives from argument names
    ("Log Format" for log_format): a fifth of what every client loads at start-up, saying nothing new."""

    async def list_tools(self) -> list[Any]:
        tools = await super().list_tools()
        return [t.model_copy(update={"input_schema": _without_derived_titles(t.input_schema)}) for t in tools]


def _without_derived_titles(schema: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in schema.items() if k != "title"}
    if isinstance(out.get("properties"), dict):
        out["properties"] = {name: _without_derived_titles(p) if isinstance(p, dict) else p
                             for name, p in out["properties"].items()}
    if isinstance(out.get("$defs"), dict):
        out["$defs"] = {name: _without_derived_titles(d) for name, d in out["$defs"].items()}
    return out


def torch_installed() -> bool:
    return importlib.util.find_spec("torch") is not None

READ_ONLY = ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False)

# Descriptions shared by the tools that read a log.
PathArg = Annotated[
    str | None,
    Field(description="path of a training log file or run folder on the user's machine (relative to the "
                      "server's first allowed folder, or absolute inside an allowed folder), or "
                      "mlflow://HOST:PORT/EXPERIMENT[/RUN_ID]"),
]
TextArg = Annotated[
    str | None,
    Field(description=f"the training log pasted as text, when there is no file (at most {MAX_PASTE_LABEL}); "
                      "give either path or text"),
]
FormatArg = Annotated[
    str | None,
    Field(description="force the log reader by its id (hf, lightning, csv, tensorboard, freetext...; an "
                      "unknown id lists them all); leave empty to detect it"),
]
RunArg = Annotated[
    str | None,
    Field(description="which run to use when the log holds several (its name as parse_log lists it); "
                      "default: the first"),
]


@contextmanager
def tool_errors(tool: str) -> Iterator[None]:
    """Turn what a user can cause into a `ToolError` with a one-line message the model can act on."""
    try:
        yield
    except ToolError:
        raise
    except TraindiagError as exc:
        raise ToolError(str(exc)) from exc
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        raise ToolError(f"{where}{exc.strerror or exc}: check the path and its permissions") from exc
    except Exception as exc:
        log.exception("%s crashed", tool)
        raise ToolError(f"{tool} failed on this input ({type(exc).__name__}: {exc}); this is a traindiag bug: "
                        "please report it with the log") from exc


def one_source(roots: AllowedRoots, path: str | None, text: str | None) -> tuple[Path | str | None, str | None]:
    """Exactly one of a path (resolved inside the roots; or an MLflow target on an allowed server) or pasted
    text (within the size limit)."""
    if path is None and text is None:
        raise InputError("give path (a log file or run folder) or text (the pasted log)")
    if path is not None and text is not None:
        raise InputError("give either path or text, not both")
    return (roots.target(path), None) if path is not None else (None, check_paste(text))


def is_experiment(path: str) -> bool:
    """An MLflow experiment target (answered with one row per run), imported only for such a target."""
    if not path.startswith("mlflow:/"):
        return False
    from traindiag.ingest.mlflow_server import is_experiment as whole_experiment

    return whole_experiment(path)


def load_runs(roots: AllowedRoots, path: str | None, text: str | None, format: str | None) -> list[Run]:
    source, pasted = one_source(roots, path, text)
    return read_runs(source, format=format) if source is not None else read_runs(text=pasted, format=format)


def structured(text: str, model: BaseModel) -> CallToolResult:
    """A result the model reads as compact text, with the same content as structured JSON for programs."""
    return CallToolResult(content=[TextContent(type="text", text=text)],
                          structured_content=model.model_dump(mode="json"))


def pick_run(runs: list[Run], name: str | None) -> Run:
    if name is None:
        return runs[0]
    for run in runs:
        if run.name == name:
            return run
    raise InputError(f"no run named '{name}': this log holds {', '.join(r.name for r in runs)}")


# --- diagnose: asking only what would change the answer -------------------------------------------

MAX_ASKED = 3
# A "stop and fix" whose top cause holds this much of the weight needs no form: the answer is already clear.
OBVIOUS_TOP_CAUSE = 0.4
SYMPTOM_QUESTION = Question(
    id="symptom", text="Which problem do you see first in the curves?",
    why="nothing in the log settles it, and the primary symptom decides which causes are ranked first",
    options=list(prompts.COMMON_SYMPTOMS))


def symptom_unknown(report: Report, context: RunContext) -> bool:
    """Nothing in the log settled the primary symptom and the user named none: the symptom menu is worth showing."""
    return not report.symptoms and context.symptom is None


def worth_asking(report: Report, context: RunContext) -> list[Question]:
    """What to ask the user: at most three of the report's questions (each changes the top cause or moves it
    by 0.1+), nothing on an obvious case, and the symptom menu only when the log showed nothing and the user
    said nothing."""
    if report.verdict.decision == "stop_and_fix" and report.causes and \
            report.causes[0].confidence >= OBVIOUS_TOP_CAUSE:
        return []
    asked = [q for q in report.questions if q.options][:MAX_ASKED]
    if symptom_unknown(report, context) and len(asked) < MAX_ASKED:
        asked.append(SYMPTOM_QUESTION)
    return asked


@cache
def answer_form(asked: tuple[tuple[str, str, tuple[str, ...]], ...]) -> type[BaseModel]:
    """An elicitation form with one optional choice per question (id, text, options)."""
    fields: dict[str, Any] = {
        qid: (Literal[options] | None, Field(default=None, title=text, description="leave empty if unsure"))
        for qid, text, options in asked
    }
    return create_model("Answers", **fields)


def merge_answers(context: RunContext | None, answers: Any) -> tuple[RunContext, bool]:
    """The context with the user's elicited answers in it, and whether the user answered."""
    base = context or RunContext()
    if not isinstance(answers, AcceptedElicitation) or answers.data is None:
        return base, False
    given = {k: v for k, v in answers.data.model_dump().items() if v is not None}
    symptom = given.pop("symptom", None)
    update: dict[str, Any] = {"answers": {**(base.answers or {}), **given}} if given else {}
    if symptom is not None:
        update["symptom"] = symptom
    return base.model_copy(update=update), True


# --- tool registration ----------------------------------------------------------------------------

def _add_parse_log(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.ingest.summary import render_text, summarize

    @server.tool(
        title="Read a training log",
        annotations=READ_ONLY,
        description=(
            "Read a training log (file, run folder, or pasted text) and return a compact summary of what "
            "was found: the detected format, the runs, each metric with its point count, step range, "
            "first/last/min values and any NaN/Inf, the events (NaN warnings, overflows, OOM, restarts) "
            "and the hyperparameters printed. Use it first when unsure whether traindiag reads the log "
            "correctly, or to list the metric names for analyze_metric. Does not diagnose."
        ),
    )
    def parse_log(path: PathArg = None, text: TextArg = None,
                  log_format: FormatArg = None) -> CallToolResult:
        with tool_errors("parse_log"):
            runs = load_runs(roots, path, text, log_format)
            summary = summarize(runs, path if path is not None else "pasted text", runs[0].format)
            return structured(render_text(summary), summary)


def _add_diagnose(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.diagnosis.pipeline import diagnose_path
    from traindiag.report.markdown import render_experiment, render_markdown

    # The report the resolver made, reused by the call it belongs to unless the user's answers change it.
    drafts: dict[tuple[Any, ...], Report] = {}

    def call_key(path: str | None, text: str | None, val_path: str | None, context: RunContext | None,
                 log_format: str | None) -> tuple[Any, ...]:
        return (path, hash(text), val_path, context.model_dump_json() if context else None, log_format)

    def run_diagnosis(path: str | None, text: str | None, val_path: str | None, context: RunContext,
                      log_format: str | None) -> Report:
        source, pasted = one_source(roots, path, text)
        val = roots.resolve(val_path) if val_path is not None else None
        return diagnose_path(source, text=pasted, val=val, context=context, format=log_format)[0]

    def ask_what_matters(ctx: Context, path: str | None, text: str | None, val_path: str | None,
                         context: RunContext | None, log_format: str | None, ask: bool) -> Elicit[BaseModel] | None:
        """Diagnose first, then ask the user, in one form, only what would change that diagnosis.

        Returns None (nothing asked) when asking is off, the client cannot be asked (asking a client
        without elicitation support is a protocol error in the SDK), the log cannot be read (the call
        reports that), or nothing is worth asking; the report then carries its questions as text.
        """
        caps = ctx.client_capabilities
        if not ask or (path is None and text is None) or caps is None or caps.elicitation is None:
            return None
        if path is not None and is_experiment(path):
            return None  # an experiment is answered run by run, without questions
        try:
            report = run_diagnosis(path, text, val_path, context or RunContext(), log_format)
        except TraindiagError:
            return None
        if len(drafts) >= 8:
            drafts.clear()
        drafts[call_key(path, text, val_path, context, log_format)] = report
        asked = worth_asking(report, context or RunContext())
        if not asked:
            return None
        return Elicit("A few facts would change this diagnosis. Answer what you know; leave the rest empty.",
                      answer_form(tuple((q.id, q.text, tuple(q.options or ())) for q in asked)))

    @server.tool(
        title="Diagnose a training run",
        annotations=READ_ONLY,
        description=(
            "Diagnose a training run from its log: a file, a run folder, or pasted text, plus an optional "
            "separate validation log and what the user told you (model and dataset size, optimizer, batch "
            "size, precision, the symptom they see). Returns the report: symptoms with step numbers and "
            "values, causes ranked with evidence, the check that tells them apart, the fix with numbers, "
            "what to avoid, the knowledge sheets to read (knowledge://...), a verdict (continue, watch, wait, "
            "stop_and_fix, stop_converged), a loss projection, and questions whose answers would change "
            "the ranking. Use it whenever the user asks why training misbehaves or whether to stop a run. "
            "Check its evidence against the log: where they disagree, trust the log and say so. "
            "When the client supports it, the user may be asked for missing facts during the call."
        ),
    )
    def diagnose(
        path: PathArg = None,
        text: TextArg = None,
        val_path: Annotated[str | None, Field(
            description="path of a separate validation log, when validation is logged elsewhere")] = None,
        context: Annotated[RunContext | None, Field(
            description="what the user told you about the run; anything left out is read from the log "
                        "or asked")] = None,
        log_format: FormatArg = None,
        ask: Annotated[bool, Field(
            description="ask the user for missing facts through the client when it supports that; "
                        "set false if you already asked or the user is away")] = True,
        answers: Annotated[ElicitationResult[BaseModel], Resolve(ask_what_matters)] = None,
    ) -> CallToolResult:
        with tool_errors("diagnose"):
            merged, answered = merge_answers(context, answers)
            if path is not None and is_experiment(path):
                from traindiag.diagnosis.experiment import diagnose_experiment

                experiment = diagnose_experiment(str(roots.target(path)), merged)
                return structured(render_experiment(experiment), experiment)
            draft = drafts.pop(call_key(path, text, val_path, context, log_format), None)
            report = draft if draft is not None and not answered else run_diagnosis(path, text, val_path, merged,
                                                                                   log_format)
            if ask and not answered and symptom_unknown(report, merged):
                report.questions.append(SYMPTOM_QUESTION)
            return structured(render_markdown(report), report)


def _add_analyze_metric(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.analysis.metric import analyze_metric as analyze_series
    from traindiag.ingest.names import canonical_name
    from traindiag.report.markdown import render_metric_analysis

    @server.tool(
        title="Analyze one metric",
        annotations=READ_ONLY,
        description=(
            "Look closely at one logged series (train_loss, val_loss, lr, grad_norm, ...) over an optional "
            "step range: trend, spikes with their steps, the plateau window, NaN/Inf values, summary "
            "statistics and a unicode sparkline. Use it to check a finding from diagnose or to answer a "
            "question about a specific stretch of the run. Common names such as 'loss' or "
            "'learning_rate' are mapped to the canonical ones."
        ),
    )
    def analyze_metric(
        metric: Annotated[str, Field(description="series name, e.g. train_loss, val_loss, lr, grad_norm")],
        path: PathArg = None,
        text: TextArg = None,
        start: Annotated[int | None, Field(description="first step to include")] = None,
        end: Annotated[int | None, Field(description="last step to include")] = None,
        run: RunArg = None,
        log_format: FormatArg = None,
    ) -> CallToolResult:
        with tool_errors("analyze_metric"):
            chosen = pick_run(load_runs(roots, path, text, log_format), run)
            if not chosen.has(metric) and chosen.has(canonical_name(metric)[0]):
                metric = canonical_name(metric)[0]
            analysis = analyze_series(chosen, metric, start=start, end=end)
            return structured(render_metric_analysis(analysis), analysis)


def _add_compare_runs(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.diagnosis.compare import compare_runs as compare
    from traindiag.report.markdown import render_comparison

    @server.tool(
        title="Compare training runs",
        annotations=READ_ONLY,
        description=(
            "Compare several training runs (two or more log files or run folders, or one file holding "
            "several runs): which run is best and by how much, the step where their curves part, and "
            "which printed hyperparameters differ. Use it when the user has a good and a bad run, or is "
            "choosing between sweeps, or to check that a fix helped."
        ),
    )
    def compare_runs(
        paths: Annotated[list[str], Field(min_length=1, description="log files or run folders to compare")],
        log_format: FormatArg = None,
    ) -> CallToolResult:
        with tool_errors("compare_runs"):
            runs = [r for p in paths for r in load_runs(roots, p, None, log_format)]
            if len(runs) < 2:
                raise InputError("compare_runs needs at least two runs: pass two or more logs")
            comparison = compare(runs)
            return structured(render_comparison(comparison), comparison)


def _add_plot_run(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.report.plot import CHAT_HEIGHT, CHAT_WIDTH, MIN_SIZE, render_png

    # A chat shows the picture inline: at most CHAT_WIDTH x CHAT_HEIGHT keeps it readable and cheap.
    Width = Annotated[int, Field(ge=MIN_SIZE, le=CHAT_WIDTH, description="image width in pixels")]
    Height = Annotated[int | None, Field(ge=MIN_SIZE, le=CHAT_HEIGHT,
                                         description="image height in pixels; default grows with the panels "
                                                     f"up to {CHAT_HEIGHT}")]
    Others = Annotated[list[str] | None, Field(
        description="more log files or run folders to overlay on the same axes (e.g. a good run beside a bad one)")]

    @server.tool(
        title="Plot a training run",
        annotations=READ_ONLY,
        description=(
            "Draw the curves of a training log (loss, accuracy, learning rate, gradient norm, step time, "
            "memory: one panel each, several runs overlaid) as a PNG with every finding marked where it "
            "happens (NaN, spikes, plateau, divergence...). Returns the image plus a structured summary "
            "of the panels and marks. Use it when a picture helps the user see the problem or to check "
            "a finding by eye; diagnose already gives the numbers."
        ),
    )
    def plot_run(path: PathArg = None, text: TextArg = None, log_format: FormatArg = None,
                 overlay: Others = None, width: Width = CHAT_WIDTH,
                 height: Height = None) -> CallToolResult:
        with tool_errors("plot_run"):
            runs = load_runs(roots, path, text, log_format)
            runs += [r for p in overlay or [] for r in load_runs(roots, p, None, log_format)]
            png, summary = render_png(runs, width=width, height=height, max_height=CHAT_HEIGHT)
            return CallToolResult(
                content=[Image(data=png, format="png").to_image_content(),
                         TextContent(type="text", text=summary.to_text())],
                structured_content=summary.model_dump(mode="json"),
            )


def _add_inspect_gradients(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.analysis.layers import inspect_gradients as inspect
    from traindiag.analysis.layers import render_markdown

    @server.tool(
        title="Inspect per-layer gradients",
        annotations=READ_ONLY,
        description=(
            "Read a per-layer statistics file (grad_stats.jsonl written by traindiag.probe, a CSV/JSONL "
            "with grad_norm/<layer> columns, or TensorBoard histograms) and find which layers have "
            "vanishing or exploding gradients, dead ReLUs, saturated sigmoid/tanh units, frozen layers "
            "or drifting weights. Returns the findings with layer names, steps and values, and a "
            "per-layer table. Use it when diagnose suspects a gradient problem and per-layer statistics "
            "exist, or after a probe run."
        ),
    )
    def inspect_gradients(
        path: Annotated[str, Field(description="path of the per-layer statistics file")],
    ) -> CallToolResult:
        with tool_errors("inspect_gradients"):
            report = inspect(roots.resolve(path))
            return structured(render_markdown(report), report)


CheckpointArg = Annotated[str, Field(
    description="path of a checkpoint: .safetensors, .npz, or .pt/.pth/.bin/.ckpt (loaded weights-only)")]


def _add_checkpoint_tools(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.checkpoints import compare_checkpoints as compare
    from traindiag.checkpoints import inspect_checkpoint as inspect
    from traindiag.interfaces.commands.inspect import render_comparison, render_report

    @server.tool(
        title="Inspect a checkpoint",
        annotations=READ_ONLY,
        description=(
            "Read a model checkpoint without running any code from it and report per-tensor weight "
            "statistics (norm, mean, std, max, zeros, distinct values) and anomalies: NaN/Inf weights, "
            "a layer collapsed to one value or to zeros, huge magnitudes, quantized or ternary layers that "
            "collapsed. Use it when a run went NaN or diverged and a checkpoint exists, or to check a "
            "quantized model. Pickled files that ask for code beyond tensors are refused."
        ),
    )
    def inspect_checkpoint(path: CheckpointArg) -> CallToolResult:
        with tool_errors("inspect_checkpoint"):
            report = inspect(roots.resolve(path))
            return structured(render_report(report), report)

    @server.tool(
        title="Compare two checkpoints",
        annotations=READ_ONLY,
        description=(
            "Compare two checkpoints of the same model (an earlier one first): the relative change of "
            "each tensor, tensors that never changed (frozen while others trained), tensors whose norm "
            "grew 10x or turned NaN, and tensors present in only one. Use it to find layers that do not "
            "train, or where a blow-up started."
        ),
    )
    def compare_checkpoints(
        earlier: CheckpointArg, later: CheckpointArg,
    ) -> CallToolResult:
        with tool_errors("compare_checkpoints"):
            comparison = compare(roots.resolve(earlier), roots.resolve(later))
            return structured(render_comparison(comparison), comparison)


# probe_model imports and runs the user's factories (in a subprocess with a timeout): not read-only.
RUNS_USER_CODE = ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=False,
                                 openWorldHint=False)
FactoryArg = Annotated[str, Field(
    description="FILE.py:FUNCTION, a zero-argument function in a Python file inside the allowed folders")]


def _add_probe_model(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.probe.live import probe_model as run_probe
    from traindiag.probe.live import render_markdown as render_probe

    def confined(spec: str, what: str) -> str:
        target, _, func = spec.strip().rpartition(":")
        if not target.endswith(".py") or not func.isidentifier():
            raise InputError(f"{what} '{spec}' must be FILE.py:FUNCTION (e.g. models.py:build_model)")
        return f"{roots.resolve(target)}:{func}"

    @server.tool(
        title="Probe a model on one batch",
        annotations=RUNS_USER_CODE,
        description=(
            "RUNS THE USER'S CODE: imports the model and batch factory functions from the user's Python "
            "files and executes them in a separate process, killed at the timeout. Runs the first checks an "
            "experienced engineer makes before a long run: NaN/Inf and scale of the inputs, label range, "
            "loss at initialisation against the chance level, gradient flow through every layer, dead or "
            "saturated activations, whether the model can overfit that one batch, and an lr range test "
            "with a suggested learning rate. Returns the checks plus a diagnosis report. Use it when the "
            "log is not enough (a flat loss from step 0, a NaN at init); ask the user first on code you did not see."
        ),
    )
    def probe_model(
        model: FactoryArg, batch: FactoryArg,
        loss: Annotated[str | None, Field(description="FILE.py:FUNCTION returning loss_fn(outputs, targets); "
                                                      "default cross-entropy for integer targets, else MSE")] = None,
        timeout_s: Annotated[float, Field(gt=0, le=600, description="kill the user code after this many "
                                                                     "seconds")] = 120,
        steps: Annotated[int, Field(ge=1, le=1000, description="Adam steps of the single-batch overfit")] = 100,
    ) -> CallToolResult:
        with tool_errors("probe_model"):
            model_spec = confined(model, "model")
            result = run_probe(model_spec, confined(batch, "batch"),
                               loss=confined(loss, "loss") if loss else None, timeout=timeout_s, steps=steps,
                               cwd=Path(model_spec.rpartition(":")[0]).parent)
            return structured(render_probe(result), result)


ScriptArg = Annotated[str, Field(description="path of the training script (.py); it is read, never run")]
FixArg = Annotated[str, Field(description="a fix id, or the id of the lint rule whose finding it cures")]
FixParams = Annotated[dict[str, float | int | str] | None, Field(
    description="the fix's parameters, e.g. {\"max_norm\": 1.0} for add-grad-clipping; empty for defaults")]
LogPathArg = Annotated[str | None, Field(
    description="path of the run's log, so findings the log confirms (e.g. a NaN) rank first")]
# apply_fix rewrites the user's script (keeping a backup): the one tool that changes anything.
WRITES_SCRIPT = ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=False,
                                openWorldHint=False)


def _add_script_tools(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.lint.api import apply_fix as apply
    from traindiag.lint.api import fix_catalog
    from traindiag.lint.api import lint_script as lint
    from traindiag.lint.api import propose_fix as propose

    catalog = ", ".join(f["id"] for f in fix_catalog())

    def fix_params(params: dict[str, Any] | None, log_path: str | None) -> dict[str, Any]:
        extra = dict(params or {})
        if log_path is not None:
            extra["log_path"] = roots.resolve(log_path)
        return extra

    @server.tool(
        title="Lint a training script",
        annotations=READ_ONLY,
        description=(
            "Read a PyTorch, Hugging Face, Lightning or Keras training script (without running it) and "
            "list the bugs that break training: missing or misplaced zero_grad, scheduler stepped in the "
            "wrong place, softmax before cross-entropy, log(0), no clipping with an unstable run, "
            "validation without eval()/no_grad, Adam with coupled weight decay, and more. Each finding "
            "has its line, severity, the causes it explains and the id of its automatic fix. Use it "
            "after diagnose points at a cause the script can show, or when the user shares train.py."
        ),
    )
    def lint_script(path: ScriptArg, log_path: LogPathArg = None) -> CallToolResult:
        with tool_errors("lint_script"):
            log = roots.resolve(log_path) if log_path is not None else None
            report = lint(roots.resolve(path), log)
            return structured(report.to_text(), report)

    @server.tool(
        title="Propose a fix",
        annotations=READ_ONLY,
        description=(
            "Use it when lint_script or diagnose points at a bug the user wants fixed: compute the change a fix "
            "would make to the training script and return it as a unified diff, "
            "with the sha256 of the file as read; nothing is written. Show the diff to the user; if they "
            "agree, call apply_fix with the same fix and that sha256. Fixes (lint_script names the one for each "
            "finding): " + catalog
        ),
    )
    def propose_fix(path: ScriptArg, fix: FixArg, params: FixParams = None,
                    log_path: LogPathArg = None) -> CallToolResult:
        with tool_errors("propose_fix"):
            proposal = propose(roots.resolve(path), fix, **fix_params(params, log_path))
            return structured(f"{proposal.message}\n{proposal.diff}".strip(), proposal)

    @server.tool(
        title="Apply a fix",
        annotations=WRITES_SCRIPT,
        description=(
            "Apply a fix to a training script in place, after the user approved the diff from "
            "propose_fix. Needs the sha256 propose_fix returned: if the file changed since, nothing is "
            "written. The original is kept next to it as <name>.traindiag-bak-<time>. Returns the diff "
            "written and the backup path. The only traindiag tool that writes files: call it only when the "
            "user said yes to that diff."
        ),
    )
    def apply_fix(
        path: ScriptArg, fix: FixArg,
        expected_sha256: Annotated[str, Field(min_length=64, max_length=64,
                                              description="the sha256 from propose_fix for this file")],
        params: FixParams = None, log_path: LogPathArg = None,
    ) -> CallToolResult:
        with tool_errors("apply_fix"):
            result = apply(roots.resolve(path), fix, expected_sha256=expected_sha256,
                           **fix_params(params, log_path))
            shown = f"{result.message}; backup at {result.backup}" if result.backup else result.message
            return structured(f"{shown}\n{result.diff}".strip(), result)


WATCHES = ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=False, openWorldHint=False)


def _add_watch_run(server: MCPServer, roots: AllowedRoots) -> None:
    from traindiag.watch.sessions import WatchSessions, render_update

    sessions = WatchSessions()  # per server instance: each path's offsets and reported findings

    @server.tool(
        title="Check a running job's log",
        annotations=WATCHES,
        description=(
            "Check a training log that is still being written (a file, or a run folder whose newest log is "
            "followed) and return what changed since the last watch_run call for that path: new findings "
            "with the step where each starts (each reported once), the current step, a status line "
            "(smoothed loss, trend, steps/s, time to target_loss) and the kill-or-continue verdict. Only "
            "the new lines are read, so call it again and again while a run trains. The first call reads "
            "the whole log. Survives log rotation and truncation."
        ),
    )
    def watch_run(
        path: Annotated[str, Field(description="path of the training log file or run folder being written")],
        target_loss: Annotated[float | None, Field(description="the loss the user aims for")] = None,
        log_format: FormatArg = None,
    ) -> CallToolResult:
        with tool_errors("watch_run"):
            update = sessions.check(roots.resolve(path), log_format, target_loss)
            update.path = path
            return structured(render_update(update), update)


def read_sheet_text(sheet_id: str) -> str:
    try:
        return get_sheet(sheet_id).read()
    except SheetNotFound as exc:
        raise ResourceNotFoundError(str(exc)) from exc


def _add_knowledge(server: MCPServer) -> None:
    for sheet in list_sheets():
        server.add_resource(FunctionResource.from_function(
            fn=partial(read_sheet_text, sheet.id), uri=sheet.uri, name=sheet.id, title=sheet.title,
            description=sheet.description or None, mime_type="text/markdown",
        ))

    @server.resource(
        "knowledge://vocabulary", name="vocabulary", title="Diagnosis vocabulary",
        description="The symptom and cause ids every traindiag report uses, with their meaning (JSON).",
        mime_type="application/json",
    )
    def read_vocabulary() -> str:
        return json.dumps(vocabulary(), indent=1)

    @server.resource(
        "knowledge://{sheet_id}", name="knowledge-sheet", title="Knowledge sheet by id",
        description="A traindiag knowledge sheet (markdown), as cited in reports' references.",
        mime_type="text/markdown",
    )
    def read_sheet(sheet_id: str) -> str:
        return read_sheet_text(sheet_id)


def _add_prompts(server: MCPServer) -> None:
    @server.prompt(
        name="diagnose-training", title="Diagnose a training run",
        description="Interactive diagnosis: settle the symptom, gather what is missing, run the traindiag "
                    "tools, present ranked causes with evidence, offer the fix and a validation run.",
    )
    def diagnose_training(
        path_or_description: Annotated[str | None, Field(
            description="a log path, a run folder, or the problem in your words (optional)")] = None,
    ) -> str:
        return prompts.diagnose_training(path_or_description)

    @server.prompt(
        name="explain-finding", title="Explain a finding",
        description="Explain one symptom or finding from a traindiag report: what it means, the numbers "
                    "that show it, the likely causes and the check that separates them.",
    )
    def explain_finding(
        finding: Annotated[str, Field(description="the finding or symptom id, e.g. loss_spikes")],
    ) -> str:
        return prompts.explain_finding(finding)

    @server.prompt(
        name="fix-training-script", title="Fix a training script",
        description="Find the bug behind a measured symptom in a training script and propose the "
                    "smallest fix as a diff.",
    )
    def fix_training_script(
        script: Annotated[str, Field(description="path of the training script")],
        symptom: Annotated[str | None, Field(description="the symptom to fix, if known")] = None,
    ) -> str:
        return prompts.fix_training_script(script, symptom)


def build_server(roots: list[Path] | None = None, mlflow_hosts: list[str] | None = None) -> MCPServer:
    """The traindiag MCP server, reading files only inside the working directory and `roots`, and MLflow
    servers only on this machine and at `mlflow_hosts`."""
    allowed = AllowedRoots(roots or [], mlflow_hosts=mlflow_hosts or [])
    has_torch = torch_installed()
    server = TraindiagServer("traindiag", title="traindiag: training-run doctor", version=__version__,
                       instructions=INSTRUCTIONS + ("" if has_torch else WITHOUT_TORCH))
    for add_tool in (_add_parse_log, _add_diagnose, _add_analyze_metric, _add_compare_runs, _add_plot_run,
                     _add_inspect_gradients, _add_checkpoint_tools, *([_add_probe_model] if has_torch else []),
                     _add_script_tools, _add_watch_run):
        add_tool(server, allowed)
    _add_knowledge(server)
    _add_prompts(server)
    log.info("traindiag MCP server reading inside %s", allowed.describe())
    return server

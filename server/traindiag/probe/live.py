"""Live one-batch checks (`traindiag probe`): the checks an experienced engineer runs before training.

The user's model and batch factories run in a child process (`live_worker`) with a hard timeout; this
side only reads the JSON it writes and judges it (no torch here). Checks, in order:
- data: NaN/Inf in the inputs, input scale (std above 100 or |x| above 1,000: not normalised; std below
  1e-6: constant), label range against the model's outputs, a single label value;
- the loss at initialisation against the chance level (ln(classes) for cross-entropy, var(y) for MSE):
  1.5x above it means over-confident initial outputs or a wrong loss; probabilities fed to
  cross-entropy are named;
- gradient flow through every parameter and activation health at initialisation (the per-layer
  analyzers on one probe record);
- an lr range test: Adam with the lr raised geometrically from 1e-7 to 1 on the same batch until the
  loss blows up; the suggestion is the lr where the smoothed loss falls fastest, capped at a tenth of
  the lr at its lowest point (a one-batch estimate: confirm it on real batches);
- overfitting the one batch with Adam at that lr (kept within 1e-4..1e-2; 1e-3 when the range test
  found none): a working model, loss and data take the loss below 10% of its start (or below 0.05)
  within the steps given.
The result carries the checks, the curves and a diagnosis `Report` built from the findings.
"""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from traindiag.analysis.findings import Finding
from traindiag.analysis.layers import LayerRow
from traindiag.diagnosis.report_model import Report
from traindiag.errors import InputError, require
from traindiag.probe.lrfind import suggest_lr

DEFAULT_TIMEOUT = 120
DEFAULT_STEPS = 100
MAX_CURVE = 25
OVERFIT_FRACTION = 0.1
OVERFIT_ABSOLUTE = 0.05
ABOVE_CHANCE = 1.5

Status = Literal["pass", "warn", "fail", "skip"]


class Check(BaseModel):
    name: str
    status: Status
    detail: str


class ProbeResult(BaseModel):
    """What `traindiag probe` and the probe_model tool return."""

    model: str
    batch: str
    parameters: int = 0
    trainable: int = 0
    loss: str = ""
    init_loss: float | None = None
    chance_loss: float | None = None
    suggested_lr: float | None = None
    checks: list[Check] = Field(default_factory=list)
    lr_curve: list[tuple[float, float]] = Field(default_factory=list, description="(lr, loss) of the range test")
    overfit_curve: list[float] = Field(default_factory=list, description="single-batch loss, sampled")
    layers: list[LayerRow] = Field(default_factory=list)
    findings: list[Finding] = Field(default_factory=list)
    report: Report | None = Field(default=None, description="the diagnosis report built from the findings")


def probe_model(model: str, batch: str, *, loss: str | None = None, timeout: float = DEFAULT_TIMEOUT,
                steps: int = DEFAULT_STEPS, cwd: str | Path | None = None) -> ProbeResult:
    """Run the one-batch checks on `model` ('module:factory' or 'file.py:factory') and `batch` in a subprocess."""
    require("torch", "torch", "traindiag probe")
    if timeout <= 0 or steps < 1:
        raise InputError("--timeout must be positive and --steps at least 1")
    workdir = Path(cwd or Path.cwd()).resolve()
    raw = run_worker({"model": model, "batch": batch, "loss": loss, "steps": steps, "cwd": str(workdir),
                      "budget_s": max(3.0, 0.6 * timeout)}, timeout, workdir)
    return judge(model, batch, raw)


def run_worker(spec: dict[str, Any], timeout: float, cwd: Path) -> dict[str, Any]:
    """Run the worker in its own process group; kill the whole group at the timeout."""
    with tempfile.TemporaryDirectory(prefix="traindiag-probe-") as tmp:
        spec_path, out_path = Path(tmp) / "spec.json", Path(tmp) / "out.json"
        spec_path.write_text(json.dumps(spec))
        src = str(Path(__file__).resolve().parents[2])
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (src, os.environ.get("PYTHONPATH", "")) if p)}
        proc = subprocess.Popen([sys.executable, "-m", "traindiag.probe.live_worker", str(spec_path), str(out_path)],
                                cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
        try:
            _, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            raise InputError(f"the model/batch code ran past the {timeout:g} s timeout and was killed: raise "
                             "--timeout, or make the factories build a smaller model or batch") from None
        if proc.returncode != 0 or not out_path.exists():
            lines = [ln for ln in err.decode("utf-8", "replace").splitlines() if ln.strip()]
            last = lines[-1].strip() if lines else f"exit status {proc.returncode}"
            raise InputError(f"the model/batch code failed: {last[:300]}; run the factories directly to see "
                             "the full traceback")
        return json.loads(out_path.read_text())


# --- judging ---------------------------------------------------------------------------------------

def _fmt(x: float | None) -> str:
    from traindiag.numbers import num

    return num(x)


def _sample(values: list, limit: int = MAX_CURVE) -> list:
    if len(values) <= limit:
        return values
    idx = sorted({round(i * (len(values) - 1) / (limit - 1)) for i in range(limit)})
    return [values[i] for i in idx]


def judge(model: str, batch: str, raw: dict[str, Any]) -> ProbeResult:
    from traindiag.analysis.layers import analyze_layers, summarize_layers
    from traindiag.analysis.layers.readers import layer_stats_from_records
    from traindiag.diagnosis import diagnose

    checks: list[Check] = []
    findings: list[Finding] = []
    res = ProbeResult(model=model, batch=batch, parameters=raw.get("parameters", 0),
                      trainable=raw.get("trainable", 0), loss=raw.get("loss_name", ""),
                      init_loss=_finite(raw.get("init_loss")), chance_loss=raw.get("chance_loss"))
    _data_checks(raw, checks, findings)
    _init_checks(raw, res, checks, findings)
    stats = layer_stats_from_records(raw.get("probe", []), "one-batch probe")
    layer_findings = analyze_layers(stats, run="probe") if not stats.frame.empty else []
    flagged = {str(v) for f in layer_findings for k, v in f.facts.items() if k.endswith("_layer") and v}
    res.layers = summarize_layers(stats, flagged)[0] if not stats.frame.empty else []
    findings += layer_findings
    grads = [f for f in layer_findings if f.symptom in ("vanishing_gradients", "exploding_gradients")]
    if stats.frame.empty:
        checks.append(Check(name="gradient_flow", status="skip", detail="not run: the checks above must pass first"))
    else:
        checks.append(Check(name="gradient_flow", status="fail" if grads else "pass",
                            detail="; ".join(e for f in grads for e in f.evidence[:1]) if grads else
                            f"gradients reach all {len(stats.table('grad_norm').columns)} trainable parameter "
                            "tensors at sane magnitudes"))
    acts = [f for f in layer_findings if f.symptom in ("dead_relu", "saturation")]
    n_acts = len(stats.table("act_mean").columns)
    checks.append(Check(name="activations", status="warn" if acts else ("pass" if n_acts else "skip"),
                        detail="; ".join(e for f in acts for e in f.evidence[:1]) if acts else
                        (f"{n_acts} module outputs look healthy (no dead ReLUs, no saturation)" if n_acts
                         else "no module outputs recorded")))
    _overfit_check(raw, res, checks, findings)
    lr = raw.get("lr_range", {})
    res.lr_curve = _sample([(float(f"{a:.3g}"), float(f"{b:.5g}")) for a, b in
                            zip(lr.get("lrs", []), lr.get("losses", []), strict=False) if math.isfinite(b)])
    res.suggested_lr = suggest_lr(lr.get("lrs", []), lr.get("losses", []))
    if not lr:
        checks.append(Check(name="lr_range_test", status="skip", detail="not run"))
    else:
        checks.append(Check(name="lr_range_test", status="pass" if res.suggested_lr else "skip",
                            detail=(f"suggested lr {_fmt(res.suggested_lr)} for Adam (where the loss fell fastest "
                                    f"over {len(lr.get('lrs', []))} steps from 1e-7, at most a tenth of the lr at the "
                                    "lowest loss); a one-batch estimate: confirm on real batches")
                            if res.suggested_lr else "the loss never fell during the range test: no lr to suggest"))
    if not findings and all(c.status in ("pass", "skip") for c in checks):
        findings.append(Finding(symptom="healthy", severity="info", confidence=0.7, detector="probe",
                                evidence=["every one-batch check passed: data, initial loss, gradient flow, "
                                          "activations, single-batch overfit"]))
    res.findings = findings
    res.checks = checks
    res.report = diagnose([], extra_findings=findings)
    return res


def _finite(v: Any) -> float | None:
    return float(v) if isinstance(v, int | float) and math.isfinite(v) else None


def _data_checks(raw: dict[str, Any], checks: list[Check], findings: list[Finding]) -> None:
    x = raw.get("inputs") or {}
    if "nan" in x:
        bad = x["nan"] + x["inf"]
        if bad:
            checks.append(Check(name="inputs", status="fail", detail=f"{x['nan']:,} NaN and {x['inf']:,} Inf values "
                                f"in the input batch {x['shape']}"))
            findings.append(Finding(symptom="nan_inf", severity="critical", confidence=0.9, detector="probe",
                                    metric="inputs", evidence=[f"the input batch holds {x['nan']:,} NaN and "
                                                               f"{x['inf']:,} Inf values"],
                                    facts={"data_nan": True}))
        elif (x.get("std") or 0) > 100 or (x.get("abs_max") or 0) > 1e3:
            checks.append(Check(name="inputs", status="warn",
                                detail=f"inputs not normalised: mean {_fmt(x['mean'])}, std {_fmt(x['std'])}, max |x| "
                                       f"{_fmt(x['abs_max'])}; standardise to mean 0, std 1"))
        elif x.get("std") is not None and x["std"] < 1e-6:
            checks.append(Check(name="inputs", status="warn", detail=f"inputs are constant (std {_fmt(x['std'])})"))
        else:
            checks.append(Check(name="inputs", status="pass", detail=f"inputs {x['shape']}: mean {_fmt(x['mean'])}, "
                                f"std {_fmt(x['std'])}, no NaN/Inf"))
    labels = raw.get("labels")
    if labels:
        k = raw.get("num_classes", 0)
        out_of_range = labels["max"] >= k or labels["min"] < 0
        if out_of_range:
            checks.append(Check(name="labels", status="fail",
                                detail=f"labels span {labels['min']}..{labels['max']} but the model has {k} outputs"))
            findings.append(Finding(symptom="not_learning", severity="critical", confidence=0.6, detector="probe",
                                    metric="labels", evidence=[f"labels reach {labels['max']} but the model has {k} "
                                                               "output classes: the targets do not fit the head"],
                                    facts={"label_out_of_range": True}))
        elif labels["distinct"] <= 1:
            checks.append(Check(name="labels", status="warn",
                                detail=f"every one of the {labels['count']} labels in the batch is the same class"))
        else:
            checks.append(Check(name="labels", status="pass",
                                detail=f"{labels['distinct']} classes present in the batch, within 0..{k - 1}"))


def _init_checks(raw: dict[str, Any], res: ProbeResult, checks: list[Check], findings: list[Finding]) -> None:
    init, chance = res.init_loss, res.chance_loss
    if "init_loss" not in raw:
        checks.append(Check(name="init_loss", status="skip", detail="not run: fix the labels first"))
        return
    if init is None:
        checks.append(Check(name="init_loss", status="fail", detail="the loss is NaN/Inf on the first forward pass"))
        findings.append(Finding(symptom="nan_inf", severity="critical", confidence=0.9, detector="probe",
                                metric="train_loss", evidence=["the loss is NaN/Inf at initialisation, before any "
                                                               "update"], facts={"nan_at_start": True}))
        return
    if raw.get("outputs_look_like_probabilities"):
        checks.append(Check(name="loss_inputs", status="warn",
                            detail="the model outputs probabilities (rows in [0, 1] summing to 1) but cross_entropy "
                                   "expects raw logits: remove the softmax from the model"))
    if chance is None or chance <= 0:
        checks.append(Check(name="init_loss", status="pass", detail=f"loss at initialisation {_fmt(init)}"))
        return
    ratio = init / chance
    what = (f"ln({raw['num_classes']}) = {_fmt(chance)}" if raw.get("num_classes")
            else f"the variance of the targets, {_fmt(chance)}")
    if ratio > ABOVE_CHANCE:
        checks.append(Check(name="init_loss", status="warn",
                            detail=f"loss at initialisation {_fmt(init)} is {ratio:.1f}x the chance level {what}: "
                                   "initial outputs are over-confident (last layer initialised too large) or the "
                                   "loss is applied to the wrong outputs"))
    else:
        checks.append(Check(name="init_loss", status="pass",
                            detail=f"loss at initialisation {_fmt(init)}, near the chance level {what}"))


def _overfit_check(raw: dict[str, Any], res: ProbeResult, checks: list[Check], findings: list[Finding]) -> None:
    run = raw.get("overfit", {})
    losses = [v for v in run.get("losses", []) if isinstance(v, int | float)]
    at = f"Adam steps at lr {_fmt(run.get('lr'))}"
    res.overfit_curve = [float(f"{v:.5g}") for v in _sample(losses)] if losses else []
    if not losses:
        checks.append(Check(name="overfit_one_batch", status="skip", detail="not run"))
        return
    first, last = losses[0], losses[-1]
    if not math.isfinite(last):
        checks.append(Check(name="overfit_one_batch", status="fail",
                            detail=f"the loss became NaN/Inf after {len(losses)} {at} on one batch"))
        findings.append(Finding(symptom="nan_inf", severity="critical", confidence=0.7, detector="probe",
                                metric="train_loss", steps=(1, len(losses)),
                                evidence=[f"overfitting one batch ({at}): loss NaN/Inf at step {len(losses)}"],
                                facts={"first_nan_step": len(losses)}))
        return
    target = max(OVERFIT_FRACTION * first, OVERFIT_ABSOLUTE) if res.loss != "custom" else OVERFIT_FRACTION * first
    if last <= target or last <= OVERFIT_ABSOLUTE:
        checks.append(Check(name="overfit_one_batch", status="pass",
                            detail=f"loss {_fmt(first)} -> {_fmt(last)} in {len(losses)} {at}: the model, loss "
                                   "and labels can fit one batch"))
        return
    checks.append(Check(name="overfit_one_batch", status="fail",
                        detail=f"loss only went {_fmt(first)} -> {_fmt(last)} in {len(losses)} {at} on a single "
                               "batch; a working setup gets near zero"))
    evidence = [f"could not overfit one batch: loss {_fmt(first)} -> {_fmt(last)} in {len(losses)} steps "
                f"(target below {_fmt(target)})"]
    facts: dict[str, Any] = {"overfit_failed": True, "overfit_final_loss": last}
    if res.chance_loss and abs(last - res.chance_loss) < 0.1 * res.chance_loss:
        evidence.append(f"it stays at the chance level {_fmt(res.chance_loss)}: predictions remain uniform")
        facts["at_chance"] = True
    findings.append(Finding(symptom="not_learning", severity="warning", confidence=0.7, detector="probe",
                            metric="train_loss", evidence=evidence, facts=facts))


def render_markdown(res: ProbeResult) -> str:
    from traindiag.report.markdown import render_markdown as render_report

    mark = {"pass": "ok", "warn": "WARN", "fail": "FAIL", "skip": "skip"}
    out = [f"# One-batch probe: {res.model} on {res.batch}", "",
           f"{res.parameters:,} parameters ({res.trainable:,} trainable); loss {res.loss}; "
           f"initial loss {_fmt(res.init_loss)}" + (f" (chance {_fmt(res.chance_loss)})" if res.chance_loss else "")
           + (f"; suggested lr {_fmt(res.suggested_lr)}" if res.suggested_lr else ""), "", "## Checks"]
    out += [f"- [{mark[c.status]}] **{c.name}**: {c.detail}" for c in res.checks]
    if res.lr_curve:
        out += ["", "LR range test (lr: loss): " + ", ".join(f"{_fmt(a)}: {_fmt(b)}" for a, b in res.lr_curve)]
    if res.report is not None:  # the report's "Read ..." line describes a log; there is none here
        out += ["", "\n".join(ln for ln in render_report(res.report).splitlines() if not ln.startswith("_Read "))]
    return "\n".join(out) + "\n"

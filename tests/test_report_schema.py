"""The committed JSON Schema, reports validating against it, and the size caps."""

from __future__ import annotations

import json

import jsonschema
import numpy as np
from traindiag.analysis.findings import Inconclusive
from traindiag.diagnosis.engine import diagnose_findings
from traindiag.diagnosis.report_model import SCHEMA_PATH, schema, schema_json
from traindiag.ingest.context import Context
from traindiag.report.markdown import render_markdown
from traindiag.vocabulary import symptom_ids

from tests.diagnosis_helpers import finding, make_run, nan_findings, nan_run, power_law


def _validator():
    return jsonschema.Draft202012Validator(json.loads(SCHEMA_PATH.read_text()))


def test_committed_schema_matches_the_report_model():
    # regenerate with: .venv/bin/python -m traindiag.diagnosis.report_model
    assert SCHEMA_PATH.read_text() == schema_json()
    jsonschema.Draft202012Validator.check_schema(schema())


def test_reports_validate_against_the_committed_schema():
    steps = np.arange(0, 5000, 10)
    healthy = make_run(train_loss=(steps, power_law(steps, noise=0.01)))
    reports = [
        diagnose_findings([nan_run()], nan_findings(), context=Context(precision="fp16")),
        diagnose_findings([healthy], [finding("healthy", "info", 0.8)]),
        diagnose_findings([healthy], [], [Inconclusive(symptom="plateau", reason="too few")]),
    ]
    v = _validator()
    for r in reports:
        v.validate(json.loads(r.to_json()))


def test_schema_rejects_a_symptom_id_outside_the_vocabulary():
    doc = json.loads(diagnose_findings([nan_run()], nan_findings()).to_json())
    doc["symptoms"][0]["id"] = "cosmic_rays"
    assert not _validator().is_valid(doc)
    assert "cosmic_rays" not in symptom_ids()


def _huge_report():
    """A million-step run with every symptom, long evidence lists, many hparams, notes and refusals."""
    steps = np.arange(0, 1_000_000, 1)
    loss = power_law(steps.astype(float), noise=0.05)
    loss[-500:] = np.nan
    run = make_run(train_loss=(steps, loss), grad_norm=(steps, np.abs(loss) * 3),
                   lr=(steps, np.full(steps.size, 3e-4)), val_loss=(steps[::1000], loss[::1000] + 0.1),
                   hparams={f"hparam_{i}": "x" * 100 for i in range(60)})
    run.notes += [f"note {i}: " + "n" * 300 for i in range(40)]
    long = [f"evidence line {i} at step {i * 1000:,}: " + "e" * 250 for i in range(30)]
    findings = [finding(s, "critical" if i % 2 else "warning", min(0.5 + i / 100, 0.99), (i, 900_000), long)
                for i, s in enumerate(symptom_ids()) if s != "healthy"]
    inconclusive = [Inconclusive(symptom=s, reason="r" * 300) for s in symptom_ids()]
    return diagnose_findings([run], findings, inconclusive, Context())


def test_json_and_markdown_stay_small_whatever_the_log_size():
    report = _huge_report()
    assert len(report.to_json().encode()) <= 8000
    md = render_markdown(report)
    assert len(md) <= 6000
    assert report.symptoms and report.causes and report.verdict.decision == "stop_and_fix"
    _validator().validate(json.loads(report.to_json()))


def test_markdown_shows_symptom_causes_fix_verdict_and_questions():
    report = diagnose_findings([nan_run()], nan_findings())
    md = render_markdown(report)
    for part in ("**Verdict: Stop and fix.**", "## Symptoms", "**nan_inf**", "## Likely causes", "Tell apart:",
                 "Fix:", "Avoid:", "knowledge://", "4,120"):
        assert part in md, part
    if report.questions:
        assert "## Questions" in md


def test_markdown_of_a_healthy_run_shows_the_projection():
    steps = np.arange(0, 10_001, 10)
    report = diagnose_findings([make_run(train_loss=(steps, power_law(steps, noise=0.01)))],
                               [finding("healthy", "info", 0.8)])
    md = render_markdown(report)
    assert "**healthy**" in md and "## Projection" in md and "by step 20,000" in md
    assert "## Likely causes" not in md

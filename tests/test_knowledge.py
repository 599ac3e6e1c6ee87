"""The knowledge sheets: their front-matter is a contract the diagnosis engine and the MCP server rely on."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import yaml
from traindiag.knowledge import list_sheets
from traindiag.vocabulary import cause_ids, symptom_ids

from tests.conftest import REPO

KNOWLEDGE = REPO / "knowledge"

# The sheet ids the diagnosis engine cites as knowledge://<id> (the project contract).
SHEET_IDS = (
    "learning-rate-scheduling", "optimization-algorithms", "gradient-management", "overfitting-prevention",
    "loss-functions-and-objectives", "data-augmentation-strategies", "batch-size-and-memory-tradeoffs",
    "loss-curve-interpretation", "gradient-pathologies", "numerical-stability-and-mixed-precision",
    "training-performance-profiling", "quantization-aware-training", "sanity-checks", "run-triage",
    "rl-and-preference-tuning", "multi-rank-jobs",
)
FRONT_MATTER_KEYS = {"id", "title", "description", "symptoms", "causes"}
CLI_COMMANDS = ("parse", "diagnose", "compare", "gradients", "inspect", "probe", "lint", "fix", "plot", "watch")

# A markdown link target: [text](target), ignoring images' leading "!" (same syntax).
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"```.*?```", re.S)


def front_matter(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n"), f"{path.name} does not start with a front-matter block"
    block = text.split("---\n", 2)[1]
    meta = yaml.safe_load(block)
    assert isinstance(meta, dict), f"{path.name}: front-matter is not a mapping"
    return meta


def sheet_paths() -> list[Path]:
    return sorted(KNOWLEDGE.glob("*.md"))


def test_every_contract_sheet_exists_and_no_stray_sheets():
    assert sorted(p.stem for p in sheet_paths()) == sorted(SHEET_IDS)


@pytest.mark.parametrize("sheet_id", SHEET_IDS)
def test_sheet_front_matter_has_every_key_and_its_id_is_the_file_name(sheet_id):
    meta = front_matter(KNOWLEDGE / f"{sheet_id}.md")
    assert set(meta) == FRONT_MATTER_KEYS
    assert meta["id"] == sheet_id
    assert isinstance(meta["title"], str) and meta["title"].strip()
    description = meta["description"]
    assert isinstance(description, str) and description.endswith(".")
    # one sentence: no sentence break inside it
    assert not re.search(r"[.!?]\s+[A-Z]", description), description


@pytest.mark.parametrize("sheet_id", SHEET_IDS)
def test_sheet_symptoms_and_causes_are_vocabulary_ids(sheet_id):
    meta = front_matter(KNOWLEDGE / f"{sheet_id}.md")
    for key, known in (("symptoms", set(symptom_ids())), ("causes", set(cause_ids()))):
        ids = meta[key]
        assert isinstance(ids, list) and ids, f"{sheet_id}: {key} must be a non-empty list"
        assert len(ids) == len(set(ids)), f"{sheet_id}: duplicate {key}"
        assert set(ids) <= known, f"{sheet_id}: unknown {key} {sorted(set(ids) - known)}"


def test_every_vocabulary_symptom_and_cause_is_covered_by_a_sheet():
    covered_symptoms: set[str] = set()
    covered_causes: set[str] = set()
    for path in sheet_paths():
        meta = front_matter(path)
        covered_symptoms |= set(meta["symptoms"])
        covered_causes |= set(meta["causes"])
    assert set(symptom_ids()) - covered_symptoms == set()
    assert set(cause_ids()) - covered_causes == set()


def test_the_server_reads_the_same_metadata_as_a_yaml_parser():
    served = {sheet.id: sheet for sheet in list_sheets(KNOWLEDGE)}
    assert sorted(served) == sorted(SHEET_IDS)
    for sheet_id, sheet in served.items():
        meta = front_matter(KNOWLEDGE / f"{sheet_id}.md")
        assert sheet.title == meta["title"]
        assert sheet.description == meta["description"]
        assert list(sheet.symptoms) == meta["symptoms"]
        assert list(sheet.causes) == meta["causes"]


@pytest.mark.parametrize("sheet_id", SHEET_IDS)
def test_python_snippets_in_a_sheet_are_valid_python(sheet_id):
    text = (KNOWLEDGE / f"{sheet_id}.md").read_text(encoding="utf-8")
    for i, block in enumerate(re.findall(r"```python\n(.*?)```", text, re.S)):
        try:
            ast.parse(block)
        except SyntaxError as exc:
            pytest.fail(f"{sheet_id}: python block {i} does not parse: {exc}")


@pytest.mark.parametrize("sheet_id", SHEET_IDS)
def test_sheet_says_what_not_to_do_and_names_a_traindiag_command(sheet_id):
    text = (KNOWLEDGE / f"{sheet_id}.md").read_text(encoding="utf-8")
    assert re.search(r"^## What not to do$", text, re.M), f"{sheet_id} has no 'What not to do' section"
    named = {c for c in CLI_COMMANDS if f"traindiag {c}" in text}
    assert named, f"{sheet_id} does not say which traindiag command helps"


def markdown_files() -> list[Path]:
    # skills/package and skills/knowledge are links to the package and to knowledge/: checked where they live
    linked = (REPO / "skills" / "package", REPO / "skills" / "knowledge")
    skill_pages = [p for p in (REPO / "skills").rglob("*.md") if not any(p.is_relative_to(d) for d in linked)]
    return sorted([*KNOWLEDGE.glob("*.md"), *skill_pages])


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: str(p.relative_to(REPO)))
def test_every_relative_link_resolves_to_an_existing_file(path):
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    for target in LINK.findall(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # URLs (http:, knowledge:) and same-page anchors
        resolved = (path.parent / target.split("#", 1)[0]).resolve()
        assert resolved.is_file(), f"{path.relative_to(REPO)} links to missing {target}"


def test_every_sheet_a_diagnosis_rule_cites_exists():
    from traindiag.diagnosis.causes import RULES

    cited = {sheet for rule in RULES for sheet in rule.sheets}
    assert cited - set(SHEET_IDS) == set()


def test_each_diagnosis_rule_cites_a_sheet_that_covers_its_cause():
    from traindiag.diagnosis.causes import RULES

    causes_of = {sheet_id: set(front_matter(KNOWLEDGE / f"{sheet_id}.md")["causes"]) for sheet_id in SHEET_IDS}
    uncovered = [rule.id for rule in RULES if not any(rule.id in causes_of.get(s, set()) for s in rule.sheets)]
    assert uncovered == []

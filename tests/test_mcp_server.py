"""The MCP server in process: every tool, resource and prompt, and the errors a model must be able to read."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import jsonschema
import pytest
from mcp import Client, MCPError, types
from traindiag.diagnosis.report_model import Report
from traindiag.interfaces import prompts
from traindiag.interfaces.safety import MAX_PASTE_BYTES
from traindiag.interfaces.server import build_server
from traindiag.knowledge import list_sheets

from tests.mcp_logs import write_healthy_run, write_unstable_run

pytestmark = pytest.mark.anyio

TOOLS = {"parse_log", "diagnose", "analyze_metric", "compare_runs", "plot_run", "inspect_gradients", "inspect_checkpoint",
         "compare_checkpoints", "lint_script", "propose_fix", "apply_fix", "probe_model", "watch_run"}
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
BUGGY_SCRIPT = FIXTURES / "scripts" / "bugs" / "missing_zero_grad.py"


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    root = tmp_path / "work"
    write_unstable_run(root / "unstable" / "metrics.csv")
    write_healthy_run(root / "healthy" / "metrics.csv")
    (root / "train.py").write_text(BUGGY_SCRIPT.read_text())
    (root / "grad_stats.jsonl").write_text((FIXTURES / "grads" / "dead_relu.jsonl").read_text())
    for name in ("step_1000.safetensors", "step_2000.safetensors", "ternary.safetensors"):
        (root / "ckpt").mkdir(exist_ok=True)
        (root / "ckpt" / name).write_bytes((FIXTURES / "checkpoints" / name).read_bytes())
    return root


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    other = tmp_path / "outside"
    write_healthy_run(other / "metrics.csv")
    return other


@pytest.fixture
def server(workdir: Path, monkeypatch):
    monkeypatch.chdir(workdir)
    return build_server()


def text_of(result: types.CallToolResult) -> str:
    return "\n".join(c.text for c in result.content if isinstance(c, types.TextContent))


async def call(server, name: str, args: dict, **client_kwargs) -> types.CallToolResult:
    async with Client(server, **client_kwargs) as client:
        return await client.call_tool(name, args)


# --- listing -----------------------------------------------------------------------------------

async def test_every_tool_is_listed_and_only_apply_fix_and_user_code_are_not_read_only(server):
    # apply_fix edits the user's script; probe_model runs the user's own code, which may do anything.
    may_write = {"apply_fix", "probe_model"}
    async with Client(server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools) >= TOOLS
    for name in TOOLS:
        tool = tools[name]
        assert tool.annotations.read_only_hint is (name not in may_write), name
        assert tool.annotations.destructive_hint is (name in may_write), name
        assert tool.annotations.open_world_hint is False, name
        assert len(tool.description) > 150, name
    assert tools["apply_fix"].annotations.idempotent_hint is False
    assert tools["watch_run"].annotations.idempotent_hint is False  # each call returns only what is new


async def test_the_prompts_name_only_tools_the_server_exposes(server):
    async with Client(server) as client:
        names = {t.name for t in (await client.list_tools()).tools}
    assert set(prompts.WORKFLOW_TOOLS) <= names
    texts = [prompts.diagnose_training(None), prompts.diagnose_training("run.log"),
             prompts.explain_finding("plateau"), prompts.fix_training_script("train.py", None)]
    named = {m for text in texts for m in re.findall(r"`([a-z]+(?:_[a-z]+)+)`", text)}
    assert named and named <= names, named - names


# --- parse_log ---------------------------------------------------------------------------------

async def test_parse_log_summarises_a_file_by_relative_path(server):
    result = await call(server, "parse_log", {"path": "unstable/metrics.csv"})
    assert not result.is_error, text_of(result)
    summary = json.dumps(result.structured_content)
    assert "train_loss" in summary and "grad_norm" in summary


async def test_parse_log_reads_pasted_text(server, workdir):
    pasted = (workdir / "healthy" / "metrics.csv").read_text()
    result = await call(server, "parse_log", {"text": pasted})
    assert not result.is_error, text_of(result)
    assert "train_loss" in json.dumps(result.structured_content)


# --- diagnose ----------------------------------------------------------------------------------

async def test_diagnose_reports_the_nan_and_carries_questions_without_elicitation(server):
    result = await call(server, "diagnose", {"path": "unstable/metrics.csv"})
    assert not result.is_error, text_of(result)
    report = Report.model_validate(result.structured_content)
    assert "nan_inf" in [s.id for s in report.symptoms]
    # only what would change the ranking: clipping and precision decide between the top two causes
    assert [q.id for q in report.questions] == ["max_grad_norm", "precision"]
    assert all(q.options for q in report.questions)
    assert "NaN" in text_of(result) and "step 300" in text_of(result)  # the markdown the model reads


async def test_a_log_where_nothing_can_be_judged_asks_which_symptom_the_user_sees(server):
    result = await call(server, "diagnose", {"text": "step 1 loss 2.0\nstep 2 loss 1.9\nstep 3 loss 1.95\n"})
    assert not result.is_error, text_of(result)
    symptom = next(q for q in result.structured_content["questions"] if q["id"] == "symptom")
    assert "overfitting" in symptom["options"]


async def test_a_healthy_log_asks_nothing(server):
    result = await call(server, "diagnose", {"path": "healthy/metrics.csv"})
    assert not result.is_error, text_of(result)
    assert result.structured_content["questions"] == []


async def test_diagnose_structured_output_matches_the_report_schema(server):
    async with Client(server) as client:
        result = await client.call_tool("diagnose", {"path": "healthy/metrics.csv"})
    assert not result.is_error, text_of(result)
    jsonschema.validate(result.structured_content, Report.model_json_schema())


async def test_tools_list_stays_small_and_every_description_says_when_to_use_the_tool(server):
    # Every client loads tools/list at start-up, into the model's context: it must stay cheap.
    async with Client(server) as client:
        tools = (await client.list_tools()).tools
    listed = json.dumps([t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in tools])
    assert len(listed) < 20_000, len(listed)
    for tool in tools:
        assert tool.output_schema is None, tool.name
        assert re.search(r"\b(Use it|Use this|use it|Start here|call it|when)\b", tool.description), tool.name
        # the derived titles are dropped; the descriptions that say what an argument means stay
        assert all("title" not in p for p in tool.input_schema.get("properties", {}).values()), tool.name


@pytest.mark.parametrize("mode", ["auto", "legacy"])  # input_required rounds (2026-07-28) and mid-call requests
async def test_diagnose_asks_in_one_form_only_what_would_change_the_ranking(server, mode):
    asked: list[dict] = []

    async def answer(ctx, params: types.ElicitRequestParams) -> types.ElicitResult:
        asked.append(params.requested_schema)
        return types.ElicitResult(action="accept", content={"max_grad_norm": "no", "precision": "fp32"})

    result = await call(server, "diagnose", {"path": "unstable/metrics.csv", "context": {"optimizer": "adamw"}},
                        elicitation_callback=answer, mode=mode)
    assert not result.is_error, text_of(result)
    assert len(asked) == 1
    assert set(asked[0]["properties"]) == {"max_grad_norm", "precision"}
    assert "no" in json.dumps(asked[0]["properties"]["max_grad_norm"])
    report = Report.model_validate(result.structured_content)
    # the answers decide it: no clipping ranks first and its evidence says whose word that is
    assert report.causes[0].id == "no_gradient_clipping"
    assert "no clipping (your answer)" in report.causes[0].evidence
    assert report.questions == []


async def test_diagnose_does_not_ask_again_what_the_context_already_answers(server):
    asked: list[dict] = []

    async def answer(ctx, params):
        asked.append(params.requested_schema)
        return types.ElicitResult(action="decline")

    context = {"answers": {"precision": "fp32"}}
    result = await call(server, "diagnose", {"path": "unstable/metrics.csv", "context": context},
                        elicitation_callback=answer)
    assert not result.is_error, text_of(result)
    assert [set(s["properties"]) for s in asked] == [{"max_grad_norm"}]
    # once clipping is known too, lr_too_high leads clearly (0.48) and nothing is left worth a form
    both = {"answers": {"precision": "fp32", "max_grad_norm": "yes"}}
    again = await call(server, "diagnose", {"path": "unstable/metrics.csv", "context": both},
                       elicitation_callback=answer)
    assert len(asked) == 1 and again.structured_content["causes"][0]["id"] == "lr_too_high"


async def test_diagnose_does_not_ask_when_told_not_to_or_when_the_answer_is_already_clear(server, workdir):
    asked: list[object] = []

    async def answer(ctx, params):
        asked.append(params)
        return types.ElicitResult(action="decline")

    (workdir / "nan.log").write_text((FIXTURES / "hf" / "trainer_nan.log").read_text())
    told_not_to = await call(server, "diagnose", {"path": "unstable/metrics.csv", "ask": False},
                             elicitation_callback=answer)
    clear = await call(server, "diagnose", {"path": "nan.log"}, elicitation_callback=answer)  # lr 11.9: stop, fix lr
    healthy = await call(server, "diagnose", {"path": "healthy/metrics.csv"}, elicitation_callback=answer)
    assert not told_not_to.is_error and not clear.is_error and not healthy.is_error
    assert clear.structured_content["causes"][0]["id"] == "lr_too_high"
    assert asked == []


async def test_a_declined_question_comes_back_in_the_report(server):
    async def decline(ctx, params):
        return types.ElicitResult(action="decline")

    result = await call(server, "diagnose", {"path": "unstable/metrics.csv"}, elicitation_callback=decline)
    assert not result.is_error, text_of(result)
    assert [q["id"] for q in result.structured_content["questions"]] == ["max_grad_norm", "precision"]


async def test_answers_to_questions_that_do_not_exist_are_refused_in_one_line(server):
    result = await call(server, "diagnose", {"path": "unstable/metrics.csv", "ask": False,
                                             "context": {"answers": {"clipping": "yes"}}})
    assert result.is_error and "no question 'clipping'" in text_of(result) and "max_grad_norm" in text_of(result)


async def test_diagnose_reads_pasted_text(server, workdir):
    pasted = (workdir / "unstable" / "metrics.csv").read_text()
    result = await call(server, "diagnose", {"text": pasted, "ask": False})
    assert not result.is_error, text_of(result)
    assert "nan_inf" in [s["id"] for s in result.structured_content["symptoms"]]


async def test_diagnose_reads_a_separate_validation_log(server, workdir):
    steps = range(0, 400, 50)
    (workdir / "val.csv").write_text("step,val_loss\n" + "".join(f"{s},{2.0 - s / 400:.3f}\n" for s in steps))
    result = await call(server, "diagnose", {"path": "healthy/metrics.csv", "val_path": "val.csv", "ask": False})
    assert not result.is_error, text_of(result)
    assert "val_loss" in json.dumps(result.structured_content["data"])


async def test_a_validation_log_outside_the_roots_is_refused(server, outside):
    result = await call(server, "diagnose", {"path": "healthy/metrics.csv", "val_path": str(outside / "metrics.csv")})
    assert result.is_error and "outside the folders" in text_of(result)


# --- analyze_metric ------------------------------------------------------------------------------

async def test_analyze_metric_looks_at_one_series_over_a_step_range(server):
    result = await call(server, "analyze_metric",
                        {"path": "unstable/metrics.csv", "metric": "grad_norm", "start": 200, "end": 295})
    assert not result.is_error, text_of(result)
    assert "grad_norm" in json.dumps(result.structured_content)


async def test_analyze_metric_answers_in_text_the_model_reads_plus_the_structured_result(server):
    # the same shape as diagnose and parse_log: compact markdown with logged values, and the full model
    result = await call(server, "analyze_metric", {"path": "unstable/metrics.csv", "metric": "train_loss"})
    text = text_of(result)
    data = result.structured_content
    assert text.startswith("## train_loss in run") and "- logged: " in text and "{" not in text
    first_point = data["digest"]["points"][0]
    assert f"{first_point[0]}: " in text
    assert data["non_finite"]["count"] == 0 or "non-finite" in text


async def test_analyze_metric_maps_a_common_name_to_the_canonical_one(server):
    result = await call(server, "analyze_metric", {"path": "healthy/metrics.csv", "metric": "loss"})
    assert not result.is_error, text_of(result)
    assert "train_loss" in json.dumps(result.structured_content)


async def test_unknown_metric_lists_the_metrics_the_run_has(server):
    result = await call(server, "analyze_metric", {"path": "healthy/metrics.csv", "metric": "perplexity"})
    assert result.is_error
    assert "no metric 'perplexity'" in text_of(result) and "train_loss" in text_of(result)


async def test_reversed_step_range_is_refused(server):
    result = await call(server, "analyze_metric",
                        {"path": "healthy/metrics.csv", "metric": "train_loss", "start": 300, "end": 100})
    assert result.is_error and "start 300 is after end 100" in text_of(result)


async def test_a_badly_typed_argument_comes_back_as_a_readable_error(server):
    result = await call(server, "analyze_metric",
                        {"path": "healthy/metrics.csv", "metric": "train_loss", "start": "early"})
    assert result.is_error
    assert "start" in text_of(result) and "integer" in text_of(result)


# --- compare_runs --------------------------------------------------------------------------------

async def test_compare_runs_ranks_two_logs(server):
    result = await call(server, "compare_runs", {"paths": ["healthy/metrics.csv", "unstable/metrics.csv"]})
    assert not result.is_error, text_of(result)
    assert result.structured_content


async def test_compare_runs_needs_two_runs(server):
    result = await call(server, "compare_runs", {"paths": ["healthy/metrics.csv"]})
    assert result.is_error and "at least two runs" in text_of(result)


# --- plot_run ------------------------------------------------------------------------------------

async def test_plot_run_returns_a_png_with_the_findings_marked(server):
    result = await call(server, "plot_run", {"path": "unstable/metrics.csv", "width": 800})
    assert not result.is_error, text_of(result)
    image = next(c for c in result.content if isinstance(c, types.ImageContent))
    png = base64.b64decode(image.data)
    assert image.mime_type == "image/png" and png.startswith(b"\x89PNG")
    assert int.from_bytes(png[16:20], "big") == 800 == result.structured_content["width"]
    assert "nan_inf" in [m["symptom"] for m in result.structured_content["marks"]]
    assert "nan_inf" in text_of(result)


async def test_plot_run_refuses_an_absurd_size(server):
    result = await call(server, "plot_run", {"path": "unstable/metrics.csv", "width": 50000})
    assert result.is_error and "width" in text_of(result)


# --- inspect_gradients ---------------------------------------------------------------------------

async def test_inspect_gradients_names_the_layer_with_dead_units(server):
    result = await call(server, "inspect_gradients", {"path": "grad_stats.jsonl"})
    assert not result.is_error, text_of(result)
    findings = result.structured_content["findings"]
    assert "dead_relu" in [f["symptom"] for f in findings]
    assert "dead_relu" in text_of(result)


# --- inspect_checkpoint, compare_checkpoints ------------------------------------------------------

async def test_inspect_checkpoint_reports_tensor_statistics(server):
    result = await call(server, "inspect_checkpoint", {"path": "ckpt/ternary.safetensors"})
    assert not result.is_error, text_of(result)
    report = result.structured_content
    assert report["format"] == "safetensors" and report["tensors"] == len(report["layers"]) > 0
    assert "ternary.safetensors" in text_of(result)


async def test_compare_checkpoints_measures_what_changed(server):
    result = await call(server, "compare_checkpoints",
                        {"earlier": "ckpt/step_1000.safetensors", "later": "ckpt/step_2000.safetensors"})
    assert not result.is_error, text_of(result)
    assert result.structured_content["common"] > 0 and result.structured_content["changes"]


# --- lint_script, propose_fix, apply_fix ----------------------------------------------------------

async def test_lint_script_points_at_the_line_with_the_bug(server):
    result = await call(server, "lint_script", {"path": "train.py"})
    assert not result.is_error, text_of(result)
    finding = result.structured_content["findings"][0]
    assert finding["rule"] == "missing-zero-grad" and finding["line"] == 21
    assert ":21:" in text_of(result)


async def test_propose_fix_shows_a_diff_and_writes_nothing(server, workdir):
    before = (workdir / "train.py").read_bytes()
    result = await call(server, "propose_fix", {"path": "train.py", "fix": "missing-zero-grad"})
    assert not result.is_error, text_of(result)
    assert "+        optimizer.zero_grad(" in result.structured_content["diff"]
    assert (workdir / "train.py").read_bytes() == before
    assert sorted(p.name for p in workdir.iterdir()) == ["ckpt", "grad_stats.jsonl", "healthy", "train.py", "unstable"]


async def test_apply_fix_needs_the_proposed_hash_and_keeps_a_backup(server, workdir):
    async with Client(server) as client:
        proposal = await client.call_tool("propose_fix", {"path": "train.py", "fix": "add-zero-grad"})
        sha = proposal.structured_content["sha256"]
        applied = await client.call_tool("apply_fix", {"path": "train.py", "fix": "add-zero-grad",
                                                       "expected_sha256": sha})
        again = await client.call_tool("apply_fix", {"path": "train.py", "fix": "add-zero-grad",
                                                     "expected_sha256": sha})
        unhashed = await client.call_tool("apply_fix", {"path": "train.py", "fix": "add-zero-grad"})
    assert not applied.is_error, text_of(applied)
    assert "optimizer.zero_grad(" in (workdir / "train.py").read_text()
    backup = Path(applied.structured_content["backup"])
    assert backup.parent == workdir.resolve() and backup.read_text() == BUGGY_SCRIPT.read_text()
    assert again.is_error and "changed since it was read" in text_of(again)
    assert unhashed.is_error and "expected_sha256" in text_of(unhashed)


async def test_fix_tools_refuse_a_script_outside_the_roots(server, outside):
    (outside / "train.py").write_text(BUGGY_SCRIPT.read_text())
    result = await call(server, "apply_fix", {"path": str(outside / "train.py"), "fix": "add-zero-grad",
                                              "expected_sha256": "0" * 64})
    assert result.is_error and "outside the folders" in text_of(result)
    assert (outside / "train.py").read_text() == BUGGY_SCRIPT.read_text()


# --- errors and confinement ----------------------------------------------------------------------

async def test_a_missing_file_is_named(server):
    result = await call(server, "diagnose", {"path": "nowhere/train.log", "ask": False})
    assert result.is_error and "no such file" in text_of(result)


async def test_a_path_outside_the_roots_is_refused(server, outside):
    result = await call(server, "parse_log", {"path": str(outside / "metrics.csv")})
    assert result.is_error and "outside the folders this server may read" in text_of(result)


async def test_dotdot_escape_is_refused(server, outside):
    result = await call(server, "diagnose", {"path": "../outside/metrics.csv", "ask": False})
    assert result.is_error and "outside the folders" in text_of(result)


async def test_a_symlink_escaping_the_roots_is_refused(server, workdir, outside):
    (workdir / "sneaky.csv").symlink_to(outside / "metrics.csv")
    result = await call(server, "analyze_metric", {"path": "sneaky.csv", "metric": "train_loss"})
    assert result.is_error and "outside the folders" in text_of(result)


async def test_an_extra_root_allows_its_files(workdir, outside, monkeypatch):
    monkeypatch.chdir(workdir)
    result = await call(build_server([outside]), "parse_log", {"path": str(outside / "metrics.csv")})
    assert not result.is_error, text_of(result)


async def test_an_oversized_paste_names_the_limit_and_the_alternative(server):
    result = await call(server, "parse_log", {"text": "step,loss\n" + "1,2.0\n" * (MAX_PASTE_BYTES // 6 + 1)})
    assert result.is_error
    assert "2 MB limit" in text_of(result) and "pass its path" in text_of(result)


async def test_a_call_without_path_or_text_says_what_to_give_without_asking_the_user(server):
    asked: list[object] = []

    async def answer(ctx, params):
        asked.append(params)
        return types.ElicitResult(action="decline")

    result = await call(server, "diagnose", {}, elicitation_callback=answer)
    assert result.is_error and "give path (a log file or run folder) or text" in text_of(result)
    assert asked == []


async def test_path_and_text_together_are_refused(server):
    result = await call(server, "parse_log", {"path": "healthy/metrics.csv", "text": "step,loss\n1,2\n"})
    assert result.is_error and "either path" in text_of(result)


async def test_every_tool_but_apply_fix_writes_nothing(server, workdir):
    def snapshot() -> dict[str, bytes | None]:
        return {str(p.relative_to(workdir)): p.read_bytes() if p.is_file() else None for p in workdir.rglob("*")}

    before = snapshot()
    for name, args in [("parse_log", {"path": "unstable"}), ("diagnose", {"path": "unstable/metrics.csv"}),
                       ("analyze_metric", {"path": "unstable/metrics.csv", "metric": "train_loss"}),
                       ("compare_runs", {"paths": ["healthy/metrics.csv", "unstable/metrics.csv"]}),
                       ("inspect_gradients", {"path": "grad_stats.jsonl"}), ("lint_script", {"path": "train.py"}),
                       ("propose_fix", {"path": "train.py", "fix": "add-zero-grad"}),
                       ("plot_run", {"path": "unstable/metrics.csv"}),
                       ("inspect_checkpoint", {"path": "ckpt/step_1000.safetensors"}),
                       ("compare_checkpoints", {"earlier": "ckpt/step_1000.safetensors",
                                                "later": "ckpt/step_2000.safetensors"})]:
        result = await call(server, name, args)
        assert not result.is_error, (name, text_of(result))
    assert snapshot() == before


# --- resources -----------------------------------------------------------------------------------

async def test_every_knowledge_sheet_is_a_listed_markdown_resource(server):
    sheets = list_sheets()
    async with Client(server) as client:
        listed = {str(r.uri): r for r in (await client.list_resources()).resources}
        for sheet in sheets:
            resource = listed[sheet.uri]
            assert resource.title == sheet.title and resource.description == sheet.description
            assert resource.mime_type == "text/markdown"
        body = await client.read_resource(sheets[0].uri)
    assert body.contents[0].text == sheets[0].read()


async def test_the_vocabulary_is_a_json_resource(server):
    async with Client(server) as client:
        body = await client.read_resource("knowledge://vocabulary")
    vocab = json.loads(body.contents[0].text)
    assert "nan_inf" in vocab["symptoms"] and "lr_too_high" in vocab["causes"]


async def test_an_unknown_sheet_is_a_clear_not_found_error(server):
    async with Client(server) as client:
        with pytest.raises(MCPError, match="no knowledge sheet 'no-such-sheet'"):
            await client.read_resource("knowledge://no-such-sheet")


async def test_report_references_resolve_to_listed_sheets(server):
    result = await call(server, "diagnose", {"path": "unstable/metrics.csv", "ask": False})
    refs = {r for c in result.structured_content["causes"] for r in c["references"]}
    async with Client(server) as client:
        listed = {str(r.uri) for r in (await client.list_resources()).resources}
    assert refs <= listed, refs - listed


# --- prompts -------------------------------------------------------------------------------------

async def test_the_three_prompts_are_listed_with_their_arguments(server):
    async with Client(server) as client:
        listed = {p.name: p for p in (await client.list_prompts()).prompts}
    assert set(listed) == {"diagnose-training", "explain-finding", "fix-training-script"}
    assert [a.required for a in listed["diagnose-training"].arguments] == [False]
    assert [a.name for a in listed["fix-training-script"].arguments if a.required] == ["script"]


async def test_diagnose_training_starts_from_a_path_a_description_or_nothing(server):
    async with Client(server) as client:
        on_path = await client.get_prompt("diagnose-training", {"path_or_description": "unstable/metrics.csv"})
        on_words = await client.get_prompt("diagnose-training", {"path_or_description": "my loss went to nan"})
        bare = await client.get_prompt("diagnose-training", {})
    assert 'parse_log` (path="unstable/metrics.csv")' in on_path.messages[0].content.text
    assert "my loss went to nan" in on_words.messages[0].content.text
    assert "1. nan_inf" in bare.messages[0].content.text
    for message in (on_path, on_words, bare):
        assert "`diagnose`" in message.messages[0].content.text


async def test_explain_finding_and_fix_training_script_render(server):
    async with Client(server) as client:
        explained = await client.get_prompt("explain-finding", {"finding": "loss_spikes"})
        fixing = await client.get_prompt("fix-training-script", {"script": "train.py", "symptom": "nan_inf"})
        with pytest.raises(MCPError):
            await client.get_prompt("fix-training-script", {})
    assert "loss_spikes" in explained.messages[0].content.text
    assert "train.py" in fixing.messages[0].content.text and "nan_inf" in fixing.messages[0].content.text


@pytest.mark.anyio
async def test_every_tool_that_reads_a_log_forces_the_reader_with_log_format_never_format(server):
    # One meaning per name, as in the CLI: `--format` is the report format, `--log-format` the reader.
    async with Client(server) as client:
        tools = (await client.list_tools()).tools
    readers = {t.name for t in tools if "log_format" in t.input_schema.get("properties", {})}
    assert {"parse_log", "diagnose", "analyze_metric", "compare_runs", "plot_run", "watch_run"} <= readers
    assert not [t.name for t in tools if "format" in t.input_schema.get("properties", {})]


@pytest.mark.anyio
async def test_without_torch_probe_model_is_not_listed_and_the_instructions_say_how_to_get_it(monkeypatch):
    # Every other tool runs on the core install (matplotlib and libcst are core dependencies).
    from traindiag.interfaces import server as server_module

    monkeypatch.setattr(server_module, "torch_installed", lambda: False)
    async with Client(server_module.build_server()) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        instructions = client.instructions or ""
    assert names == TOOLS - {"probe_model"}
    assert "traindiag[torch]" in instructions

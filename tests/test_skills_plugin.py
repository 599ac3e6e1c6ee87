"""The Claude skills, the /diagnose-training command and the Claude Code plugin and marketplace that ship them."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from traindiag import __version__
from traindiag.interfaces.cli import build_parser

from tests.conftest import REPO

PLUGIN = REPO / "skills"  # the plugin root
SKILLS = ("training-diagnostics", "train-debug")
COMMAND = PLUGIN / "commands" / "diagnose-training.md"
MARKETPLACE = REPO / ".claude-plugin" / "marketplace.json"

# Keys the Agent Skills format defines for SKILL.md front-matter.
SKILL_KEYS = {"name", "description", "license", "allowed-tools", "metadata", "compatibility"}
SKILL_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SEMVER = re.compile(r"^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$")
# Tool names the MCP contract lists; a bare `name` in backticks that is one of these is a tool reference.
CONTRACT_TOOLS = {
    "parse_log", "diagnose", "analyze_metric", "compare_runs", "plot_run", "inspect_gradients",
    "inspect_checkpoint", "compare_checkpoints", "probe_model", "lint_script", "propose_fix", "apply_fix",
    "watch_run",
}
# How Claude Code names the tools: `plugin:traindiag:traindiag` when the plugin brings the server,
# `traindiag` after `claude mcp add traindiag` (tools `mcp__<server, colons as underscores>__<tool>`).
PLUGIN_PREFIX = "mcp__plugin_traindiag_traindiag__"
ADDED_PREFIX = "mcp__traindiag__"
MCP_TOOL = re.compile(r"mcp__(?:plugin_traindiag_)?traindiag__([A-Za-z0-9_-]+)")


def split_front_matter(path: Path) -> tuple[dict, str]:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n"), f"{path} has no front-matter"
    _, block, body = text.split("---\n", 2)
    meta = yaml.safe_load(block)
    assert isinstance(meta, dict)
    return meta, body


def load_json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def allowed_tools(meta: dict) -> list[str]:
    value = meta["allowed-tools"]
    items = value if isinstance(value, list) else value.split(",")
    return [item.strip() for item in items if item.strip()]


# --- skills and command -------------------------------------------------------------------------

@pytest.mark.parametrize("skill", SKILLS)
def test_skill_front_matter_follows_the_agent_skills_rules(skill):
    meta, body = split_front_matter(PLUGIN / skill / "SKILL.md")
    assert set(meta) <= SKILL_KEYS, f"unknown keys {set(meta) - SKILL_KEYS}"
    assert meta["name"] == skill
    assert SKILL_NAME.match(meta["name"]) and len(meta["name"]) <= 64
    description = meta["description"]
    assert isinstance(description, str) and 0 < len(description) <= 1024
    assert "Use" in description, "the description must say when to use the skill"
    assert body.strip()


def test_every_skill_folder_in_the_plugin_is_declared_in_plugin_json():
    declared = {Path(p).name for p in load_json(PLUGIN / ".claude-plugin" / "plugin.json")["skills"]}
    on_disk = {p.parent.name for p in PLUGIN.glob("*/SKILL.md")}
    assert declared == on_disk == set(SKILLS)


def test_diagnose_training_command_has_its_front_matter_and_takes_the_arguments():
    meta, body = split_front_matter(COMMAND)
    assert {"description", "argument-hint", "allowed-tools"} <= set(meta)
    assert meta["description"].strip() and meta["argument-hint"].strip()
    assert "$ARGUMENTS" in body
    tools = allowed_tools(meta)
    mcp_tools = [t for t in tools if t.startswith("mcp__")]
    assert mcp_tools and all(MCP_TOOL.fullmatch(t) for t in mcp_tools), mcp_tools
    # every install path gets the same pre-approvals: the plugin's names and the `claude mcp add` names
    plugin = {t.removeprefix(PLUGIN_PREFIX) for t in mcp_tools if t.startswith(PLUGIN_PREFIX)}
    added = {t.removeprefix(ADDED_PREFIX) for t in mcp_tools if t.startswith(ADDED_PREFIX)}
    assert "diagnose" in plugin and plugin == added


def test_the_command_does_not_preapprove_writing_files():
    # apply_fix edits the user's code: the user must confirm each call, so it stays out of allowed-tools.
    meta, _ = split_front_matter(COMMAND)
    tools = allowed_tools(meta)
    assert not [t for t in tools if t.endswith("__apply_fix")]
    assert not {"Write", "Edit"} & set(tools)


def referenced_tools() -> dict[str, set[str]]:
    """Tool names each skill/command file refers to: mcp__...traindiag__X, or a contract name in backticks."""
    found: dict[str, set[str]] = {}
    for path in [*(PLUGIN / s / "SKILL.md" for s in SKILLS), COMMAND]:
        text = path.read_text(encoding="utf-8")
        names = set(MCP_TOOL.findall(text))
        names |= {n for n in re.findall(r"`([a-z_]+)`", text) if n in CONTRACT_TOOLS}
        found[str(path.relative_to(REPO))] = names
    return found


def test_skills_and_command_refer_to_the_mcp_tools():
    refs = referenced_tools()
    assert all(refs.values()), refs
    # the workflow covers the whole path: read, diagnose, fix, apply on confirmation
    assert {"parse_log", "diagnose", "propose_fix", "apply_fix"} <= refs["skills/train-debug/SKILL.md"]


async def live_tool_names() -> set[str]:
    from mcp import Client
    from traindiag.interfaces.server import build_server

    names: set[str] = set()
    async with Client(build_server()) as client:
        cursor = None
        while True:
            page = await client.list_tools(cursor=cursor)
            names |= {tool.name for tool in page.tools}
            cursor = page.next_cursor
            if not cursor:
                return names


@pytest.mark.anyio
async def test_skills_and_command_name_only_tools_the_server_exposes():
    live = await live_tool_names()
    missing = {path: sorted(names - live) for path, names in referenced_tools().items() if names - live}
    assert not missing, f"named but not exposed by the server: {missing}"


# --- plugin, MCP config, marketplace ------------------------------------------------------------

def test_plugin_manifest_shape():
    manifest = load_json(PLUGIN / ".claude-plugin" / "plugin.json")
    assert manifest["name"] == "traindiag"
    assert SEMVER.match(manifest["version"])
    assert manifest["version"] == __version__, "the plugin ships this package's server: keep versions equal"
    assert manifest["description"].strip()
    assert manifest["author"]["name"].strip()
    for entry in manifest["skills"]:
        assert entry.startswith("./") and ".." not in entry
        assert (PLUGIN / entry / "SKILL.md").is_file()


def plugin_launch() -> dict:
    servers = load_json(PLUGIN / ".mcp.json")["mcpServers"]
    assert set(servers) == {"traindiag"}
    return servers["traindiag"]


def uvx() -> str | None:
    return shutil.which("uvx") or shutil.which("uvx", path=str(Path(sys.executable).parent))


def test_plugin_starts_the_server_from_its_own_copy_of_the_package():
    # uvx builds the server from the package inside the installed plugin: nothing needs to be on PATH
    # but uv itself, whichever virtual environment the user has active.
    launch = plugin_launch()
    assert launch["command"] == "uvx"
    assert launch["args"][:3] == ["--from", "${CLAUDE_PLUGIN_ROOT}/package", "traindiag"]
    package = PLUGIN / "package"
    assert 'name = "traindiag"' in (package / "pyproject.toml").read_text(encoding="utf-8")
    assert (package / "server" / "traindiag" / "__init__.py").is_file()
    assert (package / "README.md").is_file()  # pyproject's readme: the build needs it
    # the rest is a real CLI invocation of the server
    assert build_parser().parse_args(launch["args"][3:]).command == "serve"


def test_the_knowledge_the_skills_link_to_is_inside_the_plugin():
    broken, outside = [], []
    for page in PLUGIN.rglob("*.md"):
        if "package" in page.relative_to(PLUGIN).parts:
            continue
        for target in re.findall(r"\]\(([^)#:]+\.md)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            resolved = Path(os.path.normpath(page.parent / target))
            if not resolved.is_file():
                broken.append(f"{page.name} -> {target}")
            if not resolved.is_relative_to(PLUGIN):
                outside.append(f"{page.name} -> {target}")
    assert not broken and not outside, (broken, outside)
    assert (PLUGIN / "knowledge").is_dir() and any((PLUGIN / "knowledge").glob("*.md"))


needs_uvx = pytest.mark.skipif(uvx() is None, reason="uv not found: `pip install uv` (the test extra has it) to "
                                                    "start the plugin's server as Claude Code does")


@needs_uvx
@pytest.mark.anyio
async def test_the_plugin_mcp_config_starts_a_working_server_over_stdio():
    from mcp import Client, StdioServerParameters

    launch = plugin_launch()
    args = [a.replace("${CLAUDE_PLUGIN_ROOT}", str(PLUGIN)) for a in launch["args"]]
    # Claude Code hands a stdio server the user's environment (proxies and CA bundles included)
    server = StdioServerParameters(command=uvx(), args=args, cwd=str(REPO), env=dict(os.environ))
    async with Client(server) as client:
        tools = await client.list_tools()
    assert "diagnose" in {tool.name for tool in tools.tools}


def test_marketplace_lists_the_plugin_at_the_skills_folder():
    market = load_json(MARKETPLACE)
    assert market["name"] and market["owner"]["name"]
    manifest = load_json(PLUGIN / ".claude-plugin" / "plugin.json")
    entries = {p["name"]: p for p in market["plugins"]}
    assert set(entries) == {manifest["name"]}
    entry = entries[manifest["name"]]
    assert entry["source"] == "./skills"
    assert (REPO / entry["source"] / ".claude-plugin" / "plugin.json").is_file()
    assert entry.get("version", manifest["version"]) == manifest["version"]


# --- the real validator -------------------------------------------------------------------------

def claude_cli() -> str | None:
    return os.environ.get("CLAUDE_BIN") or shutil.which("claude")


needs_claude = pytest.mark.skipif(
    claude_cli() is None,
    reason="Claude Code CLI not found: `npm install -g @anthropic-ai/claude-code` (or set CLAUDE_BIN) "
           "to run `claude plugin validate --strict`",
)


def validate(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([claude_cli(), "plugin", "validate", "--strict", str(path)],
                          capture_output=True, text=True, timeout=120)


@needs_claude
@pytest.mark.parametrize("target", [PLUGIN, MARKETPLACE], ids=["plugin", "marketplace"])
def test_claude_plugin_validate_strict_passes(target):
    result = validate(target)
    assert result.returncode == 0, result.stdout + result.stderr


@needs_claude
def test_claude_validates_the_skills_in_the_default_layout_too(tmp_path):
    # The validator lints SKILL.md files only under the default skills/ folder, so check a copy laid out
    # that way: the same skills then get the description and front-matter checks.
    copy = tmp_path / "traindiag"
    shutil.copytree(PLUGIN, copy)
    (copy / "skills").mkdir()
    for skill in SKILLS:
        shutil.move(copy / skill, copy / "skills" / skill)
    manifest = load_json(copy / ".claude-plugin" / "plugin.json")
    manifest.pop("skills")
    (copy / ".claude-plugin" / "plugin.json").write_text(json.dumps(manifest))
    result = validate(copy)
    assert result.returncode == 0, result.stdout + result.stderr


@needs_claude
@needs_uvx
@pytest.mark.anyio
async def test_the_plugin_installs_with_the_claude_cli_connects_and_preapproves_tools_it_registers(tmp_path):
    # A new user: a scratch HOME, nothing of ours on PATH but uv (no virtual environment, no traindiag),
    # this clone added as a marketplace, then `plugin install` and `mcp list`, which health-checks servers.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("uv", "uvx"):
        (bin_dir / tool).symlink_to(Path(uvx()).with_name(tool))
    node = shutil.which("node")
    path = os.pathsep.join([str(bin_dir), *([str(Path(node).parent)] if node else []), "/usr/bin", "/bin"])
    assert shutil.which("traindiag", path=path) is None
    env = {**os.environ, "HOME": str(tmp_path / "home"), "PATH": path}
    env.setdefault("UV_CACHE_DIR", str(Path.home() / ".cache" / "uv"))  # reuse the downloads, not the state
    (tmp_path / "home").mkdir()

    def claude(*args: str, timeout: int = 300) -> subprocess.CompletedProcess[str]:
        result = subprocess.run([claude_cli(), *args], env=env, cwd=tmp_path, capture_output=True, text=True,
                                timeout=timeout)
        assert result.returncode == 0, f"claude {' '.join(args)}: {result.stdout}{result.stderr}"
        return result

    # the first start builds the server's environment; warm it so the health check does not time out
    warm = subprocess.run(["uvx", "--from", str(PLUGIN / "package"), "traindiag", "--version"], env=env,
                          capture_output=True, text=True, timeout=600)
    if warm.returncode != 0 and "Failed to fetch" in warm.stderr:
        pytest.skip(f"uv cannot reach the package index to build the server: {warm.stderr.strip()[-200:]}")
    assert warm.returncode == 0, warm.stderr
    claude("plugin", "marketplace", "add", str(REPO))
    claude("plugin", "install", "traindiag@traindiag")
    listed = claude("mcp", "list").stdout
    line = next((ln for ln in listed.splitlines() if ln.startswith("plugin:traindiag:")), "")
    assert "Connected" in line, listed
    server_name = line.split(": ", 1)[0]
    prefix = "mcp__" + server_name.replace(":", "_") + "__"
    assert prefix == PLUGIN_PREFIX

    registered = {prefix + name for name in await live_tool_names()}
    approved = {t for t in allowed_tools(split_front_matter(COMMAND)[0]) if t.startswith(prefix)}
    assert approved and approved <= registered, sorted(approved - registered)

    # what the plugin links to and runs from is copied into the install, not left behind in the clone
    installed = json.loads((tmp_path / "home" / ".claude" / "plugins" / "installed_plugins.json").read_text())
    install_path = Path(installed["plugins"]["traindiag@traindiag"][0]["installPath"])
    for needed in ("knowledge", "package/server/traindiag", "package/pyproject.toml"):
        assert (install_path / needed).exists() and not (install_path / needed).is_symlink(), needed

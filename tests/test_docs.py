"""The README and the pages it links to: short enough to read, and every link lands somewhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import REPO

PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md")), REPO / "bench" / "README.md"]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found, fence = set(), False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fence = not fence
        elif not fence and (m := re.match(r"^#{1,6} (.+)$", line)):
            found.add(slug(m.group(1)))
    return found


def links(page: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    return [t for t in LINK.findall(text) if not re.match(r"^[a-z]+:", t)]


def test_the_readme_stays_under_400_lines_and_opens_with_the_two_commands():
    lines = (REPO / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) < 400
    first_block = lines[lines.index("```bash") + 1:lines.index("```")]
    assert len(first_block) == 2
    assert "traindiag diagnose fixtures/" in first_block[0] and first_block[1].endswith("pytest")
    first_screen = "\n".join(lines[:60])
    assert "claude plugin install" in first_screen and "claude_desktop_config.json" in first_screen


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(REPO)))
def test_every_relative_link_and_anchor_resolves(page):
    broken = []
    for target in links(page):
        path, _, anchor = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        missing_anchor = bool(anchor) and dest.suffix == ".md" and dest.exists() and anchor not in anchors(dest)
        if not dest.exists() or missing_anchor:
            broken.append(target)
    assert not broken, broken


def test_the_thresholds_table_in_the_docs_is_the_one_the_code_holds():
    from traindiag.analysis.thresholds import markdown_table

    assert markdown_table().strip() in (REPO / "docs" / "diagnosis.md").read_text(encoding="utf-8")

"""The HTML report: one well-formed, self-contained page with the diagnosis, the fixes and the plot embedded."""

from __future__ import annotations

import base64
import re
import shutil
import struct
from html import escape
from html.parser import HTMLParser

import pytest
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.errors import MissingExtra
from traindiag.interfaces.cli import main
from traindiag.report import plot
from traindiag.report.html import PLOT_WIDTH, render_html

from tests.conftest import FIXTURES

NAN_RUN = FIXTURES / "eval" / "lr_too_high_nan" / "trainer_stdout.log"
FLAT_RUN = FIXTURES / "eval" / "detached_graph" / "metrics.csv"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class TagChecker(HTMLParser):
    """Records every element and fails on a closing tag that does not match the open one."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.doctype = ""
        self.text: list[str] = []

    def handle_decl(self, decl: str) -> None:
        self.doctype = decl

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else 'nothing'}>")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse(page: str) -> TagChecker:
    checker = TagChecker()
    checker.feed(page)
    checker.close()
    return checker


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def nan_page() -> tuple[str, object]:
    pytest.importorskip("matplotlib")
    report, runs = diagnose_path(NAN_RUN)
    return render_html(report, runs), report


def test_the_page_is_well_formed_with_balanced_tags(nan_page):
    page, _ = nan_page
    checker = parse(page)
    assert checker.doctype.lower() == "doctype html"
    assert checker.errors == [] and checker.stack == []
    names = [t for t, _ in checker.tags]
    assert names[0] == "html" and names.count("html") == names.count("head") == names.count("body") == 1
    assert ("meta", {"charset": "utf-8"}) in checker.tags


def test_the_plot_is_embedded_as_a_png_data_uri_of_its_stated_size(nan_page):
    page, _ = nan_page
    images = [attrs for tag, attrs in parse(page).tags if tag == "img"]
    assert len(images) == 1
    src = images[0]["src"]
    assert src.startswith("data:image/png;base64,")
    png = base64.b64decode(src.split(",", 1)[1], validate=True)
    width, height = png_size(png)
    assert width == PLOT_WIDTH == int(images[0]["width"]) and height == int(images[0]["height"])


def test_the_page_needs_nothing_from_outside(nan_page):
    page, _ = nan_page
    checker = parse(page)
    assert not any(t in ("script", "link", "iframe") for t, _ in checker.tags)
    for _, attrs in checker.tags:
        for key in ("src", "href"):
            assert (attrs.get(key) or "data:").split(":", 1)[0] not in ("http", "https", "file")
    assert "<style>" in page


def test_the_page_carries_the_diagnosis_evidence_and_fixes(nan_page):
    page, report = nan_page
    text = " ".join(parse(page).text)
    assert "Stop and fix" in text
    for s in report.symptoms:
        assert s.id in text
        assert all(ev in text for ev in s.evidence)
    top = report.causes[0]
    assert top.id in text
    # The fix keeps its words; `code` spans become <code> elements.
    assert re.sub(r"`", "", top.fix) in text
    assert "<code>" in page


def test_user_text_is_escaped(tmp_path):
    pytest.importorskip("matplotlib")
    hostile = tmp_path / "<img src=x onerror=alert(1)>&.csv"
    shutil.copy(FLAT_RUN, hostile)
    report, runs = diagnose_path(hostile)
    page = render_html(report, runs)
    assert "<img src=x" not in page
    assert escape(hostile.name) in page
    checker = parse(page)
    assert checker.errors == [] and [t for t, _ in checker.tags].count("img") == 1


def test_without_matplotlib_the_page_is_written_with_a_note_instead_of_the_plot(monkeypatch):
    def missing(module, extra, purpose):
        raise MissingExtra(f"{purpose} needs the '{module}' package: it is a core dependency: reinstall traindiag")

    monkeypatch.setattr(plot, "require", missing)
    report, runs = diagnose_path(FLAT_RUN)
    page = render_html(report, runs)
    checker = parse(page)
    assert checker.errors == [] and not any(t == "img" for t, _ in checker.tags)
    assert "reinstall traindiag" in page and "not_learning" in page


def test_diagnose_writes_the_html_file_and_will_not_overwrite_it(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    target = tmp_path / "report.html"
    assert main(["diagnose", str(FLAT_RUN), "--format", "html", "-o", str(target)]) == 0
    page = target.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and parse(page).errors == []
    assert "data:image/png;base64," in page
    assert main(["diagnose", str(FLAT_RUN), "--format", "html", "-o", str(target)]) == 2
    assert "--force" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == page

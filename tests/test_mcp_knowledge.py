"""Knowledge sheets are found, their front-matter read, and unknown ids refused clearly."""

from __future__ import annotations

from pathlib import Path

import pytest
from traindiag.knowledge import (
    KNOWLEDGE_ENV,
    SheetNotFound,
    get_sheet,
    knowledge_dir,
    list_sheets,
    parse_front_matter,
)

SHEET = """---
id: sample-sheet
title: "A sample: sheet"
description: What the sample covers,
  continued on a second line.
symptoms: [loss_spikes, nan_inf]
causes:
  - lr_too_high
  - bad_batch   # trailing comment
---

# Body
"""


def test_front_matter_reads_scalars_inline_and_block_lists():
    meta = parse_front_matter(SHEET)
    assert meta["id"] == "sample-sheet"
    assert meta["title"] == "A sample: sheet"
    assert meta["description"] == "What the sample covers, continued on a second line."
    assert meta["symptoms"] == ["loss_spikes", "nan_inf"]
    assert meta["causes"] == ["lr_too_high", "bad_batch"]


def test_text_without_front_matter_gives_an_empty_dict():
    assert parse_front_matter("# Just a heading\n") == {}
    assert parse_front_matter("---\nid: x\nno closing line\n") == {}


def test_sheets_are_listed_from_the_env_folder(tmp_path: Path, monkeypatch):
    (tmp_path / "sample-sheet.md").write_text(SHEET)
    (tmp_path / "README.txt").write_text("not a sheet")
    monkeypatch.setenv(KNOWLEDGE_ENV, str(tmp_path))
    assert knowledge_dir() == tmp_path
    sheets = list_sheets()
    assert [s.id for s in sheets] == ["sample-sheet"]
    assert sheets[0].uri == "knowledge://sample-sheet"
    assert sheets[0].causes == ("lr_too_high", "bad_batch")
    assert get_sheet("sample-sheet").read().endswith("# Body\n")


def test_unknown_or_malformed_sheet_id_names_the_known_ones(tmp_path: Path):
    (tmp_path / "sample-sheet.md").write_text(SHEET)
    with pytest.raises(SheetNotFound, match="known sheets are sample-sheet"):
        get_sheet("../etc/passwd", tmp_path)
    with pytest.raises(SheetNotFound, match="no knowledge sheet 'missing'"):
        get_sheet("missing", tmp_path)


def test_repository_sheets_have_titles_and_descriptions():
    sheets = list_sheets()
    assert sheets, "knowledge/ holds no sheets"
    for sheet in sheets:
        assert sheet.title and sheet.description, sheet.id
        assert sheet.path.stem == sheet.id

"""The MCP server reads only inside its allowed roots and refuses oversized pastes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from traindiag.errors import InputError, PathNotAllowed
from traindiag.interfaces.safety import MAX_PASTE_BYTES, ROOTS_ENV, AllowedRoots, check_paste


@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, Path]:
    inside = tmp_path / "work"
    outside = tmp_path / "elsewhere"
    (inside / "runs").mkdir(parents=True)
    outside.mkdir()
    (inside / "runs" / "train.log").write_text("loss 1.0\n")
    (outside / "secret.log").write_text("loss 2.0\n")
    return inside, outside


def test_relative_path_inside_the_working_directory_resolves(layout):
    inside, _ = layout
    roots = AllowedRoots(cwd=inside, include_env=False)
    assert roots.resolve("runs/train.log") == (inside / "runs" / "train.log").resolve()


def test_dotdot_that_leaves_the_root_is_refused(layout):
    inside, _ = layout
    roots = AllowedRoots(cwd=inside, include_env=False)
    with pytest.raises(PathNotAllowed, match="outside the folders this server may read"):
        roots.resolve("../elsewhere/secret.log")


def test_absolute_path_outside_is_refused_even_if_missing(layout):
    inside, outside = layout
    roots = AllowedRoots(cwd=inside, include_env=False)
    with pytest.raises(PathNotAllowed, match="--root DIR"):
        roots.resolve(outside / "does-not-exist.log")


def test_symlink_leading_out_of_the_root_is_refused(layout):
    inside, outside = layout
    (inside / "link.log").symlink_to(outside / "secret.log")
    roots = AllowedRoots(cwd=inside, include_env=False)
    with pytest.raises(PathNotAllowed):
        roots.resolve("link.log")


def test_folder_holding_an_escaping_symlink_is_refused(layout):
    inside, outside = layout
    (inside / "runs" / "escape").symlink_to(outside)
    roots = AllowedRoots(cwd=inside, include_env=False)
    with pytest.raises(PathNotAllowed, match="link leading outside"):
        roots.resolve("runs")


def test_symlink_staying_inside_the_root_is_followed(layout):
    inside, _ = layout
    (inside / "latest.log").symlink_to(inside / "runs" / "train.log")
    roots = AllowedRoots(cwd=inside, include_env=False)
    assert roots.resolve("latest.log") == (inside / "runs" / "train.log").resolve()


def test_extra_root_and_env_roots_are_allowed(layout, tmp_path, monkeypatch):
    inside, outside = layout
    third = tmp_path / "third"
    third.mkdir()
    monkeypatch.setenv(ROOTS_ENV, os.pathsep.join([str(third), ""]))
    roots = AllowedRoots([outside], cwd=inside)
    assert roots.resolve(outside / "secret.log").name == "secret.log"
    assert third.resolve() in roots.roots


def test_a_root_that_is_not_a_folder_is_an_input_error(layout):
    inside, _ = layout
    with pytest.raises(InputError, match="not a folder"):
        AllowedRoots([inside / "nope"], cwd=inside, include_env=False)


def test_paste_above_the_limit_names_the_limit_and_the_alternative():
    with pytest.raises(InputError, match=r"above the 2 MB limit.*pass its path"):
        check_paste("x" * (MAX_PASTE_BYTES + 1))


def test_paste_limit_counts_bytes_not_characters():
    wide = "é" * (MAX_PASTE_BYTES // 2 + 1)  # two bytes each in UTF-8
    with pytest.raises(InputError):
        check_paste(wide)
    assert check_paste("step 1 loss 2.3\n") == "step 1 loss 2.3\n"


def test_a_server_started_at_the_filesystem_root_does_not_open_the_whole_disk(layout):
    inside, _ = layout
    roots = AllowedRoots(cwd=Path("/"), include_env=False)
    assert roots.roots == ()
    with pytest.raises(PathNotAllowed, match=r"\(none yet\).*--root DIR"):
        roots.resolve(inside / "runs" / "train.log")
    assert AllowedRoots([inside], cwd=Path("/"), include_env=False).resolve(inside / "runs" / "train.log")


def test_a_server_started_at_slash_takes_relative_paths_in_its_first_root(layout):
    # Claude Desktop starts servers at /: "runs/train.log" means the project given with --root, not /runs.
    inside, outside = layout
    roots = AllowedRoots([inside, outside], cwd=Path("/"), include_env=False)
    assert roots.roots == (inside.resolve(), outside.resolve())
    assert roots.resolve("runs/train.log") == (inside / "runs" / "train.log").resolve()
    assert roots.resolve("../elsewhere/secret.log") == (outside / "secret.log").resolve()

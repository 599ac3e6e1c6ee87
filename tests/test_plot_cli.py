"""`traindiag plot`: writes a PNG of the asked size, overlays logs, never clobbers a file without --force."""

from __future__ import annotations

import struct

import pytest
from traindiag.interfaces.cli import main

from tests.conftest import FIXTURES

pytest.importorskip("matplotlib")

NAN_LOG = FIXTURES / "hf" / "trainer_nan.log"
GOOD_LOG = FIXTURES / "hf" / "trainer.log"


def png_size(path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_plot_writes_a_png_of_the_requested_size_and_says_what_it_drew(tmp_path, capsys):
    target = tmp_path / "run.png"
    assert main(["plot", str(NAN_LOG), "-o", str(target), "--width", "900", "--height", "600"]) == 0
    assert png_size(target) == (900, 600)
    out = capsys.readouterr().out
    assert f"wrote {target}" in out and "nan_inf" in out and "step 64" in out
    assert not list(tmp_path.glob(".*.tmp"))  # the temp file was renamed into place


def test_plot_overlays_several_logs(tmp_path, capsys):
    target = tmp_path / "both.png"
    assert main(["plot", str(NAN_LOG), str(GOOD_LOG), "-o", str(target)]) == 0
    out = capsys.readouterr().out
    assert "trainer_nan.log" in out and "trainer.log:" in out


def test_plot_refuses_to_overwrite_without_force(tmp_path, capsys):
    target = tmp_path / "run.png"
    target.write_bytes(b"keep me")
    assert main(["plot", str(NAN_LOG), "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert "--force" in err and "\n" not in err.strip()
    assert target.read_bytes() == b"keep me"
    assert main(["plot", str(NAN_LOG), "-o", str(target), "--force"]) == 0
    assert png_size(target)[0] == 1200


def test_plot_defaults_to_the_log_name_in_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["plot", str(GOOD_LOG)]) == 0
    assert png_size(tmp_path / "trainer.png")[0] == 1200


@pytest.mark.parametrize("args,message", [
    (["missing.log"], "no such file"),
    ([str(GOOD_LOG), "-o", "run.jpg"], ".png"),
    ([str(GOOD_LOG), "--width", "10"], "between"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys, args, message):
    monkeypatch.chdir(tmp_path)
    assert main(["plot", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err
    assert not list(tmp_path.iterdir())

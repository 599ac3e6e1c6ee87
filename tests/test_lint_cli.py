from __future__ import annotations

import json
import shutil

from traindiag.interfaces.cli import main

from .lint_helpers import BUGS, CLEAN


def _bug(name: str):
    return next(p for p in BUGS if p.stem == name)


def test_lint_exits_1_on_a_critical_finding_and_prints_file_line_rule(capsys):
    path = _bug("missing_zero_grad")
    assert main(["lint", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:21:9: critical [missing-zero-grad]" in out
    assert "--rule add-zero-grad" in out


def test_lint_exits_0_on_a_clean_script(capsys):
    assert main(["lint", str(CLEAN[0])]) == 0
    assert "no findings" in capsys.readouterr().out


def test_info_findings_do_not_fail_unless_asked(capsys):
    path = _bug("missing_lr_schedule")
    assert main(["lint", str(path)]) == 0
    assert main(["lint", str(path), "--fail-on", "info"]) == 1
    assert main(["lint", str(_bug("missing_zero_grad")), "--fail-on", "never"]) == 0


def test_lint_json_output_is_the_report(capsys):
    main(["lint", str(_bug("adam_weight_decay")), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert [(f["rule"], f["line"], f["fix"]) for f in report["findings"]] == [("adam-weight-decay", 9, "adam-to-adamw")]


def test_lint_of_a_missing_file_or_broken_script_is_a_one_line_error_exit_2(tmp_path, capsys):
    assert main(["lint", str(tmp_path / "nope.py")]) == 2
    broken = tmp_path / "broken.py"
    broken.write_text("for x in :\n")
    assert main(["lint", str(broken)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("traindiag: error: ") for line in err)


def test_fix_is_a_dry_run_by_default(tmp_path, capsys):
    script = tmp_path / "train.py"
    shutil.copy(_bug("softmax_in_forward"), script)
    before = script.read_text()
    assert main(["fix", str(script), "--rule", "softmax-before-cross-entropy"]) == 0
    out = capsys.readouterr().out
    assert "-        return F.softmax(self.fc(x.flatten(1)), dim=1)" in out
    assert "+        return self.fc(x.flatten(1))" in out
    assert "dry run" in out
    assert script.read_text() == before


def test_fix_apply_writes_keeps_a_backup_and_the_lint_then_passes(tmp_path, capsys):
    script = tmp_path / "train.py"
    shutil.copy(_bug("lr_out_of_range"), script)
    assert main(["fix", str(script), "--rule", "change-lr", "--lr", "5e-4", "--apply"]) == 0
    assert "learning_rate = 5e-4" in script.read_text()
    backups = list(tmp_path.glob("train.py.traindiag-bak-*"))
    assert len(backups) == 1 and backups[0].read_text() == _bug("lr_out_of_range").read_text()
    assert main(["lint", str(script)]) == 0


def test_fix_with_an_unknown_rule_exits_2(tmp_path, capsys):
    assert main(["fix", str(_bug("missing_zero_grad")), "--rule", "make-it-converge"]) == 2
    assert "unknown rule or fix" in capsys.readouterr().err


def test_lint_takes_the_log_into_account(tmp_path, capsys):
    log = tmp_path / "train.jsonl"
    log.write_text("".join(json.dumps({"step": s, "loss": 2.0 - s / 100}) + "\n" for s in range(60))
                   + "".join(json.dumps({"step": s, "loss": float("nan")}) + "\n" for s in range(60, 80)))
    path = _bug("no_clipping_unstable")
    assert main(["lint", str(path)]) == 0
    assert main(["lint", str(path), "--log", str(log)]) == 1
    assert "[no-clipping-with-instability]" in capsys.readouterr().out

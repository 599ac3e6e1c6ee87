from __future__ import annotations

import ast
import os
import shutil
import textwrap

import pytest
from traindiag.errors import InputError
from traindiag.lint import lint_source
from traindiag.lint.api import apply_fix, propose_fix, sha256
from traindiag.lint.fixes import all_fixes

from .lint_helpers import BUGS, log_symptoms_marked

# Fixes that need a value the script does not state.
PARAMS = {"missing_lr_schedule": {"total_steps": "20_000"}}


def fix_cases():
    for path in BUGS:
        text = path.read_text()
        report = lint_source(text, log_findings=log_symptoms_marked(text))
        for fix in sorted({f.fix for f in report.findings if f.fix}):
            yield pytest.param(path, fix, id=f"{path.stem}-{fix}")


@pytest.mark.parametrize(("fixture", "fix"), list(fix_cases()))
def test_fix_parses_cures_its_rule_and_is_idempotent(tmp_path, fixture, fix):
    script = tmp_path / fixture.name
    shutil.copy(fixture, script)
    text = fixture.read_text()
    symptoms = log_symptoms_marked(text)
    params = PARAMS.get(fixture.stem, {})

    first = apply_fix(script, fix, confirm=True, **params)
    patched = script.read_text()
    assert first.changed and patched != text
    ast.parse(patched)
    assert [f for f in lint_source(patched, log_findings=symptoms).findings if f.fix == fix] == []

    second = apply_fix(script, fix, confirm=True, **params)
    assert not second.changed and script.read_text() == patched


@pytest.mark.parametrize("fixture", BUGS, ids=lambda p: p.stem)
def test_fixes_keep_comments_and_untouched_lines(tmp_path, fixture):
    text = fixture.read_text()
    report = lint_source(text, log_findings=log_symptoms_marked(text))
    fixes = {f.fix for f in report.findings if f.fix}
    if not fixes:
        return
    script = tmp_path / fixture.name
    shutil.copy(fixture, script)
    for fix in sorted(fixes):
        apply_fix(script, fix, confirm=True, **PARAMS.get(fixture.stem, {}))
    patched = script.read_text()
    comments = [line.split("#", 1)[1] for line in text.splitlines() if "#" in line and "expect:" not in line]
    for comment in comments:
        assert comment in patched
    assert patched.splitlines()[0] == text.splitlines()[0]


def test_every_fix_is_exercised_by_a_fixture():
    exercised = {case.values[1] for case in fix_cases()}
    assert exercised == set(all_fixes())


def test_drop_softmax_feeds_the_logits_and_keeps_the_probabilities_for_logging(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "softmax_before_loss"), script)
    apply_fix(script, "drop-softmax", confirm=True)
    patched = script.read_text()
    assert 'loss = criterion(logits, batch["labels"])' in patched
    assert "probs = torch.softmax(logits, dim=-1)" in patched


def test_drop_softmax_turns_a_softmax_layer_into_identity_keeping_the_sequential(tmp_path):
    # Replacing the layer by its argument gave `nn.Sequential(..., (1))`, which no longer runs.
    script = tmp_path / "train.py"
    script.write_text("import torch.nn as nn\n" + textwrap.dedent("""\
        model = nn.Sequential(nn.Linear(20, 2), nn.Softmax(dim=1))
        criterion = nn.CrossEntropyLoss()
        loss = criterion(model(x), y)
    """))
    apply_fix(script, "drop-softmax", confirm=True)
    patched = script.read_text()
    assert "nn.Identity()" in patched and "Softmax" not in patched.split("model =")[1]
    tree = ast.parse(patched)
    sequential = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "Sequential")
    assert all(isinstance(a, ast.Call) for a in sequential.args)
    assert "softmax-before-cross-entropy" not in {f.rule for f in lint_source(patched).findings}


def test_propose_fix_is_read_only_and_returns_a_diff_and_the_file_hash(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "scheduler_before_step"), script)
    before = script.read_bytes()
    proposal = propose_fix(script, "scheduler-before-optimizer-step")
    assert script.read_bytes() == before
    assert proposal.fix == "move-scheduler-step" and proposal.changed
    assert proposal.sha256 == sha256(before)
    assert proposal.diff.startswith("--- a/train.py\n+++ b/train.py\n")
    assert "-            scheduler.step()  # expect: scheduler-before-optimizer-step" in proposal.diff
    assert [f.rule for f in proposal.findings] == ["scheduler-before-optimizer-step"]


def test_apply_needs_confirmation_or_the_expected_hash(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(BUGS[0], script)
    with pytest.raises(InputError, match="confirm=True"):
        apply_fix(script, "add-zero-grad")


def test_apply_refuses_when_the_file_changed_since_it_was_read(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "missing_zero_grad"), script)
    proposal = propose_fix(script, "add-zero-grad")
    script.write_text(script.read_text() + "# edited by hand meanwhile\n")
    edited = script.read_bytes()
    with pytest.raises(InputError, match="changed since it was read"):
        apply_fix(script, "add-zero-grad", expected_sha256=proposal.sha256)
    assert script.read_bytes() == edited
    assert list(tmp_path.iterdir()) == [script]


def test_apply_with_the_proposed_hash_writes_the_proposed_diff_and_keeps_a_backup(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "missing_zero_grad"), script)
    original = script.read_bytes()
    os.chmod(script, 0o640)
    proposal = propose_fix(script, "missing-zero-grad")
    result = apply_fix(script, "add-zero-grad", expected_sha256=proposal.sha256)
    assert result.changed and result.diff == proposal.diff
    assert result.sha256_before == proposal.sha256 == sha256(original)
    assert result.sha256_after == sha256(script.read_bytes())
    backup = tmp_path / os.path.basename(result.backup)
    assert backup.name.startswith("train.py.traindiag-bak-")
    assert backup.read_bytes() == original
    assert os.stat(script).st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["train.py", backup.name])


def test_an_interrupted_write_leaves_the_original_intact_and_no_temp_file(tmp_path, monkeypatch):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "missing_zero_grad"), script)
    original = script.read_bytes()
    real_replace = os.replace

    def crash_on_the_script(src, dst):
        if os.fspath(dst) == os.fspath(script):
            raise KeyboardInterrupt  # the user hits Ctrl-C mid-write
        real_replace(src, dst)

    monkeypatch.setattr("traindiag.files.os.replace", crash_on_the_script)
    with pytest.raises(KeyboardInterrupt):
        apply_fix(script, "add-zero-grad", confirm=True)
    assert script.read_bytes() == original
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_fix_for_a_rule_that_does_not_fire_changes_nothing(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "missing_zero_grad"), script)
    proposal = propose_fix(script, "drop-softmax")
    assert not proposal.changed and proposal.diff == ""
    assert "does not fire" in proposal.message


def test_unknown_ids_params_and_manual_rules_are_one_line_errors(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(BUGS[0], script)
    with pytest.raises(InputError, match="unknown rule or fix"):
        propose_fix(script, "make-it-train")
    with pytest.raises(InputError, match="no automatic fix"):
        propose_fix(script, "backward-without-step")
    with pytest.raises(InputError, match="takes no parameter lr"):
        propose_fix(script, "add-zero-grad", lr="1e-3")
    with pytest.raises(InputError, match="not a number"):
        propose_fix(script, "change-lr", lr="fast")
    with pytest.raises(InputError, match="no such file"):
        propose_fix(tmp_path / "missing.py", "add-zero-grad")


def _script(tmp_path, code: str):
    path = tmp_path / "train.py"
    path.write_text(textwrap.dedent(code).lstrip())
    return path


def test_change_lr_uses_the_value_given(tmp_path):
    script = _script(tmp_path, """
        import torch
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.1)  # tuned on 8 GPUs
    """)
    apply_fix(script, "change-lr", confirm=True, lr="3e-4")
    assert "lr=3e-4, weight_decay=0.1)  # tuned on 8 GPUs" in script.read_text()
    assert not apply_fix(script, "change-lr", confirm=True, lr="3e-4").changed


def test_grad_clipping_under_amp_unscales_first(tmp_path):
    script = _script(tmp_path, """
        import torch
        scaler = torch.amp.GradScaler("cuda")
        optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
        for x in loader:
            with torch.autocast("cuda", dtype=torch.float16):
                loss = model(x)
            scaler.scale(loss).backward()
            # step through the scaler so inf/NaN steps are skipped
            scaler.step(optimizer)
            scaler.update()
            optimizer.zero_grad(set_to_none=True)
    """)
    apply_fix(script, "add-grad-clipping", confirm=True, max_norm="0.5")
    lines = [line.strip() for line in script.read_text().splitlines()]
    i = lines.index("scaler.unscale_(optimizer)")
    assert lines[i - 1] == "# step through the scaler so inf/NaN steps are skipped"
    assert lines[i + 1] == "torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=0.5)"
    assert lines[i + 2] == "scaler.step(optimizer)"
    assert not apply_fix(script, "add-grad-clipping", confirm=True).changed


def test_warmup_cosine_schedule_warms_up_then_decays_and_is_stepped_after_the_optimizer(tmp_path):
    script = _script(tmp_path, """
        import torch
        model = torch.nn.Linear(4, 1)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        batches = [torch.randn(8, 4)] * 25
        lrs = []
        for epoch in range(4):
            for x in batches:
                optimizer.zero_grad()
                model(x).pow(2).mean().backward()
                optimizer.step()
                lrs.append(optimizer.param_groups[0]["lr"])
    """)
    apply_fix(script, "add-warmup-cosine", confirm=True)
    patched = script.read_text()
    assert "lr_total_steps = 4 * len(batches)" in patched
    assert patched.index("optimizer.step()") < patched.index("scheduler.step()")
    namespace: dict = {}
    exec(compile(patched, str(script), "exec"), namespace)  # a 100-step CPU run of the patched script
    lrs = namespace["lrs"]
    assert lrs[0] < lrs[2] < lrs[3] == pytest.approx(0.1)  # 5 warmup steps (5% of 100)
    assert lrs[4] > lrs[50] > lrs[-1] >= 0.01 - 1e-9
    assert not apply_fix(script, "add-warmup-cosine", confirm=True).changed


def test_warmup_cosine_asks_for_total_steps_when_the_loops_do_not_tell(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "missing_lr_schedule"), script)
    with pytest.raises(InputError, match="total_steps"):
        propose_fix(script, "add-warmup-cosine")


def test_adam_to_adamw_keeps_the_adam_import_when_adam_is_still_used(tmp_path):
    script = _script(tmp_path, """
        import torch
        from torch.optim import Adam
        probe = Adam(head.parameters(), lr=1e-3)
        optimizer = Adam(model.parameters(), lr=1e-4, weight_decay=0.05)
    """)
    apply_fix(script, "adam-to-adamw", confirm=True)
    patched = script.read_text()
    assert "from torch.optim import Adam, AdamW" in patched
    assert "optimizer = AdamW(model.parameters(), lr=1e-4, weight_decay=0.05)" in patched
    assert "probe = Adam(head.parameters(), lr=1e-3)" in patched


def test_per_epoch_scheduler_step_moves_after_the_batch_loop(tmp_path):
    script = tmp_path / "train.py"
    shutil.copy(next(p for p in BUGS if p.stem == "epoch_scheduler_per_batch"), script)
    apply_fix(script, "epoch-scheduler-per-batch", confirm=True)
    lines = script.read_text().splitlines()
    i = lines.index("    scheduler.step()")
    assert lines[i - 1] == "        optimizer.step()"
    assert lines[i + 1].startswith("    print(epoch")


def test_keras_loss_named_by_string_becomes_the_class_with_from_logits(tmp_path):
    script = _script(tmp_path, """
        from tensorflow import keras
        model = keras.Sequential([keras.layers.Dense(64, activation="relu"), keras.layers.Dense(10)])
        model.compile(optimizer="adam", loss="categorical_crossentropy")
    """)
    apply_fix(script, "keras-from-logits", confirm=True)
    assert 'loss=keras.losses.CategoricalCrossentropy(from_logits=True))' in script.read_text()
    assert lint_source(script.read_text()).findings == []

from __future__ import annotations

import textwrap

import pytest
from traindiag.errors import InputError, ParseError
from traindiag.lint import all_rules, lint_source
from traindiag.vocabulary import cause_ids

from .lint_helpers import BUGS, CLEAN, expected_findings, log_symptoms_marked


def lint(code: str, **kw):
    return lint_source(textwrap.dedent(code), **kw)


@pytest.mark.parametrize("path", BUGS, ids=lambda p: p.stem)
def test_each_bug_fixture_fires_exactly_its_marked_rules_on_the_marked_lines(path):
    text = path.read_text()
    expected = expected_findings(text)
    assert expected, f"{path.name} marks no expected finding"
    report = lint_source(text, path=str(path), log_findings=log_symptoms_marked(text))
    assert {(f.rule, f.line) for f in report.findings} == expected


@pytest.mark.parametrize("path", CLEAN, ids=lambda p: p.stem)
def test_no_rule_fires_on_clean_training_scripts(path):
    report = lint_source(path.read_text(), path=str(path))
    assert report.findings == [], report.to_text()


def test_every_rule_has_a_bug_fixture():
    fired = set()
    for path in BUGS:
        fired |= {rule for rule, _ in expected_findings(path.read_text())}
    assert fired == set(all_rules())


def test_rules_name_only_vocabulary_causes_and_existing_fixes():
    from traindiag.lint.fixes import all_fixes

    for rule in all_rules().values():
        assert set(rule.CAUSES) <= set(cause_ids()), rule.ID
        assert rule.FIX is None or rule.FIX in all_fixes(), rule.ID


def test_clean_scripts_are_recognised_as_their_framework():
    frameworks = {p.stem: lint_source(p.read_text()).frameworks for p in CLEAN}
    assert "hf_trainer" in frameworks["hf_trainer_finetune"]
    assert "lightning" in frameworks["lightning_mnist"]
    assert "keras" in frameworks["keras_cifar"]


def test_finding_carries_line_column_code_and_fix():
    report = lint("""
        import torch
        import torch.nn as nn
        import torch.nn.functional as F
        criterion = nn.CrossEntropyLoss()
        for x, y in loader:
            loss = criterion(F.softmax(model(x), dim=1), y)
    """)
    (f,) = report.fired("softmax-before-cross-entropy")
    assert (f.line, f.column, f.severity, f.fix) == (7, 21, "critical", "drop-softmax")
    assert f.code.startswith("loss = criterion(F.softmax")
    assert f.causes == ["wrong_loss_function"]


def test_log_softmax_before_cross_entropy_is_only_an_info():
    report = lint("""
        import torch.nn.functional as F
        loss = F.cross_entropy(F.log_softmax(logits, -1), y)
    """)
    assert [f.severity for f in report.fired("softmax-before-cross-entropy")] == ["info"]


def test_nll_loss_after_log_softmax_is_fine():
    report = lint("""
        import torch.nn as nn
        import torch.nn.functional as F
        criterion = nn.NLLLoss()
        loss = criterion(F.log_softmax(logits, dim=1), y)
    """)
    assert report.findings == []


def test_gradient_accumulation_with_zero_grad_after_the_guarded_step_is_fine():
    report = lint("""
        import torch
        optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4)
        scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=3e-4, total_steps=1000)
        for i, (x, y) in enumerate(loader):
            loss = model(x, y) / 4
            loss.backward()
            if (i + 1) % 4 == 0:
                optimizer.step()
                scheduler.step()
                optimizer.zero_grad()
    """)
    assert report.findings == []


def test_zero_grad_before_backward_every_step_is_fine():
    report = lint("""
        import torch
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        sched = torch.optim.lr_scheduler.StepLR(opt, 30)
        for epoch in range(90):
            for x, y in loader:
                opt.zero_grad()
                model(x).sum().backward()
                opt.step()
            sched.step()
    """)
    assert report.findings == []


def test_per_epoch_scheduler_stepped_in_a_full_batch_epoch_loop_is_fine():
    report = lint("""
        import torch
        opt = torch.optim.Adam(params, lr=1e-3)
        sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.99)
        for epoch in range(200):
            opt.zero_grad()
            loss = model(X).pow(2).mean()
            loss.backward()
            opt.step()
            sched.step()
    """)
    assert report.findings == []


def test_cosine_with_t_max_in_steps_stepped_per_batch_is_fine_but_t_max_in_epochs_is_not():
    template = """
        import torch
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
        sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max={t_max})
        for epoch in range(num_epochs):
            for x, y in train_loader:
                opt.zero_grad()
                model(x).mean().backward()
                opt.step()
                sched.step()
    """
    assert lint(template.format(t_max="num_epochs * len(train_loader)")).findings == []
    assert [f.line for f in lint(template.format(t_max="num_epochs")).fired("epoch-scheduler-per-batch")] == [10]


def test_bf16_autocast_needs_no_grad_scaler():
    report = lint("""
        import torch
        opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
        sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=1000)
        for x in loader:
            with torch.autocast(device_type="cuda", dtype=torch.bfloat16):
                loss = model(x).loss
            loss.backward()
            opt.step()
            sched.step()
            opt.zero_grad()
    """)
    assert report.findings == []


def test_legacy_cuda_amp_autocast_without_scaler_is_fp16():
    report = lint("""
        import torch
        for x in loader:
            with torch.cuda.amp.autocast():
                loss = model(x)
            loss.backward()
    """)
    assert [f.line for f in report.fired("fp16-autocast-without-scaler")] == [4]


def test_summing_loss_item_or_detached_loss_is_fine_but_the_tensor_is_not():
    template = """
        import torch.nn as nn
        criterion = nn.MSELoss()
        total = 0.0
        for x, y in loader:
            loss = criterion(model(x), y)
            loss.backward()
            total += {term}
    """
    assert lint(template.format(term="loss.item()")).fired("loss-accumulated-without-item") == []
    assert lint(template.format(term="loss.detach()")).fired("loss-accumulated-without-item") == []
    assert [f.line for f in lint(template.format(term="loss * x.size(0)")).fired("loss-accumulated-without-item")] == [8]


def test_adding_loss_terms_before_backward_is_not_a_leak():
    report = lint("""
        import torch.nn.functional as F
        for x, y in loader:
            loss = F.cross_entropy(model(x), y)
            loss += 0.1 * aux_loss
            loss.backward()
    """)
    assert report.fired("loss-accumulated-without-item") == []


def test_losses_appended_to_a_list_leak():
    report = lint("""
        import torch.nn.functional as F
        history = []
        for x, y in loader:
            loss = F.mse_loss(model(x), y)
            loss.backward()
            history.append(loss)
    """)
    assert [f.line for f in report.fired("loss-accumulated-without-item")] == [7]


def test_prediction_computed_under_no_grad_cuts_the_graph():
    report = lint("""
        import torch
        criterion = torch.nn.MSELoss()
        for x, y in loader:
            with torch.no_grad():
                pred = model(x)
            loss = criterion(pred, y)
            loss.backward()
    """)
    assert [f.line for f in report.fired("graph-cut-before-loss")] == [6]


def test_frozen_backbone_under_no_grad_with_a_trained_head_is_fine():
    report = lint("""
        import torch
        criterion = torch.nn.CrossEntropyLoss()
        for x, y in loader:
            with torch.no_grad():
                feats = backbone(x)
            loss = criterion(head(feats), y)
            loss.backward()
    """)
    assert report.fired("graph-cut-before-loss") == []


def test_clipping_rule_needs_instability_in_the_log():
    code = """
        import torch
        opt = torch.optim.AdamW(model.parameters(), lr=3e-4)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-4, total_steps=100)
        for x in loader:
            opt.zero_grad()
            model(x).backward()
            opt.step()
            sched.step()
    """
    assert lint(code).findings == []
    assert lint(code, log_findings=["plateau"]).findings == []
    (f,) = lint(code, log_findings=["exploding_gradients"]).findings
    assert (f.rule, f.line, f.details["parameters"]) == ("no-clipping-with-instability", 8, "model.parameters()")


def test_hf_trainer_script_is_not_asked_to_clip_even_when_unstable():
    text = next(p for p in CLEAN if p.stem == "hf_trainer_finetune").read_text()
    assert lint_source(text, log_findings=["nan_inf"]).findings == []


def test_learning_rate_is_judged_against_its_optimizer():
    assert lint("import torch\nopt = torch.optim.SGD(p, lr=0.5)\n").findings == []
    (high,) = lint("import torch\nopt = torch.optim.Adam(p, lr=0.5)\n").fired("lr-out-of-range")
    assert (high.details["suggested"], high.causes) == ("3e-4", ["lr_too_high"])
    (low,) = lint("import torch\nopt = torch.optim.AdamW(p, lr=1e-8)\n").fired("lr-out-of-range")
    assert low.causes == ["lr_too_low"]
    (hf,) = lint("from transformers import TrainingArguments\nargs = TrainingArguments('o', learning_rate=0.5)\n").findings
    assert hf.rule == "lr-out-of-range"


def test_keras_optimizer_adam_with_weight_decay_is_not_flagged():
    report = lint("""
        import keras
        opt = keras.optimizers.Adam(learning_rate=1e-3, weight_decay=1e-4)
    """)
    assert report.findings == []


def test_validation_inside_a_no_grad_function_called_after_eval_is_fine():
    report = lint("""
        import torch
        def evaluate(model, val_loader):
            total = 0.0
            for x, y in val_loader:
                total += model(x).sum().item()
            return total
        model.eval()
        with torch.no_grad():
            score = evaluate(model, val_loader)
    """)
    assert report.findings == []


def test_a_script_that_does_not_parse_is_a_one_line_parse_error():
    with pytest.raises(ParseError, match=r"line 2: not valid Python"):
        lint_source("import torch\nfor x in :\n", path="train.py")


def test_unknown_log_symptom_ids_are_rejected():
    with pytest.raises(InputError, match="unknown symptom"):
        lint_source("x = 1\n", log_findings=["explodey"])


def test_accelerate_loop_with_detached_running_loss_is_clean():
    report = lint("""
        import torch
        from accelerate import Accelerator
        from transformers import get_scheduler
        accelerator = Accelerator()
        optimizer = torch.optim.AdamW(model.parameters(), lr=5e-5)
        lr_scheduler = get_scheduler("linear", optimizer=optimizer, num_warmup_steps=0, num_training_steps=1000)
        for epoch in range(3):
            model.train()
            total_loss = 0
            for step, batch in enumerate(train_dataloader):
                loss = model(**batch).loss
                total_loss += loss.detach().float()
                accelerator.backward(loss)
                optimizer.step()
                lr_scheduler.step()
                optimizer.zero_grad()
            model.eval()
            for step, batch in enumerate(eval_dataloader):
                with torch.no_grad():
                    outputs = model(**batch)
    """)
    assert report.findings == []


def test_gan_with_two_optimizers_is_not_a_misplaced_zero_grad():
    report = lint("""
        import torch
        opt_d = torch.optim.Adam(D.parameters(), lr=2e-4, betas=(0.5, 0.999))
        opt_g = torch.optim.Adam(G.parameters(), lr=2e-4, betas=(0.5, 0.999))
        for epoch in range(25):
            for real, _ in dataloader:
                fake = G(torch.randn(real.size(0), 100))
                opt_d.zero_grad()
                d_loss = bce(D(real), ones) + bce(D(fake.detach()), zeros)
                d_loss.backward()
                opt_d.step()
                opt_g.zero_grad()
                g_loss = bce(D(fake), ones)
                g_loss.backward()
                opt_g.step()
    """)
    assert {f.rule for f in report.findings} <= {"missing-lr-schedule"}


def test_attention_scaled_by_the_square_root_of_a_constant_is_not_a_risky_division():
    report = lint("""
        import math
        import torch
        a = q @ k.transpose(-2, -1) / torch.sqrt(torch.tensor(d_k, dtype=torch.float32))
        b = q @ k.transpose(-2, -1) / math.sqrt(d_k)
        rms = x / torch.sqrt(x.pow(2).mean(-1, keepdim=True))
    """)
    assert [f.line for f in report.fired("division-without-epsilon")] == [6]


# Canonical idioms of real, correct scripts (bench/scripts: pytorch/examples) that once drew critical findings.

def test_a_gan_discriminator_step_on_detached_fakes_is_not_a_graph_cut():
    report = lint("""
        import torch
        import torch.nn as nn
        criterion = nn.BCELoss()
        optimizerD = torch.optim.Adam(netD.parameters(), lr=2e-4)
        for data in loader:
            netD.zero_grad()
            fake = netG(torch.randn(64, 100))
            output = netD(fake.detach())
            errD_fake = criterion(output, label)
            errD_fake.backward()
            optimizerD.step()
    """)
    assert not report.fired("graph-cut-before-loss")
    cut = lint("""
        import torch
        import torch.nn as nn
        criterion = nn.MSELoss()
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        for x, y in loader:
            opt.zero_grad()
            out = model(x)
            pred = out.detach()
            loss = criterion(pred, y)
            loss.backward()
            opt.step()
    """)
    assert cut.fired("graph-cut-before-loss")


def test_per_step_losses_collected_for_one_update_and_backpropagated_are_not_a_leak():
    report = lint("""
        import torch
        opt = torch.optim.Adam(model.parameters(), lr=3e-2)
        def finish_episode():
            policy_losses = []
            for log_prob, value, R in zip(log_probs, values, returns):
                policy_losses.append(-log_prob * (R - value.item()))
                policy_losses.append(F.smooth_l1_loss(value, torch.tensor([R])))
            opt.zero_grad()
            loss = torch.stack(policy_losses).sum()
            loss.backward()
            opt.step()
    """)
    assert not report.fired("loss-accumulated-without-item")


def test_a_training_loader_built_from_a_kwargs_dict_is_not_assumed_unshuffled():
    report = lint("""
        import torch
        train_kwargs = {"batch_size": 64}
        train_kwargs.update({"num_workers": 1, "shuffle": True})
        train_loader = torch.utils.data.DataLoader(dataset1, **train_kwargs)
    """)
    assert not report.fired("train-loader-not-shuffled")
    assert lint("""
        import torch
        train_loader = torch.utils.data.DataLoader(dataset1, batch_size=64)
    """).fired("train-loader-not-shuffled")


# Bugs of real scripts (bench/scripts) spread over a loop with two optimizers, or behind a reshape.

GAN_LOOP = """
    import torch
    import torch.nn as nn
    optimizer_D = torch.optim.Adam(D.parameters(), lr=1e-4)
    optimizer_G = torch.optim.Adam(G.parameters(), lr=1e-4)
    for x in loader:
        {d_clear}
        loss_D = D(x).mean() - D(G(z).detach()).mean()
        loss_D.backward()
        {d_step}
        optimizer_G.zero_grad()
        loss_G = -D(G(z)).mean()
        loss_G.backward()
        optimizer_G.step()
"""


def test_an_optimizer_stepped_but_never_cleared_beside_one_that_is_has_its_gradients_add_up():
    report = lint(GAN_LOOP.format(d_clear="", d_step="optimizer_D.step()"))
    (f,) = report.fired("missing-zero-grad")
    assert "optimizer_D.step()" in f.message and f.code == "optimizer_D.step()"
    fine = lint(GAN_LOOP.format(d_clear="optimizer_D.zero_grad()", d_step="optimizer_D.step()"))
    assert not [f for f in fine.findings if f.severity != "info"]
    # cleared through the model: which parameters that covers is not known, so nothing is claimed
    assert not lint(GAN_LOOP.format(d_clear="D.zero_grad()", d_step="optimizer_D.step()")).fired("missing-zero-grad")


def test_an_optimizer_cleared_but_never_stepped_beside_one_that_is_updates_nothing():
    report = lint(GAN_LOOP.format(d_clear="optimizer_D.zero_grad()", d_step="pass"))
    (f,) = report.fired("backward-without-step")
    assert f.code == "loss_D.backward()" and "optimizer_D.step() is never called" in f.message


def test_softmax_output_reshaped_before_the_cross_entropy_is_still_caught():
    report = lint("""
        import torch
        import torch.nn as nn
        import torch.nn.functional as F
        class Net(nn.Module):
            def forward(self, x):
                prob = F.softmax(self.fc(x))
                return prob
        model = Net()
        criterion = nn.CrossEntropyLoss()
        for x, y in loader:
            y_pred = model(x)
            loss = criterion(y_pred.view(1, -1), y)
            loss.backward()
    """)
    (f,) = report.fired("softmax-before-cross-entropy")
    assert f.code == "prob = F.softmax(self.fc(x))"


def test_a_validation_helper_named_for_validation_is_checked_whatever_its_loader_is_called():
    helper = """
        import torch
        import torch.nn as nn
        def val(net, data_loader):
            correct = 0
            for data, target in data_loader:
                with torch.no_grad():
                    correct += (net(data).argmax(1) == target).sum().item()
            return correct
        def train(net, loader, val_loader, optimizer, criterion):
            for epoch in range(10):
                net.train()
                for x, y in loader:
                    optimizer.zero_grad()
                    criterion(net(x), y).backward()
                    optimizer.step()
                {before}
                print(val(net, val_loader))
    """
    (f,) = lint(helper.format(before="")).fired("validation-without-eval")
    assert f.code.startswith("for data, target in data_loader")
    assert not lint(helper.format(before="net.eval()")).fired("validation-without-eval")  # set by the caller


def test_one_modules_parameters_joined_twice_is_flagged_and_two_modules_are_fine():
    twice = lint("""
        import torch
        params_disc = list(self.loss_mrd.parameters()) + list(
            self.loss_mrd.parameters()
        )
        opt = torch.optim.AdamW(params_disc, lr=2e-4)
    """)
    (f,) = twice.fired("optimizer-wrong-params")
    assert f.line == 4 and "self.loss_mrd" in f.message
    assert not lint("""
        import torch
        params_disc = list(self.mpd.parameters()) + list(self.mrd.parameters())
        opt = torch.optim.AdamW(params_disc, lr=2e-4)
    """).fired("optimizer-wrong-params")


def test_a_subclassed_keras_model_returning_a_linear_dense_with_a_probability_loss_is_a_mismatch():
    code = """
        import tensorflow as tf
        from tensorflow import keras
        class Finetuner(keras.Model):
            def __init__(self, num_classes):
                super().__init__()
                self._pooler = keras.layers.Dense(768, activation="tanh")
                self._logits = keras.layers.Dense(num_classes{act})
            def call(self, inputs):
                outputs = self._pooler(inputs)
                return self._logits(outputs)
        model = Finetuner(num_classes=2)
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    """
    (f,) = lint(code.format(act="")).fired("keras-from-logits-mismatch")
    assert f.code.startswith("model.compile") or "sparse_categorical_crossentropy" in f.code
    assert not lint(code.format(act=', activation="softmax"')).fired("keras-from-logits-mismatch")


def test_linting_a_script_with_an_invalid_escape_warns_the_user_of_nothing():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        lint('pattern = "a\\|b"  # an invalid escape, fine for its author\n')

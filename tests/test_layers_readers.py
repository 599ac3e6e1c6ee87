"""Per-layer statistics in every shape tools write them, read into one frame and analysed without torch."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from traindiag.analysis.layers import (
    analyze_layers,
    findings_for_path,
    inspect_gradients,
    parse_stat_name,
    read_layer_stats,
)
from traindiag.errors import InputError, ParseError
from traindiag.interfaces.cli import main

GRADS = Path(__file__).resolve().parents[1] / "fixtures" / "grads"


def by_symptom(findings) -> dict[str, list]:
    out: dict[str, list] = {}
    for f in findings:
        out.setdefault(f.symptom, []).append(f)
    return out


@pytest.mark.parametrize(("name", "expected"), [
    ("grad_norm/encoder.layer.0.weight", ("grad_norm", "encoder.layer.0.weight")),
    ("encoder.layer.0.weight/grad_norm", ("grad_norm", "encoder.layer.0.weight")),
    ("gradients/fc1.weight", ("grad_norm", "fc1.weight")),
    ("train/grad_norm/fc1", ("grad_norm", "fc1")),
    ("parameters/fc1.weight", ("weight_norm", "fc1.weight")),
    ("act1/dead_frac", ("dead_frac", "act1")),
    ("train_loss", None),
    ("grad_norm", None),
    ("train/grad_norm", None),
    ("grad_norm/total", None),
    ("optim/grad_norm/clipped", None),
])
def test_stat_and_layer_are_read_from_either_side_of_the_slash(name, expected):
    assert parse_stat_name(name) == expected


def test_probe_jsonl_keeps_model_order_and_shapes():
    stats = read_layer_stats(GRADS / "deep_sigmoid.jsonl")
    assert stats.order[:2] == ["0.weight", "0.bias"]
    assert stats.shapes["0.weight"] == [32, 16]
    assert stats.kinds["1"] == "sigmoid"
    assert set(stats.frame["step"].unique()) == {1, 10, 20, 30, 40, 50, 60}


def test_flat_csv_columns_give_the_same_vanishing_finding_as_the_probe():
    found = by_symptom(analyze_layers(read_layer_stats(GRADS / "flat.csv")))
    decay = next(f for f in found["vanishing_gradients"] if f.facts.get("pattern") == "depth_decay")
    assert decay.facts["input_layer"] == "0.weight" and decay.facts["output_layer"] == "24.weight"
    assert decay.steps == (1, 60)


def test_tensorboard_histograms_give_the_exact_gradient_norm():
    path = next((GRADS / "tensorboard").iterdir())
    stats = read_layer_stats(path)
    hist = stats.frame[(stats.frame["layer"] == "0.weight") & (stats.frame["stat"] == "grad_norm")]
    # the event file holds both the histogram (gradients/0.weight) and the scalar (grad_norm/0.weight)
    values = hist.groupby("step")["value"].agg(["min", "max"])
    assert len(values) == 3
    assert ((values["max"] - values["min"]) / values["max"]).max() < 1e-4
    found = by_symptom(analyze_layers(stats))
    assert any(f.facts.get("pattern") == "depth_decay" for f in found["vanishing_gradients"])


def test_tensorboard_layers_keep_the_models_order_when_scalars_and_histograms_mix():
    # Scalars are decoded in bulk and histograms one by one; layers must still come out in the order the
    # file first names them (nn.Sequential indices 0, 2, 4, ...), which depth-based findings rely on.
    stats = read_layer_stats(next((GRADS / "tensorboard").iterdir()))
    assert len(stats.order) == 13
    assert stats.order == sorted(stats.order, key=lambda layer: int(layer.split(".")[0]))


def test_nested_json_records_find_the_dead_relu():
    found = by_symptom(analyze_layers(read_layer_stats(GRADS / "nested.json")))
    assert found["dead_relu"][0].facts["dead_layer"] == "3"


def test_wandb_histograms_in_jsonl_become_norms(tmp_path):
    edges = [-0.2, -0.1, 0.0, 0.1, 0.2]
    rows = [{"_step": s, "gradients/fc.weight": {"_type": "histogram", "bins": edges, "values": [1, 2, 3, 4]}}
            for s in (10, 20)]
    path = tmp_path / "wandb-history.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    stats = read_layer_stats(path)
    expected = math.sqrt(1 * 0.15**2 + 2 * 0.05**2 + 3 * 0.05**2 + 4 * 0.15**2)
    assert stats.table("grad_norm")["fc.weight"].tolist() == pytest.approx([expected, expected])


def test_layer_first_columns_in_jsonl_are_read(tmp_path):
    rows = [{"step": s, "fc1.weight/grad_norm": 1e-9, "fc2.weight/grad_norm": 1e-9, "loss": 2.3} for s in (1, 2, 3)]
    path = tmp_path / "layer_stats.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows))
    tiny = next(f for f in analyze_layers(read_layer_stats(path)) if f.facts.get("pattern") == "tiny")
    assert tiny.severity == "critical" and tiny.facts["tiny_layers"] == 2


def test_healthy_probe_file_has_no_findings():
    assert analyze_layers(read_layer_stats(GRADS / "healthy_mlp.jsonl")) == []


def test_steady_weight_growth_and_collapse_are_named(tmp_path):
    recs = [{"step": s, "layers": {"big.weight": {"grad_norm": 0.1, "weight_norm": 2.0 * 1.5 ** i},
                                   "small.weight": {"grad_norm": 0.1, "weight_norm": 5.0 * 0.2 ** i}}}
            for i, s in enumerate(range(100, 700, 100))]
    path = tmp_path / "grad_stats.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in recs))
    found = by_symptom(analyze_layers(read_layer_stats(path)))
    assert found["weight_growth"][0].facts["growing_layer"] == "big.weight"
    assert found["weight_collapse"][0].facts["collapsed_layer"] == "small.weight"


def test_update_ratios_far_above_1e_3_point_at_the_lr(tmp_path):
    recs = [{"step": s, "layers": {f"l{i}.weight": {"grad_norm": 0.5, "weight_norm": 3.0, "update_ratio": 0.3}
                                   for i in range(3)}} for s in (1, 50, 100)]
    path = tmp_path / "grad_stats.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in recs))
    found = by_symptom(analyze_layers(read_layer_stats(path)))
    assert found["divergence"][0].facts["median_update_ratio"] == pytest.approx(0.3)


def test_parameter_with_gradient_but_no_update_is_reported_missing_from_the_optimizer(tmp_path):
    recs = [{"step": s, "layers": {"enc.weight": {"grad_norm": 0.2, "weight_norm": 3.0, "update_ratio": 0.0},
                                   "head.weight": {"grad_norm": 0.3, "weight_norm": 2.0, "update_ratio": 1e-3}}}
            for s in (1, 10, 20)]
    path = tmp_path / "grad_stats.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in recs))
    f = next(f for f in analyze_layers(read_layer_stats(path)) if f.facts.get("pattern") == "not_in_optimizer")
    assert f.facts["first_unchanged_layer"] == "enc.weight"


def test_a_file_without_layer_statistics_is_a_one_line_error(tmp_path):
    path = tmp_path / "metrics.jsonl"
    path.write_text('{"step": 1, "loss": 2.0}\n')
    with pytest.raises(ParseError, match="no per-layer statistics"):
        read_layer_stats(path)
    with pytest.raises(InputError, match="no such file"):
        read_layer_stats(tmp_path / "missing.jsonl")


def test_run_folder_findings_come_from_its_grad_stats_file():
    found = by_symptom(findings_for_path(GRADS / "run_dead_relu"))
    assert "dead_relu" in found


def test_run_folder_with_log_and_grad_stats_gives_one_combined_diagnosis():
    from traindiag.diagnosis.pipeline import diagnose_path

    report, runs = diagnose_path(GRADS / "run_dead_relu")
    ids = [s.id for s in report.symptoms]
    assert "dead_relu" in ids and "not_learning" in ids  # one from the per-layer file, one from the loss log
    assert report.causes[0].id == "dying_relu"


def test_gradients_command_prints_json_with_findings_and_layers(capsys):
    assert main(["gradients", str(GRADS / "detached_layer.jsonl"), "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["findings"][0]["facts"]["first_frozen_layer"] == "embed.weight"
    assert [r["layer"] for r in out["layers"]][:2] == ["embed.weight", "embed.bias"]


def test_gradients_command_fails_on_critical_for_ci(capsys):
    assert main(["gradients", str(GRADS / "large_init.jsonl"), "--fail-on", "warning"]) == 1
    assert "exploding_gradients" in capsys.readouterr().out


def test_inspect_gradients_caps_rows_but_keeps_flagged_layers(tmp_path):
    layers = {f"l{i}.weight": {"grad_norm": 0.1} for i in range(60)}
    layers["l59.weight"] = {"grad_norm": 0.0, "no_grad": True}
    path = tmp_path / "grad_stats.jsonl"
    path.write_text("\n".join(json.dumps({"step": s, "layers": layers}) for s in (1, 2)))
    report = inspect_gradients(path)
    assert report.layers_total == 60 and len(report.layers) == 30
    assert "l59.weight" in [r.layer for r in report.layers]

"""Checkpoints: statistics per tensor, anomalies, comparisons, and pickles that are refused, not run."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import numpy as np
import pytest
from traindiag.checkpoints import compare_checkpoints, findings_for_path, inspect_checkpoint
from traindiag.errors import InputError
from traindiag.interfaces.cli import main

from tests.pickle_trap import Payload

CKPT = Path(__file__).resolve().parents[1] / "fixtures" / "checkpoints"


def test_safetensors_npz_and_torch_files_of_one_model_give_the_same_statistics():
    pytest.importorskip("torch")
    reports = [inspect_checkpoint(CKPT / f) for f in ("healthy.safetensors", "healthy.npz", "healthy.pt")]
    norms = [{t.name: t.norm for t in r.layers} for r in reports]
    assert norms[0] == norms[1] == norms[2]
    assert all(r.findings == [] for r in reports)
    assert reports[0].parameters == 16 * 64 + 64 + 64 * 64 + 64 + 64 * 4 + 4


def test_nan_and_zeroed_layers_are_flagged():
    pytest.importorskip("torch")
    r = inspect_checkpoint(CKPT / "broken.pt")
    flags = {t.name: t.flags for t in r.layers}
    assert flags["2.weight"] == ["nan"] and flags["4.weight"] == ["all_zero"]
    assert {f.symptom for f in r.findings} == {"nan_inf", "weight_collapse"}
    nan = next(t for t in r.layers if t.name == "2.weight")
    assert nan.nan == 1 and nan.norm is not None  # statistics over the finite values


def test_ternary_layers_report_three_levels_and_the_collapsed_one():
    r = inspect_checkpoint(CKPT / "ternary.safetensors")
    distinct = {t.name: t.distinct for t in r.layers}
    assert distinct["0.weight"] == 3 and distinct["2.weight"] == 1
    assert r.quantized_tensors == 2
    assert r.findings[0].facts["collapsed_layer"] == "2.weight"


def test_bf16_safetensors_are_widened_without_torch(tmp_path):
    # written by hand: an 8-byte header length, the JSON header, then bf16 bytes (top half of float32)
    values = np.array([1.0, -2.0, 0.5, 0.0], dtype=np.float32)
    raw = (values.view(np.uint32) >> 16).astype("<u2").tobytes()
    header = json.dumps({"w": {"dtype": "BF16", "shape": [2, 2], "data_offsets": [0, len(raw)]}}).encode()
    path = tmp_path / "m.safetensors"
    path.write_bytes(len(header).to_bytes(8, "little") + header + raw)
    t = inspect_checkpoint(path).layers[0]
    assert t.norm == pytest.approx(np.linalg.norm(values), rel=1e-4) and t.zero_frac == 0.25


def test_comparison_names_frozen_and_blown_up_layers():
    c = compare_checkpoints(CKPT / "step_1000.safetensors", CKPT / "step_2000.safetensors")
    assert sorted(c.unchanged) == ["0.bias", "0.weight"]
    assert c.blown_up == ["4.weight"]
    assert c.changes[0].name == "4.weight" and c.changes[0].relative_change == pytest.approx(49, rel=1e-3)
    assert {f.symptom for f in c.findings} == {"vanishing_gradients", "weight_growth"}


def test_a_pickle_that_would_run_code_is_refused_and_does_not_run(tmp_path):
    torch = pytest.importorskip("torch")
    marker = tmp_path / "code_ran"
    zipped = tmp_path / "evil.pt"
    torch.save({"weight": torch.ones(2), "trap": Payload(marker)}, zipped)
    raw = tmp_path / "evil.pkl.bin"
    raw.write_bytes(pickle.dumps(Payload(marker)))
    for path in (zipped, raw):
        with pytest.raises(InputError, match="refused"):
            inspect_checkpoint(path)
    assert not marker.exists()


def test_npz_with_pickled_objects_is_refused(tmp_path):
    path = tmp_path / "objects.npz"
    np.savez(path, w=np.array([{"a": 1}], dtype=object))
    with pytest.raises(InputError, match="refused"):
        inspect_checkpoint(path)


def test_run_folder_compares_its_two_newest_checkpoints(tmp_path):
    for step in (1000, 2000):
        (tmp_path / f"checkpoint-{step}").mkdir()
        (tmp_path / f"checkpoint-{step}" / "model.safetensors").write_bytes(
            (CKPT / f"step_{step}.safetensors").read_bytes())
    (tmp_path / "checkpoint-2000" / "training_args.bin").write_bytes(b"not weights")
    found = {f.symptom for f in findings_for_path(tmp_path)}
    assert found == {"vanishing_gradients", "weight_growth"}


def test_inspect_command_compares_two_checkpoints_as_json(capsys):
    assert main(["inspect", str(CKPT / "step_1000.safetensors"), str(CKPT / "step_2000.safetensors"),
                 "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["blown_up"] == ["4.weight"]


def test_inspect_command_reports_a_missing_file_in_one_line(capsys):
    assert main(["inspect", "nope.safetensors"]) == 2
    err = capsys.readouterr().err
    assert "no such file" in err and len(err.strip().splitlines()) == 1

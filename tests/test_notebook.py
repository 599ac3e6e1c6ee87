"""Jupyter notebooks: the trainer's progress table in a cell's output, or the text the cells printed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.errors import ParseError
from traindiag.ingest import read_runs


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>\n" for row in rows)
    return (f"<div><progress value='{len(rows)}' max='{len(rows)}'></progress> [{len(rows)}/{len(rows)} 01:00]</div>"
            f'<table border="1" class="dataframe"><thead><tr>{head}</tr></thead><tbody>\n{body}</tbody></table>')


def _notebook(path: Path, outputs: list[dict], code: str = "trainer.train()") -> Path:
    nb = {"cells": [{"cell_type": "code", "source": [code], "outputs": outputs, "metadata": {}}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(nb, indent=1))
    return path


def test_the_hf_progress_table_of_a_notebook_is_a_run_stepped_by_its_step_column(tmp_path: Path) -> None:
    rows = [[str(s), f"{2.0 - 0.015 * s:.6f}", "No Log" if s % 10 else f"{2.1 - 0.014 * s:.6f}"] for s in range(1, 101)]
    html = _table(["Step", "Training Loss", "Validation Loss"], rows)
    path = _notebook(tmp_path / "finetune.ipynb", [
        {"output_type": "stream", "name": "stderr", "text": ["Map: 100%|##| 500/500\n"]},
        {"output_type": "display_data", "data": {"text/html": [html], "text/plain": ["<IPython.core.display.HTML>"]}}])
    [run] = read_runs(path)
    assert run.format == "notebook"
    assert run.series["train_loss"].index.tolist() == list(range(1, 101))
    assert run.series["val_loss"].index.tolist() == list(range(10, 101, 10))  # "No Log" is not logged
    report, _ = diagnose_path(path)
    assert report.symptoms[0].id == "healthy"


def test_a_grpo_table_in_an_unsloth_notebook_is_read_as_an_rl_run(tmp_path: Path) -> None:
    rows = [[str(s), "0.000000", f"{0.1 + 0.006 * s:.6f}", "0.400000", f"{150 - 0.2 * s:.6f}", f"{0.0004 * s:.6f}"]
            for s in range(1, 121)]
    html = _table(["Step", "Training Loss", "reward", "reward_std", "completion_length", "kl"], rows)
    path = _notebook(tmp_path / "Qwen_GRPO.ipynb", [{"output_type": "display_data", "data": {"text/html": [html]}}])
    report, _ = diagnose_path(path)
    assert report.symptoms[0].id == "healthy" and report.verdict.decision == "continue"
    assert "reward" in report.symptoms[0].evidence[0]


def test_a_notebook_without_a_table_is_read_from_what_its_cells_printed(tmp_path: Path) -> None:
    printed = "".join(f"Epoch {e}/20\n1875/1875 - 3s - loss: {1.5 / e:.4f} - accuracy: {0.5 + 0.02 * e:.4f}\n"
                      for e in range(1, 21))
    path = _notebook(tmp_path / "keras.ipynb", [{"output_type": "stream", "name": "stdout", "text": [printed]}],
                     code="model.fit(x, y, epochs=20)  # lr = 0.001, loss: 9.99")
    [run] = read_runs(path)
    assert len(run.series["train_loss"]) == 20 and 9.99 not in run.series["train_loss"].to_numpy()
    assert run.source.endswith("keras.ipynb")


def test_a_notebook_saved_without_outputs_is_refused_with_what_to_do(tmp_path: Path) -> None:
    path = _notebook(tmp_path / "empty.ipynb", [])
    with pytest.raises(ParseError, match="save the notebook with its outputs"):
        read_runs(path)


def test_the_committed_notebook_of_a_real_dpo_run_reads_its_table_and_is_healthy() -> None:
    path = Path(__file__).resolve().parents[1] / "fixtures" / "notebook" / "dpo_healthy.ipynb"
    [run] = read_runs(path)
    assert len(run.series["train_loss"]) == 80 and len(run.series["val_loss"]) == 8
    report, _ = diagnose_path(path)
    assert [s.id for s in report.symptoms] == ["healthy"] and report.verdict.decision == "continue"


def test_a_grpo_notebook_whose_table_shows_only_the_loss_is_never_told_to_stop(tmp_path: Path) -> None:
    rows = [[str(s), "0.000000"] for s in range(10, 310, 10)]  # GRPO's loss is beta x KL: 0.0 is normal
    html = _table(["Step", "Training Loss"], rows)
    code = "trainer = GRPOTrainer(model=model, reward_funcs=[correctness], args=args, train_dataset=ds)\ntrainer.train()"
    path = _notebook(tmp_path / "grpo.ipynb", [{"output_type": "display_data", "data": {"text/html": [html]}}], code)
    [run] = read_runs(path)
    assert run.hparams.get("trainer") == "GRPOTrainer"
    report, _ = diagnose_path(path)
    assert report.verdict.decision != "stop_and_fix" and not report.symptoms
    assert "logs no reward" in report.verdict.reason and "More logged points" not in report.verdict.reason


def _kaggle_log(path: Path, steps: int = 30, preamble_lines: int = 1500) -> Path:
    """A Kaggle notebook log as Kaggle saves it: a JSON array of output records. A long install preamble, then
    a GRPO run through the Trainer, whose dicts (values as strings, as recent transformers print them) follow
    a tqdm bar redrawn with carriage returns."""
    records = [{"stream_name": "stdout", "time": 1.0 + i * 0.01, "data": f"Collecting package-{i} (from -r req.txt)\n"}
               for i in range(preamble_lines)]
    for s in range(10, 10 * steps + 1, 10):
        reward = 0.2 + 1.5 * s / (10 * steps)
        records.append({"stream_name": "stderr", "time": 100.0 + s,
                        "data": f"\r  {s // 3}%|██ | {s}/{10 * steps} [07:58<3:37:31, 45.01s/it]"})
        records.append({"stream_name": "stdout", "time": 100.0 + s + 0.5,
                        "data": f"\r{{'loss': '{0.01 - s * 1e-5:.5f}', 'grad_norm': '0.19', 'learning_rate': '1.5e-05', "
                                f"'reward': '{reward:.4f}', 'reward_std': '0.74', 'kl': '{s * 1e-4:.4g}', "
                                f"'completions/mean_length': '{370 - s:.1f}', 'epoch': '{s / (10 * steps):.4g}'}}\n"})
    path.write_text("[" + "\n,".join(json.dumps(r) for r in records) + "]")
    return path


def test_a_kaggle_log_is_read_from_the_text_its_records_hold(tmp_path):
    path = _kaggle_log(tmp_path / "vsr-env.log")
    (run,) = read_runs(path)
    assert run.name == "vsr-env.log" and run.format == "hf"
    assert run.get("reward").index[0] == 10 and len(run.get("reward")) == 30  # the bar's count, not the one before
    assert not [m for m in run.series if m in ("r", "time", "wall_time", "stream_name")]  # no escapes, no clock
    assert any("Kaggle" in note for note in run.notes)
    report, _ = diagnose_path(path)
    assert report.verdict.decision == "continue" and report.symptoms[0].id == "healthy"


def test_a_kaggle_log_that_printed_nothing_is_one_clear_error(tmp_path):
    path = tmp_path / "kernel.log"
    path.write_text(json.dumps([{"stream_name": "stdout", "time": 1.0, "data": ""}]))
    with pytest.raises(ParseError, match="printed nothing"):
        read_runs(path)

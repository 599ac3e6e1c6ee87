"""The probe inside real Hugging Face Trainer and Lightning runs (where those packages are installed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
from torch import nn  # noqa: E402


def dataset(n: int = 64) -> list[dict]:
    g = torch.Generator().manual_seed(0)
    x = torch.randn(n, 8, generator=g)
    y = (x[:, 0] > 0).long()
    return [{"x": x[i], "labels": y[i]} for i in range(n)]


class Classifier(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 2))

    def forward(self, x: torch.Tensor, labels: torch.Tensor | None = None) -> dict:
        logits = self.net(x)
        out = {"logits": logits}
        if labels is not None:
            out["loss"] = nn.functional.cross_entropy(logits, labels)
        return out


def sampled(path: Path) -> list[dict]:
    return [r for r in map(json.loads, path.read_text().splitlines()) if r["type"] == "step"]


def test_hf_trainer_callback_records_every_nth_optimizer_step(tmp_path):
    pytest.importorskip("transformers")
    from traindiag.probe.hf import TraindiagCallback
    from transformers import Trainer, TrainingArguments

    torch.manual_seed(0)
    args = TrainingArguments(output_dir=str(tmp_path), max_steps=20, per_device_train_batch_size=8,
                             gradient_accumulation_steps=2, learning_rate=1e-3,
                             report_to=[], save_strategy="no", use_cpu=True, disable_tqdm=True)
    trainer = Trainer(model=Classifier(), args=args, train_dataset=dataset(),
                      callbacks=[TraindiagCallback(every=5)])
    trainer.train()
    recs = sampled(tmp_path / "grad_stats.jsonl")
    assert [r["step"] for r in recs] == [1, 5, 10, 15, 20]
    layer = recs[-1]["layers"]["net.0.weight"]
    assert layer["grad_norm"] > 0 and 0 < layer["update_ratio"] < 1
    assert recs[-1]["activations"]["net.1"]["kind"] == "relu"


class LitClassifier(Classifier):
    def training_step(self, batch: dict, batch_idx: int) -> torch.Tensor:
        return self(batch["x"], batch["labels"])["loss"]

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=0.1)


def test_lightning_callback_reads_gradients_before_the_closure_step(tmp_path):
    pl = pytest.importorskip("lightning.pytorch")
    from traindiag.probe.lightning import TraindiagCallback

    torch.manual_seed(0)
    lit = type("Lit", (LitClassifier, pl.LightningModule), {})()
    trainer = pl.Trainer(max_steps=12, accelerator="cpu", logger=False, enable_checkpointing=False,
                         enable_progress_bar=False, enable_model_summary=False, default_root_dir=str(tmp_path),
                         callbacks=[TraindiagCallback(every=4)])
    loader = torch.utils.data.DataLoader(dataset(), batch_size=8)
    trainer.fit(lit, loader)
    recs = sampled(tmp_path / "grad_stats.jsonl")
    assert [r["step"] for r in recs] == [1, 4, 8, 12]
    layer = recs[0]["layers"]["net.0.weight"]
    # SGD: the update is exactly lr * grad, so the ratio pins down that the gradient of this very step was read
    assert layer["update_ratio"] == pytest.approx(0.1 * layer["grad_norm"] / layer["weight_norm"], rel=0.05)

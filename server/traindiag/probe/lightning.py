"""Lightning integration: ``Trainer(callbacks=[TraindiagCallback()])``.

Importable only where Lightning is installed (``lightning`` or ``pytorch_lightning``). Lightning runs
forward and backward inside ``optimizer.step(closure)``, so the probe does not hook the optimizer: it is
told when gradients are final (``on_before_optimizer_step``, after clipping) and when the update is
done (``on_train_batch_end``, once ``trainer.global_step`` moved). Writes ``grad_stats.jsonl`` into
``trainer.log_dir`` (else ``default_root_dir``). The first optimizer is probed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

try:
    from lightning.pytorch.callbacks import Callback
except ImportError:  # the older package name
    from pytorch_lightning.callbacks import Callback

from traindiag.probe import DEFAULT_EVERY, FILENAME, attach


class TraindiagCallback(Callback):
    """Records per-layer statistics every `every` optimizer steps of a Lightning run."""

    def __init__(self, log_dir: str | Path | None = None, every: int = DEFAULT_EVERY, **probe_options: Any) -> None:
        self.log_dir = log_dir
        self.every = every
        self.options = probe_options
        self.probe: Any = None
        self._last_step = 0

    def on_train_start(self, trainer: Any, pl_module: Any) -> None:
        if trainer.global_rank != 0 or not trainer.optimizers:
            return
        optimizer = trainer.optimizers[0]
        optimizer = getattr(optimizer, "_optimizer", optimizer)  # LightningOptimizer wraps the torch one
        folder = Path(self.log_dir or trainer.log_dir or trainer.default_root_dir)
        self._last_step = trainer.global_step
        resumed = trainer.global_step > 0 and (folder / FILENAME).exists()
        self.probe = attach(pl_module, optimizer, log_dir=folder, every=self.every, start_step=trainer.global_step,
                            append=resumed, hook_optimizer=False, **self.options)

    def on_before_optimizer_step(self, trainer: Any, pl_module: Any, optimizer: Any) -> None:
        if self.probe is not None:
            self.probe.before_optimizer_step()

    def on_train_batch_end(self, trainer: Any, pl_module: Any, outputs: Any, batch: Any, batch_idx: int) -> None:
        if self.probe is not None and trainer.global_step > self._last_step:
            self._last_step = trainer.global_step
            self.probe.after_optimizer_step()

    def on_train_end(self, trainer: Any, pl_module: Any) -> None:
        if self.probe is not None:
            self.probe.close()
            self.probe = None

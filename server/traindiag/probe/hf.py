"""Hugging Face Trainer integration: ``Trainer(..., callbacks=[TraindiagCallback()])``.

Importable only where ``transformers`` is installed. At the start of training it attaches the probe to
the Trainer's model and optimizer (unwrapping accelerate's optimizer wrapper), writing
``grad_stats.jsonl`` into ``args.logging_dir`` where the version has it, else ``args.output_dir``;
steps are the Trainer's optimizer steps, so they line up with ``trainer_state.json``. Gradients are
read after clipping, as the optimizer sees them. A resumed run appends to the existing file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from transformers import TrainerCallback

from traindiag.probe import DEFAULT_EVERY, FILENAME, attach


def unwrap_optimizer(optimizer: Any) -> Any:
    """The torch optimizer inside accelerate-style wrappers, which keep it as ``.optimizer`` and step it."""
    for _ in range(4):
        inner = getattr(optimizer, "optimizer", None)
        if inner is None or not hasattr(inner, "param_groups"):
            break
        optimizer = inner
    return optimizer


class TraindiagCallback(TrainerCallback):
    """Records per-layer statistics every `every` optimizer steps of a Hugging Face Trainer run."""

    def __init__(self, log_dir: str | Path | None = None, every: int = DEFAULT_EVERY, **probe_options: Any) -> None:
        self.log_dir = log_dir
        self.every = every
        self.options = probe_options
        self.probe: Any = None

    def on_train_begin(self, args: Any, state: Any, control: Any, model: Any = None, optimizer: Any = None,
                       **kwargs: Any) -> None:
        if model is None or not getattr(state, "is_world_process_zero", True):
            return  # one writer per run: the main process
        folder = Path(self.log_dir or getattr(args, "logging_dir", None) or args.output_dir)
        resumed = state.global_step > 0 and (folder / FILENAME).exists()
        self.probe = attach(model, unwrap_optimizer(optimizer) if optimizer is not None else None, log_dir=folder,
                            every=self.every, start_step=state.global_step, append=resumed, **self.options)

    def on_train_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        if self.probe is not None:
            self.probe.close()
            self.probe = None

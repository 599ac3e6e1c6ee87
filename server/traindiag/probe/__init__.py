"""The probe: per-layer gradient, weight and activation statistics recorded from a PyTorch loop.

One line attaches it; it then records on its own at every optimizer step it samples::

    probe = traindiag.probe.attach(model, optimizer, log_dir="runs/exp1")
    for x, y in loader:                      # the loop is unchanged
        loss = loss_fn(model(x), y)
        optimizer.zero_grad(); loss.backward(); optimizer.step()
    probe.close()

It hooks ``optimizer.step`` (pre and post hooks), so nothing has to be called in the loop. Without an
optimizer (``attach(model)``), call ``probe.step()`` after ``loss.backward()``: gradients and weights are
recorded, update ratios are not. Every ``every`` optimizer steps (default `DEFAULT_EVERY`, chosen so the
cost stays under ~3% of step time, see bench/probe_overhead.py) and at step 1 it records:

- per parameter: gradient L2 norm, weight L2 norm, update-to-weight ratio ``||w_after - w_before|| /
  ||w_after||`` (about 1e-3 is the usual healthy figure), and whether the gradient held NaN/Inf or was
  never produced (``no_grad``: the parameter is not reached by backward);
- per leaf module, from forward hooks registered only for the sampled step: output mean and std; for
  ``nn.ReLU``/``ReLU6`` the fraction of zero outputs and of units zero for the whole batch (dead); for
  ``nn.Sigmoid``/``Tanh`` (and their hard variants) the fraction of outputs in the flat region
  (|pre-activation| > 3, i.e. sigmoid outside [0.047, 0.953], tanh beyond 0.995);
- the first module (in execution order) whose forward output held NaN/Inf, and the first module whose
  output gradient did in backward: a localisation far cheaper than ``torch.autograd.detect_anomaly``.

Activations computed with functional calls (``F.relu`` inside ``forward``) have no module and are not
seen; use ``nn.ReLU`` modules for dead-unit statistics.

JSONL schema (``traindiag.probe/1``), one JSON object per line, written to ``<log_dir>/grad_stats.jsonl``
(the name the diagnosis of a run folder looks for):

- first line, the header: ``{"type": "header", "schema": "traindiag.probe/1", "every": 100,
  "model": "Net", "optimizer": "AdamW", "params": {"fc1.weight": {"shape": [64, 32]}, ...},
  "modules": {"act1": "relu", "fc1": "Linear", ...}, "frozen_params": 0}``: params listed in model order
  (input side first), only those with requires_grad;
- then one record per sampled step: ``{"type": "step", "step": 100, "lr": 0.001, "grad_norm": 1.7,
  "layers": {"fc1.weight": {"grad_norm": 0.3, "weight_norm": 4.1, "update_ratio": 0.0012}, ...},
  "activations": {"act1": {"kind": "relu", "mean": 0.2, "std": 0.4, "zero_frac": 0.52,
  "dead_frac": 0.03}, "sig": {"kind": "sigmoid", "mean": 0.5, "std": 0.2, "saturated_frac": 0.01}},
  "nonfinite": {"forward": "fc2", "backward": "fc2"}}``. ``step`` counts optimizer steps from 1 (plus
  ``start_step``); ``grad_norm`` is the global norm over all parameters; a parameter without a gradient
  has ``"grad_norm": 0.0, "no_grad": true``; a non-finite number is written as null with
  ``"grad_nonfinite": true`` (JSON has no NaN); ``nonfinite`` appears only when something was found.

Framework callbacks: `traindiag.probe.hf.TraindiagCallback` (Hugging Face Trainer) and
`traindiag.probe.lightning.TraindiagCallback` (Lightning). torch is imported only when a probe is attached.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from traindiag.probe.recorder import Probe

SCHEMA = "traindiag.probe/1"
FILENAME = "grad_stats.jsonl"
# Sampling every 100 optimizer steps keeps the probe under ~1% of step time on the benchmark models
# (bench/probe_overhead.py); recording every step costs 10-40% on small CPU models.
DEFAULT_EVERY = 100

__all__ = ["DEFAULT_EVERY", "FILENAME", "SCHEMA", "attach"]


def attach(model: Any, optimizer: Any = None, log_dir: str | Path = ".", *, every: int = DEFAULT_EVERY,
           path: str | Path | None = None, start_step: int = 0, activations: bool = True,
           update_ratio: bool = True, append: bool = False, hook_optimizer: bool = True) -> Probe:
    """Start recording `model` (and the steps of `optimizer`) to ``<log_dir>/grad_stats.jsonl``.

    `every`: record one optimizer step in this many (and step 1). `path`: write to this file instead.
    `activations=False` skips the forward hooks; `update_ratio=False` skips the copy of the weights taken
    before a sampled step (saves memory on very large models). `append=True` continues an existing file
    (a resumed run; pass `start_step` so steps line up). `hook_optimizer=False` leaves the optimizer alone:
    the caller then calls ``probe.before_optimizer_step()`` once gradients are final and
    ``probe.after_optimizer_step()`` after the update (what the Lightning callback does, since Lightning
    runs forward and backward inside ``optimizer.step(closure)``).
    """
    from traindiag.errors import require

    require("torch", "torch", "the traindiag probe")
    from traindiag.probe.recorder import Probe

    target = Path(path) if path is not None else Path(log_dir) / FILENAME
    return Probe(model, optimizer, target, every=every, start_step=start_step, activations=activations,
                 update_ratio=update_ratio, append=append, hook_optimizer=hook_optimizer)

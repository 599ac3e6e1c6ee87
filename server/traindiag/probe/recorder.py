"""The recorder behind `traindiag.probe.attach` (torch-specific; the schema is in the package docstring).

Cost model: between sampled steps the probe is two Python calls per optimizer step (the step hooks
count and return). On a sampled step it arms forward hooks on the leaf modules for that step's forward
and backward, keeps every statistic as a 0-d tensor (no device sync while the step runs) and converts
them all with one ``tolist()`` after ``optimizer.step()``.
"""

from __future__ import annotations

import contextlib
import json
import math
from pathlib import Path
from typing import Any

import torch
from torch import nn

from traindiag.errors import InputError
from traindiag.probe import SCHEMA

# sigmoid(3) and tanh(3): outputs beyond these come from |pre-activation| > 3, the flat region.
SIGMOID_FLAT = 0.9525741268224334
TANH_FLAT = 0.9950547536867305

_KINDS: tuple[tuple[tuple[type[nn.Module], ...], str], ...] = (
    ((nn.ReLU, nn.ReLU6), "relu"),
    ((nn.Sigmoid, nn.Hardsigmoid), "sigmoid"),
    ((nn.Tanh, nn.Hardtanh), "tanh"),
)


def module_kind(module: nn.Module) -> str:
    """'relu', 'sigmoid', 'tanh', or the class name for any other module."""
    for types, kind in _KINDS:
        if isinstance(module, types):
            return kind
    return type(module).__name__


def _first_tensor(output: Any) -> torch.Tensor | None:
    if isinstance(output, torch.Tensor):
        return output
    if isinstance(output, list | tuple):
        return next((o for o in output if isinstance(o, torch.Tensor)), None)
    return None


def _dead_fraction(out: torch.Tensor) -> torch.Tensor | None:
    """Share of units that are zero for every sample: channels (dim 1) for conv maps, else the last dim."""
    if out.dim() < 2 or out.numel() == 0:
        return None
    units = out.transpose(0, 1).reshape(out.shape[1], -1) if out.dim() >= 4 else out.reshape(-1, out.shape[-1]).T
    return 1.0 - units.ne(0).any(dim=1).float().mean()


class _Sample:
    """What one sampled step collects before it is written."""

    def __init__(self) -> None:
        self.acts: dict[str, list[dict[str, torch.Tensor]]] = {}
        self.forward_ok: list[tuple[str, torch.Tensor]] = []
        self.backward_ok: list[tuple[str, torch.Tensor]] = []
        self.weights_before: list[torch.Tensor] | None = None


class Probe:
    """Records per-layer statistics of `model` every `every` optimizer steps (see `traindiag.probe`)."""

    def __init__(self, model: nn.Module, optimizer: torch.optim.Optimizer | None, path: Path, *, every: int,
                 start_step: int = 0, activations: bool = True, update_ratio: bool = True,
                 append: bool = False, hook_optimizer: bool = True) -> None:
        if not isinstance(model, nn.Module):
            raise InputError(f"attach() needs a torch.nn.Module, got {type(model).__name__}")
        if every < 1:
            raise InputError(f"every={every}: give a positive number of steps between samples")
        self.model = model
        self.optimizer = optimizer
        self.every = every
        self.step_count = start_step
        self.activations = activations
        self.update_ratio = update_ratio and optimizer is not None
        self.hook_optimizer = hook_optimizer
        named = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
        self.names = [n for n, _ in named]
        self.params = [p for _, p in named]
        self.leaves = {name: m for name, m in model.named_modules() if name and not any(True for _ in m.children())}
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("a" if append else "w", encoding="utf-8")
        self._handles: list[Any] = []
        self._opt_handles: list[Any] = []
        self._sample: _Sample | None = None
        self.closed = False
        if not append or self.path.stat().st_size == 0:
            self._write({
                "type": "header", "schema": SCHEMA, "every": every, "model": type(model).__name__,
                "optimizer": type(optimizer).__name__ if optimizer is not None else None,
                "params": {n: {"shape": list(p.shape)} for n, p in named},
                "modules": {n: module_kind(m) for n, m in self.leaves.items()},
                "frozen_params": sum(1 for p in model.parameters() if not p.requires_grad),
            })
        if optimizer is not None and hook_optimizer:
            self._opt_handles = [optimizer.register_step_pre_hook(lambda *_: self.before_optimizer_step()),
                                 optimizer.register_step_post_hook(lambda *_: self.after_optimizer_step())]
        self._arm_if_sampled(self.step_count + 1)

    # -- public ------------------------------------------------------------------------------------

    def step(self) -> None:
        """Mark one training step when no optimizer was given (call it after ``loss.backward()``)."""
        if self.optimizer is not None and self.hook_optimizer:
            raise InputError("this probe follows optimizer.step() on its own: do not call probe.step() too")
        self.step_count += 1
        if self._sample is not None:
            self._record(self._sample)
        self._arm_if_sampled(self.step_count + 1)

    def close(self) -> None:
        """Remove every hook and close the file (also at interpreter exit through `__del__`)."""
        if self.closed:
            return
        self._disarm()
        for h in self._opt_handles:
            h.remove()
        self._file.close()
        self.closed = True

    def __enter__(self) -> Probe:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # interpreter shutdown: nothing left to clean
            self.close()

    # -- sampling ----------------------------------------------------------------------------------

    def is_sampled(self, step: int) -> bool:
        return step == 1 or step % self.every == 0

    def _arm_if_sampled(self, step: int) -> None:
        if self.closed or not self.is_sampled(step):
            return
        self._sample = _Sample()
        if self.activations:
            for name, module in self.leaves.items():
                self._handles.append(module.register_forward_hook(self._forward_hook(name)))

    def _disarm(self) -> None:
        for h in self._handles:
            h.remove()
        self._handles = []

    def _forward_hook(self, name: str):
        kind = module_kind(self.leaves[name])

        def hook(_module: nn.Module, _inputs: Any, output: Any) -> None:
            sample = self._sample
            out = _first_tensor(output)
            # eval forwards (no grad) between training steps say nothing about the step being sampled
            if sample is None or out is None or not out.is_floating_point() or not torch.is_grad_enabled():
                return
            x = out.detach()
            xf = x.float()
            std, mean = torch.std_mean(xf) if xf.numel() > 1 else (torch.zeros((), device=x.device), xf.mean())
            # a NaN/Inf anywhere makes the mean non-finite: no separate pass over the output
            sample.forward_ok.append((name, torch.isfinite(mean)))
            stats = {"mean": mean, "std": std}
            if kind == "relu":
                stats["zero_frac"] = x.eq(0).float().mean()
                dead = _dead_fraction(x)
                if dead is not None:
                    stats["dead_frac"] = dead
            elif kind == "sigmoid":
                stats["saturated_frac"] = ((xf > SIGMOID_FLAT) | (xf < 1 - SIGMOID_FLAT)).float().mean()
            elif kind == "tanh":
                stats["saturated_frac"] = (xf.abs() > TANH_FLAT).float().mean()
            sample.acts.setdefault(name, []).append(stats)
            if out.requires_grad:
                out.register_hook(lambda g: sample.backward_ok.append((name, torch.isfinite(g.sum()))))

        return hook

    def before_optimizer_step(self) -> None:
        """Gradients are final, weights not yet updated (called by the step pre-hook, or by a callback)."""
        if self._sample is not None and self.update_ratio:
            with torch.no_grad():
                self._sample.weights_before = [p.detach().clone() for p in self.params]

    def after_optimizer_step(self) -> None:
        """The weights were updated: write the sampled step, arm the next (step post-hook, or a callback)."""
        self.step_count += 1
        if self._sample is not None:
            self._record(self._sample)
        self._arm_if_sampled(self.step_count + 1)

    # -- writing -----------------------------------------------------------------------------------

    def _record(self, sample: _Sample) -> None:
        self._disarm()
        self._sample = None
        with torch.no_grad():
            grads = [p.grad for p in self.params]
            has_grad = [g is not None for g in grads]
            present = iter(_norms([g for g in grads if g is not None]))
            grad_norms = [next(present) if ok else torch.zeros((), device=p.device)
                          for ok, p in zip(has_grad, self.params, strict=True)]
            weight_norms = _norms([p.detach() for p in self.params])
            updates: list[torch.Tensor] = []
            if sample.weights_before is not None:
                before = sample.weights_before
                torch._foreach_sub_(before, [p.detach() for p in self.params])  # in place: before -> -update
                # relative to the weights after the step: they differ from those before by ~1e-3
                updates = [d / w.clamp_min(1e-30) for d, w in zip(_norms(before), weight_norms, strict=True)]
            acts = {name: {k: torch.stack([c[k] for c in calls if k in c]).mean() for k in calls[0]}
                    for name, calls in sample.acts.items()}
            # one transfer for every number of the step
            flat = [*grad_norms, *weight_norms, *updates, *(v for a in acts.values() for v in a.values()),
                    *(ok for _, ok in sample.forward_ok), *(ok for _, ok in sample.backward_ok)]
            values = torch.stack([v.float().to(flat[0].device) for v in flat]).cpu().tolist() if flat else []
        n = len(self.params)
        gvals, wvals = values[:n], values[n:2 * n]
        uvals = values[2 * n: 2 * n + len(updates)]
        pos = 2 * n + len(updates)
        layers: dict[str, dict[str, Any]] = {}
        for i, name in enumerate(self.names):
            entry: dict[str, Any] = {"grad_norm": _num(gvals[i]), "weight_norm": _num(wvals[i])}
            if uvals:
                entry["update_ratio"] = _num(uvals[i])
            if not has_grad[i]:
                entry["no_grad"] = True
            elif not math.isfinite(gvals[i]):
                entry["grad_nonfinite"] = True
            layers[name] = entry
        activations: dict[str, dict[str, Any]] = {}
        for name, stats in acts.items():
            entry = {"kind": module_kind(self.leaves[name])}
            for key in stats:
                entry[key] = _num(values[pos])
                pos += 1
            activations[name] = entry
        nf = len(sample.forward_ok)
        forward_ok, backward_ok = values[pos: pos + nf], values[pos + nf:]
        nonfinite = {}
        bad_f = next((name for (name, _), ok in zip(sample.forward_ok, forward_ok, strict=True) if ok < 0.5), None)
        bad_b = next((name for (name, _), ok in zip(sample.backward_ok, backward_ok, strict=True) if ok < 0.5), None)
        if bad_f:
            nonfinite["forward"] = bad_f
        if bad_b:
            nonfinite["backward"] = bad_b
        total = math.sqrt(sum(g * g for g, ok in zip(gvals, has_grad, strict=True) if ok)) if gvals else 0.0
        record: dict[str, Any] = {"type": "step", "step": self.step_count, "lr": self._lr(),
                                  "grad_norm": _num(total), "layers": layers}
        if activations:
            record["activations"] = activations
        if nonfinite:
            record["nonfinite"] = nonfinite
        self._write(record)

    def _lr(self) -> float | None:
        if self.optimizer is None or not self.optimizer.param_groups:
            return None
        lr = self.optimizer.param_groups[0].get("lr")
        return float(lr) if isinstance(lr, int | float | torch.Tensor) else None

    def _write(self, record: dict[str, Any]) -> None:
        self._file.write(json.dumps(record, allow_nan=False) + "\n")
        self._file.flush()


def _norms(tensors: list[torch.Tensor]) -> list[torch.Tensor]:
    """L2 norm of each tensor (fused where torch offers it), computed in float32 at least."""
    if not tensors:
        return []
    try:
        return list(torch._foreach_norm([t.float() if t.dtype in (torch.float16, torch.bfloat16) else t
                                         for t in tensors]))
    except (RuntimeError, AttributeError):  # mixed devices or an old torch: plain per-tensor norms
        return [torch.linalg.vector_norm(t.float()) for t in tensors]


def _num(value: float) -> float | None:
    """A JSON-safe number: None for NaN/Inf (the record flags those separately)."""
    return float(f"{value:.6g}") if math.isfinite(value) else None

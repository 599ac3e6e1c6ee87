"""The child process of `traindiag probe`: imports the user's model and batch factories and runs the checks.

Run only by `traindiag.probe.live` (``python -m traindiag.probe.live_worker SPEC.json OUT.json``), in its
own process with a timeout, because it executes user code. It writes one JSON object to OUT.json:
the data checks, the loss at initialisation, the probe record of one forward/backward (per-layer
gradients and activations, the same schema as the probe's JSONL), the single-batch overfit curve and
the learning-rate range test curve.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import json
import math
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import torch
from torch import nn

from traindiag.probe.lrfind import suggest_lr

LR_START, LR_END, LR_STEPS = 1e-7, 1.0, 60
OVERFIT_LR = 1e-3
OVERFIT_LR_MIN, OVERFIT_LR_MAX = 1e-4, 1e-2


def load(spec: str, cwd: str) -> Any:
    """'pkg.module:factory' or 'path/to/file.py:factory' -> the factory's attribute."""
    target, _, attr = spec.rpartition(":")
    if not target or not attr:
        raise SystemExit(f"'{spec}' is not module:factory (e.g. mymodels:build or models/net.py:make_model)")
    if target.endswith(".py"):
        path = (Path(cwd) / target).resolve()
        if not path.is_file():
            raise SystemExit(f"{target}: no such file")
        mod_spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(mod_spec)  # type: ignore[arg-type]
        sys.modules[path.stem] = module
        mod_spec.loader.exec_module(module)  # type: ignore[union-attr]
    else:
        module = importlib.import_module(target)
    try:
        return getattr(module, attr)
    except AttributeError:
        raise SystemExit(f"{target} has no attribute '{attr}'") from None


def split_batch(batch: Any) -> tuple[Any, torch.Tensor | None]:
    if isinstance(batch, dict):
        x = next((batch[k] for k in ("x", "inputs", "input", "input_ids", "features") if k in batch), None)
        y = next((batch[k] for k in ("y", "targets", "target", "labels", "label") if k in batch), None)
        if x is None:
            raise SystemExit("the batch dict needs an input under x / inputs / input_ids")
        return x, y
    if isinstance(batch, list | tuple) and len(batch) >= 2:
        return batch[0], batch[1]
    if isinstance(batch, torch.Tensor):
        return batch, None
    raise SystemExit("the batch factory must return (inputs, targets), a dict with x/y, or a tensor")


def default_loss(out: torch.Tensor, y: torch.Tensor | None) -> tuple[Any, str]:
    if y is None:
        raise SystemExit("the batch has no targets: return (inputs, targets) or pass --loss module:factory")
    if not y.is_floating_point() and out.dim() >= 2:
        return nn.functional.cross_entropy, "cross_entropy"
    return nn.functional.mse_loss, "mse"


def tensor_facts(t: torch.Tensor) -> dict[str, Any]:
    f = t.detach().float()
    finite = torch.isfinite(f)
    ok = f[finite]
    return {"shape": list(t.shape), "dtype": str(t.dtype).replace("torch.", ""),
            "nan": int(torch.isnan(f).sum()), "inf": int((~finite).sum() - torch.isnan(f).sum()),
            "mean": float(ok.mean()) if ok.numel() else None, "std": float(ok.std()) if ok.numel() > 1 else None,
            "abs_max": float(ok.abs().max()) if ok.numel() else None}


def to_device(x: Any, device: torch.device) -> Any:
    if isinstance(x, torch.Tensor):
        return x.to(device)
    if isinstance(x, dict):
        return {k: to_device(v, device) for k, v in x.items()}
    if isinstance(x, list | tuple):
        return type(x)(to_device(v, device) for v in x)
    return x


def forward(model: nn.Module, x: Any) -> torch.Tensor:
    out = model(**x) if isinstance(x, dict) else model(x)
    if isinstance(out, dict):
        out = out.get("logits", next(iter(out.values())))
    if isinstance(out, list | tuple):
        out = out[0]
    if hasattr(out, "logits"):
        out = out.logits
    return out


def run(spec: dict[str, Any]) -> dict[str, Any]:
    cwd = spec["cwd"]
    sys.path.insert(0, cwd)
    torch.manual_seed(spec.get("seed", 0))
    model = load(spec["model"], cwd)()
    if not isinstance(model, nn.Module):
        raise SystemExit(f"{spec['model']} returned {type(model).__name__}, not a torch.nn.Module")
    batch = load(spec["batch"], cwd)()
    x, y = split_batch(batch)
    device = next((p.device for p in model.parameters()), torch.device("cpu"))
    x, y = to_device(x, device), to_device(y, device)
    result: dict[str, Any] = {"parameters": sum(p.numel() for p in model.parameters()),
                              "trainable": sum(p.numel() for p in model.parameters() if p.requires_grad)}
    inputs = x if isinstance(x, torch.Tensor) else next((v for v in x.values() if isinstance(v, torch.Tensor)), None)
    if inputs is not None and inputs.is_floating_point():
        result["inputs"] = tensor_facts(inputs)
    elif inputs is not None:
        result["inputs"] = {"shape": list(inputs.shape), "dtype": str(inputs.dtype).replace("torch.", "")}
    initial = copy.deepcopy(model.state_dict())
    if y is not None and not y.is_floating_point() and not spec.get("loss"):
        with torch.no_grad():
            classes = int(forward(model, x).shape[1])
        labels = y[y != -100]  # -100 is cross_entropy's ignore_index
        result["num_classes"] = classes
        result["labels"] = {"min": int(labels.min()), "max": int(labels.max()),
                            "distinct": int(torch.unique(labels).numel()), "count": int(y.numel())}
        if labels.min() < 0 or labels.max() >= classes:
            return result  # cross_entropy would fail on these targets: report them instead of crashing

    # one forward/backward under the probe: gradient flow and activation health at initialisation
    from traindiag.probe import attach

    model.train()
    with tempfile.TemporaryDirectory() as tmp:
        probe = attach(model, None, path=Path(tmp) / "grad_stats.jsonl", every=1)
        out = forward(model, x)
        loss_fn, loss_name = ((load(spec["loss"], cwd)(), "custom") if spec.get("loss") else default_loss(out, y))
        loss = loss_fn(out, y)
        model.zero_grad(set_to_none=True)
        loss.backward()
        probe.step()
        probe.close()
        result["probe"] = [json.loads(line) for line in (Path(tmp) / "grad_stats.jsonl").read_text().splitlines()]
    result["loss_name"] = loss_name
    result["init_loss"] = float(loss.detach())
    result["outputs"] = tensor_facts(out)
    if loss_name == "cross_entropy" and y is not None:
        result["chance_loss"] = math.log(int(out.shape[1]))
        o = out.detach().float()
        result["outputs_look_like_probabilities"] = bool(
            o.dim() == 2 and o.min() >= 0 and o.max() <= 1 and torch.allclose(o.sum(dim=1), torch.ones(len(o)), atol=1e-3))
    elif y is not None and y.is_floating_point():
        result["targets"] = tensor_facts(y)
        result["chance_loss"] = float(((y - y.float().mean()) ** 2).mean())  # predicting the mean

    deadline = time.monotonic() + spec.get("budget_s", 60)
    result["lr_range"] = lr_range(model, initial, x, y, loss_fn, deadline)
    # overfit at the range test's suggestion, kept within the range Adam is usually run at
    found = suggest_lr(result["lr_range"]["lrs"], result["lr_range"]["losses"])
    lr = min(max(found, OVERFIT_LR_MIN), OVERFIT_LR_MAX) if found else OVERFIT_LR
    result["overfit"] = overfit(model, initial, x, y, loss_fn, spec.get("steps", 100), deadline, lr)
    return result


def _steps_loss(model: nn.Module, x: Any, y: Any, loss_fn: Any) -> torch.Tensor:
    return loss_fn(forward(model, x), y)


def overfit(model: nn.Module, initial: dict, x: Any, y: Any, loss_fn: Any, steps: int, deadline: float,
            lr: float) -> dict:
    """Adam on the one batch: a working model, loss and labels drive the loss towards zero."""
    model.load_state_dict(initial)
    opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=lr)
    losses = []
    for _ in range(steps):
        loss = _steps_loss(model, x, y, loss_fn)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        losses.append(float(loss.detach()))
        if not math.isfinite(losses[-1]) or time.monotonic() > deadline:
            break
    return {"lr": lr, "losses": losses}


def lr_range(model: nn.Module, initial: dict, x: Any, y: Any, loss_fn: Any, deadline: float) -> dict:
    """Adam with the lr raised geometrically each step from 1e-7 to 1, stopping once the loss blows up."""
    model.load_state_dict(initial)
    opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=LR_START)
    factor = (LR_END / LR_START) ** (1 / (LR_STEPS - 1))
    lrs, losses = [], []
    lr = LR_START
    best = math.inf
    for _ in range(LR_STEPS):
        for g in opt.param_groups:
            g["lr"] = lr
        loss = _steps_loss(model, x, y, loss_fn)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        value = float(loss.detach())
        lrs.append(lr)
        losses.append(value)
        best = min(best, value)
        if not math.isfinite(value) or value > 4 * best or time.monotonic() > deadline:
            break
        lr *= factor
    return {"lrs": lrs, "losses": losses}


def main() -> None:
    spec_path, out_path = sys.argv[1], sys.argv[2]
    spec = json.loads(Path(spec_path).read_text())
    result = run(spec)
    Path(out_path).write_text(json.dumps(result, allow_nan=True))


if __name__ == "__main__":
    main()

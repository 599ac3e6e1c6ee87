"""Losses fed the wrong thing: probabilities where logits belong, logs of values that can be zero."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.script import SIGMOID_NAMES, SOFTMAX_NAMES, Script, callee, dotted, keyword, receiver


def loss_calls(script: Script, classes: set[str], functions: set[str]) -> Iterator[ast.Call]:
    """Calls of a loss: a criterion built from one of `classes`, or one of the functional forms."""
    for call in script.calls():
        name = dotted(call.func)
        binding = script.bindings.get(name or "")
        if binding is not None and binding.kind == "criterion" and binding.cls in classes or callee(call) in functions and script.is_torch_name(call.func):
            yield call


def model_output_squash(script: Script, call: ast.Call, names: set[str]) -> ast.Call | None:
    """The softmax/sigmoid a model applies last, when `call` runs a model the script defines."""
    binding = script.bindings.get(dotted(call.func) or "")
    if binding is None or binding.kind != "model":
        return None
    if binding.cls == "Sequential":
        last = binding.call.args[-1] if binding.call.args else None
        if isinstance(last, ast.Call) and callee(last).lower() in names:
            return last
        return None
    cls = script.module_classes.get(binding.cls)
    forward = next((n for n in getattr(cls, "body", []) if isinstance(n, ast.FunctionDef) and n.name == "forward"), None)
    if forward is None:
        return None
    for node in script.walk_scope(forward):
        if isinstance(node, ast.Return) and node.value is not None:
            for expr in script.resolve(node.value):
                if isinstance(expr, ast.Call) and callee(expr) in names:
                    return expr
    return None


# Tensor methods that change a value's shape, device or dtype, never whether it holds probabilities.
SHAPE_ONLY = frozenset({"view", "reshape", "resize", "squeeze", "unsqueeze", "permute", "transpose", "contiguous",
                        "flatten", "float", "double", "half", "to", "cuda", "cpu", "view_as", "reshape_as", "t"})


def squashed_input(script: Script, expr: ast.expr, names: set[str], depth: int = 4) -> ast.Call | None:
    """The softmax/sigmoid call `expr` comes from, following assignments, reshapes (`y_pred.view(1, -1)`,
    `out[:, 0]`) and into the model."""
    for value in script.resolve(expr):
        if isinstance(value, ast.Call):
            if callee(value) in names:
                return value
            inner = model_output_squash(script, value, names)
            if inner is not None:
                return inner
            if depth and callee(value) in SHAPE_ONLY and isinstance(value.func, ast.Attribute):
                return squashed_input(script, value.func.value, names, depth - 1)
        elif isinstance(value, ast.Subscript) and depth:
            return squashed_input(script, value.value, names, depth - 1)
    return None


class SoftmaxBeforeCrossEntropy(Rule):
    ID = "softmax-before-cross-entropy"
    SEVERITY = "critical"
    CAUSES = ("wrong_loss_function",)
    FIX = "drop-softmax"
    SUMMARY = "softmax or log_softmax applied to the input of CrossEntropyLoss, which expects raw logits"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for call in loss_calls(script, {"CrossEntropyLoss"}, {"cross_entropy"}):
            arg = call.args[0] if call.args else keyword(call, "input")
            squash = arg is not None and squashed_input(script, arg, SOFTMAX_NAMES)
            if not squash:
                continue
            if callee(squash) == "log_softmax":
                yield self.finding(
                    script, squash,
                    f"log_softmax before the cross-entropy at line {call.lineno} is redundant (the loss "
                    "applies it itself): harmless, but drop it",
                    severity="info", loss_line=call.lineno,
                )
            else:
                yield self.finding(
                    script, squash,
                    f"softmax output fed to the cross-entropy at line {call.lineno}, which applies "
                    "log_softmax itself: gradients shrink and the loss floors above zero; pass the logits",
                    fix=isinstance(squash.func, ast.Attribute | ast.Name) and bool(squash.args or receiver(squash)),
                    loss_line=call.lineno,
                )


class SigmoidBeforeBce(Rule):
    ID = "sigmoid-before-bce"
    SEVERITY = "warning"
    CAUSES = ("numerical_instability", "wrong_loss_function")
    FIX = "use-bce-with-logits"
    SUMMARY = "sigmoid followed by BCELoss where BCEWithLogitsLoss belongs"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for call in loss_calls(script, {"BCELoss"}, {"binary_cross_entropy"}):
            arg = call.args[0] if call.args else keyword(call, "input")
            squash = arg is not None and squashed_input(script, arg, SIGMOID_NAMES)
            if squash:
                yield self.finding(
                    script, squash,
                    f"sigmoid then BCELoss (line {call.lineno}): saturated outputs round to 0 or 1 and the "
                    "log blows up; use BCEWithLogitsLoss on the logits",
                    loss_line=call.lineno,
                )


def _guarded(expr: ast.expr) -> bool:
    """``p + eps``, ``p.clamp(min=...)``, ``torch.clamp(...)``, ``torch.maximum(...)``."""
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
        return True
    return isinstance(expr, ast.Call) and callee(expr) in {"clamp", "clamp_min", "clip", "maximum", "max"}


def _probability(script: Script, expr: ast.expr) -> bool:
    """An expression holding probabilities (softmax/sigmoid output) that may be exactly zero."""
    if _guarded(expr):
        return False
    chain = script.resolve(expr)
    if any(_guarded(e) for e in chain[1:]):
        return False
    if squashed_input(script, expr, SOFTMAX_NAMES - {"log_softmax"} | SIGMOID_NAMES):
        return True
    return isinstance(expr, ast.Name) and "prob" in expr.id.lower()


class LogWithoutEpsilon(Rule):
    ID = "log-without-epsilon"
    SEVERITY = "warning"
    CAUSES = ("numerical_instability",)
    FIX = "add-epsilon"
    SUMMARY = "torch.log on probabilities with no epsilon or clamp: log(0) = -inf, then NaN"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for call in script.calls():
            if callee(call) not in {"log", "log2", "log10"}:
                continue
            if isinstance(call.func, ast.Attribute) and script.is_torch_name(call.func.value) and call.args:
                target = call.args[0]
            elif isinstance(call.func, ast.Attribute) and not call.args and not script.is_torch_name(call.func.value):
                target = call.func.value
            else:
                continue
            if _probability(script, target):
                yield self.finding(
                    script, call,
                    "log of a probability with no epsilon: one probability that underflows to 0 gives "
                    "-inf and then NaN gradients; use log(p + 1e-8), p.clamp_min(1e-8), or log_softmax",
                )


DENOMINATORS = {"sum", "norm", "std", "sqrt", "var"}


class DivisionWithoutEpsilon(Rule):
    ID = "division-without-epsilon"
    SEVERITY = "warning"
    CAUSES = ("numerical_instability",)
    FIX = "add-epsilon"
    SUMMARY = "division by a sum, norm or standard deviation that can be zero, with no epsilon"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        if "torch" not in script.modules:
            return
        for node in ast.walk(script.tree):
            if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div)):
                continue
            den = node.right
            if not (isinstance(den, ast.Call) and callee(den) in DENOMINATORS and isinstance(den.func, ast.Attribute)):
                continue
            base = den.func.value
            if isinstance(base, ast.Name) and script.imports.get(base.id, base.id) in {"numpy", "math"}:
                continue  # constants such as math.sqrt(d_model) are never zero
            if callee(den) == "sqrt" and not any(
                isinstance(n, ast.Call) and callee(n) in {"sum", "mean", "var", "pow", "square"} for n in ast.walk(den)
            ):
                continue  # torch.sqrt(torch.tensor(d_k)) scales attention; only a computed statistic can be 0
            if callee(den) == "norm":  # a zero embedding is rare; F.normalize is the guarded idiom
                yield self.finding(
                    script, den,
                    "division by norm() with no epsilon: an all-zero vector gives 0/0 = NaN; use "
                    "F.normalize(x, dim=...) or add a small constant",
                    severity="info",
                )
            else:
                yield self.finding(
                    script, den,
                    f"division by {callee(den)}() with no epsilon: an all-zero row or an empty mask gives "
                    "0/0 = NaN; add a small constant (… / (x + 1e-8)) or clamp_min",
                )


KERAS_CE = {"SparseCategoricalCrossentropy", "CategoricalCrossentropy", "BinaryCrossentropy",
            "sparse_categorical_crossentropy", "categorical_crossentropy", "binary_crossentropy"}


def _activation(layer: ast.expr) -> str | None:
    """'softmax'/'sigmoid'/'linear' for the final Keras layer, None when it cannot be told."""
    if isinstance(layer, ast.Call) and isinstance(layer.func, ast.Call):  # functional: Dense(...)(x)
        layer = layer.func
    if not isinstance(layer, ast.Call):
        return None
    name = callee(layer)
    if name == "Softmax":
        return "softmax"
    if name == "Activation":
        act = layer.args[0] if layer.args else keyword(layer, "activation")
    elif name == "Dense":
        act = keyword(layer, "activation") or (layer.args[1] if len(layer.args) > 1 else None)
    else:
        return None
    if act is None or (isinstance(act, ast.Constant) and act.value in (None, "linear")):
        return "linear"
    text = act.value if isinstance(act, ast.Constant) else (dotted(act) or "").split(".")[-1]
    return text if text in {"softmax", "sigmoid"} else None


def _subclass_output_layer(script: Script, class_name: str) -> ast.expr | None:
    """The layer a subclassed Keras model's `call` returns the output of (`return self._logits(x)`), as built in
    its `__init__` (`self._logits = Dense(num_classes)`)."""
    cls = next((n for n in ast.walk(script.tree) if isinstance(n, ast.ClassDef) and n.name == class_name), None)
    if cls is None:
        return None
    methods = {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef)}
    call, init = methods.get("call"), methods.get("__init__")
    if call is None or init is None:
        return None
    built = {dotted(t): node.value for node in ast.walk(init) if isinstance(node, ast.Assign)
             for t in node.targets if (dotted(t) or "").startswith("self.")}
    for ret in (n for n in ast.walk(call) if isinstance(n, ast.Return) and n.value is not None):
        for expr in script.resolve(ret.value):
            if isinstance(expr, ast.Call) and (dotted(expr.func) or "") in built:
                return built[dotted(expr.func)]
    return None


def _final_layer(script: Script, model_name: str, before: ast.AST) -> ast.expr | None:
    assign = script.latest_assignment(model_name, before)
    layer = None
    if assign is not None and isinstance(assign.value, ast.Call):
        ctor = assign.value
        if callee(ctor) == "Sequential" and ctor.args and isinstance(ctor.args[0], ast.List) and ctor.args[0].elts:
            layer = ctor.args[0].elts[-1]
        elif callee(ctor) in {"Model", "Functional"}:
            outputs = keyword(ctor, "outputs") or (ctor.args[1] if len(ctor.args) > 1 else None)
            if outputs is not None:
                layer = script.resolve(outputs)[-1]
        else:
            layer = _subclass_output_layer(script, callee(ctor))
    adds = [c for c in script.calls() if callee(c) == "add" and receiver(c) == model_name and c.lineno < before.lineno]
    if adds and (assign is None or adds[-1].lineno > assign.lineno):
        layer = adds[-1].args[0] if adds[-1].args else None
    return layer


class KerasFromLogits(Rule):
    ID = "keras-from-logits-mismatch"
    SEVERITY = "critical"
    CAUSES = ("wrong_loss_function",)
    FIX = "keras-from-logits"
    SUMMARY = "Keras cross-entropy whose from_logits does not match the model's last activation"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        if "keras" not in script.frameworks:
            return
        for call in script.calls():
            if callee(call) != "compile" or receiver(call) is None:
                continue
            loss = keyword(call, "loss")
            if loss is None:
                continue
            loss_value = script.resolve(loss)[-1]
            if isinstance(loss_value, ast.Constant) and loss_value.value in KERAS_CE:
                from_logits = False
            elif isinstance(loss_value, ast.Call) and callee(loss_value) in KERAS_CE:
                flag = keyword(loss_value, "from_logits")
                from_logits = isinstance(flag, ast.Constant) and flag.value is True
            else:
                continue
            layer = _final_layer(script, receiver(call) or "", call)
            act = layer is not None and _activation(layer)
            if act in {"softmax", "sigmoid"} and from_logits:
                yield self.finding(
                    script, loss_value,
                    f"the model ends in {act} but the loss says from_logits=True: it applies {act} a second "
                    "time and training stalls; set from_logits=False or drop the final activation",
                    from_logits=0, by_name=int(isinstance(loss_value, ast.Constant)),
                )
            elif act == "linear" and not from_logits:
                yield self.finding(
                    script, loss_value,
                    "the model's last layer is linear (logits) but the loss expects probabilities "
                    "(from_logits=False): pass from_logits=True",
                    from_logits=1, by_name=int(isinstance(loss_value, ast.Constant)),
                )


RULES = [SoftmaxBeforeCrossEntropy, SigmoidBeforeBce, LogWithoutEpsilon, DivisionWithoutEpsilon, KerasFromLogits]

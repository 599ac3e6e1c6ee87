"""Fixes to what the loss is fed: logits instead of probabilities, logs and divisions guarded."""

from __future__ import annotations

import ast
from typing import Any

from traindiag.lint.fixes.base import Edits, Fix, libcst
from traindiag.lint.fixes.loop import _number
from traindiag.lint.model import LintFinding
from traindiag.lint.script import Script, callee, dotted


def _call_at(script: Script, f: LintFinding) -> ast.Call:
    return next(c for c in script.calls() if (c.lineno, c.col_offset) == (f.line, f.column))


def _paren(node: Any) -> Any:
    """`node` in parentheses unless it is atomic (a name, call, attribute or subscript)."""
    cst = libcst()
    if isinstance(node, cst.Name | cst.Call | cst.Attribute | cst.Subscript) or node.lpar:
        return node
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def _unwrap(node: Any) -> Any:
    """The tensor a softmax/sigmoid call is applied to (``x`` in ``F.softmax(x, 1)`` or ``x.softmax(1)``);
    a layer (``nn.Softmax(dim=1)`` in a Sequential) becomes ``nn.Identity()``, which keeps the layer indices."""
    cst = libcst()
    if _is_layer(node):
        identity = node.func.with_changes(attr=cst.Name("Identity")) if isinstance(node.func, cst.Attribute) \
            else cst.Name("Identity")
        return node.with_changes(func=identity, args=[])
    if isinstance(node.func, cst.Attribute) and not _is_module_function(node):
        return _paren(node.func.value)
    return _paren(node.args[0].value)


def _is_layer(node: Any) -> bool:
    """``nn.Softmax(dim=1)``, ``Sigmoid()``: a module constructed, not a function applied to a tensor."""
    cst = libcst()
    name = node.func.attr.value if isinstance(node.func, cst.Attribute) else getattr(node.func, "value", "")
    return name in {"Softmax", "LogSoftmax", "Sigmoid"}


def _is_module_function(node: Any) -> bool:
    """``torch.softmax(x)`` / ``F.softmax(x)`` rather than the method ``x.softmax()``."""
    cst = libcst()
    base = node.func.value
    while isinstance(base, cst.Attribute):
        base = base.value
    return isinstance(base, cst.Name) and base.value in {"torch", "F", "functional", "nn"} and bool(node.args)


def drop_squash(script: Script, f: LintFinding, edits: Edits) -> None:
    """Feed the loss the logits: rewrite its argument when the probabilities are a named variable
    that is also used elsewhere (logging), else remove the softmax/sigmoid call itself."""
    cst = libcst()
    squash = _call_at(script, f)
    loss = next((c for c in script.calls() if c.lineno == f.details.get("loss_line") and c.args), None)
    arg = loss.args[0] if loss is not None else None
    source = squash.args[0] if squash.args else (squash.func.value if isinstance(squash.func, ast.Attribute) else None)
    if isinstance(arg, ast.Name) and source is not None and dotted(source):
        logits = dotted(source)
        edits.expr(arg.lineno, arg.col_offset, "Name", lambda _old: cst.parse_expression(logits))
    else:
        edits.expr(f.line, f.column, "Call", _unwrap)


class DropSoftmax(Fix):
    ID = "drop-softmax"
    SUMMARY = "pass logits to CrossEntropyLoss (remove the softmax/log_softmax before it)"
    RULES = ("softmax-before-cross-entropy",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        edits = Edits()
        for f in findings:
            drop_squash(script, f, edits)
        return edits


class UseBceWithLogits(Fix):
    ID = "use-bce-with-logits"
    SUMMARY = "drop the sigmoid and use BCEWithLogitsLoss / binary_cross_entropy_with_logits"
    RULES = ("sigmoid-before-bce",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        edits = Edits()
        for f in findings:
            drop_squash(script, f, edits)
            loss = next(c for c in script.calls() if c.lineno == f.details["loss_line"] and callee(c) != "sigmoid" and c.args)
            binding = script.bindings.get(dotted(loss.func) or "")
            target = binding.call if binding is not None else loss
            new_name = "BCEWithLogitsLoss" if callee(target) == "BCELoss" else "binary_cross_entropy_with_logits"

            def rename(call: Any, new_name: str = new_name) -> Any:
                if isinstance(call.func, cst.Attribute):
                    return call.with_changes(func=call.func.with_changes(attr=cst.Name(new_name)))
                return call.with_changes(func=cst.Name(new_name))

            edits.expr(target.lineno, target.col_offset, "Call", rename)
            if isinstance(target.func, ast.Name):
                edits.imports.append(f"from {script.qualname(target.func).rsplit('.', 1)[0]} import {new_name}")
        return edits


class AddEpsilon(Fix):
    ID = "add-epsilon"
    SUMMARY = "add a small epsilon inside log() and to denominators that can be zero"
    RULES = ("log-without-epsilon", "division-without-epsilon")
    PARAMS = {"eps": "the constant added (default 1e-8; use 1e-4 or more for float16 tensors)"}

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        eps = cst.parse_expression(_number(params.get("eps", "1e-8"), "eps"))

        def guarded(expr: Any) -> Any:
            return cst.BinaryOperation(left=expr, operator=cst.Add(), right=eps,
                                       lpar=[cst.LeftParen()], rpar=[cst.RightParen()])

        def guard_log(call: Any) -> Any:
            if call.args and _is_module_function(call):  # torch.log(p) -> torch.log(p + eps)
                first = call.args[0]
                bare = guarded(first.value).with_changes(lpar=[], rpar=[])
                return call.with_changes(args=[first.with_changes(value=bare), *call.args[1:]])
            return call.with_changes(func=call.func.with_changes(value=guarded(call.func.value)))  # p.log()

        edits = Edits()
        for f in findings:
            edits.expr(f.line, f.column, "Call", guard_log if f.rule == "log-without-epsilon" else guarded)
        return edits


KERAS_LOSS_CLASSES = {
    "sparse_categorical_crossentropy": "SparseCategoricalCrossentropy",
    "categorical_crossentropy": "CategoricalCrossentropy",
    "binary_crossentropy": "BinaryCrossentropy",
}


class KerasFromLogits(Fix):
    ID = "keras-from-logits"
    SUMMARY = "make the Keras loss's from_logits match the model's last layer (True for a linear output)"
    RULES = ("keras-from-logits-mismatch",)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        cst = libcst()
        edits = Edits()
        keras = next((local for local, full in script.imports.items() if full in {"keras", "tensorflow.keras"}), None)
        if keras is None and script.imports.get("tf") == "tensorflow":
            keras = "tf.keras"
        for f in findings:
            flag = cst.Name("True" if f.details["from_logits"] else "False")

            def set_flag(call: Any, flag: Any = flag) -> Any:
                args = [a.with_changes(value=flag) if a.keyword and a.keyword.value == "from_logits" else a for a in call.args]
                if not any(a.keyword and a.keyword.value == "from_logits" for a in call.args):
                    args.append(cst.Arg(keyword=cst.Name("from_logits"), value=flag,
                                        equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))))
                return call.with_changes(args=args)

            if f.details.get("by_name"):  # loss="sparse_categorical_crossentropy": spell out the class
                if keras is None:
                    keras = "keras"
                    edits.imports.append("import keras")
                node = next(n for n in ast.walk(script.tree) if isinstance(n, ast.Constant)
                            and (n.lineno, n.col_offset) == (f.line, f.column))
                call = cst.parse_expression(f"{keras}.losses.{KERAS_LOSS_CLASSES[node.value]}(from_logits={flag.value})")
                edits.expr(f.line, f.column, "SimpleString", lambda _old, call=call: call)
            else:
                edits.expr(f.line, f.column, "Call", set_flag)
        return edits


FIXES = [DropSoftmax, UseBceWithLogits, AddEpsilon, KerasFromLogits]

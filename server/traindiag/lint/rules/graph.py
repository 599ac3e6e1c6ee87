"""The autograd graph: kept alive across steps (memory leak) or cut before the loss (no learning)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.script import Script, callee, dotted

LOSS_CALL = re.compile(r"(loss|entropy|nll|mse|l1)$", re.I)


def is_loss_expr(script: Script, expr: ast.AST) -> bool:
    """An expression producing a loss tensor: a criterion call, F.*_loss, ``outputs.loss``, or arithmetic on one."""
    for node in ast.walk(expr):
        if isinstance(node, ast.Call):
            if callee(node) in {"item", "detach", "float", "tolist"}:
                return False
            binding = script.bindings.get(dotted(node.func) or "")
            if (binding is not None and binding.kind == "criterion") or (
                LOSS_CALL.search(callee(node)) and script.is_torch_name(node.func)
            ):
                return True
        if isinstance(node, ast.Attribute) and node.attr == "loss" and isinstance(node.ctx, ast.Load):
            return True
    return False


def backwarded(script: Script, scope: ast.AST) -> set[str]:
    """Names whose ``.backward()`` is called in `scope` (directly or through ``scaler.scale(x)``)."""
    names = set()
    for call in script.calls(scope):
        if callee(call) == "backward" and isinstance(call.func, ast.Attribute):
            target = call.args[0] if call.args else call.func.value  # accelerator.backward(loss)
            if isinstance(target, ast.Call) and target.args:  # scaler.scale(loss).backward()
                target = target.args[0]
            name = dotted(target)
            if name:
                names.add(name)
    return names


def feeds_backward(script: Script, acc: str, scope: ast.AST) -> bool:
    """The accumulator is backpropagated: `acc.backward()`, or a loss built from it (`loss =
    torch.stack(policy_losses).sum()`, then `loss.backward()`): per-step losses of one update (REINFORCE,
    an episode's terms), not a leak."""
    names = backwarded(script, scope)
    if acc in names:
        return True
    for name in names:
        for node in script.walk_scope(scope):
            if isinstance(node, ast.Assign) and any(dotted(t) == name for t in node.targets) and any(
                    dotted(n) == acc for n in ast.walk(node.value) if isinstance(n, ast.Name | ast.Attribute)):
                return True
    return False


def bare_terms(expr: ast.AST) -> Iterator[ast.Name | ast.Call]:
    """Terms of a sum/product used as tensors (``loss * n`` gives ``loss``; ``loss.item()`` is a float)."""
    if isinstance(expr, ast.Name | ast.Call):
        yield expr
    elif isinstance(expr, ast.BinOp):
        yield from bare_terms(expr.left)
        yield from bare_terms(expr.right)
    elif isinstance(expr, ast.UnaryOp):
        yield from bare_terms(expr.operand)


def loss_tensor(script: Script, term: ast.Name | ast.Call, scope: ast.AST) -> bool:
    """A loss with its graph: ``criterion(out, y)`` itself, or a name bound to one (or backpropagated)."""
    if isinstance(term, ast.Call):
        return is_loss_expr(script, term)
    if term.id in backwarded(script, scope):
        return True
    assign = script.latest_assignment(term.id, term)
    return assign is not None and is_loss_expr(script, assign.value)


def accumulations(script: Script, loop: ast.AST) -> Iterator[tuple[ast.AST, str, ast.expr]]:
    """(node, accumulator name, added value) for ``acc += x``, ``acc = acc + x`` and ``acc.append(x)``."""
    for node in script.walk_scope(loop):
        if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add) and dotted(node.target):
            yield node, dotted(node.target), node.value
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.value, ast.BinOp):
            target = dotted(node.targets[0])
            if target and isinstance(node.value.op, ast.Add) and dotted(node.value.left) == target:
                yield node, target, node.value.right
        elif isinstance(node, ast.Call) and callee(node) == "append" and node.args and isinstance(node.func, ast.Attribute):
            target = dotted(node.func.value)
            if target:
                yield node, target, node.args[0]


class LossAccumulatedWithoutItem(Rule):
    ID = "loss-accumulated-without-item"
    SEVERITY = "critical"
    CAUSES = ("graph_retention_leak",)
    FIX = "loss-item"
    SUMMARY = "a loss tensor summed or appended across steps without .item()/.detach(): every step's graph stays in memory"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        seen: set[int] = set()
        for loop in (n for n in ast.walk(script.tree) if isinstance(n, ast.For | ast.While)):
            scope = script.enclosing_function(loop) or script.tree
            for node, acc, value in accumulations(script, loop):
                if id(node) in seen or script.under_no_grad(node) or feeds_backward(script, acc, scope):
                    continue
                init = script.latest_assignment(acc.split(".")[0], loop) if "." not in acc else None
                if "." not in acc and (init is None or script.inside(init, loop)):
                    continue  # an accumulator that is not carried across iterations
                for term in bare_terms(value):
                    if loss_tensor(script, term, scope):
                        seen.add(id(node))
                        text = ast.unparse(term)
                        yield self.finding(
                            script, term,
                            f"{acc} collects the loss tensor {text}, which holds its whole autograd graph: "
                            f"memory grows every step; use {text}.item() (or .detach())",
                            loss=text, accumulator=acc, node_type=type(term).__name__,
                        )
                        break


_BUILTINS = frozenset({"float", "int", "len", "abs", "sum", "max", "min", "list", "tuple", "print", "str"})


def _module_call(script: Script, call: ast.Call) -> bool:
    """`netD(x)`, `self.head(x)`, `model(x)`: a call of a module, whose parameters come after its inputs."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id not in _BUILTINS and not script.is_torch_name(func)
    return (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self") or \
        script.kind_of(dotted(func)) == "model"


def _cut(script: Script, node: ast.AST) -> ast.AST | None:
    """The first `.detach()` or `.data` on the way from the loss back to the prediction, not counting one that
    feeds another module (a GAN's `netD(fake.detach())`: the discriminator's parameters still get gradients)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, ast.Call) and callee(n) == "detach" and isinstance(n.func, ast.Attribute):
            return n
        if isinstance(n, ast.Attribute) and n.attr == "data" and isinstance(n.ctx, ast.Load):
            return n
        if isinstance(n, ast.Call) and _module_call(script, n):
            continue
        stack.extend(reversed(list(ast.iter_child_nodes(n))))
    return None


class GraphCutBeforeLoss(Rule):
    ID = "graph-cut-before-loss"
    SEVERITY = "critical"
    CAUSES = ("no_gradient_flow",)
    FIX = None
    SUMMARY = ".detach(), .data or torch.no_grad() between the model output and the loss that is backpropagated"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for backward in script.backward_calls:
            target = backward.args[0] if backward.args else backward.func.value  # accelerator.backward(loss)
            if isinstance(target, ast.Call) and target.args:  # scaler.scale(loss).backward()
                target = target.args[0]
            if not isinstance(target, ast.Name):
                continue
            assign = script.latest_assignment(target.id, backward)
            if assign is None or not isinstance(assign.value, ast.Call) or not is_loss_expr(script, assign.value):
                continue
            loss_call = assign.value
            if script.under_no_grad(assign):
                yield self._finding(script, assign, "the loss is computed under torch.no_grad()")
                continue
            pred = loss_call.args[0] if loss_call.args else None
            for expr in script.resolve(pred) if pred is not None else []:
                cut = _cut(script, expr)
                if cut is not None:
                    yield self._finding(script, cut, f"'{ast.unparse(cut)}' detaches the prediction")
                    break
                if expr is not pred:
                    origin = script.statement_of(expr)
                    if script.under_no_grad(origin):
                        yield self._finding(script, origin, "the prediction is computed under torch.no_grad()")
                        break

    def _finding(self, script: Script, node: ast.AST, why: str) -> LintFinding:
        return self.finding(
            script, node,
            f"{why} before the loss: backward() reaches no trainable parameter, so nothing learns "
            "(or it raises 'element 0 of tensors does not require grad')",
        )


RULES = [LossAccumulatedWithoutItem, GraphCutBeforeLoss]

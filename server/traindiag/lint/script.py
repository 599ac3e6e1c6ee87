"""What the rules know about a script: its AST plus the training objects it builds.

Everything here is static (Python `ast`); the script is never imported or run. Objects are tracked by
the text of the name they are bound to (``optimizer``, ``self.opt``), which is how people refer to
them in a training loop, and classified by the constructor that built them.
"""

from __future__ import annotations

import ast
import re
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

OPTIMIZERS = {
    "SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "Adadelta", "Adamax", "NAdam", "RAdam", "ASGD", "LBFGS",
    "Rprop", "SparseAdam", "Adafactor", "Lion", "LAMB", "Lamb", "AdamW8bit", "FusedAdam", "Muon",
}
PER_EPOCH_SCHEDULERS = {"StepLR", "MultiStepLR", "ExponentialLR", "ReduceLROnPlateau", "CosineAnnealingLR"}
SOFTMAX_NAMES = {"softmax", "log_softmax"}
SIGMOID_NAMES = {"sigmoid"}
NO_GRAD_NAMES = {"no_grad", "inference_mode"}
CLIP_NAMES = {"clip_grad_norm_", "clip_grad_value_", "clip_grad_norm", "clip_grad_value"}
LOOP = (ast.For, ast.AsyncFor, ast.While)
SCOPE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def dotted(node: ast.AST) -> str | None:
    """``a.b.c`` for a Name/Attribute chain (``self.optimizer``), else None."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def callee(call: ast.Call) -> str:
    """The last part of what is called: ``step`` for ``optimizer.step()``, ``Adam`` for ``optim.Adam``."""
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def receiver(call: ast.Call) -> str | None:
    """``optimizer`` for ``optimizer.step()``."""
    return dotted(call.func.value) if isinstance(call.func, ast.Attribute) else None


def keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def literal_number(node: ast.AST | None) -> float | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float) and not isinstance(node.value, bool):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = literal_number(node.operand)
        return -inner if inner is not None else None
    return None


def is_scheduler_class(name: str) -> bool:
    return name.endswith(("LR", "Scheduler")) or name in {"ReduceLROnPlateau", "CosineAnnealingWarmRestarts"} or (
        name.startswith("get_") and "schedule" in name
    )


@dataclass
class Binding:
    """A name bound to a training object: what built it and where."""

    name: str
    kind: str  # optimizer, scheduler, scaler, criterion, loader, model
    cls: str
    call: ast.Call
    line: int


@dataclass
class Script:
    source: str
    tree: ast.Module
    parents: dict[ast.AST, ast.AST] = field(default_factory=dict)

    @classmethod
    def parse(cls, source: str, filename: str = "<script>") -> Script:
        with warnings.catch_warnings():  # `"\|"` in the user's strings: their interpreter's business, not the lint's
            warnings.simplefilter("ignore", (SyntaxWarning, DeprecationWarning))
            tree = ast.parse(source, filename=filename)
        script = cls(source, tree)
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                script.parents[child] = node
        return script

    # ---- structure -------------------------------------------------------------------------------

    @cached_property
    def lines(self) -> list[str]:
        return self.source.splitlines()

    def code(self, line: int) -> str:
        return self.lines[line - 1].strip() if 0 < line <= len(self.lines) else ""

    def ancestors(self, node: ast.AST) -> Iterator[ast.AST]:
        while node in self.parents:
            node = self.parents[node]
            yield node

    def enclosing_function(self, node: ast.AST) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
        return next((a for a in self.ancestors(node) if isinstance(a, ast.FunctionDef | ast.AsyncFunctionDef)), None)

    def loops_around(self, node: ast.AST) -> list[ast.For | ast.AsyncFor | ast.While]:
        """Loops containing `node`, innermost first, within its own function."""
        found = []
        for a in self.ancestors(node):
            if isinstance(a, SCOPE):
                break
            if isinstance(a, LOOP):
                found.append(a)
        return found

    def inside(self, node: ast.AST, container: ast.AST) -> bool:
        return any(a is container for a in self.ancestors(node))

    def statement_of(self, node: ast.AST) -> ast.stmt:
        """The statement that holds `node` (itself if it is one)."""
        while not isinstance(node, ast.stmt):
            node = self.parents[node]
        return node

    def walk_scope(self, root: ast.AST) -> Iterator[ast.AST]:
        """Nodes under `root`, not descending into nested functions or classes."""
        stack = list(ast.iter_child_nodes(root))
        while stack:
            node = stack.pop()
            yield node
            if not isinstance(node, SCOPE):
                stack.extend(ast.iter_child_nodes(node))

    def calls(self, root: ast.AST | None = None) -> list[ast.Call]:
        nodes = ast.walk(self.tree) if root is None else self.walk_scope(root)
        return sorted((n for n in nodes if isinstance(n, ast.Call)), key=lambda n: (n.lineno, n.col_offset))

    def under_no_grad(self, node: ast.AST) -> bool:
        """Inside ``with torch.no_grad():`` / ``inference_mode()``, or a function decorated with one."""
        for a in self.ancestors(node):
            if isinstance(a, ast.With | ast.AsyncWith):
                for item in a.items:
                    ctx = item.context_expr
                    if isinstance(ctx, ast.Call) and callee(ctx) in NO_GRAD_NAMES:
                        return True
            if isinstance(a, ast.FunctionDef | ast.AsyncFunctionDef):
                for dec in a.decorator_list:
                    target = dec.func if isinstance(dec, ast.Call) else dec
                    name = dotted(target) or ""
                    if name.split(".")[-1] in NO_GRAD_NAMES:
                        return True
        return False

    # ---- imports and frameworks ------------------------------------------------------------------

    @cached_property
    def imports(self) -> dict[str, str]:
        """Local name -> full dotted name (``optim`` -> ``torch.optim``, ``Adam`` -> ``torch.optim.Adam``)."""
        table: dict[str, str] = {}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    table[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    table[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        return table

    def qualname(self, node: ast.AST) -> str:
        """Dotted name with the first part resolved through the imports."""
        name = dotted(node) or ""
        head, _, rest = name.partition(".")
        full = self.imports.get(head, head)
        return f"{full}.{rest}" if rest else full

    @cached_property
    def modules(self) -> set[str]:
        return {v.split(".")[0] for v in self.imports.values()}

    @cached_property
    def frameworks(self) -> list[str]:
        found = []
        if "torch" in self.modules:
            found.append("torch")
        names = {callee(c) for c in self.calls()}
        if "transformers" in self.modules and names & {"Trainer", "Seq2SeqTrainer", "SFTTrainer", "TrainingArguments"}:
            found.append("hf_trainer")
        if self.modules & {"lightning", "pytorch_lightning"}:
            found.append("lightning")
        if self.modules & {"keras", "tensorflow", "tf_keras"}:
            found.append("keras")
        return found

    def is_torch_name(self, node: ast.AST) -> bool:
        return self.qualname(node).split(".")[0] == "torch"

    # ---- training objects ------------------------------------------------------------------------

    @cached_property
    def bindings(self) -> dict[str, Binding]:
        """Names bound to optimizers, schedulers, scalers, losses, loaders and models."""
        found: dict[str, Binding] = {}
        user_modules = self.module_classes
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Assign | ast.AnnAssign) or node.value is None:
                continue
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            # ``criterion = criterion or nn.CrossEntropyLoss()`` and ``x = A() if c else B()`` count too.
            value = node.value
            options = value.values if isinstance(value, ast.BoolOp) else (
                [value.body, value.orelse] if isinstance(value, ast.IfExp) else [value]
            )
            call = next((o for o in options if isinstance(o, ast.Call)), None)
            if call is None:
                continue
            cls = callee(call)
            if cls in OPTIMIZERS:
                kind = "optimizer"
            elif is_scheduler_class(cls):
                kind = "scheduler"
            elif cls == "GradScaler":
                kind = "scaler"
            elif cls.endswith("Loss") or cls == "CrossEntropyLoss":
                kind = "criterion"
            elif cls == "DataLoader":
                kind = "loader"
            elif cls in user_modules or (cls == "Sequential" and "torch" in self.modules):
                kind = "model"
            else:
                continue
            for target in targets:
                name = dotted(target)
                if name:
                    found[name] = Binding(name, kind, cls, call, node.lineno)
        return found

    def kind_of(self, name: str | None) -> str | None:
        if name is None:
            return None
        if name in self.bindings:
            return self.bindings[name].kind
        # A bare name used in a loop (``opt.step()``) may be bound elsewhere as ``self.opt``.
        short = name.split(".")[-1]
        for bound, b in self.bindings.items():
            if bound.split(".")[-1] == short:
                return b.kind
        low = short.lower()
        if "sched" in low:
            return "scheduler"
        if "scaler" in low:
            return "scaler"
        if "optim" in low or low in {"opt", "optim"} or low.startswith("opt_"):
            return "optimizer"
        return None

    @cached_property
    def module_classes(self) -> dict[str, ast.ClassDef]:
        """Classes the script defines that subclass something (nn.Module, LightningModule...)."""
        return {n.name: n for n in ast.walk(self.tree) if isinstance(n, ast.ClassDef) and n.bases}

    def optimizer_of_step(self, call: ast.Call) -> str | None:
        """The optimizer a ``.step()`` call advances, or None when it is not an optimizer step."""
        if callee(call) != "step":
            return None
        recv = receiver(call)
        kind = self.kind_of(recv)
        if kind == "optimizer":
            return recv
        if kind == "scaler" and call.args:
            return dotted(call.args[0]) or "optimizer"
        return None

    def is_scheduler_step(self, call: ast.Call) -> bool:
        return callee(call) == "step" and self.kind_of(receiver(call)) == "scheduler"

    def is_zero_grad(self, node: ast.AST) -> bool:
        """``x.zero_grad()``, ``p.grad = None`` or ``p.grad.zero_()``."""
        if isinstance(node, ast.Call):
            if callee(node) == "zero_grad":
                return True
            return callee(node) == "zero_" and isinstance(node.func, ast.Attribute) and (
                isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "grad"
            )
        if isinstance(node, ast.Assign):
            return any(isinstance(t, ast.Attribute) and t.attr == "grad" for t in node.targets) and (
                isinstance(node.value, ast.Constant) and node.value.value is None
            )
        return False

    @cached_property
    def backward_calls(self) -> list[ast.Call]:
        return [c for c in self.calls() if callee(c) == "backward" and isinstance(c.func, ast.Attribute)]

    @cached_property
    def functions(self) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
        return {n.name: n for n in ast.walk(self.tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}

    def steps_in(self, root: ast.AST, depth: int = 2) -> list[tuple[ast.Call, str]]:
        """Optimizer steps under `root`, following calls to the script's own functions a little way."""
        found = []
        for call in self.calls(root):
            opt = self.optimizer_of_step(call)
            if opt:
                found.append((call, opt))
            elif depth and isinstance(call.func, ast.Name | ast.Attribute):
                fn = self.functions.get(callee(call))
                if fn is not None and fn is not root and not self.inside(call, fn):
                    found.extend(self.steps_in(fn, depth - 1))
        return found

    def training_loop(self, backward: ast.Call) -> ast.For | ast.AsyncFor | ast.While | None:
        """The loop that runs one optimizer step per iteration around this backward call.

        It is the innermost enclosing loop that also contains an optimizer step: with gradient
        accumulation the backward sits in an inner micro-step loop and the step in the outer one.
        """
        for loop in self.loops_around(backward):
            if any(self.inside(call, loop) for call, _ in self.steps_in(loop, depth=0)):
                return loop
        return None

    def latest_assignment(self, name: str, before: ast.AST) -> ast.Assign | None:
        """The last ``name = ...`` above `before` in the same function."""
        scope = self.enclosing_function(before) or self.tree
        best = None
        for node in self.walk_scope(scope):
            if isinstance(node, ast.Assign) and node.lineno < before.lineno and any(
                dotted(t) == name for t in node.targets
            ) and (best is None or node.lineno > best.lineno):
                best = node
        return best

    def resolve(self, expr: ast.expr, depth: int = 3) -> list[ast.expr]:
        """`expr` followed back through plain ``name = value`` assignments (itself first)."""
        chain = [expr]
        while depth and isinstance(expr, ast.Name):
            assign = self.latest_assignment(expr.id, expr)
            if assign is None:
                break
            expr = assign.value
            chain.append(expr)
            depth -= 1
        return chain


def mentions(pattern: str, node: ast.AST) -> bool:
    """Any name or attribute under `node` matching `pattern` (case-insensitive)."""
    rx = re.compile(pattern, re.I)
    for n in ast.walk(node):
        if (isinstance(n, ast.Name) and rx.search(n.id)) or (isinstance(n, ast.Attribute) and rx.search(n.attr)):
            return True
    return False

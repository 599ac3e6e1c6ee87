"""The fix contract and the edit engine every codemod uses.

A fix turns the findings of its rules into `Edits`: statements inserted before/after, removed or
wrapped (addressed by the line they start on), and expressions replaced (addressed by line, column
and node type). `Edits.apply` makes every change in one libcst pass, so formatting and comments
elsewhere survive untouched. Fixes act only where a rule fires (or, for the few fixes that make
sense without a finding, where nothing is in place yet), which makes applying one twice a no-op.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from traindiag.errors import require
from traindiag.lint.model import LintFinding
from traindiag.lint.script import Script

if TYPE_CHECKING:
    import libcst as cst


def libcst() -> Any:
    return require("libcst", None, "Fixing a training script")


ExprEdit = Callable[[Any], Any]
StmtWrap = Callable[[Any], list[Any]]


@dataclass
class Edits:
    before: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))
    after: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))
    remove: set[int] = field(default_factory=set)
    wrap: dict[int, StmtWrap] = field(default_factory=dict)
    exprs: dict[tuple[int, int, str], ExprEdit] = field(default_factory=dict)
    imports: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.before or self.after or self.remove or self.wrap or self.exprs or self.imports)

    def expr(self, line: int, col: int, node_type: str, edit: ExprEdit) -> None:
        self.exprs[(line, col, node_type)] = edit

    def apply(self, source: str) -> str:
        cst = libcst()
        from libcst.metadata import MetadataWrapper

        wrapper = MetadataWrapper(cst.parse_module(source))
        module = wrapper.visit(_Editor(self))
        if self.imports:
            module = _add_imports(module, self.imports)
        return module.code


def parse_statements(code: str) -> list[cst.BaseStatement]:
    cst = libcst()
    return list(cst.parse_module(code).body)


def _Editor(edits: Edits) -> Any:  # noqa: N802 - builds the transformer class lazily (libcst is optional)
    cst = libcst()
    from libcst.metadata import PositionProvider

    class Editor(cst.CSTTransformer):
        METADATA_DEPENDENCIES = (PositionProvider,)

        def on_leave(self, original: Any, updated: Any) -> Any:
            if isinstance(original, cst.BaseExpression) and edits.exprs:
                start = self.get_metadata(PositionProvider, original).start
                edit = edits.exprs.get((start.line, start.column, type(original).__name__))
                if edit is not None:
                    return edit(updated)
            if isinstance(original, cst.IndentedBlock | cst.Module):
                body = self._edit_body(original.body, updated.body)
                if not body and isinstance(original, cst.IndentedBlock):
                    body = parse_statements("pass\n")  # a block emptied by a move keeps valid syntax
                return updated.with_changes(body=body)
            return updated

        def _edit_body(self, originals: Any, updated: Any) -> list[Any]:
            body: list[Any] = []
            for orig, new in zip(originals, updated, strict=True):
                line = self.get_metadata(PositionProvider, orig).start.line
                out = [] if line in edits.remove else [new]
                if line in edits.wrap and out:
                    out = edits.wrap[line](new)
                inserted = [s for code in edits.before.get(line, []) for s in parse_statements(code)]
                if inserted:
                    # Keep the comment above the anchor statement above the inserted code.
                    inserted[0] = inserted[0].with_changes(leading_lines=new.leading_lines)
                    if out and out[0] is new:
                        out[0] = new.with_changes(leading_lines=())
                body.extend(inserted + out)
                body.extend(s for code in edits.after.get(line, []) for s in parse_statements(code))
            return body

    return Editor()


def _add_imports(module: Any, imports: list[str]) -> Any:
    """Add ``import x`` lines after the last top-level import (after the docstring when there is none)."""
    body = list(module.body)
    index = 0
    for i, stmt in enumerate(body):
        code = module.code_for_node(stmt).strip()
        if code.startswith(("import ", "from ")):
            index = i + 1
        elif i == 0 and code.startswith(('"""', "'''", '"', "'")):
            index = max(index, 1)
    new = [s for code in imports for s in parse_statements(code + "\n")]
    return module.with_changes(body=body[:index] + new + body[index:])


def ensure_import(script: Script, edits: Edits, module: str) -> None:
    if script.imports.get(module) != module:
        edits.imports.append(f"import {module}")


def anchor_after_step(script: Script, step_line: int) -> int:
    """The line to insert after so code follows the optimizer step (and ``scaler.update()`` after it)."""
    step = next(
        (s for s in ast.walk(script.tree) if isinstance(s, ast.stmt) and not isinstance(s, ast.If | ast.For | ast.While | ast.With)
         and s.lineno == step_line),
        None,
    )
    if step is None:
        return step_line
    parent = script.parents.get(step)
    for block in ("body", "orelse", "finalbody"):
        stmts = getattr(parent, block, None)
        if isinstance(stmts, list) and step in stmts:
            i = stmts.index(step)
            if i + 1 < len(stmts) and "update()" in ast.unparse(stmts[i + 1]) and "scaler" in ast.unparse(stmts[i + 1]):
                return stmts[i + 1].lineno
    return step_line


class Fix:
    ID: ClassVar[str]
    SUMMARY: ClassVar[str]
    RULES: ClassVar[tuple[str, ...]] = ()
    PARAMS: ClassVar[dict[str, str]] = {}
    STANDALONE: ClassVar[bool] = False  # may act with no finding (e.g. change the learning rate on request)

    def edits(self, script: Script, findings: list[LintFinding], params: dict[str, Any]) -> Edits:
        raise NotImplementedError

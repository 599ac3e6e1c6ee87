"""Input pipeline: the training DataLoader must shuffle."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from traindiag.lint.base import LintContext, Rule
from traindiag.lint.model import LintFinding
from traindiag.lint.script import Script, callee, dotted, keyword

HELD_OUT = re.compile(r"val|valid|test|eval|dev|holdout", re.I)
STREAMING = re.compile(r"iter|stream|shard|web", re.I)


class TrainLoaderNotShuffled(Rule):
    ID = "train-loader-not-shuffled"
    SEVERITY = "warning"
    CAUSES = ("data_bug",)
    FIX = "shuffle-train-loader"
    SUMMARY = "the training DataLoader does not shuffle (shuffle=False or left at its default)"

    def check(self, script: Script, ctx: LintContext) -> Iterator[LintFinding]:
        for node in ast.walk(script.tree):
            if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)):
                continue
            call = node.value
            if callee(call) != "DataLoader" or not script.is_torch_name(call.func):
                continue
            names = [dotted(t) or "" for t in node.targets]
            dataset = dotted(call.args[0]) if call.args else dotted(keyword(call, "dataset") or ast.Constant(None))
            label = " ".join(names + [dataset or ""])
            if "train" not in label.lower() or HELD_OUT.search(label) or STREAMING.search(dataset or ""):
                continue
            if keyword(call, "sampler") is not None or keyword(call, "batch_sampler") is not None:
                continue
            shuffle = keyword(call, "shuffle")
            if shuffle is None and any(k.arg is None for k in call.keywords):
                continue  # `DataLoader(ds, **train_kwargs)`: shuffle may be in the dict (pytorch/examples' mnist)
            if shuffle is None:
                yield self.finding(
                    script, call,
                    "the training DataLoader leaves shuffle at its default (False): every epoch sees the "
                    "batches in the same order, often sorted by class; pass shuffle=True",
                    loader=names[0], explicit=0,
                )
            elif isinstance(shuffle, ast.Constant) and shuffle.value is False:
                yield self.finding(
                    script, shuffle,
                    "shuffle=False on the training DataLoader: every epoch sees the batches in the same "
                    "order (often sorted by class), so the loss oscillates and generalization suffers",
                    loader=names[0], explicit=1,
                )


RULES = [TrainLoaderNotShuffled]

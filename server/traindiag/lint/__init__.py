"""Static lint of training scripts and the codemods that fix what it finds.

`lint_source` / `lint_script` read a PyTorch, Hugging Face, Lightning or Keras script with Python's
`ast` (nothing is executed) and return a `LintReport`. `api` holds the functions the CLI and the MCP
server call (`lint_script`, `propose_fix`, `apply_fix`).
"""

from traindiag.lint.engine import all_rules, lint_script, lint_source
from traindiag.lint.model import FixProposal, FixResult, LintFinding, LintReport

__all__ = ["FixProposal", "FixResult", "LintFinding", "LintReport", "all_rules", "lint_script", "lint_source"]

"""`traindiag --help` stays fast: building the parser imports none of the heavy modules.

The wall-clock figure lives in `bench/startup.py`; this checks the cause (what gets imported), which does
not depend on the machine.
"""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("pandas", "pyarrow", "mcp", "traindiag.ingest", "traindiag.lint", "traindiag.diagnosis")


def test_building_the_cli_parser_imports_no_heavy_module():
    probe = ("import sys; from traindiag.interfaces.cli import build_parser; build_parser(); "
             f"print(' '.join(m for m in {HEAVY!r} if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"imported while building the parser: {result.stdout.strip()}"


def test_help_lists_every_command():
    result = subprocess.run([sys.executable, "-m", "traindiag", "--help"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    for command in ("diagnose", "parse", "compare", "plot", "watch", "lint", "fix", "serve"):
        assert command in result.stdout

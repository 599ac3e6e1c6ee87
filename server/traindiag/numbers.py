"""Compact numbers for people: 4,120 for steps, 3e-4 for learning rates, 1.82 for losses."""

from __future__ import annotations

import math


def num(x: float | int | None, digits: int = 3) -> str:
    """A short, exact-enough rendering: integers with thousands separators, small/large floats in e-notation."""
    if x is None:
        return "?"
    if isinstance(x, bool):
        return str(x).lower()
    if isinstance(x, int):
        return f"{x:,}"
    if not math.isfinite(x):
        return "NaN" if math.isnan(x) else ("inf" if x > 0 else "-inf")
    if x == 0:
        return "0"
    if float(x).is_integer() and abs(x) < 1e6:
        return f"{int(x):,}"
    ax = abs(x)
    if ax < 1e-3 or ax >= 1e6:
        return sci(x, digits)
    text = f"{x:.{digits}g}"
    if "e" in text:  # %g switched to e-notation for a mid-range number: spell it out instead
        text = f"{x:,.0f}"
    return text


def sci(x: float, digits: int = 3) -> str:
    """e-notation with `digits` significant digits and no trailing zeros: 3e-4, 1.25e6."""
    mant, exp = f"{x:.{max(digits - 1, 0)}e}".split("e")
    return f"{mant.rstrip('0').rstrip('.')}e{int(exp)}"


def step(x: int | float) -> str:
    return f"{int(x):,}"


def lr(x: float) -> str:
    """Learning rates read best as 3e-4, 1e-3, 0.1."""
    if 0 < x < 0.01:
        return sci(x, 2)
    return num(x, 3)

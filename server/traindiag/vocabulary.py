"""The fixed symptom and cause ids every report uses (a copy of the shared contract)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

VOCABULARY_PATH = Path(__file__).with_name("vocabulary.json")


@cache
def vocabulary() -> dict:
    return json.loads(VOCABULARY_PATH.read_text())


def symptom_ids() -> list[str]:
    return list(vocabulary()["symptoms"])


def cause_ids() -> list[str]:
    return list(vocabulary()["causes"])


def describe(item_id: str) -> str:
    vocab = vocabulary()
    return vocab["symptoms"].get(item_id) or vocab["causes"].get(item_id) or ""

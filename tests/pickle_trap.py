"""A pickle whose loading runs code: the proof, in the security tests, that a file was never unpickled."""

from __future__ import annotations

from pathlib import Path


class Payload:
    """Unpickling it touches `marker`; the tests assert that the marker does not exist."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))

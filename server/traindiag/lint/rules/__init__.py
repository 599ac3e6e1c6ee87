"""Lint rules, one concern per module; each module lists its rules in ``RULES``."""

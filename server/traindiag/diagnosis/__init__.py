"""Diagnosis: findings + context -> a ranked report (symptoms, causes, verdict, projection, questions)."""

from traindiag.diagnosis.engine import diagnose

__all__ = ["diagnose"]

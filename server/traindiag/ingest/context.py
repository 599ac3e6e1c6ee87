"""What the user tells us about their run, beyond the log."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class Context(BaseModel):
    """Optional facts about the run. Anything left empty is taken from the log, or asked about."""

    model_params: float | None = Field(default=None, description="number of model parameters, e.g. 1.2e8")
    dataset_size: float | None = Field(default=None, description="number of training samples (or tokens)")
    optimizer: str | None = Field(default=None, description="e.g. adamw, sgd")
    batch_size: int | None = Field(default=None, ge=1)
    lr: float | None = Field(default=None, gt=0, description="peak learning rate")
    precision: Literal["fp32", "fp16", "bf16", "int8", "int4", "ternary", "other"] | None = None
    num_classes: int | None = Field(default=None, ge=2, description="for classification: sets the chance-level loss")
    symptom: str | None = Field(default=None, description="what the user sees: a symptom id or free words")
    task: str | None = Field(default=None, description="e.g. image classification, LM pretraining, fine-tuning")
    total_steps: int | None = Field(default=None, ge=1, description="planned length of the run")
    target_loss: float | None = Field(default=None, description="the loss the user hopes to reach")
    answers: dict[str, str] | None = Field(
        default=None, description="the user's answers to a report's questions: question id -> one of its options, "
                                  "e.g. {\"max_grad_norm\": \"no\"}")

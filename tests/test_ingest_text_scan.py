"""textscan: numbers in every notation, hyperparameter blocks, normalising."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from traindiag.ingest import read_runs
from traindiag.ingest.textscan import normalise, parse_number, scan_hparams


@pytest.mark.parametrize("text,value", [
    ("1e-3", 1e-3), ("3.0E-04", 3e-4), ("NaN", math.nan), ("-inf", -math.inf), ("1,234", 1234.0),
    ("10.65M", 10.65e6), ("30.5%", 30.5), ("tensor(0.4123, device='cuda:0')", 0.4123), ("Infinity", math.inf),
])
def test_parse_number_reads_every_printed_notation(text: str, value: float) -> None:
    got = parse_number(text)
    assert (math.isnan(got) and math.isnan(value)) or got == value


_FORMATS = ["{!r}", "{:e}", "{:E}", "{:.4g}", "{:.6f}", "{:.3e}", "{:.6E}"]


@settings(max_examples=80, deadline=None)
@given(st.lists(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e12, max_value=1e12), min_size=3,
                max_size=12), st.sampled_from(_FORMATS))
def test_logged_numbers_read_back_exactly_whatever_the_notation(values: list[float], fmt: str) -> None:
    printed = [fmt.format(v) for v in values]
    log = "\n".join(f"step {i} loss {p} lr 0.001" for i, p in enumerate(printed))
    loss = read_runs(text=log, format="freetext")[0].get("train_loss")
    assert list(loss.index) == list(range(len(values)))
    assert loss.tolist() == [float(p) for p in printed]


def test_hf_running_training_block_gives_canonical_hparams() -> None:
    block = """[transformers] ***** Running training *****
[transformers]   Num examples = 1,000
[transformers]   Num Epochs = 3
[transformers]   Instantaneous batch size per device = 8
[transformers]   Total train batch size (w. parallel, distributed & accumulation) = 32
[transformers]   Gradient Accumulation steps = 4
[transformers]   Total optimization steps = 96
[transformers]   Number of trainable parameters = 124,439,808
"""
    assert scan_hparams(block) == {"num_examples": 1000, "epochs": 3, "batch_size": 8, "global_batch_size": 32,
                                   "gradient_accumulation_steps": 4, "max_steps": 96, "model_params": 124439808}


def test_argparse_namespace_and_megatron_arguments_give_canonical_hparams() -> None:
    ns = scan_hparams("Namespace(lr=3e-4, batch_size=64, optim='adamw', weight_decay=0.1, bf16=True, warmup=500)")
    assert ns == {"lr": 3e-4, "batch_size": 64, "optimizer": "adamw", "weight_decay": 0.1, "bf16": True,
                  "warmup_steps": 500, "precision": "bf16"}
    megatron = scan_hparams("  lr .............................................. 0.00015\n"
                            "  train_iters ..................................... 500000\n"
                            "  fp16 ............................................ True\n")
    assert megatron == {"lr": 0.00015, "max_steps": 500000, "fp16": True, "precision": "fp16"}


def test_normalise_splits_carriage_returns_and_strips_colour() -> None:
    out = normalise(b"\x1b[32mstep 1\x1b[0m loss 0.5\r\n 10%|#  | 1/10\r 20%|## | 2/10\r\nloss: 0.25\r\n")
    assert out.data.split(b"\n") == [b"step 1 loss 0.5", b" 10%|#  | 1/10", b" 20%|## | 2/10", b"loss: 0.25", b""]
    assert out.ansi and out.crlf and out.carriage_returns


@pytest.mark.parametrize("printed", ["tensor(0.25, device='cuda:0')", "tensor(0.25, device='cuda:0', grad_fn=<Add>)",
                                     "np.float64(0.25)", "np.float32(0.25)", "array([0.25])", "tensor([0.25])"])
def test_a_scalar_printed_inside_a_call_reads_as_the_bare_number(printed: str) -> None:
    log = "".join(f"step {i} loss: {printed.replace('0.25', f'{0.25 * i:.2f}')} lr 0.001\n" for i in range(1, 6))
    run = read_runs(text=log)[0]
    assert set(run.metrics) == {"train_loss", "lr"}
    assert run.series["train_loss"].to_dict() == {i: round(0.25 * i, 2) for i in range(1, 6)}


def test_reading_in_small_chunks_gives_the_same_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from traindiag.ingest import textscan

    log = "\n".join(f"epoch {i // 7} step {i} loss {1 / (i + 1):.5f} lr {1e-3:.1e}" for i in range(60)) + "\nstep 60 lo"
    whole = read_runs(text=log)[0]
    monkeypatch.setattr(textscan, "_CHUNK_BYTES", 50)
    chunked = read_runs(text=log)[0]
    assert whole.metrics == chunked.metrics
    for m in whole.metrics:
        assert whole.get(m).equals(chunked.get(m))

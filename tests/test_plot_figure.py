"""The plot as drawn: pixel size, panels, every finding among the figure's artists, overlays, downsampling."""

from __future__ import annotations

import json
import struct

import numpy as np
import pytest
from traindiag.analysis import detect
from traindiag.errors import InputError
from traindiag.ingest import read_runs
from traindiag.ingest.run import RunBuilder
from traindiag.report.plot import LABELS, plot_runs, render_png

from tests.conftest import FIXTURES

pytest.importorskip("matplotlib")

EVAL = FIXTURES / "eval"
HF_NAN = FIXTURES / "hf" / "trainer_nan.log"
HF_HEALTHY = FIXTURES / "hf" / "trainer.log"
CASES = json.loads((EVAL / "labels.json").read_text())


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def annotations(fig) -> list:
    return [t for ax in fig.axes for t in ax.texts if (t.get_gid() or "").startswith("finding:")]


def eval_runs(case: str):
    return read_runs(EVAL / CASES[case]["file"])


@pytest.mark.parametrize("width,height", [(1200, 800), (1000, 700), (640, 480)])
def test_png_has_exactly_the_requested_pixel_size(width, height):
    png, summary = render_png(read_runs(HF_NAN), width=width, height=height)
    assert png_size(png) == (width, height)
    assert (summary.width, summary.height) == (width, height)


def test_default_height_grows_with_the_number_of_panels():
    few, _ = render_png(eval_runs("lr_too_low"))  # loss and lr
    many, _ = render_png(eval_runs("lr_too_high_adam"))  # loss, lr, grad norm, step time
    assert png_size(few)[1] < png_size(many)[1]


def test_panels_are_the_logged_series_on_one_shared_step_axis():
    plot = plot_runs(eval_runs("lr_too_high_adam"))
    titles = [ax.get_title(loc="left") for ax in plot.figure.axes]
    assert titles == ["Loss", "Learning rate", "Gradient norm", "Step time"]
    assert [p.title for p in plot.summary.panels] == titles
    first = plot.figure.axes[0]
    assert all(ax.get_shared_x_axes().joined(first, ax) for ax in plot.figure.axes)
    assert plot.figure.axes[-1].get_xlabel() == "step"


def test_memory_and_accuracy_get_panels_when_logged():
    titles = [p.title for p in plot_runs(eval_runs("memory_leak")).summary.panels]
    assert "Memory" in titles and "Step time" in titles
    titles = [p.title for p in plot_runs(eval_runs("overfit_tiny")).summary.panels]
    assert titles == ["Loss", "Accuracy"]


def test_loss_spanning_decades_is_drawn_on_a_log_axis_and_a_narrow_one_is_not():
    blown = plot_runs(eval_runs("lr_too_high_nan"))  # 0.1 -> 100 before the NaN
    assert blown.figure.axes[0].get_yscale() == "log" and blown.summary.panels[0].log_scale
    healthy = plot_runs(eval_runs("healthy_warmup_cosine"))  # 2.3 -> 0.07: 1.5 decades
    assert healthy.figure.axes[0].get_yscale() == "linear" and not healthy.summary.panels[0].log_scale


def test_train_loss_is_drawn_raw_and_smoothed_and_val_loss_beside_it():
    loss_ax = plot_runs(eval_runs("bad_batches")).figure.axes[0]
    labels = [line.get_label() for line in loss_ax.get_lines()]
    assert {"train_loss (raw)", "train_loss (smoothed)", "val_loss"} <= set(labels)
    raw = next(line for line in loss_ax.get_lines() if line.get_label() == "train_loss (raw)")
    smooth = next(line for line in loss_ax.get_lines() if line.get_label() == "train_loss (smoothed)")
    # Smoothing takes the batch noise out: the smoothed curve moves less from point to point.
    assert np.abs(np.diff(smooth.get_ydata())).mean() < 0.5 * np.abs(np.diff(raw.get_ydata())).mean()


@pytest.mark.parametrize("case", [c for c in CASES if not CASES[c]["healthy"]] + ["healthy_warmup_cosine"])
def test_every_finding_appears_among_the_annotations_with_its_label(case):
    runs = eval_runs(case)
    findings = [detect(run)[0] for run in runs]
    plot = plot_runs(runs, findings)
    texts = annotations(plot.figure)
    for i, found in enumerate(findings):
        for f in found:
            mine = [t for t in texts if t.get_gid() == f"finding:{i}:{f.symptom}"]
            assert mine, f"{case}: {f.symptom} is not annotated"
            word = "Inf" if f.symptom == "nan_inf" and f.facts.get("kind") == "inf" else LABELS[f.symptom]
            assert any(word in t.get_text() for t in mine)
    assert len(plot.summary.marks) == sum(len(f) for f in findings)


def test_the_nan_is_marked_at_its_first_step_in_the_loss_panel():
    runs = eval_runs("nan_log_zero")
    findings = [detect(runs[0])[0]]
    nan = next(f for f in findings[0] if f.symptom == "nan_inf")
    plot = plot_runs(runs, findings)
    label = next(t for t in annotations(plot.figure) if t.get_gid() == "finding:0:nan_inf")
    assert label.axes.get_title(loc="left") == "Loss"
    assert label.xy[0] == nan.facts["first_nan_step"] == 80
    assert f"{nan.facts['first_nan_step']:,}" in label.get_text()
    # The NaN points themselves are ticked along the bottom of the loss panel.
    ticks = [ln for ln in label.axes.get_lines() if ln.get_gid() == "nonfinite"]
    assert ticks and min(ticks[0].get_xdata()) == 80


def test_spikes_are_marked_at_each_spike_step_on_the_curve():
    runs = eval_runs("bad_batches")
    findings = [detect(runs[0])[0]]
    spikes = next(f for f in findings[0] if f.symptom == "loss_spikes")
    plot = plot_runs(runs, findings)
    markers = next(ln for ln in plot.figure.axes[0].get_lines() if ln.get_gid() == "finding:0:loss_spikes")
    expected = [int(s) for s in str(spikes.facts["spike_steps"]).split(",")]
    assert list(markers.get_xdata()) == expected
    loss = runs[0].series["train_loss"]
    assert np.allclose(markers.get_ydata(), loss.loc[expected].to_numpy())


def test_the_plateau_is_shaded_over_its_span():
    runs = eval_runs("over_regularized")
    findings = [detect(runs[0])[0]]
    plateau = next(f for f in findings[0] if f.symptom == "plateau")
    plot = plot_runs(runs, findings)
    loss_ax = plot.figure.axes[0]
    shades = [p for p in loss_ax.patches if p.get_gid() == "finding:0:plateau"]
    assert len(shades) == 1
    x0, x1 = shades[0].get_x(), shades[0].get_x() + shades[0].get_width()
    assert (x0, x1) == (plateau.facts["onset_step"], plateau.steps[1])
    mark = next(m for m in plot.summary.marks if m.symptom == "plateau")
    assert mark.kind == "span" and (mark.step, mark.end_step) == (x0, x1)


def test_an_lr_schedule_anomaly_is_labelled_in_the_lr_panel_at_the_collapse():
    runs = eval_runs("scheduler_per_batch")
    findings = [detect(runs[0])[0]]
    anomaly = next(f for f in findings[0] if f.symptom == "lr_schedule_anomaly")
    label = next(t for t in annotations(plot_runs(runs, findings).figure)
                 if t.get_gid() == "finding:0:lr_schedule_anomaly")
    assert label.axes.get_title(loc="left") == "Learning rate"
    assert label.xy[0] == anomaly.facts["collapse_step"]


def test_several_runs_overlay_with_a_legend_entry_per_run():
    runs = read_runs(HF_NAN) + read_runs(HF_HEALTHY)
    plot = plot_runs(runs)
    for ax in plot.figure.axes:  # one legend entry per run in every panel, whatever the series count
        assert [t.get_text() for t in ax.get_legend().get_texts()] == ["trainer_nan.log", "trainer.log"]
    train = {ln.get_gid(): ln.get_color() for ln in plot.figure.axes[0].get_lines()
             if (ln.get_gid() or "").endswith(":train_loss:line")}
    assert set(train) == {"series:0:train_loss:line", "series:1:train_loss:line"}
    assert len(set(train.values())) == 2
    assert "dashed: validation" in plot.figure.axes[0].get_legend().get_title().get_text()
    assert plot.summary.runs == ["trainer_nan.log", "trainer.log"]
    # A finding of the second run is labelled with that run's name.
    assert any(m.run == "trainer.log" and m.label.startswith("trainer.log:") for m in plot.summary.marks)


def _long_run(n: int, spike_at: int):
    steps = np.arange(n)
    rng = np.random.default_rng(0)
    loss = 3.0 * (steps + 100.0) ** -0.2 + 0.01 * rng.standard_normal(n)
    loss[spike_at] = 25.0
    b = RunBuilder("long", "csv", "long.csv")
    b.add("loss", steps, loss, canonical="train_loss")
    b.add("lr", steps, np.full(n, 3e-4), canonical="lr")
    return b.build()


def test_a_one_step_spike_in_a_million_points_survives_downsampling():
    run = _long_run(1_000_000, spike_at=777_777)
    plot = plot_runs([run], [[]], width=1000, height=500)
    raw = next(ln for ln in plot.figure.axes[0].get_lines() if ln.get_label() == "train_loss (raw)")
    x, y = np.asarray(raw.get_xdata()), np.asarray(raw.get_ydata())
    assert x.size <= 4 * 1000  # min and max per pixel column, not a million points
    assert y.max() == 25.0 and x[y.argmax()] == 777_777
    assert plot.summary.points["train_loss"] == 1_000_000 and plot.summary.drawn_points < 20_000


def test_a_size_outside_the_limits_is_a_one_line_error():
    with pytest.raises(InputError, match="between"):
        render_png(read_runs(HF_HEALTHY), width=20)


def test_summary_text_names_panels_and_marks_with_steps():
    runs = eval_runs("nan_log_zero")
    text = plot_runs(runs).summary.to_text()
    assert "Loss" in text and "nan_inf" in text and "step 80" in text

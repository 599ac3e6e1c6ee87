"""The task's own scores as evidence: a detector whose mAP never leaves the floor, and scores read the right
way round (issue #16)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from traindiag.diagnosis.pipeline import diagnose_path
from traindiag.ingest import read_runs

HEADER = ("epoch,time,train/box_loss,train/cls_loss,train/dfl_loss,metrics/precision(B),metrics/recall(B),"
          "metrics/mAP50(B),metrics/mAP50-95(B),val/box_loss,val/cls_loss,val/dfl_loss,lr/pg0,lr/pg1,lr/pg2")


def _results_csv(folder: Path, epochs: int, map50: np.ndarray, map50_95: np.ndarray) -> Path:
    """An Ultralytics results.csv whose losses fall as in a working run, with the given mAP columns."""
    rng = np.random.default_rng(0)
    rows = [HEADER]
    for e in range(epochs):
        fall = np.exp(-e / 15)
        box, cls, dfl = 1.2 + 2.4 * fall, 1.0 + 3.5 * fall, 1.1 + 2.2 * fall
        noise = rng.normal(0, 0.02, 6)
        rows.append(f"{e + 1},{30.0 * (e + 1):.1f},{box + noise[0]:.5f},{cls + noise[1]:.5f},{dfl + noise[2]:.5f},"
                    f"0.3,0.4,{map50[e]:.5f},{map50_95[e]:.5f},{box + noise[3]:.5f},{cls + noise[4]:.5f},"
                    f"{dfl + noise[5]:.5f},0.01,0.01,0.01")
    path = folder / "runs" / "detect" / "train" / "results.csv"
    path.parent.mkdir(parents=True)
    path.write_text("\n".join(rows) + "\n")
    return path


def _floor(epochs: int, best: float) -> np.ndarray:
    """A score on the floor from start to end, its best mid-run."""
    values = 0.002 + 0.3 * best * np.random.default_rng(1).random(epochs)
    values[epochs // 2] = best
    return values


def test_a_detector_whose_map_never_leaves_the_floor_in_50_epochs_is_stopped(tmp_path: Path) -> None:
    path = _results_csv(tmp_path, 50, _floor(50, 0.055), _floor(50, 0.02))
    report, _ = diagnose_path(path)
    top = report.symptoms[0]
    assert top.id == "not_learning" and "metrics/mAP50(B) never above 0.055" in top.evidence[0]
    assert report.verdict.decision == "stop_and_fix"
    assert report.causes[0].id == "data_bug"


def test_a_map_still_climbing_off_the_floor_at_the_end_is_watched_not_stopped(tmp_path: Path) -> None:
    rising = np.r_[np.full(20, 0.0008), np.linspace(0.001, 0.05, 20)]  # from scratch, after a long warmup
    report, _ = diagnose_path(_results_csv(tmp_path, 40, rising, rising / 3))
    top = report.symptoms[0]
    assert top.id == "not_learning" and "still rising at the end" in " ".join(top.evidence)
    assert report.verdict.decision == "watch"


@pytest.mark.parametrize(("case", "epochs", "map50", "map50_95"), [
    ("a working run, mAP rising to 0.6", 50, np.linspace(0.01, 0.6, 50), np.linspace(0.005, 0.35, 50)),
    ("a hard task: mAP50-95 low beside a fair mAP50", 50, np.linspace(0.01, 0.3, 50), np.linspace(0.002, 0.08, 50)),
    ("too early to tell: 12 epochs", 12, _floor(12, 0.05), _floor(12, 0.01)),
])
def test_a_low_map_is_no_finding_where_the_run_works_or_is_young(tmp_path: Path, case: str, epochs: int,
                                                                 map50: np.ndarray, map50_95: np.ndarray) -> None:
    report, _ = diagnose_path(_results_csv(tmp_path, epochs, map50, map50_95))
    assert not any("mAP" in " ".join(s.evidence) and s.id == "not_learning" for s in report.symptoms), case
    assert report.verdict.decision != "stop_and_fix", case


MMPOSE_VAL = """\
2023/06/04 18:51:05 - mmengine - INFO - Epoch(train)   [1][3/3]  lr: 8.0e-05  eta: 0:10:00  time: 1.2  data_time: 1.1  memory: 2007  loss: 3.1  loss_kpt: 3.1  acc_pose: 0.01
2023/06/04 19:03:35 - mmengine - INFO - Epoch(val) [20][3/3]    coco/AP: 0.000000  coco/AP .5: 0.000000  coco/AP .75: 0.000000  coco/AP (M): -1.000000  coco/AR: 0.000000  PCK: 0.256236
2023/06/04 19:04:35 - mmengine - INFO - Epoch(train)  [21][3/3]  lr: 8.0e-03  eta: 0:10:00  time: 1.2  data_time: 1.1  memory: 2007  loss: 0.9  loss_kpt: 0.9  acc_pose: 0.2
2023/06/04 19:15:53 - mmengine - INFO - Epoch(val) [40][3/3]    coco/AP: 0.001949  coco/AP .5: 0.019493  coco/AP .75: 0.000000  coco/AP (M): -1.000000  coco/AR: 0.007143  PCK: 0.318594
"""


def test_a_number_inside_an_mmengine_key_is_not_read_as_its_value() -> None:
    run = read_runs(text=MMPOSE_VAL)[0]
    ap = run.series["val_coco_ap"]
    assert ap.tolist() == [0.0, 0.001949]  # not 0.75 from the key `coco/AP .75`


TORCH7_ERRORS = "epoch\tTop1\tTop5\n" + "".join(
    f"{e}\t{54.5 - 0.2 * (e - 60):.3f}\t{29.5 - 0.2 * (e - 60):.3f}\n" for e in range(60, 91))


def test_top1_and_top5_columns_with_top5_below_top1_are_error_rates_not_accuracies() -> None:
    run = read_runs(text=TORCH7_ERRORS)[0]
    assert not any(m.endswith("accuracy") for m in run.series)
    assert any("read as an error rate" in n for n in run.notes)


def test_top1_and_top5_accuracies_stay_accuracies() -> None:
    accuracies = TORCH7_ERRORS.replace("Top1\tTop5", "Top5\tTop1")  # top-5 now the higher column
    run = read_runs(text=accuracies)[0]
    assert any(m.endswith("accuracy") for m in run.series)

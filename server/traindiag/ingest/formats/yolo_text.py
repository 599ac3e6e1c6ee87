"""What YOLO trainers print to the terminal (YOLOv5, YOLOv6, YOLOv8/ultralytics), and YOLOv5's old
headerless `results.txt`:

          Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size
          1/100      2.61G      1.214      2.187      1.284         23        640: 100%|#####| 8/8 [00:02<00:00]
                     Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|#####| 1/1
                       all          4         17      0.587      0.767      0.744      0.511

A training row is `epoch/total` then the cells named by the header above it, ended by the progress bar;
tqdm's updates within an epoch are running means, so the epoch's last row is its value. The validation row
is the `all` line after a `Class  Images` header: precision, recall, mAP50, mAP50-95 (never the image or
instance counts). The train loss is `total` where printed, else the sum of the loss columns, as the
ultralytics results.csv reader does. `results.txt` rows have no header: they are read in YOLOv5's fixed
column order, and the run says so.
"""

from __future__ import annotations

import re

import numpy as np

from traindiag.errors import ParseError
from traindiag.ingest.base import Source
from traindiag.ingest.run import Run, RunBuilder
from traindiag.ingest.textscan import count_matches, finish_text_run, normalise, score

FORMAT = "yolo_text"
DESCRIPTION = "YOLO training printouts ('Epoch GPU_mem box_loss ...' rows with 'all' validation lines), results.txt"

_CELL = r"[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|nan|inf)G?"
_HEADER = re.compile(r"^\s*Epoch\s+((?:[A-Za-z_][\w@.:-]*\s+)*[A-Za-z_][\w@.:-]*)\s*$")
_ROW = re.compile(rf"^\s*(\d+)/(\d+)((?:\s+{_CELL})+)\s*(?::|$)")
_VAL_HEADER = re.compile(r"^\s*Class\s+Images\s+")
_VAL_ROW = re.compile(rf"^\s*all\s+\d+\s+\d+((?:\s+{_CELL}){{4}})")
_SIGN = re.compile(rf"(?m)^\s*\d+/\d+(?:\s+{_CELL}){{3,}}\s*(?::\s*\d+%|$)")
_RESULTS_ROW = re.compile(rf"(?m)^\s*\d+/\d+\s+[\d.]+G(?:\s+{_CELL}){{13}}\s*$")
# YOLOv5's results.txt, column by column (the validation losses after the four metrics).
_RESULTS_TXT = ["gpu_mem", "box", "obj", "cls", "total", "labels", "img_size", "precision", "recall", "map50",
                "map50_95", "val_box", "val_obj", "val_cls"]
_LOSS_PARTS = re.compile(r"^(box|obj|cls|dfl|iou|seg|pose|kobj)(_loss)?$")


def sniff(source: Source) -> float:
    if source.is_dir:
        return 0.0
    head = source.head_text
    rows = count_matches(_SIGN, head)
    if re.search(r"(?m)^\s*Epoch\s+(gpu_mem|GPU_mem|iou_loss|box)", head):
        return score(rows, 2, 0.95)
    # results.txt rows: epoch/total, memory in G, then 13 numbers (strong enough without the file name)
    results_rows = count_matches(_RESULTS_ROW, head)
    return max(score(results_rows, 5, 0.8), score(rows, 5, 0.7) if source.name.lower().endswith("results.txt")
               else 0.0)


def read(source: Source) -> list[Run]:
    norm = normalise(source.raw)
    text = norm.data.decode("utf-8", "replace")
    lines = text.split("\n")
    names: list[str] | None = None
    train: dict[int, tuple[int, list[str], list[str]]] = {}  # epoch -> (line, names, cells); the last wins
    val: dict[int, tuple[int, list[str]]] = {}
    epoch, headerless, in_val = None, False, False
    for i, line in enumerate(lines):
        if (h := _HEADER.match(line)) is not None:
            names, in_val = h.group(1).split(), False
            continue
        if _VAL_HEADER.match(line):
            in_val = True
            continue
        if (m := _ROW.match(line)) is not None:
            cells = m.group(3).split()
            row_names = names if names is not None and len(names) == len(cells) else None
            if row_names is None:
                if len(cells) != len(_RESULTS_TXT):
                    continue
                row_names, headerless = _RESULTS_TXT, True
            epoch, in_val = int(m.group(1)), False
            train[epoch] = (i, row_names, cells)
            continue
        if in_val and epoch is not None and (v := _VAL_ROW.match(line)) is not None:
            val[epoch] = (i, v.group(1).split())
            in_val = False
    if not train:
        raise ParseError(f"{source.label}: no YOLO training rows ('1/100  2.61G  1.214 ...'); expected a YOLO "
                         "training printout or results.txt")
    b = RunBuilder(source.name, FORMAT, source.label)
    b.run.step_unit = "epoch"
    if headerless:
        b.note("no header: results.txt columns read in YOLOv5's order (gpu_mem, box, obj, cls, total, labels, "
               "img_size, P, R, mAP@.5, mAP@.5:.95, val box, obj, cls)")
    epochs = np.array(sorted(train), dtype="float64")
    columns: dict[str, list[float]] = {}
    for e in sorted(train):
        _, row_names, cells = train[e]
        for name, cell in zip(row_names, cells, strict=True):
            columns.setdefault(name, []).append(float(cell.rstrip("G")))
    losses = []
    for name, values in columns.items():
        arr = np.asarray(values)
        if len(values) != epochs.size:
            continue  # a header that changed midway: keep only columns every row has
        low = name.lower()
        if low == "gpu_mem":
            b.add("memory_gb", epochs, arr)
        elif low == "total":
            b.add("total", epochs, arr, canonical="train_loss")
        elif low.startswith(("precision", "recall", "map")):
            b.add(f"val_{low}", epochs, arr)
        else:
            if _LOSS_PARTS.match(low):
                losses.append(arr)
            b.add(name if not low.startswith("val_") else low, epochs, arr)
    if "total" not in {n.lower() for n in columns} and losses:
        b.add("train_loss", epochs, np.sum(losses, axis=0), canonical="train_loss")
        b.note("train_loss is the sum of the printed loss columns (YOLO prints no total)")
    if val:
        v_epochs = np.array(sorted(val), dtype="float64")
        metrics = np.array([[float(c.rstrip("G")) for c in val[e][1]] for e in sorted(val)])
        for k, name in enumerate(("val_precision", "val_recall", "val_map50", "val_map50_95")):
            b.add(name, v_epochs, metrics[:, k])
    line_nos = np.array([train[e][0] for e in sorted(train)])
    return [finish_text_run(b, norm, [], line_nos, epochs, "")]

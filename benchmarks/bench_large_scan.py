"""Reading a 600 dpi scan of a 22-inch map (13,200 × 9,570 pixels) for the editor.

Makes the scan as a JPEG and as a PNG in a temporary folder (paper with an ink grid), then
times ``editor.map_editor.scan_image.read_scan`` on each in a fresh process and reports the size it is
shown at and the process's peak memory (docs/performance.md, "Scans larger than the screen
copy"). Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_large_scan.py``.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WIDTH, HEIGHT = 13_200, 9_570


def make_scans(folder: Path) -> list[Path]:
    from PySide6.QtGui import QColor, QImage, QPainter, QPen

    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    image.fill(QColor(200, 180, 140))
    painter = QPainter(image)
    painter.setPen(QPen(QColor(32, 32, 32), 3))
    for x in range(0, WIDTH, 100):
        painter.drawLine(x, 0, x, HEIGHT)
    for y in range(0, HEIGHT, 100):
        painter.drawLine(0, y, WIDTH, y)
    painter.end()
    paths = [folder / "scan.jpg", folder / "scan.png"]
    for path in paths:
        image.save(str(path))
    return paths


def measure(path: str) -> None:
    from PySide6.QtWidgets import QApplication

    from editor.map_editor.scan_image import read_scan

    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    scan = read_scan(path)
    took = time.perf_counter() - start
    assert not isinstance(scan, str), scan
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    size = Path(path).stat().st_size / 2**20
    print(f"{Path(path).suffix[1:]:4} {size:5.1f} MiB  shown at {scan.image.width()} × "
          f"{scan.image.height()}  {took * 1000:6.0f} ms  peak {peak:4.0f} MB")
    del app


def main() -> None:
    if len(sys.argv) > 1:
        measure(sys.argv[1])
        return
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        for path in make_scans(Path(folder)):
            subprocess.run([sys.executable, __file__, str(path)], check=True)
    del app


if __name__ == "__main__":
    main()

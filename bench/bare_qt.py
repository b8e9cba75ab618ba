"""The start-up reference: a bare PySide6 QApplication with an empty QMainWindow.

    python bench/bare_qt.py SPAWNED_AT

``SPAWNED_AT`` is the parent's ``time.time()`` just before it started this
process.  When the window is first exposed the process prints
``BENCH-SHOWN <seconds since SPAWNED_AT>`` and quits.  ``bench/startup.py``
starts Cardsuite through :func:`show_and_report` too, so both sides are
measured in exactly the same way and the ratio cancels out the machine's
speed and the interpreter's own start-up.
"""

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

MARKER = "BENCH-SHOWN"
#: Give up (exit 3) if no window is ever exposed, so a broken start-up cannot hang the bench.
GIVE_UP_MS = 20_000


class _FirstExpose(QObject):
    """Prints the marker on the first Expose of the watched QWindow, then quits."""

    def __init__(self, app: QApplication, spawned_at: float) -> None:
        super().__init__()
        self._app = app
        self._spawned_at = spawned_at
        self.reported = False

    def report(self) -> None:
        if self.reported:
            return
        self.reported = True
        print(f"{MARKER} {time.time() - self._spawned_at:.6f}", flush=True)
        QTimer.singleShot(0, self._app.quit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Expose and watched.isExposed():
            self.report()
        return False


def show_and_report(app: QApplication, window: QMainWindow, spawned_at: float) -> int:
    """Show ``window`` and report when it is first exposed; returns the exit status."""
    # The native window must exist before show() so that its very first Expose is seen,
    # without an application-wide filter that would cost the busier program more.
    window.createWinId()
    watcher = _FirstExpose(app, spawned_at)
    window.windowHandle().installEventFilter(watcher)
    window.show()
    if window.windowHandle().isExposed():
        watcher.report()
    QTimer.singleShot(GIVE_UP_MS, lambda: app.exit(3))
    return app.exec()


def main() -> int:
    spawned_at = float(sys.argv[1])
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Bare Qt")
    window.resize(640, 400)
    return show_and_report(app, window, spawned_at)


if __name__ == "__main__":
    sys.exit(main())

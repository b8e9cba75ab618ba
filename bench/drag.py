"""Time to handle one mouse-move event while dragging a 6-card run on the Vierfrei board.

Goal (issue 2): median ≤ 2 ms.  A reference measured in the same run — the
same events on a bare ``QGraphicsView`` that moves six plain rectangles — is
reported beside it, so a slow machine shows up as a slow reference.

Run in a child process with the offscreen platform: ``python bench/drag.py``
prints JSON; ``run()`` is what ``bench/run.py`` calls.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

EVENTS = 400
GOAL_MS = 2.0


def _measure() -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    QCoreApplication.setOrganizationName("CardsuiteBench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    app = QApplication.instance() or QApplication([])

    from cardsuite.engine.cards import Card, french_deck, parse_cards
    from cardsuite.games.vierfrei.game import Game
    from cardsuite.games.vierfrei.rules import Position
    from cardsuite.ui.boards.vierfrei.board import VierfreiBoard

    run = parse_cards("KC QH JS TH 9S 8H 7S")
    rest = [c for c in french_deck() if c not in set(run)]
    rest.sort(key=lambda c: (c.rank, c.suit))
    columns = [tuple(run)] + [tuple(rest[i::6]) for i in range(6)] + [()]
    position = Position(tuple(columns), (None,) * 4, (0, 0, 0, 0))
    position.check_complete()

    def drive(view, start: QPoint) -> list[float]:
        viewport = view.viewport()
        QTest.mouseMove(viewport, start)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        QTest.mouseMove(viewport, start + QPoint(12, 12))  # past the drag distance
        times = []
        for i in range(EVENTS):
            point = start + QPoint(20 + (i * 7) % 500, 10 + (i * 3) % 200)
            began = time.perf_counter()
            QTest.mouseMove(viewport, point)
            app.processEvents()
            times.append((time.perf_counter() - began) * 1000)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           start)
        return times

    board = VierfreiBoard(deal=1)
    board.resize(1000, 700)
    board.show()
    board.start_game(Game(1, position))
    app.processEvents()
    scene = board.scene_for_tests()
    head = scene.items_by_card[Card.parse("QH")]  # QH 9S … 7S: a run of six
    rect = head.sceneBoundingRect()
    board_times = drive(board, board.mapFromScene(QPointF(rect.center().x(), rect.top() + 5)))
    dragged = [scene.items_by_card[c].pos() for c in parse_cards("QH JS TH 9S 8H 7S")]

    class BareScene(QGraphicsScene):
        def mousePressEvent(self, event):  # noqa: N802
            event.accept()
            self.origin = event.scenePos()
            self.starts = [item.pos() for item in self.moving]

        def mouseReleaseEvent(self, event):  # noqa: N802
            event.accept()

        def mouseMoveEvent(self, event):  # noqa: N802
            offset = event.scenePos() - self.origin
            for item, start in zip(self.moving, self.starts, strict=True):
                item.setPos(start + offset)

    bare_scene = BareScene()
    bare_scene.moving = [bare_scene.addRect(QRectF(0, 0, 90, 126)) for _ in range(6)]
    for n, item in enumerate(bare_scene.moving):
        item.setPos(100, 100 + 20 * n)
    bare = QGraphicsView(bare_scene)
    bare.resize(1000, 700)
    bare.show()
    app.processEvents()
    bare_times = drive(bare, bare.mapFromScene(QPointF(140, 110)))
    return {
        "board_median_ms": statistics.median(board_times),
        "bare_median_ms": statistics.median(bare_times),
        "events": EVENTS,
        "run_was_dragged": len({(p.x(), p.y()) for p in dragged}) == 6,
    }


def run():
    from run import Result

    child = subprocess.run([sys.executable, str(Path(__file__))], capture_output=True, text=True,
                           env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=True,
                           cwd=Path(__file__).resolve().parent.parent)
    data = json.loads(child.stdout.strip().splitlines()[-1])
    median = data["board_median_ms"]
    ratio = median / data["bare_median_ms"] if data["bare_median_ms"] else float("inf")
    return [Result(
        name="drag: one mouse move, 6-card run",
        value=round(median, 3),
        unit="ms (median)",
        goal=f"<= {GOAL_MS} ms",
        passed=median <= GOAL_MS,
        detail=f"bare QGraphicsView {data['bare_median_ms']:.3f} ms, ratio {ratio:.2f}x, "
               f"{data['events']} events",
    )]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    print(json.dumps(_measure()))

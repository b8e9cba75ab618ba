"""Cardsuite with a read-only probe, for tools/xcb_play.py.

    python tools/xcb_probe.py SOCKET [cardsuite arguments ...]

Runs the suite exactly as the ``cardsuite`` command does, and also listens on the Unix socket
SOCKET.  Each connection sends one line, a Python expression, and gets one line of JSON back:
``{"ok": value}`` or ``{"error": "..."}``.  The expression is evaluated on the GUI thread
between events (also while a modal dialog runs its own loop) with the helpers below in scope.
They only look: where a card, a button, a menu title or an icon is on the screen, what the
game state is.  All input comes from outside, through the X server (xdotool), so this
answers "where should a person click" and "what does the game now say", nothing else.
"""

from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, QRect  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtNetwork import QLocalServer, QLocalSocket  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardsuite import app as cardsuite_app  # noqa: E402


def main_window():
    from cardsuite.ui.main_window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            return widget
    return None


def centre(widget: QWidget, rect: QRect | None = None) -> list[int]:
    """The screen point at the middle of ``rect`` (widget coordinates; default: all of it)."""
    rect = rect or widget.rect()
    point = widget.mapToGlobal(rect.center())
    return [point.x(), point.y()]


def screen_rect(widget: QWidget, rect: QRect | None = None) -> list[int]:
    rect = rect or widget.rect()
    top_left = widget.mapToGlobal(rect.topLeft())
    return [top_left.x(), top_left.y(), rect.width(), rect.height()]


def icon(key: str) -> list[int]:
    desktop_icon = main_window().desktop.icon(key)
    return centre(desktop_icon, desktop_icon.picture_rect())


def menu_titles() -> list[str]:
    return main_window().menu_bar.titles()


def menu_title(text: str) -> list[int]:
    bar = main_window().menu_bar
    index = bar.titles().index(text)
    return centre(bar, bar.title_rects()[index])


def open_menu_items() -> list[list]:
    """[text, x, y, enabled] of each item of the dropped-down menu (submenu last opened last)."""
    popup = QApplication.activePopupWidget()
    if not isinstance(popup, QMenu):
        return []
    items = []
    for action in popup.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        items.append([action.text().replace("&", ""), *centre(popup, popup.actionGeometry(action)),
                      action.isEnabled()])
    return items


def windows() -> list[str]:
    """The object names (game keys) of the game windows, the active one last."""
    desktop = main_window().desktop
    names = [window.objectName() for window in desktop.windows() if window.isVisible()]
    active = desktop.active_window()
    if active is not None and active.objectName() in names:
        names.remove(active.objectName())
        names.append(active.objectName())
    return names


def game_window(key: str | None = None):
    desktop = main_window().desktop
    if key is None:
        return desktop.active_window()
    return next((w for w in desktop.windows() if w.objectName() == key and w.isVisible()), None)


def board(key: str | None = None):
    window = game_window(key)
    return window.content() if window is not None else None


def closer(key: str) -> list[int]:
    window = game_window(key)
    return centre(window, window.closer_rect())


def title_bar(key: str) -> list[int]:
    window = game_window(key)
    return centre(window, window.title_rect())


def modal() -> dict | None:
    """The alert or dialog on top: its class, texts and buttons ([text, x, y, default])."""
    from cardsuite.ui.gem.alert import GemAlert
    from cardsuite.ui.gem.dialog import GemButton, GemForm, GemLabel, GemLineEdit

    widget = QApplication.activeModalWidget()
    if not isinstance(widget, GemForm) or not widget.isVisible():
        return None
    buttons = [[b.text(), *centre(b), b.is_default()] for b in widget.findChildren(GemButton)
               if b.isVisible() and b.isEnabled()]
    edits = [[e.text(), *centre(e)] for e in widget.findChildren(GemLineEdit) if e.isVisible()]
    # Other things to click: lines of a list (PrefClub's opponents), check boxes.
    choices = [[c.text() or c.objectName() or type(c).__name__, *centre(c), c.isChecked()]
               for c in widget.findChildren(QAbstractButton)
               if not isinstance(c, GemButton) and c.isVisible() and c.isEnabled()]
    labels = [label.text() for label in widget.findChildren(GemLabel) if label.isVisible()]
    lines = widget.lines() if isinstance(widget, GemAlert) else []
    return {"class": type(widget).__name__, "buttons": buttons, "edits": edits, "choices": choices,
            "labels": labels, "lines": lines, "rect": screen_rect(widget)}


def scene_point(view, point) -> list[int]:
    """The screen point of a scene point of a board (a QGraphicsView)."""
    local = view.mapFromScene(point)
    global_point = view.viewport().mapToGlobal(local)
    return [global_point.x(), global_point.y()]


def item_screen_rect(view, item) -> list[int]:
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    top_left = view.viewport().mapToGlobal(rect.topLeft())
    return [top_left.x(), top_left.y(), rect.width(), rect.height()]


def render_item(view, item, path: str) -> list[int]:
    """Paint ``item`` alone into a PNG at its on-screen size; its size."""
    bounds = item.boundingRect()
    image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_RGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    image.save(path)
    return [image.width(), image.height()]


# --- Vierfrei ------------------------------------------------------------------------------


def vierfrei_state() -> dict:
    game = board("vierfrei").game
    position = game.position
    return {"deal": game.number, "moves": game.move_count, "board": position.board(),
            "won": position.is_won}


def vierfrei_card(text: str) -> dict:
    """Where the card ``text`` ("7H") lies on the screen, and where its scene says it belongs."""
    view = board("vierfrei")
    scene = view.scene_for_tests()
    card = next(c for c in scene.items_by_card if str(c) == text)
    item = scene.items_by_card[card]
    return {"rect": item_screen_rect(view, item), "centre": scene_point(view, item.sceneBoundingRect().center())}


def vierfrei_target(place: str, card: str) -> list[int]:
    """The screen rect that shows ``place`` ("a".."h" a column, "1".."4" a cell, "f" the
    foundation; Place.parse notation) as the target of ``card``."""
    from cardsuite.games.vierfrei.rules import Place

    view = board("vierfrei")
    scene = view.scene_for_tests()
    the_card = next(c for c in scene.items_by_card if str(c) == card)
    mapped = view.mapFromScene(scene.target_rect(Place.parse(place), the_card)).boundingRect()
    top_left = view.viewport().mapToGlobal(mapped.topLeft())
    return [top_left.x(), top_left.y(), mapped.width(), mapped.height()]


def vierfrei_moves() -> list[list]:
    """[source, target, top card, count] of the moves a drag can make now: single cards
    (the rules' legal moves) and runs of two or more cards from column to column."""
    from cardsuite.games.vierfrei.play import plan_run_move
    from cardsuite.games.vierfrei.rules import COLUMNS, column

    position = board("vierfrei").game.position
    moves = [[m.source.notation, m.target.notation, str(position.card_at(m.source)), 1]
             for m in position.legal_moves()]
    for source in range(COLUMNS):
        cards = position.columns[source]
        for count in range(2, position.run_length(source) + 1):
            for target in range(COLUMNS):
                if target != source and plan_run_move(position, column(source), count,
                                                      column(target)):
                    moves.append([str(source + 1), str(target + 1), str(cards[-count]), count])
    return moves


def vierfrei_render(text: str, path: str) -> list[int]:
    view = board("vierfrei")
    scene = view.scene_for_tests()
    card = next(c for c in scene.items_by_card if str(c) == text)
    return render_item(view, scene.items_by_card[card], path)


def vierfrei_settled() -> bool:
    view = board("vierfrei")
    return not view.scene_for_tests().animating and not view.demo_running


# --- the trick games: Skat, Binokel, PrefClub ---------------------------------------------


def trick_state(key: str) -> dict:
    view = board(key)
    deal = view.deal
    return {"phase": deal.phase.name, "to_move": deal.to_move, "history": len(deal.history),
            "tricks": len(deal.tricks), "trick": len(deal.trick),
            "waiting": view.waiting_for_player()}


def human_cards(key: str) -> list[list]:
    """[card, x, y, legal] for each card of the hand the player plays from now, as it lies
    on the screen: his own — or, in PrefClub, his partner's when he whists alone and plays
    both defending hands and it is that hand's turn."""
    from cardsuite.ui.boards.binokel.board import BinokelBoard
    from cardsuite.ui.boards.pref.board import PrefBoard

    view = board(key)
    deal = view.deal
    scene = view.scene_for_tests()
    seat = 0
    if isinstance(view, PrefBoard) and deal.to_move == 0 and deal.turn is not None:
        seat = deal.turn
    legal = {getattr(action, "card", None) for action in deal.legal_actions()} \
        if deal.to_move == 0 and view.can_play() else set()
    cards = []
    for card in deal.hands[seat]:
        if isinstance(view, BinokelBoard):
            item = scene.item_for(card, seat)
        elif hasattr(scene, "item_for"):
            item = scene.item_for(card)
        else:
            item = scene.items_by_card[card]
        # The visible strip of a fanned card: its left edge (the next card covers the rest).
        rect = item.sceneBoundingRect()
        point = rect.topLeft()
        point.setX(point.x() + min(8.0, rect.width() / 4))
        point.setY(point.y() + rect.height() / 2)
        cards.append([str(card), *scene_point(view, point), card in legal])
    return cards


def bar_buttons(key: str) -> list[list]:
    """[text, x, y] of the buttons of the board's decision box (bids, pass, Kontra, lay away),
    in their order: PrefClub's bidding grid lowest bid first, pass last."""
    view = board(key)
    box = getattr(view, "bid_box", None)
    if box is not None and box.isVisible():
        buttons = box.targets()
    elif view.bar.isVisible():
        buttons = [b for b in view.bar.buttons if b.isVisible() and b.isEnabled()]
    else:
        buttons = []
    return [[b.text(), *centre(b)] for b in buttons]


def language() -> str:
    from cardsuite.ui.i18n import language_manager

    return language_manager().language


def theme() -> str:
    from cardsuite.ui.gem.theme import current_theme

    return current_theme().key


def tr(context: str, text: str) -> str:
    """``text`` as the suite shows it in the current language."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


def setting(name: str) -> str:
    from cardsuite.ui import settings

    return settings.get_choice(name)


def grab(path: str) -> list[int]:
    """The main window as the suite itself paints it (to compare with the X screen)."""
    window = main_window()
    window.grab().save(path)
    point = window.mapToGlobal(QPoint(0, 0))
    return [point.x(), point.y()]


NAMESPACE = {name: value for name, value in globals().items() if callable(value)}


class Probe:
    def __init__(self, path: str) -> None:
        QLocalServer.removeServer(path)
        self.server = QLocalServer()
        if not self.server.listen(path):
            raise SystemExit(f"xcb_probe: cannot listen on {path}: {self.server.errorString()}")
        self.server.newConnection.connect(self._connection)
        self._sockets: list[QLocalSocket] = []

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._sockets.append(socket)
            socket.readyRead.connect(lambda socket=socket: self._answer(socket))
            socket.disconnected.connect(lambda socket=socket: self._gone(socket))

    def _gone(self, socket: QLocalSocket) -> None:
        if socket in self._sockets:
            self._sockets.remove(socket)
        socket.deleteLater()

    def _answer(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        expression = bytes(socket.readLine().data()).decode("utf-8").strip()
        try:
            reply = {"ok": eval(expression, dict(NAMESPACE))}  # noqa: S307 - our own driver
        except Exception as error:  # the driver prints it and fails
            reply = {"error": f"{type(error).__name__}: {error}",
                     "trace": traceback.format_exc(limit=4)}
        try:
            text = json.dumps(reply, default=str)
        except (TypeError, ValueError) as error:
            text = json.dumps({"error": f"unserialisable answer: {error}"})
        socket.write(text.encode("utf-8") + b"\n")
        socket.flush()


def main() -> int:
    path, arguments = sys.argv[1], sys.argv[2:]
    cardsuite_app.create_application(sys.argv[:1])
    probe = Probe(path)  # noqa: F841 - lives as long as the event loop
    return cardsuite_app.main(arguments)


if __name__ == "__main__":
    sys.exit(main())

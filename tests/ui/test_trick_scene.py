"""The shared trick-table scene (:mod:`cardsuite.ui.table.scene`), over the three games' scenes.

The computer players play at the fastest level ("random"); each board shows a
fresh deal at 860 × 600.  A small scene of the base alone, on a stand-in board
(:class:`FakeHost`), shows that :class:`TableHost` is all the base reads.
"""

from __future__ import annotations

import ast
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtTest import QTest

import cardsuite
from cardsuite.engine.cards import Card
from cardsuite.ui.table.scene import CURSOR_HEIGHT, TABLE, Spot, TableCard, TrickScene

GAMES = ["skat", "binokel", "pref"]
DEAL = 3
SEED = 5
BOARDS = Path(cardsuite.__file__).parent / "ui" / "boards"


def random_bot(_key: str, seed: int):
    from cardsuite.games.pref.bots import make_bot

    return make_bot("random", seed)


def make_board(qtbot, game: str):
    for seat in (1, 2):
        QSettings().setValue(f"{game}/level{seat}", "random")
    if game == "skat":
        from cardsuite.ui.boards.skat.board import SkatBoard

        board = SkatBoard(deal=DEAL, seed=SEED)
    elif game == "binokel":
        from cardsuite.ui.boards.binokel.board import BinokelBoard

        board = BinokelBoard(deal=DEAL, seed=SEED)
    else:
        from cardsuite.games.pref.session import Session, SessionSettings
        from cardsuite.ui.boards.pref.board import PrefBoard

        settings = SessionSettings(20, Fraction(1, 10), ("hilde", "baron"), SEED)
        board = PrefBoard(session=Session(settings, bot_factory=random_bot))
    qtbot.addWidget(board)
    board.resize(860, 600)
    board.show()
    qtbot.waitExposed(board)
    return board


@pytest.fixture(params=GAMES)
def board(request, qtbot, clean_settings, english):
    widget = make_board(qtbot, request.param)
    scene = widget.scene_for_tests()
    qtbot.waitUntil(lambda: not scene.animating)
    yield widget
    widget.leave()
    widget.worker.wait()


def the_deck(board) -> list[Card]:
    name = type(board).__name__
    if name == "SkatBoard":
        from cardsuite.games.skat import rules

        return rules.skat_deck()
    if name == "BinokelBoard":
        from cardsuite.ui.boards.binokel.table import physical_cards

        return physical_cards(board.deal)[0]
    from cardsuite.games.pref import rules

    return rules.deck()


def players_last_card(board):
    """The key of the rightmost card of the player's hand (shown whole)."""
    scene = board.scene_for_tests()
    spots = scene.spots()
    hand = [key for key, spot in spots.items() if spot.y == scene.layout.hand_y and spot.big]
    return max(hand, key=lambda key: spots[key].x)


# --- the three games' scenes ------------------------------------------------------------------

def test_every_card_of_a_fresh_deal_has_one_spot_and_one_item(board):
    scene = board.scene_for_tests()
    assert isinstance(scene, TrickScene)
    spots = scene.spots()
    assert set(spots) == set(scene.items_by_key)
    on_table = [item for item in scene.items() if isinstance(item, TableCard)]
    assert len(on_table) == len(scene.items_by_key) == len(spots)
    assert Counter(scene.card_of(key) for key in spots) == Counter(the_deck(board))
    for key, item in scene.items_by_key.items():
        assert item.key == key and item.scene() is scene
        assert scene.card_of(key) == item.card


def test_place_all_puts_every_item_on_its_spot_with_its_face_and_size(board):
    scene = board.scene_for_tests()
    scene.finish_animations()
    scene.place_all()
    lay = scene.layout
    for key, spot in scene.spots().items():
        item = scene.items_by_key[key]
        assert (item.x(), item.y()) == (spot.x, spot.y), key
        assert (item.face_up, item.selected) == (spot.face_up, spot.selected), key
        assert item.size() == ((lay.card_w, lay.card_h) if spot.big
                               else (lay.small_w, lay.small_h)), key
        assert item.zValue() == spot.z, key


def test_dragging_a_card_that_may_not_be_played_is_refused(board, qtbot, plings):
    scene = board.scene_for_tests()
    history = list(board.deal.history)
    key = players_last_card(board)
    item = scene.items_by_key[key]
    assert scene.play_action(item.card) not in board.deal.legal_actions()  # a fresh deal: bidding
    assert scene.drop_candidates([item]) == []
    home = item.pos()
    start = board.mapFromScene(item.sceneBoundingRect().center())
    end = board.mapFromScene(QPointF(scene.layout.table_rect().center()))
    viewport = board.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + (end - start) / 2)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: not scene.animating)
    assert "pling" in plings
    assert item.pos() == home
    assert list(board.deal.history) == history


@pytest.mark.parametrize("game", ["skat", "binokel"])
def test_the_cursor_bar_sits_over_the_card_under_the_cursor(qtbot, clean_settings, english, game):
    board = make_board(qtbot, game)
    scene = board.scene_for_tests()
    qtbot.waitUntil(lambda: not scene.animating)
    try:
        assert not scene.cursor_bar.isVisible()
        for step in (1, 1, 1, -1):
            board.move_cursor(step)
            key = board.cursor_card()
            spot = scene.spots()[key]
            rect = scene.cursor_bar.rect()
            assert scene.cursor_bar.isVisible()
            assert (rect.x(), rect.bottom()) == (spot.x, spot.y - 2)
            assert rect.height() == CURSOR_HEIGHT
            hand = scene.shown_hand()
            after = hand[hand.index(key) + 1]
            assert rect.width() == scene.spots()[after].x - spot.x  # the card's visible part
    finally:
        board.leave()
        board.worker.wait()


def test_the_pref_scene_points_with_the_boards_hand(qtbot, clean_settings, english):
    board = make_board(qtbot, "pref")
    scene = board.scene_for_tests()
    calls = []
    board.place_pointer = lambda: calls.append("pointer")
    try:
        scene.place_all()
        assert calls == ["pointer"] and not scene.cursor_bar.isVisible()
    finally:
        board.leave()
        board.worker.wait()


# --- the base alone, on a stand-in board --------------------------------------------------------

class FakeDeal:
    def __init__(self) -> None:
        self.hands = [[Card.parse("AS"), Card.parse("AS"), Card.parse("7H")], [], []]
        self.legal: list[object] = [("play", Card.parse("7H"))]

    def legal_actions(self) -> list[object]:
        return self.legal


class FakeHost:
    """Exactly :class:`TableHost` (and ``cursor_card``), nothing of a board."""

    def __init__(self) -> None:
        self.deal = FakeDeal()
        self.pending_trick = None
        self.selected: set[int] = {1}
        self.calls: list[tuple] = []
        self.cursor: int | None = None

    def can_play(self) -> bool:
        return True

    def play(self, card: Card) -> bool:
        self.calls.append(("play", card))
        return True

    def card_clicked(self, key) -> None:
        self.calls.append(("clicked", key))

    def landed(self) -> None:
        self.calls.append(("landed",))

    def cursor_card(self):
        return self.cursor


class Layout:
    card_w, card_h, small_w, small_h = 60, 84, 43, 60

    def table_rect(self):
        from PySide6.QtCore import QRectF

        return QRectF(0, 0, 400, 200)

    def pile_pos(self, seat: int) -> tuple[int, int]:
        return 500, 10 * seat

    def trick_pos(self, seat: int) -> tuple[int, int]:
        return 100 + 70 * seat, 50


class TwoCopies(TrickScene):
    """Three cards keyed by physical id (two equal aces, as in Binokel) in a row."""

    play_action = staticmethod(lambda card: ("play", card))

    def __init__(self, host: FakeHost) -> None:
        super().__init__(host)
        self.layout = Layout()
        self.set_cards(TableCard(card, pid) for pid, card in enumerate(host.deal.hands[0]))
        self.setSceneRect(0, 0, 600, 400)

    def spots(self) -> dict[int, Spot]:
        return {pid: Spot(100 + 30 * pid, 300, True, True, 100 + pid, pid in self.board.selected)
                for pid in range(3)}

    def shown_hand(self) -> list[int]:
        return [0, 1, 2]


@pytest.fixture
def fake(qapp, clean_settings):
    host = FakeHost()
    scene = TwoCopies(host)
    yield host, scene
    scene.finish_animations()


def test_the_base_keys_items_by_any_hashable_key(fake):
    host, scene = fake
    scene.place_all()
    assert [item.key for item in scene.items_by_key.values()] == [0, 1, 2]
    assert scene.card_of(0) == scene.card_of(1) == Card.parse("AS")
    assert scene.items_by_key[1].selected and not scene.items_by_key[0].selected
    scene.left_clicked(scene.items_by_key[1])
    assert host.calls == [("clicked", 1)]


def test_the_base_flies_the_cards_and_tells_the_host_once_they_landed(fake, qtbot):
    host, scene = fake
    scene.animate(QPointF(0, 0))
    assert scene.animating and host.calls == []
    qtbot.waitUntil(lambda: not scene.animating)
    assert host.calls == [("landed",)]
    assert [(i.x(), i.y()) for i in scene.items_by_key.values()] == [(100, 300), (130, 300),
                                                                       (160, 300)]
    scene.animate()  # nothing to move: the host hears at once
    assert host.calls == [("landed",), ("landed",)]


def test_the_base_drops_a_legal_card_on_the_table_and_refuses_another(fake, plings):
    host, scene = fake
    scene.place_all()
    ace, seven = scene.items_by_key[0], scene.items_by_key[2]
    assert scene.draggable(ace) == [ace]
    assert scene.drop_candidates([ace]) == []
    assert scene.drop_candidates([seven]) == [(TABLE, scene.layout.table_rect())]
    assert scene.drop([seven], TABLE) and host.calls == [("play", seven.card)]
    scene.refused()
    assert plings == ["pling"]


def test_the_base_cursor_bar_covers_the_visible_part_of_the_card(fake):
    host, scene = fake
    scene.place_all()
    assert not scene.cursor_bar.isVisible()
    host.cursor = 1
    scene.place_cursor()
    assert scene.cursor_bar.isVisible()
    assert scene.cursor_bar.rect().getRect() == (130, 300 - CURSOR_HEIGHT - 2, 30, CURSOR_HEIGHT)
    host.cursor = 2
    scene.place_cursor()
    assert scene.cursor_bar.rect().width() == 60  # the last card shows whole


# --- no table imports its board ---------------------------------------------------------------

def board_modules() -> set[str]:
    """The modules of ``ui/boards`` that define a board (a class named ``…Board``), and the
    shared board of ``ui/table``."""
    names = {"cardsuite.ui.table.board"}
    for path in BOARDS.glob("*/*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(node, ast.ClassDef) and node.name.endswith("Board")
               for node in tree.body):
            names.add(f"cardsuite.ui.boards.{path.parent.name}.{path.stem}")
    return names


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth (also under ``if TYPE_CHECKING``)."""
    package = f"cardsuite.ui.boards.{path.parent.name}"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([base] if base else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def test_no_table_imports_a_board_module():
    tables = sorted(BOARDS.glob("*/table.py"))
    assert {path.parent.name for path in tables} >= {"skat", "binokel", "pref"}
    boards = board_modules()
    assert {"cardsuite.ui.boards.skat.board", "cardsuite.ui.boards.binokel.board",
            "cardsuite.ui.boards.pref.board"} <= boards
    for path in tables:
        assert not imported_modules(path) & boards, path


@pytest.mark.parametrize("game", GAMES)
def test_every_scene_defines_what_the_table_asks_of_its_game(game):
    from cardsuite.ui.boards.binokel.table import BinokelScene
    from cardsuite.ui.boards.pref.table import PrefScene
    from cardsuite.ui.boards.skat.table import SkatScene
    from cardsuite.ui.table.scene import TableGame

    scene = {"skat": SkatScene, "binokel": BinokelScene, "pref": PrefScene}[game]
    required = [name for name in vars(TableGame) if not name.startswith("_")]
    required += list(TableGame.__annotations__)
    # The name boxes are made per scene: declared in the class, set in __init__.
    assert required and [name for name in required if not hasattr(scene, name)
                         and name not in scene.__annotations__] == []
    # A layout for any size: the game's own, or its own way of fitting one.
    assert hasattr(scene, "fit_layout") or "relayout" in vars(scene)

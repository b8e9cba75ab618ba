"""Long play (issue 7): 200 deals of each game played by bots through the real boards, with the
resident memory measured.

Goal: the resident memory after the run is within 50 MB of what it was after the first 10 deals.
Each game (Skat, Binokel, PrefClub at the club's table, Vierfrei) runs in a child process of its
own (this file with ``--child GAME``), so the games do not disturb each other's figures and a crash
is reported as one.  The child prints one ``LONGPLAY {json}`` line: the resident memory (current,
from ``/proc/self/statm``, after a garbage collection) after 10, 50, 100, 150 deals and at the end,
counts of Python objects, QObjects and scene items at the same points, and the time taken.

How a deal is played: the board is the real widget (shown, offscreen), its computer players play
as always (in their worker thread, at the level set in the settings), and the player's seat is
played by a bot too — its decision is fed through the board's own input path, the methods a click
ends in (``card_clicked``, the button box's buttons, the dialogs' buttons, ``click_through`` for a
click on the table).  The next deal comes through the board's own way on: the Skat list's "Next
game", the Binokel pad's Continue (and the Top 10's New round after 24 games), the PrefClub
sheet's DEAL (and, a game over, the club's table dialog for the next game), Vierfrei's F1.
Vierfrei is played by the background solver's moves (the hint's moves), each through
``board.act`` as a drop ends in; a deal the solver cannot solve is left for a new one.  Modal
alerts and dialogs the board does not own (the club's checks, the table dialog) are answered by
the same poll, which schedules its next run before it acts (a blocking alert runs its own event
loop, and the poll must go on inside it).

The speed: at the Options' fastest ("fast", 70 ms a card move, and the computer players' pause
of two to four moves before each decision) a deal takes 2 (Vierfrei) to 12 (PrefClub) seconds,
and the four games' 800 deals well over an hour and a half.  So by default every card move lasts
1 ms instead (a speed added for the child process only, beside the Options' three): every
animation, every pause timer and every deletion of the boards runs as at any speed, only
shorter — Qt's animation clock still gives each one a frame (about 16 ms).  Two games run at a
time (each in its own process; the memory of one does not touch the other's, the times do).
``BENCH_LONGPLAY_SPEED=fast`` plays at the Options' fastest.

Environment: ``BENCH_LONGPLAY_DEALS`` (default 200) deals per game, ``BENCH_LONGPLAY_GAMES``
(default all: ``skat,binokel,pref,vierfrei``), ``BENCH_LONGPLAY_LEVEL`` (default ``easy``) the
strength of every bot, ``BENCH_LONGPLAY_SPEED`` (default ``1``: milliseconds a card move, or one
of the Options' speeds ``slow``, ``medium``, ``fast``), ``BENCH_LONGPLAY_JOBS`` (default 2) games
at a time, ``BENCH_LONGPLAY_SEED`` (default 7).  ``tests/ui/test_longplay.py`` plays three
deals of each game with the same players (:func:`make_player`, :func:`play`).
"""

from __future__ import annotations

import gc
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import traceback
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("skat", "binokel", "pref", "vierfrei")
GOAL_MB = 50.0
BASELINE_DEALS = 10
MILESTONES = (10, 50, 100, 150)
POLL_MS = 2
#: Milliseconds for one card's move (the Options' "fast" is 70): see the module docstring.
DEFAULT_SPEED = "1"
#: Seconds without any progress before a run is called stuck.
STALL_SECONDS = 120.0


class Stalled(RuntimeError):
    """Nothing moved on the board for too long: the driver and the board wait for each other."""


# --- measuring ----------------------------------------------------------------------------------

def rss_mb() -> float:
    """The resident memory of this process now (not the peak), in MB."""
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def snapshot(board) -> dict:
    """Resident memory and object counts now, after the garbage is gone."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject
    from PySide6.QtWidgets import QApplication

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()
    return {"rss_mb": round(rss_mb(), 1), "python_objects": len(gc.get_objects()),
            "board_qobjects": len(board.findChildren(QObject)),
            "scene_items": len(board.scene().items()),
            "widgets": len(QApplication.allWidgets())}


# --- the players ------------------------------------------------------------------------------

def _seed(*parts: int) -> int:
    value = 0x9E3779B97F4A7C15
    for part in parts:
        value = ((value ^ part) * 0xBF58476D1CE4E5B9 + 0x94D049BB133111EB) & ((1 << 63) - 1)
    return value % (2**31) + 1


def _visible(widget) -> bool:
    return widget is not None and widget.isVisible()


class Player:
    """Plays the player's seat of one board and counts the deals finished on it.

    :meth:`poll` is called again and again from the event loop: it acts once if the board
    waits for the player (or answers a modal alert or dialog), and does nothing otherwise.
    """

    game = ""

    def __init__(self, seed: int, level: str) -> None:
        self.seed = seed
        self.level = level
        self.deals = 0
        self.substitutes = 0  # decisions the board does not offer, replaced by one it does
        self._finished = None  # the last deal counted
        self._decided: tuple[object, int, object] | None = None
        self.board = self.make_board()

    # --- to be given by each game ------------------------------------------------------------

    def make_board(self):
        raise NotImplementedError

    def current_deal(self):
        return self.board.deal

    def finished(self, deal) -> bool:
        raise NotImplementedError

    def check(self, deal) -> None:
        """A finished deal is one the rules allow (replayed from its history)."""

    def own_dialogs(self) -> list:
        return []

    def step(self) -> None:
        raise NotImplementedError

    def progress(self) -> tuple:
        deal = self.current_deal()
        return self.deals, id(deal), len(deal.history)

    def spots(self) -> list[tuple[object, object, object]]:
        """(card item, where it lies, where the deal puts it) for every card."""
        from PySide6.QtCore import QPointF

        scene = self.board.scene_for_tests()
        return [(item, item.pos(), QPointF(spot.x, spot.y))
                for item, spot in self._card_spots(scene)]

    def _card_spots(self, scene) -> list:
        return [(scene.items_by_card[card], spot) for card, spot in scene.spots().items()]

    def misplaced(self) -> list[str]:
        """The cards that do not lie where the deal on the board puts them (animations ended)."""
        self.board.scene_for_tests().finish_animations()
        return [repr(item) for item, at, spot in self.spots() if at != spot]

    def close(self) -> None:
        board = self.board
        board.leave()
        board.worker.wait()

    # --- shared -----------------------------------------------------------------------------

    def decide(self, deal, make) -> object:
        """The bot's decision for the player in the deal as it stands (asked once per state)."""
        key = len(deal.history)
        if self._decided is None or self._decided[0] is not deal or self._decided[1] != key:
            self._decided = (deal, key, make(_seed(self.seed, self.deals, key)))
        return self._decided[2]

    def poll(self) -> None:
        from PySide6.QtWidgets import QApplication

        deal = self.current_deal()
        if self.finished(deal) and deal is not self._finished:
            self._finished = deal
            self.deals += 1
            self.check(deal)
        widget = QApplication.activeModalWidget()
        if _visible(widget) and widget not in self.own_dialogs():
            answer_modal(widget)
            return
        self.step()


def answer_modal(widget) -> None:
    """An alert or dialog the board does not own: its default (the club's table dialog: OK)."""
    from cardsuite.ui.boards.pref.club import TableDialog
    from cardsuite.ui.gem.alert import GemAlert
    from cardsuite.ui.gem.dialog import GemDialog

    if isinstance(widget, GemAlert):
        widget.button(widget.default_index()).click()
    elif isinstance(widget, TableDialog):
        widget.ok_button.click()
    elif isinstance(widget, GemDialog):
        button = widget.default_button() or next(iter(widget.buttons()), None)
        if button is not None:
            button.click()
        else:
            widget.reject()
    else:
        widget.close()


def _click_bar(player: Player, action) -> None:
    """The button of the board's button box that carries ``action`` (or the box's first)."""
    board = player.board
    actions = board._bar_actions
    if action in actions:
        board.bar.buttons[actions.index(action)].click()
        return
    # The box offers the next bid only: a bot's jump becomes that bid, a bid it cannot make a
    # pass.  Counted, so that the report says how often.
    player.substitutes += 1
    board.bar.buttons[0].click()


class SkatPlayer(Player):
    game = "skat"

    def make_board(self):
        from PySide6.QtCore import QSettings

        from cardsuite.ui.boards.skat.board import SkatBoard

        for seat in (1, 2):
            QSettings().setValue(f"skat/level{seat}", self.level)
        return SkatBoard(seed=self.seed)

    def finished(self, deal) -> bool:
        from cardsuite.games.skat.game import Phase

        return deal.phase is Phase.FINISHED

    def check(self, deal) -> None:
        from cardsuite.games.skat.game import Deal, Phase

        again = Deal(deal.number, deal.dealer, deal.options)
        for _seat, action in deal.history:
            again.apply(action)  # raises for an illegal action
        assert again.phase is Phase.FINISHED and again.hands == deal.hands

    def own_dialogs(self) -> list:
        b = self.board
        return [b.hand_dialog, b.declare_dialog, b.result_dialog, b.list_dialog]

    def step(self) -> None:
        from cardsuite.games.skat.bots import make_bot
        from cardsuite.games.skat.game import Declare, Phase, Play, PlayHand, Push
        from cardsuite.games.skat.rules import GameType
        from cardsuite.games.skat.session import HUMAN

        board = self.board
        if not board.waiting_for_player():
            return
        deal = board.deal
        if board.pending_trick is not None:
            board.collect_trick()  # what a click on the table does
            return
        if _visible(board.result_dialog):
            board.result_dialog.ok_button.click()
            return
        if _visible(board.list_dialog):
            dialog = board.list_dialog
            (dialog.next_button or dialog.close_button).click()
            return
        if deal.phase is Phase.FINISHED or deal.to_move != HUMAN:
            return
        action = self.decide(deal, lambda seed: make_bot(self.level, seed).act(
            deal.observation(HUMAN)))
        if _visible(board.hand_dialog):
            board.hand_dialog.button(0 if isinstance(action, PlayHand) else 1).click()
        elif _visible(board.declare_dialog):
            dialog = board.declare_dialog
            contract = action.contract if isinstance(action, Declare) else None
            if contract is not None and contract.game_type in dialog.game_buttons:
                dialog.choose_game(contract.game_type)
                if contract.ouvert:
                    dialog.ouvert.setChecked(True)
                elif contract.game_type is not GameType.NULL and contract.schwarz_announced:
                    dialog.schwarz.setChecked(True)
                elif contract.game_type is not GameType.NULL and contract.schneider_announced:
                    dialog.schneider.setChecked(True)
            if dialog.contract() != contract:
                self.substitutes += 1
                dialog.choose_game(dialog.game_types[0])
            dialog.play_button.click()
        elif deal.phase is Phase.PUSHING:
            wanted = set(action.cards) if isinstance(action, Push) else set()
            change = sorted(board.selected ^ wanted)
            if change:
                board.card_clicked(change[0])  # one card at a time: it rises or drops
            else:
                board.bar.buttons[0].click()  # "Lay away"
        elif deal.phase is Phase.PLAYING:
            board.card_clicked(action.card if isinstance(action, Play) else
                               deal.legal_actions()[0].card)
        elif deal.phase in (Phase.BIDDING, Phase.KONTRA):
            _click_bar(self, action)


class BinokelPlayer(Player):
    game = "binokel"

    def make_board(self):
        from PySide6.QtCore import QSettings

        from cardsuite.ui.boards.binokel.board import BinokelBoard

        for seat in (1, 2):
            QSettings().setValue(f"binokel/level{seat}", self.level)
        return BinokelBoard(seed=self.seed)

    def finished(self, deal) -> bool:
        from cardsuite.games.binokel.game import Phase

        return deal.phase is Phase.FINISHED

    def check(self, deal) -> None:
        from cardsuite.games.binokel.game import Phase, replay

        again = replay(deal.number, deal.dealer, [a for _s, a in deal.history], deal.options)
        assert again.phase is Phase.FINISHED and again.hands == deal.hands

    def _card_spots(self, scene) -> list:
        return [(scene.card_items[pid], spot) for pid, spot in scene.spots().items()]

    def own_dialogs(self) -> list:
        b = self.board
        end = b.round_end
        return [b.trump_dialog, b.meld_dialog, b.shown_dialog, b.result_dialog, b.pad_dialog,
                end.dialog if end is not None else None]

    def step(self) -> None:
        from cardsuite.games.binokel.bots import make_bot
        from cardsuite.games.binokel.game import GoOut, NameTrump, Phase, Play, Press
        from cardsuite.games.binokel.session import HUMAN

        board = self.board
        end = board.round_end
        if end is not None:
            if _visible(end.dialog):
                end.dialog.new_button.click()  # the Top 10: New round
            return  # the effect runs its time
        if not board.waiting_for_player():
            return
        deal = board.deal
        if board.waiting_for_click():
            board.click_through()  # the Dabb taken up, or the trick collected
            return
        for dialog in (board.shown_dialog, board.result_dialog):
            if _visible(dialog):
                dialog.ok_button.click()
                return
        if _visible(board.pad_dialog):
            board.pad_dialog.continue_button.click()
            return
        if _visible(board.meld_dialog) and not (deal.to_move == HUMAN
                                                and deal.phase is Phase.MELDING):
            board.meld_dialog.ok_button.click()  # his own melds, seen
            return
        if deal.phase is Phase.FINISHED or deal.to_move != HUMAN:
            return
        action = self.decide(deal, lambda seed: make_bot(self.level, seed).act(
            deal.observation(HUMAN)))
        scene = board.scene_for_tests()
        if _visible(board.trump_dialog):
            suit = action.suit if isinstance(action, NameTrump) else None
            buttons = board.trump_dialog.suit_buttons
            buttons.get(suit, next(iter(buttons.values()))).click()
        elif _visible(board.meld_dialog):
            dialog = board.meld_dialog
            out = isinstance(action, GoOut) and dialog.out_button is not None
            (dialog.out_button if out else dialog.ok_button).click()
        elif deal.phase is Phase.PRESSING:
            wanted = list(action.cards) if isinstance(action, Press) else []
            chosen: set[int] = set()
            for card in wanted:  # the two copies of a card are told apart by position
                pid = next((p for p in sorted(board.selected) if p not in chosen
                            and scene.card_of(p) == card), None)
                if pid is None:
                    pid = next(p for p in scene.where.hands[HUMAN] if p not in chosen
                               and p not in board.selected and scene.card_of(p) == card)
                chosen.add(pid)
            change = sorted(board.selected ^ chosen)
            if change:
                board.card_clicked(change[0])
            else:
                board.bar.buttons[0].click()  # "OK"
        elif deal.phase is Phase.PLAYING and board.can_play():
            card = action.card if isinstance(action, Play) else deal.legal_actions()[0].card
            board.card_clicked(next(p for p in scene.where.hands[HUMAN]
                                    if scene.card_of(p) == card))
        elif deal.phase is Phase.BIDDING:
            _click_bar(self, action)


class PrefPlayer(Player):
    """The player at the club's table (a :class:`ClubBoard`: the PrefClub board with the club's
    checks, booking and next game)."""

    game = "pref"
    TABLE_OPPONENTS = ("egon", "willi")

    def __init__(self, seed: int, level: str, club_folder: Path | None = None) -> None:
        from cardsuite.games.pref import club

        self.folder = club_folder or Path(tempfile.mkdtemp(prefix="longplay-club-"))
        self.club = club.Club(self.folder)
        self.members = 0
        self.games_booked = 0
        self.expulsions = 0
        super().__init__(seed, level)

    def make_board(self):
        from cardsuite.games.pref import club
        from cardsuite.ui.boards.pref.club_board import ClubBoard

        self.members += 1
        member = self.club.join(f"Bench {self.members}")
        table = club.Table(self.TABLE_OPPONENTS, 10, Fraction(1, 100))
        board = ClubBoard(self.club, member, table)
        board.game_over.connect(self._booked)
        return board

    def _booked(self) -> None:
        self.games_booked += 1

    def finished(self, deal) -> bool:
        return deal.is_finished

    def check(self, deal) -> None:
        from cardsuite.games.pref.game import Deal

        again = Deal(deal.number, deal.dealer, deal.minimum_level)
        for _seat, action in deal.history:
            again.apply(action)
        assert again.is_finished and again.hands == deal.hands

    def own_dialogs(self) -> list:
        return [self.board.declare_dialog, self.board.sheet_dialog]

    def _card_spots(self, scene) -> list:
        return [(scene.item_for(card), spot) for card, spot in scene.spots().items()]

    def step(self) -> None:
        from cardsuite.games.pref.bots import make_bot
        from cardsuite.games.pref.game import Bid, Declare, Discard, Pass, Phase, Play
        from cardsuite.games.pref.session import HUMAN

        board = self.board
        if board.left:  # shown out of the club: a new member sits down at a new board
            self.expulsions += 1
            old = self.board
            old.worker.wait()
            self.board = self.make_board()
            self.board.resize(old.size())
            self.board.show()
            old.deleteLater()
            return
        if not board.waiting_for_player():
            return
        deal = board.deal
        if board.waiting_for_click():
            board.click_through()  # the widow taken up, or the trick collected
            return
        if _visible(board.sheet_dialog):
            dialog = board.sheet_dialog
            (dialog.deal_button if dialog.deal_button.isEnabled() else dialog.ok_button).click()
            return
        if deal.is_finished:
            if board.may_deal():
                board.corner.deal_button.click()
            return
        if not board.session.human_to_move:
            return
        action = self.decide(deal, lambda seed: make_bot(self.level, seed).act(
            deal.observation(HUMAN)))
        if _visible(board.declare_dialog):
            dialog = board.declare_dialog
            contract = action.contract if isinstance(action, Declare) else None
            if contract not in dialog.legal:
                self.substitutes += 1
                contract = dialog.legal[0]
            dialog.choose(contract)
        elif deal.phase is Phase.BIDDING:
            box = board.bid_box
            if isinstance(action, Pass):
                box.pass_button.click()
            elif isinstance(action, Bid) and action.contract.miser:
                box.miser_button.click()
            elif isinstance(action, Bid) and action.contract == box.hold:
                box.hold_button.click()
            elif isinstance(action, Bid) and box.grid.buttons[action.contract].isEnabled():
                box.grid.buttons[action.contract].click()
            else:
                self.substitutes += 1
                box.pass_button.click()
        elif deal.phase is Phase.DISCARDING:
            wanted = set(action.cards) if isinstance(action, Discard) else set()
            change = sorted(board.selected ^ wanted)
            if change:
                board.card_clicked(change[0])
            else:
                board.bar.buttons[0].click()  # "OK"
        elif deal.phase is Phase.PLAYING:
            board.card_clicked(action.card if isinstance(action, Play) else
                               deal.legal_actions()[0].card)
        elif deal.phase in (Phase.WHISTING, Phase.OPENING):
            _click_bar(self, action)


class VierfreiPlayer(Player):
    """Plays the background solver's moves (what Hint shows), each as a drop ends in."""

    game = "vierfrei"

    def __init__(self, seed: int, level: str) -> None:
        self.won = 0
        self.given_up = 0
        self._counted = None
        super().__init__(seed, level)

    def make_board(self):
        from cardsuite.ui.boards.vierfrei.board import VierfreiBoard

        self.rng = random.Random(self.seed)
        return VierfreiBoard(deal=self.rng.randint(1, 999_999))

    def current_deal(self):
        return self.board.game

    def finished(self, game) -> bool:
        return False  # counted in step(): a deal ends when the next one is dealt

    def progress(self) -> tuple:
        return self.deals, id(self.board.game), self.board.game.move_count

    def spots(self) -> list[tuple[object, object, object]]:
        from cardsuite.ui.boards.vierfrei.board import where

        scene = self.board.scene_for_tests()
        return [(scene.items_by_card[card], scene.items_by_card[card].pos(),
                 scene.layout.card_pos(place, depth, count, card))
                for card, (place, depth, count) in where(self.board.game.position).items()]

    def check(self, game) -> None:
        from cardsuite.games.vierfrei.game import Game

        game.position.check_complete()
        again = Game(game.number)
        for action in game.log:
            again.perform(action)  # raises for an illegal move
        assert again.position == game.position

    def step(self) -> None:
        from cardsuite.games.vierfrei.solver import Verdict

        board = self.board
        game = board.game
        scene = board.scene_for_tests()
        if board.celebrating or game.is_won:
            if scene.animating:
                return  # the cards fly into their wave
            self.won += 1
            self._next_deal()
            return
        known = board.solver.known(game.position)
        if known is None:
            return  # the search is still running
        if known.verdict is Verdict.SOLVED and known.moves:
            if len(known.moves) == 1 and scene.animating:
                return  # the last card: let the one before land first
            # A quick player does not wait for the last card to land: the board jumps it to
            # its place and the next move flies.
            board.act(known.moves[:1])
        elif not scene.animating:
            self.given_up += 1
            self._next_deal()

    def _next_deal(self) -> None:
        game = self.board.game
        self.check(game)
        self.deals += 1
        number = self.rng.randint(1, 999_999)
        self.board.new_deal(number)  # what F1 does, with a number of our own

    def close(self) -> None:
        board = self.board
        board.leave()
        board.solver.cancel()
        board.solver.wait()


PLAYERS = {"skat": SkatPlayer, "binokel": BinokelPlayer, "pref": PrefPlayer,
           "vierfrei": VierfreiPlayer}


def make_player(game: str, seed: int = 1, level: str = "easy", **options) -> Player:
    """The board of ``game`` (made, not yet shown) with its player; ``options`` for PrefClub:
    ``club_folder``."""
    player = PLAYERS[game](seed, level, **options)
    player.board.resize(860, 600)
    player.board.show()
    return player


def play(player: Player, deals: int, on_deal=None, stall_seconds: float = STALL_SECONDS,
         until=None) -> None:
    """Run the event loop until ``deals`` deals are finished on the player's board (and then
    until ``until()`` is true, if given).

    ``on_deal(count)`` is called after each deal counted.  Raises :class:`Stalled` when
    nothing moves for ``stall_seconds``, and what the poll or a slot raised.
    """
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    loop = QEventLoop()
    state = {"done": False, "error": None, "seen": None, "since": time.monotonic(), "counted": 0}
    hook = sys.excepthook

    def failed(kind, value, tb) -> None:  # an exception in a slot or an event handler
        if state["error"] is None:
            state["error"] = value
        hook(kind, value, tb)
        loop.quit()

    def tick() -> None:
        if state["done"]:
            # Answer what is still open, so that a blocking alert's own loop ends too.
            widget = QApplication.activeModalWidget()
            if _visible(widget) and widget not in player.own_dialogs():
                QTimer.singleShot(POLL_MS, tick)
                answer_modal(widget)
            return
        # First the next poll: acting may open a blocking alert that runs its own event loop,
        # and the poll must go on inside it to answer it.
        QTimer.singleShot(POLL_MS, tick)
        try:
            player.poll()
            while state["counted"] < player.deals:
                state["counted"] += 1
                if on_deal is not None:
                    on_deal(state["counted"])
            seen = player.progress()
            now = time.monotonic()
            if seen != state["seen"]:
                state["seen"], state["since"] = seen, now
            elif now - state["since"] > stall_seconds:
                raise Stalled(describe(player))
        except BaseException as error:  # noqa: BLE001 - handed to the caller
            state["error"] = error
        if state["error"] is not None or (player.deals >= deals
                                          and (until is None or until())):
            state["done"] = True
            loop.quit()

    sys.excepthook = failed
    try:
        QTimer.singleShot(0, tick)
        loop.exec()
    finally:
        sys.excepthook = hook
        state["done"] = True
    if state["error"] is not None:
        raise state["error"]


def describe(player: Player) -> str:
    """Where the board stands, for a stall report."""
    from PySide6.QtWidgets import QApplication

    board = player.board
    deal = player.current_deal()
    parts = [f"{player.game}: {player.deals} deals done"]
    for name in ("phase", "to_move", "number"):
        if hasattr(deal, name):
            parts.append(f"{name}={getattr(deal, name)}")
    parts.append(f"history={len(getattr(deal, 'history', getattr(deal, 'log', [])))}")
    for name in ("waiting_for_player", "waiting_for_click", "thinking"):
        value = getattr(board, name, None)
        if value is not None:
            parts.append(f"{name}={value() if callable(value) else value}")
    modal = QApplication.activeModalWidget()
    parts.append(f"modal={type(modal).__name__ if modal is not None else None}")
    parts.append(f"dialogs={[type(d).__name__ for d in player.own_dialogs() if d is not None]}")
    return ", ".join(parts)


# --- the child process ----------------------------------------------------------------------------

def use_speed(speed: str) -> str:
    """The speed setting for ``speed``: one the Options offer, or a number of milliseconds for one
    card's move, added for this process only (as ``"bench"``) beside the Options' speeds."""
    from cardsuite.ui import settings
    from cardsuite.ui.boards.binokel import topten as binokel_topten

    if speed in settings.SPEEDS:
        return speed
    settings.SPEEDS["bench"] = int(speed)
    settings.CHOICES["speed"] = (*settings.CHOICES["speed"], "bench")
    binokel_topten.EFFECT_MS["bench"] = binokel_topten.EFFECT_MS["fast"] * int(speed) // \
        settings.SPEEDS["fast"]
    return "bench"


def child(game: str) -> int:
    """Play one game's deals in this process and print the ``LONGPLAY`` line."""
    deals = int(os.environ.get("BENCH_LONGPLAY_DEALS", "200"))
    level = os.environ.get("BENCH_LONGPLAY_LEVEL", "easy")
    speed = os.environ.get("BENCH_LONGPLAY_SPEED", DEFAULT_SPEED)
    seed = int(os.environ.get("BENCH_LONGPLAY_SEED", "7"))
    scratch = tempfile.mkdtemp(prefix="longplay-")
    os.environ["XDG_DATA_HOME"] = str(Path(scratch) / "data")  # the Top 10, statistics
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    random.seed(seed)
    from PySide6.QtCore import QSettings

    from cardsuite.app import create_application

    app = create_application([sys.argv[0]])
    app.setOrganizationName("CardsuiteBench")
    app.setApplicationName("CardsuiteBench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(Path(scratch) / "settings"))
    QSettings().clear()
    QSettings().setValue("speed", use_speed(speed))
    from cardsuite.ui.i18n import language_manager

    language_manager().set_language("en")
    options = {"club_folder": Path(scratch) / "club"} if game == "pref" else {}
    began = time.perf_counter()
    player = make_player(game, seed, level, **options)
    points: dict[int, dict] = {}
    times: dict[int, float] = {}

    def on_deal(count: int) -> None:
        if count in MILESTONES or count == deals:
            times[count] = time.perf_counter() - began
            points[count] = snapshot(player.board)

    play(player, deals, on_deal)
    seconds = time.perf_counter() - began
    report = {"game": game, "deals": player.deals, "seconds": round(seconds, 1),
              "level": level, "speed": speed, "substitutes": player.substitutes,
              "points": {str(k): v for k, v in sorted(points.items())},
              "times": {str(k): round(v, 1) for k, v in sorted(times.items())}}
    if isinstance(player, PrefPlayer):
        report["games_booked"] = player.games_booked
        report["expulsions"] = player.expulsions
    if isinstance(player, VierfreiPlayer):
        report["won"] = player.won
        report["given_up"] = player.given_up
    player.close()
    print("LONGPLAY " + json.dumps(report), flush=True)
    return 0


# --- the benchmark ----------------------------------------------------------------------------------

def _speed_text(speed: str) -> str:
    return f"speed '{speed}'" if not speed.isdigit() else f"{speed} ms a card move"


def _result(game: str, report: dict, deals: int, jobs: int = 1):
    from run import Result

    points = report["points"]
    base_key = str(min(BASELINE_DEALS, deals))
    base, end = points.get(base_key), points.get(str(report["deals"]))
    if base is None or end is None:
        return Result(name=f"longplay: {game}", value=0.0, unit="MB", goal=f"≤ {GOAL_MB:.0f} MB",
                      passed=False, detail=f"{game}: no measurements: {report}")
    growth = end["rss_mb"] - base["rss_mb"]
    curve = ", ".join(f"{k}: {v['rss_mb']:.0f}" for k, v in points.items())
    counts = "; ".join(
        f"{what} {base[what]} → {end[what]}"
        for what in ("python_objects", "board_qobjects", "scene_items", "widgets"))
    extra = ""
    if "games_booked" in report:
        extra = f", {report['games_booked']} games booked, {report['expulsions']} expulsions"
    if "won" in report:
        extra = f", {report['won']} won, {report['given_up']} left unsolved"
    if report.get("substitutes"):
        extra += f", {report['substitutes']} decisions the board does not offer replaced"
    detail = (f"RSS after {base_key} deals {base['rss_mb']:.1f} MB, after {report['deals']} "
              f"{end['rss_mb']:.1f} MB (MB at deal {curve}); {report['deals']} deals in "
              f"{report['seconds']:.0f} s ({report['seconds'] / max(1, report['deals']):.1f} s a "
              f"deal, {jobs} game(s) at a time, bots '{report['level']}', "
              f"{_speed_text(report['speed'])}{extra}); {counts}")
    return Result(name=f"longplay: {game}, {report['deals']} deals", value=growth, unit="MB",
                  goal=f"≤ {GOAL_MB:.0f} MB", passed=growth <= GOAL_MB, detail=detail)


def _crashed(game: str, code: int, seconds: float, output: str):
    from run import Result

    tail = (output or "no output").strip()[-3000:]
    return Result(name=f"longplay: {game}", value=0.0, unit="MB", goal=f"≤ {GOAL_MB:.0f} MB",
                  passed=False, detail=f"{game}: the child CRASHED (exit {code}, after "
                                       f"{seconds:.0f} s):\n{tail}")


def run():
    deals = int(os.environ.get("BENCH_LONGPLAY_DEALS", "200"))
    jobs = max(1, int(os.environ.get("BENCH_LONGPLAY_JOBS", "2")))
    games = [g.strip() for g in os.environ.get("BENCH_LONGPLAY_GAMES", ",".join(GAMES)).split(",")
             if g.strip()]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BENCH_LONGPLAY_DEALS": str(deals)}
    waiting = list(games)
    running: dict[str, tuple[subprocess.Popen, float, object, object]] = {}
    results: dict[str, object] = {}
    began = time.perf_counter()
    while waiting or running:
        while waiting and len(running) < jobs:
            game = waiting.pop(0)
            print(f"bench: longplay {game}, {deals} deals …", file=sys.stderr, flush=True)
            out, err = tempfile.TemporaryFile("w+"), tempfile.TemporaryFile("w+")
            process = subprocess.Popen(
                [sys.executable, str(Path(__file__).resolve()), "--child", game], cwd=ROOT,
                env=env, stdout=out, stderr=err, stdin=subprocess.DEVNULL, text=True)
            running[game] = (process, time.perf_counter(), out, err)
        time.sleep(0.5)
        for game, (process, started, out, err) in list(running.items()):
            if process.poll() is None:
                continue
            del running[game]
            seconds = time.perf_counter() - started
            out.seek(0)
            err.seek(0)
            stdout, stderr = out.read(), err.read()
            out.close()
            err.close()
            line = next((text for text in stdout.splitlines() if text.startswith("LONGPLAY ")),
                        None)
            if process.returncode != 0 or line is None:
                results[game] = _crashed(game, process.returncode, seconds, stderr or stdout)
            else:
                results[game] = _result(game, json.loads(line[len("LONGPLAY "):]), deals, jobs)
    total = time.perf_counter() - began
    print(f"bench: longplay took {total:.0f} s for {len(games)} games, {jobs} at a time",
          file=sys.stderr, flush=True)
    return [results[game] for game in games]


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        try:
            sys.exit(child(sys.argv[2]))
        except Exception:
            traceback.print_exc()
            sys.exit(2)
    print("usage: longplay.py --child GAME (or bench/run.py longplay)", file=sys.stderr)
    sys.exit(2)

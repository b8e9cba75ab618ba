"""Take the README's screenshots: the desktop, Vierfrei in both themes and languages, a Skat deal
(also in the four-colour deck),
a Binokel deal with its start and meld screens, PrefClub's doorman, table, board and sheet;
Binokel and PrefClub also in a window filling a full-HD screen.

Run under a real X server (``xvfb-run -s '-screen 0 1024x768x24' .venv/bin/python
tools/screenshots.py docs/screenshots``) or with ``QT_QPA_PLATFORM=offscreen``.
Settings go to a temporary folder, so the developer's own are never touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def settle(app: QApplication, board=None) -> None:
    for _ in range(5):
        app.processEvents()
    if board is not None:
        board.scene_for_tests().finish_animations()
        app.processEvents()


def dialog_shots(app: QApplication, screen, board, folder: Path, name: str) -> None:
    """A dialog open over ``board``, in mono German and colour English (a dialog is a window
    of its own: the whole screen is taken, on a real X server only); back to mono German."""
    import time

    for theme, language in (("mono", "de"), ("colour", "en")):
        screen.set_theme(theme)
        screen.set_language(language)
        for _ in range(3):
            time.sleep(0.1)
            settle(app, board)
        if app.platformName() == "xcb":
            picture = app.primaryScreen().grabWindow(0).copy(screen.frameGeometry())
            picture.save(str(folder / f"{name}-{theme}-{language}.png"))
    screen.set_theme("mono")
    screen.set_language("de")
    settle(app, board)


def large_shot(app: QApplication, screen, window, board, path: Path, theme: str,
               language: str) -> None:
    """The table in a window filling a full-HD screen (cards, texts and controls grown with
    it), in ``theme`` and ``language``; then back to the window, theme and language before."""
    import time

    before, size = window.geometry(), screen.size()
    screen.resize(1900, 1000)
    window.setGeometry(20, 8, 1860, 960)
    screen.set_theme(theme)
    screen.set_language(language)
    for _ in range(3):
        time.sleep(0.1)
        settle(app, board)
    screen.grab().save(str(path))
    screen.set_theme("mono")
    screen.set_language("de")
    screen.resize(size)
    window.setGeometry(before)
    settle(app, board)


def board_shots(app: QApplication, screen, board, folder: Path, name: str) -> None:
    """The window as it is, in mono German and colour English; back to mono German."""
    for theme, language in (("mono", "de"), ("colour", "en")):
        screen.set_theme(theme)
        screen.set_language(language)
        settle(app, board)
        screen.grab().save(str(folder / f"{name}-{theme}-{language}.png"))
    screen.set_theme("mono")
    screen.set_language("de")
    settle(app, board)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    QCoreApplication.setOrganizationName("CardsuiteScreenshots")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()  # PrefClub's member files

    from cardsuite.app import create_application, create_main_window, parse_args
    from cardsuite.games.vierfrei.solver import solve

    app = create_application(sys.argv[:1])
    screen = create_main_window(parse_args(["--lang", "de"]))
    screen.resize(800, 600)
    screen.show()
    settle(app)
    screen.grab().save(str(args.folder / "desktop-mono.png"))
    if app.platformName() == "xcb":
        # A dropped-down menu is a window of its own: take the whole screen.
        screen.menu_bar.open_menu(3)
        settle(app)
        picture = app.primaryScreen().grabWindow(0).copy(screen.frameGeometry())
        picture.save(str(args.folder / "menu-options-de.png"))
        screen.menu_bar.close_menu()
        settle(app)

    window = screen.open_game("vierfrei", deal=617)
    window.setGeometry(90, 8, 700, 560)
    board = window.content()
    settle(app, board)
    # A few moves so that the picture shows free cells and foundations in use.
    for move in solve(board.game.position).moves[:5]:  # moves that keep it solvable
        board.act([move])
        settle(app, board)
    # The hint (F4) once the background search has answered, and the keyboard cursor.
    board.solver.wait(30)
    for _ in range(50):
        settle(app)
        if "lösbar" in board.info() or "olvable" in board.info():
            break
    board.show_hint()
    settle(app)
    screen.grab().save(str(args.folder / "vierfrei-hint-de.png"))
    board.scene_for_tests().hide_hint()
    for theme in ("mono", "colour"):
        screen.set_theme(theme)
        for language in ("de", "en"):
            screen.set_language(language)
            settle(app, board)
            screen.grab().save(str(args.folder / f"vierfrei-{theme}-{language}.png"))
    window.close_window()
    screen.set_theme("mono")
    screen.set_language("de")
    skat_screenshots(app, screen, args.folder)
    binokel_screenshots(app, screen, args.folder)
    binokel_press_screenshots(app, screen, args.folder)
    pref_screenshots(app, screen, args.folder)
    return 0


def skat_screenshots(app: QApplication, screen, folder: Path) -> None:
    """A Skat deal three tricks into the play (the player passed), and the score list after it."""
    import time

    from cardsuite.games.skat.game import NoDouble, Pass, Phase, Play

    for seat in (1, 2):
        QSettings().setValue(f"skat/level{seat}", "easy")
    # The session's seed fixes the computer players' choices: the same pictures every run.
    window = screen.open_game("skat", deal=2, seed=1)
    window.setGeometry(40, 8, 740, 560)
    board = window.content()

    def step(tricks: int = 10, stop=lambda: False) -> None:
        """One look at the board: collect a trick, or act for the player (pass, no Kontra,
        the first legal card) until ``tricks`` tricks are played or ``stop()`` says so."""
        app.processEvents()
        time.sleep(0.01)
        if not board.waiting_for_player() or board.deal.phase is Phase.FINISHED or stop():
            return
        if board.pending_trick is not None:
            board.collect_trick()
        elif board.deal.phase is Phase.BIDDING:
            board.human(Pass())
        elif board.deal.phase is Phase.KONTRA:
            board.human(NoDouble())
        elif board.deal.phase is Phase.PLAYING and len(board.deal.tricks) < tricks:
            board.human(next(a for a in board.deal.legal_actions() if isinstance(a, Play)))

    while not (len(board.deal.tricks) >= 3 and board.waiting_for_player()
               and board.pending_trick is None):
        step(3)
    settle(app, board)
    screen.grab().save(str(folder / "skat-mono-de.png"))
    # The four-colour tournament deck (Options), in the colour theme it needs.
    screen.set_theme("colour")
    board.action_deck.trigger()
    settle(app, board)
    screen.grab().save(str(folder / "skat-four-colour-de.png"))
    board.action_deck.trigger()
    screen.set_theme("mono")
    settle(app, board)
    if board.can_play():
        # The hint (F4): the strongest computer player's card raised in the hand; then the
        # claim of the rest (C) refused in the info line.  Both in mono German and colour
        # English.
        board.show_hint()
        while board._hinting:
            app.processEvents()
            time.sleep(0.01)
        board_shots(app, screen, board, folder, "skat-hint")
        board.claim_rest()
        while board._claiming:
            app.processEvents()
            time.sleep(0.01)
        board_shots(app, screen, board, folder, "skat-claim")
    # The last trick (L): a dialog of its own over the table, in both themes and languages.
    board.show_last_trick()
    dialog_shots(app, screen, board, folder, "skat-last-trick")
    board.last_trick_dialog.accept()
    # Why not: the playable cards marked (the option), a refused card clicked; the seats
    # show the dealer, the declarer and whose turn it is.
    board.action_mark.trigger()

    def refused_keys() -> list:
        legal = {a.card for a in board.deal.legal_actions() if isinstance(a, Play)}
        return [key for key in board.hand_keys() if board.card_of(key) not in legal]

    def must_follow() -> bool:
        return bool(board.waiting_for_player() and board.can_play() and board.deal.trick
                    and refused_keys())

    while board.deal.phase is not Phase.FINISHED and not must_follow():
        step(stop=must_follow)
    if board.deal.phase is not Phase.FINISHED:
        board.card_clicked(refused_keys()[0])
        board_shots(app, screen, board, folder, "skat-why-not")
        # The bidding (B): a dialog of its own over the table.
        board.show_auction()
        dialog_shots(app, screen, board, folder, "skat-bidding")
        board.auction_dialog.accept()
    board.action_mark.trigger()
    while board.deal.phase is not Phase.FINISHED:
        step()
    while board.result_dialog is None:
        app.processEvents()
        if board.pending_trick is not None and board.waiting_for_player():
            board.collect_trick()  # the last trick: the result follows its collection
    board.result_dialog.accept()
    while board.list_dialog is None:
        app.processEvents()
    settle(app, board)
    screen.set_language("en")
    for _ in range(5):  # the list shrinks to the English texts: let the screen repaint behind it
        time.sleep(0.1)
        settle(app, board)
    if app.platformName() == "xcb":  # the list is a window of its own: take the whole screen
        picture = app.primaryScreen().grabWindow(0).copy(screen.frameGeometry())
        picture.save(str(folder / "skat-list-en.png"))
    board.list_dialog.reject()
    # The deal log (P): the deal over, its third trick.
    screen.set_language("de")
    settle(app, board)
    board.show_deal_log()
    board.deal_log_dialog.go(3)
    dialog_shots(app, screen, board, folder, "skat-deal-log")
    board.deal_log_dialog.accept()
    # An earlier deal's log from the Skatliste (a click on its game): over the list.
    board.show_list()
    board.list_dialog.game_chosen.emit(0)
    board.played_log_dialog.go(2)
    dialog_shots(app, screen, board, folder, "skat-list-log")
    board.played_log_dialog.accept()
    board.list_dialog.reject()
    board.leave()
    board.worker.wait()
    window.close_window()


def binokel_press_screenshots(app: QApplication, screen, folder: Path) -> None:
    """The player pressing: he bids on until the bidding is his, takes the Dabb up and
    chooses one card his melds need — the meld of the cards he keeps in his box, the ticks
    on the cards the meld needs, the warning in the info line (colour English, mono
    German)."""
    import time

    from cardsuite.games.binokel.game import Bid, Phase

    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", "easy")
    window = screen.open_game("binokel", deal=5, seed=1)  # the same game every run
    window.setGeometry(20, 8, 760, 570)
    board = window.content()
    while board.start_dialog is None:
        app.processEvents()
    board.start_dialog.continue_button.click()
    while board.deal.phase is Phase.BIDDING or board.dabb_showing or board.thinking:
        app.processEvents()
        time.sleep(0.01)
        if not board.waiting_for_player():
            continue
        if board.dabb_showing:
            board.click_through()
        elif board.deal.phase is Phase.BIDDING and board.deal.to_move == 0:
            board.human(Bid(board.deal.next_bid))
    settle(app, board)
    if board.deal.solo != 0:
        raise SystemExit("binokel deal 5: the player did not win the bidding")
    scene = board.scene_for_tests()
    ticked = [pid for pid in scene.hand_ids(0) if scene.card_items[pid].marked]
    board.toggle_selected(ticked[0])
    for theme, language in (("colour", "en"), ("mono", "de")):
        screen.set_theme(theme)
        screen.set_language(language)
        settle(app, board)
        screen.grab().save(str(folder / f"binokel-press-{theme}-{language}.png"))
    board.leave()
    board.worker.wait()
    window.close_window()


def binokel_screenshots(app: QApplication, screen, folder: Path) -> None:
    """The Binokel start screen, the meld screen of a computer player's game (the player
    passes), and the table four tricks into the play."""
    import time

    from cardsuite.games.binokel.game import Pass, Phase, Play

    def whole_screen(name: str) -> None:
        if app.platformName() == "xcb":  # dialogs are windows of their own
            picture = app.primaryScreen().grabWindow(0).copy(screen.frameGeometry())
            picture.save(str(folder / name))

    screen.set_language("de")
    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", "easy")
    QSettings().setValue("binokel/name", "Wolfgang")
    window = screen.open_game("binokel", deal=3, seed=1)  # the same game every run
    window.setGeometry(20, 8, 760, 570)
    board = window.content()
    while board.start_dialog is None:
        app.processEvents()
    settle(app, board)
    whole_screen("binokel-start-de.png")
    board.start_dialog.continue_button.click()
    while board.deal.phase is not Phase.PLAYING or board.meld_dialog is not None \
            or board.shown_dialog is not None or not board.can_play() or len(board.deal.tricks) < 4:
        app.processEvents()
        time.sleep(0.01)
        if not board.waiting_for_player():
            continue
        if board.waiting_for_click():
            board.click_through()
        elif board.meld_dialog is not None:
            settle(app, board)
            screen.set_language("en")
            settle(app, board)
            whole_screen("binokel-meld-en.png")
            screen.set_language("de")
            board.meld_dialog.ok_button.click()
        elif board.shown_dialog is not None:
            board.shown_dialog.ok_button.click()
        elif board.result_dialog is not None:  # a computer player went out: the next game
            board.result_dialog.ok_button.click()
        elif board.pad_dialog is not None:
            board.pad_dialog.continue_button.click()
        elif board.deal.phase is Phase.BIDDING and board.deal.to_move == 0:
            board.human(Pass())
        elif board.can_play():
            board.human(next(a for a in board.deal.legal_actions() if isinstance(a, Play)))
    board.move_cursor(3)
    settle(app, board)
    screen.grab().save(str(folder / "binokel-mono-de.png"))
    large_shot(app, screen, window, board, folder / "binokel-large-colour-en.png", "colour", "en")
    board.leave()
    board.worker.wait()
    window.close_window()


def pref_screenshots(app: QApplication, screen, folder: Path) -> None:
    """PrefClub: the doorman and the table (German), the board in colour three tricks into a
    deal the player defends or plays in ALL PASS, and the score sheet after it."""
    import time

    from PySide6.QtCore import QTimer

    from cardsuite.games.pref.game import Pass, PassWhist, Phase
    from cardsuite.ui.boards.pref.club import DoormanDialog, MemberFileDialog, TableDialog
    from cardsuite.ui.gem.alert import GemAlert

    def whole_screen(name: str) -> None:
        if app.platformName() == "xcb":  # dialogs are windows of their own
            picture = app.primaryScreen().grabWindow(0).copy(screen.frameGeometry())
            picture.save(str(folder / name))

    def at_door(dialog) -> None:
        dialog.name_edit.setText("Wolfgang")
        settle(app)
        whole_screen("pref-doorman-de.png")
        dialog.enter_button.click()

    def at_table(dialog) -> None:
        dialog.choose("hilde", "baron")
        dialog.limit_edit.setText("20")
        settle(app)
        whole_screen("pref-table-de.png")
        dialog.ok_button.click()

    steps = [(DoormanDialog, at_door), (GemAlert, lambda alert: alert.button(0).click()),
             (MemberFileDialog, lambda dialog: dialog.ok_button.click()), (TableDialog, at_table)]

    def answer() -> None:
        if not steps:
            return
        QTimer.singleShot(20, answer)  # first: the step may wait in the next dialog
        widget = QApplication.activeModalWidget()
        if isinstance(widget, steps[0][0]) and widget.isVisible():
            steps.pop(0)[1](widget)

    screen.set_language("de")
    QTimer.singleShot(0, answer)
    window = screen.open_game("pref", seed=2)  # every run the Baron plays 6 spades
    window.setGeometry(20, 8, 760, 570)
    board = window.content()
    shot = False
    while True:
        app.processEvents()
        time.sleep(0.01)
        if not board.waiting_for_player():
            continue
        deal = board.deal
        if board.waiting_for_click():
            board.click_through()
        elif board.sheet_dialog is not None:
            if shot:
                break
            board.sheet_dialog.reject()
            board.deal_next()
        elif not shot and deal.phase is Phase.PLAYING and len(deal.tricks) >= 3 \
                and deal.to_move == 0:
            screen.set_theme("colour")
            settle(app, board)
            screen.grab().save(str(folder / "pref-colour-de.png"))
            large_shot(app, screen, window, board, folder / "pref-large-de.png", "mono", "de")
            screen.set_theme("colour")
            shot = True
        elif deal.to_move == 0 and not deal.is_finished:
            legal = deal.legal_actions()
            board.human(next((a for a in legal if isinstance(a, Pass | PassWhist)), legal[0]))
    settle(app, board)
    whole_screen("pref-sheet-de.png")
    screen.set_theme("mono")
    board.sheet_dialog.reject()
    board.leave()
    board.worker.wait()
    window.close_window()


if __name__ == "__main__":
    raise SystemExit(main())

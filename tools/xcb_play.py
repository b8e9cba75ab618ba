"""Play Cardsuite with real input on a real X screen: the pointer and the keys of xdotool.

    .venv/bin/python tools/xcb_play.py            # every step; screenshots in build/screenshots/

What a person does, through the X server, on the xcb platform under Xvfb (issue 7): open
Vierfrei from its desktop icon, set the animation speed in the menu, F2 with a deal number,
drag a card to a legal place and to an illegal one, drag a run, undo; open Skat from the Games
menu, bid, pass and play a trick with the mouse; Binokel from its icon and PrefClub from the
menu (through the club's doorman and table), the same; switch the language and the theme while
the games are open; close each game with its closer (Skat, Binokel and Vierfrei keep their
games without a question; PrefClub asks: first Stay, then Leave); open each game the other
way (menu / icon), where the kept game is offered (Continue, the default), and close it;
quit from the File menu.

The suite runs under tools/xcb_probe.py, which only answers questions ("where is the card
7H on the screen", "what does the deal say now"): every input comes from xdotool.  Each step
is judged by the game state (via the probe) and by pixels of the real screen: the dragged card
lies at its target exactly as the suite paints that card, the colour theme shows colour, the
menu bar is redrawn in German.  A screenshot per step goes to ``build/screenshots/``.

Fails (exit 1) on the first step that does not come out as expected, and on any traceback,
error, warning or Qt log line in the suite's output, or an exit status other than 0.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import xcb_smoke as smoke  # noqa: E402

ROOT = smoke.ROOT
SHOTS = ROOT / "build" / "screenshots"
STEP_TIMEOUT = 20.0


class PlayFailure(Exception):
    """A step that did not come out as expected, in one line."""


class Player:
    """The person at the screen: xdotool for hands, the probe for reading the game."""

    def __init__(self, env: dict[str, str], probe: Path, app: subprocess.Popen) -> None:
        self.env = env
        self.probe = probe
        self.app = app
        self.shots = 0
        self.xdotool = smoke.need("xdotool")
        self.steps: list[str] = []

    # --- reading ---------------------------------------------------------------------------

    def ask(self, expression: str):
        if self.app.poll() is not None:
            raise PlayFailure(f"the suite exited with status {self.app.returncode}")
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(STEP_TIMEOUT)
            connection.connect(str(self.probe))
            connection.sendall(expression.encode("utf-8") + b"\n")
            answer = b""
            while not answer.endswith(b"\n"):
                chunk = connection.recv(65536)
                if not chunk:
                    break
                answer += chunk
        reply = json.loads(answer.decode("utf-8"))
        if "error" in reply:
            raise PlayFailure(f"probe: {expression}: {reply['error']}\n{reply.get('trace', '')}")
        return reply["ok"]

    def wait_for(self, expression: str, what: str, timeout: float = STEP_TIMEOUT):
        deadline = time.monotonic() + timeout
        while True:
            value = self.ask(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise PlayFailure(f"{what}: not so after {timeout:.0f} s ({expression})")
            time.sleep(0.1)

    def probe_ready(self) -> bool:
        try:
            return bool(self.ask("main_window() is not None and main_window().isVisible()"))
        except OSError:
            return False

    # --- hands -----------------------------------------------------------------------------

    def xdo(self, *arguments: object) -> None:
        result = subprocess.run([self.xdotool, *map(str, arguments)], env=self.env,
                                capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise PlayFailure(f"xdotool {' '.join(map(str, arguments))}: {result.stderr.strip()}")

    def move(self, point) -> None:
        self.xdo("mousemove", "--sync", point[0], point[1])
        time.sleep(0.05)

    def click(self, point, button: int = 1) -> None:
        self.move(point)
        self.xdo("click", button)
        time.sleep(0.15)

    def double_click(self, point) -> None:
        self.move(point)
        self.xdo("click", "--repeat", 2, "--delay", 80, 1)
        time.sleep(0.2)

    def drag(self, start, end, steps: int = 12) -> None:
        self.move(start)
        self.xdo("mousedown", 1)
        time.sleep(0.1)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step // steps
            y = start[1] + (end[1] - start[1]) * step // steps
            self.xdo("mousemove", x, y)
            time.sleep(0.03)
        time.sleep(0.1)
        self.xdo("mouseup", 1)
        time.sleep(0.2)

    def key(self, *keys: str) -> None:
        self.xdo("key", "--delay", 60, *keys)
        time.sleep(0.15)

    def type(self, text: str) -> None:
        self.xdo("type", "--delay", 60, text)
        time.sleep(0.1)

    def choose_menu(self, title_index: int, item: str, submenu: str | None = None) -> None:
        """Point at a menu title (GEM menus drop down under the pointer), click an item."""
        titles = self.ask("menu_titles()")
        where = self.ask(f"menu_title({titles[title_index]!r})")
        self.move([where[0] + 3, where[1]])  # from elsewhere on the bar, as a hand comes
        self.move(where)
        try:
            items = self.wait_for("open_menu_items()", "", timeout=1.5)
        except PlayFailure:  # the pointer rested on the title already: a click drops it down
            self.click(where)
            items = self.wait_for("open_menu_items()", f"the {titles[title_index]} menu drops down")
        wanted = submenu or item
        found = next((entry for entry in items if entry[0] == wanted), None)
        if found is None or not found[3]:
            raise PlayFailure(f"no enabled {wanted!r} in the {titles[title_index]} menu: "
                              f"{[entry[0] for entry in items]}")
        self.click(found[1:3])

    # --- eyes ------------------------------------------------------------------------------

    def shot(self, name: str) -> Path:
        self.shots += 1
        path = SHOTS / f"{self.shots:02d}-{name}.png"
        time.sleep(0.3)
        result = subprocess.run([smoke.need("import"), "-window", "root", str(path)], env=self.env,
                                capture_output=True, text=True, check=False)
        if result.returncode != 0 or not path.exists():
            raise PlayFailure(f"import could not take a screenshot: {result.stderr.strip()}")
        return path

    def step(self, text: str) -> None:
        self.steps.append(text)
        print(f"play: {text}", flush=True)


# --- pixels ----------------------------------------------------------------------------------


def crop(png: Path, rect, inset: int, out: Path) -> Path:
    x, y, width, height = rect
    subprocess.run([smoke.need("convert"), str(png), "-crop",
                    f"{width - 2 * inset}x{height - 2 * inset}+{x + inset}+{y + inset}", "+repage",
                    str(out)], check=True, capture_output=True)
    return out


def differing_pixels(first: Path, second: Path) -> int:
    """How many pixels differ between two pictures of the same size (ImageMagick's AE)."""
    result = subprocess.run([smoke.need("compare"), "-metric", "AE", str(first), str(second),
                             "null:"], capture_output=True, text=True, check=False)
    text = result.stderr.strip().split()[0] if result.stderr.strip() else ""
    try:
        return int(float(text))
    except ValueError:
        raise PlayFailure(f"compare could not compare {first} and {second}: {result.stderr.strip()}") from None


def card_on_screen(player: Player, screenshot: Path, card: str, scratch: Path) -> int:
    """Pixels of the screen at Vierfrei card ``card``'s place that differ from that card as the
    suite paints it (3 px in from the edge: the corners are rounded)."""
    painted = scratch / f"card-{card}.png"
    player.ask(f"vierfrei_render({card!r}, {str(painted)!r})")
    rect = player.ask(f"vierfrei_card({card!r})")["rect"]
    on_screen = crop(screenshot, rect, 3, scratch / f"screen-{card}.png")
    expected = crop(painted, [0, 0, rect[2], rect[3]], 3, scratch / f"painted-{card}.png")
    return differing_pixels(on_screen, expected)


def colours(png: Path, rect) -> int:
    return len(smoke.colour_histogram(png, tuple(rect)))


# --- the steps -------------------------------------------------------------------------------


def vierfrei(player: Player, scratch: Path) -> None:
    player.double_click(player.ask("icon('vierfrei')"))
    player.wait_for("'vierfrei' in windows()", "Vierfrei opens from its desktop icon")
    player.wait_for("vierfrei_settled()", "the deal lies still")
    player.shot("vierfrei-opened")
    player.step("Vierfrei opened from its icon")

    player.choose_menu(3, player.ask("tr('MainWindow', 'Animation fast')"))
    player.wait_for("setting('speed') == 'fast'", "the Options menu sets the speed")
    player.step("animation speed set in the Options menu")

    player.click(player.ask("centre(board('vierfrei'))"))
    player.key("F2")
    dialog = player.wait_for("modal()", "F2 asks for a deal number")
    player.click(dialog["edits"][0][1:3])
    player.key("ctrl+a")
    player.type("4")
    player.key("Return")
    player.wait_for("vierfrei_state()['deal'] == 4 and modal() is None", "F2 4 deals game 4")
    player.wait_for("vierfrei_settled()", "the deal lies still")
    player.shot("vierfrei-deal-4")
    player.step("F2 with a number dealt game 4")

    # A legal drag: a single card onto another column.
    before = player.ask("vierfrei_state()")
    moves = [m for m in player.ask("vierfrei_moves()") if m[3] == 1 and m[1] in "12345678"]
    if not moves:
        raise PlayFailure(f"deal 4 offers no single-card move to a column: {before['board']}")
    source, target, card, _count = moves[0]
    start = player.ask(f"vierfrei_card({card!r})")["centre"]
    goal = player.ask(f"vierfrei_target({target!r}, {card!r})")
    player.drag(start, [goal[0] + goal[2] // 2, goal[1] + goal[3] // 2])
    player.wait_for(f"vierfrei_state()['moves'] == {before['moves'] + 1} and vierfrei_settled()",
                    f"dragging {card} from {source} to {target} moves it")
    screen = player.shot("vierfrei-legal-drag")
    wrong = card_on_screen(player, screen, card, scratch)
    if wrong:
        raise PlayFailure(f"{card} is not on the screen at its new place ({wrong} pixels differ)")
    player.step(f"dragged {card} from column {source} to column {target}: moved, and drawn there")

    # An illegal drag: a top card onto a column it does not build on.
    state = player.ask("vierfrei_state()")
    legal = {(m[0], m[1]) for m in player.ask("vierfrei_moves()")}
    tops = player.ask("[[str(i + 1), str(c[-1])] for i, c in "
                      "enumerate(board('vierfrei').game.position.columns) if c]")
    illegal = next(((s, card, t) for s, card in tops for t, _ in tops
                    if s != t and (s, t) not in legal), None)
    if illegal is None:
        raise PlayFailure("no illegal column-to-column drag to try")
    source, card, target = illegal
    home = player.ask(f"vierfrei_card({card!r})")
    goal = player.ask(f"vierfrei_target({target!r}, {card!r})")
    player.drag(home["centre"], [goal[0] + goal[2] // 2, goal[1] + goal[3] // 2])
    time.sleep(0.5)
    player.wait_for("vierfrei_settled()", "the refused card flies back")
    after = player.ask("vierfrei_state()")
    if after["board"] != state["board"]:
        raise PlayFailure(f"the illegal drag of {card} to {target} changed the position")
    if player.ask(f"vierfrei_card({card!r})")["rect"] != home["rect"]:
        raise PlayFailure(f"{card} did not fly back to its place after the illegal drag")
    screen = player.shot("vierfrei-illegal-drag")
    wrong = card_on_screen(player, screen, card, scratch)
    if wrong:
        raise PlayFailure(f"{card} is not drawn back at its place ({wrong} pixels differ)")
    player.step(f"dragged {card} onto column {target} (illegal): refused, back at its place")

    # A run: the head card of a sequence drags the cards on it along.
    runs = [m for m in player.ask("vierfrei_moves()") if m[3] >= 2]
    if not runs:
        raise PlayFailure(f"no run to drag in {player.ask('vierfrei_state()')['board']}")
    source, target, head, count = runs[0]
    before = player.ask("vierfrei_state()")
    start = player.ask(f"vierfrei_card({head!r})")["rect"]
    goal = player.ask(f"vierfrei_target({target!r}, {head!r})")
    player.drag([start[0] + start[2] // 2, start[1] + 8], [goal[0] + goal[2] // 2, goal[1] + goal[3] // 2])
    player.wait_for(f"vierfrei_state()['board'] != {before['board']!r} and vierfrei_settled()",
                    f"dragging the run of {count} from {head} moves it")
    column_now = player.ask(f"[str(c) for c in board('vierfrei').game.position.columns[{int(target) - 1}]]")
    if column_now[-count] != head:
        raise PlayFailure(f"the run headed by {head} is not on column {target}: {column_now}")
    screen = player.shot("vierfrei-run-drag")
    last = column_now[-1]
    wrong = card_on_screen(player, screen, last, scratch)
    if wrong:
        raise PlayFailure(f"the run's last card {last} is not drawn on column {target} ({wrong} pixels)")
    player.step(f"dragged a run of {count} cards ({head} …) from column {source} to {target}")

    player.key("ctrl+z")
    player.wait_for(f"vierfrei_state()['board'] == {before['board']!r} and vierfrei_settled()",
                    "Ctrl+Z takes the run back")
    player.shot("vierfrei-undo")
    player.step("Ctrl+Z undid the run")


def answer(player: Player, dialog: dict) -> None:
    """As a newcomer does: a name into an empty name field, then the default button."""
    for text, x, y in dialog["edits"]:
        if not text:
            player.click([x, y])
            player.type("Xaver")
    player.shot(dialog["class"].lower())
    if not any(b[3] for b in dialog["buttons"]) and dialog["choices"]:
        # Nothing to confirm yet: choose from the list (PrefClub's opponents) first.
        choice = next((c for c in dialog["choices"] if not c[3]), dialog["choices"][0])
        player.click(choice[1:3])
        player.step(f"{dialog['class']}: chose {choice[0]!r}")
        return
    button = next((b for b in dialog["buttons"] if b[3]), None) or dialog["buttons"][0]
    player.click(button[1:3])
    player.step(f"answered {dialog['class']} with {button[0]!r}")


def play_trick_game(player: Player, key: str, name: str, answer_modal: Callable[[dict], bool]) -> None:
    """Bid once, then pass; when the deal comes to the play, play legal cards with the mouse until
    a trick with the player's card is complete.  Dialogs: ``answer_modal`` first, else the
    default button."""
    bid = False
    played: list[str] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        dialog = player.ask("modal()")
        if dialog is not None:
            if not answer_modal(dialog):
                answer(player, dialog)
            time.sleep(0.2)
            continue
        state = player.ask(f"trick_state({key!r})")
        if played and state["tricks"] >= 1 and state["trick"] == 0 or \
                played and state["phase"] == "FINISHED":
            return
        if not state["waiting"]:
            time.sleep(0.1)
            continue
        legal = [card for card in player.ask(f"human_cards({key!r})") if card[3]]
        if legal:
            if not played:
                player.shot(f"{key}-to-play")
            player.click(legal[0][1:3])
            player.wait_for(f"trick_state({key!r})['history'] > {state['history']}",
                            f"{name}: a click on {legal[0][0]} plays it")
            played.append(legal[0][0])
            continue
        if state["phase"] in LAYING_AWAY and state["to_move"] == 0:
            lay_away(player, key, name)
            continue
        buttons = player.ask(f"bar_buttons({key!r})")
        if buttons:
            # Bid once, then pass; after the bidding the first offer (whist, Kontra: play on).
            chosen = buttons[-1] if bid and state["phase"] == "BIDDING" else buttons[0]
            player.shot(f"{key}-{state['phase'].lower()}")
            player.click(chosen[1:3])
            player.wait_for(f"trick_state({key!r})['history'] > {state['history']} or modal() is not None",
                            f"{name}: the button {chosen[0]!r} is taken")
            player.step(f"{name}: clicked {chosen[0]!r}")
            bid = bid or state["phase"] == "BIDDING"
            continue
        if state["to_move"] != 0 or state["phase"] == "FINISHED":  # a trick lies there: a click collects it
            player.click(player.ask(f"centre(board({key!r}))"))
            continue
        time.sleep(0.1)
    raise PlayFailure(f"{name}: no trick played within 120 s ({player.ask(f'trick_state({key!r})')})")


LAYING_AWAY = {"PUSHING", "PRESSING", "DISCARDING"}  # Skat's skat, Binokel's dabb, the widow


def lay_away(player: Player, key: str, name: str) -> None:
    """Click cards of the hand (no jacks: the Amiga rules keep them) one by one until the board
    offers its lay-away button, then click that; done when the phase is over."""
    clicked: set[str] = set()
    deadline = time.monotonic() + STEP_TIMEOUT
    while player.ask(f"trick_state({key!r})")["phase"] in LAYING_AWAY:
        if player.ask("modal()") is not None or time.monotonic() > deadline:
            return
        buttons = player.ask(f"bar_buttons({key!r})")
        if buttons and clicked:
            player.click(buttons[0][1:3])
            time.sleep(0.3)
            continue
        cards = [c for c in player.ask(f"human_cards({key!r})")
                 if c[0] not in clicked and not c[0].startswith("J")]
        if not cards:
            raise PlayFailure(f"{name}: laid away {sorted(clicked)} and still asked for more")
        player.click(cards[-1][1:3])
        clicked.add(cards[-1][0])
        time.sleep(0.3)
    player.shot(f"{key}-laid-away")
    player.step(f"{name}: laid cards away with the mouse (clicked {', '.join(sorted(clicked))})")


def skat(player: Player) -> None:
    player.choose_menu(2, "Skat")
    player.wait_for("'skat' in windows()", "Skat opens from the Games menu")
    player.step("Skat opened from the Games menu")
    play_trick_game(player, "skat", "Skat", lambda _dialog: False)
    player.shot("skat-trick")
    player.step("Skat: bid, passed and played a trick with the mouse")


def binokel(player: Player) -> None:
    player.double_click(player.ask("icon('binokel')"))
    player.wait_for("'binokel' in windows()", "Binokel opens from its icon")
    player.step("Binokel opened from its icon")
    play_trick_game(player, "binokel", "Binokel", lambda _dialog: False)
    player.shot("binokel-trick")
    player.step("Binokel: bid, passed and played a trick with the mouse")


def pref(player: Player) -> None:
    player.choose_menu(2, "PrefClub")
    deadline = time.monotonic() + STEP_TIMEOUT
    while "pref" not in player.ask("windows()"):  # the doorman, the member's file, the table
        dialog = player.ask("modal()")
        if dialog is not None:
            answer(player, dialog)
        if time.monotonic() > deadline:
            raise PlayFailure(f"PrefClub: no table after the doorman ({dialog})")
        time.sleep(0.2)
    player.step("PrefClub opened from the Games menu, through the doorman and the table")
    play_trick_game(player, "pref", "PrefClub", lambda _dialog: False)
    player.shot("pref-trick")
    player.step("PrefClub: bid, passed and played a trick with the mouse")


def language_and_theme(player: Player) -> None:
    before = player.ask("menu_titles()")
    player.choose_menu(3, "Deutsch")
    player.wait_for("language() == 'de'", "the Options menu switches to German")
    titles = player.wait_for("menu_titles() != " + repr(before) + " and menu_titles()",
                             "the menu bar in German")
    expected = player.ask("[tr('MainWindow', t) for t in ('Desk', 'File', 'Games', 'Options', 'Help')]")
    if titles != expected or titles == before:
        raise PlayFailure(f"menu bar after the switch: {titles}, expected {expected}")
    screen = player.shot("german")
    # The bar as the suite paints it now is the bar on the screen.
    painted = SHOTS.parent / "painted-main.png"
    origin = player.ask(f"grab({str(painted)!r})")
    bar = player.ask("screen_rect(main_window().menu_bar)")
    local = [bar[0] - origin[0], bar[1] - origin[1], bar[2], bar[3]]
    wrong = differing_pixels(crop(screen, bar, 0, SHOTS.parent / "bar-screen.png"),
                             crop(painted, local, 0, SHOTS.parent / "bar-painted.png"))
    if wrong:
        raise PlayFailure(f"the menu bar on the screen is not the German one ({wrong} pixels differ)")
    player.step(f"language switched to German with games open: {titles}")

    rect = player.ask("screen_rect(main_window())")
    mono = colours(screen, rect)
    player.choose_menu(3, player.ask("tr('MainWindow', 'Colour (ST Medium)')"))
    player.wait_for("theme() == 'colour'", "the Options menu switches to the colour theme")
    screen = player.shot("colour")
    coloured = colours(screen, rect)
    if coloured <= 2 or coloured <= mono:
        raise PlayFailure(f"the colour theme shows {coloured} colours (monochrome: {mono})")
    player.step(f"theme switched to colour: {mono} → {coloured} colours on the screen")


def close_games(player: Player) -> None:
    """Skat, Binokel and Vierfrei close with their closer without a question: the game is
    kept for the next opening (issue 17).  PrefClub's closer asks (leaving costs the
    penalty): first Stay, then Leave."""
    for key in ("skat", "binokel", "vierfrei"):
        player.click(player.ask(f"title_bar({key!r})"))
        player.click(player.ask(f"closer({key!r})"))
        player.wait_for(f"{key!r} not in windows() and modal() is None",
                        f"{key}: the closer closes the window without a question")
        player.step(f"{key}: closer → closed, the game kept for the next opening")
    key = "pref"
    player.click(player.ask(f"title_bar({key!r})"))
    player.click(player.ask(f"closer({key!r})"))
    alert = player.wait_for("modal()", f"closing {key} in the middle of a game asks")
    player.shot(f"close-{key}-alert")
    stay = [b for b in alert["buttons"] if b[3]]  # the default keeps the game
    if not stay:
        raise PlayFailure(f"{key}: the alert has no default button: {alert}")
    player.click(stay[0][1:3])
    player.wait_for("modal() is None", f"{key}: the alert goes away")
    if key not in player.ask("windows()"):
        raise PlayFailure(f"{key}: the window closed although the player chose {stay[0][0]!r}")
    player.click(player.ask(f"closer({key!r})"))
    alert = player.wait_for("modal()", f"closing {key} again asks again")
    leave = [b for b in alert["buttons"] if not b[3]]
    player.click(leave[0][1:3])
    player.wait_for(f"{key!r} not in windows() and modal() is None",
                    f"{key}: {leave[0][0]!r} closes the window")
    player.step(f"{key}: closer → {stay[0][0]!r} kept it, closer → {leave[0][0]!r} closed it")
    player.shot("all-closed")


def open_the_other_way(player: Player) -> None:
    """Each game once more, the way it was not opened before: Vierfrei and Binokel from the
    Games menu, Skat and PrefClub from their icons; closed again at once."""
    for key, title, by_icon in (("vierfrei", "Vierfrei", False), ("skat", "Skat", True),
                                ("binokel", "Binokel", False), ("pref", "PrefClub", True)):
        if by_icon:
            player.double_click(player.ask(f"icon({key!r})"))
        else:
            player.choose_menu(2, title)
        deadline = time.monotonic() + STEP_TIMEOUT
        while key not in player.ask("windows()"):  # Binokel's start, PrefClub's doorman
            dialog = player.ask("modal()")
            if dialog is not None:
                answer(player, dialog)
            if time.monotonic() > deadline:
                raise PlayFailure(f"{title} did not open {'from its icon' if by_icon else 'from the menu'}")
            time.sleep(0.2)
        time.sleep(0.5)
        while (dialog := player.ask("modal()")) is not None:  # Binokel asks on its board
            answer(player, dialog)
            if time.monotonic() > deadline:
                raise PlayFailure(f"{title}: still asking after {STEP_TIMEOUT:.0f} s: {dialog}")
            time.sleep(0.3)
        player.shot(f"{key}-again")
        player.click(player.ask(f"closer({key!r})"))
        time.sleep(0.5)
        alert = player.ask("modal()")
        if alert is not None:  # a deal is under way: close all the same
            player.click(next(b for b in alert["buttons"] if not b[3])[1:3])
        player.wait_for(f"{key!r} not in windows() and modal() is None", f"{title} closes")
        player.step(f"{title} opened {'from its icon' if by_icon else 'from the Games menu'} and closed")


def quit_suite(player: Player) -> None:
    player.choose_menu(1, player.ask("tr('MainWindow', 'Quit Cardsuite')"))
    try:
        status = player.app.wait(smoke.EXIT_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise PlayFailure("the suite did not quit from the File menu") from None
    if status != 0:
        raise PlayFailure(f"the suite quit with status {status}")
    player.step("quit from the File menu, status 0")


def run_play() -> tuple[list[str], list[str]]:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for old in SHOTS.glob("*.png"):
        old.unlink()
    stdout_log, stderr_log = SHOTS / "play-stdout.log", SHOTS / "play-stderr.log"
    failures: list[str] = []
    display = smoke.free_display()
    server = smoke.start_xvfb(display, SHOTS / "xvfb.log")
    app: subprocess.Popen | None = None
    player: Player | None = None
    try:
        with tempfile.TemporaryDirectory(prefix="cardsuite-play-") as scratch_name:
            scratch = Path(scratch_name)
            env = smoke.clean_environment(display, scratch)
            probe = scratch / "probe.socket"
            command = [sys.executable, str(ROOT / "tools" / "xcb_probe.py"), str(probe), "--lang", "en"]
            with stdout_log.open("wb") as out, stderr_log.open("wb") as err:
                app = subprocess.Popen(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                                       stdout=out, stderr=err)
            player = Player(env, probe, app)
            deadline = time.monotonic() + smoke.WINDOW_TIMEOUT
            while not (probe.exists() and player.probe_ready()):
                if app.poll() is not None:
                    raise PlayFailure(f"the suite exited early with status {app.returncode}")
                if time.monotonic() > deadline:
                    raise PlayFailure("the suite's window did not come up")
                time.sleep(0.2)
            if smoke.visible_window(env) is None:
                raise PlayFailure("no visible Cardsuite window on the X screen")
            player.shot("desktop")
            player.step("the desktop is up")
            for scene in (vierfrei, skat, binokel, pref, language_and_theme, close_games,
                          open_the_other_way, quit_suite):
                if scene is vierfrei:
                    scene(player, scratch)
                else:
                    scene(player)
    except PlayFailure as failure:
        failures.append(str(failure))
        if player is not None:
            try:
                player.shot("failure")
            except PlayFailure:
                pass
    finally:
        if app is not None:
            smoke.stop(app, "suite")
        smoke.stop(server, "Xvfb")
    lines = smoke.bad_lines(stdout_log, stderr_log)
    if lines:
        failures.append(f"{len(lines)} error/warning line(s) in the output: {lines[0]}")
        for line in lines[:20]:
            print(f"  {line}", file=sys.stderr)
    return (player.steps if player else []), failures


def main() -> int:
    try:
        steps, failures = run_play()
    except smoke.SmokeFailure as failure:
        steps, failures = [], [str(failure)]
    if failures:
        print(f"xcb play: FAIL after {len(steps)} steps: {failures[0]}")
        for failure in failures[1:]:
            print(f"  also: {failure}")
        smoke.print_tail(SHOTS / "play-stderr.log")
        print(f"  screenshots and output in {SHOTS}", file=sys.stderr)
        return 1
    print(f"xcb play: PASS: {len(steps)} steps; screenshots in {SHOTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

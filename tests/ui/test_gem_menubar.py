"""The GEM menu bar: hover opens, hover switches, click chooses, titles follow the language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QImage, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

from cardsuite.ui.gem.menu_style import gem_shortcut_text
from cardsuite.ui.gem.menubar import BAR_PIXELS, GemMenuBar
from cardsuite.ui.gem.theme import current_theme, theme_manager
from cardsuite.ui.i18n import language_manager


class Screen:
    """A stand-in main window: the bar on top of an empty desktop."""

    def __init__(self, qtbot, titles: dict[str, str]) -> None:
        self.window = QWidget()
        self.window.resize(640, 400)
        layout = QVBoxLayout(self.window)
        layout.setContentsMargins(0, 0, 0, 0)
        self.bar = GemMenuBar(self.window)
        layout.addWidget(self.bar)
        layout.addStretch(1)
        self.titles = titles
        self.desk = self.bar.add_menu(lambda: self.titles["desk"])
        self.about = self.desk.addAction("About Cardsuite ...")
        self.game = self.bar.add_menu(lambda: self.titles["game"])
        self.new_deal = self.game.addAction("New deal")
        self.new_deal.setShortcut(QKeySequence("Ctrl+N"))
        self.game.addSeparator()
        self.undo = self.game.addAction("Undo")
        self.undo.setEnabled(False)
        group = QActionGroup(self.game)
        self.mono = self.game.addAction("Mono")
        self.colour = self.game.addAction("Colour")
        for action in (self.mono, self.colour):
            action.setCheckable(True)
            group.addAction(action)
        self.mono.setChecked(True)
        self.options = self.bar.add_menu(lambda: self.titles["options"])
        self.sound = self.options.addAction("Sound")
        qtbot.addWidget(self.window)
        self.window.show()
        qtbot.waitExposed(self.window)

    def hover(self, index: int) -> None:
        # Qt drops a move to where the pointer already is (a previous test may
        # have left it there), so arrive at the title's centre in two steps.
        rect = self.bar.title_rects()[index]
        QTest.mouseMove(self.bar, rect.topLeft() + QPoint(1, 1))
        QTest.mouseMove(self.bar, rect.center())


@pytest.fixture
def screen(qtbot):
    screen = Screen(qtbot, {"desk": "Desk", "game": "Game", "options": "Options"})
    yield screen
    screen.bar.close_menu()


def ink_pixels(image: QImage, rect) -> set[tuple[int, int]]:
    ink = current_theme().ink.rgb()
    return {
        (x, y)
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
        if image.pixel(x, y) == ink
    }


def test_bar_is_a_white_line_with_a_black_line_under_it(screen) -> None:
    bar = screen.bar
    assert bar.height() == BAR_PIXELS + 1 == bar.bar_height() == 19  # TOS: 19, line at y = 18
    image = bar.grab().toImage()
    ink, paper = current_theme().ink.rgb(), current_theme().paper.rgb()
    x = bar.width() - 5  # right of every title
    assert all(image.pixel(x, y) == paper for y in range(BAR_PIXELS))
    assert all(image.pixel(x, BAR_PIXELS) == ink for x in range(bar.width()))


def test_titles_are_padded_and_laid_out_left_to_right(screen) -> None:
    rects = screen.bar.title_rects()
    assert screen.bar.titles() == ["Desk", "Game", "Options"]
    assert [menu.title() for menu in screen.bar.menus()] == ["Desk", "Game", "Options"]
    assert rects[0].left() > 0
    for left, right in zip(rects, rects[1:], strict=False):
        assert right.left() == left.right() + 1
    metrics = screen.bar.fontMetrics()
    assert rects[1].width() == metrics.horizontalAdvance(" Game ")
    assert screen.bar.desk_menu() is screen.desk


def test_hovering_a_title_drops_its_menu_down(qtbot, screen) -> None:
    assert not screen.game.isVisible()
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)
    assert screen.bar.open_index() == 1
    # The box hangs from the bar's line, under its title.
    top_left = screen.bar.mapFromGlobal(screen.game.geometry().topLeft())
    assert top_left.y() == BAR_PIXELS
    assert screen.bar.title_rects()[1].left() <= top_left.x() < screen.bar.title_rects()[1].right()
    # The open title is inverted.
    image = screen.bar.grab().toImage()
    corner = screen.bar.title_rects()[1].topLeft() + QPoint(1, 1)
    assert image.pixel(corner) == current_theme().ink.rgb()


def test_moving_to_another_title_switches_menus(qtbot, screen) -> None:
    screen.hover(0)
    qtbot.waitUntil(screen.desk.isVisible)
    screen.hover(2)
    qtbot.waitUntil(screen.options.isVisible)
    assert not screen.desk.isVisible()
    assert screen.bar.open_index() == 2
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)
    assert not screen.options.isVisible()


def test_clicking_an_item_triggers_it_and_closes_the_menu(qtbot, screen) -> None:
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)
    centre = screen.game.actionGeometry(screen.new_deal).center()
    QTest.mouseMove(screen.game, centre)
    with qtbot.waitSignal(screen.new_deal.triggered, timeout=2000):
        QTest.mouseClick(
            screen.game, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
        )
    qtbot.waitUntil(lambda: not screen.game.isVisible())
    assert screen.bar.open_index() == -1


def test_radio_items_stay_exclusive(qtbot, screen) -> None:
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)
    centre = screen.game.actionGeometry(screen.colour).center()
    QTest.mouseMove(screen.game, centre)
    QTest.mouseClick(screen.game, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    assert screen.colour.isChecked()
    assert not screen.mono.isChecked()


def test_clicking_elsewhere_closes_the_menu(qtbot, screen) -> None:
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)
    away = QPoint(600, 350)
    QTest.mouseMove(screen.window, away)
    assert screen.game.isVisible()  # moving away alone keeps it open, as in GEM
    # An open menu grabs the mouse: the window system hands it every click.
    # QTest delivers a click straight to the widget given, so give the menu.
    outside = screen.game.mapFromGlobal(screen.window.mapToGlobal(away))
    assert not screen.game.rect().contains(outside)
    QTest.mouseClick(
        screen.game, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, outside
    )
    qtbot.waitUntil(lambda: not screen.game.isVisible())
    assert screen.bar.open_index() == -1
    # Re-entering the title drops it down again.
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)


def test_shortcuts_work_while_the_menus_are_closed(qtbot, screen) -> None:
    screen.window.activateWindow()
    qtbot.waitUntil(screen.window.isActiveWindow)
    assert not screen.game.isVisible()
    with qtbot.waitSignal(screen.new_deal.triggered, timeout=2000):
        QTest.keyClick(screen.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)


def test_install_shortcuts_hands_every_item_to_a_widget(qtbot, screen) -> None:
    other = QWidget()
    qtbot.addWidget(other)
    screen.bar.install_shortcuts(other)
    assert screen.new_deal in other.actions()
    assert screen.about in other.actions()
    assert all(not action.isSeparator() for action in other.actions())
    screen.bar.install_shortcuts(other)  # twice adds nothing twice
    assert other.actions().count(screen.new_deal) == 1


def test_titles_re_label_on_language_change(screen) -> None:
    old = screen.bar.title_rects()
    screen.titles.update(desk="Desk", game="Spiel", options="Einstellungen")
    language_manager().changed.emit("de")
    assert screen.bar.titles() == ["Desk", "Spiel", "Einstellungen"]
    assert screen.game.title() == "Spiel"
    new = screen.bar.title_rects()
    assert new[2].width() > old[2].width()
    assert new[2].left() == new[1].right() + 1


def test_drop_down_look(qtbot, screen) -> None:
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)
    QTest.mouseMove(screen.game, screen.game.actionGeometry(screen.new_deal).center())
    qtbot.waitUntil(lambda: screen.game.activeAction() is screen.new_deal)
    image = screen.game.grab().toImage()
    ink, paper = current_theme().ink.rgb(), current_theme().paper.rgb()
    width, height = image.width(), image.height()
    # 1 px black border, white inside, square corners.
    assert image.pixel(0, 0) == ink and image.pixel(width - 1, height - 1) == ink
    row = screen.game.actionGeometry(screen.colour).center().y()
    assert image.pixel(0, row) == ink and image.pixel(1, row) == paper
    # The item under the pointer is inverted: black background.
    selected = screen.game.actionGeometry(screen.new_deal)
    assert image.pixel(selected.left() + 2, selected.center().y()) == ink
    # Other items are white.
    mono = screen.game.actionGeometry(screen.mono)
    assert image.pixel(mono.right() - 2, mono.center().y()) == paper
    # Disabled items and separators are greyed by a checker: no two ink pixels side by side.
    for action in (screen.undo, screen.game.actions()[1]):
        assert action.isSeparator() or not action.isEnabled()
        pixels = ink_pixels(image, screen.game.actionGeometry(action))
        assert pixels, "a greyed item still shows something"
        assert not any((x + 1, y) in pixels for x, y in pixels)
    # The checked radio item shows a check mark in its first cells, the other not.
    cell = screen.game.fontMetrics().horizontalAdvance(" ")
    colour = screen.game.actionGeometry(screen.colour)
    assert ink_pixels(image, mono.adjusted(1, 0, 2 * cell - mono.width(), 0))
    assert not ink_pixels(image, colour.adjusted(1, 0, 2 * cell - colour.width(), 0))


def test_theme_change_keeps_black_on_white(qtbot, screen) -> None:
    try:
        theme_manager().set_theme("colour")
        image = screen.bar.grab().toImage()
        colours = {
            image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(image.height())
        }
        assert colours <= {QColor(0, 0, 0).rgb(), QColor(255, 255, 255).rgb()}
    finally:
        theme_manager().set_theme("mono")


def test_scale_two_doubles_the_bar(qtbot) -> None:
    bar = GemMenuBar(scale=2)
    qtbot.addWidget(bar)
    menu = bar.add_menu(lambda: "Desk")
    assert isinstance(menu, QMenu)
    assert bar.height() == 2 * (BAR_PIXELS + 1)
    assert bar.title_rects()[0].height() == 2 * BAR_PIXELS
    with pytest.raises(ValueError):
        GemMenuBar(scale=0)


def test_shortcut_text_uses_the_gem_caret() -> None:
    native = QKeySequence("Ctrl+Q").toString(QKeySequence.SequenceFormat.NativeText)
    assert gem_shortcut_text(native) == "^Q"
    assert gem_shortcut_text("F1") == "F1"


def test_actions_are_plain_qactions(screen) -> None:
    assert all(isinstance(action, QAction) for action in screen.game.actions())
    assert screen.new_deal.shortcut() == QKeySequence("Ctrl+N")


def test_clicking_the_open_title_closes_the_menu_until_the_pointer_comes_back(qtbot, screen):
    screen.hover(1)
    qtbot.waitUntil(screen.game.isVisible)
    title = screen.bar.title_rects()[1].center()
    on_title = screen.game.mapFromGlobal(screen.bar.mapToGlobal(title))
    QTest.mouseClick(
        screen.game, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, on_title
    )
    qtbot.waitUntil(lambda: not screen.game.isVisible())
    qtbot.wait(50)  # a replayed click must not drop it down again
    assert not screen.game.isVisible()
    QTest.mouseMove(screen.bar, title + QPoint(1, 0))  # still on the same title
    assert not screen.game.isVisible()
    QTest.mouseMove(screen.bar, screen.bar.title_rects()[0].center())
    qtbot.waitUntil(screen.desk.isVisible)

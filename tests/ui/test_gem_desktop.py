"""The GEM desktop: its dither, its icons, and how it stacks and activates windows."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QWidget

from cardsuite.ui.gem.desktop import inverted_picture
from cardsuite.ui.gem.theme import COLOUR, GREEN, MONO, RED, Theme, theme_manager
from cardsuite.ui.gem.window import GADGET, GemWindow
from cardsuite.ui.i18n import language_manager

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
BLACK = QColor(0, 0, 0)
WHITE = QColor(255, 255, 255)


def card_picture(theme: Theme) -> QPixmap:
    """A 32×32 card-like picture: an outlined box with a red-suit square in the middle."""
    picture = QPixmap(32, 32)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.fillRect(4, 2, 24, 28, theme.ink)
    painter.fillRect(5, 3, 22, 26, theme.paper)
    painter.fillRect(12, 12, 8, 8, theme.red_suit)
    painter.end()
    return picture


def assert_checker(image, rect: QRect, dot: QColor, paper: QColor) -> None:
    """Adjacent pixels alternate in both directions: a 50 % checker of ``dot`` on ``paper``."""
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            colour = image.pixelColor(x, y)
            assert colour in (dot, paper), (x, y, colour.name())
            assert image.pixelColor(x + 1, y) != colour, (x, y)
            assert image.pixelColor(x, y + 1) != colour, (x, y)


def test_mono_desktop_is_a_black_on_white_checker(desktop):
    image = desktop.grab().toImage()
    assert_checker(image, QRect(200, 100, 40, 30), BLACK, WHITE)
    assert_checker(image, QRect(600, 350, 20, 20), BLACK, WHITE)


def test_colour_desktop_is_green_on_white_and_repaints_on_theme_change(desktop):
    theme_manager().set_theme("colour")
    image = desktop.grab().toImage()
    assert_checker(image, QRect(300, 200, 40, 30), GREEN, WHITE)
    theme_manager().set_theme("mono")
    assert_checker(desktop.grab().toImage(), QRect(300, 200, 10, 10), BLACK, WHITE)


def test_desktop_checker_scales_to_whole_pixel_blocks(desktop):
    desktop.set_scale(2)
    image = desktop.grab().toImage()
    for y in range(100, 120):
        for x in range(100, 120):
            # Each dither pixel becomes a 2×2 block, and the blocks still alternate.
            assert image.pixelColor(x, y) == image.pixelColor(x - x % 2, y - y % 2)
            assert image.pixelColor(x, y) != image.pixelColor(x + 2, y)


def test_double_click_on_an_icon_opens_it_and_a_click_selects_it(desktop):
    opened = []
    desktop.add_icon("vierfrei", lambda: "Vierfrei", card_picture, lambda: opened.append("v"))
    desktop.add_icon("skat", lambda: "Skat", card_picture, lambda: opened.append("s"))
    vierfrei, skat = desktop.icon("vierfrei"), desktop.icon("skat")
    QTest.mouseClick(skat, LEFT, NO_MODIFIER, skat.picture_rect().center())
    assert skat.is_selected() and not vierfrei.is_selected()
    assert opened == []
    QTest.mouseDClick(vierfrei, LEFT, NO_MODIFIER, vierfrei.picture_rect().center())
    assert opened == ["v"]
    assert vierfrei.is_selected() and not skat.is_selected()
    # A click on the bare desktop deselects, as in GEM.
    QTest.mouseClick(desktop, LEFT, NO_MODIFIER, QPoint(400, 300))
    assert not vierfrei.is_selected() and not skat.is_selected()


def test_selected_icon_is_drawn_inverted(desktop):
    desktop.add_icon("skat", lambda: "Skat", card_picture, lambda: None)
    icon = desktop.icon("skat")
    box = icon.label_rect()
    plain = icon.grab().toImage()
    assert plain.pixelColor(box.left() + 1, box.top() + 1) == WHITE
    icon.set_selected(True)
    inverted = icon.grab().toImage()
    assert inverted.pixelColor(box.left() + 1, box.top() + 1) == BLACK
    inside = icon.picture_rect().topLeft() + QPoint(8, 8)  # paper inside the card outline
    assert plain.pixelColor(inside) == WHITE
    assert inverted.pixelColor(inside) == BLACK


def test_inverting_a_colour_picture_stays_in_the_four_colour_palette(qapp):
    picture = QPixmap(4, 1)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    for x, colour in enumerate((WHITE, BLACK, RED, GREEN)):
        painter.fillRect(x, 0, 1, 1, colour)
    painter.end()
    image = inverted_picture(picture, COLOUR).toImage()
    assert [image.pixelColor(x, 0) for x in range(4)] == [BLACK, WHITE, GREEN, RED]
    assert inverted_picture(picture, MONO).toImage().pixelColor(0, 0) == BLACK


def test_icons_stand_in_a_column_along_the_chosen_edge(desktop):
    for key in ("binokel", "skat", "prefclub", "vierfrei"):
        desktop.add_icon(key, lambda key=key: key.title(), card_picture, lambda: None)
    icons = desktop.icons()
    centres = [icon.geometry().center().x() for icon in icons]
    assert max(centres) - min(centres) <= 1 and max(centres) < 100  # centred on one axis
    tops = [icon.geometry().top() for icon in icons]
    assert tops == sorted(tops)
    assert all(
        a.geometry().bottom() < b.geometry().top() for a, b in zip(icons, icons[1:], strict=False)
    )
    desktop.set_icon_edge(Qt.Edge.RightEdge)
    assert all(icon.geometry().left() > 540 for icon in icons)


def test_icon_labels_follow_a_language_change(desktop):
    words = {"label": "Cards"}
    desktop.add_icon("cards", lambda: words["label"], card_picture, lambda: None)
    icon = desktop.icon("cards")
    assert icon.label() == "Cards"
    words["label"] = "Kartenspiele"
    language_manager().changed.emit("de")
    assert icon.label() == "Kartenspiele"
    assert icon.label_rect().width() > icon.label_rect().height() * 3  # resized to the longer text
    assert icon.width() >= icon.label_rect().width()


def test_added_windows_cascade_and_the_newest_is_active(desktop, qtbot):
    first, second = GemWindow(QWidget(), "One"), GemWindow(QWidget(), "Two")
    desktop.add_window(first)
    with qtbot.waitSignal(desktop.active_changed, timeout=1000) as changed:
        desktop.add_window(second)
    assert changed.args == [second]
    assert second.pos() - first.pos() == QPoint(GADGET, GADGET)
    assert desktop.windows() == [first, second]
    assert desktop.active_window() is second
    assert second.is_active() and not first.is_active()
    assert first.parentWidget() is desktop and second.isVisible()


def test_windows_cascade_to_the_right_of_the_icon_column(desktop):
    desktop.add_icon("skat", lambda: "Skat", card_picture, lambda: None)
    window = GemWindow(QWidget(), "One")
    desktop.add_window(window)
    assert window.x() > desktop.icon("skat").geometry().right()
    assert desktop.rect().contains(window.geometry())


def test_clicking_inside_an_inactive_window_activates_and_raises_it(desktop, qtbot):
    editor = QLineEdit()
    lower = GemWindow(editor, "Lower")
    upper = GemWindow(QWidget(), "Upper")
    desktop.add_window(lower)
    desktop.add_window(upper)
    lower.setGeometry(20, 20, 300, 200)
    upper.setGeometry(200, 100, 300, 200)
    activated = []
    lower.activated.connect(lambda: activated.append(True))
    with qtbot.waitSignal(desktop.active_changed, timeout=1000) as changed:
        # A click on the content widget (which takes the press itself) is enough.
        QTest.mouseClick(editor, LEFT, NO_MODIFIER, QPoint(5, 5))
    assert changed.args == [lower]
    assert activated == [True]
    assert desktop.active_window() is lower
    assert desktop.windows() == [upper, lower]
    assert lower.is_active() and not upper.is_active()
    # Raised: where the two overlap, the desktop now shows the lower window's work area.
    overlap = QPoint(250, 150)
    assert desktop.childAt(overlap) is editor


def test_clicking_a_window_frame_activates_it(desktop):
    lower = GemWindow(QWidget(), "Lower")
    upper = GemWindow(QWidget(), "Upper")
    desktop.add_window(lower)
    desktop.add_window(upper)
    lower.setGeometry(20, 20, 300, 200)
    upper.setGeometry(330, 20, 300, 200)
    QTest.mouseClick(lower, LEFT, NO_MODIFIER, QPoint(150, 9))
    assert desktop.active_window() is lower
    assert desktop.windows()[-1] is lower


def test_icons_lie_under_windows(desktop):
    desktop.add_icon("skat", lambda: "Skat", card_picture, lambda: None)
    window = GemWindow(QWidget(), "Over the icon")
    desktop.add_window(window)
    window.setGeometry(0, 0, 300, 200)
    assert desktop.childAt(desktop.icon("skat").geometry().center()) is not desktop.icon("skat")
    desktop.add_icon("binokel", lambda: "Binokel", card_picture, lambda: None)
    assert desktop.childAt(desktop.icon("binokel").geometry().center()) is not desktop.icon(
        "binokel"
    )


def test_scaling_keeps_windows_in_proportion(desktop):
    window = GemWindow(QWidget(), "Scaled")
    desktop.add_window(window)
    window.setGeometry(40, 30, 300, 200)
    desktop.resize(1280, 762)
    desktop.set_scale(2)
    assert window.scale() == 2
    assert window.geometry() == QRect(80, 60, 600, 400)
    assert window.closer_rect() == QRect(0, 0, 2 * GADGET, 2 * GADGET)

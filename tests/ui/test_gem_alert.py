"""GEM alert boxes: GEM's limits, Return for the default, Escape for cancel, equal buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from cardsuite.ui.gem.alert import (
    ICON_PIXELS,
    AlertIcon,
    AlertIconView,
    GemAlert,
    gem_alert,
    icon_image,
)
from cardsuite.ui.gem.theme import current_theme

LINES = ["The game is still running.", "Give it up?"]


def open_alert(qtbot, *args, **kwargs) -> GemAlert:
    alert = GemAlert(*args, **kwargs)
    qtbot.addWidget(alert)
    alert.open()
    qtbot.waitExposed(alert)
    return alert


def left_edge(image, y: int, count: int) -> list[bool]:
    ink = current_theme().ink.rgb()
    return [image.pixel(x, y) == ink for x in range(count)]


def test_more_than_five_lines_is_refused() -> None:
    with pytest.raises(ValueError, match="5 lines"):
        GemAlert(None, AlertIcon.EXCLAMATION, ["x"] * 6, ["OK"])


def test_more_than_three_buttons_is_refused() -> None:
    with pytest.raises(ValueError, match="3 buttons"):
        GemAlert(None, AlertIcon.QUESTION, LINES, ["A", "B", "C", "D"])


def test_no_button_or_a_wrong_index_is_refused() -> None:
    with pytest.raises(ValueError):
        GemAlert(None, AlertIcon.QUESTION, LINES, [])
    with pytest.raises(ValueError):
        GemAlert(None, AlertIcon.QUESTION, LINES, ["OK"], default=1)
    with pytest.raises(ValueError):
        GemAlert(None, AlertIcon.QUESTION, LINES, ["OK"], cancel=2)


def test_five_lines_and_three_buttons_are_fine(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.STOP, ["1", "2", "3", "4", "5"], ["A", "B", "C"])
    assert alert.lines() == ["1", "2", "3", "4", "5"]
    assert alert.button_count() == 3
    assert alert.isModal()
    assert alert.windowFlags() & Qt.WindowType.FramelessWindowHint


def test_return_chooses_the_default_button(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.QUESTION, LINES, ["Yes", "No"], default=1)
    QTest.keyClick(alert, Qt.Key.Key_Return)
    assert alert.chosen() == 1
    assert alert.result() == QDialog.DialogCode.Accepted
    assert not alert.isVisible()


def test_enter_on_the_keypad_also_chooses_the_default(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.QUESTION, LINES, ["Yes", "No"], default=0)
    QTest.keyClick(alert, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert alert.chosen() == 0


def test_escape_chooses_the_cancel_button(qtbot) -> None:
    alert = open_alert(
        qtbot, None, AlertIcon.STOP, LINES, ["Give up", "Save", "Cancel"], default=0, cancel=2
    )
    QTest.keyClick(alert, Qt.Key.Key_Escape)
    assert alert.chosen() == 2
    assert alert.result() == QDialog.DialogCode.Rejected
    assert not alert.isVisible()


def test_escape_does_nothing_without_a_cancel_button(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.EXCLAMATION, LINES, ["OK"])
    QTest.keyClick(alert, Qt.Key.Key_Escape)
    assert alert.isVisible()
    assert alert.chosen() == -1


def test_clicking_a_button_chooses_it(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.QUESTION, LINES, ["One", "Two", "Three"])
    qtbot.mouseClick(alert.button(1), Qt.MouseButton.LeftButton)
    assert alert.chosen() == 1
    assert not alert.isVisible()


def test_buttons_all_have_one_width(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.QUESTION, LINES, ["OK", "Give it up", "No"])
    widths = {alert.button(i).width() for i in range(3)}
    assert len(widths) == 1
    assert widths.pop() >= alert.button(1).sizeHint().width()
    # Centred in a row, left to right.
    xs = [alert.button(i).x() for i in range(3)]
    assert xs == sorted(xs)
    left = xs[0]
    right = alert.width() - (xs[-1] + alert.button(2).width())
    assert abs(left - right) <= 1


def test_the_default_button_has_a_three_pixel_border(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.QUESTION, LINES, ["Yes", "No"], default=1)
    default = alert.button(1).grab().toImage()
    other = alert.button(0).grab().toImage()
    # The border grows outward from the button box (3 px margin kept for it).
    assert left_edge(default, default.height() // 2, 5) == [True, True, True, False, False]
    assert left_edge(other, other.height() // 2, 5) == [False, True, True, False, False]
    assert alert.button(1).border_width() == 3
    assert alert.button(0).border_width() == 2


def test_alert_has_gem_double_outline(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.NONE, LINES, ["OK"])
    image = alert.grab().toImage()
    y = image.height() // 2
    # 1 px line, 2 px white, 2 px line, then the white inside.
    assert left_edge(image, y, 6) == [True, False, False, True, True, False]


def test_alert_is_centred_over_its_parent(qtbot) -> None:
    parent = QWidget()
    parent.setGeometry(100, 80, 640, 400)
    qtbot.addWidget(parent)
    parent.show()
    qtbot.waitExposed(parent)
    alert = open_alert(qtbot, parent, AlertIcon.QUESTION, LINES, ["OK"])
    centre = alert.geometry().center()
    expected = parent.mapToGlobal(parent.rect().center())
    assert abs(centre.x() - expected.x()) <= 1
    assert abs(centre.y() - expected.y()) <= 1


@pytest.mark.parametrize("icon", [AlertIcon.EXCLAMATION, AlertIcon.QUESTION, AlertIcon.STOP])
def test_icons_are_one_bit_32_pixel_art(qtbot, icon) -> None:
    theme = current_theme()
    image = icon_image(icon, theme.ink, theme.paper)
    assert (image.width(), image.height()) == (ICON_PIXELS, ICON_PIXELS)
    colours = {image.pixel(x, y) for x in range(ICON_PIXELS) for y in range(ICON_PIXELS)}
    assert colours == {theme.ink.rgb(), theme.paper.rgb()}
    alert = open_alert(qtbot, None, icon, LINES, ["OK"])
    view = alert.findChild(AlertIconView)
    assert view is not None and view.icon() is icon
    assert view.grab().toImage().convertToFormat(image.format()) == image


def test_the_three_icons_differ_and_the_stop_sign_is_an_octagon() -> None:
    theme = current_theme()
    images = [
        icon_image(icon, theme.ink, theme.paper)
        for icon in (AlertIcon.EXCLAMATION, AlertIcon.QUESTION, AlertIcon.STOP)
    ]
    assert images[0] != images[1] != images[2] != images[0]
    stop = images[2]
    ink, paper = theme.ink.rgb(), theme.paper.rgb()
    assert stop.pixel(0, 0) == paper and stop.pixel(31, 31) == paper  # cut corners
    assert stop.pixel(0, 16) == ink and stop.pixel(16, 0) == ink  # straight sides
    assert icon_image(AlertIcon.NONE, theme.ink, theme.paper).isNull()


def test_no_icon_leaves_the_icon_out(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.NONE, LINES, ["OK"])
    assert alert.findChild(AlertIconView) is None


def test_set_texts_re_labels_an_open_alert(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.QUESTION, ["Short"], ["OK", "No"])
    width = alert.width()
    alert.set_texts(["A much, much longer line of text"], ["Jawohl", "Nein"])
    assert alert.lines() == ["A much, much longer line of text"]
    assert alert.button(0).text() == "Jawohl"
    assert alert.width() > width
    assert alert.button(0).width() == alert.button(1).width()
    with pytest.raises(ValueError):
        alert.set_texts(["x"], ["only one"])


def test_gem_alert_returns_the_chosen_index(qtbot) -> None:
    def answer() -> None:
        alert = QApplication.activeModalWidget()
        if isinstance(alert, GemAlert) and alert.isVisible():
            qtbot.mouseClick(alert.button(2), Qt.MouseButton.LeftButton)
        else:
            QTimer.singleShot(10, answer)

    QTimer.singleShot(0, answer)
    assert gem_alert(None, AlertIcon.QUESTION, LINES, ["A", "B", "C"], default=0) == 2


def test_scale_two_doubles_borders_and_icon(qtbot) -> None:
    alert = open_alert(qtbot, None, AlertIcon.STOP, LINES, ["OK"], scale=2)
    image = alert.button(0).grab().toImage()
    assert left_edge(image, image.height() // 2, 7) == [True] * 6 + [False]
    view = alert.findChild(AlertIconView)
    assert view.size().width() == 2 * ICON_PIXELS
    small = open_alert(qtbot, None, AlertIcon.STOP, LINES, ["OK"])
    assert alert.width() > small.width()


def test_wrap_lines_breaks_at_spaces_else_after_a_paths_separator():
    from cardsuite.ui.gem.alert import wrap_lines

    assert wrap_lines("cannot be written: /home/anna/.local/share/Cardsuite is a file", 24) == [
        "cannot be written:", "/home/anna/.local/share/", "Cardsuite is a file"]
    assert wrap_lines(r"C:\Users\Anna\AppData\Roaming\Cardsuite", 16) == [
        "C:\\Users\\Anna\\", "AppData\\Roaming\\", "Cardsuite"]
    assert wrap_lines("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]  # no place to break
    for text in ("a bb ccc /dd/ee/ff gggg", "/" * 30, "word " * 12):
        for width in range(1, 12):
            assert all(len(line) <= width for line in wrap_lines(text, width))

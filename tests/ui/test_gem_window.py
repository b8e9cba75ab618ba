"""The GEM window frame: gadgets, dragging, sizing, fulling and what an inactive window draws.

Every interaction is driven with real QTest press / move / release events on the
frame, the way a user's mouse would.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.desktop import GemDesktop
from cardsuite.ui.gem.window import GADGET, GemWindow

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


class Board(QWidget):
    """A stand-in for a game board with a known minimum size."""

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 80)

    def sizeHint(self) -> QSize:
        return QSize(300, 200)


def open_window(desktop: GemDesktop, title: str, rect: QRect, info: str = "") -> GemWindow:
    window = GemWindow(Board(), title, info)
    desktop.add_window(window)
    window.setGeometry(rect)
    return window


def press_move_release(widget: QWidget, start: QPoint, delta: QPoint, steps: int = 3) -> None:
    """A real drag: press at ``start``, move in steps by ``delta``, release.

    The widget may move under the pointer while dragging, so each step is
    given in the widget's coordinates at that moment, computed from the fixed
    global pointer path.
    """
    global_start = widget.mapToGlobal(start)
    QTest.mousePress(widget, LEFT, NO_MODIFIER, start)
    for step in range(1, steps + 1):
        target = global_start + QPoint(delta.x() * step // steps, delta.y() * step // steps)
        QTest.mouseMove(widget, widget.mapFromGlobal(target))
    QTest.mouseRelease(widget, LEFT, NO_MODIFIER, widget.mapFromGlobal(global_start + delta))


def dark_pixels(image: QImage, rect: QRect) -> int:
    return sum(
        1
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
        if image.pixelColor(x, y).value() < 128
    )


def test_title_bar_gadgets_and_work_area_follow_the_gem_metrics(desktop):
    window = open_window(desktop, "Vierfrei", QRect(40, 30, 300, 200))
    assert window.title_rect() == QRect(0, 0, 300, GADGET)
    assert window.closer_rect() == QRect(0, 0, GADGET, GADGET)
    assert window.fuller_rect() == QRect(300 - GADGET, 0, GADGET, GADGET)
    assert window.sizer_rect() == QRect(300 - GADGET, 200 - GADGET, GADGET, GADGET)
    # The work area starts on the title bar's bottom line's next row: borders are shared.
    assert window.content().geometry() == QRect(1, GADGET, 300 - GADGET - 1, 200 - GADGET - 1)
    window.set_info("Deal 1")
    assert window.content().geometry().top() == 2 * GADGET - 1


def test_clicking_the_closer_asks_but_does_not_close(desktop, qtbot):
    window = open_window(desktop, "Skat", QRect(40, 30, 300, 200))
    with qtbot.waitSignal(window.close_requested, timeout=1000):
        QTest.mouseClick(window, LEFT, NO_MODIFIER, window.closer_rect().center())
    assert window in desktop.windows()
    assert window.isVisible()


def test_releasing_the_closer_outside_it_cancels(desktop):
    window = open_window(desktop, "Skat", QRect(40, 30, 300, 200))
    requests = []
    window.close_requested.connect(lambda: requests.append(True))
    press_move_release(window, window.closer_rect().center(), QPoint(0, 60))
    assert requests == []
    assert window.geometry() == QRect(40, 30, 300, 200)


def test_close_window_removes_it_and_the_next_window_becomes_active(desktop, qtbot):
    lower = open_window(desktop, "Lower", QRect(20, 20, 300, 200))
    upper = open_window(desktop, "Upper", QRect(60, 60, 300, 200))
    assert desktop.active_window() is upper and not lower.is_active()
    with qtbot.waitSignal(desktop.active_changed, timeout=1000) as changed:
        with qtbot.waitSignal(upper.closed, timeout=1000):
            upper.close_window()
    assert changed.args == [lower]
    assert desktop.windows() == [lower]
    assert desktop.active_window() is lower and lower.is_active()
    assert not upper.isVisible()


def test_closing_the_last_window_leaves_no_active_window(desktop, qtbot):
    window = open_window(desktop, "Only", QRect(20, 20, 300, 200))
    with qtbot.waitSignal(desktop.active_changed, timeout=1000) as changed:
        window.close_window()
    assert changed.args == [None]
    assert desktop.windows() == [] and desktop.active_window() is None


def test_fuller_toggles_between_the_desktop_rect_and_the_previous_geometry(desktop):
    window = open_window(desktop, "Binokel", QRect(50, 40, 320, 210))
    QTest.mouseClick(window, LEFT, NO_MODIFIER, window.fuller_rect().center())
    assert window.is_full()
    assert window.geometry() == desktop.rect()
    assert window.content().size() == window.work_rect().size()
    QTest.mouseClick(window, LEFT, NO_MODIFIER, window.fuller_rect().center())
    assert not window.is_full()
    assert window.geometry() == QRect(50, 40, 320, 210)


def test_a_full_window_follows_the_desktop_when_it_is_resized(desktop):
    window = open_window(desktop, "Binokel", QRect(50, 40, 320, 210))
    window.set_full(True)
    desktop.resize(800, 500)
    assert window.geometry() == QRect(0, 0, 800, 500)


def test_dragging_the_title_bar_moves_the_window(desktop):
    window = open_window(desktop, "PrefClub", QRect(50, 40, 300, 200))
    press_move_release(window, QPoint(150, 9), QPoint(70, 45))
    assert window.geometry() == QRect(120, 85, 300, 200)


def test_dragging_keeps_the_title_bar_reachable(desktop):
    window = open_window(desktop, "PrefClub", QRect(50, 40, 300, 200))
    press_move_release(window, QPoint(150, 9), QPoint(-900, -900))
    assert window.y() == 0  # never above the desktop (under the menu bar)
    assert window.geometry().right() >= 4 * GADGET - 1  # enough of the title is left to grab
    press_move_release(window, QPoint(window.width() - 40, 9), QPoint(2000, 2000))
    assert window.y() <= desktop.height() - GADGET
    assert window.x() <= desktop.width() - 4 * GADGET


def test_dragging_the_sizer_resizes_and_the_content_follows(desktop):
    window = open_window(desktop, "Skat", QRect(30, 30, 300, 200))
    press_move_release(window, window.sizer_rect().center(), QPoint(80, 50))
    assert window.size() == QSize(380, 250)
    assert window.pos() == QPoint(30, 30)
    assert window.content().geometry() == window.work_rect()
    assert window.content().size() == QSize(380 - GADGET - 1, 250 - GADGET - 1)


def test_sizing_stops_at_the_contents_minimum_size(desktop):
    window = open_window(desktop, "Skat", QRect(30, 30, 300, 200))
    press_move_release(window, window.sizer_rect().center(), QPoint(-500, -500))
    assert window.content().size() == Board().minimumSizeHint()
    assert window.size() == window.minimumSizeHint()


def test_inactive_window_draws_no_gadgets_and_a_plain_title(desktop):
    inactive = open_window(desktop, "", QRect(20, 20, 300, 200))
    active = open_window(desktop, "", QRect(340, 20, 290, 200))
    assert active.is_active() and not inactive.is_active()
    for window, expect_ink in ((active, True), (inactive, False)):
        image = window.grab().toImage()
        inner = QRect(1, 1, GADGET - 2, GADGET - 2)
        closer = window.closer_rect().adjusted(1, 1, -1, -1)
        fuller = window.fuller_rect().adjusted(1, 1, -1, -1)
        sizer = window.sizer_rect().adjusted(1, 1, -1, -1)
        assert closer == inner
        title_middle = QRect(GADGET + 10, 1, window.width() - 2 * GADGET - 20, GADGET - 2)
        for area in (closer, fuller, sizer, title_middle):
            assert (dark_pixels(image, area) > 0) is expect_ink, (window.title(), area)


def test_active_title_bar_has_the_fine_dot_pattern(desktop):
    window = open_window(desktop, "", QRect(20, 20, 300, 200))
    image = window.grab().toImage()
    black = QColor(0, 0, 0)
    # Every other pixel of every other row, between the gadgets and the lines.
    for y in range(2, GADGET - 2):
        for x in range(GADGET + 1, window.width() - GADGET - 1):
            dot = x % 2 == 0 and y % 2 == 0
            assert (image.pixelColor(x, y) == black) is dot, (x, y)
    # The frame lines are single 1 px lines: top row black, the row under it is not a line.
    assert dark_pixels(image, QRect(GADGET, 0, 100, 1)) == 100
    assert dark_pixels(image, QRect(GADGET + 1, 1, 100, 1)) == 0


def test_frame_is_pixel_sharp(desktop):
    window = open_window(desktop, "Sharp", QRect(20, 20, 300, 200), info="Deal 7")
    image = window.grab().toImage()
    black, white = QColor(0, 0, 0).rgb(), QColor(255, 255, 255).rgb()
    # No antialiasing anywhere: frame, pattern, glyphs and text are pure black on white.
    colours = {image.pixelColor(x, y).rgb() for y in range(200) for x in range(300)}
    assert colours == {black, white}
    # The outer lines and the right column's line are solid, single pixel lines.
    for y in range(200):
        assert image.pixelColor(0, y).rgb() == black
        assert image.pixelColor(299, y).rgb() == black
        assert image.pixelColor(1, y).rgb() == white or y in (0, GADGET - 1, 2 * GADGET - 2, 199)
    for y in range(2 * GADGET - 2, 200):
        assert image.pixelColor(300 - GADGET, y).rgb() == black


def test_clicking_an_inactive_windows_closer_area_only_activates_it(desktop):
    lower = open_window(desktop, "Lower", QRect(20, 20, 300, 200))
    open_window(desktop, "Upper", QRect(330, 20, 300, 200))
    requests = []
    lower.close_requested.connect(lambda: requests.append(True))
    QTest.mouseClick(lower, LEFT, NO_MODIFIER, lower.closer_rect().center())
    assert lower.is_active()
    assert requests == []
    QTest.mouseClick(lower, LEFT, NO_MODIFIER, lower.closer_rect().center())
    assert requests == [True]


def test_geometry_round_trips_through_plain_values(desktop):
    window = open_window(desktop, "Vierfrei", QRect(60, 50, 320, 220))
    window.set_full(True)
    saved = window.save_geometry()
    assert saved == {"x": 60, "y": 50, "w": 320, "h": 220, "full": True}
    other = GemWindow(Board(), "Vierfrei")
    other.restore_geometry(saved)
    desktop.add_window(other)
    assert other.is_full() and other.geometry() == desktop.rect()
    other.set_full(False)
    assert other.geometry() == QRect(60, 50, 320, 220)


def test_geometry_survives_an_ini_settings_file(desktop, tmp_path):
    window = open_window(desktop, "Vierfrei", QRect(60, 50, 320, 220))
    settings = QSettings(str(tmp_path / "windows.ini"), QSettings.Format.IniFormat)
    settings.setValue("vierfrei", window.save_geometry())
    settings.sync()
    stored = QSettings(str(tmp_path / "windows.ini"), QSettings.Format.IniFormat).value("vierfrei")
    window.setGeometry(10, 10, 200, 150)
    window.restore_geometry(stored)
    assert window.geometry() == QRect(60, 50, 320, 220)
    assert not window.is_full()
    window.restore_geometry({"x": "60", "y": "50", "w": "320", "h": "220", "full": "true"})
    assert window.is_full()
    window.restore_geometry({"x": "60", "y": "50", "w": "320", "h": "220", "full": "false"})
    assert not window.is_full() and window.geometry() == QRect(60, 50, 320, 220)


def test_restore_geometry_ignores_damaged_values_and_clamps(desktop):
    window = open_window(desktop, "Vierfrei", QRect(60, 50, 320, 220))
    window.restore_geometry({"x": "left", "y": 3})
    assert window.geometry() == QRect(60, 50, 320, 220)
    window.restore_geometry({"x": 5000, "y": -70, "w": 300, "h": 200, "full": False})
    assert window.y() == 0
    assert window.x() <= desktop.width() - 4 * GADGET
    assert window.size() == QSize(300, 200)


def test_title_and_info_are_kept(desktop):
    window = open_window(desktop, "Skat", QRect(20, 20, 300, 200), info="Game 1")
    window.set_title("Skat — Liste")
    window.set_info("Game 2")
    assert window.title() == "Skat — Liste"
    assert window.info() == "Game 2"
    assert isinstance(window.content(), Board)


def test_a_held_gadget_is_drawn_inverted_until_released(desktop):
    window = open_window(desktop, "Held", QRect(20, 20, 300, 200))
    inner = window.closer_rect().adjusted(1, 1, -1, -1)
    area = inner.width() * inner.height()
    assert dark_pixels(window.grab().toImage(), inner) < area // 2
    QTest.mousePress(window, LEFT, NO_MODIFIER, window.closer_rect().center())
    assert dark_pixels(window.grab().toImage(), inner) > area // 2
    QTest.mouseRelease(window, LEFT, NO_MODIFIER, window.closer_rect().center())
    assert dark_pixels(window.grab().toImage(), inner) < area // 2


def test_an_inactive_windows_title_is_greyed_by_the_checker(desktop):
    """As GEM shows it: the title of a window that is not on top is drawn with every other
    pixel wiped out (the checker of a DISABLED object); the top window's title is whole."""
    back = open_window(desktop, "Skat Skat Skat", QRect(20, 20, 300, 200))
    front = open_window(desktop, "Binokel", QRect(340, 20, 300, 200))
    assert front.is_active() and not back.is_active()
    bar = QRect(GADGET, 2, 300 - 2 * GADGET, GADGET - 4)  # inside the title bar, no gadgets

    def ink_at(window) -> list[tuple[int, int]]:
        image = window.grab().toImage()
        return [(x, y) for y in range(bar.top(), bar.bottom() + 1)
                for x in range(bar.left(), bar.right() + 1)
                if image.pixelColor(x, y).value() < 128]

    greyed = ink_at(back)
    assert greyed and all((x + y) % 2 == 1 for x, y in greyed)  # half the pixels wiped
    desktop.activate_window(back)
    whole = ink_at(back)
    assert any((x + y) % 2 == 0 for x, y in whole) and len(whole) > len(greyed)

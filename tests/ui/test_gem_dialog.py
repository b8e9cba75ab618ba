"""GEM dialog blocks: button borders and states, the dialog's keys, live re-labelling."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QWidget

from cardsuite.ui import fonts
from cardsuite.ui.gem.dialog import (
    ButtonRole,
    GemButton,
    GemDialog,
    GemLabel,
    GemLineEdit,
    checker_brush,
    visible_text,
)
from cardsuite.ui.gem.theme import current_theme, theme_manager
from cardsuite.ui.i18n import language_manager


def row_of_ink(image, y: int, count: int) -> list[bool]:
    ink = current_theme().ink.rgb()
    return [image.pixel(x, y) == ink for x in range(count)]


def ink_in(image, rect) -> set[tuple[int, int]]:
    ink = current_theme().ink.rgb()
    return {
        (x, y)
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
        if image.pixel(x, y) == ink
    }


def make_dialog(qtbot, parent: QWidget | None = None) -> tuple[GemDialog, GemLineEdit]:
    dialog = GemDialog(parent, "Deal number")
    qtbot.addWidget(dialog)
    dialog.content_layout().addWidget(GemLabel("Which deal?"))
    edit = GemLineEdit("617")
    dialog.content_layout().addWidget(edit)
    dialog.add_button("OK", ButtonRole.ACCEPT)
    dialog.add_button("Cancel", ButtonRole.REJECT)
    return dialog, edit


# -- buttons ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("exit_button", "default", "expected"),
    [
        (False, False, [False, False, True, False]),
        (True, False, [False, True, True, False]),
        (True, True, [True, True, True, False]),
        (False, True, [True, True, True, False]),
    ],
)
def test_button_border_grows_outward(qtbot, exit_button, default, expected) -> None:
    button = GemButton("OK")
    qtbot.addWidget(button)
    button.set_exit(exit_button)
    button.set_default(default)
    button.resize(button.sizeHint())
    image = button.grab().toImage()
    y = image.height() // 2
    assert row_of_ink(image, y, 4) == expected
    assert row_of_ink(image, y, image.width())[-4:] == expected[::-1]
    # The box's inside stays white next to the border.
    assert image.pixel(4, y) == current_theme().paper.rgb()


def test_selected_button_is_inverted(qtbot) -> None:
    button = GemButton("OK")
    qtbot.addWidget(button)
    button.resize(button.sizeHint())
    box = button.box_rect()
    assert button.grab().toImage().pixel(box.left() + 1, box.top() + 1) != current_theme().ink.rgb()
    button.setDown(True)
    image = button.grab().toImage()
    assert image.pixel(box.left() + 1, box.top() + 1) == current_theme().ink.rgb()
    # White text on black: some paper pixels inside the box.
    paper = current_theme().paper.rgb()
    assert any(image.pixel(x, box.center().y()) == paper for x in range(box.left(), box.right()))
    button.setDown(False)
    button.setCheckable(True)
    button.setChecked(True)
    assert button.is_selected()


def test_disabled_button_is_greyed_by_a_checker(qtbot) -> None:
    button = GemButton("MMMM")
    qtbot.addWidget(button)
    button.resize(button.sizeHint())
    enabled = ink_in(button.grab().toImage(), button.box_rect())
    assert any((x + 1, y) in enabled for x, y in enabled)  # solid strokes
    button.setEnabled(False)
    image = button.grab().toImage()
    greyed = ink_in(image, button.box_rect())
    assert greyed and greyed < enabled
    assert not any((x + 1, y) in greyed for x, y in greyed)
    # The border itself stays solid.
    assert row_of_ink(image, image.height() // 2, 3)[2]


def test_button_size_follows_its_text(qtbot) -> None:
    short, long = GemButton("OK"), GemButton("Give it up")
    assert long.sizeHint().width() > short.sizeHint().width()
    assert long.sizeHint().height() == short.sizeHint().height()
    assert long.sizeHint().height() > long.fontMetrics().height()
    assert visible_text("&Save && go") == "Save & go"


def test_checker_brush_is_half_transparent() -> None:
    image = checker_brush(current_theme().paper, 2).texture().toImage()
    assert (image.width(), image.height()) == (4, 4)
    assert image.pixelColor(0, 0).alpha() == 255 and image.pixelColor(1, 1).alpha() == 255
    assert image.pixelColor(2, 0).alpha() == 0 and image.pixelColor(0, 2).alpha() == 0


# -- dialog -------------------------------------------------------------------
def test_first_accept_button_is_the_default(qtbot) -> None:
    dialog, _edit = make_dialog(qtbot)
    ok, cancel = dialog.buttons()
    assert dialog.default_button() is ok
    assert ok.is_default() and ok.is_exit()
    assert cancel.is_exit() and not cancel.is_default()
    assert ok.width() == cancel.width()
    dialog.set_default_button(cancel)
    assert cancel.is_default() and not ok.is_default()
    with pytest.raises(ValueError):
        dialog.set_default_button(GemButton("stranger"))
    with pytest.raises(ValueError):
        dialog.add_button("Odd", "maybe")


def test_return_accepts_through_the_default_button(qtbot) -> None:
    dialog, edit = make_dialog(qtbot)
    dialog.open()
    qtbot.waitExposed(dialog)
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_Return)  # the field passes Return on to the form
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.clicked_button() is dialog.buttons()[0]
    assert not dialog.isVisible()


def test_return_does_nothing_when_the_default_is_disabled(qtbot) -> None:
    dialog, _edit = make_dialog(qtbot)
    dialog.open()
    qtbot.waitExposed(dialog)
    dialog.default_button().setEnabled(False)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible()


def test_escape_rejects(qtbot) -> None:
    dialog, _edit = make_dialog(qtbot)
    dialog.open()
    qtbot.waitExposed(dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.clicked_button() is None
    assert not dialog.isVisible()


def test_clicking_a_reject_button_rejects(qtbot) -> None:
    dialog, _edit = make_dialog(qtbot)
    dialog.open()
    qtbot.waitExposed(dialog)
    cancel = dialog.buttons()[1]
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.clicked_button() is cancel


def test_dialog_is_a_frameless_modal_gem_box(qtbot) -> None:
    dialog, _edit = make_dialog(qtbot)
    dialog.open()
    qtbot.waitExposed(dialog)
    assert dialog.isModal()
    assert dialog.windowFlags() & Qt.WindowType.FramelessWindowHint
    image = dialog.grab().toImage()
    y = image.height() // 2
    assert row_of_ink(image, y, 6) == [True, False, False, True, True, False]
    assert row_of_ink(image, y, image.width())[-6:] == [False, True, True, False, False, True]
    assert dialog.title() == "Deal number"
    assert dialog.title_label().isVisible()


def test_dialog_is_centred_on_its_parent(qtbot) -> None:
    parent = QWidget()
    parent.setGeometry(50, 60, 640, 400)
    qtbot.addWidget(parent)
    parent.show()
    qtbot.waitExposed(parent)
    dialog, _edit = make_dialog(qtbot, parent)
    dialog.open()
    qtbot.waitExposed(dialog)
    expected = parent.mapToGlobal(parent.rect().center())
    centre = dialog.geometry().center()
    assert abs(centre.x() - expected.x()) <= 1 and abs(centre.y() - expected.y()) <= 1


def test_set_retranslate_runs_on_language_change_and_refits(qtbot) -> None:
    dialog, _edit = make_dialog(qtbot)
    ok = dialog.buttons()[0]
    texts = {"title": "Deal", "ok": "OK"}
    calls: list[str] = []

    def retranslate() -> None:
        calls.append(texts["title"])
        dialog.set_title(texts["title"])
        ok.setText(texts["ok"])

    dialog.set_retranslate(retranslate)
    assert calls == ["Deal"]  # labels itself at once
    dialog.open()
    qtbot.waitExposed(dialog)
    width = dialog.width()
    texts.update(title="Welches Spiel möchten Sie gerne spielen?", ok="Einverstanden")
    language_manager().changed.emit("de")
    assert calls == ["Deal", "Welches Spiel möchten Sie gerne spielen?"]
    assert dialog.title() == "Welches Spiel möchten Sie gerne spielen?"
    assert ok.text() == "Einverstanden"
    assert dialog.width() > width  # the open dialog fits its new texts at once
    assert ok.width() == dialog.buttons()[1].width()
    assert dialog.title_label().width() >= dialog.title_label().sizeHint().width()


def test_empty_title_is_hidden(qtbot) -> None:
    dialog = GemDialog()
    qtbot.addWidget(dialog)
    assert dialog.title_label().isHidden()
    dialog.set_title("Shown")
    assert not dialog.title_label().isHidden()


# -- text field and label -----------------------------------------------------
def test_line_edit_is_a_gem_ftext_field(qtbot) -> None:
    """GEM's editable text (FTEXT): no box, the template's underscores for the characters
    still to be typed (its length), a thin vertical text cursor."""
    edit = GemLineEdit("42")
    edit.setMaxLength(6)
    qtbot.addWidget(edit)
    edit.resize(200, edit.sizeHint().height())
    edit.show()
    qtbot.waitExposed(edit)
    QTest.keyClicks(edit, "7")
    assert edit.text() == "427"
    assert edit.font().family() == fonts.load_gem_font()
    edit.clearFocus()  # no cursor in the picture
    image = edit.grab().toImage()
    ink, paper = current_theme().ink.rgb(), current_theme().paper.rgb()
    assert all(image.pixel(x, 0) == paper for x in range(image.width()))  # no box
    assert all(image.pixel(0, y) == paper for y in range(image.height()))
    cell = edit.fontMetrics().horizontalAdvance("_")
    # The underscores: one row of ink three cells long (6 - 3 typed), after the text.
    rows = [[x for x in range(image.width()) if image.pixel(x, y) == ink]
            for y in range(image.height())]
    runs = [xs for xs in rows if len(xs) >= 3 * cell - 1 and xs[-1] - xs[0] == len(xs) - 1]
    assert runs and len(runs[0]) == 3 * cell
    assert runs[0][0] >= edit.fontMetrics().horizontalAdvance("427")
    assert edit.style().pixelMetric(edit.style().PixelMetric.PM_TextCursorWidth, None, edit) == 1
    edit.setText("123456")  # full: no template left
    full = edit.grab().toImage()

    def longest_run(y: int) -> int:
        best = run = 0
        for x in range(full.width()):
            run = run + 1 if full.pixel(x, y) == ink else 0
            best = max(best, run)
        return best

    assert max(longest_run(y) for y in range(full.height())) < 2 * cell


def test_label_uses_the_gem_font_in_ink(qtbot) -> None:
    label = GemLabel("Hello")
    qtbot.addWidget(label)
    assert label.font().family() == fonts.load_gem_font()
    assert label.palette().color(label.foregroundRole()) == current_theme().ink
    assert label.textFormat() == Qt.TextFormat.PlainText


def test_theme_change_repaints_in_black_on_white(qtbot) -> None:
    dialog, _edit = make_dialog(qtbot)
    dialog.open()
    qtbot.waitExposed(dialog)
    try:
        theme_manager().set_theme("colour")
        image = dialog.grab().toImage()
        y = image.height() // 2
        assert row_of_ink(image, y, 6) == [True, False, False, True, True, False]
    finally:
        theme_manager().set_theme("mono")


def test_a_dialog_keeps_above_a_line_and_is_centred_as_far_as_that_allows(qtbot) -> None:
    """A card table's dialog about the player's cards stays above his hand (keep_above)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.setGeometry(100, 100, 600, 400)
    parent.show()
    qtbot.waitExposed(parent)
    dialog = GemDialog(parent)
    dialog.content_layout().addWidget(GemLabel("A dialog about your cards"))
    dialog.add_button("OK", ButtonRole.ACCEPT)
    dialog.open()
    qtbot.waitExposed(dialog)
    centred = dialog.geometry()
    centre = parent.mapToGlobal(parent.rect().center())
    assert abs(centred.center().y() - centre.y()) <= 1
    line = centred.top() + centred.height() // 2  # the centred dialog reaches below it
    dialog.keep_above(line)
    assert dialog.geometry().bottom() < line
    assert dialog.geometry().x() == centred.x()  # only moved up
    dialog.keep_above(centred.bottom() + 50)  # room enough: centred again
    assert dialog.geometry() == centred
    dialog.keep_above(None)
    assert dialog.geometry() == centred
    dialog.reject()

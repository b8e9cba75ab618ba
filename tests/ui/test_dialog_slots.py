"""The boards' dialogs by name (ui/table/dialogs.DialogSlots): who closed a dialog decides
whether its answer is heard."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from cardsuite.ui.table.dialogs import DialogSlots


def test_closed_by_the_player_the_slot_is_free_before_the_answer_is_heard(qapp):
    slots, heard = DialogSlots(), []
    dialog = QDialog()
    slots.open("list", dialog, lambda d, result: heard.append((d, result, slots.get("list"))))
    assert slots.get("list") is dialog and slots.any_open()
    dialog.done(QDialog.DialogCode.Accepted)
    assert heard == [(dialog, QDialog.DialogCode.Accepted, None)] and not slots.any_open()


def test_closed_by_the_board_nobody_hears_the_answer(qapp):
    slots, heard = DialogSlots(), []
    first, second = QDialog(), QDialog()
    slots.open("declare", first, lambda d, r: heard.append(d))
    slots.open("deal", second, lambda d, r: heard.append(d))
    slots.close(["declare"])  # a new deal
    assert heard == [] and slots.get("declare") is None and slots.get("deal") is second
    slots.close()  # the window closes
    assert heard == [] and not slots.any_open()


def test_a_held_slot_stays_taken_while_its_answer_is_heard(qapp):
    slots, seen = DialogSlots(), []
    first, again = QDialog(), QDialog()

    def answered(dialog, _result):
        seen.append(slots.get("meld"))
        if dialog is first:  # the answer opens the screen once more
            slots.open("meld", again, answered, held=True)

    slots.open("meld", first, answered, held=True)
    first.done(0)
    assert seen == [first] and slots.get("meld") is again  # the new one stays
    again.done(0)
    assert seen == [first, again] and not slots.any_open()

"""The board's dialogs, by name: open, closed by the player, closed by the board.

A trick board opens a dialog for a decision (the game to declare, the trump),
for a result (the score list, pad or sheet) or for a question (a deal
number).  :class:`DialogSlots` keeps at most one dialog per name and decides
in one place what every board did by hand before:

- **closed by the player**: the slot is free again, the dialog is deleted
  later, and the board's handler runs with the dialog and its result (its
  fields can still be read);
- **closed by the board** (a new deal, a resumed session, the window
  closing: :meth:`DialogSlots.close`): no handler runs — the answer would
  find nobody waiting;
- a slot opened ``held`` stays taken while its handler runs (Binokel: the
  meld screen counts as open until the player has heard the verdict on his
  declaration, so the computer players wait).

While any slot is taken, the board's computer players wait
(:meth:`cardsuite.ui.table.board.TrickBoard.dialog_open`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QDialog


class DialogSlots:
    """At most one open dialog per name, and what happens when it closes."""

    def __init__(self) -> None:
        self._open: dict[str, QDialog] = {}

    def get(self, name: str) -> QDialog | None:
        return self._open.get(name)

    def any_open(self) -> bool:
        return bool(self._open)

    def open(self, name: str, dialog: QDialog,
             on_done: Callable[[QDialog, int], None] | None = None, held: bool = False) -> QDialog:
        """Show ``dialog`` (window-modal) in slot ``name``; when the player closes it,
        ``on_done(dialog, result)``."""
        self._open[name] = dialog

        def finished(result: int, d: QDialog = dialog) -> None:
            if self._open.get(name) is not d:
                return  # closed by the board, or replaced
            if not held:
                del self._open[name]
            d.deleteLater()
            try:
                if on_done is not None:
                    on_done(d, result)
            finally:
                if held and self._open.get(name) is d:
                    del self._open[name]

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def close(self, names: Iterable[str] | None = None) -> None:
        """Close the dialogs of ``names`` (all if None) without running their handlers."""
        for name in list(self._open) if names is None else list(names):
            dialog = self._open.pop(name, None)
            if dialog is not None:
                dialog.done(0)
                dialog.deleteLater()


def dialog_slot(name: str, doc: str = "") -> property:
    """A read-only attribute for the dialog in slot ``name`` (None when it is closed)."""
    return property(lambda board: board.dialogs.get(name), doc=doc or f"The open {name} dialog.")

"""What the trick tables' layouts share: a hand fanned out in a row, and the table between
the seats with its centre (each game's ``Layout`` places the rest)."""

from __future__ import annotations

from PySide6.QtCore import QRectF


def row_xs(left: int, right: int, card_w: int, count: int, spread: float,
           least: int | None = None) -> list[int]:
    """The x of ``count`` cards in a row centred between ``left`` and ``right``: each card
    ``spread`` of a card's width to the right of the one before, closer when the room is
    short (but never closer than ``least`` pixels, if given)."""
    if count <= 0:
        return []
    step = round(card_w * spread)
    if count > 1:
        step = min(step, (right - left - card_w) // (count - 1))
        if least is not None:
            step = max(least, step)
    total = card_w + step * (count - 1)
    start = (left + right) // 2 - total // 2
    return [start + index * step for index in range(count)]


class TableArea:
    """For a layout with ``left``, ``right``, ``top`` and ``bottom``: the table between the
    seats, and its centre (where the trick lies)."""

    left: int
    right: int
    top: int
    bottom: int

    @property
    def centre_x(self) -> int:
        return (self.left + self.right) // 2

    @property
    def centre_y(self) -> int:
        return (self.top + self.bottom) // 2

    def table_rect(self) -> QRectF:
        return QRectF(self.left, self.top, self.right - self.left, self.bottom - self.top)

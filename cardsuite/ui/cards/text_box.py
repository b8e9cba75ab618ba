"""A GEM text box on a card table: a name, a points box, or a speech bubble.

One box for the three trick tables (Skat, Binokel, PrefClub), which each had
their own copy.  The box is white with a 1 px ink border and its text centred
in the GEM font (16 px, or 32 on a large table: :meth:`TextBox.set_pixel_size`), 8 px of
padding either side and 3 px above and below (twice that at 32 px);
it lies over the cards (:data:`LABEL_Z`) and takes no mouse buttons.  An empty
text hides it.

- ``tail`` (Skat's speech bubbles): ``"left"`` or ``"right"`` draws a tail of
  whole pixels toward the speaker, joined to the box without a line between.
- :meth:`TextBox.set_selected` (PrefClub's name of the hand on turn): GEM's
  SELECTED state, the box drawn inverted.
- A text of several lines (``"\n"``) is drawn a line under the other, each
  centred (Binokel's bubble where one line would reach into the trick).

The bounding rectangle takes in the room of a tail only for a box that has
one; Skat's copy reserved it for its name boxes too, which draw nothing there
(the pixels are the same).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import QGraphicsObject

from cardsuite.ui.cards.items import DRAG_Z
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import fill_border
from cardsuite.ui.gem.theme import current_theme

#: Names, bubbles and boxes lie over every card, even one in flight or dragged.
LABEL_Z = DRAG_Z * 2


class TableText(QGraphicsObject):
    """Text drawn on the table in the GEM font, over the cards and taking no mouse buttons,
    at a size the table chooses for its window (:meth:`set_pixel_size`): the base of
    :class:`TextBox` and of PrefClub's score box."""

    def __init__(self) -> None:
        super().__init__()
        self.pixels = 16
        self.font = gem_font(self.pixels)
        self.setZValue(LABEL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_pixel_size(self, pixels: int) -> None:
        """Draw the text at ``pixels`` (16 or 32: the GEM font's sharp sizes); paddings
        drawn in proportion (:attr:`scale`)."""
        if pixels != self.pixels:
            self.prepareGeometryChange()
            self.pixels = pixels
            self.font = gem_font(pixels)
            self.update()

    @property
    def scale(self) -> int:
        """Screen pixels per font pixel: 1 at 16 px, 2 at 32."""
        return max(1, self.pixels // 16)


class TextBox(TableText):
    """A GEM text box on the table: a name, a points box, or a speech bubble with a tail toward
    its speaker; ``selected`` draws it inverted (GEM's SELECTED state)."""

    TAIL = 8

    def __init__(self, tail: str | None = None) -> None:
        super().__init__()
        self._text = ""
        self.tail = tail  # "left", "right" or None
        self.selected = False
        self.hide()

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
        self.setVisible(bool(text))
        self.update()

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def box_size(self) -> QSize:
        """The box around the text; a text of several lines ("\\n") gets a line each,
        centred."""
        metrics = QFontMetrics(self.font)
        lines = self._text.split("\n")
        return QSize(max(metrics.horizontalAdvance(line) for line in lines) + 16 * self.scale,
                     metrics.height() * len(lines) + 6 * self.scale)

    def boundingRect(self) -> QRectF:  # noqa: N802
        size = self.box_size()
        if self.tail is None:
            return QRectF(0, 0, size.width(), size.height())
        t = self.TAIL
        return QRectF(-t, 0, size.width() + 2 * t, size.height() + t)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        theme = current_theme()
        size = self.box_size()
        w, h, t = size.width(), size.height(), self.TAIL
        painter.fillRect(0, 0, w, h, theme.ink if self.selected else theme.paper)
        fill_border(painter, QRectF(0, 0, w, h).toRect(), 1, theme.ink)
        # The tail: a right triangle of whole pixels, joined to the box without a line between.
        for r in range(t):
            length = t - r
            if self.tail == "left":
                y = 3 + r
                painter.fillRect(-length, y, length + 1, 1, theme.paper)
                painter.fillRect(-length, y, 1, 1, theme.ink)
            elif self.tail == "right":
                y = 3 + r
                painter.fillRect(w - 1, y, length + 1, 1, theme.paper)
                painter.fillRect(w - 1 + length, y, 1, 1, theme.ink)
        if self.tail == "left":
            painter.fillRect(-t, 3, t, 1, theme.ink)
        elif self.tail == "right":
            painter.fillRect(w, 3, t, 1, theme.ink)
        painter.setPen(theme.paper if self.selected else theme.ink)
        painter.setFont(self.font)
        painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, self._text)

"""The one text box of the trick tables (:mod:`cardsuite.ui.cards.text_box`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter

from cardsuite.ui.cards.text_box import LABEL_Z, TextBox
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.theme import current_theme

MARGIN = 20


def rendered(box: TextBox) -> QImage:
    size = box.box_size()
    image = QImage(size.width() + 2 * MARGIN, size.height() + 2 * MARGIN,
                   QImage.Format.Format_ARGB32)
    image.fill(QColor(128, 128, 128))
    painter = QPainter(image)
    painter.translate(MARGIN, MARGIN)
    box.paint(painter, None)
    painter.end()
    return image


def test_a_box_is_hidden_while_empty_and_lies_over_the_cards(qapp):
    box = TextBox()
    assert not box.isVisible() and box.text() == ""
    assert box.zValue() == LABEL_Z
    assert box.acceptedMouseButtons() == Qt.MouseButton.NoButton
    box.set_text("Amiga I")
    assert box.isVisible() and box.text() == "Amiga I"
    metrics = QFontMetrics(gem_font(16))
    assert (box.box_size().width(), box.box_size().height()) == (
        metrics.horizontalAdvance("Amiga I") + 16, metrics.height() + 6)
    box.set_text("")
    assert not box.isVisible()


def test_a_selected_box_is_drawn_inverted(qapp):
    box = TextBox()
    box.set_text("Baron")
    plain = rendered(box)
    box.set_selected(True)
    inverted = rendered(box)
    ink, paper = QColor(current_theme().ink).rgb(), QColor(current_theme().paper).rgb()
    corner = (MARGIN + 2, MARGIN + 2)  # inside the border, off the text
    assert plain.pixel(*corner) == paper and inverted.pixel(*corner) == ink
    assert plain.pixel(MARGIN, MARGIN) == inverted.pixel(MARGIN, MARGIN) == ink  # the border


@pytest.mark.parametrize("tail", ["left", "right"])
def test_a_bubble_has_a_tail_toward_its_speaker(qapp, tail):
    box = TextBox(tail)
    box.set_text("18")
    width = box.box_size().width()
    rect = box.boundingRect()
    assert (rect.left(), rect.width()) == (-TextBox.TAIL, width + 2 * TextBox.TAIL)
    image = rendered(box)
    ink = QColor(current_theme().ink).rgb()
    x = MARGIN - TextBox.TAIL if tail == "left" else MARGIN + width + TextBox.TAIL - 1
    assert image.pixel(x, MARGIN + 3) == ink  # the tail's top edge reaches out
    grey = QColor(128, 128, 128).rgb()
    plain = rendered(TextBox())
    assert plain.pixel(MARGIN - 1, MARGIN + 3) == grey  # a box without a tail has none
    assert TextBox().boundingRect().left() == 0

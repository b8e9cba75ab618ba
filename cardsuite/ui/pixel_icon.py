"""Desktop icons drawn as 1-bit-style pixel art: one indexed image, not a call per pixel."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QImage, QPixmap

Rect = tuple[int, int, int, int]  # x, y, width, height


def pixel_icon(art: Sequence[str], insides: Sequence[Rect], inks: dict[str, QColor],
               paper: QColor) -> QPixmap:
    """``art`` rows of characters; each character in ``inks`` is drawn in its colour,
    any other character is ``paper`` inside one of the ``insides`` rectangles (a
    card's white face) and transparent outside them."""
    height, width = len(art), len(art[0])
    symbols = list(inks)
    indices = bytearray()
    for y, row in enumerate(art):
        for x, pixel in enumerate(row):
            if pixel in inks:
                indices.append(2 + symbols.index(pixel))
            else:
                inside = any(cx <= x < cx + w and cy <= y < cy + h for cx, cy, w, h in insides)
                indices.append(1 if inside else 0)
    image = QImage(bytes(indices), width, height, width, QImage.Format.Format_Indexed8)
    image.setColorTable([0, paper.rgba(), *(inks[s].rgba() for s in symbols)])
    return QPixmap.fromImage(image)

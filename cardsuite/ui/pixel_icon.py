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
    # Paper (1) inside the faces, clear (0) elsewhere: whole rows at once (icons are drawn
    # at every start, so this stays out of a per-pixel loop).
    paper_rows = [bytearray(width) for _ in range(height)]
    for cx, cy, w, h in insides:
        left, right = max(0, cx), min(width, cx + w)
        for y in range(max(0, cy), min(height, cy + h)):
            paper_rows[y][left:right] = b"\x01" * (right - left)
    codes = {ord(symbol): 2 + index for index, symbol in enumerate(symbols)}
    indices = bytearray()
    for row, paper_row in zip(art, paper_rows, strict=True):
        indices += bytes(codes.get(ord(pixel), under) for pixel, under in zip(row, paper_row,
                                                                              strict=True))
    image = QImage(bytes(indices), width, height, width, QImage.Format.Format_Indexed8)
    image.setColorTable([0, paper.rgba(), *(inks[s].rgba() for s in symbols)])
    return QPixmap.fromImage(image)

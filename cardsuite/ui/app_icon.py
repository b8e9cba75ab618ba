"""The suite's own icon: three cards fanned, the front one a heart — for the window and the
Linux desktop (``resources/icons/cardsuite.png``, made by ``tools/make_app_icon.py``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from cardsuite import RESOURCES
from cardsuite.ui.pixel_icon import pixel_icon

ICON_FILE = RESOURCES / "icons" / "cardsuite.png"
#: The PNG's size: the 32-pixel art doubled, as a 64 × 64 icon.
SCALE = 2

# "#" ink, "-" a card's face, "r" red, "." transparent.
ART = (
    "................................",
    "................................",
    "..##########....................",
    "..#--------#....................",
    "..#-#------##########...........",
    "..#-#------#--------#...........",
    "..#-#------#-##-----##########..",
    "..#-###----#-#-#----#--------#..",
    "..#--------#-##-----#-rr--rr-#..",
    "..#--------#-#-#----#rrrrrrrr#..",
    "..#--------#-##-----#rrrrrrrr#..",
    "..#--------#--------#rrrrrrrr#..",
    "..#--------#--------#-rrrrrr-#..",
    "..#--------#--------#--rrrr--#..",
    "..#--------#--------#---rr---#..",
    "..#--------#--------#--------#..",
    "..#--------#--------#--------#..",
    "..#--------#--------#--------#..",
    "..#--------#--------#--------#..",
    "..#--------#--------#--------#..",
    "..#--------#--------#---rr---#..",
    "..#--------#--------#--rrrr--#..",
    "..##########--------#-rrrrrr-#..",
    "...........#--------#rrrrrrrr#..",
    "...........#--------#rrrrrrrr#..",
    "...........##########rrrrrrrr#..",
    "....................#-rr--rr-#..",
    "....................#--------#..",
    "....................##########..",
    "................................",
    "................................",
    "................................",
)
#: The card faces: (x, y, width, height) inside the outlines.
FACES = ((3, 3, 8, 19), (12, 5, 8, 20), (21, 7, 8, 21))


def app_icon_image() -> QImage:
    """The icon as the PNG holds it: black ink, white faces, red hearts, doubled."""
    pixmap = pixel_icon(ART, list(FACES), {"#": QColor("black"), "r": QColor(204, 0, 0)},
                        QColor("white"))
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return image.scaled(image.width() * SCALE, image.height() * SCALE,
                        Qt.AspectRatioMode.IgnoreAspectRatio,
                        Qt.TransformationMode.FastTransformation)

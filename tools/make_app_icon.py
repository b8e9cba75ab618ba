"""Write cardsuite/resources/icons/cardsuite.png from the pixel art in cardsuite/ui/app_icon.py.

``.venv/bin/python tools/make_app_icon.py [file]``; a test renders the art again and
compares it with the file, pixel for pixel.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402


def main(target: str) -> None:
    from cardsuite.ui.app_icon import app_icon_image

    _app = QGuiApplication(sys.argv[:1])
    if not app_icon_image().save(target, "PNG"):
        raise SystemExit(f"could not write {target}")


if __name__ == "__main__":
    from cardsuite.ui.app_icon import ICON_FILE

    main(sys.argv[1] if len(sys.argv) > 1 else str(ICON_FILE))

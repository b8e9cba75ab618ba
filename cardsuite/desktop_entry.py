"""``cardsuite --desktop-entry``: Cardsuite in a Linux desktop's application menu.

Writes the package's ``resources/cardsuite.desktop`` to
``$XDG_DATA_HOME/applications/cardsuite.desktop`` (``~/.local/share`` when
unset) and its icon to ``…/icons/hicolor/64x64/apps/cardsuite.png``, as the
freedesktop.org menu and icon-theme specifications place a user's own
entries.  ``Exec`` becomes the command that is running now (the
``cardsuite`` script of the environment it was installed into, found by its
absolute path), so the menu starts this installation even when its folder is
not on the desktop's ``PATH``.  Both files are written atomically; running it
again replaces them.  Qt-free.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

from cardsuite import RESOURCES
from cardsuite.engine.store import StoreError, write_bytes

DESKTOP_FILE = RESOURCES / "cardsuite.desktop"
ICON_FILE = RESOURCES / "icons" / "cardsuite.png"


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def command() -> str:
    """The command line that starts this installation."""
    script = shutil.which("cardsuite")
    here = Path(sys.executable).parent / "cardsuite"
    if here.is_file():
        script = str(here)
    if script:
        return shlex.quote(str(Path(script).resolve()))
    return f"{shlex.quote(sys.executable)} -m cardsuite"


def desktop_text(exec_line: str) -> str:
    lines = DESKTOP_FILE.read_text(encoding="utf-8").splitlines()
    return "\n".join(f"Exec={exec_line}" if line.startswith("Exec=") else line
                     for line in lines) + "\n"


def install(home: Path | None = None, exec_line: str | None = None) -> list[Path]:
    """Write the menu entry and the icon; the paths written."""
    home = home if home is not None else data_home()
    entry = home / "applications" / "cardsuite.desktop"
    icon = home / "icons" / "hicolor" / "64x64" / "apps" / "cardsuite.png"
    write_bytes(entry, desktop_text(exec_line or command()).encode("utf-8"))
    write_bytes(icon, ICON_FILE.read_bytes())
    return [entry, icon]


def install_main() -> int:
    try:
        written = install()
    except StoreError as error:
        print(f"cardsuite: {error}", file=sys.stderr)
        return 1
    for path in written:
        print(f"cardsuite: wrote {path}")
    return 0

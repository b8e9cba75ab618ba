"""Why a file could not be read or written, in the language of the screen.

The store (Qt-free) says why in fixed English phrases (``is damaged: …``,
``cannot be written: …``, ``is in use by another running Cardsuite``); the alerts
show them translated.  The phrase is translated with what follows it: a file
in the folder's way, the system's commonest reasons ("No space left on
device", "Permission denied" …) and what the store itself finds wrong with any
file (not UTF-8, not JSON, NaN, a huge number …) too; the details a game's own
checks give of a damaged file (which field, which value) stay as the game
wrote them, since they name the file's own words.

Every alert about a file (:func:`file_alert`) names the file and says as much
of the reason as GEM's five lines hold; its **Details** button shows the
whole reason and the folder the file lies in, and can open that folder in
the system's file manager: the player can always find and rescue his files.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QWidget

from cardsuite.engine import store
from cardsuite.ui.gem.alert import MAX_LINES, AlertIcon, GemAlert, gem_alert, wrap_lines, wrap_path

translate = QCoreApplication.translate


def _system(text: str) -> str:
    """The system's reason (strerror) translated where it is one of the common ones."""
    reasons = {
        "No space left on device": translate("Store", "No space left on device"),
        "Permission denied": translate("Store", "Permission denied"),
        "Read-only file system": translate("Store", "Read-only file system"),
        "Is a directory": translate("Store", "Is a folder"),
        "Not a directory": translate("Store", "Not a folder"),
        "No such file or directory": translate("Store", "No such file or folder"),
        "Disk quota exceeded": translate("Store", "Disk quota exceeded"),
    }
    if text in reasons:
        return reasons[text]
    blocked = re.fullmatch(r"(.+) is a file, not a folder", text)
    if blocked:
        return translate("Store", "%1 is a file, not a folder").replace("%1", blocked.group(1))
    return text


def _damage(detail: str) -> str:
    """What the store itself found wrong with a file (any game's), translated; the details
    a game's own checks give (which field, which value) stay as they are: they name the
    file's own words."""
    fixed = {
        "not UTF-8 text": translate("Store", "not UTF-8 text"),
        "nested too deeply": translate("Store", "nested too deeply"),
        "it has no data": translate("Store", "it has no data"),
        "a number is too large": translate("Store", "a number is too large"),
    }
    if detail in fixed:
        return fixed[detail]
    where = re.fullmatch(r"not valid JSON \(line (\d+), column (\d+)\)", detail)
    if where:
        return (translate("Store", "not valid JSON (line %1, column %2)")
                .replace("%1", where.group(1)).replace("%2", where.group(2)))
    constant = re.fullmatch(r"(NaN|-?Infinity) is no number of ours", detail)
    if constant:
        return translate("Store", "%1 is no number of ours").replace("%1", constant.group(1))
    return detail


def reason_text(reason: str) -> str:
    """``reason`` (a :class:`~cardsuite.engine.store.StoreError`'s) in the screen's language."""
    fixed = {
        "does not exist": translate("Store", "does not exist"),
        "is not a Cardsuite file": translate("Store", "is not a Cardsuite file"),
        "is in use by another running Cardsuite":
            translate("Store", "is in use by another running Cardsuite"),
        store.CHANGED_MEANWHILE:
            translate("Store", "was saved by another Cardsuite meanwhile; nothing was "
                               "replaced"),
        "was closed meanwhile: the membership has ended":
            translate("Store", "was closed meanwhile: the membership has ended"),
        "is in use: the member sits at a table in another running Cardsuite":
            translate("Store", "is in use: the member sits at a table in another running "
                               "Cardsuite"),
        "has no room for another kept game":
            translate("Store", "has no room for another kept game"),
    }
    if reason in fixed:
        return fixed[reason]
    heads = (
        ("is damaged: ",
         lambda rest: translate("Store", "is damaged: %1").replace("%1", _damage(rest))),
        ("cannot be written: ",
         lambda rest: translate("Store", "cannot be written: %1").replace("%1", _system(rest))),
        ("cannot be read: ",
         lambda rest: translate("Store", "cannot be read: %1").replace("%1", _system(rest))),
        ("cannot be saved: ",
         lambda rest: translate("Store", "cannot be saved: %1").replace("%1", rest)),
        ("cannot be locked: ",
         lambda rest: translate("Store", "cannot be locked: %1").replace("%1", _system(rest))),
    )
    for head, text in heads:
        if reason.startswith(head):
            return text(reason[len(head):])
    holds = re.fullmatch(r"holds (.+), not (.+)", reason)
    if holds:
        return (translate("Store", "holds %1, not %2").replace("%1", holds.group(1))
                .replace("%2", holds.group(2)))
    version = re.fullmatch(r"has format version (.+), which this Cardsuite cannot read", reason)
    if version:
        return translate("Store", "has format version %1, which this Cardsuite cannot "
                                  "read").replace("%1", version.group(1))
    return reason


#: How wide an alert's lines about a file are, in characters.
ALERT_WIDTH = 40
#: How wide the lines of the details are: a path needs the room.
DETAILS_WIDTH = 56


def folder_of(path: Path) -> Path:
    """The folder the file (or the folder in the way) lies in."""
    return path.parent


def details_lines(path: Path, reason: str) -> list[str]:
    """The whole story of a file problem: the file, its folder, why (all of it)."""
    return [translate("Store", "File: %1").replace("%1", path.name),
            translate("Store", "Folder:"), *wrap_path(str(folder_of(path)), DETAILS_WIDTH),
            translate("Store", "Why:"), *wrap_lines(reason_text(reason), DETAILS_WIDTH)]


class FileDetails(GemAlert):
    """The details of a file problem: more lines than a ``form_alert`` holds."""

    line_limit = 14


def show_details(parent: QWidget | None, path: Path, reason: str) -> None:
    """The details box: OK, or Open folder (the system's file manager)."""
    lines = details_lines(path, reason)[:FileDetails.line_limit]
    buttons = [translate("Store", "OK")]
    folder = folder_of(path)
    if folder.is_dir():
        buttons.insert(0, translate("Store", "Open folder"))
    details = FileDetails(parent, AlertIcon.NONE, lines, buttons, len(buttons) - 1,
                          len(buttons) - 1)
    try:
        details.exec()
        if len(buttons) == 2 and details.chosen() == 0:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
    finally:
        details.deleteLater()


def file_alert(parent: QWidget | None, icon: AlertIcon, head: list[str], path: Path,
               reason: str, tail: list[str], buttons: list[str] | None = None,
               default: int = 0, cancel: int | None = None, *, name: bool = True) -> int:
    """A GEM alert about the file at ``path``: ``head``, the file's name (unless ``name`` is
    False: the head names it), as much of ``reason`` (a store reason, translated here) as
    the five lines hold, ``tail``; then ``buttons`` (OK if none) and **Details**, which
    shows :func:`show_details` and comes back.  Returns the index of the button chosen."""
    buttons = buttons or [translate("Store", "OK")]
    named = [path.name] if name else []  # whole: the player may look for it
    room = max(MAX_LINES - len(head) - len(named) - len(tail), 0)
    said = wrap_lines(reason_text(reason), ALERT_WIDTH)
    if len(said) > room and room:
        said = [*said[:room - 1], said[room - 1][:ALERT_WIDTH - 1] + "…"]
    lines = [*head, *named, *said[:room], *tail][:MAX_LINES]
    while True:
        chosen = gem_alert(parent, icon, lines, [*buttons, translate("Store", "Details")],
                           default, cancel)
        if chosen != len(buttons):
            return chosen
        show_details(parent, path, reason)

"""Why a file could not be read or written, in the language of the screen.

The store (Qt-free) says why in fixed English phrases (``is damaged: …``,
``cannot be written: …``, ``is in use by another running Cardsuite``); the alerts
show them translated.  The phrase is translated with what follows it: a file
in the folder's way and the system's commonest reasons ("No space left on
device", "Permission denied" …) too; the details of a damaged file (which
field, which value) stay as the store wrote them, since they name the file's
own words.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from cardsuite.engine import store

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
        ("is damaged: ", lambda rest: translate("Store", "is damaged: %1").replace("%1", rest)),
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
    version = re.fullmatch(r"has format version (.+), which this Cardsuite cannot read", reason)
    if version:
        return translate("Store", "has format version %1, which this Cardsuite cannot "
                                  "read").replace("%1", version.group(1))
    return reason

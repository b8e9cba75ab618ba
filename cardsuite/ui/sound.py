"""The suite's sounds: the "pling" for a refused move.

Sound is optional (DESIGN.md, platform facts): QtMultimedia is imported only
when a PulseAudio server is reachable, because importing it without the client
library fails and querying devices without a server makes Qt log warnings.
Without audio the system beep stands in.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtWidgets import QApplication

from cardsuite import RESOURCES

PLING = RESOURCES / "sounds" / "pling.wav"


def _sound_server_reachable() -> bool:
    if os.environ.get("PULSE_SERVER"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and (Path(runtime) / "pulse" / "native").exists()


class Sounds(QObject):
    """Plays the pling; ``played`` tells tests (and anyone) that it sounded."""

    played = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._effect = None
        self._tried = False

    def _load_effect(self):
        self._tried = True
        if not _sound_server_reachable():
            return None
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:
            return None
        if not QMediaDevices.audioOutputs():
            return None
        effect = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(PLING)))
        effect.setVolume(0.6)
        return effect

    def pling(self) -> None:
        if not self._tried:
            self._effect = self._load_effect()
        if self._effect is not None and self._effect.status() != self._effect.Status.Error:
            self._effect.play()
        else:
            QApplication.beep()
        self.played.emit("pling")


_sounds: Sounds | None = None


def sounds() -> Sounds:
    global _sounds
    if _sounds is None:
        _sounds = Sounds()
    return _sounds

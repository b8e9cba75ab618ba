"""The suite's sounds: the "pling" for a refused move and the fanfare at the end of a round.

Sound is optional (DESIGN.md, platform facts): QtMultimedia is imported only
when a PulseAudio server is reachable, because importing it without the client
library fails and querying devices without a server makes Qt log warnings.
Without audio the system beep stands in.  ``played`` is emitted either way,
with the sound's name, so tests (and anyone) can tell that it sounded.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtWidgets import QApplication

from cardsuite import RESOURCES

PLING = RESOURCES / "sounds" / "pling.wav"
#: Binokel's end of a round (tools/make_fanfare.py).
FANFARE = RESOURCES / "sounds" / "fanfare.wav"
#: Every sound by the name ``played`` gives, and how loud it is played.
SOUNDS = {"pling": (PLING, 0.6), "fanfare": (FANFARE, 0.5)}


def _sound_server_reachable() -> bool:
    if os.environ.get("PULSE_SERVER"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and (Path(runtime) / "pulse" / "native").exists()


class Sounds(QObject):
    """Plays the suite's sounds; ``played`` tells tests (and anyone) that one sounded."""

    played = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._effects: dict[str, object] = {}
        #: Whether audio was looked for (once: asking again would log again).
        self._tried = False
        self._audio = False

    def _audio_available(self) -> bool:
        if not self._tried:
            self._tried = True
            self._audio = self._find_audio()
        return self._audio

    @staticmethod
    def _find_audio() -> bool:
        if not _sound_server_reachable():
            return False
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError:
            return False
        return bool(QMediaDevices.audioOutputs())

    def _effect(self, name: str):
        if not self._audio_available():
            return None
        if name not in self._effects:
            from PySide6.QtMultimedia import QSoundEffect

            path, volume = SOUNDS[name]
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(volume)
            self._effects[name] = effect
        return self._effects[name]

    def play(self, name: str) -> None:
        """Play the sound called ``name`` (a key of :data:`SOUNDS`), or beep without audio."""
        if name not in SOUNDS:
            raise ValueError(f"no sound called {name!r}; choose one of {', '.join(SOUNDS)}")
        effect = self._effect(name)
        if effect is not None and effect.status() != effect.Status.Error:
            effect.play()
        else:
            QApplication.beep()
        self.played.emit(name)

    def pling(self) -> None:
        self.play("pling")

    def fanfare(self) -> None:
        self.play("fanfare")


_sounds: Sounds | None = None


def sounds() -> Sounds:
    global _sounds
    if _sounds is None:
        _sounds = Sounds()
    return _sounds

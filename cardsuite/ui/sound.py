"""The suite's sounds: the "pling" for a refused move and the fanfare at the end of a round.

Sound is optional (DESIGN.md, platform facts): QtMultimedia is imported only
when a PulseAudio server answers on its socket (a socket file alone may be left
by a crashed server), because importing it without the client library fails
and connecting without a server makes Qt log warnings; Qt Multimedia's own
logging (:data:`QUIET_MULTIMEDIA`) is off.
Without audio the system beep stands in.  ``played`` is emitted either way,
with the sound's name, so tests (and anyone) can tell that it sounded.  With
Options → Sound off (:data:`SOUND_KEY`) nothing sounds and nothing is emitted.
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
#: The setting of Options → Sound (on unless turned off).
SOUND_KEY = "sound"


#: Qt Multimedia's own logging, off while the suite looks for audio and plays: it lists
#: every optional library it did not find (PipeWire, VA-API …) and its FFmpeg version, a
#: dozen lines at the first sound, on machines where sound works as well.  QT_LOGGING_RULES
#: still turns them on (it is applied after these rules).
QUIET_MULTIMEDIA = "qt.multimedia=false\nqt.multimedia.*=false"


def _socket_answers(path: str) -> bool:
    """Whether a server listens on the Unix socket ``path`` (a crashed one leaves its socket
    file behind, and Qt would log its failed connection)."""
    import socket

    if not hasattr(socket, "AF_UNIX"):
        return Path(path).exists()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(0.5)
        try:
            probe.connect(path)
        except OSError:
            return False
    return True


def _sound_server_reachable() -> bool:
    """A PulseAudio server (or PipeWire's, which speaks its protocol) that answers: the one
    ``PULSE_SERVER`` names (a Unix socket is tried; a network server is trusted), else the
    session's own socket."""
    server = os.environ.get("PULSE_SERVER", "")
    if server:
        first = server.split()[0]
        if first.startswith("unix:"):
            return _socket_answers(first[len("unix:"):])
        return not first.startswith("/") or _socket_answers(first)
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and _socket_answers(str(Path(runtime) / "pulse" / "native"))


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
        from PySide6.QtCore import QLoggingCategory

        QLoggingCategory.setFilterRules(QUIET_MULTIMEDIA)
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
        from cardsuite.ui import settings

        if not settings.get_flag(SOUND_KEY, True):
            return  # Options → Sound is off: nothing sounds, nothing is told
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

"""The pling sounds without an audio server, and never imports QtMultimedia there; a server
that is gone (its socket left behind) or not answering is no server, and Qt Multimedia's own
chatter stays out of the terminal."""

import os
import socket
import subprocess
import sys
import threading

import pytest

PLAY = (
    "import os, sys\n"
    "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
    "from PySide6.QtWidgets import QApplication\n"
    "app = QApplication([])\n"
    "from cardsuite.ui.sound import sounds\n"
    "heard = []\n"
    "sounds().played.connect(heard.append)\n"
    "sounds().pling(); sounds().fanfare(); app.processEvents()\n"
    "print(heard, 'PySide6.QtMultimedia' in sys.modules)\n"
)


def _play(runtime, **environment) -> subprocess.CompletedProcess:
    """A real process playing both sounds with ``runtime`` as XDG_RUNTIME_DIR."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PULSE_SERVER", "QT_LOGGING_RULES")}
    env.update(XDG_RUNTIME_DIR=str(runtime), **environment)
    return subprocess.run([sys.executable, "-c", PLAY], capture_output=True, text=True,
                          check=True, timeout=60, env=env)


def _left_behind(folder) -> str:
    """A socket file no server listens on, as a crashed sound server leaves it."""
    (folder / "pulse").mkdir(parents=True)
    path = str(folder / "pulse" / "native")
    with socket.socket(socket.AF_UNIX) as gone:
        gone.bind(path)
    return path


needs_unix_sockets = pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="Unix sockets")


@needs_unix_sockets
def test_a_sound_server_that_is_gone_is_no_server_and_nothing_is_printed(tmp_path):
    path = _left_behind(tmp_path)
    for environment in ({}, {"PULSE_SERVER": f"unix:{path}"}):
        result = _play(tmp_path, **environment)
        assert result.stdout.strip() == "['pling', 'fanfare'] False"  # beeped, said so
        assert result.stderr == ""


@needs_unix_sockets
def test_which_servers_count_as_reachable(tmp_path, monkeypatch):
    from cardsuite.ui.sound import _sound_server_reachable

    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert not _sound_server_reachable()  # no socket at all
    path = _left_behind(tmp_path)
    assert not _sound_server_reachable()  # a socket nobody listens on
    with socket.socket(socket.AF_UNIX) as server:
        (tmp_path / "pulse" / "native").unlink()
        server.bind(path)
        server.listen(1)
        assert _sound_server_reachable()  # a server that answers
        monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path / 'elsewhere'}")
        assert not _sound_server_reachable()  # the one PULSE_SERVER names decides
    monkeypatch.setenv("PULSE_SERVER", "tcp:sound.example.org:4713")
    assert _sound_server_reachable()  # a network server is trusted (no waiting at a pling)


@needs_unix_sockets
def test_qt_multimedias_own_chatter_stays_quiet_when_a_server_answers(tmp_path):
    """A socket that accepts and hangs up: QtMultimedia is loaded and finds no real server.
    Its category logging (the optional libraries it did not find, its FFmpeg version: a
    dozen lines) is off; the sounds are still told as played."""
    (tmp_path / "pulse").mkdir()
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "pulse" / "native"))
    server.listen(8)
    server.settimeout(0.2)
    running = True

    def hang_up() -> None:
        while running:
            try:
                server.accept()[0].close()
            except OSError:
                pass

    thread = threading.Thread(target=hang_up, daemon=True)
    thread.start()
    try:
        result = _play(tmp_path)
    finally:
        running = False
        thread.join()
        server.close()
    if result.stdout.strip() == "['pling', 'fanfare'] False":
        # No PulseAudio client library here: QtMultimedia cannot load at all.  .ci/run
        # installs it and runs this file again with CARDSUITE_REQUIRE_PULSE=1.
        assert not os.environ.get("CARDSUITE_REQUIRE_PULSE"), result.stderr
        pytest.skip("QtMultimedia cannot load without the PulseAudio client library")
    assert result.stdout.strip() == "['pling', 'fanfare'] True"
    assert "qt.multimedia" not in result.stderr
    assert "Couldn't load" not in result.stderr and "FFmpeg" not in result.stderr


def test_without_a_sound_server_both_sounds_beep_and_say_so(tmp_path):
    result = _play(tmp_path)  # no socket in the runtime folder at all
    assert result.stdout.strip() == "['pling', 'fanfare'] False"
    assert result.stderr == ""


def test_the_pling_is_our_own_and_rebuilds_byte_for_byte(tmp_path):
    import wave
    from pathlib import Path

    from cardsuite.ui.sound import PLING

    root = Path(__file__).resolve().parents[2]
    rebuilt = tmp_path / "pling.wav"
    subprocess.run([sys.executable, str(root / "tools" / "make_pling.py"), str(rebuilt)], check=True)
    assert rebuilt.read_bytes() == PLING.read_bytes()
    with wave.open(str(PLING)) as sound:
        assert sound.getnchannels() == 1 and sound.getframerate() == 22050
        assert 0.1 < sound.getnframes() / sound.getframerate() < 0.2


def test_the_fanfare_is_our_own_square_wave_tune_and_rebuilds_byte_for_byte(tmp_path):
    import wave
    from pathlib import Path

    from cardsuite.ui.sound import FANFARE

    root = Path(__file__).resolve().parents[2]
    rebuilt = tmp_path / "fanfare.wav"
    subprocess.run([sys.executable, str(root / "tools" / "make_fanfare.py"), str(rebuilt)],
                   check=True)
    assert rebuilt.read_bytes() == FANFARE.read_bytes()
    assert FANFARE.stat().st_size < 64_000  # small enough to commit
    with wave.open(str(FANFARE)) as sound:
        assert sound.getnchannels() == 1 and sound.getframerate() == 22050
        assert sound.getsampwidth() == 2
        assert 0.8 < sound.getnframes() / sound.getframerate() < 1.5

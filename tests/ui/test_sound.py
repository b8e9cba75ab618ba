"""The pling sounds without an audio server, and never imports QtMultimedia there."""

import subprocess
import sys


def test_pling_without_a_sound_server_beeps_and_says_so(tmp_path):
    code = (
        "import os, sys\n"
        "os.environ.pop('PULSE_SERVER', None)\n"
        f"os.environ['XDG_RUNTIME_DIR'] = {str(tmp_path)!r}\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from cardsuite.ui.sound import sounds\n"
        "heard = []\n"
        "sounds().played.connect(heard.append)\n"
        "sounds().pling(); sounds().pling()\n"
        "print(heard, 'PySide6.QtMultimedia' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.strip() == "['pling', 'pling'] False"
    assert "PulseAudio" not in result.stderr


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


def test_the_fanfare_without_a_sound_server_beeps_and_says_so(tmp_path):
    code = (
        "import os, sys\n"
        "os.environ.pop('PULSE_SERVER', None)\n"
        f"os.environ['XDG_RUNTIME_DIR'] = {str(tmp_path)!r}\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from cardsuite.ui.sound import sounds\n"
        "heard = []\n"
        "sounds().played.connect(heard.append)\n"
        "sounds().fanfare(); sounds().pling()\n"
        "print(heard, 'PySide6.QtMultimedia' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.strip() == "['fanfare', 'pling'] False"
    assert "PulseAudio" not in result.stderr


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

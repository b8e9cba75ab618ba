"""A clean install: the wheel holds the translations, sounds, font, icon, menu entry and the
compiled Skat search, and the suite unpacked from it runs without the checkout; ``cardsuite
--desktop-entry`` writes the menu entry and the icon; the icon is its pixel art."""

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from cardsuite import RESOURCES, ROOT, TRANSLATIONS
from cardsuite.desktop_entry import desktop_text, install, install_main
from cardsuite.engine.store import StoreError


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel ``pip install .`` would install, built from the checkout without a network."""
    folder = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "--wheel-dir", str(folder), str(ROOT)],
                   check=True, cwd=folder, stdin=subprocess.DEVNULL)
    (built,) = folder.glob("cardsuite-*.whl")
    return built


def test_the_wheel_holds_everything_the_suite_loads(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = {f"cardsuite/{path.relative_to(ROOT / 'cardsuite').as_posix()}"
              for folder in (RESOURCES, TRANSLATIONS) for path in folder.rglob("*")
              if path.is_file()}
    assert {"cardsuite/translations/cardsuite_de.qm", "cardsuite/translations/cardsuite_en.qm",
            "cardsuite/resources/fonts/CardsuiteGEM.ttf", "cardsuite/resources/sounds/pling.wav",
            "cardsuite/resources/sounds/fanfare.wav", "cardsuite/resources/icons/cardsuite.png",
            "cardsuite/resources/cardsuite.desktop"} <= wanted
    assert wanted <= names
    assert not any(name.startswith(("tests/", "tools/", "bench/")) for name in names)
    assert any(name.startswith("cardsuite/engine/ai/_dd3.") and name.endswith((".so", ".pyd"))
               for name in names), "the compiled Skat search is not in the wheel"
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "[gui_scripts]" in text and "cardsuite = cardsuite.app:main" in text


def test_the_suite_from_the_wheel_runs_without_the_checkout(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "install_check.py"), str(site)],
                          cwd=tmp_path, env=env,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_the_desktop_entry_and_icon_are_written(tmp_path):
    written = install(tmp_path, "/opt/cardsuite/bin/cardsuite")
    entry, icon = written
    assert entry == tmp_path / "applications" / "cardsuite.desktop"
    assert icon == tmp_path / "icons" / "hicolor" / "64x64" / "apps" / "cardsuite.png"
    text = entry.read_text(encoding="utf-8")
    assert text.startswith("[Desktop Entry]\n")
    assert "Exec=/opt/cardsuite/bin/cardsuite\n" in text and "Icon=cardsuite\n" in text
    assert "Name=Cardsuite\n" in text and "GenericName[de]=Kartenspiele\n" in text
    assert icon.read_bytes() == (RESOURCES / "icons" / "cardsuite.png").read_bytes()
    assert install(tmp_path, "cardsuite") == written  # again: replaced
    assert "Exec=cardsuite\n" in entry.read_text(encoding="utf-8")
    assert desktop_text("x").count("Exec=") == 1


def test_a_desktop_entry_that_cannot_be_written_is_reported(tmp_path, monkeypatch, capsys):
    (tmp_path / "applications").write_text("a file where the folder should be")
    with pytest.raises(StoreError):
        install(tmp_path, "cardsuite")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert install_main() == 1
    error = capsys.readouterr().err
    assert "cardsuite.desktop" in error and "cannot be written" in error
    assert (tmp_path / "applications").read_text() == "a file where the folder should be"


def test_desktop_entry_from_the_command_line(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "cardsuite", "--desktop-entry"], env=env,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "applications/cardsuite.desktop" in done.stdout
    assert (tmp_path / "applications" / "cardsuite.desktop").is_file()


def test_the_icon_is_its_pixel_art(qapp):
    from PySide6.QtGui import QImage

    from cardsuite.ui.app_icon import ICON_FILE, app_icon_image

    stored = QImage(str(ICON_FILE)).convertToFormat(QImage.Format.Format_ARGB32)
    drawn = app_icon_image()
    assert (stored.width(), stored.height()) == (64, 64)
    assert stored == drawn, "cardsuite/resources/icons/cardsuite.png is out of date: " \
        "run tools/make_app_icon.py"

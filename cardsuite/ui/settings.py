"""The suite's settings, kept by ``QSettings`` across runs.

Keys: ``language`` (de/en), ``theme`` (mono/colour), ``speed`` (slow/medium/
fast), ``scale`` (auto/1/2/3), ``main/geometry`` and ``windows/<game>`` (the screen's and a GEM
window's geometry) and per-game options under ``<game>/``.  Values read back
are validated where they are read: a damaged or foreign value falls back to
the default instead of breaking start-up.

Settings are a convenience, not the player's work (that is in the save files,
:mod:`cardsuite.engine.store`), so trouble with their file is never told and
never stops the suite:

- **A damaged file** (random bytes, cut short, nonsense values): ``QSettings``
  reads what it can parse and says ``FormatError``; every value read is
  validated, so the suite starts with the defaults for what is wrong.  Unlike
  a save file the damaged file is not kept: the next write replaces it with
  what the suite knows (Qt does so even while it reports ``FormatError``).
- **A file that cannot be written** (``AccessError``: the settings folder is a
  file, no permission, a full disk): nothing is logged or shown, the suite
  keeps going.  A choice made in this run is held in memory (:func:`settings`
  returns a ``QSettings`` that remembers what it could not write), so it
  lasts until the suite quits instead of vanishing the moment it is made;
  it is written with the next write that succeeds.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

SPEEDS = {"slow": 320, "medium": 160, "fast": 70}  # milliseconds for one card's move
DEFAULTS = {"language": "de", "theme": "mono", "speed": "medium", "scale": "auto"}
CHOICES = {"language": ("de", "en"), "theme": ("mono", "colour"), "speed": tuple(SPEEDS),
           "scale": ("auto", "1", "2", "3")}  # the GEM scale (gem/scale.SCALES)


#: What could not be written in this run (see above), by key.
_held: dict[str, Any] = {}


class _Settings(QSettings):
    """``QSettings`` that holds in memory what its file refused."""

    def value(self, key: str, defaultValue: Any = None, *args: Any) -> Any:  # noqa: N803
        if key in _held:
            return _held[key]
        return super().value(key, defaultValue, *args)

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802
        super().setValue(key, value)
        self.sync()
        if self.status() == QSettings.Status.AccessError:
            _held[key] = value
            return
        _held.pop(key, None)
        if _held:  # the file takes writes again: what was held goes in too
            for held_key, held_value in list(_held.items()):
                super().setValue(held_key, held_value)
            self.sync()
            if self.status() != QSettings.Status.AccessError:
                _held.clear()


def settings() -> QSettings:
    alias = _settings_alias()
    return _Settings() if alias is None else _Settings(alias, QSettings.Format.IniFormat)


#: The settings file by a name Qt can use, where Qt cannot name the real one (see below);
#: "" once it was found that Qt can (or nothing can be done).
_alias: list[str] = []


def _settings_alias() -> str | None:
    """The settings file as Qt can name it, or None where Qt names the real one itself.

    Under a locale that is not UTF-8, a home with letters like "ü" is read by Qt with
    U+FFFD in it (see :func:`data_folder`): ``QSettings`` then wrote a made-up folder
    beside the real home (``/home/J�rgen/.config/…``), or, unable to, nothing, and every
    choice was lost at quitting.  Qt cannot name such a file at all (it writes file names
    in UTF-8), so Python, which names it, links a private folder with an ASCII name (made
    by ``mkdtemp``, removed at exit) to the real settings folder, and Qt writes through
    the link into the file where it belongs: ``$XDG_CONFIG_HOME`` (else ``~/.config``)
    ``/<organisation>/<application>.conf``, as Qt's own choice would be."""
    if _alias:
        return _alias[0] or None
    _alias.append("")
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    if os.name != "posix" or _nameable(config):
        return None
    organisation = QCoreApplication.organizationName() or QCoreApplication.applicationName()
    application = QCoreApplication.applicationName() or organisation
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    try:
        real = os.path.join(base, organisation)
        os.makedirs(real, exist_ok=True)
        import atexit
        import shutil
        import tempfile

        private = tempfile.mkdtemp(prefix="cardsuite-settings-")
        atexit.register(shutil.rmtree, private, True)
        link = os.path.join(private, "config")
        os.symlink(real, link)
    except OSError:
        return None  # as before: Qt's own (unusable) name, the choices held in memory
    alias = os.path.join(link, f"{application}.conf")
    if not alias.isascii():  # a temporary folder Qt cannot name either ($TMPDIR)
        return None
    _alias[0] = alias
    return alias


def data_folder() -> Path:
    """Where the player's files live (statistics, sessions, slots, member files, kept games):
    the application's data folder, per user, where the platform says (``QStandardPaths``).

    Qt 6 takes file names and the environment for UTF-8 whatever the locale says.  Under a
    locale that is not UTF-8 (a Latin-1 ``de_DE.ISO-8859-1``, say) a home or
    ``XDG_DATA_HOME`` with letters like "ä" comes back from Qt with U+FFFD in it, a folder
    that does not exist and that Python cannot even name (``UnicodeEncodeError``).  Then the
    same place is taken as the system names it: ``$XDG_DATA_HOME`` (else ``~/.local/share``)
    and the organisation's and the application's names, read by Python in the locale's
    encoding."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if _nameable(folder):
        return Path(folder)
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local",
                                                           "share")
    names = [QCoreApplication.organizationName(), QCoreApplication.applicationName()]
    return Path(base, *[name for name in names if name])


def _nameable(folder: str) -> bool:
    """A path Qt read right: no U+FFFD from an undecodable byte, and the system can name it."""
    if "\ufffd" in folder:
        return False
    try:
        os.fsencode(folder)
    except UnicodeEncodeError:
        return False
    return True


def get_choice(key: str) -> str:
    value = settings().value(key, DEFAULTS[key])
    return value if isinstance(value, str) and value in CHOICES[key] else DEFAULTS[key]


def set_choice(key: str, value: str) -> None:
    if value not in CHOICES[key]:
        raise ValueError(f"{key} must be one of {', '.join(CHOICES[key])}, not {value!r}")
    settings().setValue(key, value)


def get_flag(key: str, default: bool = False) -> bool:
    """A yes/no setting; anything but a clear yes or no ("banana", a list) is the default."""
    flag = get_optional_flag(key)
    return default if flag is None else flag


def get_optional_flag(key: str) -> bool | None:
    """A yes/no setting, or None where there is none or it is neither a clear yes nor no."""
    value = settings().value(key)
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("true", "1", "yes"):
            return True
        if text in ("false", "0", "no"):
            return False
    return None


def set_flag(key: str, value: bool) -> None:
    settings().setValue(key, bool(value))


def get_dict(key: str) -> dict[str, Any]:
    value = settings().value(key)
    return value if isinstance(value, dict) else {}


def set_dict(key: str, value: dict[str, Any]) -> None:
    settings().setValue(key, value)


def move_duration() -> int:
    """How long one card's move takes at the chosen animation speed."""
    return SPEEDS[get_choice("speed")]

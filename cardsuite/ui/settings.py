"""The suite's settings, kept by ``QSettings`` across runs.

Keys: ``language`` (de/en), ``theme`` (mono/colour), ``speed`` (slow/medium/
fast), ``windows/<game>`` (a GEM window's geometry) and per-game options
under ``<game>/``.  Values read back are validated: a damaged or foreign
value falls back to the default instead of breaking start-up.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings

SPEEDS = {"slow": 320, "medium": 160, "fast": 70}  # milliseconds for one card's move
DEFAULTS = {"language": "de", "theme": "mono", "speed": "medium"}
CHOICES = {"language": ("de", "en"), "theme": ("mono", "colour"), "speed": tuple(SPEEDS)}


def settings() -> QSettings:
    return QSettings()


def get_choice(key: str) -> str:
    value = settings().value(key, DEFAULTS[key])
    return value if value in CHOICES[key] else DEFAULTS[key]


def set_choice(key: str, value: str) -> None:
    if value not in CHOICES[key]:
        raise ValueError(f"{key} must be one of {', '.join(CHOICES[key])}, not {value!r}")
    settings().setValue(key, value)


def get_flag(key: str, default: bool = False) -> bool:
    value = settings().value(key, default)
    if isinstance(value, bool):
        return value
    return str(value).lower() in ("true", "1", "yes")


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

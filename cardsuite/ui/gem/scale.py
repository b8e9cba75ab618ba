"""The GEM scale: how many screen pixels draw one GEM pixel (Options → Scale).

GEM drew its desktop in whole pixels; on a large screen the suite draws each of
them as a 2 × 2 or 3 × 3 block, never a fraction (a fraction smears the dither
and the one-pixel lines).  The menu bar, the desktop with its icons and windows,
and every dialog and alert made afterwards take the current scale; an open
dialog keeps the one it was made with.  "Automatic" chooses by the screen's
height: 1 up to 1799 pixels (a full-HD screen, or any screen Qt already scales
by its own whole factor), 2 from 1800 (a 4K screen at 100 %), 3 from 2700.
"""

from __future__ import annotations

#: The choices of Options → Scale, as the settings keep them.
SCALES = ("auto", "1", "2", "3")

_current = [1]


def current_scale() -> int:
    """The scale new GEM widgets are drawn at."""
    return _current[0]


def set_current_scale(scale: int) -> None:
    if scale not in (1, 2, 3):
        raise ValueError(f"the GEM scale is 1, 2 or 3, not {scale!r}")
    _current[0] = scale


def automatic_scale(screen_height: int) -> int:
    """The scale "automatic" chooses for a screen ``screen_height`` pixels high (in Qt's
    pixels, after its own whole-number scaling)."""
    return max(1, min(3, screen_height // 900))


def scale_for(choice: str, screen_height: int) -> int:
    """The scale a choice of :data:`SCALES` gives on a screen that high."""
    if choice not in SCALES:
        raise ValueError(f"no scale {choice!r}; choose one of {', '.join(SCALES)}")
    return automatic_scale(screen_height) if choice == "auto" else int(choice)

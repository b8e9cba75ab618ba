"""Shared test set-up: headless Qt, settings in a temporary folder, both languages compiled."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

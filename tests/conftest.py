"""Shared test set-up: headless Qt, settings kept in a temporary folder, the suite's font."""

import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Saved data (statistics) of the tests goes to a folder of their own.
_DATA = tempfile.mkdtemp(prefix="cardsuite-test-data-")
os.environ["XDG_DATA_HOME"] = _DATA

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def isolated_settings(tmp_path_factory):
    """Never read or write the developer's own Cardsuite settings."""
    QCoreApplication.setOrganizationName("CardsuiteTests")
    QCoreApplication.setApplicationName("CardsuiteTests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path_factory.mktemp("settings")))
    yield


@pytest.fixture
def clean_settings(qapp):
    """Fresh settings and statistics for one test, with fast animations."""
    from cardsuite.ui.boards.vierfrei import board as vierfrei

    QSettings().clear()
    QSettings().setValue("speed", "fast")
    vierfrei._statistics_state.clear()
    shutil.rmtree(_DATA, ignore_errors=True)
    yield QSettings()
    QSettings().clear()
    vierfrei._statistics_state.clear()

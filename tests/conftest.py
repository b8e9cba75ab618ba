"""Shared test set-up: headless Qt, settings kept in a temporary folder, the suite's font."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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
    """Fresh settings for one test, with fast animations."""
    QSettings().clear()
    QSettings().setValue("speed", "fast")
    yield QSettings()
    QSettings().clear()

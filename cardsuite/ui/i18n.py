"""Run-time language switching (German and English).

Source strings are English.  :func:`set_language` swaps the installed
``QTranslator``; Qt then sends ``LanguageChange`` to every widget, and
:class:`LanguageManager` emits ``changed`` so that things that are not widgets
(graphics items, menus built by hand) re-label themselves at once.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from cardsuite import TRANSLATIONS

LANGUAGES = ("de", "en")


class LanguageManager(QObject):
    changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._language = "en"
        self._translators: list[QTranslator] = []

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, language: str) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r}; choose one of {', '.join(LANGUAGES)}")
        app = QCoreApplication.instance()
        translator = QTranslator()
        if not translator.load(str(TRANSLATIONS / f"cardsuite_{language}.qm")):
            raise FileNotFoundError(f"missing translation file cardsuite_{language}.qm; run 'make translations'")
        translators = [translator]
        # Qt's own texts (key names such as Entf for Delete, line-edit menus).
        qt_texts = QTranslator()
        if qt_texts.load(f"qtbase_{language}",
                         QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            translators.append(qt_texts)
        for old in self._translators:
            app.removeTranslator(old)
        for new in translators:
            app.installTranslator(new)
        self._translators = translators
        self._language = language
        QLocale.setDefault(QLocale(QLocale.Language.German if language == "de" else QLocale.Language.English))
        self.changed.emit(language)


_manager: LanguageManager | None = None


def language_manager() -> LanguageManager:
    global _manager
    if _manager is None:
        _manager = LanguageManager()
    return _manager

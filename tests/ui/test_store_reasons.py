"""Store reasons in German alerts are German (issue 17: they were English inside German
alerts).  The reasons are made by the real store calls, not typed here."""

import os

import pytest

from cardsuite.engine import store
from cardsuite.ui.store_reasons import reason_text


def _reason(call) -> str:
    with pytest.raises(store.StoreError) as caught:
        call()
    return caught.value.reason


def test_the_stores_reasons_in_german(tmp_path, switch):
    missing = _reason(lambda: store.read(tmp_path / "none.json", "k", (1,)))
    (tmp_path / "bad.json").write_text("{}", encoding="utf-8")
    foreign = _reason(lambda: store.read(tmp_path / "bad.json", "k", (1,)))
    (tmp_path / "nan.json").write_text('{"format": NaN}', encoding="utf-8")
    damaged = _reason(lambda: store.read(tmp_path / "nan.json", "k", (1,)))
    (tmp_path / "in-the-way").write_text("x", encoding="utf-8")
    blocked = _reason(lambda: store.write(tmp_path / "in-the-way" / "a.json", "k", 1, {}))
    store.write(tmp_path / "v.json", "k", 7, {})
    newer = _reason(lambda: store.read(tmp_path / "v.json", "k", (1,)))
    assert [reason_text(r) for r in (missing, foreign, newer)] == [missing, foreign, newer]
    switch("de")
    assert reason_text(missing) == "gibt es nicht"
    assert reason_text(foreign) == "ist keine Cardsuite-Datei"
    assert reason_text(damaged) == "ist beschädigt: NaN ist keine Zahl von Cardsuite"
    assert reason_text(blocked) == \
        f"kann nicht geschrieben werden: {tmp_path / 'in-the-way'} ist eine Datei, kein Ordner"
    assert reason_text(newer) == "hat das Format 7, das dieses Cardsuite nicht lesen kann"
    assert reason_text("cannot be written: No space left on device") == \
        "kann nicht geschrieben werden: Kein Platz mehr auf dem Datenträger"
    assert reason_text("something new") == "something new"  # unknown: as it is
    assert reason_text("is damaged: entry 3 has the score 'x'") == \
        "ist beschädigt: entry 3 has the score 'x'"  # a game's own detail names the file's words


def test_what_the_store_finds_wrong_with_any_file_in_german(tmp_path, switch):
    """Each damage store.read itself finds, made by a real file."""
    contents = {b"\xff\xfe": "ist beschädigt: kein UTF-8-Text",
                b'{"format": 1,\n  x}': "ist beschädigt: kein gültiges JSON (Zeile 2, Spalte 3)",
                b"[" * 100_000: "ist beschädigt: zu tief verschachtelt",
                b'{"a": ' + b"9" * 5000 + b"}": "ist beschädigt: eine Zahl ist zu groß",
                b'{"a": -Infinity}': "ist beschädigt: -Infinity ist keine Zahl von Cardsuite"}
    reasons = []
    for index, content in enumerate(contents):
        (tmp_path / f"{index}.json").write_bytes(content)
        reasons.append(_reason(lambda i=index: store.read(tmp_path / f"{i}.json", "k", (1,))))
    store.write(tmp_path / "other.json", "other", 1, {})
    other = _reason(lambda: store.read(tmp_path / "other.json", "k", (1,)))
    switch("de")
    assert [reason_text(reason) for reason in reasons] == list(contents.values())
    assert reason_text(other) == "enthält 'other', nicht 'k'"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root may write anywhere")
def test_permission_denied_in_german(tmp_path, switch):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        reason = _reason(lambda: store.write(folder / "a.json", "k", 1, {}))
    finally:
        folder.chmod(0o700)
    switch("de")
    assert reason_text(reason) == "kann nicht geschrieben werden: Keine Berechtigung"


# --- the alert about a file and its details ---------------------------------------------------

class Script:
    """Answers the alerts as they come, one button index each (by a polling timer, since they
    are modal), and keeps (class name, lines, button texts) of each."""

    def __init__(self, answers: list[int]) -> None:
        from PySide6.QtCore import QTimer

        self.answers, self.seen = list(answers), []
        self._timer = QTimer
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        from PySide6.QtWidgets import QApplication

        from cardsuite.ui.gem.alert import GemAlert

        if not self.answers:
            return
        alert = QApplication.activeModalWidget()
        if isinstance(alert, GemAlert) and alert.isVisible():
            self.seen.append((type(alert).__name__, alert.lines(),
                              [alert.button(i).text() for i in range(alert.button_count())]))
            alert.button(self.answers.pop(0)).click()
        if self.answers:
            self._timer.singleShot(10, self._poll)


def _long_reason(tmp_path) -> tuple:
    """A real store error whose reason is longer than an alert holds: a file in the way of
    a deep folder."""
    deep = tmp_path / "a-rather-long-folder-name" / "and-another-one-below-it"
    deep.parent.mkdir()
    deep.write_text("in the way", encoding="utf-8")
    with pytest.raises(store.StoreError) as caught:
        store.write(deep / "game-1.json", "k", 1, {})
    return caught.value, deep


def test_a_file_alert_names_the_file_and_details_give_the_folder_and_all_the_reason(
        qapp, tmp_path):
    from cardsuite.ui.gem.alert import AlertIcon
    from cardsuite.ui.store_reasons import file_alert

    error, deep = _long_reason(tmp_path)
    script = Script([2, 0, 1])  # Details, its OK; then the alert again: Cancel
    answer = file_alert(None, AlertIcon.QUESTION, ["This game cannot be kept:"], error.path,
                        error.reason, ["Close anyway?"], ["Close", "Cancel"], default=1, cancel=1)
    assert answer == 1
    (kind, lines, buttons), (details_kind, details, details_buttons), again = script.seen
    assert kind == "GemAlert" and buttons == ["Close", "Cancel", "Details"]
    assert lines[0] == "This game cannot be kept:" and lines[1] == "game-1.json"
    assert lines[-1] == "Close anyway?" and len(lines) == 5
    assert lines[3].endswith("…")  # more than two lines of reason: the rest is in the details
    assert details_kind == "FileDetails" and details_buttons == ["OK"]  # no folder to open
    assert details[:2] == ["File: game-1.json", "Folder:"]
    folder_lines = details[2:details.index("Why:")]
    assert "".join(folder_lines) == str(deep)
    assert all(len(line) <= 56 for line in details)
    assert all(line.endswith("/") for line in folder_lines[:-1])  # broken after a separator
    reason = details[details.index("Why:") + 1:]
    assert " ".join(reason).startswith("cannot be written:")
    assert str(deep.parent) in "".join(reason)  # the whole reason, the path in the way too
    assert again[1] == lines  # back to the question, which is then answered


def test_details_open_the_folder_in_the_file_manager(qapp, tmp_path, monkeypatch):
    from PySide6.QtGui import QDesktopServices

    from cardsuite.ui.store_reasons import show_details

    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    (tmp_path / "game-2.json").write_text("{", encoding="utf-8")
    with pytest.raises(store.StoreError) as caught:
        store.read(tmp_path / "game-2.json", "k", (1,))
    script = Script([0])  # Open folder
    show_details(None, caught.value.path, caught.value.reason)
    (_kind, _lines, buttons), = script.seen
    assert buttons == ["Open folder", "OK"]
    assert [url.toLocalFile() for url in opened] == [str(tmp_path)]


def test_the_details_in_german(qapp, tmp_path, switch):
    from cardsuite.ui.store_reasons import details_lines

    error, deep = _long_reason(tmp_path)
    switch("de")
    lines = details_lines(error.path, error.reason)
    assert lines[:2] == ["Datei: game-1.json", "Ordner:"]
    assert "Grund:" in lines
    assert lines[lines.index("Grund:") + 1].startswith("kann nicht geschrieben werden:")

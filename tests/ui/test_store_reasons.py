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
    assert reason_text(damaged) == "ist beschädigt: NaN is no number of ours"  # the detail
    assert reason_text(blocked) == \
        f"kann nicht geschrieben werden: {tmp_path / 'in-the-way'} ist eine Datei, kein Ordner"
    assert reason_text(newer) == "hat das Format 7, das dieses Cardsuite nicht lesen kann"
    assert reason_text("cannot be written: No space left on device") == \
        "kann nicht geschrieben werden: Kein Platz mehr auf dem Datenträger"
    assert reason_text("something new") == "something new"  # unknown: as it is


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

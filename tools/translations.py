"""Keep cardsuite/translations/cardsuite_{de,en}.ts in step with the code, and check them.

    python tools/translations.py update   # lupdate, fill English, lrelease
    python tools/translations.py check    # exit 1 and list every problem

Why a tool and not two Makefile lines: lupdate alone cannot tell whether a file
is complete, whether a translator dropped a ``%1``, or whether the committed
.qm files (which ``make run`` loads without a build step) still match the .ts
files.  The English file is generated: source strings are English, so every
empty English translation is the source text itself; only plural singulars
need a human.  The German file is written by people and is only reported on.

The Linguist tools are the ones that come with the running interpreter's
PySide6, so the venv that runs this script is the one that counts.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Plural forms each language needs in a numerus message (Qt's rules for de and en).
NUMERUS_FORMS = {"de": 2, "en": 2}

#: What a new .ts file records as its language (what lupdate guesses for cardsuite_de.ts).
LOCALES = {"de": "de_DE", "en": "en_US"}

#: ``type`` values of a <translation> that mean "not ready to ship".
BAD_TYPES = ("unfinished", "obsolete", "vanished")

#: Qt placeholders: %1..%99, %n, and their localised %L forms.
PLACEHOLDER = re.compile(r"%L?(?:n|\d{1,2})")

#: Receivers of QCoreApplication.translate() as the code spells them.
APPLICATION_CLASSES = {"QCoreApplication", "QGuiApplication", "QApplication"}

#: Seeds for comparing numerus translations when the .qm bytes differ.
NUMERUS_PROBES = (0, 1, 2, 5, 21)


class ToolError(RuntimeError):
    """A Linguist tool is missing or failed; the message says which and why."""


@dataclass(frozen=True)
class Message:
    """One <message> of a .ts file, flattened to what the checks need."""

    context: str
    source: str
    comment: str
    numerus: bool
    #: "" for finished, else the <translation type="..."> value ("missing" if no element).
    state: str
    #: The translation, or the plural forms of a numerus message.
    forms: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str, str]:
        """What lupdate and QTranslator identify a message by."""
        return (self.context, self.source, self.comment)

    def label(self) -> str:
        comment = f" ({self.comment})" if self.comment else ""
        return f"[{self.context}] {self.source!r}{comment}"


@dataclass(frozen=True)
class TsFile:
    path: Path
    language: str
    messages: tuple[Message, ...]

    @property
    def language_code(self) -> str:
        """"de" for "de_DE"; falls back to the file name suffix (cardsuite_de.ts)."""
        code = self.language.split("_")[0].lower()
        return code or self.path.stem.rsplit("_", 1)[-1]

    def keys(self) -> set[tuple[str, str, str]]:
        return {m.key for m in self.messages}


@dataclass
class Project:
    """Which sources feed which .ts files; the .qm sits beside its .ts."""

    root: Path
    sources: list[Path]
    ts_files: dict[str, Path] = field(default_factory=dict)

    def qm_file(self, language: str) -> Path:
        return self.ts_files[language].with_suffix(".qm")


def default_project(root: Path = ROOT) -> Project:
    """The real project: all of cardsuite/ui plus app.py (the Qt-free layers have no tr())."""
    sources = sorted((root / "cardsuite" / "ui").rglob("*.py"))
    app = root / "cardsuite" / "app.py"
    if app.exists():
        sources.append(app)
    ts = {lang: root / "cardsuite" / "translations" / f"cardsuite_{lang}.ts" for lang in ("de", "en")}
    return Project(root=root, sources=sources, ts_files=ts)


# --------------------------------------------------------------------------- Linguist tools


def linguist_tool(name: str) -> Path:
    """The Linguist binary that comes with this interpreter's PySide6.

    The ``pyside6-<name>`` scripts next to ``sys.executable`` only start a
    Python that finds the binary in the PySide6 package and runs it; going to
    the binary directly saves that start per call and still works when a
    reinstall has left PySide6 without its ``__init__.py`` (split wheels share
    that file), which breaks the scripts.  The scripts remain the fallback.
    """
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        binary = Path(folder) / name
        if binary.is_file() and os.access(binary, os.X_OK):
            return binary
    script = Path(sys.executable).parent / f"pyside6-{name}"  # not resolved: a venv's python is a link
    if script.exists():
        return script
    found = shutil.which(f"pyside6-{name}")
    if found:
        return Path(found)
    raise ToolError(f"neither {name} in PySide6 nor pyside6-{name} found for {sys.executable}")


def _run(cmd: Sequence[str | Path], cwd: Path | None = None) -> str:
    result = subprocess.run(
        [str(c) for c in cmd], cwd=cwd, capture_output=True, text=True, check=False
    )
    output = (result.stdout + result.stderr).strip()
    if result.returncode != 0:
        raise ToolError(f"{Path(str(cmd[0])).name} failed ({result.returncode}): {output}")
    return output


def run_lupdate(
    sources: Iterable[Path], ts_file: Path, language: str, cwd: Path | None = None
) -> str:
    """Merge the sources' strings into one .ts file; returns lupdate's warnings (if any).

    ``-no-obsolete`` drops strings that left the code, ``-locations none`` keeps
    line numbers out of the files so that editing code does not churn them.  The
    language is given, not guessed from the file name (lupdate guesses wrong
    for names such as ``fixture_de.ts``); it only matters for a new file.
    """
    cmd: list[str | Path] = [linguist_tool("lupdate"), "-silent", "-no-obsolete"]
    cmd += ["-locations", "none", "-target-language", LOCALES.get(language, language)]
    cmd += [*sources, "-ts", ts_file]
    return _run(cmd, cwd=cwd)


def run_lrelease(ts_file: Path, qm_file: Path) -> str:
    """Compile one .ts into one .qm (unfinished messages are left out by lrelease).

    Written beside and then renamed over the old file: a running suite maps its .qm
    files into memory, and lrelease rewriting one in place killed it (SIGBUS)."""
    fresh = qm_file.with_name(qm_file.name + ".new")
    output = _run([linguist_tool("lrelease"), "-silent", ts_file, "-qm", fresh])
    os.replace(fresh, qm_file)
    return output


# --------------------------------------------------------------------------- reading and writing


def _text(element: ET.Element | None) -> str:
    return "" if element is None or element.text is None else element.text


def parse_ts(path: Path) -> TsFile:
    """Read a .ts file; raises ``ET.ParseError`` or ``ValueError`` if it is not one."""
    root = ET.parse(path).getroot()
    if root.tag != "TS":
        raise ValueError(f"{path}: root element is <{root.tag}>, not <TS>")
    messages = []
    for context in root.findall("context"):
        name = _text(context.find("name"))
        for message in context.findall("message"):
            numerus = message.get("numerus") == "yes"
            translation = message.find("translation")
            if translation is None:
                state, forms = "missing", ()
            else:
                state = translation.get("type", "")
                if numerus:
                    forms = tuple(_text(f) for f in translation.findall("numerusform"))
                else:
                    forms = (_text(translation),)
            messages.append(
                Message(
                    context=name,
                    source=_text(message.find("source")),
                    comment=_text(message.find("comment")),
                    numerus=numerus,
                    state=state,
                    forms=forms,
                )
            )
    return TsFile(path=path, language=root.get("language", ""), messages=tuple(messages))


def fill_from_source(path: Path, forms: int) -> int:
    """Give every message with an empty translation its source text, marked finished.

    For the English file: the source *is* English.  Numerus messages get
    ``forms`` plural forms; forms already written by a human are kept.  A
    message whose text was carried over by lupdate's heuristics (non-empty but
    unfinished) is left alone for a human to confirm.  Returns how many
    messages were filled.
    """
    tree = ET.parse(path)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation", {"type": "unfinished"})
        if translation.get("type") != "unfinished":
            continue
        source = _text(message.find("source"))
        if message.get("numerus") == "yes":
            numerus = translation.findall("numerusform")
            while len(numerus) < forms:
                numerus.append(ET.SubElement(translation, "numerusform"))
            if all(_text(f) for f in numerus):
                continue
            for form in numerus:
                if not _text(form):
                    form.text = source
        else:
            # A carried-over text equal to the source is what English wants anyway.
            if _text(translation) and _text(translation) != source:
                continue
            translation.text = source
        del translation.attrib["type"]
        filled += 1
    if filled:
        tree.write(path, encoding="utf-8", xml_declaration=True)
    return filled


# --------------------------------------------------------------------------- checks


def placeholders(text: str) -> Counter[str]:
    return Counter(PLACEHOLDER.findall(text))


def check_ts(ts: TsFile) -> list[str]:
    """Everything wrong inside one parsed .ts file (no sources, no .qm)."""
    problems = []
    where = ts.path.name
    expected_forms = NUMERUS_FORMS.get(ts.language_code)
    if expected_forms is None:
        problems.append(f"{where}: unknown language {ts.language!r} (know {sorted(NUMERUS_FORMS)})")
    for m in ts.messages:
        if not m.context:
            problems.append(f"{where}: empty context (a bare tr() outside a class?): {m.label()}")
        if m.state:
            problems.append(f"{where}: {m.state}: {m.label()}")
            continue
        if m.numerus and expected_forms is not None and len(m.forms) != expected_forms:
            problems.append(
                f"{where}: {len(m.forms)} plural forms, {ts.language_code} needs "
                f"{expected_forms}: {m.label()}"
            )
        if not m.forms or not all(m.forms):
            problems.append(f"{where}: empty translation: {m.label()}")
            continue
        wanted = placeholders(m.source)
        for form in m.forms:
            if placeholders(form) != wanted:
                problems.append(
                    f"{where}: placeholders {sorted(placeholders(form).elements())} in "
                    f"{form!r} differ from {sorted(wanted.elements())} in {m.label()}"
                )
    return problems


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _tr_call(node: ast.Call) -> tuple[int, int] | None:
    """(index of the source text, index of n) if ``node`` is a Qt tr()/translate() call.

    ``translate`` may be called on the application class or bare (after
    ``translate = QCoreApplication.translate``); lupdate reads both.
    """
    if isinstance(node.func, ast.Attribute):
        name, receiver = node.func.attr, node.func.value
    elif isinstance(node.func, ast.Name) and node.func.id == "translate":
        name, receiver = "translate", None
    else:
        return None
    if name == "tr" and (node.args or node.keywords):
        return 0, 2
    if name != "translate":
        return None
    # QPainter.translate(x, y) and str.translate(table) share the name: a call is
    # ours if it is bare or made on the application class, starts with a string,
    # or uses Qt's keyword names.
    receiver_name = receiver.attr if isinstance(receiver, ast.Attribute) else getattr(receiver, "id", "")
    qt_keywords = {"context", "sourceText", "disambiguation", "n"}
    if (
        receiver is None
        or receiver_name in APPLICATION_CLASSES
        or (node.args and _literal(node.args[0]))
        or {k.arg for k in node.keywords} & qt_keywords
    ):
        return 1, 3
    return None


def check_calls(sources: Iterable[Path], root: Path | None = None) -> list[str]:
    """Find tr()/translate() calls that lupdate would miss or extract wrongly.

    lupdate reads Python by pattern: an f-string is extracted with its braces, a
    variable not at all, and a call with keyword arguments (``n=count``) is
    silently dropped — the string then never reaches the .ts files.  A bare
    ``tr("...")`` (a module-level helper) is extracted with an empty context,
    while the helper asks Qt for its real context, so it is never translated.
    """
    problems = []
    for path in sources:
        shown = path.relative_to(root) if root and path.is_relative_to(root) else path
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        except SyntaxError as error:
            problems.append(f"{shown}:{error.lineno}: does not parse: {error.msg}")
            continue
        calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
        for node in sorted(calls, key=lambda call: (call.lineno, call.col_offset)):
            where = f"{shown}:{node.lineno}"
            if isinstance(node.func, ast.Name) and node.func.id == "tr":
                problems.append(
                    f"{where}: bare tr(): lupdate files it under an empty context, never looked up; "
                    'use translate("Context", "...") (translate = QCoreApplication.translate) or self.tr()'
                )
                continue
            indices = _tr_call(node)
            if indices is None:
                continue
            source_index, n_index = indices
            if node.keywords:
                names = ", ".join(str(k.arg) for k in node.keywords)
                problems.append(f"{where}: keyword argument(s) {names}; lupdate skips such calls")
                continue
            literal_args = node.args[: source_index + 1]
            if len(node.args) <= source_index or not all(_literal(a) for a in literal_args):
                problems.append(f"{where}: text is not a plain string literal (f-string or variable?)")
                continue
            comment_index = source_index + 1
            if len(node.args) > comment_index:
                comment = node.args[comment_index]
                if not (_literal(comment) or (isinstance(comment, ast.Constant) and comment.value is None)):
                    problems.append(f"{where}: disambiguation comment is not a literal")
            source = node.args[source_index].value  # type: ignore[attr-defined]
            if "%n" in source.replace("%Ln", "%n") and len(node.args) <= n_index:
                problems.append(f"{where}: {source!r} uses %n but passes no count")
            elif "%n" in source.replace("%Ln", "%n") and n_index == 3 \
                    and not isinstance(node.args[n_index], ast.Constant):
                context = node.args[0].value  # type: ignore[attr-defined]
                problems.append(
                    f"{where}: {source!r}: lupdate files translate() with a counted %n as a "
                    f"plain text (no plural forms); use {context}.tr(text, \"\", n), a QObject "
                    "class named as the context")
    return problems


def check_sources_covered(project: Project) -> list[str]:
    """Run lupdate into copies of the .ts files and compare message keys.

    A key only in the copy is a string in the code that nobody ran ``make
    translations`` for; a key only in the committed file left the code.
    """
    problems = []
    with tempfile.TemporaryDirectory(prefix="cardsuite-ts-") as tmp:
        copies = {}
        for language, path in project.ts_files.items():
            copy = Path(tmp) / path.name
            shutil.copyfile(path, copy)
            copies[language] = copy
        for language, path in project.ts_files.items():
            warnings = run_lupdate(project.sources, copies[language], language, cwd=project.root)
            problems += [f"lupdate: {line}" for line in warnings.splitlines() if line.strip()]
            committed = parse_ts(path)
            fresh = parse_ts(copies[language])
            by_key = {m.key: m for m in fresh.messages} | {m.key: m for m in committed.messages}
            for key in sorted(fresh.keys() - committed.keys()):
                problems.append(f"{path.name}: not in the file (run make translations): {by_key[key].label()}")
            for key in sorted(committed.keys() - fresh.keys()):
                problems.append(f"{path.name}: no longer in the code (run make translations): {by_key[key].label()}")
    return problems


def _same_translations(ts: TsFile, committed: Path, fresh: Path) -> list[str]:
    """Compare two .qm files by what QTranslator answers for every message of ``ts``."""
    from PySide6.QtCore import QTranslator  # only needed when the bytes differ

    old, new = QTranslator(), QTranslator()
    if not old.load(str(committed)):
        return [f"{committed.name}: QTranslator cannot load it"]
    if not new.load(str(fresh)):
        return [f"{fresh.name}: QTranslator cannot load lrelease's output"]
    differing = []
    for m in ts.messages:
        comment = m.comment or None
        for n in NUMERUS_PROBES if m.numerus else (-1,):
            if old.translate(m.context, m.source, comment, n) != new.translate(
                m.context, m.source, comment, n
            ):
                differing.append(m)
                break
    return [f"{committed.name}: out of date (run make translations): {m.label()}" for m in differing]


def check_qm(project: Project) -> list[str]:
    """The committed .qm must be what lrelease makes from the .ts now."""
    problems = []
    with tempfile.TemporaryDirectory(prefix="cardsuite-qm-") as tmp:
        for language, ts_path in project.ts_files.items():
            qm = project.qm_file(language)
            if not qm.exists():
                problems.append(f"{qm.name}: missing (run make translations)")
                continue
            fresh = Path(tmp) / qm.name
            run_lrelease(ts_path, fresh)
            if fresh.read_bytes() != qm.read_bytes():
                # Another lrelease version may lay the file out differently: judge by content.
                problems += _same_translations(parse_ts(ts_path), qm, fresh)
    return problems


def check(project: Project) -> list[str]:
    """All checks; an empty list means the translations can ship."""
    problems = []
    parsed = []
    for path in project.ts_files.values():
        if not path.exists():
            problems.append(f"{path.name}: missing (run make translations)")
            continue
        try:
            parsed.append(parse_ts(path))
        except (ET.ParseError, ValueError) as error:
            problems.append(f"{path.name}: does not parse: {error}")
    for ts in parsed:
        problems += check_ts(ts)
    problems += check_calls(project.sources, project.root)
    if len(parsed) == len(project.ts_files):
        problems += check_sources_covered(project)
        problems += check_qm(project)
    return problems


# --------------------------------------------------------------------------- update


@dataclass(frozen=True)
class UpdateReport:
    messages: dict[str, int]
    unfinished: dict[str, int]
    filled: dict[str, int]

    def lines(self) -> list[str]:
        out = []
        for language in self.messages:
            text = f"{language}: {self.messages[language]} messages, {self.unfinished[language]} unfinished"
            if self.filled.get(language):
                text += f", {self.filled[language]} filled from the source text"
            out.append(text)
        return out


def update(project: Project) -> UpdateReport:
    """lupdate both files, fill the English one, compile both."""
    for language, path in project.ts_files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        run_lupdate(project.sources, path, language, cwd=project.root)
    filled = {}
    if "en" in project.ts_files:
        en = project.ts_files["en"]
        filled["en"] = fill_from_source(en, NUMERUS_FORMS["en"])
        if filled["en"]:
            # Let lupdate write the file back in its own layout, so diffs stay small.
            run_lupdate(project.sources, en, "en", cwd=project.root)
    messages, unfinished = {}, {}
    for language, path in project.ts_files.items():
        ts = parse_ts(path)
        messages[language] = len(ts.messages)
        unfinished[language] = sum(1 for m in ts.messages if m.state == "unfinished")
        run_lrelease(path, project.qm_file(language))
    return UpdateReport(messages=messages, unfinished=unfinished, filled=filled)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "check"))
    args = parser.parse_args(argv)
    project = default_project()
    try:
        if args.command == "update":
            for line in update(project).lines():
                print(line)
            # lupdate files these calls wrongly or not at all: say so now, not only in check.
            for problem in check_calls(project.sources, project.root):
                print(f"warning: {problem}")
            return 0
        problems = check(project)
    except ToolError as error:
        print(f"translations: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem)
    if problems:
        print(f"translations: {len(problems)} problem(s)")
        return 1
    print("translations: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Nothing under cardsuite/engine or cardsuite/games may import Qt (DESIGN.md)."""

import ast
import subprocess
import sys
from pathlib import Path

import cardsuite

CORE = [Path(cardsuite.__file__).parent / "engine", Path(cardsuite.__file__).parent / "games"]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_qt_import_in_core_sources():
    files = [p for folder in CORE for p in folder.rglob("*.py")]
    assert len(files) >= 6
    offenders = {
        str(p): sorted(m for m in imported_modules(p) if m.split(".")[0] in {"PySide6", "shiboken6"})
        for p in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_core_runs_without_qt_loaded():
    code = (
        "import sys, pkgutil, importlib, cardsuite.engine, cardsuite.games\n"
        "for pkg in (cardsuite.engine, cardsuite.games):\n"
        "    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        if not info.name.endswith('__main__'):\n"
        "            importlib.import_module(info.name)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"

"""Per-deal records of the long benchmarks, so that a run of 1 000 deals can be made in pieces.

A duplicate match of the strongest Skat level plays about six deals a minute
on the two-core machine; 1 000 deals take close to three hours, longer than a
working session.  Every deal of such a run is seeded, so its result depends
only on the code that played it.  A benchmark therefore writes each deal's
result as one line of ``bench/records/<name>.jsonl`` the moment it is known,
tagged with a **fingerprint** of that code, and a later run with the same
fingerprint takes the recorded deals and plays only the missing ones.  A run
that is stopped loses nothing; a run after any change to the code that plays
(the game's modules and everything of ``cardsuite`` they import, the compiled
search's C source, and the function that plays one deal) starts again from
nothing.  What counts is the code, not its words: the Python sources are
hashed as their syntax tree without docstrings (comments are not in it), so a
corrected docstring or comment keeps the records of the code it describes.
The tree's form is the interpreter's, so another Python version starts
afresh.  Lines of other fingerprints are kept in the file (history) but
never read.

The report says how many deals came from records and how many were played in
this run.  ``BENCH_FRESH=1`` ignores the records (every deal played again and
recorded anew).  Times measured in a deal (decision times) are those of the
run that recorded it.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import json
import multiprocessing
import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDS = Path(__file__).resolve().parent / "records"

_PROBE = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(json.dumps(sorted(m.__file__ for n, m in list(sys.modules.items())
                        if n.split(".")[0] == "cardsuite" and getattr(m, "__file__", None))))
"""


def code_text(source: str) -> bytes:
    """What of a Python source decides how it plays: its syntax tree without the
    docstrings of the module, its classes and functions (comments are not in the tree)."""
    tree = ast.parse(textwrap.dedent(source))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) \
                and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree, include_attributes=False).encode()


def fingerprint(modules: Iterable[str], functions: Iterable[Callable] = (),
                files: Iterable[Path] = ()) -> str:
    """A short hash of the code that plays: every ``cardsuite`` module the given modules
    import (found in a fresh interpreter), the C sources beside them, the functions'
    source text and the given files (Python as :func:`code_text`)."""
    found = json.loads(subprocess.run(
        [sys.executable, "-c", _PROBE, *modules], check=True, capture_output=True, text=True,
        cwd=ROOT, env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(RECORDS.parent)])}
    ).stdout)
    # Python sources and the C sources beside them; not the built extension (the same
    # source builds to other bytes on another machine).
    paths = {Path(f) for f in found if f.endswith(".py")} | {Path(f).resolve() for f in files}
    paths |= {c for f in list(paths) for c in Path(f).parent.glob("*.c")}
    digest = hashlib.sha256()
    for path in sorted(paths):
        digest.update(str(path.relative_to(ROOT)).encode())
        digest.update(code_text(path.read_text(encoding="utf-8")) if path.suffix == ".py"
                      else path.read_bytes())
    for function in functions:
        digest.update(code_text(inspect.getsource(function)))
    return digest.hexdigest()[:16]


class Record:
    """The recorded results of one benchmark for one fingerprint and set of parameters."""

    def __init__(self, name: str, fingerprint: str, parameters: dict) -> None:
        self.path = RECORDS / f"{name}.jsonl"
        self.key = {"fingerprint": fingerprint, **parameters}
        self.results: dict[int, object] = {}
        if os.environ.get("BENCH_FRESH") != "1" and self.path.exists():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line cut off when a run was killed
                if all(row.get(k) == v for k, v in self.key.items()):
                    self.results[row["index"]] = row["result"]

    def add(self, index: int, result: object) -> None:
        self.results[index] = result
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a+b") as file:
            # A run killed while writing left a line without its end: end it first.
            file.seek(0, os.SEEK_END)
            if file.tell():
                file.seek(-1, os.SEEK_END)
                if file.read(1) != b"\n":
                    file.write(b"\n")
            line = json.dumps({**self.key, "index": index, "result": result}) + "\n"
            file.write(line.encode("utf-8"))

    def run(self, jobs: list[tuple[int, object]], pool_map) -> Iterator[object]:
        """The result of every job ``(index, job)``, recorded ones first, then the missing
        ones as ``pool_map(jobs)`` yields them (each recorded as it comes)."""
        missing = [(index, job) for index, job in jobs if index not in self.results]
        self.recorded = len(jobs) - len(missing)
        for index, _job in jobs:
            if index in self.results:
                yield self.results[index]
        for (index, _job), result in zip(missing, pool_map([job for _i, job in missing]),
                                         strict=True):
            self.add(index, result)
            yield result

    def play(self, jobs: list[tuple[int, object]], function: Callable, workers: int,
             label: str) -> Iterator[object]:
        """:meth:`run` with the missing jobs played by ``function`` on ``workers`` processes
        (in this one for a single worker), and a line on standard error every 50 deals."""
        began = time.perf_counter()
        with multiprocessing.Pool(workers) if workers > 1 else Serial() as pool:
            results = self.run(jobs, lambda missing: pool.imap(function, missing))
            for count, result in enumerate(results, start=1):
                if count % 50 == 0:
                    print(f"bench: {label}: {count} deals ({time.perf_counter() - began:.0f} s)",
                          file=sys.stderr, flush=True)
                yield result


class Serial:
    """``multiprocessing.Pool``'s ``imap`` in this process (one worker: none to start)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        return None

    @staticmethod
    def imap(function, jobs):
        return map(function, jobs)

"""The command lines' way out: no traceback for what is not a bug.

Every game's ``python -m cardsuite.games.<game>`` runs its ``main`` through
:func:`run`:

- **A closed pipe** (``solve 1-100 | head -1``): the reader has what it wanted;
  the rest of the output goes nowhere and the status is 141 (128 + SIGPIPE, what
  the shell reports for a program the pipe stopped).
- **Ctrl+C**: status 130 (128 + SIGINT), no traceback.
- **Output that cannot be written** (a full device): one line on standard error
  naming the reason, status 1.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable

EXIT_PIPE = 128 + 13
EXIT_INTERRUPTED = 128 + 2


def run(main: Callable[[], int]) -> int:
    """``main()``'s status, or the status of the way out above."""
    try:
        code = main()
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_PIPE
    except KeyboardInterrupt:
        _silence_stdout()
        return EXIT_INTERRUPTED
    except OSError as error:
        if error.errno == errno.EPIPE:
            _silence_stdout()
            return EXIT_PIPE
        if error.errno not in (errno.ENOSPC, errno.EIO, errno.EFBIG, errno.EDQUOT):
            raise
        _silence_stdout()
        print(f"cannot write the output: {error.strerror or error}", file=sys.stderr)
        return 1


def _silence_stdout() -> None:
    """Send what is still buffered for standard output nowhere, so that Python's own flush
    at exit does not fail (and print) again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


#: The longest board (or other text input) a command line reads: a FreeCell board is
#: under 200 bytes; this keeps ``--board /dev/zero`` from reading forever.
INPUT_LIMIT = 64 * 1024


class InputTooLong(ValueError):
    """An input longer than :data:`INPUT_LIMIT`."""


def read_text(name: str) -> str:
    """The UTF-8 text of the file ``name`` (``-``: standard input), a byte-order mark
    dropped; :class:`InputTooLong` past :data:`INPUT_LIMIT` bytes, OSError or
    UnicodeDecodeError as reading raises them."""
    if name == "-":
        raw = sys.stdin.buffer.read(INPUT_LIMIT + 1)
    else:
        with open(name, "rb") as stream:
            raw = stream.read(INPUT_LIMIT + 1)
    if len(raw) > INPUT_LIMIT:
        raise InputTooLong(f"longer than {INPUT_LIMIT // 1024} KiB: no board")
    return raw.decode("utf-8-sig")

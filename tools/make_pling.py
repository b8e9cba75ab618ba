"""Make cardsuite/resources/sounds/pling.wav, the suite's own "pling": a short bell-like tone.

Two decaying partials (1760 Hz and 2640 Hz) with a 2 ms attack, 130 ms long,
16-bit mono at 22 050 Hz.  Deterministic: the same bytes every run.
"""

import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
LENGTH = 0.13


def samples() -> list[int]:
    values = []
    for i in range(int(RATE * LENGTH)):
        t = i / RATE
        attack = min(1.0, t / 0.002)
        envelope = attack * math.exp(-t * 32)
        tone = 0.7 * math.sin(2 * math.pi * 1760 * t) + 0.3 * math.sin(2 * math.pi * 2640 * t)
        values.append(int(max(-1.0, min(1.0, tone * envelope)) * 24000))
    return values


def main(path: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(target), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", v) for v in samples()))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "cardsuite/resources/sounds/pling.wav")

"""Make cardsuite/resources/sounds/fanfare.wav, Binokel's end-of-round fanfare, in the manner of the ST's sound chip.

The Atari ST's YM2149 had three square-wave voices and no samples: a fanfare
was a few square notes.  Here: "ta-ta-ta-taa, ta-taaa" (G4 C5 E5 G5, E5 G5)
on one voice, the last note held as a C major chord on all three, each note
with a short attack and a gentle decay so the notes separate.  1.1 s, 16-bit
mono at 22 050 Hz (about 48 KB).  Pure Python and deterministic: the same
bytes every run (a test rebuilds the file and compares).
"""

import struct
import sys
import wave
from pathlib import Path

RATE = 22050
#: Peak amplitude of one voice (of 32 767): three square voices together stay below clipping.
VOICE = 7000

G4, C5, E5, G5 = 392.00, 523.25, 659.26, 783.99

#: (seconds, voices in Hz): the tune, note by note.
TUNE: tuple[tuple[float, tuple[float, ...]], ...] = (
    (0.09, (G4,)),
    (0.09, (C5,)),
    (0.09, (E5,)),
    (0.22, (G5,)),
    (0.09, (E5,)),
    (0.52, (G5, E5, C5)),
)


def square(frequency: float, i: int) -> int:
    """+1 or -1: the chip's square wave (no band limiting, as the chip had none)."""
    return 1 if (2 * i * frequency // RATE) % 2 == 0 else -1


def note(seconds: float, voices: tuple[float, ...]) -> list[int]:
    frames = int(RATE * seconds)
    attack = int(RATE * 0.004)
    release = int(RATE * 0.012)  # a short gap of silence-to-be at the end of each note
    values = []
    for i in range(frames):
        level = min(1.0, i / attack) if attack else 1.0
        level *= 1.0 - 0.55 * i / frames  # the decay
        level *= min(1.0, (frames - i) / release)
        tone = sum(square(f, i) for f in voices)
        values.append(round(tone * VOICE * level))
    return values


def samples() -> list[int]:
    return [value for seconds, voices in TUNE for value in note(seconds, voices)]


def main(path: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(target), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", v) for v in samples()))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "cardsuite/resources/sounds/fanfare.wav")

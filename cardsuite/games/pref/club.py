"""The PrefClub around the card table: the doorman, the member files, the checks, the money.

``rules/prefclub.md``, "Entering the club" and "Membership", after the 1993
manual ("Eintritt", "Spiellimit und Punktebewertung", "Mitgliedschaftsakte"):

- The doorman asks for the player's name.  A new name is asked to join; a
  known name continues that member's **file** (Akte).  Files persist across
  runs, one per member, saved atomically.
- The player sets the **game limit** (10, 20, 30, 40 or 50, nothing else) and
  the **price** of a whist point.
- Wins and losses are booked to the file.  The balance is checked every **5
  deals**, counting the running game's provisional settlement.  A new member
  plays on a **credit of DM 10** and pays **DM 10** for leaving a game in
  progress; if at the first check he is more than DM 10 ahead, the credit is
  repaid, his credit limit rises to **DM 15** and the penalty to **DM 50**.
  At later checks his debts must not exceed his credit limit; if they do, his
  membership ends and the file is closed for good.  **TAB** leaves the club at
  once (with the penalty if a game is running).

This module is Qt-free.  The caller passes the folder (the UI passes the
application's data folder) and turns the errors here into translated alerts.
The UI drives the entrance like this::

    club = Club(folder)
    door = club.enter(name)            # Member, NewcomerRequired or MembershipEnded
    if isinstance(door, NewcomerRequired):
        member = club.join(door.name)  # after the player agreed to join
    table = Table(("egon", "baron"), parse_limit(typed_limit), parse_price(typed_price))
    ...after every deal:  club.check(member, deals_in_this_game, provisional_dm, table)
    ...game over:         club.book(member, GameResult(table, whist_points, deals))
    ...TAB or EXIT:       club.leave(member, game_running, deals_in_this_game, table)

Decisions where the manual and the specification leave room:

- **Money is exact: a** :class:`~fractions.Fraction` **of a DM**, never pfennigs
  or floats.  A game's result in whist points is a Fraction already (the
  mountain average is in thirds), and ``points × price`` is booked as it is,
  so the three players' money still sums to zero and no rounding error
  collects in a file over the years.  Files write it as the Fraction's text
  (``"-83/10"``, ``"5"``).  :func:`format_dm` rounds to the pfennig for
  display only.  Credit limits and penalties are whole DM (ints).
- **The balance** is the member's own money won (positive) or lost
  (negative), starting at 0; the **credit limit** is how deep into debt he may
  go.  "Ahead" and "debts" are measured on the *standing*: the balance plus
  the running game's provisional result the caller passes.
- **"The credit is repaid"** is taken literally (the manual: "so zahlen Sie
  Ihren Kredit zurück"): the DM 10 the club advanced him is taken off his
  balance, as a history entry of its own (kind ``"credit"``).  Since he was
  more than DM 10 ahead, he stays ahead.
- **The first check** is the one at the member's 5th deal.  It only decides
  the promotion (more than DM 10 ahead: promoted; exactly DM 10 is not
  "more"); it never expels — the specification puts the debt rule on the
  *later* checks.  It is done once, promotion or not: a member who was not
  ahead keeps credit DM 10 and penalty DM 10 for good.
- **Deals are counted over the whole membership**, not per game: the file
  counts the deals of every ended game, :meth:`Club.check` adds the running
  game's ``deals_played``, and a check is due whenever that total has passed
  a multiple of 5 since the last check (5, 10, 15 …).  So short games cannot
  dodge the checks, and calling :meth:`Club.check` twice for the same deal, or
  between the checks, is harmless (``Outcome.NOT_DUE``, nothing written).
  Call it after every deal, the game's last deal included, before
  :meth:`Club.book`.
- **Expulsion** closes the file for good (``closed_on`` is set) and books the
  running game's provisional result as the game's result (kind
  ``"expelled"``): the club shows him out with that money on his file.  No
  leaving penalty is added: he did not leave, he was shown out.  A closed
  member can neither play nor join again under that name (his name keeps its
  file); :meth:`Club.enter` answers :class:`MembershipEnded` so the doorman can
  say so.
- **Leaving a game in progress** (TAB or EXIT; :meth:`Club.leave`) costs the
  penalty in force at that moment *instead of* the game's result: the
  abandoned game is not settled (kind ``"left"``).  Leaving between games is
  free and writes nothing.  A game counts as running from the first deal
  dealt until it is booked; the caller knows that and says so.  The penalty
  may take the member past his credit limit; the next due check judges that.
- **Games played** counts every game that ended: finished, left or ended by
  expulsion.
- **Names**: control and formatting characters are removed, runs of spaces
  become one, the rest is kept (umlauts, slashes, any script).  Empty names
  and names over :data:`NAME_LIMIT` characters are refused (:class:`EntryError`)
  rather than cut, so two long names can never become one member.  The doorman
  recognises a member whatever the letter case: "anna" continues "Anna"'s
  file, which keeps the spelling she joined with.  Only case is ignored:
  "Strauß" and "Strauss" are two members.
- **One file per member**, ``prefclub-member-<slug>-<hash>.json`` in the
  given folder: the slug is the name in lower-case ASCII (ä → ae, ß → ss,
  other letters without their accents, everything else a dash, at most 24
  characters) so the folder is readable; the hash is the first 16 hex digits
  of SHA-256 of the lower-cased name, so two names never share a file name,
  also on file systems that ignore case.  The file stores the name itself and
  loading checks it: should two names ever meet in one hash, the second is
  refused as "belongs to another member" — never shared, never overwritten.
- **Each file is a** :mod:`cardsuite.engine.store` **file of kind**
  ``prefclub-member``, **version 1**, written atomically after every change;
  the in-memory :class:`Member` changes only once its file is written.
- **Two suites at once.**  Every change (check, booking, leaving) takes the
  file's lock (:func:`store.locked`), reads the file again, makes the change
  to what is on disk and writes it: a stale copy in one suite never wipes out
  what the other booked, and a file closed meanwhile is not reopened (the
  change is refused, :class:`MemberFileError`).  Besides, a member sits at one
  table at a time: :meth:`Club.seat` holds his **seat lock**
  (``.<file>.seat.lock`` beside his file, an OS lock the system drops when the
  suite ends, however it ends) from the door until he leaves the table; a
  second suite's doorman is told he is seated elsewhere (:class:`MemberSeated`).
- **A game that ends without booking or leaving is never free.**
  When a game starts, :meth:`Club.start` writes "a game is running at these
  terms" into the file (``running``, the history entry it would become);
  booking, leaving and the expulsion take it out.  A file that still has it
  when the member comes to the door again is taken up (its kept play, below)
  or charged the penalty in force (:meth:`Club.settle_abandoned`), as if he
  had left: quitting, a crash, ``kill -9`` or a full disk never lets a player
  dodge the penalty or the five-deal checks.  A failed booking leaves the
  marker (and the kept play) in place, so the game is booked the next time
  the file can be written.  The key is written only while a game runs, so
  files between games are as before.
- **A game kept for later.**  A game in progress need not be lost or charged
  when the suite quits (or crashes, or is killed): its play so far — the
  session's save, every deal and every action — is kept beside the member file
  in ``prefclub-game-<the member file's name>`` (:meth:`Club.keep`, kind
  ``prefclub-game``), tied to the running marker by its start.  At the next
  door visit the member may take it up again (:meth:`Club.kept`) or leave it,
  which costs the penalty (:meth:`Club.settle_abandoned`); a game whose play is
  over but whose booking failed is booked then with its own result.  Whatever
  ends the marker (booking, leaving, the expulsion, a new game) removes the
  kept play; a damaged one is moved aside (:meth:`Club.set_kept_aside`), never
  deleted.  What the play means is :mod:`.session`'s; the club only keeps it.
- **A damaged or foreign file is never changed.**  Reading checks everything
  our writer guarantees (the history adds up to the balance, the counts match,
  the credit and penalty are a pair the rules give …); any failure raises
  :class:`MemberFileError` naming the file.  :meth:`Club.join` refuses to
  write where any file already lies.  Only :meth:`Club.set_aside`, called when
  the player asked for it, moves a damaged file out of the way (renamed
  beside itself to ``<stem>.damaged-YYYYmmdd-HHMMSS.json``, never over another
  file); it refuses to move a file that reads fine.
- **The game limit** is typed text: :func:`parse_limit` accepts 10, 20, 30,
  40 or 50 (spaces and leading zeros aside) and nothing else.
- **The price of a whist point** is typed text in DM, with a decimal comma or
  point (``"0,05"``, ``"0.1"``, ``",5"``, an optional ``DM``): whole pfennigs
  from **DM 0,01 to DM 1,00**.  The manual gives no range; a pfennig is the
  smallest coin, and at DM 1,00 a typical game's few hundred whist points
  already cost more than anybody's credit.
- **Messages meant for the player** are the fixed English strings
  ``LIMIT_*``, ``PRICE_*``, ``NAME_*`` below, raised as :class:`EntryError`
  (a ValueError); the UI translates them with context ``"PrefClub"``.  They
  take no arguments, so each is one entry in the translation files.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields, replace
from datetime import datetime
from enum import StrEnum
from fractions import Fraction
from pathlib import Path
from typing import Any

import filelock

from cardsuite.engine import store
from cardsuite.games.pref import characters
from cardsuite.games.pref.ledger import round_to_pfennigs
from cardsuite.games.pref.table_rules import MANUAL, TableRules

MEMBER_KIND = "prefclub-member"
MEMBER_VERSION = 1
FILE_PREFIX = "prefclub-member-"
#: The kept play of a member's running game: this prefix and the member file's rest.
GAME_PREFIX = "prefclub-game-"
GAME_KIND = "prefclub-game"
GAME_VERSION = 1

#: The game limits the club allows (bullet target per player).
LIMITS: tuple[int, ...] = (10, 20, 30, 40, 50)
#: The cheapest and dearest whist point, in DM.
PRICE_MIN = Fraction(1, 100)
PRICE_MAX = Fraction(1)
#: A new member's credit limit and leaving penalty, in DM.
NEW_CREDIT_LIMIT = 10
NEW_PENALTY = 10
#: More than this ahead at the first check promotes a member.
PROMOTION_MARGIN = 10
#: What the promoted member pays back: the credit he started on.
REPAYMENT = NEW_CREDIT_LIMIT
#: A promoted member's credit limit and leaving penalty, in DM.
PROMOTED_CREDIT_LIMIT = 15
PROMOTED_PENALTY = 50
#: The balance is checked every this many deals.
CHECK_EVERY = 5
#: The longest name the doorman accepts, in characters.
NAME_LIMIT = 24

# Messages for the player (translated by the UI, context "PrefClub").
LIMIT_EMPTY = "Please type the game limit: 10, 20, 30, 40 or 50."
LIMIT_NOT_NUMBER = "The game limit is a whole number: 10, 20, 30, 40 or 50."
LIMIT_TOO_HIGH = "The PrefClub allows no game limit over 50."
LIMIT_NOT_ALLOWED = "The game limit must be 10, 20, 30, 40 or 50."
PRICE_EMPTY = "Please type the price of a whist point in DM, for example 0.05."
PRICE_NOT_NUMBER = "The price of a whist point is an amount in DM, for example 0.05."
PRICE_TOO_FINE = "The price of a whist point is in whole pfennigs: at most two decimals."
PRICE_OUT_OF_RANGE = "The price of a whist point must be from DM 0.01 to DM 1.00."
NAME_EMPTY = "Please tell the doorman your name."
NAME_TOO_LONG = "A name may have at most 24 characters."


class EntryError(ValueError):
    """Typed text the club does not accept; ``message`` is one of the fixed texts above."""

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message)
        #: The fixed English message, for the UI to translate (context "PrefClub").
        self.message = message
        #: What the player typed.
        self.text = text


class MemberFileError(store.StoreError):
    """A member file that cannot be read or written; the message names the file.

    A :class:`~cardsuite.engine.store.StoreError`, so code that reports store
    problems reports these too.  The file is left exactly as it was.
    """


class KeptGameDamaged(MemberFileError):
    """The kept play of the running game cannot be read (the member file is fine)."""


class MemberSeated(MemberFileError):
    """The member sits at a table in another running suite (his seat lock is taken)."""


class ClosedMembership(RuntimeError):
    """An attempt to play on a file that is closed for good (a programming error: ask
    :meth:`Club.enter` first)."""


# --- typed text: limit, price, name --------------------------------------------------------------


def parse_limit(text: str) -> int:
    """The game limit the player typed; :class:`EntryError` with a message to show otherwise."""
    typed = text.strip()
    if not typed:
        raise EntryError(LIMIT_EMPTY, text)
    if not re.fullmatch(r"[0-9]+", typed):  # ASCII digits only: no "+20", "２０", "2e1"
        raise EntryError(LIMIT_NOT_NUMBER, text)
    digits = typed.lstrip("0") or "0"
    if len(digits) > 2 or int(digits) > LIMITS[-1]:
        raise EntryError(LIMIT_TOO_HIGH, text)
    limit = int(digits)
    if limit not in LIMITS:
        raise EntryError(LIMIT_NOT_ALLOWED, text)
    return limit


def parse_price(text: str) -> Fraction:
    """The price of a whist point the player typed, in DM; :class:`EntryError` otherwise."""
    typed = text.strip()
    typed = re.sub(r"^(?i:dm)\s*|\s*(?i:dm)$", "", typed)
    if not typed:
        raise EntryError(PRICE_EMPTY, text)
    match = re.fullmatch(r"([+-]?)([0-9]*)(?:[.,]([0-9]*))?", typed)
    if match is None or not (match.group(2) or match.group(3)):
        raise EntryError(PRICE_NOT_NUMBER, text)
    sign, whole, decimals = match.group(1), match.group(2), (match.group(3) or "").rstrip("0")
    if len(decimals) > 2:
        raise EntryError(PRICE_TOO_FINE, text)
    whole = whole.lstrip("0")
    if sign == "-" or len(whole) > 1:  # negative, or DM 10 and more
        raise EntryError(PRICE_OUT_OF_RANGE, text)
    price = int(whole or "0") + Fraction(int(decimals or "0"), 10 ** len(decimals))
    if not PRICE_MIN <= price <= PRICE_MAX:
        raise EntryError(PRICE_OUT_OF_RANGE, text)
    return price


def clean_name(name: str) -> str:
    """``name`` as the club keeps it: no control or formatting characters, single spaces.

    :class:`EntryError` (:data:`NAME_EMPTY`, :data:`NAME_TOO_LONG`) if nothing is
    left or it is too long; TypeError if it is not text.
    """
    if not isinstance(name, str):
        raise TypeError(f"a member's name must be text, not {type(name).__name__}")
    kept = []
    for char in name:
        if char.isspace():
            kept.append(" ")
        elif unicodedata.category(char) not in ("Cc", "Cf", "Cs", "Co", "Cn"):
            kept.append(char)
    cleaned = unicodedata.normalize("NFC", " ".join("".join(kept).split()))
    if not cleaned:
        raise EntryError(NAME_EMPTY, name)
    if len(cleaned) > NAME_LIMIT:
        raise EntryError(NAME_TOO_LONG, name)
    return cleaned


def name_key(name: str) -> str:
    """What the doorman compares: the cleaned name in lower case (case is all that is ignored)."""
    return unicodedata.normalize("NFC", clean_name(name).lower())


_ASCII = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "æ": "ae", "ø": "oe", "œ": "oe", "å": "aa"}


def file_name(name: str) -> str:
    """The member file's name for ``name``: ``prefclub-member-<slug>-<hash>.json``."""
    key = name_key(name)
    letters = []
    for char in key:
        if char in _ASCII:
            letters.append(_ASCII[char])
            continue
        plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
        letters.append("".join(c for c in plain.lower() if c.isalnum()) or "-")
    slug = re.sub(r"-+", "-", "".join(letters)).strip("-")[:24].strip("-") or "member"
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
    return f"{FILE_PREFIX}{slug}-{digest}.json"


_FILE_PATTERN = re.compile(re.escape(FILE_PREFIX) + r"(?:[a-z0-9]+(?:-[a-z0-9]+)*)-[0-9a-f]{16}\.json")


# --- money ----------------------------------------------------------------------------------------


def _exact(value: Any, what: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise TypeError(f"{what} must be exact (an int or a Fraction), not {value!r}")
    return Fraction(value)


def money(whist_points: Fraction | int, price: Fraction) -> Fraction:
    """A result in whist points at ``price`` DM a point, in DM (exact)."""
    return _exact(whist_points, "a result in whist points") * _exact(price, "a price")


def format_dm(amount: Fraction | int, decimal: str = ",") -> str:
    """``amount`` rounded to the pfennig (halves away from zero, as the ledger rounds), e.g.
    ``"-3,34"``; display only."""
    return str(round_to_pfennigs(_exact(amount, "an amount"))).replace(".", decimal)


def _fraction_text(value: Fraction) -> str:
    return str(value)


def _fraction_from(value: Any) -> Fraction | None:
    """The Fraction a file wrote, or None if it is not one of ours (canonical text)."""
    if not isinstance(value, str) or not re.fullmatch(r"-?[0-9]+(?:/[0-9]+)?", value):
        return None
    if len(value) > 200:  # no result of ours is that long; spares int() its digit limit
        return None
    try:
        fraction = Fraction(value)
    except (ValueError, ZeroDivisionError):
        return None
    return fraction if str(fraction) == value else None


# --- what a file holds ----------------------------------------------------------------------------


def check_limit(limit: int) -> int:
    """``limit`` if the club allows it; ValueError otherwise."""
    if isinstance(limit, bool) or not isinstance(limit, int) or limit not in LIMITS:
        raise ValueError(LIMIT_NOT_ALLOWED)
    return limit


def check_price(price: Fraction) -> Fraction:
    """``price`` (DM a whist point) if the club allows it; ValueError otherwise."""
    value = _exact(price, "a price")
    if not PRICE_MIN <= value <= PRICE_MAX:
        raise ValueError(PRICE_OUT_OF_RANGE)
    if (value * 100).denominator != 1:
        raise ValueError(PRICE_TOO_FINE)
    return value


@dataclass(frozen=True)
class Table:
    """The terms of one game: the two opponents (character keys), the limit, the price in DM,
    the table's rules where tables differ (:mod:`.table_rules`)."""

    opponents: tuple[str, str]
    limit: int
    price: Fraction
    rules: TableRules = MANUAL

    def __post_init__(self) -> None:
        if not isinstance(self.rules, TableRules):
            raise ValueError(f"the table's rules are TableRules, not {self.rules!r}")
        pair = tuple(self.opponents)
        if (len(pair) != 2 or not all(isinstance(key, str) and key for key in pair)
                or pair[0] == pair[1]):
            raise ValueError(f"a table has two different opponents, not {self.opponents!r}")
        object.__setattr__(self, "opponents", pair)
        check_limit(self.limit)
        object.__setattr__(self, "price", check_price(self.price))


@dataclass(frozen=True)
class GameResult:
    """A finished game: its table, the member's result in whist points, the deals it took."""

    table: Table
    whist: Fraction
    deals: int

    @property
    def dm(self) -> Fraction:
        """The result in DM."""
        return money(self.whist, self.table.price)


class RecordKind(StrEnum):
    """What a history entry records."""

    #: A finished game, settled.
    GAME = "game"
    #: A game left while it was running: the penalty instead of its result.
    LEFT = "left"
    #: The game in which the member was shown out, at its provisional result.
    EXPELLED = "expelled"
    #: The DM 10 credit repaid at the promotion.
    CREDIT = "credit"


_ENDED_GAMES = (RecordKind.GAME, RecordKind.LEFT, RecordKind.EXPELLED)


@dataclass(frozen=True)
class Record:
    """One entry of a member's history; ``dm`` is what it changed on his balance."""

    date: str
    kind: RecordKind
    dm: Fraction
    #: Deals the game took (0 for the credit entry).
    deals: int = 0
    #: The game's terms; None for the credit entry (and a game left without them).
    table: Table | None = None
    #: The result in whist points: for a finished game, and for the expulsion's game
    #: when the caller passed the table.
    whist: Fraction | None = None


@dataclass
class Member:
    """A member's file (Akte) as the program holds it; change it only through :class:`Club`."""

    name: str
    path: Path
    #: When he joined, ISO 8601.
    joined: str
    balance: Fraction = Fraction(0)
    credit_limit: int = NEW_CREDIT_LIMIT
    penalty: int = NEW_PENALTY
    games: int = 0
    #: Deals of all ended games.
    deals: int = 0
    #: The deal count (whole membership) at which the last check was made; 0 before the first.
    checked_deals: int = 0
    first_check_done: bool = False
    #: When the file was closed for good (expelled), ISO 8601; None while he is a member.
    closed_on: str | None = None
    history: list[Record] = field(default_factory=list)
    #: The game running now (its start and terms, as the "left" entry it becomes if it is
    #: never booked); None between games.
    running: Record | None = None

    @property
    def closed(self) -> bool:
        """Whether the membership has ended for good."""
        return self.closed_on is not None

    @property
    def promoted(self) -> bool:
        """Whether the first check promoted him (credit DM 15, penalty DM 50)."""
        return self.credit_limit == PROMOTED_CREDIT_LIMIT


@dataclass(frozen=True)
class NewcomerRequired:
    """The doorman does not know ``name``: ask the player to join (:meth:`Club.join`)."""

    name: str


@dataclass(frozen=True)
class MembershipEnded:
    """``member``'s file is closed for good: the doorman turns him away."""

    member: Member


class Outcome(StrEnum):
    """What a balance check found."""

    #: No check was due at this deal; nothing changed.
    NOT_DUE = "not_due"
    #: Checked; nothing changes.
    OK = "ok"
    #: The first check found him more than DM 10 ahead: credit repaid, DM 15 / DM 50.
    PROMOTED = "promoted"
    #: Debts over the credit limit: the membership ends, the file is closed for good.
    EXPELLED = "expelled"


@dataclass(frozen=True)
class CheckResult:
    """A check's outcome and the figures the doorman or the UI may show."""

    outcome: Outcome
    #: Balance before the check plus the running game's provisional result, in DM.
    standing: Fraction
    #: The credit limit and the leaving penalty after the check, in DM.
    credit_limit: int
    penalty: int
    #: What was paid back (the DM 10 credit at a promotion, else 0).
    repaid: Fraction = Fraction(0)
    #: The membership's first check (the one chance at promotion).
    first: bool = False


@dataclass(frozen=True)
class Listing:
    """One member file in the folder: its member, or why it cannot be read."""

    path: Path
    member: Member | None = None
    problem: str | None = None


# --- the club ------------------------------------------------------------------------------------


class Club:
    """The PrefClub's door and files, over one folder of member files."""

    def __init__(self, folder: Path | str, clock: Callable[[], datetime] = datetime.now) -> None:
        self.folder = Path(folder)
        self._clock = clock
        #: The seat locks this club object holds, by member file.
        self._seats: dict[Path, filelock.BaseFileLock] = {}

    # the seat

    def seat(self, member: Member) -> None:
        """Take ``member``'s seat for this suite; :class:`MemberSeated` if another running
        suite holds it.  Taking a seat this club already holds changes nothing."""
        if member.path in self._seats:
            return
        try:
            lock = store.hold(member.path.with_name(f".{member.path.name}.seat.lock"))
        except store.StoreError as error:
            if error.reason == store.HELD_ELSEWHERE:
                raise MemberSeated(member.path, "is in use: the member sits at a table in "
                                                "another running Cardsuite") from None
            raise MemberFileError(member.path, error.reason) from error
        self._seats[member.path] = lock

    def unseat(self, member: Member) -> None:
        """Give ``member``'s seat up (he left the table); nothing if this club has none."""
        lock = self._seats.pop(member.path, None)
        if lock is not None:
            lock.release()

    def seated(self, member: Member) -> bool:
        """Whether this club holds ``member``'s seat."""
        return member.path in self._seats

    # the doorman

    def path(self, name: str) -> Path:
        """The file that is (or would be) ``name``'s."""
        return self.folder / file_name(name)

    def enter(self, name: str) -> Member | NewcomerRequired | MembershipEnded:
        """The doorman: the member's file, a request to join, or the news that it is closed.

        :class:`EntryError` for a name the doorman cannot take; :class:`MemberFileError`
        if the file is damaged or foreign (it stays as it was).
        """
        cleaned = clean_name(name)
        path = self.path(cleaned)
        if not _exists(path):
            return NewcomerRequired(cleaned)
        member = self._read(path, cleaned)
        return MembershipEnded(member) if member.closed else member

    def join(self, name: str) -> Member:
        """Make ``name`` a new member (credit DM 10, penalty DM 10) and write his file.

        :class:`MemberFileError` if a file for that name is already there, good or
        damaged: a file is never replaced.
        """
        cleaned = clean_name(name)
        path = self.path(cleaned)
        if _exists(path):
            raise MemberFileError(path, "already exists: that name is already on the club's "
                                        "books, and a member file is never replaced")
        member = Member(cleaned, path, self._now())
        self._write(member)
        return member

    def members(self) -> list[Listing]:
        """Every member file in the folder, by name; damaged ones with their problem."""
        try:
            paths = sorted(p for p in self.folder.iterdir() if _FILE_PATTERN.fullmatch(p.name))
        except FileNotFoundError:
            return []
        except OSError as error:
            raise MemberFileError(self.folder, f"cannot be listed: {error.strerror or error}") \
                from error
        listings = []
        for path in paths:
            try:
                listings.append(Listing(path, self._read(path, None)))
            except MemberFileError as error:
                listings.append(Listing(path, problem=error.reason))
        listings.sort(key=lambda item: (item.member is None,
                                        item.member.name.lower() if item.member else "",
                                        item.path.name))
        return listings

    def set_aside(self, name: str) -> Path:
        """Move ``name``'s damaged file out of the way (the player asked to); the new path.

        Refuses (:class:`MemberFileError`) if there is no file, if it reads fine, or if
        it cannot be moved; never moves it over another file.
        """
        cleaned = clean_name(name)
        path = self.path(cleaned)
        if not _exists(path):
            raise MemberFileError(path, "does not exist")
        try:
            self._read(path, cleaned)
        except MemberFileError:
            pass
        else:
            raise MemberFileError(path, "is a good member file and is not set aside")
        stamp = self._clock().strftime("%Y%m%d-%H%M%S")
        for number in range(1, 1000):
            suffix = "" if number == 1 else f"-{number}"
            target = path.with_name(f"{path.stem}.damaged-{stamp}{suffix}{path.suffix}")
            try:
                # Claim the name first ("x" fails if it exists): nothing is overwritten.
                with open(target, "x"):
                    pass
            except FileExistsError:
                continue
            except OSError as error:
                raise MemberFileError(path, f"cannot be set aside: {error.strerror or error}") \
                    from error
            try:
                os.replace(path, target)
            except OSError as error:
                with contextlib.suppress(OSError):
                    target.unlink()
                raise MemberFileError(path, f"cannot be set aside: {error.strerror or error}") \
                    from error
            return target
        raise MemberFileError(path, "cannot be set aside: no free name beside it")

    # membership

    def check(self, member: Member, deals_played: int, provisional_dm: Fraction | int,
              table: Table | None = None) -> CheckResult:
        """The balance check, due every 5 deals of the membership.

        ``deals_played`` is the number of deals finished in the running game (0
        between games), ``provisional_dm`` the running game's settlement so far in
        DM (0 between games), ``table`` its terms (recorded if he is expelled).
        Not due: ``NOT_DUE`` and nothing written.  See the module docstring.
        """
        self._playing(member)
        if isinstance(deals_played, bool) or not isinstance(deals_played, int) or deals_played < 0:
            raise ValueError(f"deals played is a count, not {deals_played!r}")
        provisional = _exact(provisional_dm, "the provisional result")
        table = self._table(table)
        with self._fresh(member):
            if member.running is not None and member.running.deals != deals_played:
                # The running game's deals so far: a game ended by a crash is settled with
                # them, so its deals count towards the five-deal checks all the same.
                self._commit(member, running=replace(member.running, deals=deals_played))
            return self._check(member, deals_played, provisional, table)

    def _check(self, member: Member, deals_played: int, provisional: Fraction,
               table: Table | None) -> CheckResult:
        total = member.deals + deals_played
        standing = member.balance + provisional
        due_at = total // CHECK_EVERY * CHECK_EVERY
        if due_at <= member.checked_deals:
            return CheckResult(Outcome.NOT_DUE, standing, member.credit_limit, member.penalty)
        if not member.first_check_done:
            if standing > PROMOTION_MARGIN:
                repaid = Fraction(REPAYMENT)
                entry = Record(self._now(), RecordKind.CREDIT, -repaid)
                self._commit(member, checked_deals=due_at, first_check_done=True,
                             credit_limit=PROMOTED_CREDIT_LIMIT, penalty=PROMOTED_PENALTY,
                             balance=member.balance - repaid, history=[*member.history, entry])
                return CheckResult(Outcome.PROMOTED, standing, member.credit_limit,
                                   member.penalty, repaid, first=True)
            self._commit(member, checked_deals=due_at, first_check_done=True)
            return CheckResult(Outcome.OK, standing, member.credit_limit, member.penalty,
                               first=True)
        if -standing > member.credit_limit:
            now = self._now()
            whist = provisional / table.price if table is not None else None
            entry = Record(now, RecordKind.EXPELLED, provisional, deals_played, table, whist)
            self._commit(member, checked_deals=due_at, closed_on=now, balance=standing,
                         games=member.games + 1, deals=total, history=[*member.history, entry],
                         running=None)
            return CheckResult(Outcome.EXPELLED, standing, member.credit_limit, member.penalty)
        self._commit(member, checked_deals=due_at)
        return CheckResult(Outcome.OK, standing, member.credit_limit, member.penalty)

    def book(self, member: Member, result: GameResult) -> Fraction:
        """Book a finished game to the file; returns its result in DM."""
        self._playing(member)
        if not isinstance(result, GameResult):
            raise TypeError(f"only a game result can be booked, not {type(result).__name__}")
        if isinstance(result.deals, bool) or not isinstance(result.deals, int) or result.deals < 0:
            raise ValueError(f"deals played is a count, not {result.deals!r}")
        self._table(result.table)
        dm = result.dm
        entry = Record(self._now(), RecordKind.GAME, dm, result.deals, result.table,
                       _exact(result.whist, "a result in whist points"))
        with self._fresh(member):
            self._commit(member, balance=member.balance + dm, games=member.games + 1,
                         deals=member.deals + result.deals, history=[*member.history, entry],
                         running=None)
        return dm

    def start(self, member: Member, table: Table) -> None:
        """A game at ``table`` begins: the file says so until it is booked or left."""
        self._playing(member)
        table = self._table(table)
        with self._fresh(member):
            self._commit(member, running=Record(self._now(), RecordKind.LEFT,
                                                -Fraction(member.penalty), 0, table))

    # the game kept for later

    @staticmethod
    def kept_path(member: Member) -> Path:
        """Where ``member``'s running game is kept: ``prefclub-game-…`` beside his file."""
        return member.path.with_name(GAME_PREFIX + member.path.name[len(FILE_PREFIX):])

    def keep(self, member: Member, play: dict[str, Any]) -> None:
        """Keep the running game's ``play`` (a session's save) for a later visit, written
        atomically; :class:`MemberFileError` if it cannot be written, ValueError if no game
        is running."""
        self._playing(member)
        if member.running is None:
            raise ValueError("no game is running: there is nothing to keep")
        try:
            store.write(self.kept_path(member), GAME_KIND, GAME_VERSION,
                        {"started": member.running.date, "play": play})
        except store.StoreError as error:
            raise MemberFileError(error.path, error.reason) from error

    def kept(self, member: Member) -> dict[str, Any] | None:
        """The play kept of the game the file says is running; None if there is none (or only
        one of another game); :class:`KeptGameDamaged` if it cannot be read."""
        path = self.kept_path(member)
        if member.running is None or not os.path.lexists(path):
            return None
        try:
            _version, data = store.read(path, GAME_KIND, (GAME_VERSION,))
        except store.StoreError as error:
            raise KeptGameDamaged(path, error.reason) from error
        if not isinstance(data, dict) or set(data) != {"started", "play"} \
                or not isinstance(data["started"], str) or not isinstance(data["play"], dict):
            raise KeptGameDamaged(path, "is damaged: not a kept game")
        return data["play"] if data["started"] == member.running.date else None

    def set_kept_aside(self, member: Member) -> Path:
        """Move a damaged kept play out of the way (kept, for the curious); where it is now."""
        path = self.kept_path(member)
        aside = path.with_name("damaged-" + path.stem + self._clock().strftime("-%Y%m%d-%H%M%S")
                               + path.suffix)
        try:
            os.replace(path, aside)
        except OSError:
            return path
        return aside

    def _drop_kept(self, member: Member) -> None:
        with contextlib.suppress(OSError):
            os.unlink(self.kept_path(member))

    def settle_abandoned(self, member: Member) -> Fraction | None:
        """A game the file says is running was never booked or left (a crash, a kill, a
        failed write): charge it as left; the penalty, or None if there was none."""
        if not isinstance(member, Member) or member.closed or member.running is None:
            return None
        with self._fresh(member):
            running = member.running
            if running is None:
                return None
            penalty = Fraction(member.penalty)
            entry = Record(self._now(), RecordKind.LEFT, -penalty, running.deals, running.table)
            self._commit(member, balance=member.balance - penalty, games=member.games + 1,
                         deals=member.deals + running.deals,
                         history=[*member.history, entry], running=None)
        return penalty

    def leave(self, member: Member, game_running: bool, deals_played: int = 0,
              table: Table | None = None) -> Fraction:
        """TAB or EXIT: the member leaves; returns the penalty charged (0 between games).

        With a game running he pays the penalty in force instead of the game's
        result (the game is not settled); ``deals_played`` and ``table`` describe it
        for the file.  Between games nothing is written.
        """
        if not game_running:
            if isinstance(member, Member) and member.running is not None \
                    and not member.closed:
                with self._fresh(member):  # left before the first deal: no game, no charge
                    self._commit(member, running=None)
            return Fraction(0)
        self._playing(member)
        if isinstance(deals_played, bool) or not isinstance(deals_played, int) or deals_played < 0:
            raise ValueError(f"deals played is a count, not {deals_played!r}")
        table = self._table(table)
        with self._fresh(member):
            penalty = Fraction(member.penalty)
            entry = Record(self._now(), RecordKind.LEFT, -penalty, deals_played, table)
            self._commit(member, balance=member.balance - penalty, games=member.games + 1,
                         deals=member.deals + deals_played, history=[*member.history, entry],
                         running=None)
        return penalty

    # files

    def _playing(self, member: Member) -> None:
        if not isinstance(member, Member):
            raise TypeError(f"a member's file is needed, not {type(member).__name__}")
        if member.closed:
            raise ClosedMembership(f"{member.name}'s membership ended on {member.closed_on}: "
                                   "the file is closed for good")

    @staticmethod
    def _table(table: Table | None) -> Table | None:
        if table is None:
            return None
        if not isinstance(table, Table):
            raise TypeError(f"a table is needed, not {type(table).__name__}")
        characters.opponents(*table.opponents)  # both must be club characters
        return table

    def _now(self) -> str:
        return self._clock().astimezone().isoformat(timespec="seconds")

    @contextlib.contextmanager
    def _fresh(self, member: Member) -> Iterator[None]:
        """Hold the lock of ``member``'s file with ``member`` read again from it: the body
        changes what is on disk now (see "Two suites at once" above)."""
        try:
            with store.locked(member.path):
                current = self._read(member.path, member.name)
                if current.closed:
                    raise MemberFileError(member.path, "was closed meanwhile: the membership "
                                                       "has ended")
                for item in fields(Member):
                    setattr(member, item.name, getattr(current, item.name))
                yield
        except MemberFileError:
            raise
        except store.StoreError as error:
            raise MemberFileError(member.path, error.reason) from error

    def _commit(self, member: Member, **changes: Any) -> None:
        """Write ``member`` with ``changes``; only then change the object the caller holds.
        A running game that ends (or gives way to a new one) takes its kept play along."""
        updated = replace(member, **changes)
        self._write(updated)
        if member.running is not None and (updated.running is None
                                           or updated.running.date != member.running.date):
            self._drop_kept(member)
        for item in fields(Member):
            setattr(member, item.name, getattr(updated, item.name))

    def _write(self, member: Member) -> None:
        try:
            store.write(member.path, MEMBER_KIND, MEMBER_VERSION, _to_data(member))
        except store.StoreError as error:
            raise MemberFileError(member.path, error.reason) from error

    def _read(self, path: Path, name: str | None) -> Member:
        """The member in ``path``; ``name`` (if given) must be the one it belongs to."""
        try:
            _version, data = store.read(path, MEMBER_KIND, (MEMBER_VERSION,))
        except store.StoreError as error:
            raise MemberFileError(path, error.reason) from error
        except RecursionError as error:
            raise MemberFileError(path, "is damaged: nested too deeply") from error
        try:
            member = _from_data(data, path)
        except _Damaged as error:
            raise MemberFileError(path, f"is damaged: {error}") from None
        if path.name != file_name(member.name):
            raise MemberFileError(path, f"is damaged: it holds {member.name!r}, whose file "
                                        "has another name")
        if name is not None and name_key(name) != name_key(member.name):
            raise MemberFileError(path, f"belongs to another member ({member.name!r})")
        return member


def _exists(path: Path) -> bool:
    return path.exists() or path.is_symlink()


# --- file format ---------------------------------------------------------------------------------

_MEMBER_KEYS = frozenset({"name", "joined", "balance", "credit_limit", "penalty", "games",
                          "deals", "checked_deals", "first_check_done", "closed_on", "history"})
_RECORD_KEYS = frozenset({"date", "kind", "dm", "deals", "opponents", "limit", "price", "whist"})


class _Damaged(Exception):
    """What is wrong inside a member file's data."""


def _to_data(member: Member) -> dict[str, Any]:
    return {
        "name": member.name,
        "joined": member.joined,
        "balance": _fraction_text(member.balance),
        "credit_limit": member.credit_limit,
        "penalty": member.penalty,
        "games": member.games,
        "deals": member.deals,
        "checked_deals": member.checked_deals,
        "first_check_done": member.first_check_done,
        "closed_on": member.closed_on,
        "history": [_record_data(entry) for entry in member.history],
        # Only while a game runs: a file between games is as before the key existed.
        **({"running": _record_data(member.running)} if member.running is not None else {}),
    }


def _record_data(entry: Record) -> dict[str, Any]:
    table = entry.table
    return {
        "date": entry.date,
        "kind": entry.kind.value,
        "dm": _fraction_text(entry.dm),
        "deals": entry.deals,
        "opponents": list(table.opponents) if table else None,
        "limit": table.limit if table else None,
        "price": _fraction_text(table.price) if table else None,
        "whist": None if entry.whist is None else _fraction_text(entry.whist),
        "rules": table.rules.to_dict() if table else None,
    }


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _Damaged(f"{what} is {value!r}, not a count")
    return value


def _date(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise _Damaged(f"{what} is {value!r}, not a date")
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise _Damaged(f"{what} is {value!r}, not a date") from None
    return value


def _amount(value: Any, what: str) -> Fraction:
    fraction = _fraction_from(value)
    if fraction is None:
        raise _Damaged(f"{what} is {value!r}, not an exact amount")
    return fraction


def _from_data(data: dict[str, Any], path: Path) -> Member:
    if set(data) - {"running"} != _MEMBER_KEYS:
        raise _Damaged(f"it holds {sorted(data)}, not {sorted(_MEMBER_KEYS)}")
    running = None
    if "running" in data:
        running = _record_from(data["running"], 0)
        if running.kind is not RecordKind.LEFT or running.table is None \
                or data["closed_on"] is not None:
            raise _Damaged("the game it says is running is not one")
    name = data["name"]
    try:
        good_name = isinstance(name, str) and clean_name(name) == name
    except EntryError:
        good_name = False
    if not good_name:
        raise _Damaged(f"the member's name is {name!r}")
    history = [_record_from(item, number) for number, item in enumerate(data["history"], 1)] \
        if isinstance(data["history"], list) else None
    if history is None:
        raise _Damaged("it has no list of results")
    closed_on = data["closed_on"]
    if closed_on is not None:
        _date(closed_on, "the day the membership ended")
    first_check_done = data["first_check_done"]
    if not isinstance(first_check_done, bool):
        raise _Damaged(f"'first check done' is {first_check_done!r}")
    member = Member(
        name=name, path=path, joined=_date(data["joined"], "the day he joined"),
        balance=_amount(data["balance"], "the balance"),
        credit_limit=_count(data["credit_limit"], "the credit limit"),
        penalty=_count(data["penalty"], "the penalty"),
        games=_count(data["games"], "the number of games"),
        deals=_count(data["deals"], "the number of deals"),
        checked_deals=_count(data["checked_deals"], "the deal of the last check"),
        first_check_done=first_check_done, closed_on=closed_on, history=history,
        running=running)
    _check_consistent(member)
    return member


def _record_from(item: Any, number: int) -> Record:
    what = f"result {number}"
    # "rules" came later: an entry written before has none (its game had the manual's).
    if not isinstance(item, dict) or set(item) - {"rules"} != _RECORD_KEYS:
        raise _Damaged(f"{what} is not a history entry")
    try:
        kind = RecordKind(item["kind"])
    except ValueError:
        raise _Damaged(f"{what} is of the unknown kind {item['kind']!r}") from None
    table_parts = (item["opponents"], item["limit"], item["price"])
    table = None
    if any(part is not None for part in table_parts):
        opponents, limit, price = table_parts
        price = _amount(price, f"{what}'s price")
        if not isinstance(opponents, list):
            raise _Damaged(f"{what}'s opponents are {opponents!r}")
        try:
            rules = MANUAL if item.get("rules") is None else TableRules.from_dict(item["rules"])
            table = Table(tuple(opponents), limit, price, rules)
        except (ValueError, TypeError) as error:
            raise _Damaged(f"{what}'s table: {error}") from None
    elif item.get("rules") is not None:
        raise _Damaged(f"{what} has rules but no table")
    whist = None if item["whist"] is None else _amount(item["whist"], f"{what}'s whist points")
    entry = Record(_date(item["date"], f"{what}'s date"), kind, _amount(item["dm"], f"{what}'s DM"),
                   _count(item["deals"], f"{what}'s deals"), table, whist)
    if kind is RecordKind.CREDIT:
        if table is not None or whist is not None or entry.deals or entry.dm != -REPAYMENT:
            raise _Damaged(f"{what} is not the credit repaid")
    elif kind is RecordKind.GAME:
        if table is None or whist is None or entry.dm != whist * table.price:
            raise _Damaged(f"{what} is a game whose result does not add up")
    elif kind is RecordKind.LEFT:
        if whist is not None or entry.dm not in (-NEW_PENALTY, -PROMOTED_PENALTY):
            raise _Damaged(f"{what} is a game left without the penalty")
    elif whist is not None and (table is None or entry.dm != whist * table.price):
        raise _Damaged(f"{what} is an expulsion whose result does not add up")
    return entry


def _check_consistent(member: Member) -> None:
    """What our writer guarantees about a whole file."""
    history = member.history
    if member.balance != sum((entry.dm for entry in history), Fraction(0)):
        raise _Damaged("the balance is not the sum of the results")
    if member.games != sum(1 for entry in history if entry.kind in _ENDED_GAMES):
        raise _Damaged("the number of games does not match the results")
    if member.deals != sum(entry.deals for entry in history):
        raise _Damaged("the number of deals does not match the results")
    if member.checked_deals % CHECK_EVERY:
        raise _Damaged(f"the last check is at deal {member.checked_deals}, "
                       f"not a multiple of {CHECK_EVERY}")
    if member.first_check_done != (member.checked_deals > 0):
        raise _Damaged("the first check is marked done without a check, or the other way round")
    credits = [entry for entry in history if entry.kind is RecordKind.CREDIT]
    terms = (member.credit_limit, member.penalty)
    if credits:
        if len(credits) > 1 or terms != (PROMOTED_CREDIT_LIMIT, PROMOTED_PENALTY):
            raise _Damaged("the credit was repaid, but the credit limit and penalty do not show it")
    elif terms != (NEW_CREDIT_LIMIT, NEW_PENALTY):
        raise _Damaged(f"a credit limit of DM {member.credit_limit} and a penalty of "
                       f"DM {member.penalty} are not terms the club gives")
    expulsions = [n for n, entry in enumerate(history) if entry.kind is RecordKind.EXPELLED]
    if member.closed:
        if expulsions != [len(history) - 1]:
            raise _Damaged("the file is closed, but its last result is not the expulsion")
    elif expulsions:
        raise _Damaged("it records an expulsion, but the file is open")

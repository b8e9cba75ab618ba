"""The PrefClub's entrance as GEM dialogs: the doorman, the member's file, the table, the alerts.

``rules/prefclub.md`` ("Entering the club", "Membership") after the 1993 manual
("Eintritt", "Auswahl Ihrer Gegenspieler", "Spiellimit und Punktebewertung",
"Mitgliedschaftsakte").  Every decision is :mod:`cardsuite.games.pref.club`'s;
this module only asks and shows.  The board drives the entrance like this::

    club = Club(club_folder())
    member = enter_club(board, club)          # None: the player went home
    show_member_file(board, member)           # the Akte (optional)
    table = choose_table(board, last_table)   # None: cancelled
    ...after every deal:   tell_check(board, club.check(member, deals, provisional_dm, table))
    ...TAB / EXIT in game: if confirm_leave(board, member.penalty): club.leave(member, True, ...)

- :class:`DoormanDialog` -- the doorman asks for the name.  A known name
  (any letter case) enters as that member; a new one is asked "Join the
  club?" (Join / Cancel) and joins; a closed membership is turned away in the
  dialog's message line; a damaged or foreign member file is reported in a
  STOP alert naming the file and saying it was kept unchanged -- the player is
  not let in under that name, the dialog stays open for another.  A name the
  club refuses (blank, too long) shows the club's message, translated, and
  plings.  :meth:`DoormanDialog.member` is the member who got in.
- :class:`MemberFileDialog` -- the Akte: name, member since, balance,
  credit limit, penalty for leaving, games played, the day a closed
  membership ended, and the last :data:`RESULTS_SHOWN` entries of the history
  (date, opponents, limit, price, whist points, DM).
- :class:`TableDialog` -- two opponents from the Versager, Damen and
  Kartenhaie (each with a one-line style read off his parameters), the game
  limit (typed, or one of the buttons 10 - 50), the price of a whist point
  (typed); OK is enabled only with exactly two chosen.  Bad text shows the
  club's message and nothing changes.  Keys: the limit field has the cursor;
  Tab goes on to the price and then to the characters, Up / Down (or Tab) from
  one character to the next (a frame shows which), Space chooses or un-chooses
  him; Return is OK, Escape Cancel.  :meth:`TableDialog.table` is the
  :class:`~cardsuite.games.pref.club.Table`.
- :func:`tell_check`, :func:`confirm_leave` -- the alerts of the membership.

Decisions where the specification leaves room:

- **Money is shown** as ``DM 12,50`` in German and ``DM 12.50`` in English
  (:func:`~cardsuite.ui.boards.pref.words.decimal_mark` follows the suite's language, not the system's), by
  :func:`~cardsuite.games.pref.club.format_dm`; terms (credit limit,
  penalty) are whole marks, ``DM 15``, as the manual writes them.  Results in
  the file carry a sign (``+12,50``); whist points are shown whole, or to one
  decimal when the mountain average left thirds.
- **The promotion's wording follows club.py**, not a looser reading: the
  *member* pays back the DM 10 credit the club advanced him ("so zahlen Sie
  Ihren Kredit zurück"); the alert says so.  An ``OK`` or ``NOT_DUE`` check
  shows nothing: a check every five deals that only says "fine" would nag.
- **The name field takes at most** :data:`~cardsuite.games.pref.club.NAME_LIMIT`
  characters, as a GEM text field has a fixed length; the club's own refusal
  stays behind it.  The field starts with the name last let in (setting
  ``prefclub/name``), selected, so typing replaces it and Return keeps it.
- **Cancel in the join question** keeps the doorman's dialog open (a typo
  is the likeliest reason); Cancel or Escape in the dialog itself goes home.
- **A damaged file is never set aside from here**: the alert says the file
  was kept as it was; :meth:`Club.set_aside` stays for a deliberate command.
- **Any two opponents**, from one group or two, in the order chosen (the
  first chosen is the first of :attr:`Table.opponents`).  Choosing a third
  is allowed -- OK greys and the line under the groups says only two can sit
  down -- so the player un-chooses whom he likes instead of losing a choice.
- **The table dialog starts** with the terms given (the last game's, from the
  board), else with nobody chosen, limit 20 and DM 0,05 a point.
- **The club's messages** are fixed English strings (``LIMIT_*``,
  ``PRICE_*``, ``NAME_*``); :func:`entry_message` maps each to a literal
  ``translate("PrefClub", ...)`` (lupdate extracts only literals, and the
  translation check refuses a variable text).  A message the map lacks is
  shown in English rather than not at all.
- Reasons in a :class:`~cardsuite.games.pref.club.MemberFileError` come from
  the Qt-free layer and stay English, like the Binokel slot errors.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from cardsuite.games.pref import characters, club
from cardsuite.games.pref.characters import CHARACTERS, Character, Group
from cardsuite.games.pref.session import HUMAN, Session
from cardsuite.games.pref.table_rules import MANUAL, SOCHI, TableRules
from cardsuite.ui import settings
from cardsuite.ui.boards.pref import rules_dialog
from cardsuite.ui.boards.pref.words import (
    amount_text,
    decimal_mark,
    money_text,
)
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.alert import MAX_LINES, AlertIcon, gem_alert, wrap_lines
from cardsuite.ui.gem.dialog import (
    FONT_PIXELS,
    GemButton,
    GemDialog,
    GemLabel,
    GemLineEdit,
    fill_border,
)
from cardsuite.ui.gem.text_rows import TextTable
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.gem.window import pixel_sharp
from cardsuite.ui.sound import sounds
from cardsuite.ui.store_reasons import file_alert

translate = QCoreApplication.translate

#: The settings key of the name the doorman last let in.
NAME_KEY = "prefclub/name"
#: How many of the latest history entries the member file shows.
RESULTS_SHOWN = 5
#: Characters per line of the texts the alerts wrap.
ALERT_WIDTH = 48
#: The table dialog's terms when the board gives none.
DEFAULT_LIMIT = 20
DEFAULT_PRICE = Fraction(5, 100)


def club_folder() -> Path:
    """Where the member files live: the application's data folder (per user)."""
    return settings.data_folder()


# --- texts ----------------------------------------------------------------------------------------


def _messages() -> dict[str, str]:
    """The club's fixed English messages, each translated from a literal lupdate can see."""
    return {
        club.LIMIT_EMPTY: translate("PrefClub", "Please type the game limit: 10, 20, 30, 40 or 50."),
        club.LIMIT_NOT_NUMBER: translate(
            "PrefClub", "The game limit is a whole number: 10, 20, 30, 40 or 50."),
        club.LIMIT_TOO_HIGH: translate("PrefClub", "The PrefClub allows no game limit over 50."),
        club.LIMIT_NOT_ALLOWED: translate("PrefClub", "The game limit must be 10, 20, 30, 40 or 50."),
        club.PRICE_EMPTY: translate(
            "PrefClub", "Please type the price of a whist point in DM, for example 0.05."),
        club.PRICE_NOT_NUMBER: translate(
            "PrefClub", "The price of a whist point is an amount in DM, for example 0.05."),
        club.PRICE_TOO_FINE: translate(
            "PrefClub", "The price of a whist point is in whole pfennigs: at most two decimals."),
        club.PRICE_OUT_OF_RANGE: translate(
            "PrefClub", "The price of a whist point must be from DM 0.01 to DM 1.00."),
        club.NAME_EMPTY: translate("PrefClub", "Please tell the doorman your name."),
        club.NAME_TOO_LONG: translate("PrefClub", "A name may have at most 24 characters."),
    }


def entry_message(message: str) -> str:
    """One of the club's :class:`~club.EntryError` messages in the language shown."""
    return _messages().get(message, message)


def terms_text(amount: Fraction | int) -> str:
    """A credit limit or penalty (whole marks as the manual writes them): ``DM 15``."""
    value = Fraction(amount)
    if value.denominator != 1:
        return money_text(value)
    return translate("PrefClub", "DM %1").replace("%1", str(value.numerator))


def points_text(points: Fraction | int) -> str:
    """Whist points with their sign: whole, or to one decimal (halves away from zero)."""
    value = Fraction(points)
    tenths = abs(value) * 10
    rounded = int(tenths) + (1 if tenths - int(tenths) >= Fraction(1, 2) else 0)
    if value.denominator == 1:
        text = str(abs(value.numerator))
    else:
        text = f"{rounded // 10}{decimal_mark()}{rounded % 10}"
    if value > 0:
        return f"+{text}"
    return f"-{text}" if value < 0 and rounded else text


def date_text(value: str | None) -> str:
    """A date of the file (ISO 8601) in the language's date format."""
    try:
        moment = datetime.fromisoformat(value or "")
    except ValueError:
        return value or ""
    # strftime codes: the German file says "%d.%m.%Y".
    return moment.strftime(translate("PrefClub", "%Y-%m-%d"))


def group_title(group: Group) -> str:
    titles = {Group.VERSAGER: translate("PrefClub", "Versager"),
              Group.DAMEN: translate("PrefClub", "Damen"),
              Group.KARTENHAIE: translate("PrefClub", "Kartenhaie")}
    return titles[group]


def bidding_text(boldness: float) -> str:
    """How a character bids, read off his margin in tricks (see :mod:`.characters`)."""
    if boldness >= 2.0:
        return translate("PrefClub", "bids wildly")
    if boldness >= 1.5:
        return translate("PrefClub", "bids recklessly")
    if boldness >= 1.0:
        return translate("PrefClub", "overbids")
    if boldness >= 0.5:
        return translate("PrefClub", "bids boldly")
    if boldness > 0:
        return translate("PrefClub", "bids a shade high")
    if boldness == 0:
        return translate("PrefClub", "bids soundly")
    if boldness > -0.5:
        return translate("PrefClub", "bids carefully")
    return translate("PrefClub", "bids cautiously")


def whisting_text(readiness: float) -> str:
    """How readily a character says whist, read off his margin in tricks."""
    if readiness >= 1.5:
        return translate("PrefClub", "whists on any hope")
    if readiness >= 1.0:
        return translate("PrefClub", "whists on hope")
    if readiness >= 0.5:
        return translate("PrefClub", "whists readily")
    if readiness > 0:
        return translate("PrefClub", "whists gladly")
    if readiness == 0:
        return translate("PrefClub", "whists soundly")
    if readiness > -0.5:
        return translate("PrefClub", "whists carefully")
    return translate("PrefClub", "whists sparingly")


def style_text(character: Character) -> str:
    """A character's style in one line: "bids boldly, whists readily"."""
    return (translate("PrefClub", "%1, %2").replace("%1", bidding_text(character.boldness))
            .replace("%2", whisting_text(character.whist_readiness)))


def opponent_name(key: str) -> str:
    """A character's name; the key itself for one this version does not know."""
    try:
        return characters.character(key).name
    except ValueError:
        return key


def wrapped(text: str) -> list[str]:
    return wrap_lines(text, ALERT_WIDTH)


# --- the alerts -----------------------------------------------------------------------------------


def ask_join(parent: QWidget | None, name: str) -> bool:
    """The doorman does not know ``name``: Join (True) or Cancel."""
    terms = (translate("PrefClub", "New members play on a credit of %1; leaving a running game "
                                   "costs %2.")
             .replace("%1", terms_text(club.NEW_CREDIT_LIMIT))
             .replace("%2", terms_text(club.NEW_PENALTY)))
    lines = [translate("PrefClub", "You are not a member, %1.").replace("%1", name),
             *wrapped(terms)[:3], translate("PrefClub", "Join the club?")]
    answer = gem_alert(parent, AlertIcon.QUESTION, lines[:MAX_LINES],
                       [translate("PrefClub", "Join"), translate("PrefClub", "Cancel")],
                       default=0, cancel=1)
    return answer == 0


def report_unreadable(parent: QWidget | None, name: str, error: club.MemberFileError) -> None:
    """A damaged or foreign member file: which file, why, and that it was kept unchanged."""
    file_alert(parent, AlertIcon.STOP,
               [translate("PrefClub", "The member file of %1 cannot be used:").replace("%1", name)],
               error.path, error.reason,
               [translate("PrefClub", "It was kept unchanged. You cannot enter under this name.")],
               [translate("PrefClub", "OK")])


def tell_abandoned(parent: QWidget | None, penalty) -> None:
    """The last game ended without being booked or left (a crash, a kill, a file that could
    not be written): it was charged as left."""
    gem_alert(parent, AlertIcon.EXCLAMATION,
              [translate("PrefClub", "Your last game was never finished"),
               translate("PrefClub", "nor left at the table."),
               translate("PrefClub", "It is charged as left: %1.").replace(
                   "%1", money_text(-penalty))],
              [translate("PrefClub", "OK")])


def report_not_joined(parent: QWidget | None, error: club.MemberFileError) -> None:
    """Joining failed (the file could not be written, or one lies in the way)."""
    file_alert(parent, AlertIcon.STOP, [translate("PrefClub", "The club could not open a file for you:")],
               error.path, error.reason, [translate("PrefClub", "Nothing was changed.")],
               [translate("PrefClub", "OK")], name=False)


def tell_check(parent: QWidget | None, result: club.CheckResult) -> bool:
    """Tell the player what a balance check found; False if he was shown out.

    A promotion, an expulsion and the first check (promoted or not: the one
    chance at promotion) are alerts; a later check that changed nothing is told
    in the info line (:func:`check_note`); a check not due shows nothing.
    """
    first = result.outcome is club.Outcome.OK and result.first
    if result.outcome is club.Outcome.PROMOTED or first:
        # The first check is told whatever it found: it is the one chance at promotion.
        text = translate("PrefClub", "The first balance check: you stand at %1. Only more than "
                                     "%2 ahead would have paid back your credit; your credit "
                                     "limit stays %3, leaving a game costs %4.") if first else \
            translate("PrefClub", "You are more than %2 ahead: you pay back your credit of "
                                  "%5; your credit limit is now %3, leaving a game costs %4.")
        text = (text.replace("%1", money_text(result.standing))
                .replace("%2", terms_text(club.PROMOTION_MARGIN))
                .replace("%3", terms_text(result.credit_limit))
                .replace("%4", terms_text(result.penalty))
                .replace("%5", terms_text(result.repaid)))
        gem_alert(parent, AlertIcon.EXCLAMATION, wrapped(text)[:MAX_LINES],
                  [translate("PrefClub", "OK")])
        return True
    if result.outcome is club.Outcome.EXPELLED:
        debts = (translate("PrefClub", "Your debts of %1 exceed your credit limit of %2.")
                 .replace("%1", money_text(max(-result.standing, Fraction(0))))
                 .replace("%2", terms_text(result.credit_limit)))
        lines = [*wrapped(debts), *wrapped(translate("PrefClub", "The club shows you out."))]
        gem_alert(parent, AlertIcon.STOP, lines[:MAX_LINES], [translate("PrefClub", "OK")])
        return False
    return True


def check_note(result: club.CheckResult) -> str:
    """A later check that changed nothing, for the info line ("" for any other result)."""
    if result.outcome is not club.Outcome.OK or result.first:
        return ""
    return (translate("PrefClub", "Balance check: you stand at %1, credit limit %2.")
            .replace("%1", money_text(result.standing))
            .replace("%2", terms_text(result.credit_limit)))


def confirm_leave(parent: QWidget | None, penalty: Fraction | int) -> bool:
    """TAB or EXIT: Leave (True) or Stay; with a game running it says what leaving costs."""
    lines = [translate("PrefClub", "Leave the club?")]
    if penalty:
        lines += wrapped(translate("PrefClub", "The running game is not settled: leaving it "
                                                "costs you %1.").replace("%1", terms_text(penalty)))
    answer = gem_alert(parent, AlertIcon.QUESTION, lines[:MAX_LINES],
                       [translate("PrefClub", "Leave"), translate("PrefClub", "Stay")],
                       default=1, cancel=1)
    return answer == 0


# --- the doorman ----------------------------------------------------------------------------------


def stored_name() -> str:
    """The name the doorman last let in, or ""."""
    value = settings.settings().value(NAME_KEY, "")
    if not isinstance(value, str):
        return ""
    try:
        return club.clean_name(value)
    except club.EntryError:
        return ""


class _MessageLine(GemLabel):
    """A line that is always there (empty until something is refused), re-translated on a switch."""

    def __init__(self, height: int) -> None:
        super().__init__()
        self.setMinimumHeight(height)
        self._text: Callable[[], str] | None = None

    def say(self, text: Callable[[], str] | None) -> None:
        self._text = text
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(self._text() if self._text is not None else "")

    def saying(self) -> bool:
        return self._text is not None


class DoormanDialog(GemDialog):
    """The doorman at the PrefClub's door: the name, then in as a member, a newcomer or not at all."""

    def __init__(self, parent: QWidget | None, the_club: club.Club) -> None:
        super().__init__(parent)
        self.club = the_club
        self._member: club.Member | None = None
        self._taken_up: Session | None = None
        cell = self.cell_size()
        self.title_label().setFont(gem_font(FONT_PIXELS, bold=True))
        self.greeting_label = GemLabel()
        self.question_label = GemLabel()
        self.content_layout().addWidget(self.greeting_label)
        self.content_layout().addWidget(self.question_label)

        name_row = QHBoxLayout()
        name_row.setSpacing(cell.width())
        self.name_label = GemLabel()
        self.name_edit = GemLineEdit(stored_name())
        self.name_edit.setMaxLength(club.NAME_LIMIT)
        self.name_edit.setFixedWidth((club.NAME_LIMIT + 2) * cell.width())
        self.name_edit.textEdited.connect(self._edited)
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit)
        name_row.addStretch(1)
        self.content_layout().addLayout(name_row)

        self.message_line = _MessageLine(cell.height())
        self.content_layout().addWidget(self.message_line)

        self.enter_button = self.add_button("", "accept")
        self.cancel_button = self.add_button("", "reject")
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        self.set_title(translate("PrefClub", "PrefClub"))
        self.greeting_label.setText(translate("PrefClub", "The doorman of the PrefClub looks you "
                                                          "over."))
        self.question_label.setText(translate("PrefClub", "\"Good evening. Your name, please?\""))
        self.name_label.setText(translate("PrefClub", "Name:"))
        self.message_line.retranslate()
        self.enter_button.setText(translate("PrefClub", "Enter"))
        self.cancel_button.setText(translate("PrefClub", "Go home"))

    def member(self) -> club.Member | None:
        """The member the doorman let in (None while open, or if the player went home)."""
        return self._member

    def taken_up(self) -> Session | None:
        """The member's game kept from last time that he takes up again (None: a new game)."""
        return self._taken_up

    def message(self) -> str:
        """The line under the name: why the doorman did not let the player in, or ""."""
        return self.message_line.text()

    def accept(self) -> None:
        # Reached through Enter (or Return): the doorman decides, by club.py.
        typed = self.name_edit.text()
        try:
            door = self.club.enter(typed)
        except club.EntryError as error:
            self._refuse(lambda message=error.message: entry_message(message))
            return
        except club.MemberFileError as error:
            report_unreadable(self, club.clean_name(typed), error)
            self._refuse(lambda: translate("PrefClub", "The doorman cannot let you in under "
                                                       "this name."), pling=False)
            return
        if isinstance(door, club.MembershipEnded):
            self._refuse(lambda: translate("PrefClub", "Your membership has ended."))
            return
        if isinstance(door, club.NewcomerRequired):
            if not ask_join(self, door.name):
                self._focus_name()
                return
            try:
                member = self.club.join(door.name)
            except club.MemberFileError as error:
                report_not_joined(self, error)
                self._focus_name()
                return
        else:
            member = door
        try:
            self.club.seat(member)
        except club.MemberSeated:
            self._refuse(lambda: translate("PrefClub", "You are at a table in another "
                                                       "Cardsuite already."))
            return
        except club.MemberFileError as error:
            report_unreadable(self, member.name, error)
            self._refuse(lambda: translate("PrefClub", "The doorman cannot let you in under "
                                                       "this name."), pling=False)
            return
        try:
            self._taken_up = settle_or_take_up(self, self.club, member)
        except club.MemberFileError as error:
            self.club.unseat(member)
            report_unreadable(self, member.name, error)
            self._refuse(lambda: translate("PrefClub", "The doorman cannot let you in under "
                                                       "this name."), pling=False)
            return
        self._member = member
        settings.settings().setValue(NAME_KEY, member.name)
        self.message_line.say(None)
        super().accept()

    def _refuse(self, text: Callable[[], str], pling: bool = True) -> None:
        self.message_line.say(text)
        self.relayout()
        self._focus_name()
        if pling:
            sounds().pling()

    def _focus_name(self) -> None:
        # After an alert the platform may leave no window active: take the keyboard back.
        self.activateWindow()
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.name_edit.selectAll()

    def _edited(self, _text: str) -> None:
        if self.message_line.saying():
            self.message_line.say(None)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._focus_name()


def enter_club(parent: QWidget | None, the_club: club.Club) -> club.Member | None:
    """The doorman's dialog, modal: the member who got in, or None if the player went home."""
    entered = enter_club_taking_up(parent, the_club)
    return entered[0] if entered is not None else None


def enter_club_taking_up(parent: QWidget | None, the_club: club.Club
                         ) -> tuple[club.Member, Session | None] | None:
    """The doorman's dialog, modal: the member who got in and the game kept from last time he
    takes up (None: a new game), or None if the player went home."""
    dialog = DoormanDialog(parent, the_club)
    try:
        dialog.exec()
        member = dialog.member()
        return (member, dialog.taken_up()) if member is not None else None
    finally:
        dialog.deleteLater()


def settle_or_take_up(parent: QWidget | None, the_club: club.Club,
                      member: club.Member) -> Session | None:
    """At the door: the game the member file says is running (the suite quit, crashed or was
    killed during it) is taken up again or settled.  Its kept play, if any, is offered
    (Continue, the default, or Leave, which costs the penalty); play that is over (its booking
    had failed) is booked now with its own result; no play kept, or a damaged one (reported,
    moved aside), is charged as left.  The session to take up, or None.
    :class:`club.MemberFileError` if the member file cannot be written."""
    running = member.running
    if running is None:
        return None
    session = None
    try:
        play = the_club.kept(member)
        if play is not None:
            session = Session.from_dict(play)
            if session.settings.limit != running.table.limit \
                    or session.settings.price != running.table.price \
                    or tuple(session.settings.opponents) != tuple(running.table.opponents) \
                    or session.settings.rules != running.table.rules:
                raise ValueError("the kept play is not of the game at these terms")
    except (club.KeptGameDamaged, ValueError) as error:
        reason = error.reason if isinstance(error, club.KeptGameDamaged) \
            else f"is damaged: {error}"
        report_kept_damaged(parent, the_club.set_kept_aside(member), reason)
        session = None
    if session is not None and session.over:
        booked = the_club.book(member, club.GameResult(running.table,
                                                       session.settlement()[HUMAN],
                                                       session.deals_played))
        tell_booked_late(parent, booked)
        return None
    if session is not None and offer_take_up(parent, running.table, session.deals_played,
                                             member.penalty):
        return session
    charged = the_club.settle_abandoned(member)
    if charged is not None:
        tell_abandoned(parent, charged)
    return None


def offer_take_up(parent: QWidget | None, table: club.Table, deals: int,
                  penalty: Fraction | int) -> bool:
    """Your game is waiting: Continue (True, the default) or Leave (it costs the penalty)."""
    first, second = (characters.character(key).name for key in table.opponents)
    lines = [translate("PrefClub", "Your game with %1 and %2").replace("%1", first)
             .replace("%2", second),
             translate("PrefClub", "is waiting for you (deals played: %1).")
             .replace("%1", str(deals)),
             translate("PrefClub", "Continue it?")]
    if penalty:
        lines += wrapped(translate("PrefClub", "Leaving it costs you %1.")
                         .replace("%1", terms_text(penalty)))
    answer = gem_alert(parent, AlertIcon.QUESTION, lines[:MAX_LINES],
                       [translate("PrefClub", "Continue"), translate("PrefClub", "Leave")],
                       default=0, cancel=0)
    return answer == 0


def tell_booked_late(parent: QWidget | None, dm: Fraction) -> None:
    """The last game was played to its end but its booking had failed: booked now."""
    gem_alert(parent, AlertIcon.EXCLAMATION,
              [translate("PrefClub", "Your last game could not be booked"),
               translate("PrefClub", "when it ended. It is booked now: %1.")
               .replace("%1", amount_text(dm))],
              [translate("PrefClub", "OK")])


def report_kept_damaged(parent: QWidget | None, path: Path, reason: str) -> None:
    """The kept play of the running game cannot be used: which file (kept), and why."""
    file_alert(parent, AlertIcon.STOP, [translate("PrefClub", "Your last game cannot be continued:")],
               path, reason, [translate("PrefClub", "The file is kept as it is.")],
               [translate("PrefClub", "OK")])


# --- the member's file ----------------------------------------------------------------------------


class MemberFileDialog(GemDialog):
    """The member's file (Akte): his terms, his balance and his latest results."""

    def __init__(self, parent: QWidget | None, member: club.Member) -> None:
        super().__init__(parent)
        self.member = member
        self.title_label().setFont(gem_font(FONT_PIXELS, bold=True))
        grid = self.cell_grid()
        self.field_labels: dict[str, GemLabel] = {}
        self.value_labels: dict[str, GemLabel] = {}
        for row, key in enumerate(("name", "joined", "balance", "credit", "penalty", "games",
                                   "closed")):
            label, value = GemLabel(), GemLabel()
            self.field_labels[key], self.value_labels[key] = label, value
            grid.addWidget(label, row, 0)
            grid.addWidget(value, row, 1)
        grid.setColumnStretch(2, 1)
        self.content_layout().addLayout(grid)
        self.field_labels["closed"].setVisible(member.closed)
        self.value_labels["closed"].setVisible(member.closed)

        self.results_label = GemLabel()
        self.content_layout().addWidget(self.results_label)
        self.results = TextTable(right=(2, 3, 4, 5))
        self.content_layout().addWidget(self.results)
        self.results.setVisible(bool(member.history))
        self.ok_button = self.add_button("", "accept")
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        member = self.member
        self.set_title(translate("PrefClub", "Member file"))
        texts = {
            "name": (translate("PrefClub", "Name:"), member.name),
            "joined": (translate("PrefClub", "Member since:"), date_text(member.joined)),
            "balance": (translate("PrefClub", "Balance:"), money_text(member.balance)),
            "credit": (translate("PrefClub", "Credit limit:"), terms_text(member.credit_limit)),
            "penalty": (translate("PrefClub", "Penalty for leaving:"), terms_text(member.penalty)),
            "games": (translate("PrefClub", "Games played:"), str(member.games)),
            "closed": (translate("PrefClub", "Membership ended:"), date_text(member.closed_on)),
        }
        for key, (label, value) in texts.items():
            self.field_labels[key].setText(label)
            self.value_labels[key].setText(value)
        if member.history:
            self.results_label.setText(translate("PrefClub", "Latest results:"))
        else:
            self.results_label.setText(translate("PrefClub", "No games yet."))
        self.results.set_rows(self.header(), self.row_texts())
        self.ok_button.setText(translate("PrefClub", "OK"))

    def value(self, key: str) -> str:
        """What the file shows for ``key`` ("name", "joined", "balance", "credit", "penalty",
        "games", "closed")."""
        return self.value_labels[key].text()

    def header(self) -> list[str]:
        return [translate("PrefClub", "Date"), translate("PrefClub", "Opponents"),
                translate("PrefClub", "Limit"), translate("PrefClub", "Price"),
                translate("PrefClub", "Whist"), translate("PrefClub", "DM")]

    def row_texts(self) -> list[list[str]]:
        """The latest :data:`RESULTS_SHOWN` entries, oldest first as a file is written."""
        rows = []
        for entry in self.member.history[-RESULTS_SHOWN:]:
            table = entry.table
            if table is not None:
                opponents = (translate("PrefClub", "%1, %2")
                             .replace("%1", opponent_name(table.opponents[0]))
                             .replace("%2", opponent_name(table.opponents[1])))
                limit, price = str(table.limit), club.format_dm(table.price, decimal_mark())
            else:
                opponents, limit, price = "", "", ""
            if entry.kind is club.RecordKind.GAME:
                result = points_text(entry.whist or 0)
            elif entry.kind is club.RecordKind.LEFT:
                result = translate("PrefClub", "left")
            elif entry.kind is club.RecordKind.EXPELLED:
                result = translate("PrefClub", "shown out")
            else:
                opponents = translate("PrefClub", "credit paid back")
                result = ""
            rows.append([date_text(entry.date), opponents, limit, price, result,
                         amount_text(entry.dm)])
        return rows


def show_member_file(parent: QWidget | None, member: club.Member) -> None:
    """Show the member's file, modal, until OK."""
    dialog = MemberFileDialog(parent, member)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()


# --- the table ------------------------------------------------------------------------------------


class CharacterLine(QAbstractButton):
    """One character of the club: his name and his style, inverted while chosen."""

    def __init__(self, character: Character, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character = character
        self.style_line = ""
        self.name_width = 0
        self.setCheckable(True)
        # Tab and the arrow keys reach the characters, Space chooses (QAbstractButton's keys).
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setFont(gem_font(FONT_PIXELS))
        self.setText(character.name)
        theme_manager().changed.connect(self._theme_changed)

    def set_style_line(self, text: str, name_width: int) -> None:
        """The style text, and where it starts (the widest name plus air)."""
        self.style_line = text
        self.name_width = name_width
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = QFontMetrics(self.font())
        cell = metrics.horizontalAdvance(" ")
        return QSize(cell + self.name_width + metrics.horizontalAdvance(self.style_line) + cell,
                     metrics.height() + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        chosen = self.isChecked()
        painter.fillRect(self.rect(), theme.ink if chosen else theme.paper)
        painter.setPen(theme.paper if chosen else theme.ink)
        painter.setFont(self.font())
        cell = QFontMetrics(self.font()).horizontalAdvance(" ")
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        painter.drawText(self.rect().adjusted(cell, 0, 0, 0), align, self.text())
        painter.drawText(self.rect().adjusted(cell + self.name_width, 0, -cell, 0), align,
                         self.style_line)
        if self.hasFocus():  # the keyboard is on this character: a 1 px frame inside the line
            fill_border(painter, self.rect().adjusted(1, 1, -1, -1), 1,
                        theme.paper if chosen else theme.ink)
        painter.end()

    def _theme_changed(self, _theme: Theme) -> None:
        self.update()


class _Box(QWidget):
    """A GEM box: a 1 px frame around its contents."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        theme = current_theme()
        painter = QPainter(self)
        pixel_sharp(painter)
        rect = self.rect()
        painter.fillRect(rect, theme.paper)
        painter.fillRect(rect.x(), rect.y(), rect.width(), 1, theme.ink)
        painter.fillRect(rect.x(), rect.bottom(), rect.width(), 1, theme.ink)
        painter.fillRect(rect.x(), rect.y(), 1, rect.height(), theme.ink)
        painter.fillRect(rect.right(), rect.y(), 1, rect.height(), theme.ink)
        painter.end()


class TableDialog(GemDialog):
    """Two opponents, the game limit, the price of a whist point and the table's rules (the
    manual's, Sochi's or each option chosen in the rules dialog): a :class:`club.Table`."""

    def __init__(self, parent: QWidget | None = None, initial: club.Table | None = None) -> None:
        super().__init__(parent)
        self._table: club.Table | None = None
        self._chosen: list[str] = []
        cell = self.cell_size()
        self.title_label().setFont(gem_font(FONT_PIXELS, bold=True))
        self.intro_label = GemLabel()
        self.content_layout().addWidget(self.intro_label)

        self.group_labels: dict[Group, GemLabel] = {}
        self.lines: dict[str, CharacterLine] = {}
        for group in Group:
            label = GemLabel()
            label.setFont(gem_font(FONT_PIXELS, bold=True))
            self.group_labels[group] = label
            box = _Box()
            column = QVBoxLayout(box)
            column.setContentsMargins(1, 1, 1, 1)
            column.setSpacing(0)
            for character in characters.in_group(group):
                line = CharacterLine(character, box)
                line.clicked.connect(lambda _checked=False, key=character.key: self.toggle(key))
                self.lines[character.key] = line
                column.addWidget(line)
            block = QVBoxLayout()
            block.setSpacing(2)
            block.addWidget(label)
            block.addWidget(box)
            self.content_layout().addLayout(block)
        self.choice_line = GemLabel()
        self.content_layout().addWidget(self.choice_line)

        terms = QGridLayout()
        terms.setHorizontalSpacing(cell.width())
        terms.setVerticalSpacing(0)
        self.limit_label = GemLabel()
        self.limit_edit = GemLineEdit()
        self.limit_edit.setMaxLength(4)
        self.limit_edit.setFixedWidth(5 * cell.width())
        self.limit_edit.textEdited.connect(self._limit_edited)
        limit_row = QHBoxLayout()
        limit_row.setSpacing(0)
        limit_row.addWidget(self.limit_edit)
        limit_row.addSpacing(cell.width())
        self.limit_buttons: dict[int, GemButton] = {}
        for limit in club.LIMITS:
            button = GemButton(str(limit))
            button.setCheckable(True)
            button.clicked.connect(lambda _checked=False, value=limit: self.set_limit(value))
            self.limit_buttons[limit] = button
            limit_row.addWidget(button)
        limit_row.addStretch(1)
        self.price_label = GemLabel()
        self.currency_label = GemLabel()
        self.price_edit = GemLineEdit()
        self.price_edit.setMaxLength(8)
        self.price_edit.setFixedWidth(9 * cell.width())
        self.price_edit.textEdited.connect(self._price_edited)
        price_row = QHBoxLayout()
        price_row.setSpacing(cell.width())
        price_row.addWidget(self.currency_label)
        price_row.addWidget(self.price_edit)
        price_row.addStretch(1)
        terms.addWidget(self.limit_label, 0, 0)
        terms.addLayout(limit_row, 0, 1)
        terms.addWidget(self.price_label, 1, 0)
        terms.addLayout(price_row, 1, 1)
        # The table's rules where tables differ (games/pref/table_rules.py): the manual's,
        # Sochi's, or each option on its own in the rules dialog.
        self.rules_label = GemLabel()
        self.rules_buttons: dict[str, GemButton] = {}
        line = QHBoxLayout()
        line.setSpacing(0)
        for key, action in (("manual", lambda: self.set_rules(MANUAL)),
                            ("sochi", lambda: self.set_rules(SOCHI)),
                            ("own", self.choose_own_rules)):
            button = GemButton("")
            button.setCheckable(True)
            button.clicked.connect(lambda _checked=False, a=action: a())
            self.rules_buttons[key] = button
            line.addWidget(button)
        line.addStretch(1)
        terms.addWidget(self.rules_label, 2, 0)
        terms.addLayout(line, 2, 1)
        self.content_layout().addLayout(terms)
        self.message_line = _MessageLine(cell.height())
        self.content_layout().addWidget(self.message_line)

        self.ok_button = self.add_button("", "accept")
        self.cancel_button = self.add_button("", "reject")

        if initial is not None:
            for key in initial.opponents:
                if key in self.lines:
                    self._chosen.append(key)
            limit, price, rules = initial.limit, initial.price, initial.rules
        else:
            limit, price, rules = DEFAULT_LIMIT, DEFAULT_PRICE, MANUAL
        self.set_rules(rules)
        self.set_limit(limit)
        self.price_edit.setText(club.format_dm(price, decimal_mark()))
        self._show_choice()
        self.set_retranslate(self.retranslate_texts)

    def retranslate_texts(self) -> None:
        self.set_title(translate("PrefClub", "Your table"))
        self.intro_label.setText(translate("PrefClub", "Choose two opponents:"))
        for group, label in self.group_labels.items():
            label.setText(group_title(group))
        metrics = QFontMetrics(gem_font(FONT_PIXELS))
        cell = metrics.horizontalAdvance(" ")
        name_width = max(metrics.horizontalAdvance(c.name) for c in CHARACTERS) + 2 * cell
        for line in self.lines.values():
            line.set_style_line(style_text(line.character), name_width)
        width = max(line.sizeHint().width() for line in self.lines.values())
        for line in self.lines.values():
            line.setFixedWidth(width)
        self.choice_line.setText(self.choice_text())
        self.limit_label.setText(translate("PrefClub", "Game limit:"))
        self.price_label.setText(translate("PrefClub", "Price of a whist point:"))
        self.currency_label.setText(translate("PrefClub", "DM"))
        self.rules_label.setText(translate("PrefClub", "Table rules:"))
        self.rules_buttons["manual"].setText(translate("PrefClub", "as the manual"))
        self.rules_buttons["sochi"].setText(translate("PrefClub", "as in Sochi"))
        self.rules_buttons["own"].setText(translate("PrefClub", "own …"))
        self.message_line.retranslate()
        self.ok_button.setText(translate("PrefClub", "OK"))
        self.cancel_button.setText(translate("PrefClub", "Cancel"))

    # --- the opponents ----------------------------------------------------------------------

    def chosen(self) -> list[str]:
        """The keys of the characters chosen, in the order they were chosen."""
        return list(self._chosen)

    def toggle(self, key: str) -> None:
        """Choose the character ``key``, or un-choose him if he was chosen."""
        characters.character(key)
        if key in self._chosen:
            self._chosen.remove(key)
        else:
            self._chosen.append(key)
        self._show_choice()

    def choose(self, *keys: str) -> None:
        """Choose exactly ``keys`` (in that order)."""
        for key in keys:
            characters.character(key)
        self._chosen = list(dict.fromkeys(keys))
        self._show_choice()

    def choice_text(self) -> str:
        """The line under the groups: who sits at the table, or what is missing."""
        count = len(self._chosen)
        if count == 0:
            return translate("PrefClub", "Nobody is chosen yet.")
        if count == 1:
            return (translate("PrefClub", "%1 is chosen; choose one more.")
                    .replace("%1", opponent_name(self._chosen[0])))
        if count == 2:
            return (translate("PrefClub", "At your table: %1 and %2.")
                    .replace("%1", opponent_name(self._chosen[0]))
                    .replace("%2", opponent_name(self._chosen[1])))
        return translate("PrefClub", "Only two opponents sit at the table: un-choose one.")

    def _show_choice(self) -> None:
        for key, line in self.lines.items():
            line.setChecked(key in self._chosen)
        self.ok_button.setEnabled(len(self._chosen) == 2)
        self.choice_line.setText(self.choice_text())

    # --- the table's rules ------------------------------------------------------------------

    def rules(self) -> TableRules:
        """The rules chosen so far."""
        return self._rules

    def set_rules(self, rules: TableRules) -> None:
        """Play by ``rules``: the manual's or Sochi's button checked if they are those, else
        "own …"."""
        self._rules = rules
        self.rules_buttons["manual"].setChecked(rules == MANUAL)
        self.rules_buttons["sochi"].setChecked(rules == SOCHI)
        self.rules_buttons["own"].setChecked(rules not in (MANUAL, SOCHI))

    def choose_own_rules(self) -> None:
        """The rules dialog (:mod:`.rules_dialog`) for each option; Cancel keeps the rules."""
        chosen = rules_dialog.choose_rules(self, self._rules)
        self.set_rules(self._rules if chosen is None else chosen)

    # --- limit and price --------------------------------------------------------------------

    def set_limit(self, limit: int) -> None:
        """Put ``limit`` in the field (as its button does)."""
        self.limit_edit.setText(str(limit))
        self._limit_edited(self.limit_edit.text())

    def _limit_edited(self, text: str) -> None:
        for limit, button in self.limit_buttons.items():
            button.setChecked(text.strip() == str(limit))
        self._clear_message()

    def _price_edited(self, _text: str) -> None:
        self._clear_message()

    def _clear_message(self) -> None:
        if self.message_line.saying():
            self.message_line.say(None)

    def message(self) -> str:
        """The line under the terms: why OK did not end the dialog, or ""."""
        return self.message_line.text()

    # --- ending -----------------------------------------------------------------------------

    def table(self) -> club.Table | None:
        """The table chosen once OK ended the dialog; None while open or after Cancel."""
        return self._table

    def accept(self) -> None:
        if len(self._chosen) != 2:
            sounds().pling()
            return
        for edit, parse in ((self.limit_edit, club.parse_limit),
                            (self.price_edit, club.parse_price)):
            try:
                parse(edit.text())
            except club.EntryError as error:
                self.message_line.say(lambda message=error.message: entry_message(message))
                self.relayout()
                edit.setFocus(Qt.FocusReason.OtherFocusReason)
                edit.selectAll()
                sounds().pling()
                return
        self._table = club.Table((self._chosen[0], self._chosen[1]),
                                 club.parse_limit(self.limit_edit.text()),
                                 club.parse_price(self.price_edit.text()), self._rules)
        super().accept()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.limit_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.limit_edit.selectAll()


def choose_table(parent: QWidget | None, initial: club.Table | None = None) -> club.Table | None:
    """The table dialog, modal: the table chosen, or None if the player cancelled."""
    dialog = TableDialog(parent, initial)
    try:
        dialog.exec()
        return dialog.table()
    finally:
        dialog.deleteLater()

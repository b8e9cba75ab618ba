"""Skat house rules (Hausregeln) as club players, XSkat and JSkat offer them; all off by default.

``rules/skat.md`` knows none of them; the decisions below are this module's.
Each one is an option of the session (saved with it; a session saved before
the option existed loads with it off) and is named on the Skatliste, so one
sees what the list was played under.  They take effect from the next session.

**Kontra ab 18** (:attr:`.Options.kontra_after_bid`): only a defender who
took part in the bidding — said a bid value or held one with "Ja" — may say
Kontra.  This is XSkat's "Kontra: ab 18" (``playkontra == 2``: a defender is
asked only if ``sagte18`` is set, which ``do_sagen`` and ``do_akzept`` set
when he says a value or "Ja") and JSkat's option ``CONTRA_AFTER_BID_18``
("Contra/Re calling is only allowed if the player has at least bid 18");
club pages word it the same way ("Kontra darf nur bieten, wer selbst
mindestens 18 geboten bzw. gehalten hat", kneipenskat.blogspot.com, Regeln;
raschesspiele.de, LeSkat "Das Ausspielen der Karten").  "Kontra only for a
defender who has bid" and "Kontra ab 18" are therefore one rule here, not
two.  The declarer always said or held a bid, so Re is never restricted.  A
defender who may not say Kontra is not asked; when neither may, the play
begins at once.

**Bock rounds** (:attr:`.SessionSettings.bock_games`, the number of Bock
games an event brings: 3, one round at a three-player table, or 6; 0 is
off).  A Bock game counts double: its entry on the list, won or lost, and a
Ramsch's scores too (a Durchmarsch's as well); Kontra and Re double on top.
The events, a fixed set following XSkat's ``check_bockevents``:

- **60:60** — a suit game or Grand in which the declarer took exactly 60
  points (``BOCK_BEI_60``: ``!spgew && stsum == 60``);
- **a lost Kontra** — the declarer lost a game with Kontra, or else Re was
  said (``BOCK_BEI_KONTRA``: ``!spgew && kontrastufe``; ``BOCK_BEI_RE``:
  ``kontrastufe == 2``, not counted again when the first one counted);
- **a won Grand Hand** (``BOCK_BEI_GRANDHAND``: ``spgew && trumpf == 4 &&
  handsp``).

(XSkat's other events — a total of 100, 200, … or 111, 222, …, a game worth
72 or 96 — are not offered; JSkat lists "lost Grand" and "all passed"
besides, as options it does not implement.)  Each event of a game adds that
many Bock games to those still to come: they pile up in a queue (XSkat:
``bockspiele += 3 * bockinc``), they never multiply — a Bock game counts
double however many rounds are waiting.  A game played as a Bock game that
is itself an event adds its Bock games behind the waiting ones.  Only games
on the list use up a Bock game: a deal given up (F1) or dealt again after
all passed is not one.  With Seeger-Fabian the doubled value gets the usual
±50 and +40, not doubled.

**Schieberamsch** (:attr:`.Options.schieberamsch`) instead of a plain Ramsch
when all pass.  The common core of the descriptions that agree (pagat.com
"Schieberamsch", John McLeod; David Parlett, *The Penguin Book of Card
Games*, "Schieberamsch"; de.wikipedia "Schieberamsch") and of JSkat
(``SkatGameData.geschoben``, the Ramsch multiplied by ``2^geschoben``):

- Each player in turn, from Vorhand, either takes the Skat into his hand and
  lays two cards away face down as the Skat for the next — or passes the
  Skat on unseen ("schieben").  After Hinterhand the Ramsch is played with
  the Skat as it then lies, which counts as in a plain Ramsch.
- **Each pass-on doubles** the Ramsch (all three: ×8).  Taking the Skat and
  laying away does not: "doubling for each push" in the sources is this
  passing on unseen (Parlett: "may simply pass the skat on to the next
  player without looking at it. This has the effect of doubling the eventual
  score"; de.wikipedia in its English copy at de.zxc.wiki: "scored twice
  (four or eight times if 2 or all 3 players" push)).
- **No jack may be laid away** — "many players forbid the discard of any
  Jack" (Parlett), "It is mostly forbidden to press jacks" (de.wikipedia);
  JSkat makes jacks in the Skat an option (``SCHIEBERAMSCH_JACKS_IN_SKAT``),
  this table keeps the usual prohibition.  A player may lay away the cards
  he picked up.
- Not offered: announcing Grand Hand instead (pagat, Parlett, JSkat's
  ``RAMSCH_GRAND_HAND_POSSIBLE``) and "Jungfrau angesagt" (de.wikipedia).
  Jungfrau and Durchmarsch count as in a plain Ramsch, a Bock game doubles
  on top, and the Skat goes, as in a plain Ramsch, to the player with the most
  points or (option) to the taker of the last trick.
- The others learn only that a player took the Skat and laid two cards away
  (as with a declarer), or that he passed it on.  The computer players decide
  by :func:`.bots.schieberamsch_action`.
- "All pass: deal again" goes before Schieberamsch: with both, all pass is a
  redeal.

**Bierlachs list** (:attr:`.SessionSettings.bierlachs_limit`, 500 or 1000;
the list's rules are :class:`.scorelist.ScoreList`'s): the list of the beer
round — one plays until somebody has lost a limit of minus points, and he
pays (the "Lachs", the round of beer).  Only minus points are written: a won
game is written to the two defenders, each −value, a lost one to the
declarer, with its usual entry (−2 × value); the first to reach −limit has
lost.  This follows the one public implementation the stored copies hold (a
Java Skat project's ``Result.calcResult``: "−value for Opponents" when the
declarer wins, "for Declarer" when he loses) in where the points go, but
keeps the standard lost entry (−2 ×) rather than that project's −1 ×, so a
lost game costs what it costs on every other list.  JSkat names the mode
(``SkatListMode.BIERLACHS``) but has no Bierlachs values (its source says
so in a to-do comment); the stored copies of de.wikipedia "Skatabrechnung" cut
off before their Bierlachs section, so the doubling of a lost game could not
be checked there.  The game goes on after the limit (New session starts a
new Bierlachs); the list keeps naming who lost.  A Bierlachs list goes before
Seeger-Fabian and is kept in both rule sets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsuite.games.skat.rules import GameType

if TYPE_CHECKING:
    from cardsuite.games.skat.game import Deal

#: The numbers of Bock games an event may bring (the Options menu offers these).
BOCK_GAME_CHOICES = (3, 6)
#: 60:60: the declarer's points in a suit game or Grand that is neither won nor Schneider.
BOCK_POINTS = 60


def bock_events(deal: Deal) -> int:
    """How many Bock events the finished ``deal`` is (0 … 3; a Ramsch or redeal is none)."""
    if deal.declarer is None or deal.result is None:
        return 0
    contract, result = deal.contract, deal.result
    events = 0
    if contract.game_type is not GameType.NULL and \
            deal.card_points(deal.declarer) + deal.skat_points() == BOCK_POINTS:
        events += 1
    if (deal.kontra and not result.won) or deal.re:
        events += 1
    if contract.game_type is GameType.GRAND and contract.hand and result.won:
        events += 1
    return events

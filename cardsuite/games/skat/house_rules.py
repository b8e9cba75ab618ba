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
"""

from __future__ import annotations

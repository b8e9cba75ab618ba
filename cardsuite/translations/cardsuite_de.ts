<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Binokel</name>
    <message>
        <source>easy</source>
        <extracomment>The levels the Options menu offers (&quot;random&quot; and &quot;simple&quot; are for tests and trials). The rule variants in the Options menu: the settings key of each flag of Options.</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>The rules change from the next round.</source>
        <extracomment>The round in play is kept across quits and crashes while it is under way (:class:`KeepsGame`); ``taken`` is a kept round to continue (``give_up``: its slot for a new round instead), without the start screen. The end of a complete round (effect, Top 10) while it is on screen. The name the round is saved under: the loaded slot&apos;s, else the settings&apos; (None).</extracomment>
        <translation>Die Regeln gelten ab der nächsten Runde.</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>Neue Runde</translation>
    </message>
    <message>
        <source>Your Binokel round is kept.</source>
        <extracomment>Where rounds in play are kept across quits (:mod:`cardsuite.engine.keeping`).</extracomment>
        <translation>Ihre Binokel-Runde ist aufgehoben.</translation>
    </message>
    <message>
        <source>Games played: %1</source>
        <translation>Gespielte Spiele: %1</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>Score pad …</source>
        <translation>Schreibblock …</translation>
    </message>
    <message>
        <source>Save round …</source>
        <translation>Runde speichern …</translation>
    </message>
    <message>
        <source>Load round …</source>
        <translation>Runde laden …</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Spiel schließen</translation>
    </message>
    <message>
        <source>Reaching the bid is enough (next round)</source>
        <translation>Gebot erreichen genügt (nächste Runde)</translation>
    </message>
    <message>
        <source>A lost game costs twice the bid (next round)</source>
        <translation>Verlorenes Spiel kostet doppelt (nächste Runde)</translation>
    </message>
    <message>
        <source>Going out gives the others 30 (next round)</source>
        <translation>Abgehen: die anderen bekommen 30 (nächste Runde)</translation>
    </message>
    <message>
        <source>Meld by hand (next round)</source>
        <translation>Selbst melden (nächste Runde)</translation>
    </message>
    <message>
        <source>48 cards with sevens (next round)</source>
        <translation>48 Karten mit Siebenern (nächste Runde)</translation>
    </message>
    <message>
        <source>Card points rounded to tens (next round)</source>
        <translation>Augen auf Zehner gerundet (nächste Runde)</translation>
    </message>
    <message>
        <source>With sevens: a pressed Diß still melds (next round)</source>
        <translation>Mit Siebenern: ein gedrückter Diß zählt als Meldung (nächste Runde)</translation>
    </message>
    <message>
        <source>A double family counts 1500 (next round)</source>
        <translation>Doppelte Familie zählt 1500 (nächste Runde)</translation>
    </message>
    <message>
        <source>Durch and Bettel (next round)</source>
        <translation>Durch und Bettel (nächste Runde)</translation>
    </message>
    <message>
        <source>A round of 24 games (next round)</source>
        <translation>Eine Runde mit 24 Spielen (nächste Runde)</translation>
    </message>
    <message>
        <source>Play to %1 points (next round)</source>
        <translation>Spielen bis %1 Punkte (nächste Runde)</translation>
    </message>
    <message>
        <source>Strength of %1: %2</source>
        <translation>Spielstärke %1: %2</translation>
    </message>
    <message>
        <source>Binokel – deal %1</source>
        <translation>Binokel – Spiel %1</translation>
    </message>
    <message>
        <source>Welcome to Binokel: enter your name and choose the speed.</source>
        <translation>Willkommen bei Binokel: Namen eingeben, Geschwindigkeit wählen.</translation>
    </message>
    <message>
        <source>Careful: your meld falls from %1 to %2.</source>
        <translation>Vorsicht: Ihre Meldung fällt von %1 auf %2.</translation>
    </message>
    <message>
        <source>Close anyway? It is lost.</source>
        <translation>Trotzdem schließen? Sie geht verloren.</translation>
    </message>
    <message>
        <source>Dabb</source>
        <translation>Dabb</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Augen</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ihr Gebot:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>Click three cards to press:</source>
        <translation>Drei Karten zum Drücken anklicken:</translation>
    </message>
    <message>
        <source>Click four cards to press:</source>
        <translation>Vier Karten zum Drücken anklicken:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Go out (AB)?</source>
        <translation>Abgehen (AB)?</translation>
    </message>
    <message>
        <source>You lose your bid of %1,</source>
        <translation>Sie verlieren Ihr Gebot von %1,</translation>
    </message>
    <message>
        <source>Jim and Cathy score their melds + %1.</source>
        <translation>Jim und Cathy schreiben ihre Meldung + %1.</translation>
    </message>
    <message>
        <source>Wrong declaration: you lose the game.</source>
        <translation>Falsch gemeldet: Sie haben das Spiel verloren.</translation>
    </message>
    <message>
        <source>Wrong declaration: your melds do not count.</source>
        <translation>Falsch gemeldet: Ihre Meldung zählt nicht.</translation>
    </message>
    <message>
        <source>Give up this round?</source>
        <translation>Diese Runde aufgeben?</translation>
    </message>
    <message>
        <source>Its games are lost</source>
        <translation>Ihre Spiele gehen verloren,</translation>
    </message>
    <message>
        <source>unless you save it first.</source>
        <translation>wenn Sie sie nicht vorher speichern.</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>Round saved in slot %1.</source>
        <translation>Runde in Platz %1 gespeichert.</translation>
    </message>
    <message>
        <source>Round loaded from slot %1.</source>
        <translation>Runde aus Platz %1 geladen.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Jim</source>
        <translation>Jim</translation>
    </message>
    <message>
        <source>Cathy</source>
        <translation>Cathy</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>Binokel</source>
        <extracomment>The choice that ended the dialog: &quot;load&quot;, &quot;exit&quot; or &quot;continue&quot;.</extracomment>
        <translation>Binokel</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>Rundgang</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <source>Diß</source>
        <translation>Diß</translation>
    </message>
    <message>
        <source>%1 pair</source>
        <translation>%1-Paar</translation>
    </message>
    <message>
        <source>%1 double pair</source>
        <translation>doppeltes %1-Paar</translation>
    </message>
    <message>
        <source>%1 family</source>
        <translation>%1-Familie</translation>
    </message>
    <message>
        <source>%1 double family</source>
        <translation>doppelte %1-Familie</translation>
    </message>
    <message>
        <source>Double Binokel</source>
        <translation>Groß-Binokel</translation>
    </message>
    <message>
        <source>Four Unter</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <source>Eight Unter</source>
        <translation>Acht Buben</translation>
    </message>
    <message>
        <source>Four Ober</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <source>Eight Ober</source>
        <translation>Acht Damen</translation>
    </message>
    <message>
        <source>Four kings</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <source>Eight kings</source>
        <translation>Acht Könige</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Vier Asse</translation>
    </message>
    <message>
        <source>Eight aces</source>
        <translation>Acht Asse</translation>
    </message>
    <message>
        <source>Double Diß</source>
        <translation>Doppel-Diß</translation>
    </message>
    <message>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <source>Durch open</source>
        <translation>Durch offen</translation>
    </message>
    <message>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <source>%1, trump %2</source>
        <translation>%1, Trumpf %2</translation>
    </message>
    <message>
        <source>Game: %1 %2</source>
        <translation>Spiel: %1 %2</translation>
    </message>
    <message>
        <source>melded %1</source>
        <translation>gemeldet %1</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <source>%1: %2 (needs %3)</source>
        <translation>%1: %2 (nötig %3)</translation>
    </message>
    <message>
        <source>The deal is over: click or press Return for the score pad.</source>
        <translation>Das Spiel ist aus: Klick oder Eingabetaste zeigt den Schreibblock.</translation>
    </message>
    <message>
        <source>Everybody passed: the cards are dealt again.</source>
        <translation>Alle sind weg: die Karten werden neu gegeben.</translation>
    </message>
    <message>
        <source>The Dabb: click or press Space to go on.</source>
        <translation>Der Dabb: Klick oder Leertaste zum Weiterspielen.</translation>
    </message>
    <message>
        <source>Click or press Space to collect the trick.</source>
        <translation>Klick oder Leertaste nimmt den Stich vom Tisch.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <source>Your bid: %1 or Pass (W).</source>
        <translation>Ihr Gebot: %1 oder weg (W).</translation>
    </message>
    <message>
        <source>Press three cards: %1 chosen.</source>
        <translation>Drei Karten drücken: %1 gewählt.</translation>
    </message>
    <message>
        <source>Press four cards: %1 chosen.</source>
        <translation>Vier Karten drücken: %1 gewählt.</translation>
    </message>
    <message>
        <source>Name trump.</source>
        <translation>Bestimmen Sie Trumpf.</translation>
    </message>
    <message>
        <source>Meld, or go out.</source>
        <translation>Melden oder abgehen.</translation>
    </message>
    <message>
        <source>Declare your melds.</source>
        <translation>Melden Sie Ihre Kombinationen.</translation>
    </message>
    <message>
        <source>Your turn: click or drag a card.</source>
        <translation>Sie sind dran: eine Karte anklicken oder ziehen.</translation>
    </message>
    <message>
        <source>Name trump</source>
        <extracomment>Durch / Bettel: a button each that ends the dialog with :meth:`special`.</extracomment>
        <translation>Trumpffarbe bestimmen</translation>
    </message>
    <message>
        <source>Your melds with each trump:</source>
        <translation>Ihre Meldung bei jeder Trumpffarbe:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Melds – trump %1</source>
        <extracomment>The keyboard&apos;s mark melding by hand: (row, column) of :meth:`key_rows`, the row after the last being the exit buttons; None until an arrow key.</extracomment>
        <translation>Melden – Trumpf %1</translation>
    </message>
    <message>
        <source>Declare your melds: click the buttons.</source>
        <translation>Melden Sie selbst: klicken Sie die Knöpfe.</translation>
    </message>
    <message>
        <source>Total melded:</source>
        <translation>Gemeldet insgesamt:</translation>
    </message>
    <message>
        <source>AB</source>
        <translation>AB</translation>
    </message>
    <message>
        <source>Without trump and melds:</source>
        <translation>Ohne Trumpf und Meldung:</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>falsch gemeldet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>%1 (solo)</source>
        <translation>%1 (Solo)</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>You declared a meld you do not hold and lose.</source>
        <translation>Sie haben etwas gemeldet, das Sie nicht haben, und verlieren.</translation>
    </message>
    <message>
        <source>%1 declared a meld not held and loses.</source>
        <translation>%1 hat falsch gemeldet und verliert.</translation>
    </message>
    <message>
        <source>%1: %2 won.</source>
        <translation>%1: %2 gewonnen.</translation>
    </message>
    <message>
        <source>%1: %2 lost in trick %3.</source>
        <translation>%1: %2 verloren im %3. Stich.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Sie sind abgegangen.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ist abgegangen.</translation>
    </message>
    <message>
        <source>You made %1 and win.</source>
        <translation>Sie haben %1 und gewinnen.</translation>
    </message>
    <message>
        <source>You made %1 and lose.</source>
        <translation>Sie haben %1 und verlieren.</translation>
    </message>
    <message>
        <source>%1 made %2 and wins.</source>
        <translation>%1 hat %2 und gewinnt.</translation>
    </message>
    <message>
        <source>%1 made %2 and loses.</source>
        <translation>%1 hat %2 und verliert.</translation>
    </message>
    <message>
        <source>Meld: %1</source>
        <extracomment>The cards of a hand the layout is fitted to (12, with sevens 15). The pixel size of the table&apos;s texts (see ui.table.layout.text_pixels).</extracomment>
        <translation>Meldung: %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Augen: %1</translation>
    </message>
    <message>
        <source>Melded %1</source>
        <translation>Gemeldet %1</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>The control screen&apos;s choices, in the order of its buttons, and their keys.</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Games played: %1 (playing to %2 points)</source>
        <translation>Spiele gespielt: %1 (bis %2 Punkte)</translation>
    </message>
    <message>
        <source>Games played: %1 of %2</source>
        <translation>Gespielt: %1 von %2 Spielen</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Schreibblock</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Seite zurück</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Seite vor</translation>
    </message>
    <message>
        <source>Load (F1)</source>
        <translation>Laden (F1)</translation>
    </message>
    <message>
        <source>Save (F2)</source>
        <translation>Speichern (F2)</translation>
    </message>
    <message>
        <source>New (F3)</source>
        <translation>Neu (F3)</translation>
    </message>
    <message>
        <source>Exit (Alt-X)</source>
        <translation>Exit (Alt-X)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>A click on a game shows its deal log.</source>
        <translation>Ein Klick auf ein Spiel zeigt sein Protokoll.</translation>
    </message>
    <message>
        <source>%1: AB</source>
        <translation>%1: AB</translation>
    </message>
    <message>
        <source>%1: won</source>
        <translation>%1: gewonnen</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: verloren</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Characters of a reason per alert line.
----------
The Top 10 file. The list now, best first (with the new result if it made it). The result&apos;s place (1 = best), or None if it did not make the list. Where a damaged file was moved, and what was wrong (see :class:`.records.Loaded`). Why saving failed, if it did. Every seat&apos;s total of the round (the player, Jim, Cathy); empty if not known.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%Y-%m-%d %H:%M</source>
        <translation>%d.%m.%Y %H:%M</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>%1: damaged</source>
        <translation>%1: beschädigt</translation>
    </message>
    <message>
        <source>%1: %2, game %3, %4</source>
        <translation>%1: %2, Spiel %3, %4</translation>
    </message>
    <message>
        <source>Save the round in slot …</source>
        <translation>Runde speichern in Platz …</translation>
    </message>
    <message>
        <source>Load a round from slot …</source>
        <translation>Runde laden aus Platz …</translation>
    </message>
    <message>
        <source>Slot %1 is in use. Replace it?</source>
        <translation>Platz %1 ist belegt. Ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Could not open the file.</source>
        <translation>Die Datei ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <source>Slot %1 is empty.</source>
        <translation>Platz %1 ist leer.</translation>
    </message>
    <message>
        <source>Slot %1 (%2)</source>
        <translation>Platz %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The round could not be saved in slot %1:</source>
        <translation>Die Runde ließ sich nicht in Platz %1 speichern:</translation>
    </message>
    <message>
        <source>The slot keeps what it held.</source>
        <translation>Der Platz behält seinen Inhalt.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Binokel&lt;/h3&gt;&lt;p&gt;You play against Jim (right) and Cathy (left) with 40 cards: ace, ten, king, Ober and Unter of Clubs, Spades, Hearts and Diamonds, each twice. Everybody gets twelve cards; four lie in the middle as the Dabb.&lt;/p&gt;&lt;p&gt;Middlehand opens the bidding with 150, forehand answers with 10 more or passes, then the survivor bids against rearhand. Click the button with the next number, or &quot;Pass&quot; (key W). The last one left plays alone: he takes up the Dabb, which everybody sees, presses four cards (click four, then OK; their points count for him), names trump and melds.&lt;/p&gt;&lt;p&gt;Melds: pair (king and Ober of a suit) 20, in trump 40; family (ace, ten, king, Ober, Unter of a suit) 100, in trump 150; Binokel (Spades Ober and Diamonds Unter) 40, double 300; four aces 100, kings 80, Ober 60, Unter 40; Rundgang (a pair in every suit) 240. The meld screen fills in your melds; with AB the solo player goes out instead: he loses his bid, the others score their melds and 40.&lt;/p&gt;&lt;p&gt;Middlehand leads. Follow suit and beat the trick if you can; if you cannot follow, trump. Aces count 11, tens 10, kings 4, Ober 3, Unter 2, the last trick 10. The solo player must make more than his bid with melds, tricks and pressed cards, or he scores minus his bid.&lt;/p&gt;&lt;p&gt;A round is 24 games (or, in the Options menu, a game to 1000 or 1500 points). After every game the score pad shows the round so far; the best ten rounds are kept in the Top 10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left and Right move the cursor over your cards, Space chooses the card under it, Return plays it (or presses the four chosen, or bids the number offered); W passes; Space or Return collects a trick. F1 load, F2 save, F3 new round, F4 hint, F7 score pad, Alt+X or F10 close; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Binokel&lt;/h3&gt;&lt;p&gt;Sie spielen gegen Jim (rechts) und Cathy (links) mit 40 Karten: As, Zehn, König, Ober und Unter in Kreuz, Pik, Herz und Schellen, jede zweimal. Jeder bekommt zwölf Karten; vier liegen als Dabb in der Mitte.&lt;/p&gt;&lt;p&gt;Mittelhand eröffnet das Reizen mit 150, Vorhand bietet 10 mehr oder geht weg, dann reizt der Übriggebliebene gegen Hinterhand. Klicken Sie den Knopf mit der nächsten Zahl oder &quot;weg&quot; (Taste W). Wer übrig bleibt, spielt allein: er nimmt den Dabb auf, den alle sehen, drückt vier Karten (vier anklicken, dann OK; ihre Augen zählen für ihn), bestimmt Trumpf und meldet.&lt;/p&gt;&lt;p&gt;Meldungen: Paar (König und Ober einer Farbe) 20, in Trumpf 40; Familie (As, Zehn, König, Ober, Unter einer Farbe) 100, in Trumpf 150; Binokel (Pik-Ober und Schellen-Unter) 40, doppelt 300; vier Asse 100, Könige 80, Ober 60, Unter 40; Rundgang (ein Paar in jeder Farbe) 240. Der Melden-Bildschirm trägt Ihre Meldung ein; mit AB geht der Solospieler stattdessen ab: er verliert sein Gebot, die anderen schreiben ihre Meldung und 40 auf.&lt;/p&gt;&lt;p&gt;Mittelhand spielt aus. Farbe bedienen und den Stich wenn möglich überstechen; wer nicht bedienen kann, muss trumpfen. As zählt 11, Zehn 10, König 4, Ober 3, Unter 2, der letzte Stich 10. Der Solospieler muss mit Meldung, Stichen und gedrückten Karten mehr als sein Gebot machen, sonst wird ihm das Gebot abgezogen.&lt;/p&gt;&lt;p&gt;Eine Runde hat 24 Spiele (oder, im Menü Optionen, ein Spiel bis 1000 oder 1500 Punkte). Nach jedem Spiel zeigt der Schreibblock die Runde bis dahin; die zehn besten Runden bleiben in den Top 10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; eine Karte anklicken, um sie auszuspielen, oder auf den Tisch ziehen; ein Klick nimmt einen fertigen Stich vom Tisch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; Links und Rechts bewegen den Strich über Ihren Karten, die Leertaste wählt die Karte darunter, die Eingabetaste spielt sie aus (oder drückt die vier gewählten, oder bietet die angezeigte Zahl); W weg; Leertaste oder Eingabe nimmt einen Stich. F1 laden, F2 speichern, F3 neue Runde, F4 Tipp, F7 Schreibblock, Alt+X oder F10 schließen; L zeigt den letzten Stich, B das Reizen, P das Protokoll, und C beansprucht den Rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the Options menu, &quot;48 cards with sevens&quot; adds two sevens to every suit: fifteen cards each, a Dabb of three (press three), and every seven of trump held melds 10 as the Diß; a seven counts no points and ranks below the Unter.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Im Menü Optionen fügt „48 Karten mit Siebenern“ jeder Farbe zwei Siebener hinzu: fünfzehn Karten für jeden, ein Dabb aus drei Karten (drei drücken), und jede Trumpf-Sieben auf der Hand meldet als Diß 10; eine Sieben zählt keine Augen und steht unter dem Unter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With &quot;Durch and Bettel&quot; in the Options menu the solo player may, instead of naming trump, announce Durch (to take every trick: 1000, or 1500 with his cards open on the table) or Bettel (to take no trick: 1000), if his bid is no higher. There is no trump and nobody melds; follow suit and beat the trick if you can. In a Durch the solo player leads. The game is over at the first trick that decides it; lost, it costs twice its value.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit &quot;Durch und Bettel&quot; im Menü Optionen darf der Alleinspieler statt Trumpf anzusagen Durch spielen (alle Stiche: 1000, oder 1500 mit offen aufgelegten Karten) oder Bettel (keinen Stich: 1000), wenn sein Gebot nicht höher ist. Es gibt keinen Trumpf und niemand meldet; Farbe bedienen und den Stich schlagen, wenn man kann. Beim Durch spielt der Alleinspieler aus. Das Spiel ist beim ersten Stich aus, der es entscheidet; verloren kostet es den doppelten Wert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>slow</source>
        <extracomment>The speeds in the order of their buttons.</extracomment>
        <translation>langsam</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ihr Name:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationsgeschwindigkeit:</translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation>Bitte geben Sie Ihren Namen ein.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Exit</translation>
    </message>
    <message>
        <source>%Y-%m-%d</source>
        <extracomment>How long the effect lasts at each animation speed, in milliseconds. Characters of a reason or folder per line of the dialog. Characters of a reason per line of an alert.</extracomment>
        <translation>%d.%m.%Y</translation>
    </message>
    <message>
        <source>The Top 10 could not be saved:</source>
        <translation>Die Top 10 konnten nicht gespeichert werden:</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>The choice that ended the dialog: &quot;new&quot; or &quot;quit&quot;.</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Winner of the round: %1 (%2)</source>
        <translation>Rundensieger: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Winners of the round: %1 (%2 each)</source>
        <translation>Rundensieger: %1 (je %2)</translation>
    </message>
    <message>
        <source>Place %1 for %2 with a score of %3!</source>
        <translation>Platz %1 für %2 mit %3 Punkten!</translation>
    </message>
    <message>
        <source>A score of %1 does not make the Top 10 (place 10: %2).</source>
        <translation>%1 Punkte reichen nicht für die Top 10 (Platz 10: %2).</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <source>The Top 10 file %1 was damaged:</source>
        <translation>Die Top-10-Datei %1 war beschädigt:</translation>
    </message>
    <message>
        <source>It was set aside as %1.</source>
        <translation>Sie wurde als %1 beiseitegelegt.</translation>
    </message>
    <message>
        <source>A new list was started.</source>
        <translation>Eine neue Liste wurde begonnen.</translation>
    </message>
    <message>
        <source>The Top 10 file %1 cannot be used:</source>
        <translation>Die Top-10-Datei %1 ist nicht verwendbar:</translation>
    </message>
    <message>
        <source>It was left as it is.</source>
        <translation>Sie bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Top 10</source>
        <translation>Top 10</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>The round is over!</source>
        <extracomment>The effect&apos;s phases as fractions of its length. Tests and screenshots use the same fireworks every time.</extracomment>
        <translation>Die Runde ist zu Ende!</translation>
    </message>
</context>
<context>
    <name>DealNumber</name>
    <message>
        <source>Deal by number</source>
        <translation>Spiel nach Nummer</translation>
    </message>
    <message>
        <source>Deal number (1 – 999 999):</source>
        <translation>Spielnummer (1 – 999 999):</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>Please type a deal number.</source>
        <translation>Bitte eine Spielnummer eingeben.</translation>
    </message>
    <message>
        <source>Only the digits 0 to 9, please.</source>
        <translation>Bitte nur die Ziffern 0 bis 9.</translation>
    </message>
    <message>
        <source>Deal numbers start at 1.</source>
        <translation>Die Spielnummern beginnen bei 1.</translation>
    </message>
    <message>
        <source>At most six digits: the last deal is 999 999.</source>
        <translation>Höchstens sechs Ziffern: das letzte Spiel ist 999 999.</translation>
    </message>
</context>
<context>
    <name>Keeping</name>
    <message>
        <source>A kept game cannot be continued:</source>
        <extracomment>Why the game could not be kept the last time (None: it is kept as it is).</extracomment>
        <translation>Ein aufgehobenes Spiel kann nicht fortgesetzt werden:</translation>
    </message>
    <message>
        <source>It is kept as it is.</source>
        <translation>Die Datei bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Continue it?</source>
        <translation>Weiterspielen?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>This game cannot be kept:</source>
        <translation>Dieses Spiel kann nicht aufgehoben werden:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbruch</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Desk</translation>
    </message>
    <message>
        <source>About Cardsuite …</source>
        <translation>Über Cardsuite …</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Quit Cardsuite</source>
        <translation>Cardsuite beenden</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Animation slow</source>
        <translation>Animation langsam</translation>
    </message>
    <message>
        <source>Animation medium</source>
        <translation>Animation mittel</translation>
    </message>
    <message>
        <source>Animation fast</source>
        <translation>Animation schnell</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Scale: automatic</source>
        <translation>Maßstab: automatisch</translation>
    </message>
    <message>
        <source>Scale: 1×</source>
        <translation>Maßstab: 1×</translation>
    </message>
    <message>
        <source>Scale: 2×</source>
        <translation>Maßstab: 2×</translation>
    </message>
    <message>
        <source>Scale: 3×</source>
        <translation>Maßstab: 3×</translation>
    </message>
    <message>
        <source>Monochrome (ST High)</source>
        <translation>Monochrom (ST High)</translation>
    </message>
    <message>
        <source>Colour (ST Medium)</source>
        <translation>Farbe (ST Medium)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>A game is in progress.</source>
        <translation>Ein Spiel ist im Gange.</translation>
    </message>
    <message>
        <source>Close it anyway?</source>
        <translation>Trotzdem schließen?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>Cardsuite %1</source>
        <translation>Cardsuite %1</translation>
    </message>
    <message>
        <source>Classic card games on a GEM desktop.</source>
        <translation>Klassische Kartenspiele auf dem GEM-Desktop.</translation>
    </message>
    <message>
        <source>Made anew in Python and Qt.</source>
        <translation>Neu geschrieben in Python und Qt.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence.</source>
        <translation>Freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Quit Cardsuite anyway?</source>
        <translation>Cardsuite trotzdem beenden?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>PrefClub</name>
    <message>
        <source>Deal the next hand</source>
        <extracomment>EXIT (the button, the sheet&apos;s EXIT, Alt-X, F10): the player wants to leave (close_requested). TAB: the 1993 program&apos;s way out of the club at once. A deal has been finished and scored; the number of deals scored in this game. The last deal filled every bullet: the settlement is on the sheet. The keyboard&apos;s pointing hand (``cursor``): an index into :meth:`pointer_targets` (None: not used since the mouse last clicked).</extracomment>
        <translation>Die nächste Runde geben</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Score sheet …</source>
        <translation>Punktestand …</translation>
    </message>
    <message>
        <source>Leave the table (EXIT)</source>
        <translation>Den Tisch verlassen (EXIT)</translation>
    </message>
    <message>
        <source>DEAL</source>
        <translation>GEBEN</translation>
    </message>
    <message>
        <source>EXIT</source>
        <translation>EXIT</translation>
    </message>
    <message>
        <source>PrefClub – deal %1, game to %2</source>
        <translation>PrefClub – Runde %1, Spiel bis %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Pärchen</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Abgelegt</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Click two cards to discard:</source>
        <translation>Zwei Karten zum Ablegen anklicken:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>%1 plays %2:</source>
        <translation>%1 spielt %2:</translation>
    </message>
    <message>
        <source>WHIST</source>
        <translation>WHIST</translation>
    </message>
    <message>
        <source>%1 half-whists against %2:</source>
        <translation>%1 sagt halben WHIST gegen %2:</translation>
    </message>
    <message>
        <source>Let it stand</source>
        <translation>Zählen lassen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>You whist alone. Play the two hands:</source>
        <translation>Sie spielen allein WHIST. Die zwei Hände:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>Please type the game limit: 10, 20, 30, 40 or 50.</source>
        <extracomment>How many of the latest history entries the member file shows. Characters per line of the texts the alerts wrap. The table dialog&apos;s terms when the board gives none.</extracomment>
        <translation>Bitte geben Sie das Spiellimit ein: 10, 20, 30, 40 oder 50.</translation>
    </message>
    <message>
        <source>The game limit is a whole number: 10, 20, 30, 40 or 50.</source>
        <translation>Das Spiellimit ist eine ganze Zahl: 10, 20, 30, 40 oder 50.</translation>
    </message>
    <message>
        <source>The PrefClub allows no game limit over 50.</source>
        <translation>Spiellimits über 50 sind im PrefClub nicht zugelassen.</translation>
    </message>
    <message>
        <source>The game limit must be 10, 20, 30, 40 or 50.</source>
        <translation>Das Spiellimit muss 10, 20, 30, 40 oder 50 betragen.</translation>
    </message>
    <message>
        <source>Please type the price of a whist point in DM, for example 0.05.</source>
        <translation>Bitte geben Sie den Preis eines Whist-Punkts in DM ein, zum Beispiel 0,05.</translation>
    </message>
    <message>
        <source>The price of a whist point is an amount in DM, for example 0.05.</source>
        <translation>Der Preis eines Whist-Punkts ist ein Betrag in DM, zum Beispiel 0,05.</translation>
    </message>
    <message>
        <source>The price of a whist point is in whole pfennigs: at most two decimals.</source>
        <translation>Der Preis eines Whist-Punkts geht auf ganze Pfennige: höchstens zwei Nachkommastellen.</translation>
    </message>
    <message>
        <source>The price of a whist point must be from DM 0.01 to DM 1.00.</source>
        <translation>Der Preis eines Whist-Punkts muss zwischen DM 0,01 und DM 1,00 liegen.</translation>
    </message>
    <message>
        <source>Please tell the doorman your name.</source>
        <translation>Bitte nennen Sie dem Türsteher Ihren Namen.</translation>
    </message>
    <message>
        <source>A name may have at most 24 characters.</source>
        <translation>Ein Name hat höchstens 24 Zeichen.</translation>
    </message>
    <message>
        <source>DM %1</source>
        <translation>DM %1</translation>
    </message>
    <message>
        <source>%Y-%m-%d</source>
        <translation>%d.%m.%Y</translation>
    </message>
    <message>
        <source>Versager</source>
        <translation>Versager</translation>
    </message>
    <message>
        <source>Damen</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Kartenhaie</source>
        <translation>Kartenhaie</translation>
    </message>
    <message>
        <source>bids wildly</source>
        <translation>reizt wild</translation>
    </message>
    <message>
        <source>bids recklessly</source>
        <translation>reizt tollkühn</translation>
    </message>
    <message>
        <source>overbids</source>
        <translation>überreizt</translation>
    </message>
    <message>
        <source>bids boldly</source>
        <translation>reizt kühn</translation>
    </message>
    <message>
        <source>bids a shade high</source>
        <translation>reizt etwas hoch</translation>
    </message>
    <message>
        <source>bids soundly</source>
        <translation>reizt solide</translation>
    </message>
    <message>
        <source>bids carefully</source>
        <translation>reizt vorsichtig</translation>
    </message>
    <message>
        <source>bids cautiously</source>
        <translation>reizt sehr vorsichtig</translation>
    </message>
    <message>
        <source>whists on any hope</source>
        <translation>whistet auf jede Hoffnung</translation>
    </message>
    <message>
        <source>whists on hope</source>
        <translation>whistet auf Hoffnung</translation>
    </message>
    <message>
        <source>whists readily</source>
        <translation>whistet bereitwillig</translation>
    </message>
    <message>
        <source>whists gladly</source>
        <translation>whistet gern</translation>
    </message>
    <message>
        <source>whists soundly</source>
        <translation>whistet solide</translation>
    </message>
    <message>
        <source>whists carefully</source>
        <translation>whistet vorsichtig</translation>
    </message>
    <message>
        <source>whists sparingly</source>
        <translation>whistet sparsam</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>New members play on a credit of %1; leaving a running game costs %2.</source>
        <translation>Neue Mitglieder spielen auf einen Kredit von %1; das Verlassen eines laufenden Spiels kostet %2.</translation>
    </message>
    <message>
        <source>You are not a member, %1.</source>
        <translation>Sie sind kein Mitglied, %1.</translation>
    </message>
    <message>
        <source>Join the club?</source>
        <translation>Dem Club beitreten?</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>The member file of %1 cannot be used:</source>
        <translation>Die Akte von %1 ist nicht lesbar:</translation>
    </message>
    <message>
        <source>It was kept unchanged. You cannot enter under this name.</source>
        <translation>Sie bleibt unverändert. Unter diesem Namen können Sie nicht eintreten.</translation>
    </message>
    <message>
        <source>Your last game was never finished</source>
        <translation>Ihr letztes Spiel wurde weder beendet</translation>
    </message>
    <message>
        <source>nor left at the table.</source>
        <translation>noch am Tisch verlassen.</translation>
    </message>
    <message>
        <source>It is charged as left: %1.</source>
        <translation>Es gilt als verlassen: %1.</translation>
    </message>
    <message>
        <source>The club could not open a file for you:</source>
        <translation>Der Club konnte keine Akte für Sie anlegen:</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts verändert.</translation>
    </message>
    <message>
        <source>The first balance check: you stand at %1. Only more than %2 ahead would have paid back your credit; your credit limit stays %3, leaving a game costs %4.</source>
        <translation>Erste Kontoprüfung: Sie stehen bei %1. Erst mehr als %2 vorn hätte den Kredit zurückgezahlt; der Kreditrahmen bleibt %3, Verlassen eines Spiels kostet %4.</translation>
    </message>
    <message>
        <source>You are more than %2 ahead: you pay back your credit of %5; your credit limit is now %3, leaving a game costs %4.</source>
        <translation>Sie liegen mehr als %2 vorn: Sie zahlen Ihren Kredit von %5 zurück; Ihr Kreditrahmen beträgt jetzt %3, das Verlassen eines Spiels kostet %4.</translation>
    </message>
    <message>
        <source>Your debts of %1 exceed your credit limit of %2.</source>
        <translation>Ihre Schulden von %1 übersteigen Ihren Kreditrahmen von %2.</translation>
    </message>
    <message>
        <source>The club shows you out.</source>
        <translation>Der Club setzt Sie vor die Tür.</translation>
    </message>
    <message>
        <source>Balance check: you stand at %1, credit limit %2.</source>
        <translation>Kontoprüfung: Sie stehen bei %1, Kreditrahmen %2.</translation>
    </message>
    <message>
        <source>Leave the club?</source>
        <translation>Den Club verlassen?</translation>
    </message>
    <message>
        <source>The running game is not settled: leaving it costs you %1.</source>
        <translation>Das laufende Spiel wird nicht abgerechnet: Das Verlassen kostet Sie %1.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>PrefClub</source>
        <translation>PrefClub</translation>
    </message>
    <message>
        <source>The doorman of the PrefClub looks you over.</source>
        <translation>Der Türsteher des PrefClubs mustert Sie.</translation>
    </message>
    <message>
        <source>&quot;Good evening. Your name, please?&quot;</source>
        <translation>„Guten Abend. Ihr Name, bitte?“</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eintreten</translation>
    </message>
    <message>
        <source>Go home</source>
        <translation>Nach Hause</translation>
    </message>
    <message>
        <source>The doorman cannot let you in under this name.</source>
        <translation>Unter diesem Namen lässt der Türsteher Sie nicht ein.</translation>
    </message>
    <message>
        <source>Your membership has ended.</source>
        <translation>Ihre Mitgliedschaft ist erloschen.</translation>
    </message>
    <message>
        <source>You are at a table in another Cardsuite already.</source>
        <translation>Sie sitzen schon in einem anderen Cardsuite am Tisch.</translation>
    </message>
    <message>
        <source>Your game with %1 and %2</source>
        <translation>Ihr Spiel mit %1 und %2</translation>
    </message>
    <message>
        <source>is waiting for you (deals played: %1).</source>
        <translation>wartet auf Sie (gespielte Runden: %1).</translation>
    </message>
    <message>
        <source>Continue it?</source>
        <translation>Weiterspielen?</translation>
    </message>
    <message>
        <source>Leaving it costs you %1.</source>
        <translation>Es zu verlassen kostet Sie %1.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Your last game could not be booked</source>
        <translation>Ihr letztes Spiel konnte bei seinem Ende</translation>
    </message>
    <message>
        <source>when it ended. It is booked now: %1.</source>
        <translation>nicht gebucht werden. Jetzt gebucht: %1.</translation>
    </message>
    <message>
        <source>Your last game cannot be continued:</source>
        <translation>Ihr letztes Spiel kann nicht fortgesetzt werden:</translation>
    </message>
    <message>
        <source>The file is kept as it is.</source>
        <translation>Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Member file</source>
        <translation>Mitgliedsakte</translation>
    </message>
    <message>
        <source>Member since:</source>
        <translation>Mitglied seit:</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Kontostand:</translation>
    </message>
    <message>
        <source>Credit limit:</source>
        <translation>Kreditrahmen:</translation>
    </message>
    <message>
        <source>Penalty for leaving:</source>
        <translation>Strafgebühr beim Verlassen:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespielte Spiele:</translation>
    </message>
    <message>
        <source>Membership ended:</source>
        <translation>Mitgliedschaft erloschen:</translation>
    </message>
    <message>
        <source>Latest results:</source>
        <translation>Letzte Ergebnisse:</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <source>DM</source>
        <translation>DM</translation>
    </message>
    <message>
        <source>left</source>
        <translation>verlassen</translation>
    </message>
    <message>
        <source>shown out</source>
        <translation>hinausgeworfen</translation>
    </message>
    <message>
        <source>credit paid back</source>
        <translation>Kredit zurückgezahlt</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Ihr Tisch</translation>
    </message>
    <message>
        <source>Choose two opponents:</source>
        <translation>Wählen Sie zwei Gegner:</translation>
    </message>
    <message>
        <source>Game limit:</source>
        <translation>Spiellimit:</translation>
    </message>
    <message>
        <source>Price of a whist point:</source>
        <translation>Preis eines Whist-Punkts:</translation>
    </message>
    <message>
        <source>Table rules:</source>
        <translation>Tischregeln:</translation>
    </message>
    <message>
        <source>as the manual</source>
        <translation>wie im Handbuch</translation>
    </message>
    <message>
        <source>as in Sochi</source>
        <translation>wie in Sotschi</translation>
    </message>
    <message>
        <source>own …</source>
        <translation>eigene …</translation>
    </message>
    <message>
        <source>6♠:</source>
        <translation>6♠:</translation>
    </message>
    <message>
        <source>Half-whist:</source>
        <translation>Halber WHIST:</translation>
    </message>
    <message>
        <source>Against one whister:</source>
        <translation>WHIST allein:</translation>
    </message>
    <message>
        <source>Defence short:</source>
        <translation>Gegenspiel zu kurz:</translation>
    </message>
    <message>
        <source>10 tricks:</source>
        <translation>10 Stiche:</translation>
    </message>
    <message>
        <source>ALL PASS in a row:</source>
        <translation>ALL PASS in Folge:</translation>
    </message>
    <message>
        <source>ALL PASS scored:</source>
        <translation>ALL PASS gewertet:</translation>
    </message>
    <message>
        <source>Amnesty:</source>
        <translation>Amnestie:</translation>
    </message>
    <message>
        <source>on 6 and 7</source>
        <translation>auf 6 und 7</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>gentleman&apos;s: down, half to the passer</source>
        <translation>Kavalier: verloren, halb dem Passer</translation>
    </message>
    <message>
        <source>greedy: all to the whister</source>
        <translation>gierig: alles dem WHIST</translation>
    </message>
    <message>
        <source>half on 6 and 7</source>
        <translation>halb auf 6 und 7</translation>
    </message>
    <message>
        <source>whister pays in full</source>
        <translation>WHIST haftet voll</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>wird gespielt</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>ungeprüft</translation>
    </message>
    <message>
        <source>at the settlement</source>
        <translation>bei der Abrechnung</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <source>All at once:</source>
        <translation>Alle Regeln:</translation>
    </message>
    <message>
        <source>Nobody is chosen yet.</source>
        <translation>Noch niemand gewählt.</translation>
    </message>
    <message>
        <source>%1 is chosen; choose one more.</source>
        <translation>%1 ist gewählt; wählen Sie noch einen.</translation>
    </message>
    <message>
        <source>At your table: %1 and %2.</source>
        <translation>An Ihrem Tisch: %1 und %2.</translation>
    </message>
    <message>
        <source>Only two opponents sit at the table: un-choose one.</source>
        <translation>Nur zwei Gegner haben Platz: Wählen Sie einen ab.</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Words before a name that are not what the table calls him (see :func:`short_name`).</extracomment>
        <translation>Sie</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>Miser</source>
        <translation>Miser</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1NT</source>
        <translation>%1 o.T.</translation>
    </message>
    <message>
        <source>6♠ must be whisted (Stalingrad)</source>
        <translation>6♠ verlangt WHIST (Stalingrad)</translation>
    </message>
    <message>
        <source>6♠ whisted freely</source>
        <translation>6♠ mit freiem WHIST</translation>
    </message>
    <message>
        <source>ALL PASS %1</source>
        <translation>ALL PASS %1</translation>
    </message>
    <message>
        <source>in whists</source>
        <translation>in WHIST-Punkten</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Sotschi</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Rostow</translation>
    </message>
    <message>
        <source>scored in whists</source>
        <translation>in WHIST-Punkten gewertet</translation>
    </message>
    <message>
        <source>scored as in %1</source>
        <translation>gewertet wie in %1</translation>
    </message>
    <message>
        <source>half-whist on 6 and 7</source>
        <translation>halber WHIST auf 6 und 7</translation>
    </message>
    <message>
        <source>no half-whist</source>
        <translation>kein halber WHIST</translation>
    </message>
    <message>
        <source>gentleman&apos;s whist</source>
        <translation>Kavaliers-WHIST</translation>
    </message>
    <message>
        <source>greedy whist</source>
        <translation>gieriger WHIST</translation>
    </message>
    <message>
        <source>half-responsible on 6 and 7</source>
        <translation>halbe Haftung auf 6 und 7</translation>
    </message>
    <message>
        <source>responsible</source>
        <translation>volle Haftung</translation>
    </message>
    <message>
        <source>10 played out</source>
        <translation>10 wird gespielt</translation>
    </message>
    <message>
        <source>10 not checked</source>
        <translation>10 ungeprüft</translation>
    </message>
    <message>
        <source>amnesty</source>
        <translation>Amnestie</translation>
    </message>
    <message>
        <source>no amnesty</source>
        <translation>keine Amnestie</translation>
    </message>
    <message>
        <source>Rules: %1, %2</source>
        <translation>Regeln: %1, %2</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Half-whist</source>
        <translation>Halber WHIST</translation>
    </message>
    <message>
        <source>Hold %1</source>
        <translation>Dabei %1</translation>
    </message>
    <message>
        <source>%1 (hold)</source>
        <translation>%1 (dabei)</translation>
    </message>
    <message>
        <source>ALL PASS at level %1</source>
        <translation>ALL PASS, Stufe %1</translation>
    </message>
    <message>
        <source>Lowest bid %1</source>
        <translation>Mindestgebot %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>WHIST: %1</source>
        <translation>WHIST: %1</translation>
    </message>
    <message>
        <source>no whist on 10</source>
        <translation>kein WHIST auf 10</translation>
    </message>
    <message>
        <source>nobody whists</source>
        <translation>niemand spielt WHIST</translation>
    </message>
    <message>
        <source>open cards</source>
        <translation>offene Karten</translation>
    </message>
    <message>
        <source>%1 wants no trick: %2 taken</source>
        <translation>%1 will keinen Stich: %2 genommen</translation>
    </message>
    <message>
        <source>%1: %2 of %3 tricks</source>
        <translation>%1: %2 von %3 Stichen</translation>
    </message>
    <message>
        <source>defence: %1 of %2</source>
        <translation>Gegenspiel: %1 von %2</translation>
    </message>
    <message>
        <source>The deal is over: DEAL deals the next hand.</source>
        <translation>Die Runde ist aus: GEBEN gibt die nächste.</translation>
    </message>
    <message>
        <source>The widow: click or press Return to go on.</source>
        <translation>Das Pärchen: Klick oder Return, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Click or press Return to collect the trick.</source>
        <translation>Klick oder Return nimmt den Stich.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Your bid: choose one, or Pass.</source>
        <translation>Ihr Gebot: wählen Sie eines, oder passen Sie.</translation>
    </message>
    <message>
        <source>Discard two cards: %1 chosen.</source>
        <translation>Zwei Karten ablegen: %1 gewählt.</translation>
    </message>
    <message>
        <source>Name your final contract.</source>
        <translation>Nennen Sie Ihr Schlußgebot.</translation>
    </message>
    <message>
        <source>%1 half-whists: WHIST after all, or let it stand?</source>
        <translation>%1 sagt halben WHIST: doch WHIST, oder zählen lassen?</translation>
    </message>
    <message>
        <source>WHIST or Pass?</source>
        <translation>WHIST oder Passe?</translation>
    </message>
    <message>
        <source>Play with open or closed cards?</source>
        <translation>Mit offenen oder verdeckten Karten spielen?</translation>
    </message>
    <message>
        <source>Play a card from %1&apos;s hand.</source>
        <translation>Spielen Sie eine Karte aus der Hand von %1.</translation>
    </message>
    <message>
        <source>Your turn: click or drag a card.</source>
        <translation>Sie sind dran: Karte anklicken oder ziehen.</translation>
    </message>
    <message>
        <source>ALL PASS at level %1 — tricks: %2</source>
        <translation>ALL PASS, Stufe %1 — Stiche: %2</translation>
    </message>
    <message>
        <source>%1: Miser — no trick, won.</source>
        <translation>%1: Miser — kein Stich, gewonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: Miser — %n tricks, lost.</source>
        <translation>
            <numerusform>%1: Miser — %n Stich, verloren.</numerusform>
            <numerusform>%1: Miser — %n Stiche, verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 — %n tricks, down %3.</source>
        <translation>
            <numerusform>%1: %2 — %n Stich, %3 zu wenig.</numerusform>
            <numerusform>%1: %2 — %n Stiche, %3 zu wenig.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 — half-whist (%3), it stands.</source>
        <translation>%1: %2 — halber WHIST (%3), es zählt.</translation>
    </message>
    <message>
        <source>%1: %2 — not checked, it stands.</source>
        <translation>%1: %2 — ungeprüft, es zählt.</translation>
    </message>
    <message>
        <source>%1: %2 — nobody whists, it stands.</source>
        <translation>%1: %2 — niemand spielt WHIST, es zählt.</translation>
    </message>
    <message>
        <source>%1: %2 — %3 tricks, made.</source>
        <translation>%1: %2 — %3 Stiche, gewonnen.</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ihr Gebot:</translation>
    </message>
    <message>
        <source>Final contract</source>
        <translation>Schlußgebot</translation>
    </message>
    <message>
        <source>Your last bid was %1. Your contract:</source>
        <translation>Ihr letztes Gebot war %1. Ihr Spiel:</translation>
    </message>
    <message>
        <source>Your contract:</source>
        <translation>Ihr Spiel:</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PrefClub&lt;/h3&gt;&lt;p&gt;Preference for three: you against two of the club&apos;s players, with 32 cards (seven to ace). Everybody gets ten cards; two lie face down in the middle as the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding.&lt;/b&gt; The player left of the dealer bids first. A bid is 6 to 10 tricks in a suit or without trumps, in the order spades, clubs, diamonds, hearts, no trumps; each bid must be higher than the last. Miser (take no trick) may only be your first bid; a bid of 9 beats it. Once one has passed, the other two bid on, and the one earlier in the order may hold (&quot;dabei&quot;) the other&apos;s bid. Choose from the grid of bids in the box on the table, or Miser, Hold or Pass. The last one left takes the widow (everybody sees it), discards two cards (click two, then OK) and names his final contract, not lower than his last bid. If all three pass, it is ALL PASS.&lt;/p&gt;&lt;p&gt;&lt;b&gt;WHIST.&lt;/b&gt; Each defender says WHIST or passes; a whister undertakes that the defence takes 4 tricks against 6, 2 against 7, 1 against 8 or 9. Against 6 spades both must whist (Stalingrad), unless your table plays without it; against 10 nobody whists. A lone whister plays both defending hands, open or closed as he chooses. Against Miser the defenders&apos; cards are open and nobody whists.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play.&lt;/b&gt; Follow suit; if you cannot, trump; else play any card. Aces are high. In ALL PASS there are no trumps, everybody wants few tricks, and the widow cards are turned up to lead the first two tricks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The score sheet&lt;/b&gt; shows for every player his BULLET (contracts made: 2, 4, 6, 8, 10 for 6 to 10 tricks, Miser 10), his MOUNTAIN (penalties) and the WHIST he writes on each of the others, as running entries: the previous deal&apos;s in red (in monochrome underlined), the latest deal&apos;s in black. When every BULLET has reached the game limit, the game is settled in whist points and DM.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; the pointing hand chooses bids and cards; click a card to play it, or drag it onto the table; a click collects a trick. DEAL (lower left) deals the next hand, EXIT leaves; the final bids and the tricks taken are in the lower right corner.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left and Right move the pointing hand over the bids or your cards, Return chooses; Return collects a trick and, after a deal, deals the next hand. F4 hint, F7 score sheet, Alt+X or F10 EXIT, Tab leaves the club; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PrefClub&lt;/h3&gt;&lt;p&gt;Préférence zu dritt: Sie gegen zwei Spieler des Clubs, mit 32 Karten (Sieben bis As). Jeder bekommt zehn Karten; zwei liegen als verdecktes Pärchen in der Tischmitte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bieten.&lt;/b&gt; Der Spieler links vom Geber bietet zuerst. Ein Gebot sind 6 bis 10 Stiche in einer Farbe oder ohne Trumpf, aufsteigend Pik, Kreuz, Karo, Herz, ohne Trumpf; jedes Gebot muß höher sein als das letzte. Miser (keinen Stich machen) geht nur als erstes Gebot; ein Gebot von 9 schlägt es. Hat einer gepaßt, bieten die beiden anderen weiter, und der Frühere in der Reihenfolge darf das Gebot des anderen halten (&quot;dabei&quot;). Wählen Sie aus dem Gitter der Gebote im Kasten auf dem Tisch, oder Miser, Dabei oder Passe. Der letzte nimmt das Pärchen (alle sehen es), legt zwei Karten ab (zwei anklicken, dann OK) und nennt sein Schlußgebot, nicht niedriger als sein letztes Gebot. Passen alle drei, wird ALL PASS gespielt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;WHIST.&lt;/b&gt; Jeder Gegner sagt WHIST oder paßt; wer WHIST sagt, verpflichtet sich, daß die Gegenpartei 4 Stiche gegen 6 macht, 2 gegen 7, 1 gegen 8 oder 9. Gegen Pik 6 müssen beide WHIST spielen (Stalingrad), außer Ihr Tisch spielt ohne; gegen 10 niemand. Wer allein WHIST spielt, spielt beide Hände, offen oder verdeckt nach seiner Wahl. Gegen Miser liegen die Karten der Gegner offen, und niemand spielt WHIST.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spiel.&lt;/b&gt; Farbe bedienen; wer nicht kann, muß trumpfen; sonst beliebig. Asse sind hoch. Bei ALL PASS gibt es keine Trümpfe, jeder will wenige Stiche, und die Karten des Pärchens werden für die ersten zwei Stiche aufgedeckt und spielen aus.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Der Punktestand&lt;/b&gt; zeigt für jeden Spieler seinen BULLET (gewonnene Spiele: 2, 4, 6, 8, 10 für 6 bis 10 Stiche, Miser 10), seinen MOUNTAIN (Strafpunkte) und die WHIST, die er bei jedem der anderen anschreibt, als fortlaufende Einträge: die der vorhergehenden Runde rot (einfarbig unterstrichen), die der letzten schwarz. Hat jeder BULLET das Spiellimit erreicht, wird in WHIST-Punkten und DM abgerechnet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; die kleine Hand wählt Gebote und Karten; eine Karte anklicken oder auf den Tisch ziehen spielt sie; ein Klick nimmt den Stich. GEBEN (links unten) gibt die nächste Runde, EXIT verläßt den Tisch; die Endgebote und die Stiche stehen rechts unten.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; Links und Rechts führen die Hand über die Gebote oder Ihre Karten, Return wählt; Return nimmt einen Stich und gibt nach einer Runde die nächste. F4 Tipp, F7 Punktestand, Alt+X oder F10 EXIT, Tab verläßt den Club; L zeigt den letzten Stich, B die Gebote, P das Protokoll, und C beansprucht den Rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The club.&lt;/b&gt; The doorman asks your name; a new name joins the club and gets a member file with its balance in DM. You choose two opponents from the Versager, the Damen and the Kartenhaie, the game limit (10 to 50) and the price of a whist point. Every game&apos;s result is booked to your file. Every 5 deals your balance is checked: a new member plays on a credit of DM 10 and pays DM 10 for leaving a game under way; more than DM 10 ahead at the first check, you pay the credit back, your credit limit becomes DM 15 and the penalty DM 50. Debts over your credit limit at a later check end your membership; every check is told, the first in an alert, later ones in the info line. EXIT and Tab ask before they cost the penalty; between games Tab leaves at once. After a game, DEAL seats you for the next one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Der Club.&lt;/b&gt; Der Türsteher fragt nach Ihrem Namen; mit einem neuen Namen treten Sie dem Club bei und bekommen eine Mitgliedsakte mit Ihrem Kontostand in DM. Sie wählen zwei Gegner aus den Versagern, den Damen und den Kartenhaien, das Spiellimit (10 bis 50) und den Wert eines Whist-Punktes. Das Ergebnis jedes Spiels wird in Ihrer Akte vermerkt. Alle 5 Spiele wird Ihr Kontostand überprüft: Ein neues Mitglied spielt mit DM 10 Kredit und zahlt DM 10 Strafgebühr, wenn es ein laufendes Spiel verlässt; sind Sie bei der ersten Überprüfung mehr als DM 10 im Plus, zahlen Sie den Kredit zurück, Ihr Kreditrahmen wird DM 15 und die Strafgebühr DM 50. Übersteigen Ihre Schulden bei einer späteren Überprüfung den Kreditrahmen, erlischt Ihre Mitgliedschaft; jede Überprüfung wird Ihnen gesagt, die erste in einem Hinweis, spätere in der Infozeile. EXIT und Tab fragen, bevor sie die Strafgebühr kosten; zwischen den Spielen verlässt Tab den Club sofort. Nach einem Spiel setzt GEBEN Sie an den Tisch für das nächste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Table rules.&lt;/b&gt; With the table you choose its rules: the manual&apos;s, Sochi&apos;s, or each on its own (own …); the score sheet names them. 6♠ must be whisted by both (Stalingrad) or is whisted freely. Half-whist: against 6 or 7, when the first defender has passed, the second may say half-whist; unless the first then whists after all, the contract stands unplayed and the half-whister writes the whists of half the quota (4) on the declarer. When the declarer goes down against one whister, the whister keeps the whists of all the defence&apos;s tricks (greedy) or shares them with the one who passed (gentleman&apos;s). A defence short of its quota costs the whister the contract&apos;s value per trick on his MOUNTAIN, or half of it against 6 and 7 (half-responsible). A 10 is played out, or not checked: it stands. ALL PASS deals in a row rise 6-7-8 or 6-7-7 and are scored in whists (the manual: the fewest tricks writes the difference, 2, 4 or 6 a trick, on each other player), as in Sochi (every trick 1, 2 or 3 points on the taker&apos;s MOUNTAIN), as in Leningrad (the same, and no trick writes as many in the BULLET) or as in Rostov (the fewest tricks writes 5 whists for every trick of each other player; no trick: 1 point in the BULLET). Amnesty writes the smallest MOUNTAIN off all three at the settlement; it changes no result.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tischregeln.&lt;/b&gt; Mit dem Tisch wählen Sie seine Regeln: die des Handbuchs, die von Sotschi oder jede einzeln (eigene …); der Punktestand nennt sie. 6♠ verlangt WHIST von beiden (Stalingrad) oder hat freien WHIST. Halber WHIST: gegen 6 oder 7 darf der zweite Gegenspieler nach dem Passe des ersten halben WHIST sagen; spielt der erste dann nicht doch WHIST, zählt das Spiel ungespielt, und der halbe WHIST schreibt die WHIST-Punkte des halben Solls (4) auf den Ansager. Verliert der Ansager gegen einen WHIST allein, behält dieser die WHIST-Punkte aller Stiche des Gegenspiels (gierig) oder teilt sie mit dem, der gepasst hat (Kavalier). Bleibt das Gegenspiel unter seinem Soll, schreibt der WHIST den Spielwert je Stich auf seinen MOUNTAIN, gegen 6 und 7 auch nur die Hälfte (halbe Haftung). Eine 10 wird gespielt oder ungeprüft gezählt. ALL PASS in Folge steigt 6-7-8 oder 6-7-7 und wird in WHIST-Punkten gewertet (das Handbuch: wer die wenigsten Stiche hat, schreibt die Differenz, 2, 4 oder 6 je Stich, auf jeden anderen), wie in Sotschi (jeder Stich 1, 2 oder 3 Punkte auf den MOUNTAIN dessen, der ihn nimmt), wie in Leningrad (ebenso, und wer keinen Stich hat, schreibt so viele in die BULLET) oder wie in Rostow (wer die wenigsten Stiche hat, schreibt 5 WHIST-Punkte je Stich jedes anderen; kein Stich: 1 Punkt in die BULLET). Die Amnestie streicht bei der Abrechnung den kleinsten MOUNTAIN von allen dreien; am Ergebnis ändert sie nichts.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>BULLET</source>
        <extracomment>Characters of running entries a cell holds on one line before it wraps. Lines a cell shows at most: older entries give way to &quot;…&quot; (the newest stay in view). &quot;latest&quot;, &quot;previous&quot; or &quot;older&quot;.</extracomment>
        <translation>BULLET</translation>
    </message>
    <message>
        <source>MOUNTAIN</source>
        <translation>MOUNTAIN</translation>
    </message>
    <message>
        <source>%1 whist points</source>
        <translation>%1 WHIST-Punkte</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Game to %1 — a whist point is %2</source>
        <translation>Spiel bis %1 — ein WHIST-Punkt kostet %2</translation>
    </message>
    <message>
        <source>Deal %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>No deal played yet.</source>
        <translation>Noch keine Runde gespielt.</translation>
    </message>
    <message>
        <source>Deals played: %1</source>
        <translation>Gespielte Runden: %1</translation>
    </message>
    <message>
        <source>Next deal: lowest bid %1</source>
        <translation>Nächste Runde: Mindestgebot %1</translation>
    </message>
    <message>
        <source>The game is over. Amnesty: %1 off every MOUNTAIN. Settlement:</source>
        <translation>Das Spiel ist aus. Amnestie: %1 von jedem MOUNTAIN. Abrechnung:</translation>
    </message>
    <message>
        <source>The game is over. Settlement:</source>
        <translation>Das Spiel ist aus. Abrechnung:</translation>
    </message>
    <message>
        <source>Bid</source>
        <extracomment>&quot;#&quot; ink, &quot;-&quot; paper, &quot;.&quot; transparent (a border of it is kept for the mask); the finger tip (column 7, row 1) is the hot spot. The hand with its mask, as it is drawn. The viewport point the finger tip touches (None: hidden). The pixel size of the table&apos;s texts (see ui.table.layout.text_pixels). The room the GEBEN / EXIT box and the score box take at the bottom (fitted to them). The table needs at least this much height for the bid box.</extracomment>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Your member file could not be written:</source>
        <translation>Ihre Mitgliedsakte konnte nicht geschrieben werden:</translation>
    </message>
    <message>
        <source>It was left as it was.</source>
        <translation>Sie blieb, wie sie war.</translation>
    </message>
    <message>
        <source>Member file …</source>
        <extracomment>What the last game booked to the file, in DM (None: nothing booked yet). Leaving now costs the penalty: the player answered Leave (EXIT, TAB); quitting the suite (or a signal, the logout) keeps the game instead. How far the kept play reaches (deals, actions of the last deal); why keeping failed.</extracomment>
        <translation>Mitgliedsakte …</translation>
    </message>
    <message>
        <source>DEAL: the next game. EXIT: leave the club.</source>
        <translation>GEBEN: das nächste Spiel. EXIT: den Club verlassen.</translation>
    </message>
    <message>
        <source>Next game …</source>
        <translation>Nächstes Spiel …</translation>
    </message>
    <message>
        <source>Booked to your file: %1. Your balance: %2.</source>
        <translation>In Ihrer Akte vermerkt: %1. Ihr Kontostand: %2.</translation>
    </message>
    <message>
        <source>Quit anyway? It will be charged as left: %1.</source>
        <translation>Trotzdem beenden? Es gilt dann als verlassen: %1.</translation>
    </message>
</context>
<context>
    <name>Skat</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>New deal</source>
        <extracomment>The save file&apos;s bytes as this board last saved or resumed it (F8 asks before replacing anything else).</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Deal number …</source>
        <translation>Spielnummer …</translation>
    </message>
    <message>
        <source>Score list …</source>
        <translation>Skatliste …</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Resume session</source>
        <translation>Sitzung fortsetzen</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Spiel schließen</translation>
    </message>
    <message>
        <source>Rules: ISkO (from the next session)</source>
        <translation>Regeln: ISkO (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>Rules: Amiga 1990 (from the next session)</source>
        <translation>Regeln: Amiga 1990 (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>Kontra and Re (from the next deal)</source>
        <translation>Kontra und Re (ab dem nächsten Spiel)</translation>
    </message>
    <message>
        <source>Seeger-Fabian list, ISkO (from the next session)</source>
        <translation>Liste nach Seeger-Fabian, ISkO (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>All pass: deal again, ISkO (from the next deal)</source>
        <translation>Alle passen: neu geben, ISkO (ab dem nächsten Spiel)</translation>
    </message>
    <message>
        <source>Ramsch: Skat to the last trick (from the next deal)</source>
        <translation>Ramsch: Skat an den letzten Stich (ab dem nächsten Spiel)</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>Strength of %1: %2</source>
        <translation>Spielstärke %1: %2</translation>
    </message>
    <message>
        <source>Skat – deal %1</source>
        <translation>Skat – Spiel %1</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>noch kein Gebot</translation>
    </message>
    <message>
        <source>Bidding: %1 – your turn (you are %2)</source>
        <translation>Reizen: %1 – Sie sind dran (Sie sind %2)</translation>
    </message>
    <message>
        <source>Bidding: %1 – %2</source>
        <translation>Reizen: %1 – %2</translation>
    </message>
    <message>
        <source>You are the declarer (bid %1): Hand or Skat?</source>
        <translation>Sie sind Alleinspieler (gereizt bis %1): Hand oder Skat?</translation>
    </message>
    <message>
        <source>You are the declarer (bid %1): lay two cards away.</source>
        <translation>Sie sind Alleinspieler (gereizt bis %1): zwei Karten drücken.</translation>
    </message>
    <message>
        <source>You are the declarer (bid %1): choose your game.</source>
        <translation>Sie sind Alleinspieler (gereizt bis %1): Spiel ansagen.</translation>
    </message>
    <message>
        <source>%1 is the declarer (bid %2).</source>
        <translation>%1 ist Alleinspieler (gereizt bis %2).</translation>
    </message>
    <message>
        <source>Kontra?</source>
        <translation>Kontra?</translation>
    </message>
    <message>
        <source>(Re)</source>
        <translation>(Re)</translation>
    </message>
    <message>
        <source>(Kontra)</source>
        <translation>(Kontra)</translation>
    </message>
    <message>
        <source>points %1 : %2</source>
        <translation>Augen %1 : %2</translation>
    </message>
    <message>
        <source>over</source>
        <translation>vorbei</translation>
    </message>
    <message>
        <source>F1: next deal</source>
        <translation>F1: nächstes Spiel</translation>
    </message>
    <message>
        <source>click to collect the trick</source>
        <translation>zum Einziehen des Stichs klicken</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>Sie sind dran</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>%1 bids %2:</source>
        <translation>%1 reizt %2:</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Pass!</source>
        <translation>Weg!</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ihr Gebot:</translation>
    </message>
    <message>
        <source>Click two cards to lay away:</source>
        <translation>Zwei Karten drücken:</translation>
    </message>
    <message>
        <source>Click two cards to lay away (no jacks):</source>
        <translation>Zwei Karten drücken (keine Buben):</translation>
    </message>
    <message>
        <source>Your Skat session is kept.</source>
        <extracomment>Where sessions in play are kept across quits (:mod:`cardsuite.engine.keeping`).</extracomment>
        <translation>Ihre Skat-Sitzung ist aufgehoben.</translation>
    </message>
    <message>
        <source>Games on the list: %1</source>
        <translation>Spiele auf der Liste: %1</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>House rule: Schieberamsch when all pass (from the next session)</source>
        <translation>Hausregel: Schieberamsch, wenn alle passen (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>House rule: no Bierlachs list (from the next session)</source>
        <translation>Hausregel: kein Bierlachs (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>House rule: Bierlachs list to %1 minus points (from the next session)</source>
        <translation>Hausregel: Bierlachs bis %1 Minuspunkte (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>Close anyway? It is lost.</source>
        <translation>Trotzdem schließen? Sie geht verloren.</translation>
    </message>
    <message>
        <source>Laid away</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Schieberamsch (scores ×%1 so far):</source>
        <translation>Schieberamsch (bisher ×%1):</translation>
    </message>
    <message>
        <source>Take the Skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <source>Pass it on</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Kontra! Your answer:</source>
        <translation>Kontra! Ihre Antwort:</translation>
    </message>
    <message>
        <source>Re!</source>
        <translation>Re!</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Kontra!</source>
        <translation>Kontra!</translation>
    </message>
    <message>
        <source>Give up this deal?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message>
        <source>It is not scored.</source>
        <translation>Es wird nicht gewertet.</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>Eine neue Sitzung beginnen?</translation>
    </message>
    <message>
        <source>The score list starts</source>
        <translation>Die Skatliste fängt</translation>
    </message>
    <message>
        <source>again from nothing.</source>
        <translation>wieder von vorn an.</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>House rule: Kontra only after bidding 18 (from the next session)</source>
        <translation>Hausregel: Kontra ab 18, nur wer gereizt hat (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>House rule: no Bock rounds (from the next session)</source>
        <translation>Hausregel: keine Bockrunden (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>House rule: Bock, %1 games after 60:60, lost Kontra, Re, Grand Hand (from the next session)</source>
        <translation>Hausregel: Bock, %1 Spiele nach 60:60, verlorenem Kontra, Re, Grand Hand (ab der nächsten Sitzung)</translation>
    </message>
    <message>
        <source>Bock game</source>
        <translation>Bockspiel</translation>
    </message>
    <message>
        <source>The session could not be saved:</source>
        <translation>Die Sitzung ließ sich nicht speichern:</translation>
    </message>
    <message>
        <source>Session saved.</source>
        <translation>Sitzung gespeichert.</translation>
    </message>
    <message>
        <source>The saved session cannot be used:</source>
        <translation>Die gespeicherte Sitzung ist unbrauchbar:</translation>
    </message>
    <message>
        <source>The saved session is damaged:</source>
        <translation>Die gespeicherte Sitzung ist beschädigt:</translation>
    </message>
    <message>
        <source>Resume the saved session?</source>
        <translation>Gespeicherte Sitzung fortsetzen?</translation>
    </message>
    <message>
        <source>The deal and the games on the</source>
        <translation>Das Spiel auf dem Tisch und die nicht</translation>
    </message>
    <message>
        <source>table that are not saved are lost.</source>
        <translation>gespeicherten Spiele gehen verloren.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Session resumed.</source>
        <translation>Sitzung fortgesetzt.</translation>
    </message>
    <message>
        <source>Another session is saved.</source>
        <translation>Eine andere Sitzung ist gespeichert.</translation>
    </message>
    <message>
        <source>The saved file is from a newer Cardsuite.</source>
        <translation>Die Datei ist von einem neueren Cardsuite.</translation>
    </message>
    <message>
        <source>The saved file is damaged.</source>
        <translation>Die gespeicherte Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>Replace it with this session?</source>
        <translation>Durch diese Sitzung ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>The file is kept as it is.</source>
        <translation>Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The order of the game buttons in the declaration dialog (cheapest first, as a Skat list reads).</extracomment>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Amiga I</source>
        <translation>Amiga I</translation>
    </message>
    <message>
        <source>Amiga II</source>
        <translation>Amiga II</translation>
    </message>
    <message>
        <source>forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <source>rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>ohne %1</translation>
    </message>
    <message>
        <source>passed on %1×</source>
        <translation>%1× geschoben</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>announced</source>
        <translation>angesagt</translation>
    </message>
    <message>
        <source>overbid</source>
        <translation>überreizt</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Hand!</source>
        <translation>Hand!</translation>
    </message>
    <message>
        <source>I take the Skat.</source>
        <translation>Ich nehme den Skat.</translation>
    </message>
    <message>
        <source>Pass it on!</source>
        <translation>Geschoben!</translation>
    </message>
    <message>
        <source>%1 – bid %2</source>
        <translation>%1 – gereizt %2</translation>
    </message>
    <message>
        <source>Schieberamsch, scores ×%1</source>
        <translation>Schieberamsch, Wertung ×%1</translation>
    </message>
    <message>
        <source>lay two cards away (no jacks).</source>
        <translation>zwei Karten drücken (keine Buben).</translation>
    </message>
    <message>
        <source>take the Skat, or pass it on unseen (doubles the scores)?</source>
        <translation>Skat aufnehmen oder ungesehen schieben (verdoppelt die Wertung)?</translation>
    </message>
    <message>
        <source>You are the declarer,</source>
        <translation>Sie sind Alleinspieler,</translation>
    </message>
    <message>
        <source>the bid is %1.</source>
        <translation>gereizt bis %1.</translation>
    </message>
    <message>
        <source>Play Hand or</source>
        <translation>Hand spielen oder</translation>
    </message>
    <message>
        <source>take the Skat?</source>
        <translation>den Skat aufnehmen?</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Bid: %1</source>
        <extracomment>Takes the laid-away cards back (ISkO, after taking the Skat); None when not allowed.</extracomment>
        <translation>Gereizt: %1</translation>
    </message>
    <message>
        <source>Game value without the Skat: %1</source>
        <translation>Spielwert ohne Skat: %1</translation>
    </message>
    <message>
        <source>Game value: %1</source>
        <translation>Spielwert: %1</translation>
    </message>
    <message>
        <source>(below the bid!)</source>
        <translation>(unter dem Reizwert!)</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Ihr Spiel</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Announce:</source>
        <translation>Ansagen:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Lay away again</source>
        <translation>Neu drücken</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Skat:</source>
        <translation>Skat:</translation>
    </message>
    <message>
        <source>Laid away:</source>
        <translation>Gedrückt:</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Augen</translation>
    </message>
    <message>
        <source>%1 (declarer):</source>
        <translation>%1 (Alleinspieler):</translation>
    </message>
    <message>
        <source>Defenders:</source>
        <translation>Gegenspieler:</translation>
    </message>
    <message>
        <source>%1 – value %2</source>
        <translation>%1 – Wert %2</translation>
    </message>
    <message>
        <source>You played %1</source>
        <translation>Sie spielten %1</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spielte %2</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Sie spielen %1</translation>
    </message>
    <message>
        <source>You overbid and lose.</source>
        <translation>Sie haben sich überreizt und verloren.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>Sie haben verloren.</translation>
    </message>
    <message>
        <source>%1 overbid and loses.</source>
        <translation>%1 hat sich überreizt und verloren.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 loses.</source>
        <translation>%1 hat verloren.</translation>
    </message>
    <message>
        <source>Scores ×%1 (Bock game, Skat passed on %2×)</source>
        <translation>Wertung ×%1 (Bockspiel, Skat %2× geschoben)</translation>
    </message>
    <message>
        <source>Scores ×%1 (Bock game)</source>
        <translation>Wertung ×%1 (Bockspiel)</translation>
    </message>
    <message>
        <source>Scores ×%1 (Skat passed on %2×)</source>
        <translation>Wertung ×%1 (Skat %2× geschoben)</translation>
    </message>
    <message>
        <source>Durchmarsch by %1!</source>
        <translation>Durchmarsch von %1!</translation>
    </message>
    <message>
        <source>Minus points: %1</source>
        <translation>Minuspunkte: %1</translation>
    </message>
    <message>
        <source>Kontra after bidding 18</source>
        <extracomment>Numeric columns are right-aligned. The column of the game in words: the one that wraps when the list is too wide. The column of the declarer: when nothing else helps, its head is shortened (&quot;Allein…&quot;). Games shown at the least when the board is low (the rest scroll).</extracomment>
        <translation>Kontra ab 18</translation>
    </message>
    <message>
        <source>Bock rounds of %1 games (to come: %2)</source>
        <translation>Bockrunden mit %1 Spielen (noch %2)</translation>
    </message>
    <message>
        <source>Schieberamsch</source>
        <translation>Schieberamsch</translation>
    </message>
    <message>
        <source>Bierlachs to %1</source>
        <translation>Bierlachs bis %1</translation>
    </message>
    <message>
        <source>Bierlachs: nobody has reached -%1 yet.</source>
        <translation>Bierlachs: noch hat niemand -%1 erreicht.</translation>
    </message>
    <message>
        <source>Bierlachs lost (-%2 reached): %1 – a round for the table!</source>
        <translation>Bierlachs verloren (-%2 erreicht): %1 – eine Runde für den Tisch!</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel-Nr.</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolut</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relativ</translation>
    </message>
    <message>
        <source>Amiga 1990</source>
        <translation>Amiga 1990</translation>
    </message>
    <message>
        <source>ISkO</source>
        <translation>ISkO</translation>
    </message>
    <message>
        <source>Score list (%1 rules, Seeger-Fabian)</source>
        <translation>Skatliste (Regeln: %1, Seeger-Fabian)</translation>
    </message>
    <message>
        <source>Score list (%1 rules, Bierlachs)</source>
        <translation>Skatliste (Regeln: %1, Bierlachs)</translation>
    </message>
    <message>
        <source>Score list (%1 rules)</source>
        <translation>Skatliste (Regeln: %1)</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>Hausregeln: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>A click on a game shows its deal log.</source>
        <translation>Ein Klick auf ein Spiel zeigt sein Protokoll.</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Noch kein Spiel.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The pixel size of the table&apos;s texts (see ui.table.layout.text_pixels).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Skat&lt;/h3&gt;&lt;p&gt;You play against Amiga I (left) and Amiga II (right). Each gets ten cards, two lie in the middle as the Skat. The bidding decides who plays alone (the declarer) against the other two: the one who can promise the highest game value wins it. Click the button with the next value, or &quot;Pass!&quot;; when you are asked, answer &quot;Yes&quot; or &quot;Pass!&quot;. If everybody passes, Ramsch is played.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skat&lt;/h3&gt;&lt;p&gt;Sie spielen gegen Amiga I (links) und Amiga II (rechts). Jeder bekommt zehn Karten, zwei liegen als Skat in der Mitte. Das Reizen entscheidet, wer allein (als Alleinspieler) gegen die beiden anderen spielt: wer den höchsten Spielwert verspricht. Klicken Sie auf den Knopf mit dem nächsten Wert oder auf „Weg!“; werden Sie gefragt, antworten Sie „Ja“ oder „Weg!“. Passen alle, wird Ramsch gespielt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Lay away again:&lt;/b&gt; in the ISkO rules the two cards laid away may still be changed until the game is declared. &quot;Lay away again&quot; in the game dialog (or Backspace) takes them back into your hand, where they stand raised: click one to lower it and another to raise it, or keep both, and confirm with &quot;Lay away&quot;. In the Amiga 1990 rules a card laid away stays laid away: there is no such button, the second card clicked lays both away at once, and jacks cannot be laid away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Neu drücken:&lt;/b&gt; nach der ISkO dürfen die beiden gedrückten Karten noch ausgetauscht werden, bis das Spiel angesagt ist. „Neu drücken“ im Dialog „Ihr Spiel“ (oder die Rücktaste) nimmt sie wieder auf die Hand, wo sie angehoben stehen: klicken Sie eine an, um sie zu senken, und eine andere, um sie anzuheben, oder behalten Sie beide, und bestätigen Sie mit „Drücken“. Nach den Amiga-Regeln von 1990 bleibt gedrückt, was gedrückt ist: diesen Knopf gibt es nicht, die zweite angeklickte Karte drückt beide auf einmal, und Buben dürfen nicht gedrückt werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Amiga 1990 rules count &quot;with&quot; or &quot;without&quot; at most 4, only the jacks, as the 1990 program did: &quot;with 6&quot; in a suit game counts as &quot;with 4&quot;, both in the game value and in the bidding (the bid values that would need more are not offered). The ISkO rules count the whole run of trumps.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Amiga-Regeln von 1990 zählen „mit“ oder „ohne“ höchstens bis 4, nur die Buben, wie das Programm von 1990: „mit 6“ zählt in einem Farbspiel als „mit 4“, beim Spielwert wie beim Reizen (Reizwerte, die mehr bräuchten, werden nicht angeboten). Nach der ISkO zählt die ganze Folge der Trümpfe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; ein Klick auf eine Karte spielt sie, oder ziehen Sie sie auf den Tisch; ein Klick zieht einen fertigen Stich ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left / Right and Home / End move the bar over your hand, Space chooses the card under it (to lay away or to play), Return plays it, lays the two chosen away, or answers the box on the table with its first button (the bid, &quot;Yes&quot;, &quot;Kontra!&quot;, &quot;Re!&quot;); W passes (in a Schieberamsch: passes the Skat on), N says &quot;No&quot; to Kontra or Re; Space or Return collects a trick. In the Hand question Left / Right move the default button; in the game dialog Left / Right choose the game, Up / Down the announcement, Return plays, Backspace lays away again. F1 new deal, F2 deal by number, F4 hint, F7 score list, Shift+F1 new session, F8 save the session, F9 resume it, F10 close; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; Links / Rechts und Pos1 / Ende bewegen den Strich über Ihren Karten, die Leertaste wählt die Karte darunter (zum Drücken oder zum Ausspielen), die Eingabetaste spielt sie aus, drückt die beiden gewählten oder beantwortet den Kasten auf dem Tisch mit seinem ersten Knopf (dem Reizwert, „Ja“, „Kontra!“, „Re!“); W sagt „Weg!“ (beim Schieberamsch schiebt es den Skat weiter), N sagt „Nein“ zu Kontra oder Re; Leertaste oder Eingabetaste zieht einen Stich ein. Bei der Frage „Hand oder Skat?“ bewegen Links / Rechts den vorgewählten Knopf; im Dialog „Ihr Spiel“ wählen Links / Rechts das Spiel, Hoch / Runter die Ansage, die Eingabetaste spielt, die Rücktaste drückt neu. F1 neues Spiel, F2 Spiel nach Nummer, F4 Tipp, F7 Skatliste, Umschalt+F1 neue Sitzung, F8 Sitzung speichern, F9 fortsetzen, F10 schließen; L zeigt den letzten Stich, B das Reizen, P das Protokoll, und C beansprucht den Rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;House rules&lt;/b&gt; (Options menu, all off at first): they apply from the next session, are saved with the session and are named on the score list.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kontra after bidding 18&lt;/b&gt; (with Kontra and Re): only a defender who bid or held a bid (&quot;Yes&quot;) may say Kontra; a defender who did not is not asked. The declarer may always say Re.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hausregeln&lt;/b&gt; (im Menü Optionen, anfangs alle aus): sie gelten ab der nächsten Sitzung, werden mit der Sitzung gespeichert und stehen auf der Skatliste.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kontra ab 18&lt;/b&gt; (mit Kontra und Re): nur ein Gegenspieler, der gereizt oder gehalten („Ja“) hat, darf Kontra sagen; wer nicht gereizt hat, wird nicht gefragt. Re darf der Alleinspieler immer sagen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Schieberamsch:&lt;/b&gt; when all pass, each in turn from forehand takes the Skat and lays two cards away for the next (no jacks), or passes it on unseen, which doubles the Ramsch (passed on by all three: ×8). After rearhand&apos;s turn the Ramsch is played. With &quot;All pass: deal again&quot; (ISkO) the cards are dealt again instead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schieberamsch:&lt;/b&gt; passen alle, nimmt jeder reihum, von Vorhand an, den Skat auf und drückt zwei Karten für den Nächsten (keine Buben) – oder schiebt ihn ungesehen weiter, was den Ramsch verdoppelt (dreimal geschoben: ×8). Nach Hinterhand wird der Ramsch gespielt. Mit „Alle passen: neu geben“ (ISkO) wird stattdessen neu gegeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bock rounds&lt;/b&gt; of 3 or 6 games: a suit game or Grand ending 60 : 60, a game lost with Kontra or any game with Re, and a won Grand Hand each bring that many Bock games; they queue up behind those still to come. A Bock game counts double (the entry, won or lost, and the scores of a Ramsch), Kontra and Re on top. The info line says &quot;Bock game&quot;, the score list how many are still to come; a deal given up with F1 or dealt again uses none up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bockrunden&lt;/b&gt; mit 3 oder 6 Spielen: ein Farbspiel oder Grand mit 60 : 60 Augen, ein mit Kontra verlorenes Spiel oder jedes Spiel mit Re und ein gewonnener Grand Hand bringen je so viele Bockspiele; sie reihen sich hinter die noch ausstehenden. Ein Bockspiel zählt doppelt (der Eintrag, gewonnen oder verloren, und die Wertung eines Ramschs), Kontra und Re obendrauf. Die Infozeile zeigt „Bockspiel“, die Skatliste, wie viele noch kommen; ein mit F1 abgebrochenes oder neu gegebenes Spiel verbraucht keins.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;As declarer you play Hand or take the Skat: then click two cards to lay away (click again to take one back) and confirm. Then choose the game: Diamonds (9), Hearts (10), Spades (11), Clubs (12), Grand (24) or Null. In a Hand game you may announce Schneider, Schwarz or (ISkO rules) Ouvert.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Als Alleinspieler spielen Sie Hand oder nehmen den Skat auf: dann klicken Sie zwei Karten zum Drücken an (ein zweiter Klick nimmt eine zurück) und bestätigen. Danach sagen Sie das Spiel an: Karo (9), Herz (10), Pik (11), Kreuz (12), Grand (24) oder Null. Bei einem Handspiel können Sie Schneider, Schwarz oder (nach der ISkO) Ouvert ansagen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You must follow suit; the jacks are trumps (in Null they are not). The declarer needs 61 of the 120 card points. Aces count 11, tens 10, kings 4, queens 3, jacks 2.&lt;/p&gt;&lt;p&gt;A game is worth its base value × (matadors &quot;with&quot; or &quot;without&quot; + 1 + Hand + Schneider + …). A game whose value stays below the bid is lost (overbid). A lost game counts double (in the Amiga 1990 rules a lost Hand game counts single). Ramsch: whoever takes the most points loses them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Farbe muss bedient werden; die Buben sind Trumpf (bei Null nicht). Der Alleinspieler braucht 61 der 120 Augen. Ass zählt 11, Zehn 10, König 4, Dame 3, Bube 2.&lt;/p&gt;&lt;p&gt;Ein Spiel ist Grundwert × („mit“ oder „ohne“ + 1 + Hand + Schneider + …) wert. Bleibt der Wert unter dem Reizwert, ist das Spiel verloren (überreizt). Ein verlorenes Spiel zählt doppelt (nach den Amiga-Regeln von 1990 zählt ein verlorenes Handspiel einfach). Ramsch: wer die meisten Augen bekommt, verliert sie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Options:&lt;/b&gt; the rules of today&apos;s International Skat Order (ISkO) or of the Amiga program of 1990 (no Null and no Ouvert, no jacks laid away, Kontra and Re), the Seeger-Fabian list (ISkO), dealing again when all pass (ISkO), the Ramsch&apos;s Skat to the taker of the last trick, Kontra and Re, collecting tricks by itself, and how well Amiga I and Amiga II play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Optionen:&lt;/b&gt; die Regeln der heutigen Internationalen Skatordnung (ISkO) oder die des Amiga-Programms von 1990 (kein Null und kein Ouvert, keine Buben drücken, Kontra und Re), die Liste nach Seeger-Fabian (ISkO), neu geben, wenn alle passen (ISkO), beim Ramsch der Skat an den letzten Stich, Kontra und Re, Stiche automatisch einziehen, und wie gut Amiga I und Amiga II spielen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bierlachs list&lt;/b&gt; to 500 or 1000: only minus points are written. A won game costs each defender its value, a lost game costs the declarer its usual entry. As soon as somebody reaches −500 (or −1000), whoever is lowest has lost the Bierlachs and owes the table a round; the score list names him and the game goes on. It takes the place of the Seeger-Fabian list.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bierlachs&lt;/b&gt; bis 500 oder 1000: es werden nur Minuspunkte geschrieben. Ein gewonnenes Spiel kostet jeden Gegenspieler den Spielwert, ein verlorenes den Alleinspieler seinen üblichen Eintrag. Sobald einer −500 (oder −1000) erreicht, hat der mit dem niedrigsten Stand den Bierlachs verloren und gibt eine Runde aus; die Skatliste nennt ihn, und es wird weitergespielt. Der Bierlachs tritt an die Stelle der Liste nach Seeger-Fabian.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>No space left on device</source>
        <translation>Kein Platz mehr auf dem Datenträger</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Keine Berechtigung</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Nur lesbares Dateisystem</translation>
    </message>
    <message>
        <source>Is a folder</source>
        <translation>Ist ein Ordner</translation>
    </message>
    <message>
        <source>Not a folder</source>
        <translation>Ist kein Ordner</translation>
    </message>
    <message>
        <source>No such file or folder</source>
        <translation>Datei oder Ordner nicht vorhanden</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Speicherkontingent überschritten</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>kein UTF-8-Text</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>it has no data</source>
        <translation>es enthält keine Daten</translation>
    </message>
    <message>
        <source>a number is too large</source>
        <translation>eine Zahl ist zu groß</translation>
    </message>
    <message>
        <source>not valid JSON (line %1, column %2)</source>
        <translation>kein gültiges JSON (Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>%1 is no number of ours</source>
        <translation>%1 ist keine Zahl von Cardsuite</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>gibt es nicht</translation>
    </message>
    <message>
        <source>is not a Cardsuite file</source>
        <translation>ist keine Cardsuite-Datei</translation>
    </message>
    <message>
        <source>is in use by another running Cardsuite</source>
        <translation>wird von einem anderen laufenden Cardsuite benutzt</translation>
    </message>
    <message>
        <source>was saved by another Cardsuite meanwhile; nothing was replaced</source>
        <translation>wurde inzwischen von einem anderen Cardsuite gespeichert; nichts wurde ersetzt</translation>
    </message>
    <message>
        <source>was closed meanwhile: the membership has ended</source>
        <translation>wurde inzwischen geschlossen: die Mitgliedschaft ist erloschen</translation>
    </message>
    <message>
        <source>is in use: the member sits at a table in another running Cardsuite</source>
        <translation>wird benutzt: das Mitglied sitzt in einem anderen laufenden Cardsuite am Tisch</translation>
    </message>
    <message>
        <source>has no room for another kept game</source>
        <translation>hat keinen Platz für ein weiteres aufgehobenes Spiel</translation>
    </message>
    <message>
        <source>is damaged: %1</source>
        <translation>ist beschädigt: %1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot be saved: %1</source>
        <translation>kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>cannot be locked: %1</source>
        <translation>kann nicht gesperrt werden: %1</translation>
    </message>
    <message>
        <source>holds %1, not %2</source>
        <translation>enthält %1, nicht %2</translation>
    </message>
    <message>
        <source>has format version %1, which this Cardsuite cannot read</source>
        <translation>hat das Format %1, das dieses Cardsuite nicht lesen kann</translation>
    </message>
    <message>
        <source>File: %1</source>
        <extracomment>How wide an alert&apos;s lines about a file are, in characters. How wide the lines of the details are: a path needs the room.</extracomment>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Grund:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>TrickGames</name>
    <message>
        <source>Collect tricks automatically</source>
        <translation>Stiche automatisch einziehen</translation>
    </message>
    <message>
        <source>Mark the playable cards</source>
        <translation>Spielbare Karten markieren</translation>
    </message>
    <message>
        <source>Four-colour deck (colour theme)</source>
        <translation>Vierfarbiges Turnierblatt (in Farbe)</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>takes it</source>
        <translation>sticht</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Wie gegeben</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <translation>Stich %1 von %2</translation>
    </message>
    <message>
        <source>led: %1 – taken: %2</source>
        <translation>ausgespielt: %1 – gestochen: %2</translation>
    </message>
    <message>
        <source>The rest is yours: the cards are played out.</source>
        <translation>Der Rest gehört Ihnen: die Karten werden ausgespielt.</translation>
    </message>
    <message>
        <source>The claim does not hold: the others can still take a trick.</source>
        <translation>Der Anspruch gilt nicht: die anderen können noch einen Stich machen.</translation>
    </message>
    <message>
        <source>Too early to claim: the cards can lie in too many ways.</source>
        <translation>Zu früh für den Anspruch: die Karten können noch zu verschieden liegen.</translation>
    </message>
    <message>
        <source>No claim in this game.</source>
        <translation>In diesem Spiel gibt es keinen Anspruch.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Follow suit: %1</source>
        <translation>Farbe bedienen: %1</translation>
    </message>
    <message>
        <source>Follow suit: trump</source>
        <translation>Trumpf bedienen</translation>
    </message>
    <message>
        <source>Must beat: %1</source>
        <translation>Höher bedienen: %1</translation>
    </message>
    <message>
        <source>Must trump: %1</source>
        <translation>Trumpfzwang: %1</translation>
    </message>
    <message>
        <source>Must overtrump: %1</source>
        <translation>Übertrumpfen: %1</translation>
    </message>
</context>
<context>
    <name>Vierfrei</name>
    <message>
        <source>New random deal</source>
        <extracomment>Keeps this window&apos;s game across quits (its slot is claimed with the first move; ``keeper.problem`` says why the last keeping failed). The first moves the hint showed for this position (F4 again: the next one). The alternative whose position the solver is asked about, if one is. Ticks the time played in the info line while the game runs.</extracomment>
        <translation>Neues Zufallsspiel</translation>
    </message>
    <message>
        <source>Deal number …</source>
        <translation>Spiel Nummer …</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Spiel neu beginnen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zug zurück</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Zug wiederholen</translation>
    </message>
    <message>
        <source>Remove safe cards</source>
        <translation>Sichere Karten ablegen</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Vorführung</translation>
    </message>
    <message>
        <source>Statistics …</source>
        <translation>Statistik …</translation>
    </message>
    <message>
        <source>Drag an outline (as the original)</source>
        <translation>Nur Rahmen ziehen (wie das Original)</translation>
    </message>
    <message>
        <source>Remove safe cards automatically</source>
        <translation>Sichere Karten automatisch ablegen</translation>
    </message>
    <message>
        <source>Finish a won game automatically</source>
        <translation>Gewonnenes Spiel automatisch zu Ende legen</translation>
    </message>
    <message>
        <source>Vierfrei – deal %1</source>
        <translation>Vierfrei – Spiel %1</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n moves (%1).</source>
        <translation>
            <numerusform>Gewonnen in %n Zug (%1).</numerusform>
            <numerusform>Gewonnen in %n Zügen (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moves: %1   Time: %2   Cards left: %3   Supermove: up to %n cards</source>
        <translation>
            <numerusform>Züge: %1   Zeit: %2   Karten übrig: %3   Superzug: bis %n Karte</numerusform>
            <numerusform>Züge: %1   Zeit: %2   Karten übrig: %3   Superzug: bis %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable from here.</source>
        <translation>Von hier aus lösbar.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>Dieses Spiel ist nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>No longer solvable.</source>
        <translation>Nicht mehr lösbar.</translation>
    </message>
    <message>
        <source>Solvable? Too hard to tell.</source>
        <translation>Lösbar? Zu schwer zu sagen.</translation>
    </message>
    <message>
        <source>Solvable? Thinking …</source>
        <translation>Lösbar? Ich denke nach …</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message>
        <source>It counts as lost.</source>
        <translation>Es zählt als verloren.</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Close anyway? It counts as lost.</source>
        <translation>Trotzdem schließen? Es zählt als verloren.</translation>
    </message>
    <message>
        <source>The statistics could not be saved:</source>
        <translation>Die Statistik konnte nicht gespeichert werden:</translation>
    </message>
    <message>
        <source>Cardsuite will try again after the next game.</source>
        <translation>Cardsuite versucht es nach dem nächsten Spiel noch einmal.</translation>
    </message>
    <message>
        <source>The statistics file cannot be used:</source>
        <translation>Die Statistikdatei ist nicht lesbar:</translation>
    </message>
    <message>
        <source>It is kept as it is.</source>
        <translation>Sie bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <source>Your game of deal %1 is kept.</source>
        <translation>Ihr Spiel %1 ist aufgehoben.</translation>
    </message>
    <message>
        <source>Moves made: %1</source>
        <translation>Züge bisher: %1</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>Won! Deal %1 in %n moves.</source>
        <translation>
            <numerusform>Gewonnen! Spiel %1 in %n Zug.</numerusform>
            <numerusform>Gewonnen! Spiel %1 in %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbruch</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Put all 52 cards onto the four foundations at the top right, each suit from the ace up to the king. A card on a foundation stays there.&lt;/p&gt;&lt;p&gt;In the eight columns a card may go onto a card of the other colour that is one higher (a red nine on a black ten). An empty column takes any card. Each of the four free cells at the top left holds one card.&lt;/p&gt;&lt;p&gt;Only single cards move. Drag the first card of a correctly built run to move the whole run: it is carried out card by card through free cells and empty columns, so it may be at most (free cells + 1) × 2&lt;sup&gt;empty columns&lt;/sup&gt; long (an empty target column does not count).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; drag a card or a run; right click sends a card (or a run) to the free cells; double click sends a card to its foundation, or else to a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new random deal, F2 deal by number (1 – 999 999, the same numbers as Microsoft FreeCell), F3 restart, F4 hint (the next move of a solution), F5 demo (the computer plays on; any key or click stops it), F6 statistics, Del removes every card that can never be needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 close.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing by keyboard:&lt;/b&gt; name where a card comes from, then where it goes: the columns 1 – 8, the free cells a – d, h the foundations (3 then 5 moves from column 3 to column 5, as in the solutions of the command line). Or point: the arrow keys move the frame over the piles, Space or Return chooses. Onto a card the run that fits moves; onto an empty column a typed digit moves one card, pointing the longest run that may move. Escape drops the choice.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Alle 52 Karten sollen auf die vier Ablagestapel rechts oben, jede Farbe vom As aufwärts bis zum König. Eine abgelegte Karte bleibt dort.&lt;/p&gt;&lt;p&gt;In den acht Reihen darf eine Karte auf eine Karte der anderen Farbe gelegt werden, die um eins höher ist (eine rote Neun auf eine schwarze Zehn). Eine leere Reihe nimmt jede Karte. Jeder der vier Zwischenablageplätze links oben nimmt eine Karte.&lt;/p&gt;&lt;p&gt;Es werden nur einzelne Karten bewegt. Zieht man die oberste Karte einer richtig gelegten Folge, wird die ganze Folge verschoben: Karte für Karte über freie Plätze und leere Reihen, daher höchstens (freie Plätze + 1) × 2&lt;sup&gt;leere Reihen&lt;/sup&gt; Karten (eine leere Zielreihe zählt nicht mit).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; Karte oder Folge ziehen; Rechtsklick legt eine Karte (oder eine Folge) auf die Zwischenablage; Doppelklick legt eine Karte ab, sonst auf einen freien Platz.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; F1 neues Zufallsspiel, F2 Spiel nach Nummer (1 – 999 999, dieselben Nummern wie Microsoft FreeCell), F3 Spiel neu beginnen, F4 Tipp (der nächste Zug einer Lösung), F5 Vorführung (der Computer spielt weiter; jede Taste und jeder Klick hält ihn an), F6 Statistik, Entf legt alle Karten ab, die nie mehr gebraucht werden, Strg+Z Zug zurück, Strg+Umschalt+Z Zug wiederholen, F10 beenden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Spielen mit der Tastatur:&lt;/b&gt; erst nennen, woher eine Karte kommt, dann, wohin sie geht: die Reihen 1 – 8, die Zwischenablage a – d, h die Ablagestapel (3, dann 5 zieht von Reihe 3 auf Reihe 5, wie in den Lösungen der Kommandozeile). Oder zeigen: die Pfeiltasten führen den Rahmen über die Stapel, Leertaste oder Eingabetaste wählt. Auf eine Karte zieht die Folge, die paßt; auf eine leere Reihe zieht eine getippte Ziffer eine Karte, Zeigen die längste Folge, die ziehen darf. Esc nimmt die Wahl zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Vierfrei</source>
        <translation>Vierfrei</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>All deals</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Beste Zeit</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>All games, records and</source>
        <translation>Alle Spiele, Rekorde und</translation>
    </message>
    <message>
        <source>streaks are forgotten.</source>
        <translation>Serien werden gelöscht.</translation>
    </message>
</context>
</TS>

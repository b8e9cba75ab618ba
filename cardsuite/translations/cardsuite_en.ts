<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Binokel</name>
    <message>
        <source>easy</source>
        <extracomment>The levels the Options menu offers (&quot;random&quot; and &quot;simple&quot; are for tests and trials). The rule variants in the Options menu: the settings key of each flag of Options.</extracomment>
        <translation>easy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>strong</translation>
    </message>
    <message>
        <source>The rules change from the next round.</source>
        <extracomment>The round in play is kept across quits and crashes while it is under way (:class:`KeepsGame`); ``taken`` is a kept round to continue (``give_up``: its slot for a new round instead), without the start screen. The end of a complete round (effect, Top 10) while it is on screen. The name the round is saved under: the loaded slot&apos;s, else the settings&apos; (None).</extracomment>
        <translation>The rules change from the next round.</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>New round</translation>
    </message>
    <message>
        <source>Your Binokel round is kept.</source>
        <extracomment>Where rounds in play are kept across quits (:mod:`cardsuite.engine.keeping`).</extracomment>
        <translation>Your Binokel round is kept.</translation>
    </message>
    <message>
        <source>Games played: %1</source>
        <translation>Games played: %1</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>Score pad …</source>
        <translation>Score pad …</translation>
    </message>
    <message>
        <source>Save round …</source>
        <translation>Save round …</translation>
    </message>
    <message>
        <source>Load round …</source>
        <translation>Load round …</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Close game</translation>
    </message>
    <message>
        <source>Reaching the bid is enough (next round)</source>
        <translation>Reaching the bid is enough (next round)</translation>
    </message>
    <message>
        <source>A lost game costs twice the bid (next round)</source>
        <translation>A lost game costs twice the bid (next round)</translation>
    </message>
    <message>
        <source>Going out gives the others 30 (next round)</source>
        <translation>Going out gives the others 30 (next round)</translation>
    </message>
    <message>
        <source>Meld by hand (next round)</source>
        <translation>Meld by hand (next round)</translation>
    </message>
    <message>
        <source>48 cards with sevens (next round)</source>
        <translation>48 cards with sevens (next round)</translation>
    </message>
    <message>
        <source>Card points rounded to tens (next round)</source>
        <translation>Card points rounded to tens (next round)</translation>
    </message>
    <message>
        <source>With sevens: a pressed Diß still melds (next round)</source>
        <translation>With sevens: a pressed Diß still melds (next round)</translation>
    </message>
    <message>
        <source>A double family counts 1500 (next round)</source>
        <translation>A double family counts 1500 (next round)</translation>
    </message>
    <message>
        <source>Durch and Bettel (next round)</source>
        <translation>Durch and Bettel (next round)</translation>
    </message>
    <message>
        <source>A round of 24 games (next round)</source>
        <translation>A round of 24 games (next round)</translation>
    </message>
    <message>
        <source>Play to %1 points (next round)</source>
        <translation>Play to %1 points (next round)</translation>
    </message>
    <message>
        <source>Strength of %1: %2</source>
        <translation>Strength of %1: %2</translation>
    </message>
    <message>
        <source>Binokel – deal %1</source>
        <translation>Binokel – deal %1</translation>
    </message>
    <message>
        <source>Welcome to Binokel: enter your name and choose the speed.</source>
        <translation>Welcome to Binokel: enter your name and choose the speed.</translation>
    </message>
    <message>
        <source>Careful: your meld falls from %1 to %2.</source>
        <translation>Careful: your meld falls from %1 to %2.</translation>
    </message>
    <message>
        <source>Close anyway? It is lost.</source>
        <translation>Close anyway? It is lost.</translation>
    </message>
    <message>
        <source>Dabb</source>
        <translation>Dabb</translation>
    </message>
    <message>
        <source>Pressed</source>
        <translation>Pressed</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Game %1 of %2</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Your bid:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Click three cards to press:</source>
        <translation>Click three cards to press:</translation>
    </message>
    <message>
        <source>Click four cards to press:</source>
        <translation>Click four cards to press:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Go out (AB)?</source>
        <translation>Go out (AB)?</translation>
    </message>
    <message>
        <source>You lose your bid of %1,</source>
        <translation>You lose your bid of %1,</translation>
    </message>
    <message>
        <source>Jim and Cathy score their melds + %1.</source>
        <translation>Jim and Cathy score their melds + %1.</translation>
    </message>
    <message>
        <source>Wrong declaration: you lose the game.</source>
        <translation>Wrong declaration: you lose the game.</translation>
    </message>
    <message>
        <source>Wrong declaration: your melds do not count.</source>
        <translation>Wrong declaration: your melds do not count.</translation>
    </message>
    <message>
        <source>Give up this round?</source>
        <translation>Give up this round?</translation>
    </message>
    <message>
        <source>Its games are lost</source>
        <translation>Its games are lost</translation>
    </message>
    <message>
        <source>unless you save it first.</source>
        <translation>unless you save it first.</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Give up</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Round saved in slot %1.</source>
        <translation>Round saved in slot %1.</translation>
    </message>
    <message>
        <source>Round loaded from slot %1.</source>
        <translation>Round loaded from slot %1.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
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
        <translation>Clubs</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <source>Binokel</source>
        <extracomment>The choice that ended the dialog: &quot;load&quot;, &quot;exit&quot; or &quot;continue&quot;.</extracomment>
        <translation>Binokel</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Aces</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Kings</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Unter</translation>
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
        <translation>%1 pair</translation>
    </message>
    <message>
        <source>%1 double pair</source>
        <translation>%1 double pair</translation>
    </message>
    <message>
        <source>%1 family</source>
        <translation>%1 family</translation>
    </message>
    <message>
        <source>%1 double family</source>
        <translation>%1 double family</translation>
    </message>
    <message>
        <source>Double Binokel</source>
        <translation>Double Binokel</translation>
    </message>
    <message>
        <source>Four Unter</source>
        <translation>Four Unter</translation>
    </message>
    <message>
        <source>Eight Unter</source>
        <translation>Eight Unter</translation>
    </message>
    <message>
        <source>Four Ober</source>
        <translation>Four Ober</translation>
    </message>
    <message>
        <source>Eight Ober</source>
        <translation>Eight Ober</translation>
    </message>
    <message>
        <source>Four kings</source>
        <translation>Four kings</translation>
    </message>
    <message>
        <source>Eight kings</source>
        <translation>Eight kings</translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation>Four aces</translation>
    </message>
    <message>
        <source>Eight aces</source>
        <translation>Eight aces</translation>
    </message>
    <message>
        <source>Double Diß</source>
        <translation>Double Diß</translation>
    </message>
    <message>
        <source>Durch</source>
        <translation>Durch</translation>
    </message>
    <message>
        <source>Durch open</source>
        <translation>Durch open</translation>
    </message>
    <message>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <source>%1, trump %2</source>
        <translation>%1, trump %2</translation>
    </message>
    <message>
        <source>Game: %1 %2</source>
        <translation>Game: %1 %2</translation>
    </message>
    <message>
        <source>melded %1</source>
        <translation>melded %1</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>trump %1</translation>
    </message>
    <message>
        <source>%1: %2 (needs %3)</source>
        <translation>%1: %2 (needs %3)</translation>
    </message>
    <message>
        <source>The deal is over: click or press Return for the score pad.</source>
        <translation>The deal is over: click or press Return for the score pad.</translation>
    </message>
    <message>
        <source>Everybody passed: the cards are dealt again.</source>
        <translation>Everybody passed: the cards are dealt again.</translation>
    </message>
    <message>
        <source>The Dabb: click or press Space to go on.</source>
        <translation>The Dabb: click or press Space to go on.</translation>
    </message>
    <message>
        <source>Click or press Space to collect the trick.</source>
        <translation>Click or press Space to collect the trick.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 is thinking …</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 to move.</translation>
    </message>
    <message>
        <source>Your bid: %1 or Pass (W).</source>
        <translation>Your bid: %1 or Pass (W).</translation>
    </message>
    <message>
        <source>Press three cards: %1 chosen.</source>
        <translation>Press three cards: %1 chosen.</translation>
    </message>
    <message>
        <source>Press four cards: %1 chosen.</source>
        <translation>Press four cards: %1 chosen.</translation>
    </message>
    <message>
        <source>Name trump.</source>
        <translation>Name trump.</translation>
    </message>
    <message>
        <source>Meld, or go out.</source>
        <translation>Meld, or go out.</translation>
    </message>
    <message>
        <source>Declare your melds.</source>
        <translation>Declare your melds.</translation>
    </message>
    <message>
        <source>Your turn: click or drag a card.</source>
        <translation>Your turn: click or drag a card.</translation>
    </message>
    <message>
        <source>Name trump</source>
        <extracomment>Durch / Bettel: a button each that ends the dialog with :meth:`special`.</extracomment>
        <translation>Name trump</translation>
    </message>
    <message>
        <source>Your melds with each trump:</source>
        <translation>Your melds with each trump:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Melds – trump %1</source>
        <extracomment>The keyboard&apos;s mark melding by hand: (row, column) of :meth:`key_rows`, the row after the last being the exit buttons; None until an arrow key.</extracomment>
        <translation>Melds – trump %1</translation>
    </message>
    <message>
        <source>Declare your melds: click the buttons.</source>
        <translation>Declare your melds: click the buttons.</translation>
    </message>
    <message>
        <source>Total melded:</source>
        <translation>Total melded:</translation>
    </message>
    <message>
        <source>AB</source>
        <translation>AB</translation>
    </message>
    <message>
        <source>Without trump and melds:</source>
        <translation>Without trump and melds:</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>wrong declaration</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Melds</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1 (solo)</source>
        <translation>%1 (solo)</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>You declared a meld you do not hold and lose.</source>
        <translation>You declared a meld you do not hold and lose.</translation>
    </message>
    <message>
        <source>%1 declared a meld not held and loses.</source>
        <translation>%1 declared a meld not held and loses.</translation>
    </message>
    <message>
        <source>%1: %2 won.</source>
        <translation>%1: %2 won.</translation>
    </message>
    <message>
        <source>%1: %2 lost in trick %3.</source>
        <translation>%1: %2 lost in trick %3.</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>You went out.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 went out.</translation>
    </message>
    <message>
        <source>You made %1 and win.</source>
        <translation>You made %1 and win.</translation>
    </message>
    <message>
        <source>You made %1 and lose.</source>
        <translation>You made %1 and lose.</translation>
    </message>
    <message>
        <source>%1 made %2 and wins.</source>
        <translation>%1 made %2 and wins.</translation>
    </message>
    <message>
        <source>%1 made %2 and loses.</source>
        <translation>%1 made %2 and loses.</translation>
    </message>
    <message>
        <source>Meld: %1</source>
        <extracomment>The cards of a hand the layout is fitted to (12, with sevens 15). The pixel size of the table&apos;s texts (see ui.table.layout.text_pixels).</extracomment>
        <translation>Meld: %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Points: %1</translation>
    </message>
    <message>
        <source>Melded %1</source>
        <translation>Melded %1</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>The control screen&apos;s choices, in the order of its buttons, and their keys.</extracomment>
        <translation>No.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>Games played: %1 (playing to %2 points)</source>
        <translation>Games played: %1 (playing to %2 points)</translation>
    </message>
    <message>
        <source>Games played: %1 of %2</source>
        <translation>Games played: %1 of %2</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Score pad</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Page up</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Page down</translation>
    </message>
    <message>
        <source>Load (F1)</source>
        <translation>Load (F1)</translation>
    </message>
    <message>
        <source>Save (F2)</source>
        <translation>Save (F2)</translation>
    </message>
    <message>
        <source>New (F3)</source>
        <translation>New (F3)</translation>
    </message>
    <message>
        <source>Exit (Alt-X)</source>
        <translation>Exit (Alt-X)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>A click on a game shows its deal log.</source>
        <translation>A click on a game shows its deal log.</translation>
    </message>
    <message>
        <source>%1: AB</source>
        <translation>%1: AB</translation>
    </message>
    <message>
        <source>%1: won</source>
        <translation>%1: won</translation>
    </message>
    <message>
        <source>%1: lost</source>
        <translation>%1: lost</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Characters of a reason per alert line.
----------
The Top 10 file. The list now, best first (with the new result if it made it). The result&apos;s place (1 = best), or None if it did not make the list. Where a damaged file was moved, and what was wrong (see :class:`.records.Loaded`). Why saving failed, if it did. Every seat&apos;s total of the round (the player, Jim, Cathy); empty if not known.</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>%Y-%m-%d %H:%M</source>
        <translation>%Y-%m-%d %H:%M</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: empty</translation>
    </message>
    <message>
        <source>%1: damaged</source>
        <translation>%1: damaged</translation>
    </message>
    <message>
        <source>%1: %2, game %3, %4</source>
        <translation>%1: %2, game %3, %4</translation>
    </message>
    <message>
        <source>Save the round in slot …</source>
        <translation>Save the round in slot …</translation>
    </message>
    <message>
        <source>Load a round from slot …</source>
        <translation>Load a round from slot …</translation>
    </message>
    <message>
        <source>Slot %1 is in use. Replace it?</source>
        <translation>Slot %1 is in use. Replace it?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>Could not open the file.</source>
        <translation>Could not open the file.</translation>
    </message>
    <message>
        <source>Slot %1 is empty.</source>
        <translation>Slot %1 is empty.</translation>
    </message>
    <message>
        <source>Slot %1 (%2)</source>
        <translation>Slot %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Nothing was changed.</translation>
    </message>
    <message>
        <source>The round could not be saved in slot %1:</source>
        <translation>The round could not be saved in slot %1:</translation>
    </message>
    <message>
        <source>The slot keeps what it held.</source>
        <translation>The slot keeps what it held.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Binokel&lt;/h3&gt;&lt;p&gt;You play against Jim (right) and Cathy (left) with 40 cards: ace, ten, king, Ober and Unter of Clubs, Spades, Hearts and Diamonds, each twice. Everybody gets twelve cards; four lie in the middle as the Dabb.&lt;/p&gt;&lt;p&gt;Middlehand opens the bidding with 150, forehand answers with 10 more or passes, then the survivor bids against rearhand. Click the button with the next number, or &quot;Pass&quot; (key W). The last one left plays alone: he takes up the Dabb, which everybody sees, presses four cards (click four, then OK; their points count for him), names trump and melds.&lt;/p&gt;&lt;p&gt;Melds: pair (king and Ober of a suit) 20, in trump 40; family (ace, ten, king, Ober, Unter of a suit) 100, in trump 150; Binokel (Spades Ober and Diamonds Unter) 40, double 300; four aces 100, kings 80, Ober 60, Unter 40; Rundgang (a pair in every suit) 240. The meld screen fills in your melds; with AB the solo player goes out instead: he loses his bid, the others score their melds and 40.&lt;/p&gt;&lt;p&gt;Middlehand leads. Follow suit and beat the trick if you can; if you cannot follow, trump. Aces count 11, tens 10, kings 4, Ober 3, Unter 2, the last trick 10. The solo player must make more than his bid with melds, tricks and pressed cards, or he scores minus his bid.&lt;/p&gt;&lt;p&gt;A round is 24 games (or, in the Options menu, a game to 1000 or 1500 points). After every game the score pad shows the round so far; the best ten rounds are kept in the Top 10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left and Right move the cursor over your cards, Space chooses the card under it, Return plays it (or presses the four chosen, or bids the number offered); W passes; Space or Return collects a trick. F1 load, F2 save, F3 new round, F4 hint, F7 score pad, Alt+X or F10 close; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Binokel&lt;/h3&gt;&lt;p&gt;You play against Jim (right) and Cathy (left) with 40 cards: ace, ten, king, Ober and Unter of Clubs, Spades, Hearts and Diamonds, each twice. Everybody gets twelve cards; four lie in the middle as the Dabb.&lt;/p&gt;&lt;p&gt;Middlehand opens the bidding with 150, forehand answers with 10 more or passes, then the survivor bids against rearhand. Click the button with the next number, or &quot;Pass&quot; (key W). The last one left plays alone: he takes up the Dabb, which everybody sees, presses four cards (click four, then OK; their points count for him), names trump and melds.&lt;/p&gt;&lt;p&gt;Melds: pair (king and Ober of a suit) 20, in trump 40; family (ace, ten, king, Ober, Unter of a suit) 100, in trump 150; Binokel (Spades Ober and Diamonds Unter) 40, double 300; four aces 100, kings 80, Ober 60, Unter 40; Rundgang (a pair in every suit) 240. The meld screen fills in your melds; with AB the solo player goes out instead: he loses his bid, the others score their melds and 40.&lt;/p&gt;&lt;p&gt;Middlehand leads. Follow suit and beat the trick if you can; if you cannot follow, trump. Aces count 11, tens 10, kings 4, Ober 3, Unter 2, the last trick 10. The solo player must make more than his bid with melds, tricks and pressed cards, or he scores minus his bid.&lt;/p&gt;&lt;p&gt;A round is 24 games (or, in the Options menu, a game to 1000 or 1500 points). After every game the score pad shows the round so far; the best ten rounds are kept in the Top 10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left and Right move the cursor over your cards, Space chooses the card under it, Return plays it (or presses the four chosen, or bids the number offered); W passes; Space or Return collects a trick. F1 load, F2 save, F3 new round, F4 hint, F7 score pad, Alt+X or F10 close; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the Options menu, &quot;48 cards with sevens&quot; adds two sevens to every suit: fifteen cards each, a Dabb of three (press three), and every seven of trump held melds 10 as the Diß; a seven counts no points and ranks below the Unter.&lt;/p&gt;</source>
        <translation>&lt;p&gt;In the Options menu, &quot;48 cards with sevens&quot; adds two sevens to every suit: fifteen cards each, a Dabb of three (press three), and every seven of trump held melds 10 as the Diß; a seven counts no points and ranks below the Unter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With &quot;Durch and Bettel&quot; in the Options menu the solo player may, instead of naming trump, announce Durch (to take every trick: 1000, or 1500 with his cards open on the table) or Bettel (to take no trick: 1000), if his bid is no higher. There is no trump and nobody melds; follow suit and beat the trick if you can. In a Durch the solo player leads. The game is over at the first trick that decides it; lost, it costs twice its value.&lt;/p&gt;</source>
        <translation>&lt;p&gt;With &quot;Durch and Bettel&quot; in the Options menu the solo player may, instead of naming trump, announce Durch (to take every trick: 1000, or 1500 with his cards open on the table) or Bettel (to take no trick: 1000), if his bid is no higher. There is no trump and nobody melds; follow suit and beat the trick if you can. In a Durch the solo player leads. The game is over at the first trick that decides it; lost, it costs twice its value.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>slow</source>
        <extracomment>The speeds in the order of their buttons.</extracomment>
        <translation>slow</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>fast</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Your name:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animation speed:</translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation>Please enter your name.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Load</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Exit</translation>
    </message>
    <message>
        <source>%Y-%m-%d</source>
        <extracomment>How long the effect lasts at each animation speed, in milliseconds. Characters of a reason or folder per line of the dialog. Characters of a reason per line of an alert.</extracomment>
        <translation>%Y-%m-%d</translation>
    </message>
    <message>
        <source>The Top 10 could not be saved:</source>
        <translation>The Top 10 could not be saved:</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>The file was not changed.</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>The choice that ended the dialog: &quot;new&quot; or &quot;quit&quot;.</extracomment>
        <translation>Place</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Winner of the round: %1 (%2)</source>
        <translation>Winner of the round: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>Winners of the round: %1 (%2 each)</source>
        <translation>Winners of the round: %1 (%2 each)</translation>
    </message>
    <message>
        <source>Place %1 for %2 with a score of %3!</source>
        <translation>Place %1 for %2 with a score of %3!</translation>
    </message>
    <message>
        <source>A score of %1 does not make the Top 10 (place 10: %2).</source>
        <translation>A score of %1 does not make the Top 10 (place 10: %2).</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Folder: %1</translation>
    </message>
    <message>
        <source>The Top 10 file %1 was damaged:</source>
        <translation>The Top 10 file %1 was damaged:</translation>
    </message>
    <message>
        <source>It was set aside as %1.</source>
        <translation>It was set aside as %1.</translation>
    </message>
    <message>
        <source>A new list was started.</source>
        <translation>A new list was started.</translation>
    </message>
    <message>
        <source>The Top 10 file %1 cannot be used:</source>
        <translation>The Top 10 file %1 cannot be used:</translation>
    </message>
    <message>
        <source>It was left as it is.</source>
        <translation>It was left as it is.</translation>
    </message>
    <message>
        <source>Top 10</source>
        <translation>Top 10</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>The round is over!</source>
        <extracomment>The effect&apos;s phases as fractions of its length. Tests and screenshots use the same fireworks every time.</extracomment>
        <translation>The round is over!</translation>
    </message>
</context>
<context>
    <name>DealNumber</name>
    <message>
        <source>Deal by number</source>
        <translation>Deal by number</translation>
    </message>
    <message>
        <source>Deal number (1 – 999 999):</source>
        <translation>Deal number (1 – 999 999):</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Please type a deal number.</source>
        <translation>Please type a deal number.</translation>
    </message>
    <message>
        <source>Only the digits 0 to 9, please.</source>
        <translation>Only the digits 0 to 9, please.</translation>
    </message>
    <message>
        <source>Deal numbers start at 1.</source>
        <translation>Deal numbers start at 1.</translation>
    </message>
    <message>
        <source>At most six digits: the last deal is 999 999.</source>
        <translation>At most six digits: the last deal is 999 999.</translation>
    </message>
</context>
<context>
    <name>Keeping</name>
    <message>
        <source>A kept game cannot be continued:</source>
        <extracomment>Why the game could not be kept the last time (None: it is kept as it is).</extracomment>
        <translation>A kept game cannot be continued:</translation>
    </message>
    <message>
        <source>It is kept as it is.</source>
        <translation>It is kept as it is.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Continue it?</source>
        <translation>Continue it?</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>This game cannot be kept:</source>
        <translation>This game cannot be kept:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Rules of %1</source>
        <translation>Rules of %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Desk</translation>
    </message>
    <message>
        <source>About Cardsuite …</source>
        <translation>About Cardsuite …</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Quit Cardsuite</source>
        <translation>Quit Cardsuite</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Animation slow</source>
        <translation>Animation slow</translation>
    </message>
    <message>
        <source>Animation medium</source>
        <translation>Animation medium</translation>
    </message>
    <message>
        <source>Animation fast</source>
        <translation>Animation fast</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Scale: automatic</source>
        <translation>Scale: automatic</translation>
    </message>
    <message>
        <source>Scale: 1×</source>
        <translation>Scale: 1×</translation>
    </message>
    <message>
        <source>Scale: 2×</source>
        <translation>Scale: 2×</translation>
    </message>
    <message>
        <source>Scale: 3×</source>
        <translation>Scale: 3×</translation>
    </message>
    <message>
        <source>Monochrome (ST High)</source>
        <translation>Monochrome (ST High)</translation>
    </message>
    <message>
        <source>Colour (ST Medium)</source>
        <translation>Colour (ST Medium)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>A game is in progress.</source>
        <translation>A game is in progress.</translation>
    </message>
    <message>
        <source>Close it anyway?</source>
        <translation>Close it anyway?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cardsuite %1</source>
        <translation>Cardsuite %1</translation>
    </message>
    <message>
        <source>Classic card games on a GEM desktop.</source>
        <translation>Classic card games on a GEM desktop.</translation>
    </message>
    <message>
        <source>Made anew in Python and Qt.</source>
        <translation>Made anew in Python and Qt.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence.</source>
        <translation>Free software under the MIT licence.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Quit Cardsuite anyway?</source>
        <translation>Quit Cardsuite anyway?</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
</context>
<context>
    <name>PrefClub</name>
    <message>
        <source>Deal the next hand</source>
        <extracomment>EXIT (the button, the sheet&apos;s EXIT, Alt-X, F10): the player wants to leave (close_requested). TAB: the 1993 program&apos;s way out of the club at once. A deal has been finished and scored; the number of deals scored in this game. The last deal filled every bullet: the settlement is on the sheet. The keyboard&apos;s pointing hand (``cursor``): an index into :meth:`pointer_targets` (None: not used since the mouse last clicked).</extracomment>
        <translation>Deal the next hand</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Deal log</translation>
    </message>
    <message>
        <source>Score sheet …</source>
        <translation>Score sheet …</translation>
    </message>
    <message>
        <source>Leave the table (EXIT)</source>
        <translation>Leave the table (EXIT)</translation>
    </message>
    <message>
        <source>DEAL</source>
        <translation>DEAL</translation>
    </message>
    <message>
        <source>EXIT</source>
        <translation>EXIT</translation>
    </message>
    <message>
        <source>PrefClub – deal %1, game to %2</source>
        <translation>PrefClub – deal %1, game to %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Widow</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Discarded</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Deal %1 of %2</translation>
    </message>
    <message>
        <source>Click two cards to discard:</source>
        <translation>Click two cards to discard:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>%1 plays %2:</source>
        <translation>%1 plays %2:</translation>
    </message>
    <message>
        <source>WHIST</source>
        <translation>WHIST</translation>
    </message>
    <message>
        <source>%1 half-whists against %2:</source>
        <translation>%1 half-whists against %2:</translation>
    </message>
    <message>
        <source>Let it stand</source>
        <translation>Let it stand</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>You whist alone. Play the two hands:</source>
        <translation>You whist alone. Play the two hands:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Closed</translation>
    </message>
    <message>
        <source>Please type the game limit: 10, 20, 30, 40 or 50.</source>
        <extracomment>How many of the latest history entries the member file shows. Characters per line of the texts the alerts wrap. The table dialog&apos;s terms when the board gives none.</extracomment>
        <translation>Please type the game limit: 10, 20, 30, 40 or 50.</translation>
    </message>
    <message>
        <source>The game limit is a whole number: 10, 20, 30, 40 or 50.</source>
        <translation>The game limit is a whole number: 10, 20, 30, 40 or 50.</translation>
    </message>
    <message>
        <source>The PrefClub allows no game limit over 50.</source>
        <translation>The PrefClub allows no game limit over 50.</translation>
    </message>
    <message>
        <source>The game limit must be 10, 20, 30, 40 or 50.</source>
        <translation>The game limit must be 10, 20, 30, 40 or 50.</translation>
    </message>
    <message>
        <source>Please type the price of a whist point in DM, for example 0.05.</source>
        <translation>Please type the price of a whist point in DM, for example 0.05.</translation>
    </message>
    <message>
        <source>The price of a whist point is an amount in DM, for example 0.05.</source>
        <translation>The price of a whist point is an amount in DM, for example 0.05.</translation>
    </message>
    <message>
        <source>The price of a whist point is in whole pfennigs: at most two decimals.</source>
        <translation>The price of a whist point is in whole pfennigs: at most two decimals.</translation>
    </message>
    <message>
        <source>The price of a whist point must be from DM 0.01 to DM 1.00.</source>
        <translation>The price of a whist point must be from DM 0.01 to DM 1.00.</translation>
    </message>
    <message>
        <source>Please tell the doorman your name.</source>
        <translation>Please tell the doorman your name.</translation>
    </message>
    <message>
        <source>A name may have at most 24 characters.</source>
        <translation>A name may have at most 24 characters.</translation>
    </message>
    <message>
        <source>DM %1</source>
        <translation>DM %1</translation>
    </message>
    <message>
        <source>%Y-%m-%d</source>
        <translation>%Y-%m-%d</translation>
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
        <translation>bids wildly</translation>
    </message>
    <message>
        <source>bids recklessly</source>
        <translation>bids recklessly</translation>
    </message>
    <message>
        <source>overbids</source>
        <translation>overbids</translation>
    </message>
    <message>
        <source>bids boldly</source>
        <translation>bids boldly</translation>
    </message>
    <message>
        <source>bids a shade high</source>
        <translation>bids a shade high</translation>
    </message>
    <message>
        <source>bids soundly</source>
        <translation>bids soundly</translation>
    </message>
    <message>
        <source>bids carefully</source>
        <translation>bids carefully</translation>
    </message>
    <message>
        <source>bids cautiously</source>
        <translation>bids cautiously</translation>
    </message>
    <message>
        <source>whists on any hope</source>
        <translation>whists on any hope</translation>
    </message>
    <message>
        <source>whists on hope</source>
        <translation>whists on hope</translation>
    </message>
    <message>
        <source>whists readily</source>
        <translation>whists readily</translation>
    </message>
    <message>
        <source>whists gladly</source>
        <translation>whists gladly</translation>
    </message>
    <message>
        <source>whists soundly</source>
        <translation>whists soundly</translation>
    </message>
    <message>
        <source>whists carefully</source>
        <translation>whists carefully</translation>
    </message>
    <message>
        <source>whists sparingly</source>
        <translation>whists sparingly</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>New members play on a credit of %1; leaving a running game costs %2.</source>
        <translation>New members play on a credit of %1; leaving a running game costs %2.</translation>
    </message>
    <message>
        <source>You are not a member, %1.</source>
        <translation>You are not a member, %1.</translation>
    </message>
    <message>
        <source>Join the club?</source>
        <translation>Join the club?</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The member file of %1 cannot be used:</source>
        <translation>The member file of %1 cannot be used:</translation>
    </message>
    <message>
        <source>It was kept unchanged. You cannot enter under this name.</source>
        <translation>It was kept unchanged. You cannot enter under this name.</translation>
    </message>
    <message>
        <source>Your last game was never finished</source>
        <translation>Your last game was never finished</translation>
    </message>
    <message>
        <source>nor left at the table.</source>
        <translation>nor left at the table.</translation>
    </message>
    <message>
        <source>It is charged as left: %1.</source>
        <translation>It is charged as left: %1.</translation>
    </message>
    <message>
        <source>The club could not open a file for you:</source>
        <translation>The club could not open a file for you:</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Nothing was changed.</translation>
    </message>
    <message>
        <source>The first balance check: you stand at %1. Only more than %2 ahead would have paid back your credit; your credit limit stays %3, leaving a game costs %4.</source>
        <translation>The first balance check: you stand at %1. Only more than %2 ahead would have paid back your credit; your credit limit stays %3, leaving a game costs %4.</translation>
    </message>
    <message>
        <source>You are more than %2 ahead: you pay back your credit of %5; your credit limit is now %3, leaving a game costs %4.</source>
        <translation>You are more than %2 ahead: you pay back your credit of %5; your credit limit is now %3, leaving a game costs %4.</translation>
    </message>
    <message>
        <source>Your debts of %1 exceed your credit limit of %2.</source>
        <translation>Your debts of %1 exceed your credit limit of %2.</translation>
    </message>
    <message>
        <source>The club shows you out.</source>
        <translation>The club shows you out.</translation>
    </message>
    <message>
        <source>Balance check: you stand at %1, credit limit %2.</source>
        <translation>Balance check: you stand at %1, credit limit %2.</translation>
    </message>
    <message>
        <source>Leave the club?</source>
        <translation>Leave the club?</translation>
    </message>
    <message>
        <source>The running game is not settled: leaving it costs you %1.</source>
        <translation>The running game is not settled: leaving it costs you %1.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
    <message>
        <source>PrefClub</source>
        <translation>PrefClub</translation>
    </message>
    <message>
        <source>The doorman of the PrefClub looks you over.</source>
        <translation>The doorman of the PrefClub looks you over.</translation>
    </message>
    <message>
        <source>&quot;Good evening. Your name, please?&quot;</source>
        <translation>&quot;Good evening. Your name, please?&quot;</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Go home</source>
        <translation>Go home</translation>
    </message>
    <message>
        <source>The doorman cannot let you in under this name.</source>
        <translation>The doorman cannot let you in under this name.</translation>
    </message>
    <message>
        <source>Your membership has ended.</source>
        <translation>Your membership has ended.</translation>
    </message>
    <message>
        <source>You are at a table in another Cardsuite already.</source>
        <translation>You are at a table in another Cardsuite already.</translation>
    </message>
    <message>
        <source>Your game with %1 and %2</source>
        <translation>Your game with %1 and %2</translation>
    </message>
    <message>
        <source>is waiting for you (deals played: %1).</source>
        <translation>is waiting for you (deals played: %1).</translation>
    </message>
    <message>
        <source>Continue it?</source>
        <translation>Continue it?</translation>
    </message>
    <message>
        <source>Leaving it costs you %1.</source>
        <translation>Leaving it costs you %1.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Your last game could not be booked</source>
        <translation>Your last game could not be booked</translation>
    </message>
    <message>
        <source>when it ended. It is booked now: %1.</source>
        <translation>when it ended. It is booked now: %1.</translation>
    </message>
    <message>
        <source>Your last game cannot be continued:</source>
        <translation>Your last game cannot be continued:</translation>
    </message>
    <message>
        <source>The file is kept as it is.</source>
        <translation>The file is kept as it is.</translation>
    </message>
    <message>
        <source>Member file</source>
        <translation>Member file</translation>
    </message>
    <message>
        <source>Member since:</source>
        <translation>Member since:</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Balance:</translation>
    </message>
    <message>
        <source>Credit limit:</source>
        <translation>Credit limit:</translation>
    </message>
    <message>
        <source>Penalty for leaving:</source>
        <translation>Penalty for leaving:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Games played:</translation>
    </message>
    <message>
        <source>Membership ended:</source>
        <translation>Membership ended:</translation>
    </message>
    <message>
        <source>Latest results:</source>
        <translation>Latest results:</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>No games yet.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
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
        <translation>left</translation>
    </message>
    <message>
        <source>shown out</source>
        <translation>shown out</translation>
    </message>
    <message>
        <source>credit paid back</source>
        <translation>credit paid back</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Your table</translation>
    </message>
    <message>
        <source>Choose two opponents:</source>
        <translation>Choose two opponents:</translation>
    </message>
    <message>
        <source>Game limit:</source>
        <translation>Game limit:</translation>
    </message>
    <message>
        <source>Price of a whist point:</source>
        <translation>Price of a whist point:</translation>
    </message>
    <message>
        <source>Table rules:</source>
        <translation>Table rules:</translation>
    </message>
    <message>
        <source>as the manual</source>
        <translation>as the manual</translation>
    </message>
    <message>
        <source>as in Sochi</source>
        <translation>as in Sochi</translation>
    </message>
    <message>
        <source>own …</source>
        <translation>own …</translation>
    </message>
    <message>
        <source>6♠:</source>
        <translation>6♠:</translation>
    </message>
    <message>
        <source>Half-whist:</source>
        <translation>Half-whist:</translation>
    </message>
    <message>
        <source>Against one whister:</source>
        <translation>Against one whister:</translation>
    </message>
    <message>
        <source>Defence short:</source>
        <translation>Defence short:</translation>
    </message>
    <message>
        <source>10 tricks:</source>
        <translation>10 tricks:</translation>
    </message>
    <message>
        <source>ALL PASS in a row:</source>
        <translation>ALL PASS in a row:</translation>
    </message>
    <message>
        <source>ALL PASS scored:</source>
        <translation>ALL PASS scored:</translation>
    </message>
    <message>
        <source>Amnesty:</source>
        <translation>Amnesty:</translation>
    </message>
    <message>
        <source>on 6 and 7</source>
        <translation>on 6 and 7</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>gentleman&apos;s: down, half to the passer</source>
        <translation>gentleman&apos;s: down, half to the passer</translation>
    </message>
    <message>
        <source>greedy: all to the whister</source>
        <translation>greedy: all to the whister</translation>
    </message>
    <message>
        <source>half on 6 and 7</source>
        <translation>half on 6 and 7</translation>
    </message>
    <message>
        <source>whister pays in full</source>
        <translation>whister pays in full</translation>
    </message>
    <message>
        <source>played out</source>
        <translation>played out</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>not checked</translation>
    </message>
    <message>
        <source>at the settlement</source>
        <translation>at the settlement</translation>
    </message>
    <message>
        <source>Table rules</source>
        <translation>Table rules</translation>
    </message>
    <message>
        <source>All at once:</source>
        <translation>All at once:</translation>
    </message>
    <message>
        <source>Nobody is chosen yet.</source>
        <translation>Nobody is chosen yet.</translation>
    </message>
    <message>
        <source>%1 is chosen; choose one more.</source>
        <translation>%1 is chosen; choose one more.</translation>
    </message>
    <message>
        <source>At your table: %1 and %2.</source>
        <translation>At your table: %1 and %2.</translation>
    </message>
    <message>
        <source>Only two opponents sit at the table: un-choose one.</source>
        <translation>Only two opponents sit at the table: un-choose one.</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>Words before a name that are not what the table calls him (see :func:`short_name`).</extracomment>
        <translation>You</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>no trumps</translation>
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
        <translation>%1NT</translation>
    </message>
    <message>
        <source>6♠ must be whisted (Stalingrad)</source>
        <translation>6♠ must be whisted (Stalingrad)</translation>
    </message>
    <message>
        <source>6♠ whisted freely</source>
        <translation>6♠ whisted freely</translation>
    </message>
    <message>
        <source>ALL PASS %1</source>
        <translation>ALL PASS %1</translation>
    </message>
    <message>
        <source>in whists</source>
        <translation>in whists</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Sochi</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <source>scored in whists</source>
        <translation>scored in whists</translation>
    </message>
    <message>
        <source>scored as in %1</source>
        <translation>scored as in %1</translation>
    </message>
    <message>
        <source>half-whist on 6 and 7</source>
        <translation>half-whist on 6 and 7</translation>
    </message>
    <message>
        <source>no half-whist</source>
        <translation>no half-whist</translation>
    </message>
    <message>
        <source>gentleman&apos;s whist</source>
        <translation>gentleman&apos;s whist</translation>
    </message>
    <message>
        <source>greedy whist</source>
        <translation>greedy whist</translation>
    </message>
    <message>
        <source>half-responsible on 6 and 7</source>
        <translation>half-responsible on 6 and 7</translation>
    </message>
    <message>
        <source>responsible</source>
        <translation>responsible</translation>
    </message>
    <message>
        <source>10 played out</source>
        <translation>10 played out</translation>
    </message>
    <message>
        <source>10 not checked</source>
        <translation>10 not checked</translation>
    </message>
    <message>
        <source>amnesty</source>
        <translation>amnesty</translation>
    </message>
    <message>
        <source>no amnesty</source>
        <translation>no amnesty</translation>
    </message>
    <message>
        <source>Rules: %1, %2</source>
        <translation>Rules: %1, %2</translation>
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
        <translation>Half-whist</translation>
    </message>
    <message>
        <source>Hold %1</source>
        <translation>Hold %1</translation>
    </message>
    <message>
        <source>%1 (hold)</source>
        <translation>%1 (hold)</translation>
    </message>
    <message>
        <source>ALL PASS at level %1</source>
        <translation>ALL PASS at level %1</translation>
    </message>
    <message>
        <source>Lowest bid %1</source>
        <translation>Lowest bid %1</translation>
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
        <translation>no whist on 10</translation>
    </message>
    <message>
        <source>nobody whists</source>
        <translation>nobody whists</translation>
    </message>
    <message>
        <source>open cards</source>
        <translation>open cards</translation>
    </message>
    <message>
        <source>%1 wants no trick: %2 taken</source>
        <translation>%1 wants no trick: %2 taken</translation>
    </message>
    <message>
        <source>%1: %2 of %3 tricks</source>
        <translation>%1: %2 of %3 tricks</translation>
    </message>
    <message>
        <source>defence: %1 of %2</source>
        <translation>defence: %1 of %2</translation>
    </message>
    <message>
        <source>The deal is over: DEAL deals the next hand.</source>
        <translation>The deal is over: DEAL deals the next hand.</translation>
    </message>
    <message>
        <source>The widow: click or press Return to go on.</source>
        <translation>The widow: click or press Return to go on.</translation>
    </message>
    <message>
        <source>Click or press Return to collect the trick.</source>
        <translation>Click or press Return to collect the trick.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 is thinking …</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 to move.</translation>
    </message>
    <message>
        <source>Your bid: choose one, or Pass.</source>
        <translation>Your bid: choose one, or Pass.</translation>
    </message>
    <message>
        <source>Discard two cards: %1 chosen.</source>
        <translation>Discard two cards: %1 chosen.</translation>
    </message>
    <message>
        <source>Name your final contract.</source>
        <translation>Name your final contract.</translation>
    </message>
    <message>
        <source>%1 half-whists: WHIST after all, or let it stand?</source>
        <translation>%1 half-whists: WHIST after all, or let it stand?</translation>
    </message>
    <message>
        <source>WHIST or Pass?</source>
        <translation>WHIST or Pass?</translation>
    </message>
    <message>
        <source>Play with open or closed cards?</source>
        <translation>Play with open or closed cards?</translation>
    </message>
    <message>
        <source>Play a card from %1&apos;s hand.</source>
        <translation>Play a card from %1&apos;s hand.</translation>
    </message>
    <message>
        <source>Your turn: click or drag a card.</source>
        <translation>Your turn: click or drag a card.</translation>
    </message>
    <message>
        <source>ALL PASS at level %1 — tricks: %2</source>
        <translation>ALL PASS at level %1 — tricks: %2</translation>
    </message>
    <message>
        <source>%1: Miser — no trick, won.</source>
        <translation>%1: Miser — no trick, won.</translation>
    </message>
    <message numerus="yes">
        <source>%1: Miser — %n tricks, lost.</source>
        <translation>
            <numerusform>%1: Miser — %n trick, lost.</numerusform>
            <numerusform>%1: Miser — %n tricks, lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 — %n tricks, down %3.</source>
        <translation>
            <numerusform>%1: %2 — %n trick, down %3.</numerusform>
            <numerusform>%1: %2 — %n tricks, down %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 — half-whist (%3), it stands.</source>
        <translation>%1: %2 — half-whist (%3), it stands.</translation>
    </message>
    <message>
        <source>%1: %2 — not checked, it stands.</source>
        <translation>%1: %2 — not checked, it stands.</translation>
    </message>
    <message>
        <source>%1: %2 — nobody whists, it stands.</source>
        <translation>%1: %2 — nobody whists, it stands.</translation>
    </message>
    <message>
        <source>%1: %2 — %3 tricks, made.</source>
        <translation>%1: %2 — %3 tricks, made.</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Your bid:</translation>
    </message>
    <message>
        <source>Final contract</source>
        <translation>Final contract</translation>
    </message>
    <message>
        <source>Your last bid was %1. Your contract:</source>
        <translation>Your last bid was %1. Your contract:</translation>
    </message>
    <message>
        <source>Your contract:</source>
        <translation>Your contract:</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PrefClub&lt;/h3&gt;&lt;p&gt;Preference for three: you against two of the club&apos;s players, with 32 cards (seven to ace). Everybody gets ten cards; two lie face down in the middle as the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding.&lt;/b&gt; The player left of the dealer bids first. A bid is 6 to 10 tricks in a suit or without trumps, in the order spades, clubs, diamonds, hearts, no trumps; each bid must be higher than the last. Miser (take no trick) may only be your first bid; a bid of 9 beats it. Once one has passed, the other two bid on, and the one earlier in the order may hold (&quot;dabei&quot;) the other&apos;s bid. Choose from the grid of bids in the box on the table, or Miser, Hold or Pass. The last one left takes the widow (everybody sees it), discards two cards (click two, then OK) and names his final contract, not lower than his last bid. If all three pass, it is ALL PASS.&lt;/p&gt;&lt;p&gt;&lt;b&gt;WHIST.&lt;/b&gt; Each defender says WHIST or passes; a whister undertakes that the defence takes 4 tricks against 6, 2 against 7, 1 against 8 or 9. Against 6 spades both must whist (Stalingrad), unless your table plays without it; against 10 nobody whists. A lone whister plays both defending hands, open or closed as he chooses. Against Miser the defenders&apos; cards are open and nobody whists.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play.&lt;/b&gt; Follow suit; if you cannot, trump; else play any card. Aces are high. In ALL PASS there are no trumps, everybody wants few tricks, and the widow cards are turned up to lead the first two tricks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The score sheet&lt;/b&gt; shows for every player his BULLET (contracts made: 2, 4, 6, 8, 10 for 6 to 10 tricks, Miser 10), his MOUNTAIN (penalties) and the WHIST he writes on each of the others, as running entries: the previous deal&apos;s in red (in monochrome underlined), the latest deal&apos;s in black. When every BULLET has reached the game limit, the game is settled in whist points and DM.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; the pointing hand chooses bids and cards; click a card to play it, or drag it onto the table; a click collects a trick. DEAL (lower left) deals the next hand, EXIT leaves; the final bids and the tricks taken are in the lower right corner.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left and Right move the pointing hand over the bids or your cards, Return chooses; Return collects a trick and, after a deal, deals the next hand. F4 hint, F7 score sheet, Alt+X or F10 EXIT, Tab leaves the club; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PrefClub&lt;/h3&gt;&lt;p&gt;Preference for three: you against two of the club&apos;s players, with 32 cards (seven to ace). Everybody gets ten cards; two lie face down in the middle as the widow.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bidding.&lt;/b&gt; The player left of the dealer bids first. A bid is 6 to 10 tricks in a suit or without trumps, in the order spades, clubs, diamonds, hearts, no trumps; each bid must be higher than the last. Miser (take no trick) may only be your first bid; a bid of 9 beats it. Once one has passed, the other two bid on, and the one earlier in the order may hold (&quot;dabei&quot;) the other&apos;s bid. Choose from the grid of bids in the box on the table, or Miser, Hold or Pass. The last one left takes the widow (everybody sees it), discards two cards (click two, then OK) and names his final contract, not lower than his last bid. If all three pass, it is ALL PASS.&lt;/p&gt;&lt;p&gt;&lt;b&gt;WHIST.&lt;/b&gt; Each defender says WHIST or passes; a whister undertakes that the defence takes 4 tricks against 6, 2 against 7, 1 against 8 or 9. Against 6 spades both must whist (Stalingrad), unless your table plays without it; against 10 nobody whists. A lone whister plays both defending hands, open or closed as he chooses. Against Miser the defenders&apos; cards are open and nobody whists.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Play.&lt;/b&gt; Follow suit; if you cannot, trump; else play any card. Aces are high. In ALL PASS there are no trumps, everybody wants few tricks, and the widow cards are turned up to lead the first two tricks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The score sheet&lt;/b&gt; shows for every player his BULLET (contracts made: 2, 4, 6, 8, 10 for 6 to 10 tricks, Miser 10), his MOUNTAIN (penalties) and the WHIST he writes on each of the others, as running entries: the previous deal&apos;s in red (in monochrome underlined), the latest deal&apos;s in black. When every BULLET has reached the game limit, the game is settled in whist points and DM.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; the pointing hand chooses bids and cards; click a card to play it, or drag it onto the table; a click collects a trick. DEAL (lower left) deals the next hand, EXIT leaves; the final bids and the tricks taken are in the lower right corner.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left and Right move the pointing hand over the bids or your cards, Return chooses; Return collects a trick and, after a deal, deals the next hand. F4 hint, F7 score sheet, Alt+X or F10 EXIT, Tab leaves the club; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The club.&lt;/b&gt; The doorman asks your name; a new name joins the club and gets a member file with its balance in DM. You choose two opponents from the Versager, the Damen and the Kartenhaie, the game limit (10 to 50) and the price of a whist point. Every game&apos;s result is booked to your file. Every 5 deals your balance is checked: a new member plays on a credit of DM 10 and pays DM 10 for leaving a game under way; more than DM 10 ahead at the first check, you pay the credit back, your credit limit becomes DM 15 and the penalty DM 50. Debts over your credit limit at a later check end your membership; every check is told, the first in an alert, later ones in the info line. EXIT and Tab ask before they cost the penalty; between games Tab leaves at once. After a game, DEAL seats you for the next one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;The club.&lt;/b&gt; The doorman asks your name; a new name joins the club and gets a member file with its balance in DM. You choose two opponents from the Versager, the Damen and the Kartenhaie, the game limit (10 to 50) and the price of a whist point. Every game&apos;s result is booked to your file. Every 5 deals your balance is checked: a new member plays on a credit of DM 10 and pays DM 10 for leaving a game under way; more than DM 10 ahead at the first check, you pay the credit back, your credit limit becomes DM 15 and the penalty DM 50. Debts over your credit limit at a later check end your membership; every check is told, the first in an alert, later ones in the info line. EXIT and Tab ask before they cost the penalty; between games Tab leaves at once. After a game, DEAL seats you for the next one.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Table rules.&lt;/b&gt; With the table you choose its rules: the manual&apos;s, Sochi&apos;s, or each on its own (own …); the score sheet names them. 6♠ must be whisted by both (Stalingrad) or is whisted freely. Half-whist: against 6 or 7, when the first defender has passed, the second may say half-whist; unless the first then whists after all, the contract stands unplayed and the half-whister writes the whists of half the quota (4) on the declarer. When the declarer goes down against one whister, the whister keeps the whists of all the defence&apos;s tricks (greedy) or shares them with the one who passed (gentleman&apos;s). A defence short of its quota costs the whister the contract&apos;s value per trick on his MOUNTAIN, or half of it against 6 and 7 (half-responsible). A 10 is played out, or not checked: it stands. ALL PASS deals in a row rise 6-7-8 or 6-7-7 and are scored in whists (the manual: the fewest tricks writes the difference, 2, 4 or 6 a trick, on each other player), as in Sochi (every trick 1, 2 or 3 points on the taker&apos;s MOUNTAIN), as in Leningrad (the same, and no trick writes as many in the BULLET) or as in Rostov (the fewest tricks writes 5 whists for every trick of each other player; no trick: 1 point in the BULLET). Amnesty writes the smallest MOUNTAIN off all three at the settlement; it changes no result.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Table rules.&lt;/b&gt; With the table you choose its rules: the manual&apos;s, Sochi&apos;s, or each on its own (own …); the score sheet names them. 6♠ must be whisted by both (Stalingrad) or is whisted freely. Half-whist: against 6 or 7, when the first defender has passed, the second may say half-whist; unless the first then whists after all, the contract stands unplayed and the half-whister writes the whists of half the quota (4) on the declarer. When the declarer goes down against one whister, the whister keeps the whists of all the defence&apos;s tricks (greedy) or shares them with the one who passed (gentleman&apos;s). A defence short of its quota costs the whister the contract&apos;s value per trick on his MOUNTAIN, or half of it against 6 and 7 (half-responsible). A 10 is played out, or not checked: it stands. ALL PASS deals in a row rise 6-7-8 or 6-7-7 and are scored in whists (the manual: the fewest tricks writes the difference, 2, 4 or 6 a trick, on each other player), as in Sochi (every trick 1, 2 or 3 points on the taker&apos;s MOUNTAIN), as in Leningrad (the same, and no trick writes as many in the BULLET) or as in Rostov (the fewest tricks writes 5 whists for every trick of each other player; no trick: 1 point in the BULLET). Amnesty writes the smallest MOUNTAIN off all three at the settlement; it changes no result.&lt;/p&gt;</translation>
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
        <translation>%1 whist points</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Game to %1 — a whist point is %2</source>
        <translation>Game to %1 — a whist point is %2</translation>
    </message>
    <message>
        <source>Deal %1: %2</source>
        <translation>Deal %1: %2</translation>
    </message>
    <message>
        <source>No deal played yet.</source>
        <translation>No deal played yet.</translation>
    </message>
    <message>
        <source>Deals played: %1</source>
        <translation>Deals played: %1</translation>
    </message>
    <message>
        <source>Next deal: lowest bid %1</source>
        <translation>Next deal: lowest bid %1</translation>
    </message>
    <message>
        <source>The game is over. Amnesty: %1 off every MOUNTAIN. Settlement:</source>
        <translation>The game is over. Amnesty: %1 off every MOUNTAIN. Settlement:</translation>
    </message>
    <message>
        <source>The game is over. Settlement:</source>
        <translation>The game is over. Settlement:</translation>
    </message>
    <message>
        <source>Bid</source>
        <extracomment>&quot;#&quot; ink, &quot;-&quot; paper, &quot;.&quot; transparent (a border of it is kept for the mask); the finger tip (column 7, row 1) is the hot spot. The hand with its mask, as it is drawn. The viewport point the finger tip touches (None: hidden). The pixel size of the table&apos;s texts (see ui.table.layout.text_pixels). The room the GEBEN / EXIT box and the score box take at the bottom (fitted to them). The table needs at least this much height for the bid box.</extracomment>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Standing</translation>
    </message>
    <message>
        <source>Your member file could not be written:</source>
        <translation>Your member file could not be written:</translation>
    </message>
    <message>
        <source>It was left as it was.</source>
        <translation>It was left as it was.</translation>
    </message>
    <message>
        <source>Member file …</source>
        <extracomment>What the last game booked to the file, in DM (None: nothing booked yet). Leaving now costs the penalty: the player answered Leave (EXIT, TAB); quitting the suite (or a signal, the logout) keeps the game instead. How far the kept play reaches (deals, actions of the last deal); why keeping failed.</extracomment>
        <translation>Member file …</translation>
    </message>
    <message>
        <source>DEAL: the next game. EXIT: leave the club.</source>
        <translation>DEAL: the next game. EXIT: leave the club.</translation>
    </message>
    <message>
        <source>Next game …</source>
        <translation>Next game …</translation>
    </message>
    <message>
        <source>Booked to your file: %1. Your balance: %2.</source>
        <translation>Booked to your file: %1. Your balance: %2.</translation>
    </message>
    <message>
        <source>Quit anyway? It will be charged as left: %1.</source>
        <translation>Quit anyway? It will be charged as left: %1.</translation>
    </message>
</context>
<context>
    <name>Skat</name>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>strong</translation>
    </message>
    <message>
        <source>New deal</source>
        <extracomment>The save file&apos;s bytes as this board last saved or resumed it (F8 asks before replacing anything else).</extracomment>
        <translation>New deal</translation>
    </message>
    <message>
        <source>Deal number …</source>
        <translation>Deal number …</translation>
    </message>
    <message>
        <source>Score list …</source>
        <translation>Score list …</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>New session</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Save session</translation>
    </message>
    <message>
        <source>Resume session</source>
        <translation>Resume session</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Close game</translation>
    </message>
    <message>
        <source>Rules: ISkO (from the next session)</source>
        <translation>Rules: ISkO (from the next session)</translation>
    </message>
    <message>
        <source>Rules: Amiga 1990 (from the next session)</source>
        <translation>Rules: Amiga 1990 (from the next session)</translation>
    </message>
    <message>
        <source>Kontra and Re (from the next deal)</source>
        <translation>Kontra and Re (from the next deal)</translation>
    </message>
    <message>
        <source>Seeger-Fabian list, ISkO (from the next session)</source>
        <translation>Seeger-Fabian list, ISkO (from the next session)</translation>
    </message>
    <message>
        <source>All pass: deal again, ISkO (from the next deal)</source>
        <translation>All pass: deal again, ISkO (from the next deal)</translation>
    </message>
    <message>
        <source>Ramsch: Skat to the last trick (from the next deal)</source>
        <translation>Ramsch: Skat to the last trick (from the next deal)</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 plays %2</translation>
    </message>
    <message>
        <source>Strength of %1: %2</source>
        <translation>Strength of %1: %2</translation>
    </message>
    <message>
        <source>Skat – deal %1</source>
        <translation>Skat – deal %1</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>no bid yet</translation>
    </message>
    <message>
        <source>Bidding: %1 – your turn (you are %2)</source>
        <translation>Bidding: %1 – your turn (you are %2)</translation>
    </message>
    <message>
        <source>Bidding: %1 – %2</source>
        <translation>Bidding: %1 – %2</translation>
    </message>
    <message>
        <source>You are the declarer (bid %1): Hand or Skat?</source>
        <translation>You are the declarer (bid %1): Hand or Skat?</translation>
    </message>
    <message>
        <source>You are the declarer (bid %1): lay two cards away.</source>
        <translation>You are the declarer (bid %1): lay two cards away.</translation>
    </message>
    <message>
        <source>You are the declarer (bid %1): choose your game.</source>
        <translation>You are the declarer (bid %1): choose your game.</translation>
    </message>
    <message>
        <source>%1 is the declarer (bid %2).</source>
        <translation>%1 is the declarer (bid %2).</translation>
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
        <translation>points %1 : %2</translation>
    </message>
    <message>
        <source>over</source>
        <translation>over</translation>
    </message>
    <message>
        <source>F1: next deal</source>
        <translation>F1: next deal</translation>
    </message>
    <message>
        <source>click to collect the trick</source>
        <translation>click to collect the trick</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>your turn</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 is thinking …</translation>
    </message>
    <message>
        <source>trick %1</source>
        <translation>trick %1</translation>
    </message>
    <message>
        <source>%1 bids %2:</source>
        <translation>%1 bids %2:</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Pass!</source>
        <translation>Pass!</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Your bid:</translation>
    </message>
    <message>
        <source>Click two cards to lay away:</source>
        <translation>Click two cards to lay away:</translation>
    </message>
    <message>
        <source>Click two cards to lay away (no jacks):</source>
        <translation>Click two cards to lay away (no jacks):</translation>
    </message>
    <message>
        <source>Your Skat session is kept.</source>
        <extracomment>Where sessions in play are kept across quits (:mod:`cardsuite.engine.keeping`).</extracomment>
        <translation>Your Skat session is kept.</translation>
    </message>
    <message>
        <source>Games on the list: %1</source>
        <translation>Games on the list: %1</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>House rule: Schieberamsch when all pass (from the next session)</source>
        <translation>House rule: Schieberamsch when all pass (from the next session)</translation>
    </message>
    <message>
        <source>House rule: no Bierlachs list (from the next session)</source>
        <translation>House rule: no Bierlachs list (from the next session)</translation>
    </message>
    <message>
        <source>House rule: Bierlachs list to %1 minus points (from the next session)</source>
        <translation>House rule: Bierlachs list to %1 minus points (from the next session)</translation>
    </message>
    <message>
        <source>Close anyway? It is lost.</source>
        <translation>Close anyway? It is lost.</translation>
    </message>
    <message>
        <source>Laid away</source>
        <translation>Laid away</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Game %1 of %2</translation>
    </message>
    <message>
        <source>Schieberamsch (scores ×%1 so far):</source>
        <translation>Schieberamsch (scores ×%1 so far):</translation>
    </message>
    <message>
        <source>Take the Skat</source>
        <translation>Take the Skat</translation>
    </message>
    <message>
        <source>Pass it on</source>
        <translation>Pass it on</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Lay away</translation>
    </message>
    <message>
        <source>Kontra! Your answer:</source>
        <translation>Kontra! Your answer:</translation>
    </message>
    <message>
        <source>Re!</source>
        <translation>Re!</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Kontra!</source>
        <translation>Kontra!</translation>
    </message>
    <message>
        <source>Give up this deal?</source>
        <translation>Give up this deal?</translation>
    </message>
    <message>
        <source>It is not scored.</source>
        <translation>It is not scored.</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Give up</translation>
    </message>
    <message>
        <source>Start a new session?</source>
        <translation>Start a new session?</translation>
    </message>
    <message>
        <source>The score list starts</source>
        <translation>The score list starts</translation>
    </message>
    <message>
        <source>again from nothing.</source>
        <translation>again from nothing.</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>House rule: Kontra only after bidding 18 (from the next session)</source>
        <translation>House rule: Kontra only after bidding 18 (from the next session)</translation>
    </message>
    <message>
        <source>House rule: no Bock rounds (from the next session)</source>
        <translation>House rule: no Bock rounds (from the next session)</translation>
    </message>
    <message>
        <source>House rule: Bock, %1 games after 60:60, lost Kontra, Re, Grand Hand (from the next session)</source>
        <translation>House rule: Bock, %1 games after 60:60, lost Kontra, Re, Grand Hand (from the next session)</translation>
    </message>
    <message>
        <source>Bock game</source>
        <translation>Bock game</translation>
    </message>
    <message>
        <source>The session could not be saved:</source>
        <translation>The session could not be saved:</translation>
    </message>
    <message>
        <source>Session saved.</source>
        <translation>Session saved.</translation>
    </message>
    <message>
        <source>The saved session cannot be used:</source>
        <translation>The saved session cannot be used:</translation>
    </message>
    <message>
        <source>The saved session is damaged:</source>
        <translation>The saved session is damaged:</translation>
    </message>
    <message>
        <source>Resume the saved session?</source>
        <translation>Resume the saved session?</translation>
    </message>
    <message>
        <source>The deal and the games on the</source>
        <translation>The deal and the games on the</translation>
    </message>
    <message>
        <source>table that are not saved are lost.</source>
        <translation>table that are not saved are lost.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Session resumed.</source>
        <translation>Session resumed.</translation>
    </message>
    <message>
        <source>Another session is saved.</source>
        <translation>Another session is saved.</translation>
    </message>
    <message>
        <source>The saved file is from a newer Cardsuite.</source>
        <translation>The saved file is from a newer Cardsuite.</translation>
    </message>
    <message>
        <source>The saved file is damaged.</source>
        <translation>The saved file is damaged.</translation>
    </message>
    <message>
        <source>Replace it with this session?</source>
        <translation>Replace it with this session?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>The file is kept as it is.</source>
        <translation>The file is kept as it is.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>You</source>
        <extracomment>The order of the game buttons in the declaration dialog (cheapest first, as a Skat list reads).</extracomment>
        <translation>You</translation>
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
        <translation>forehand</translation>
    </message>
    <message>
        <source>middlehand</source>
        <translation>middlehand</translation>
    </message>
    <message>
        <source>rearhand</source>
        <translation>rearhand</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
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
        <translation>Schwarz announced</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider announced</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>with %1</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>without %1</translation>
    </message>
    <message>
        <source>passed on %1×</source>
        <translation>passed on %1×</translation>
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
        <translation>announced</translation>
    </message>
    <message>
        <source>overbid</source>
        <translation>overbid</translation>
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
        <translation>I take the Skat.</translation>
    </message>
    <message>
        <source>Pass it on!</source>
        <translation>Pass it on!</translation>
    </message>
    <message>
        <source>%1 – bid %2</source>
        <translation>%1 – bid %2</translation>
    </message>
    <message>
        <source>Schieberamsch, scores ×%1</source>
        <translation>Schieberamsch, scores ×%1</translation>
    </message>
    <message>
        <source>lay two cards away (no jacks).</source>
        <translation>lay two cards away (no jacks).</translation>
    </message>
    <message>
        <source>take the Skat, or pass it on unseen (doubles the scores)?</source>
        <translation>take the Skat, or pass it on unseen (doubles the scores)?</translation>
    </message>
    <message>
        <source>You are the declarer,</source>
        <translation>You are the declarer,</translation>
    </message>
    <message>
        <source>the bid is %1.</source>
        <translation>the bid is %1.</translation>
    </message>
    <message>
        <source>Play Hand or</source>
        <translation>Play Hand or</translation>
    </message>
    <message>
        <source>take the Skat?</source>
        <translation>take the Skat?</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Bid: %1</source>
        <extracomment>Takes the laid-away cards back (ISkO, after taking the Skat); None when not allowed.</extracomment>
        <translation>Bid: %1</translation>
    </message>
    <message>
        <source>Game value without the Skat: %1</source>
        <translation>Game value without the Skat: %1</translation>
    </message>
    <message>
        <source>Game value: %1</source>
        <translation>Game value: %1</translation>
    </message>
    <message>
        <source>(below the bid!)</source>
        <translation>(below the bid!)</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Your game</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Announce:</source>
        <translation>Announce:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Lay away again</source>
        <translation>Lay away again</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <source>Skat:</source>
        <translation>Skat:</translation>
    </message>
    <message>
        <source>Laid away:</source>
        <translation>Laid away:</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>%1 (declarer):</source>
        <translation>%1 (declarer):</translation>
    </message>
    <message>
        <source>Defenders:</source>
        <translation>Defenders:</translation>
    </message>
    <message>
        <source>%1 – value %2</source>
        <translation>%1 – value %2</translation>
    </message>
    <message>
        <source>You played %1</source>
        <translation>You played %1</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 played %2</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>You play %1</translation>
    </message>
    <message>
        <source>You overbid and lose.</source>
        <translation>You overbid and lose.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>You lose.</source>
        <translation>You lose.</translation>
    </message>
    <message>
        <source>%1 overbid and loses.</source>
        <translation>%1 overbid and loses.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 wins.</translation>
    </message>
    <message>
        <source>%1 loses.</source>
        <translation>%1 loses.</translation>
    </message>
    <message>
        <source>Scores ×%1 (Bock game, Skat passed on %2×)</source>
        <translation>Scores ×%1 (Bock game, Skat passed on %2×)</translation>
    </message>
    <message>
        <source>Scores ×%1 (Bock game)</source>
        <translation>Scores ×%1 (Bock game)</translation>
    </message>
    <message>
        <source>Scores ×%1 (Skat passed on %2×)</source>
        <translation>Scores ×%1 (Skat passed on %2×)</translation>
    </message>
    <message>
        <source>Durchmarsch by %1!</source>
        <translation>Durchmarsch by %1!</translation>
    </message>
    <message>
        <source>Minus points: %1</source>
        <translation>Minus points: %1</translation>
    </message>
    <message>
        <source>Kontra after bidding 18</source>
        <extracomment>Numeric columns are right-aligned. The column of the game in words: the one that wraps when the list is too wide. The column of the declarer: when nothing else helps, its head is shortened (&quot;Allein…&quot;). Games shown at the least when the board is low (the rest scroll).</extracomment>
        <translation>Kontra after bidding 18</translation>
    </message>
    <message>
        <source>Bock rounds of %1 games (to come: %2)</source>
        <translation>Bock rounds of %1 games (to come: %2)</translation>
    </message>
    <message>
        <source>Schieberamsch</source>
        <translation>Schieberamsch</translation>
    </message>
    <message>
        <source>Bierlachs to %1</source>
        <translation>Bierlachs to %1</translation>
    </message>
    <message>
        <source>Bierlachs: nobody has reached -%1 yet.</source>
        <translation>Bierlachs: nobody has reached -%1 yet.</translation>
    </message>
    <message>
        <source>Bierlachs lost (-%2 reached): %1 – a round for the table!</source>
        <translation>Bierlachs lost (-%2 reached): %1 – a round for the table!</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolute</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relative</translation>
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
        <translation>Score list (%1 rules, Seeger-Fabian)</translation>
    </message>
    <message>
        <source>Score list (%1 rules, Bierlachs)</source>
        <translation>Score list (%1 rules, Bierlachs)</translation>
    </message>
    <message>
        <source>Score list (%1 rules)</source>
        <translation>Score list (%1 rules)</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>House rules: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>A click on a game shows its deal log.</source>
        <translation>A click on a game shows its deal log.</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Next deal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>No game yet.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The pixel size of the table&apos;s texts (see ui.table.layout.text_pixels).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Skat&lt;/h3&gt;&lt;p&gt;You play against Amiga I (left) and Amiga II (right). Each gets ten cards, two lie in the middle as the Skat. The bidding decides who plays alone (the declarer) against the other two: the one who can promise the highest game value wins it. Click the button with the next value, or &quot;Pass!&quot;; when you are asked, answer &quot;Yes&quot; or &quot;Pass!&quot;. If everybody passes, Ramsch is played.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skat&lt;/h3&gt;&lt;p&gt;You play against Amiga I (left) and Amiga II (right). Each gets ten cards, two lie in the middle as the Skat. The bidding decides who plays alone (the declarer) against the other two: the one who can promise the highest game value wins it. Click the button with the next value, or &quot;Pass!&quot;; when you are asked, answer &quot;Yes&quot; or &quot;Pass!&quot;. If everybody passes, Ramsch is played.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Lay away again:&lt;/b&gt; in the ISkO rules the two cards laid away may still be changed until the game is declared. &quot;Lay away again&quot; in the game dialog (or Backspace) takes them back into your hand, where they stand raised: click one to lower it and another to raise it, or keep both, and confirm with &quot;Lay away&quot;. In the Amiga 1990 rules a card laid away stays laid away: there is no such button, the second card clicked lays both away at once, and jacks cannot be laid away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lay away again:&lt;/b&gt; in the ISkO rules the two cards laid away may still be changed until the game is declared. &quot;Lay away again&quot; in the game dialog (or Backspace) takes them back into your hand, where they stand raised: click one to lower it and another to raise it, or keep both, and confirm with &quot;Lay away&quot;. In the Amiga 1990 rules a card laid away stays laid away: there is no such button, the second card clicked lays both away at once, and jacks cannot be laid away.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Amiga 1990 rules count &quot;with&quot; or &quot;without&quot; at most 4, only the jacks, as the 1990 program did: &quot;with 6&quot; in a suit game counts as &quot;with 4&quot;, both in the game value and in the bidding (the bid values that would need more are not offered). The ISkO rules count the whole run of trumps.&lt;/p&gt;</source>
        <translation>&lt;p&gt;The Amiga 1990 rules count &quot;with&quot; or &quot;without&quot; at most 4, only the jacks, as the 1990 program did: &quot;with 6&quot; in a suit game counts as &quot;with 4&quot;, both in the game value and in the bidding (the bid values that would need more are not offered). The ISkO rules count the whole run of trumps.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left / Right and Home / End move the bar over your hand, Space chooses the card under it (to lay away or to play), Return plays it, lays the two chosen away, or answers the box on the table with its first button (the bid, &quot;Yes&quot;, &quot;Kontra!&quot;, &quot;Re!&quot;); W passes (in a Schieberamsch: passes the Skat on), N says &quot;No&quot; to Kontra or Re; Space or Return collects a trick. In the Hand question Left / Right move the default button; in the game dialog Left / Right choose the game, Up / Down the announcement, Return plays, Backspace lays away again. F1 new deal, F2 deal by number, F4 hint, F7 score list, Shift+F1 new session, F8 save the session, F9 resume it, F10 close; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; Left / Right and Home / End move the bar over your hand, Space chooses the card under it (to lay away or to play), Return plays it, lays the two chosen away, or answers the box on the table with its first button (the bid, &quot;Yes&quot;, &quot;Kontra!&quot;, &quot;Re!&quot;); W passes (in a Schieberamsch: passes the Skat on), N says &quot;No&quot; to Kontra or Re; Space or Return collects a trick. In the Hand question Left / Right move the default button; in the game dialog Left / Right choose the game, Up / Down the announcement, Return plays, Backspace lays away again. F1 new deal, F2 deal by number, F4 hint, F7 score list, Shift+F1 new session, F8 save the session, F9 resume it, F10 close; L shows the last trick, B the bidding, P the deal log, and C claims the rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;House rules&lt;/b&gt; (Options menu, all off at first): they apply from the next session, are saved with the session and are named on the score list.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kontra after bidding 18&lt;/b&gt; (with Kontra and Re): only a defender who bid or held a bid (&quot;Yes&quot;) may say Kontra; a defender who did not is not asked. The declarer may always say Re.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;House rules&lt;/b&gt; (Options menu, all off at first): they apply from the next session, are saved with the session and are named on the score list.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kontra after bidding 18&lt;/b&gt; (with Kontra and Re): only a defender who bid or held a bid (&quot;Yes&quot;) may say Kontra; a defender who did not is not asked. The declarer may always say Re.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Schieberamsch:&lt;/b&gt; when all pass, each in turn from forehand takes the Skat and lays two cards away for the next (no jacks), or passes it on unseen, which doubles the Ramsch (passed on by all three: ×8). After rearhand&apos;s turn the Ramsch is played. With &quot;All pass: deal again&quot; (ISkO) the cards are dealt again instead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schieberamsch:&lt;/b&gt; when all pass, each in turn from forehand takes the Skat and lays two cards away for the next (no jacks), or passes it on unseen, which doubles the Ramsch (passed on by all three: ×8). After rearhand&apos;s turn the Ramsch is played. With &quot;All pass: deal again&quot; (ISkO) the cards are dealt again instead.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bock rounds&lt;/b&gt; of 3 or 6 games: a suit game or Grand ending 60 : 60, a game lost with Kontra or any game with Re, and a won Grand Hand each bring that many Bock games; they queue up behind those still to come. A Bock game counts double (the entry, won or lost, and the scores of a Ramsch), Kontra and Re on top. The info line says &quot;Bock game&quot;, the score list how many are still to come; a deal given up with F1 or dealt again uses none up.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bock rounds&lt;/b&gt; of 3 or 6 games: a suit game or Grand ending 60 : 60, a game lost with Kontra or any game with Re, and a won Grand Hand each bring that many Bock games; they queue up behind those still to come. A Bock game counts double (the entry, won or lost, and the scores of a Ramsch), Kontra and Re on top. The info line says &quot;Bock game&quot;, the score list how many are still to come; a deal given up with F1 or dealt again uses none up.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;As declarer you play Hand or take the Skat: then click two cards to lay away (click again to take one back) and confirm. Then choose the game: Diamonds (9), Hearts (10), Spades (11), Clubs (12), Grand (24) or Null. In a Hand game you may announce Schneider, Schwarz or (ISkO rules) Ouvert.&lt;/p&gt;</source>
        <translation>&lt;p&gt;As declarer you play Hand or take the Skat: then click two cards to lay away (click again to take one back) and confirm. Then choose the game: Diamonds (9), Hearts (10), Spades (11), Clubs (12), Grand (24) or Null. In a Hand game you may announce Schneider, Schwarz or (ISkO rules) Ouvert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You must follow suit; the jacks are trumps (in Null they are not). The declarer needs 61 of the 120 card points. Aces count 11, tens 10, kings 4, queens 3, jacks 2.&lt;/p&gt;&lt;p&gt;A game is worth its base value × (matadors &quot;with&quot; or &quot;without&quot; + 1 + Hand + Schneider + …). A game whose value stays below the bid is lost (overbid). A lost game counts double (in the Amiga 1990 rules a lost Hand game counts single). Ramsch: whoever takes the most points loses them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;You must follow suit; the jacks are trumps (in Null they are not). The declarer needs 61 of the 120 card points. Aces count 11, tens 10, kings 4, queens 3, jacks 2.&lt;/p&gt;&lt;p&gt;A game is worth its base value × (matadors &quot;with&quot; or &quot;without&quot; + 1 + Hand + Schneider + …). A game whose value stays below the bid is lost (overbid). A lost game counts double (in the Amiga 1990 rules a lost Hand game counts single). Ramsch: whoever takes the most points loses them.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Options:&lt;/b&gt; the rules of today&apos;s International Skat Order (ISkO) or of the Amiga program of 1990 (no Null and no Ouvert, no jacks laid away, Kontra and Re), the Seeger-Fabian list (ISkO), dealing again when all pass (ISkO), the Ramsch&apos;s Skat to the taker of the last trick, Kontra and Re, collecting tricks by itself, and how well Amiga I and Amiga II play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Options:&lt;/b&gt; the rules of today&apos;s International Skat Order (ISkO) or of the Amiga program of 1990 (no Null and no Ouvert, no jacks laid away, Kontra and Re), the Seeger-Fabian list (ISkO), dealing again when all pass (ISkO), the Ramsch&apos;s Skat to the taker of the last trick, Kontra and Re, collecting tricks by itself, and how well Amiga I and Amiga II play.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bierlachs list&lt;/b&gt; to 500 or 1000: only minus points are written. A won game costs each defender its value, a lost game costs the declarer its usual entry. As soon as somebody reaches −500 (or −1000), whoever is lowest has lost the Bierlachs and owes the table a round; the score list names him and the game goes on. It takes the place of the Seeger-Fabian list.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bierlachs list&lt;/b&gt; to 500 or 1000: only minus points are written. A won game costs each defender its value, a lost game costs the declarer its usual entry. As soon as somebody reaches −500 (or −1000), whoever is lowest has lost the Bierlachs and owes the table a round; the score list names him and the game goes on. It takes the place of the Seeger-Fabian list.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>No space left on device</source>
        <translation>No space left on device</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission denied</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Read-only file system</translation>
    </message>
    <message>
        <source>Is a folder</source>
        <translation>Is a folder</translation>
    </message>
    <message>
        <source>Not a folder</source>
        <translation>Not a folder</translation>
    </message>
    <message>
        <source>No such file or folder</source>
        <translation>No such file or folder</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Disk quota exceeded</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 is a file, not a folder</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>not UTF-8 text</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>nested too deeply</translation>
    </message>
    <message>
        <source>it has no data</source>
        <translation>it has no data</translation>
    </message>
    <message>
        <source>a number is too large</source>
        <translation>a number is too large</translation>
    </message>
    <message>
        <source>not valid JSON (line %1, column %2)</source>
        <translation>not valid JSON (line %1, column %2)</translation>
    </message>
    <message>
        <source>%1 is no number of ours</source>
        <translation>%1 is no number of ours</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>does not exist</translation>
    </message>
    <message>
        <source>is not a Cardsuite file</source>
        <translation>is not a Cardsuite file</translation>
    </message>
    <message>
        <source>is in use by another running Cardsuite</source>
        <translation>is in use by another running Cardsuite</translation>
    </message>
    <message>
        <source>was saved by another Cardsuite meanwhile; nothing was replaced</source>
        <translation>was saved by another Cardsuite meanwhile; nothing was replaced</translation>
    </message>
    <message>
        <source>was closed meanwhile: the membership has ended</source>
        <translation>was closed meanwhile: the membership has ended</translation>
    </message>
    <message>
        <source>is in use: the member sits at a table in another running Cardsuite</source>
        <translation>is in use: the member sits at a table in another running Cardsuite</translation>
    </message>
    <message>
        <source>has no room for another kept game</source>
        <translation>has no room for another kept game</translation>
    </message>
    <message>
        <source>is damaged: %1</source>
        <translation>is damaged: %1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>cannot be written: %1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>cannot be read: %1</translation>
    </message>
    <message>
        <source>cannot be saved: %1</source>
        <translation>cannot be saved: %1</translation>
    </message>
    <message>
        <source>cannot be locked: %1</source>
        <translation>cannot be locked: %1</translation>
    </message>
    <message>
        <source>holds %1, not %2</source>
        <translation>holds %1, not %2</translation>
    </message>
    <message>
        <source>has format version %1, which this Cardsuite cannot read</source>
        <translation>has format version %1, which this Cardsuite cannot read</translation>
    </message>
    <message>
        <source>File: %1</source>
        <extracomment>How wide an alert&apos;s lines about a file are, in characters. How wide the lines of the details are: a path needs the room.</extracomment>
        <translation>File: %1</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Folder:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Why:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Open folder</translation>
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
        <translation>Collect tricks automatically</translation>
    </message>
    <message>
        <source>Mark the playable cards</source>
        <translation>Mark the playable cards</translation>
    </message>
    <message>
        <source>Four-colour deck (colour theme)</source>
        <translation>Four-colour deck (colour theme)</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Deal log</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Claim the rest</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>takes it</source>
        <translation>takes it</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>As dealt</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <translation>Trick %1 of %2</translation>
    </message>
    <message>
        <source>led: %1 – taken: %2</source>
        <translation>led: %1 – taken: %2</translation>
    </message>
    <message>
        <source>The rest is yours: the cards are played out.</source>
        <translation>The rest is yours: the cards are played out.</translation>
    </message>
    <message>
        <source>The claim does not hold: the others can still take a trick.</source>
        <translation>The claim does not hold: the others can still take a trick.</translation>
    </message>
    <message>
        <source>Too early to claim: the cards can lie in too many ways.</source>
        <translation>Too early to claim: the cards can lie in too many ways.</translation>
    </message>
    <message>
        <source>No claim in this game.</source>
        <translation>No claim in this game.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <source>Follow suit: %1</source>
        <translation>Follow suit: %1</translation>
    </message>
    <message>
        <source>Follow suit: trump</source>
        <translation>Follow suit: trump</translation>
    </message>
    <message>
        <source>Must beat: %1</source>
        <translation>Must beat: %1</translation>
    </message>
    <message>
        <source>Must trump: %1</source>
        <translation>Must trump: %1</translation>
    </message>
    <message>
        <source>Must overtrump: %1</source>
        <translation>Must overtrump: %1</translation>
    </message>
</context>
<context>
    <name>Vierfrei</name>
    <message>
        <source>New random deal</source>
        <extracomment>Keeps this window&apos;s game across quits (its slot is claimed with the first move; ``keeper.problem`` says why the last keeping failed). The first moves the hint showed for this position (F4 again: the next one). The alternative whose position the solver is asked about, if one is. Ticks the time played in the info line while the game runs.</extracomment>
        <translation>New random deal</translation>
    </message>
    <message>
        <source>Deal number …</source>
        <translation>Deal number …</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Restart this deal</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Remove safe cards</source>
        <translation>Remove safe cards</translation>
    </message>
    <message>
        <source>Close game</source>
        <translation>Close game</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>Statistics …</source>
        <translation>Statistics …</translation>
    </message>
    <message>
        <source>Drag an outline (as the original)</source>
        <translation>Drag an outline (as the original)</translation>
    </message>
    <message>
        <source>Remove safe cards automatically</source>
        <translation>Remove safe cards automatically</translation>
    </message>
    <message>
        <source>Finish a won game automatically</source>
        <translation>Finish a won game automatically</translation>
    </message>
    <message>
        <source>Vierfrei – deal %1</source>
        <translation>Vierfrei – deal %1</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n moves (%1).</source>
        <translation>
            <numerusform>Won in %n move (%1).</numerusform>
            <numerusform>Won in %n moves (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moves: %1   Time: %2   Cards left: %3   Supermove: up to %n cards</source>
        <translation>
            <numerusform>Moves: %1   Time: %2   Cards left: %3   Supermove: up to %n card</numerusform>
            <numerusform>Moves: %1   Time: %2   Cards left: %3   Supermove: up to %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable from here.</source>
        <translation>Solvable from here.</translation>
    </message>
    <message>
        <source>This deal cannot be won.</source>
        <translation>This deal cannot be won.</translation>
    </message>
    <message>
        <source>No longer solvable.</source>
        <translation>No longer solvable.</translation>
    </message>
    <message>
        <source>Solvable? Too hard to tell.</source>
        <translation>Solvable? Too hard to tell.</translation>
    </message>
    <message>
        <source>Solvable? Thinking …</source>
        <translation>Solvable? Thinking …</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Give up this game?</translation>
    </message>
    <message>
        <source>It counts as lost.</source>
        <translation>It counts as lost.</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Give up</translation>
    </message>
    <message>
        <source>Close anyway? It counts as lost.</source>
        <translation>Close anyway? It counts as lost.</translation>
    </message>
    <message>
        <source>The statistics could not be saved:</source>
        <translation>The statistics could not be saved:</translation>
    </message>
    <message>
        <source>Cardsuite will try again after the next game.</source>
        <translation>Cardsuite will try again after the next game.</translation>
    </message>
    <message>
        <source>The statistics file cannot be used:</source>
        <translation>The statistics file cannot be used:</translation>
    </message>
    <message>
        <source>It is kept as it is.</source>
        <translation>It is kept as it is.</translation>
    </message>
    <message>
        <source>Your game of deal %1 is kept.</source>
        <translation>Your game of deal %1 is kept.</translation>
    </message>
    <message>
        <source>Moves made: %1</source>
        <translation>Moves made: %1</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>New deal</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message numerus="yes">
        <source>Won! Deal %1 in %n moves.</source>
        <translation>
            <numerusform>Won! Deal %1 in %n move.</numerusform>
            <numerusform>Won! Deal %1 in %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Put all 52 cards onto the four foundations at the top right, each suit from the ace up to the king. A card on a foundation stays there.&lt;/p&gt;&lt;p&gt;In the eight columns a card may go onto a card of the other colour that is one higher (a red nine on a black ten). An empty column takes any card. Each of the four free cells at the top left holds one card.&lt;/p&gt;&lt;p&gt;Only single cards move. Drag the first card of a correctly built run to move the whole run: it is carried out card by card through free cells and empty columns, so it may be at most (free cells + 1) × 2&lt;sup&gt;empty columns&lt;/sup&gt; long (an empty target column does not count).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; drag a card or a run; right click sends a card (or a run) to the free cells; double click sends a card to its foundation, or else to a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new random deal, F2 deal by number (1 – 999 999, the same numbers as Microsoft FreeCell), F3 restart, F4 hint (the next move of a solution), F5 demo (the computer plays on; any key or click stops it), F6 statistics, Del removes every card that can never be needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 close.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing by keyboard:&lt;/b&gt; name where a card comes from, then where it goes: the columns 1 – 8, the free cells a – d, h the foundations (3 then 5 moves from column 3 to column 5, as in the solutions of the command line). Or point: the arrow keys move the frame over the piles, Space or Return chooses. Onto a card the run that fits moves; onto an empty column a typed digit moves one card, pointing the longest run that may move. Escape drops the choice.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Put all 52 cards onto the four foundations at the top right, each suit from the ace up to the king. A card on a foundation stays there.&lt;/p&gt;&lt;p&gt;In the eight columns a card may go onto a card of the other colour that is one higher (a red nine on a black ten). An empty column takes any card. Each of the four free cells at the top left holds one card.&lt;/p&gt;&lt;p&gt;Only single cards move. Drag the first card of a correctly built run to move the whole run: it is carried out card by card through free cells and empty columns, so it may be at most (free cells + 1) × 2&lt;sup&gt;empty columns&lt;/sup&gt; long (an empty target column does not count).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; drag a card or a run; right click sends a card (or a run) to the free cells; double click sends a card to its foundation, or else to a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new random deal, F2 deal by number (1 – 999 999, the same numbers as Microsoft FreeCell), F3 restart, F4 hint (the next move of a solution), F5 demo (the computer plays on; any key or click stops it), F6 statistics, Del removes every card that can never be needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 close.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Playing by keyboard:&lt;/b&gt; name where a card comes from, then where it goes: the columns 1 – 8, the free cells a – d, h the foundations (3 then 5 moves from column 3 to column 5, as in the solutions of the command line). Or point: the arrow keys move the frame over the piles, Space or Return chooses. Onto a card the run that fits moves; onto an empty column a typed digit moves one card, pointing the longest run that may move. Escape drops the choice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Vierfrei</source>
        <translation>Vierfrei</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>All deals</source>
        <translation>All deals</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Current streak</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Best streak</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Fewest moves</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Best time</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Reset the statistics?</translation>
    </message>
    <message>
        <source>All games, records and</source>
        <translation>All games, records and</translation>
    </message>
    <message>
        <source>streaks are forgotten.</source>
        <translation>streaks are forgotten.</translation>
    </message>
</context>
</TS>

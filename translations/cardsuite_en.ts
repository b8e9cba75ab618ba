<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>Collect tricks automatically</source>
        <translation>Collect tricks automatically</translation>
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
        <source>Session resumed.</source>
        <translation>Session resumed.</translation>
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
        <source>Hand!</source>
        <translation>Hand!</translation>
    </message>
    <message>
        <source>I take the Skat.</source>
        <translation>I take the Skat.</translation>
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
        <source>Durchmarsch by %1!</source>
        <translation>Durchmarsch by %1!</translation>
    </message>
    <message>
        <source>Minus points: %1</source>
        <translation>Minus points: %1</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Skat&lt;/h3&gt;&lt;p&gt;You play against Amiga I (left) and Amiga II (right). Each gets ten cards, two lie in the middle as the Skat. The bidding decides who plays alone (the declarer) against the other two: the one who can promise the highest game value wins it. Click the button with the next value, or &quot;Pass!&quot;; when you are asked, answer &quot;Yes&quot; or &quot;Pass!&quot;. If everybody passes, Ramsch is played.&lt;/p&gt;&lt;p&gt;As declarer you play Hand or take the Skat: then click two cards to lay away (click again to take one back) and confirm. Then choose the game: Diamonds (9), Hearts (10), Spades (11), Clubs (12), Grand (24) or Null. In a Hand game you may announce Schneider, Schwarz or Ouvert.&lt;/p&gt;&lt;p&gt;You must follow suit; the jacks are trumps (in Null they are not). The declarer needs 61 of the 120 card points. Aces count 11, tens 10, kings 4, queens 3, jacks 2.&lt;/p&gt;&lt;p&gt;A game is worth its base value × (matadors &quot;with&quot; or &quot;without&quot; + 1 + Hand + Schneider + …). A game whose value stays below the bid is lost (overbid). A lost game counts double. Ramsch: whoever takes the most points loses them.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new deal, F2 deal by number, F7 score list, Shift+F1 new session, F8 save the session, F9 resume it, F10 close.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Options:&lt;/b&gt; the rules of today&apos;s International Skat Order (ISkO) or of the Amiga program of 1990 (no Null, no jacks laid away, Kontra and Re), Kontra and Re, collecting tricks by itself, and how well Amiga I and Amiga II play.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skat&lt;/h3&gt;&lt;p&gt;You play against Amiga I (left) and Amiga II (right). Each gets ten cards, two lie in the middle as the Skat. The bidding decides who plays alone (the declarer) against the other two: the one who can promise the highest game value wins it. Click the button with the next value, or &quot;Pass!&quot;; when you are asked, answer &quot;Yes&quot; or &quot;Pass!&quot;. If everybody passes, Ramsch is played.&lt;/p&gt;&lt;p&gt;As declarer you play Hand or take the Skat: then click two cards to lay away (click again to take one back) and confirm. Then choose the game: Diamonds (9), Hearts (10), Spades (11), Clubs (12), Grand (24) or Null. In a Hand game you may announce Schneider, Schwarz or Ouvert.&lt;/p&gt;&lt;p&gt;You must follow suit; the jacks are trumps (in Null they are not). The declarer needs 61 of the 120 card points. Aces count 11, tens 10, kings 4, queens 3, jacks 2.&lt;/p&gt;&lt;p&gt;A game is worth its base value × (matadors &quot;with&quot; or &quot;without&quot; + 1 + Hand + Schneider + …). A game whose value stays below the bid is lost (overbid). A lost game counts double. Ramsch: whoever takes the most points loses them.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a card to play it, or drag it onto the table; a click collects a finished trick.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new deal, F2 deal by number, F7 score list, Shift+F1 new session, F8 save the session, F9 resume it, F10 close.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Options:&lt;/b&gt; the rules of today&apos;s International Skat Order (ISkO) or of the Amiga program of 1990 (no Null, no jacks laid away, Kontra and Re), Kontra and Re, collecting tricks by itself, and how well Amiga I and Amiga II play.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>Numeric columns are right-aligned.</extracomment>
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
        <source>Score list (%1 rules)</source>
        <translation>Score list (%1 rules)</translation>
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
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Vierfrei</name>
    <message>
        <source>New random deal</source>
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
        <source>Vierfrei – deal %1</source>
        <translation>Vierfrei – deal %1</translation>
    </message>
    <message>
        <source>Won in %1 moves.</source>
        <translation>Won in %1 moves.</translation>
    </message>
    <message>
        <source>Moves: %1   Cards left: %2   Supermove: up to %3 cards</source>
        <translation>Moves: %1   Cards left: %2   Supermove: up to %3 cards</translation>
    </message>
    <message>
        <source>Solvable from here.</source>
        <translation>Solvable from here.</translation>
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
        <source>Won! Deal %1 in %2 moves.</source>
        <translation>Won! Deal %1 in %2 moves.</translation>
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
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Put all 52 cards onto the four foundations at the top right, each suit from the ace up to the king. A card on a foundation stays there.&lt;/p&gt;&lt;p&gt;In the eight columns a card may go onto a card of the other colour that is one higher (a red nine on a black ten). An empty column takes any card. Each of the four free cells at the top left holds one card.&lt;/p&gt;&lt;p&gt;Only single cards move. Drag the first card of a correctly built run to move the whole run: it is carried out card by card through free cells and empty columns, so it may be at most (free cells + 1) × 2&lt;sup&gt;empty columns&lt;/sup&gt; long (an empty target column does not count).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; drag a card or a run; right click sends a card (or a run) to the free cells; double click sends a card to its foundation, or else to a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new random deal, F2 deal by number (1 – 999 999, the same numbers as Microsoft FreeCell), F3 restart, Delete removes every card that can never be needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 close.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Put all 52 cards onto the four foundations at the top right, each suit from the ace up to the king. A card on a foundation stays there.&lt;/p&gt;&lt;p&gt;In the eight columns a card may go onto a card of the other colour that is one higher (a red nine on a black ten). An empty column takes any card. Each of the four free cells at the top left holds one card.&lt;/p&gt;&lt;p&gt;Only single cards move. Drag the first card of a correctly built run to move the whole run: it is carried out card by card through free cells and empty columns, so it may be at most (free cells + 1) × 2&lt;sup&gt;empty columns&lt;/sup&gt; long (an empty target column does not count).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; drag a card or a run; right click sends a card (or a run) to the free cells; double click sends a card to its foundation, or else to a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new random deal, F2 deal by number (1 – 999 999, the same numbers as Microsoft FreeCell), F3 restart, Delete removes every card that can never be needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 close.&lt;/p&gt;</translation>
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
    <message>
        <source>The statistics could not</source>
        <translation>The statistics could not</translation>
    </message>
    <message>
        <source>be saved:</source>
        <translation>be saved:</translation>
    </message>
</context>
</TS>

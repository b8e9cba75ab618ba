<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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

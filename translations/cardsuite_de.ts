<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
    <name>Vierfrei</name>
    <message>
        <source>New random deal</source>
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
        <source>Vierfrei – deal %1</source>
        <translation>Vierfrei – Spiel %1</translation>
    </message>
    <message>
        <source>Won in %1 moves.</source>
        <translation>Gewonnen in %1 Zügen.</translation>
    </message>
    <message>
        <source>Moves: %1   Cards left: %2   Supermove: up to %3 cards</source>
        <translation>Züge: %1   Karten übrig: %2   Reihe: bis %3 Karten</translation>
    </message>
    <message>
        <source>Solvable from here.</source>
        <translation>Von hier aus lösbar.</translation>
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
        <source>Won! Deal %1 in %2 moves.</source>
        <translation>Gewonnen! Spiel %1 in %2 Zügen.</translation>
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
    <message>
        <source>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Put all 52 cards onto the four foundations at the top right, each suit from the ace up to the king. A card on a foundation stays there.&lt;/p&gt;&lt;p&gt;In the eight columns a card may go onto a card of the other colour that is one higher (a red nine on a black ten). An empty column takes any card. Each of the four free cells at the top left holds one card.&lt;/p&gt;&lt;p&gt;Only single cards move. Drag the first card of a correctly built run to move the whole run: it is carried out card by card through free cells and empty columns, so it may be at most (free cells + 1) × 2&lt;sup&gt;empty columns&lt;/sup&gt; long (an empty target column does not count).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; drag a card or a run; right click sends a card (or a run) to the free cells; double click sends a card to its foundation, or else to a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; F1 new random deal, F2 deal by number (1 – 999 999, the same numbers as Microsoft FreeCell), F3 restart, Delete removes every card that can never be needed again, Ctrl+Z undo, Ctrl+Shift+Z redo, F10 close.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Vierfrei&lt;/h3&gt;&lt;p&gt;Alle 52 Karten sollen auf die vier Ablagestapel rechts oben, jede Farbe vom As aufwärts bis zum König. Eine abgelegte Karte bleibt dort.&lt;/p&gt;&lt;p&gt;In den acht Reihen darf eine Karte auf eine Karte der anderen Farbe gelegt werden, die um eins höher ist (eine rote Neun auf eine schwarze Zehn). Eine leere Reihe nimmt jede Karte. Jeder der vier Zwischenablageplätze links oben nimmt eine Karte.&lt;/p&gt;&lt;p&gt;Es werden nur einzelne Karten bewegt. Zieht man die oberste Karte einer richtig gelegten Reihe, wird die ganze Reihe verschoben: Karte für Karte über freie Plätze und leere Reihen, daher höchstens (freie Plätze + 1) × 2&lt;sup&gt;leere Reihen&lt;/sup&gt; Karten (eine leere Zielreihe zählt nicht mit).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; Karte oder Reihe ziehen; Rechtsklick legt eine Karte (oder eine Reihe) auf die Zwischenablage; Doppelklick legt eine Karte ab, sonst auf einen freien Platz.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; F1 neues Zufallsspiel, F2 Spiel nach Nummer (1 – 999 999, dieselben Nummern wie Microsoft FreeCell), F3 Spiel neu beginnen, Entf legt alle Karten ab, die nie mehr gebraucht werden, Strg+Z Zug zurück, Strg+Umschalt+Z Zug wiederholen, F10 beenden.&lt;/p&gt;</translation>
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
    <message>
        <source>The statistics could not</source>
        <translation>Die Statistik konnte nicht</translation>
    </message>
    <message>
        <source>be saved:</source>
        <translation>gespeichert werden:</translation>
    </message>
</context>
</TS>

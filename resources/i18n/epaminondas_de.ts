<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalysisActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="234"/>
        <source>&amp;Analyse</source>
        <extracomment>QSettings key remembering the &quot;Show threats&quot; option.</extracomment>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="235"/>
        <source>Let the computer analyse the shown position continuously</source>
        <translation>Den Computer die gezeigte Stellung fortlaufend analysieren lassen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="239"/>
        <source>Show &amp;threats</source>
        <translation>&amp;Drohungen zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="241"/>
        <source>Mark your pieces the opponent could capture and the home-row squares it could enter</source>
        <translation>Eigene Steine markieren, die der Gegner schlagen könnte, und die Felder der Grundreihe, die er betreten könnte</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="247"/>
        <source>&amp;Review game…</source>
        <translation>Partie aus&amp;werten…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="248"/>
        <source>Grade every move of this game and find the errors</source>
        <translation>Jeden Zug dieser Partie bewerten und die Fehler finden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="256"/>
        <source>&amp;Analysis panel</source>
        <translation>&amp;Analysebereich</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="257"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="258"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="259"/>
        <source>Lines</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="260"/>
        <source>Review</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="265"/>
        <source>Paused while the game is reviewed.</source>
        <translation>Pausiert, während die Partie ausgewertet wird.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="267"/>
        <source>Paused while the computer thinks.</source>
        <translation>Pausiert, während der Computer nachdenkt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="324"/>
        <source>The game has changed since this review: review it again (Ctrl+R).</source>
        <translation>Die Partie hat sich seit dieser Auswertung geändert: werte sie erneut aus (Strg+R).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="342"/>
        <source>Press Review to see where the game was won and lost.</source>
        <translation>Drücke „Auswerten“, um zu sehen, wo die Partie gewonnen und verloren wurde.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="432"/>
        <source>The analysis failed: %1. Choose another engine in Preferences → Engines.</source>
        <translation>Die Analyse ist fehlgeschlagen: %1. Wähle unter Einstellungen → Engines eine andere Engine.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="438"/>
        <source>The analysis engine failed (%1); a new one was started and analyses on.</source>
        <translation>Die Analyse-Engine ist ausgefallen (%1); eine neue wurde gestartet und analysiert weiter.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="448"/>
        <source>Line %1: %2</source>
        <translation>Variante %1: %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="448"/>
        <source>Line %1: %2 — %3</source>
        <translation>Variante %1: %2 — %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="478"/>
        <source>Threats · red ring: a piece of the side to move that can be captured (%1) · dashed cell: a cell of the opponent&apos;s win zone he can enter (%2)</source>
        <translation>Bedrohungen · roter Ring: ein Stein der Seite am Zug, der geschlagen werden kann (%1) · gestricheltes Feld: ein Feld der Siegzone des Gegners, das er betreten kann (%2)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="483"/>
        <source>Threats · red ring: a piece of the side to move that can be captured (%1) · dashed square: a home-row square the opponent can enter (%2)</source>
        <translation>Bedrohungen · roter Ring: ein Stein der Seite am Zug, der geschlagen werden kann (%1) · gestricheltes Feld: ein Feld der Grundreihe, das der Gegner betreten kann (%2)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="525"/>
        <source>There are no moves to review yet.</source>
        <translation>Es gibt noch keine Züge zum Auswerten.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="541"/>
        <source>No mistakes to learn from: review the game first.</source>
        <translation>Keine Fehler zum Lernen: Lass die Partie zuerst bewerten.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="559"/>
        <source>Better than %1 was %2</source>
        <translation>Besser als %1 war %2</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="293"/>
        <source>Engine: %1</source>
        <translation>Engine: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="295"/>
        <source>The engine that analyses and reviews; another one can be chosen in Preferences → Engines.</source>
        <translation>Die Engine, die analysiert und auswertet; unter Einstellungen → Engines lässt sich eine andere wählen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="349"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="349"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="351"/>
        <source>Stop analysing</source>
        <translation>Analyse beenden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="353"/>
        <source>Let the computer analyse the position</source>
        <translation>Den Computer die Stellung analysieren lassen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="359"/>
        <source>Stopped at depth %1 · %2 nodes</source>
        <translation>Angehalten bei Tiefe %1 · %2 Knoten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="365"/>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Tiefe %1 · %2 Knoten · %3 Knoten/s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="371"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="380"/>
        <source>Press Analyse to see the best moves and how the game stands.</source>
        <translation>Drücke „Analysieren“, um die besten Züge und den Stand der Partie zu sehen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="387"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>BoardPart</name>
    <message>
        <location filename="../../epaminondas_gui/gui/board/part.py" line="158"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/board/part.py" line="160"/>
        <source>Arrow keys move the cursor, Enter picks up and drops a piece, Esc cancels.</source>
        <translation>Pfeiltasten bewegen den Cursor, Enter nimmt einen Stein auf und setzt ihn ab, Esc bricht ab.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../epaminondas_gui/gui/board/scene.py" line="189"/>
        <source>Slip %1 (%2 pieces)</source>
        <extracomment>Scene units the mouse must travel with the button down before a press becomes a drag.</extracomment>
        <translation>Seitschritt %1 (%2 Steine)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/board/scene.py" line="283"/>
        <source>That is off the board.</source>
        <translation>Das ist außerhalb des Bretts.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/board/scene.py" line="461"/>
        <source>Put the cursor on one of your pieces to pick it up.</source>
        <translation>Setze den Cursor auf einen deiner Steine, um ihn aufzunehmen.</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="36"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="37"/>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="39"/>
        <source>%1 min + %2 s</source>
        <translation>%1 Min. + %2 s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="42"/>
        <source>%1 s a move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="43"/>
        <source>Custom…</source>
        <translation>Eigene…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="45"/>
        <source>Custom time control</source>
        <translation>Eigene Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="46"/>
        <source>e.g. 5+3 or White 5+3, Black 1+1</source>
        <translation>z. B. 5+3 oder Weiß 5+3, Schwarz 1+1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="48"/>
        <source>Minutes + seconds added after each move, as the presets: 5+3, 90s+2, 10 (no increment), 30/move (seconds a move), or one for each side: White 5+3, Black 1+1</source>
        <translation>Minuten + Sekunden, die nach jedem Zug dazukommen, wie bei den Vorgaben: 5+3, 90s+2, 10 (ohne Zuschlag), 30/Zug (Sekunden pro Zug) oder eine je Seite: Weiß 5+3, Schwarz 1+1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="101"/>
        <source>Not a time control. Write minutes + seconds: 5+3, 90s+2, 10, 30/move, or White 5+3, Black 1+1.</source>
        <translation>Keine Zeitkontrolle. Minuten + Sekunden schreiben: 5+3, 90s+2, 10, 30/Zug oder Weiß 5+3, Schwarz 1+1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="104"/>
        <source>Read as: %1</source>
        <translation>Gelesen als: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="70"/>
        <source>&amp;Clock:</source>
        <translation>&amp;Uhr:</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="61"/>
        <source>The board is empty.</source>
        <translation>Das Brett ist leer.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="66"/>
        <source>%1 has no pieces.</source>
        <translation>%1 hat keine Steine.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="73"/>
        <source>%1 has more pieces in the win zone: %2 must capture them or even the count this move.</source>
        <translation>%1 hat mehr Steine in der Siegzone: %2 muss sie in diesem Zug schlagen oder gleichziehen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="83"/>
        <source>%1 has more pieces on %2&apos;s home row: %2 must capture them or even the count this move.</source>
        <translation>%1 hat mehr Steine auf der Grundreihe von %2: %2 muss sie in diesem Zug schlagen oder gleichziehen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="102"/>
        <source>The game would already be over: %1</source>
        <translation>Die Partie wäre schon vorbei: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="106"/>
        <source>Ready to play.</source>
        <translation>Bereit zum Spielen.</translation>
    </message>
</context>
<context>
    <name>EditorDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="129"/>
        <source>Set up a position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="140"/>
        <source>Files</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="143"/>
        <source>Ranks</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="161"/>
        <source>Midline (standard)</source>
        <translation>Mittellinie (Standard)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="161"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="162"/>
        <source>Anti-symmetry rule</source>
        <translation>Anti-Symmetrie-Regel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="166"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="168"/>
        <source>Far corner (3 cells)</source>
        <translation>Ferne Ecke (3 Felder)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="169"/>
        <source>Opponent&apos;s first row</source>
        <translation>Erste Reihe des Gegners</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="170"/>
        <source>Win zone</source>
        <translation>Siegzone</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="176"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="177"/>
        <source>Size (files × ranks):</source>
        <translation>Größe (Linien × Reihen):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="178"/>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="179"/>
        <source>Anti-&amp;symmetry rule:</source>
        <translation>Anti-&amp;Symmetrie-Regel:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="180"/>
        <source>&amp;Win zone:</source>
        <translation>Sieg&amp;zone:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="183"/>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="186"/>
        <source>&amp;Clear board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="187"/>
        <source>S&amp;tandard start</source>
        <translation>S&amp;tartstellung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="188"/>
        <source>S&amp;wap colours</source>
        <translation>Farben &amp;tauschen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="190"/>
        <source>Turn the board around and swap the colours and the side to move</source>
        <translation>Das Brett umdrehen und die Farben und die Seite am Zug tauschen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="192"/>
        <source>C&amp;opy position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="193"/>
        <source>Copy the position as an EFN string</source>
        <translation>Die Stellung als EFN-Zeichenkette kopieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="194"/>
        <source>&amp;Paste position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="195"/>
        <source>Set up the position from an EFN string</source>
        <translation>Die Stellung aus einer EFN-Zeichenkette aufbauen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="201"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="214"/>
        <source>Left click: White piece. Right click: Black piece. Click a piece with its own button to remove it. Drag to paint several squares. Keyboard: arrows, W, B, Delete.</source>
        <translation>Linksklick: weißer Stein. Rechtsklick: schwarzer Stein. Ein Klick mit der Taste seiner Farbe entfernt einen Stein. Ziehen setzt Steine auf mehrere Felder. Tastatur: Pfeiltasten, W (weiß), B (schwarz), Entf.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="246"/>
        <source>&amp;Play from here</source>
        <translation>Von hier &amp;spielen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="249"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="312"/>
        <source>%1 pieces do not fit on this board; a larger one brings them back.</source>
        <translation>%1 Steine passen nicht auf dieses Brett; ein größeres bringt sie zurück.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="353"/>
        <source>Position copied: %1</source>
        <translation>Stellung kopiert: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="365"/>
        <source>This is not a position string (EFN): %1</source>
        <translation>Das ist keine Stellungs-Zeichenkette (EFN): %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="441"/>
        <source>Pieces: %1 White, %2 Black</source>
        <translation>Steine: %1 Weiß, %2 Schwarz</translation>
    </message>
</context>
<context>
    <name>EngineDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="72"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="77"/>
        <source>Path of the engine&apos;s program</source>
        <translation>Pfad des Engine-Programms</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="78"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="82"/>
        <source>Name=value; Name=value</source>
        <translation>Name=Wert; Name=Wert</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="84"/>
        <source>Options sent with &apos;setoption&apos; when the engine starts, e.g. Hash=128</source>
        <translation>Optionen, die beim Start mit &apos;setoption&apos; gesendet werden, z. B. Hash=128</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="88"/>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="97"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="99"/>
        <source>&amp;Program:</source>
        <translation>&amp;Programm:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="102"/>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumente:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="103"/>
        <source>&amp;Options:</source>
        <translation>&amp;Optionen:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="119"/>
        <source>Engine program</source>
        <translation>Engine-Programm</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="130"/>
        <source>The engine needs a name.</source>
        <translation>Die Engine braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="132"/>
        <source>There is already an engine called %1.</source>
        <translation>Es gibt schon eine Engine namens %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="134"/>
        <source>Choose the engine&apos;s program.</source>
        <translation>Wähle das Programm der Engine.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="138"/>
        <source>Option &apos;%1&apos; needs a value: write Name=value.</source>
        <translation>Option &apos;%1&apos; braucht einen Wert: schreibe Name=Wert.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="153"/>
        <source>Starting the engine…</source>
        <translation>Engine wird gestartet…</translation>
    </message>
</context>
<context>
    <name>EnginesPage</name>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="115"/>
        <source>Epaminondas (built-in)</source>
        <translation>Epaminondas (eingebaut)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="54"/>
        <source>It answered in %1 ms.</source>
        <translation>Sie hat in %1 ms geantwortet.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="178"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="179"/>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="180"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="181"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="188"/>
        <source>Analysis engine</source>
        <translation>Analyse-Engine</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="190"/>
        <source>Engines are programs that speak the Epaminondas engine protocol. Choose one as a player in New game, or here for analysis and game review.</source>
        <translation>Engines sind Programme, die das Epaminondas-Engine-Protokoll sprechen. Wähle eine als Spieler unter Neues Spiel oder hier für Analyse und Partieauswertung.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="204"/>
        <source>Analysis and &amp;review:</source>
        <translation>Analyse und &amp;Auswertung:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="224"/>
        <source>Always there; plays at the levels of New game.</source>
        <translation>Immer vorhanden; spielt auf den Stufen von Neues Spiel.</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="63"/>
        <source>W in %1</source>
        <extracomment>Centi-pieces at which the logistic curve gives the leader about 73 % of the bar: one extra piece (100) is a clear but not decisive edge in a game of 28 pieces a side.</extracomment>
        <translation>W in %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="64"/>
        <source>White wins in %1</source>
        <translation>Weiß gewinnt in %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="68"/>
        <source>B in %1</source>
        <translation>S in %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="69"/>
        <source>Black wins in %1</source>
        <translation>Schwarz gewinnt in %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="155"/>
        <source>Evaluation: none yet</source>
        <extracomment>The displayed share (animated); White&apos;s part of the bar, 0..1.</extracomment>
        <translation>Bewertung: noch keine</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="157"/>
        <source>Evaluation (White&apos;s point of view): %1</source>
        <translation>Bewertung (aus Sicht von Weiß): %1</translation>
    </message>
</context>
<context>
    <name>EvalGraphWidget</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="231"/>
        <source>not analysed yet</source>
        <translation>noch nicht analysiert</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="233"/>
        <source>Start: %1</source>
        <translation>Anfang: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="236"/>
        <source>After move %1: %2</source>
        <translation>Nach Zug %1: %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="238"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="246"/>
        <source>better: %1</source>
        <translation>besser: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="330"/>
        <source>No review yet</source>
        <translation>Noch keine Auswertung</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="180"/>
        <source>&amp;Open…</source>
        <extracomment>How long closing the window waits for the last autosave to be written. How long closing, replacing or opening a game waits for a save being written.</extracomment>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="180"/>
        <source>Open a saved game</source>
        <translation>Eine gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="183"/>
        <source>Saved &amp;games…</source>
        <translation>Gespeicherte &amp;Partien…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="184"/>
        <source>Browse the games in your games folder</source>
        <translation>Die Partien in deinem Partienordner durchsehen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="186"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="186"/>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="187"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="187"/>
        <source>Save the game to a new file</source>
        <translation>Die Partie in einer neuen Datei speichern</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="190"/>
        <source>&amp;Copy game</source>
        <translation>Partie &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="191"/>
        <source>Copy the whole game record as text</source>
        <translation>Die ganze Partienotation als Text kopieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="195"/>
        <source>&amp;Paste game</source>
        <translation>Partie &amp;einfügen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="196"/>
        <source>Open a game record from the clipboard</source>
        <translation>Eine Partienotation aus der Zwischenablage öffnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="200"/>
        <source>&amp;Export board as image…</source>
        <translation>Brett als Bild &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="201"/>
        <source>Save the position shown as a PNG or SVG picture</source>
        <translation>Die gezeigte Stellung als PNG- oder SVG-Bild speichern</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="205"/>
        <source>Set up &amp;position…</source>
        <translation>Stellung auf&amp;bauen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="206"/>
        <source>Place pieces freely, then play or analyse from there</source>
        <translation>Steine frei aufstellen, dann von dort spielen oder analysieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="213"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="227"/>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="236"/>
        <source>%1[*] (%2)</source>
        <translation>%1[*] (%2)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="239"/>
        <source>%1[*] (%2, %3)</source>
        <translation>%1[*] (%2, %3)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="296"/>
        <source>The game could not be autosaved: %1</source>
        <translation>Die Partie konnte nicht automatisch gesichert werden: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="354"/>
        <source>Unsaved game</source>
        <translation>Ungespeicherte Partie</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="355"/>
        <source>Do you want to save the current game first?</source>
        <translation>Möchtest du die aktuelle Partie zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="372"/>
        <source>Resume the unfinished game you last played %1?</source>
        <translation>Die unbeendete Partie fortsetzen, die du zuletzt %1 gespielt hast?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="375"/>
        <source>Resume the unfinished game from an earlier session?</source>
        <translation>Die unbeendete Partie aus einer früheren Sitzung fortsetzen?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="377"/>
        <source>Resume game</source>
        <translation>Partie fortsetzen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="442"/>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="494"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="502"/>
        <source>Export board as image</source>
        <translation>Brett als Bild exportieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="504"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="517"/>
        <source>Cannot export the board</source>
        <translation>Brett kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="518"/>
        <source>The picture could not be saved: %1</source>
        <translation>Das Bild konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="522"/>
        <source>Board saved as %1</source>
        <translation>Brett gespeichert als %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="527"/>
        <source>Game copied to the clipboard.</source>
        <translation>Partie in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="560"/>
        <source>One game at a time: %1 not opened.</source>
        <translation>Eine Partie auf einmal: %1 nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="29"/>
        <source>Epaminondas games (*.epam)</source>
        <translation>Epaminondas-Partien (*.epam)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="31"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="42"/>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="74"/>
        <source>Cannot open game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="75"/>
        <source>“%1” is not a game record this program can read.</source>
        <translation>„%1“ ist keine Partieaufzeichnung, die dieses Programm lesen kann.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="105"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="118"/>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="135"/>
        <source>Cannot save game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="136"/>
        <source>The game could not be saved to “%1”.</source>
        <translation>Die Partie konnte nicht unter „%1“ gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="157"/>
        <source>Cannot paste game</source>
        <translation>Partie kann nicht eingefügt werden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="162"/>
        <source>The clipboard holds no text to read a game from.</source>
        <translation>Die Zwischenablage enthält keinen Text, aus dem sich eine Partie lesen ließe.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="171"/>
        <source>The clipboard text is not a game record.</source>
        <translation>Der Text in der Zwischenablage ist keine Partieaufzeichnung.</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="81"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="81"/>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="82"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="82"/>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="83"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="83"/>
        <source>Replay a move taken back</source>
        <translation>Einen zurückgenommenen Zug wieder ausführen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="84"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="85"/>
        <source>Show a good move; press again for the next</source>
        <translation>Einen guten Zug zeigen; erneut drücken für den nächsten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="86"/>
        <source>&amp;Move now</source>
        <translation>&amp;Sofort ziehen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="87"/>
        <source>Make the computer play its best move so far (paused: play one move)</source>
        <translation>Den Computer seinen bisher besten Zug spielen lassen (angehalten: einen Zug spielen)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="88"/>
        <source>&amp;Pause the computer</source>
        <translation>Computer an&amp;halten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="89"/>
        <source>The computer makes no move until you press Pause again; Move now plays one</source>
        <translation>Der Computer zieht nicht, bis du erneut „Anhalten“ wählst; „Sofort ziehen“ spielt einen Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="91"/>
        <source>Re&amp;sign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="91"/>
        <source>Give up this game</source>
        <translation>Dieses Spiel aufgeben</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="92"/>
        <source>Offer &amp;draw…</source>
        <translation>Re&amp;mis anbieten…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="93"/>
        <source>Propose a draw to the other player</source>
        <translation>Dem anderen Spieler ein Remis anbieten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="94"/>
        <source>&amp;Claim draw</source>
        <translation>Remis &amp;beanspruchen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="95"/>
        <source>Claim a draw by threefold repetition</source>
        <translation>Remis wegen dreifacher Wiederholung beanspruchen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="96"/>
        <source>Go to &amp;start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="96"/>
        <source>Show the starting position</source>
        <translation>Die Anfangsstellung zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="97"/>
        <source>&amp;Back one move</source>
        <translation>Einen Zug &amp;zurück</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="97"/>
        <source>Show the previous position</source>
        <translation>Die vorige Stellung zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="98"/>
        <source>F&amp;orward one move</source>
        <translation>Einen Zug &amp;vor</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="98"/>
        <source>Show the next position</source>
        <translation>Die nächste Stellung zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="99"/>
        <source>Go to &amp;end</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="99"/>
        <source>Show the current position</source>
        <translation>Die aktuelle Stellung zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="144"/>
        <source>Take back the result</source>
        <translation>Ergebnis zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="145"/>
        <source>The game has ended: %1 Take that back and play on?</source>
        <translation>Die Partie ist beendet: %1 Das zurücknehmen und weiterspielen?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="151"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="151"/>
        <source>Do you really want to resign this game?</source>
        <translation>Willst du dieses Spiel wirklich aufgeben?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="157"/>
        <source>Draw offered</source>
        <translation>Remis angeboten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="158"/>
        <source>%1, do you accept a draw?</source>
        <translation>%1, nimmst du das Remis an?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="161"/>
        <source>The draw offer was declined.</source>
        <translation>Das Remisangebot wurde abgelehnt.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="341"/>
        <source>Home rows</source>
        <translation>Grundreihen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="230"/>
        <source>Moves</source>
        <extracomment>Below this height (pixels the panel is given), it folds what a player can do without (section titles, the long home-row sentence, a tall comment box), so that the move list keeps its rows on a small screen with the analysis open. How often a running clock&apos;s text is brought up to date (tenths show under 10 s).</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="495"/>
        <source>The computer is paused: Move now plays one move, Go on lets it play on.</source>
        <translation>Der Computer ist angehalten: „Sofort ziehen“ spielt einen Zug, „Weiter“ lässt ihn weiterspielen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="507"/>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="508"/>
        <source>Move now</source>
        <translation>Sofort ziehen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="267"/>
        <source>White %1 on Black&apos;s home row (row %2), Black %3 on White&apos;s (row 1).</source>
        <translation>Weiß %1 auf der Grundreihe von Schwarz (Reihe %2), Schwarz %3 auf der von Weiß (Reihe 1).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="261"/>
        <source>White %1 in White&apos;s win zone, Black %2 in Black&apos;s.</source>
        <translation>Weiß %1 in der Siegzone von Weiß, Schwarz %2 in der von Schwarz.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="332"/>
        <source>Win zones: White %1 · Black %2</source>
        <translation>Siegzonen: Weiß %1 · Schwarz %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="334"/>
        <source>Home rows: White %1 · Black %2</source>
        <translation>Grundreihen: Weiß %1 · Schwarz %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="340"/>
        <source>Win zones</source>
        <translation>Siegzonen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="381"/>
        <source>Engine · %1 · level %2</source>
        <translation>Engine · %1 · Stufe %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="383"/>
        <source>Computer · level %1 (%2)</source>
        <translation>Computer · Stufe %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="389"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="402"/>
        <source>the start</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="403"/>
        <source>Viewing %1 · %2 to move</source>
        <translation>Ansicht: %1 · %2 am Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="407"/>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="409"/>
        <source>threefold repetition: a draw can be claimed</source>
        <translation>dreifache Wiederholung: Remis kann beansprucht werden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="415"/>
        <source>in a variation you move both sides</source>
        <translation>in einer Variante ziehst du für beide Seiten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="426"/>
        <source>no anti-symmetry rule</source>
        <translation>ohne Antisymmetrieregel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="434"/>
        <source>To sideslip: hold Shift, grab one end of the line and drop it where the other end lands.</source>
        <translation>Seitschritt: Umschalt halten, ein Ende der Linie greifen und dort ablegen, wo das andere Ende landet.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="449"/>
        <source>%1 has more pieces in the win zone: capture one or enter yours — or you lose.</source>
        <translation>%1 hat mehr Steine in der Siegzone: schlage einen oder ziehe in deine — sonst verlierst du.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="455"/>
        <source>%1 has more pieces on your home row: capture one or enter row %2 — or you lose.</source>
        <translation>%1 hat mehr Steine auf deiner Grundreihe: schlage einen oder ziehe auf Reihe %2 — sonst verlierst du.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="477"/>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="480"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="483"/>
        <source>%1 is thinking… depth %2 · score %3 · %4</source>
        <translation>%1 denkt nach… Tiefe %2 · Bewertung %3 · %4</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="510"/>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="510"/>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="512"/>
        <source>Let the computer play on (P)</source>
        <translation>Den Computer weiterspielen lassen (P)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="513"/>
        <source>The computer makes no move until you go on (P)</source>
        <translation>Der Computer zieht nicht, bis du fortfährst (P)</translation>
    </message>
</context>
<context>
    <name>GamesBrowserDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="236"/>
        <source>Saved games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="274"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="276"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="277"/>
        <source>Show &amp;folder</source>
        <translation>&amp;Ordner zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="317"/>
        <source>Games in %1</source>
        <translation>Partien in %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="323"/>
        <source>No saved games yet. Games you save go to %1.</source>
        <translation>Noch keine gespeicherten Partien. Gespeicherte Partien landen in %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="360"/>
        <source>The position at the end of the game</source>
        <translation>Die Stellung am Ende der Partie</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="48"/>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="48"/>
        <source>How to play Epaminondas</source>
        <translation>Wie man Epaminondas spielt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="49"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="50"/>
        <source>Every key of the window, the board and the move list</source>
        <translation>Alle Tasten des Fensters, des Bretts und der Zugliste</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="51"/>
        <source>&amp;About Epaminondas</source>
        <translation>Ü&amp;ber Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="51"/>
        <source>About this program</source>
        <translation>Über dieses Programm</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="52"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="52"/>
        <source>About the Qt toolkit</source>
        <translation>Über das Qt-Toolkit</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="72"/>
        <source>About Epaminondas</source>
        <translation>Über Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="74"/>
        <source>&lt;h3&gt;Epaminondas %1&lt;/h3&gt;&lt;p&gt;Robert Abbott&apos;s game of phalanxes, with exact rules, a computer opponent and hints.&lt;/p&gt;&lt;p&gt;Board sizes from 4×4 to 26×26. Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Epaminondas %1&lt;/h3&gt;&lt;p&gt;Robert Abbotts Spiel der Phalanxen, mit genauen Regeln, einem Computergegner und Tipps.&lt;/p&gt;&lt;p&gt;Brettgrößen von 4×4 bis 26×26. Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="45"/>
        <source>captures %1</source>
        <translation>schlägt %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="48"/>
        <source>enters the win zone</source>
        <translation>zieht in die Siegzone</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="49"/>
        <source>enters the far row</source>
        <translation>erreicht die gegnerische Grundreihe</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="52"/>
        <source>wins at the start of the next turn</source>
        <translation>gewinnt zu Beginn des nächsten Zuges</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="53"/>
        <source>wins by force in %1 moves</source>
        <translation>gewinnt erzwungen in %1 Zügen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="56"/>
        <source>loses at once</source>
        <translation>verliert sofort</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="58"/>
        <source>lets the opponent win with his next move</source>
        <translation>lässt den Gegner mit seinem nächsten Zug gewinnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="59"/>
        <source>lets the opponent force a win in %1 moves</source>
        <translation>lässt den Gegner in %1 Zügen erzwungen gewinnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="61"/>
        <source>allows the capture %1</source>
        <translation>erlaubt das Schlagen %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="63"/>
        <source>threatens the capture %1</source>
        <translation>droht das Schlagen %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="65"/>
        <source>threatens to enter at %1</source>
        <translation>droht, auf %1 einzuziehen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="67"/>
        <source>stops the capture %1</source>
        <translation>verhindert das Schlagen %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="68"/>
        <source>stops the entry at %1</source>
        <translation>verhindert den Einzug auf %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="76"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="84"/>
        <source>Hint %1 of %2: %3 — %4</source>
        <translation>Tipp %1 von %2: %3 — %4</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="85"/>
        <source>Hint %1 of %2: %3</source>
        <translation>Tipp %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>LearnActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="49"/>
        <source>&amp;Learn to play…</source>
        <translation>Spielen &amp;lernen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="50"/>
        <source>Short interactive lessons: the rules, move by move</source>
        <translation>Kurze interaktive Lektionen: die Regeln, Zug für Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="51"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Aufgaben…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="52"/>
        <source>Find the winning or the saving move</source>
        <translation>Finde den Gewinnzug oder den rettenden Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="61"/>
        <source>The lessons cannot be opened.</source>
        <translation>Die Lektionen können nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="69"/>
        <source>The puzzles cannot be opened.</source>
        <translation>Die Aufgaben können nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="73"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="74"/>
        <source>Reinstalling the app restores the files.</source>
        <translation>Eine Neuinstallation des Programms stellt die Dateien wieder her.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="129"/>
        <source>Welcome to Epaminondas</source>
        <translation>Willkommen bei Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="130"/>
        <source>New to Epaminondas? Nine short lessons teach the rules by playing them (about ten minutes). You can open them later from Help → Learn to play.</source>
        <translation>Neu bei Epaminondas? Neun kurze Lektionen bringen dir die Regeln im Spiel bei (etwa zehn Minuten). Du findest sie später unter Hilfe → Spielen lernen.</translation>
    </message>
</context>
<context>
    <name>LearnDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="137"/>
        <source>Learn to play</source>
        <extracomment>Kinds of feedback line (their colours: palettes.FEEDBACK): done, try again.</extracomment>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="139"/>
        <source>&amp;Try again</source>
        <translation>&amp;Nochmal</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="140"/>
        <source>Put the step&apos;s position back</source>
        <translation>Die Stellung dieses Schritts wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="141"/>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="142"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="153"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="174"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="190"/>
        <source>You have finished the course. Start a game from Game → New game, or try the puzzles (Analysis → Puzzles).</source>
        <translation>Du hast den Kurs abgeschlossen. Starte eine Partie über Spiel → Neues Spiel oder versuch dich an den Aufgaben (Analyse → Aufgaben).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="211"/>
        <source>Not this move.</source>
        <translation>Nicht dieser Zug.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="229"/>
        <source>Well done.</source>
        <translation>Gut gemacht.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="249"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="250"/>
        <source>Close the window</source>
        <translation>Das Fenster schließen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="260"/>
        <source>Game &amp;panel</source>
        <translation>Spiel&amp;leiste</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="261"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="262"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="263"/>
        <source>&amp;Settings</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="264"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="265"/>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="266"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="300"/>
        <source>The computer is thinking: wait for its move, or press Move now.</source>
        <translation>Der Computer denkt nach: warte auf seinen Zug oder drücke Sofort ziehen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="302"/>
        <source>The game is over here: go back in the move list to try other moves.</source>
        <translation>Hier ist die Partie zu Ende: geh in der Zugliste zurück, um andere Züge zu versuchen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="304"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="398"/>
        <source>The computer&apos;s engine failed (%1); a new one was started and the game goes on.</source>
        <translation>Die Engine des Computers ist ausgefallen (%1); eine neue wurde gestartet, die Partie geht weiter.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="402"/>
        <source>The computer failed: %1. Choose another engine or a human player in New game.</source>
        <translation>Der Computer ist gescheitert: %1. Wähle unter Neues Spiel eine andere Engine oder einen menschlichen Spieler.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="309"/>
        <source>%1 played %2</source>
        <translation>%1 spielte %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="343"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="345"/>
        <source>The game is drawn.</source>
        <translation>Das Spiel endet remis.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="347"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="392"/>
        <source>No move to suggest.</source>
        <translation>Kein Zug vorzuschlagen.</translation>
    </message>
</context>
<context>
    <name>MatchActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/match/actions.py" line="34"/>
        <source>&amp;Engine match…</source>
        <translation>Engine-Ma&amp;tch…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/actions.py" line="35"/>
        <source>Let built-in levels and engine programs play each other</source>
        <translation>Lass eingebaute Stufen und Engine-Programme gegeneinander spielen</translation>
    </message>
</context>
<context>
    <name>MatchDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="114"/>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="244"/>
        <source>Engine match</source>
        <extracomment>stats.elo&apos;s value for a score of 0 or 1 (it keeps it finite). How long stopping waits for the games&apos; threads (each closes its engines first).</extracomment>
        <translation>Engine-Match</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Won</source>
        <translation>Gew.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="130"/>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="130"/>
        <source>Lost</source>
        <translation>Verl.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="130"/>
        <source>Elo (95%)</source>
        <translation>Elo (95 %)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="135"/>
        <source>The Elo difference to the first player, with its 95% confidence interval</source>
        <translation>Der Elo-Unterschied zum ersten Spieler, mit seinem 95-%-Konfidenzintervall</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="160"/>
        <source>Open in the window</source>
        <translation>Im Fenster öffnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="161"/>
        <source>Open this game&apos;s saved record on the main board</source>
        <translation>Öffne die gespeicherte Partie auf dem Hauptbrett</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="168"/>
        <source>Standings:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="175"/>
        <source>Games (select one to watch it):</source>
        <translation>Partien (wähle eine, um sie anzusehen):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="191"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="194"/>
        <source>St&amp;op</source>
        <translation>Ab&amp;brechen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="226"/>
        <source>The games cannot be saved in %1: %2</source>
        <translation>Die Partien können nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="296"/>
        <source>The match ended on an error: %1</source>
        <translation>Das Match endete mit einem Fehler: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="334"/>
        <source>The game could not be saved: %1</source>
        <translation>Die Partie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="350"/>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="379"/>
        <source>reference</source>
        <translation>Bezug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="391"/>
        <source>%1 of %2 games played.</source>
        <translation>%1 von %2 Partien gespielt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="394"/>
        <source>Stopping…</source>
        <translation>Wird beendet…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="396"/>
        <source>Stopped. Games played: %1.</source>
        <translation>Abgebrochen. Gespielte Partien: %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="398"/>
        <source>The match is over. Games played: %1.</source>
        <translation>Das Match ist zu Ende. Gespielte Partien: %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="400"/>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="402"/>
        <source>Tick the players, then Start.</source>
        <translation>Hake die Spieler an, dann Starten.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="404"/>
        <source>A player failed in %1 games (see the games&apos; tooltips).</source>
        <translation>Ein Spieler ist in %1 Partien ausgefallen (zeig mit der Maus auf die Partien, um zu sehen, warum).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="443"/>
        <source>move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
</context>
<context>
    <name>MatchSetupForm</name>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="79"/>
        <source>Level %1</source>
        <extracomment>The boards offered: (variant, width, height, zone); the hexagon has one size.</extracomment>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="92"/>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="92"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="101"/>
        <source>seconds + increment, e.g. 10+0.1</source>
        <translation>Sekunden + Zuschlag, z. B. 10+0.1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="122"/>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="124"/>
        <source>Each match saves its games into a new folder here; leave empty to save nothing</source>
        <translation>Jedes Match speichert seine Partien in einem neuen Ordner hier; lass das Feld leer, um nichts zu speichern</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="125"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="143"/>
        <source>&amp;Players (the first is the reference):</source>
        <translation>S&amp;pieler (der erste ist der Bezug):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="147"/>
        <source>&amp;Games per pair:</source>
        <translation>&amp;Partien je Paar:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="148"/>
        <source>&amp;Time:</source>
        <translation>Zei&amp;t:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="149"/>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="150"/>
        <source>&amp;Random opening moves:</source>
        <translation>&amp;Zufällige Eröffnungszüge:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="151"/>
        <source>Games at on&amp;ce:</source>
        <translation>&amp;Gleichzeitige Partien:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="152"/>
        <source>Save games &amp;in:</source>
        <translation>Partien speichern &amp;in:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="156"/>
        <source>far corner</source>
        <translation>ferne Ecke</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="156"/>
        <source>first row</source>
        <translation>erste Reihe</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="177"/>
        <source>Save games in</source>
        <translation>Partien speichern in</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="200"/>
        <source>Tick two players or more in the list: a match needs an opponent.</source>
        <translation>Hake mindestens zwei Spieler in der Liste an: ein Match braucht einen Gegner.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="212"/>
        <source>“%1” is not a clock: write the seconds and the increment, e.g. 10+0.1 or 60.</source>
        <translation>„%1“ ist keine Bedenkzeit: schreib die Sekunden und den Zuschlag, z. B. 10+0.1 oder 60.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="226"/>
        <source>“%1” is a file, not a folder.</source>
        <translation>„%1“ ist eine Datei, kein Ordner.</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="94"/>
        <source>Learn from your mistakes</source>
        <translation>Aus deinen Fehlern lernen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="96"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="97"/>
        <source>Show the &amp;answer</source>
        <translation>&amp;Antwort zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="98"/>
        <source>Next (N)</source>
        <translation>Weiter (N)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="100"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="114"/>
        <source>Mistake %1 of %2</source>
        <translation>Fehler %1 von %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="117"/>
        <source>Move %1: you played %2 (%3). Find a better move for White.</source>
        <translation>Zug %1: Du hast %2 gespielt (%3). Finde einen besseren Zug für Weiß.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="119"/>
        <source>Move %1: you played %2 (%3). Find a better move for Black.</source>
        <translation>Zug %1: Du hast %2 gespielt (%3). Finde einen besseren Zug für Schwarz.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="146"/>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="162"/>
        <source>The engine failed (%1): try the move again.</source>
        <translation>Die Engine ist ausgefallen (%1): Versuche den Zug noch einmal.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="174"/>
        <source>%1 is not good enough. Try again, or ask for a hint.</source>
        <translation>%1 ist nicht gut genug. Versuche es noch einmal oder hole dir einen Tipp.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="180"/>
        <source>Right! %1 is the best move.</source>
        <translation>Richtig! %1 ist der beste Zug.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="181"/>
        <source>Right! %1 is as good as the best move, %2.</source>
        <translation>Richtig! %1 ist so gut wie der beste Zug, %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="195"/>
        <source>Hint: the better move %1.</source>
        <translation>Tipp: Der bessere Zug %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="197"/>
        <source>Hint: the better move starts at %1.</source>
        <translation>Tipp: Der bessere Zug beginnt auf %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="211"/>
        <source>The better move: %1.</source>
        <translation>Der bessere Zug: %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="227"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="228"/>
        <source>You found a better move for %1 of %2 mistakes.</source>
        <translation>Du hast für %1 von %2 Fehlern einen besseren Zug gefunden.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="234"/>
        <source>found with a hint</source>
        <translation>mit Tipp gefunden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="236"/>
        <source>found</source>
        <translation>gefunden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="238"/>
        <source>answer shown</source>
        <translation>Antwort gezeigt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="240"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="241"/>
        <source>Move %1 (%2): %3</source>
        <translation>Zug %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="244"/>
        <source>%1 of them after a hint.</source>
        <translation>%1 davon nach einem Tipp.</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="68"/>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="78"/>
        <source>Comment on this move</source>
        <translation>Kommentar zu diesem Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="79"/>
        <source>Type a comment; it is saved with the game.</source>
        <translation>Kommentar eingeben; er wird mit der Partie gespeichert.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="70"/>
        <source>Move list</source>
        <translation>Zugliste</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="85"/>
        <source>move 12: White&apos;s move, then Black&apos;s; click one to see its position</source>
        <translation>Zug 12: der Zug von Weiß, dann der von Schwarz; ein Klick zeigt die Stellung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="87"/>
        <source>the review&apos;s inaccuracy, mistake and blunder</source>
        <translation>Ungenauigkeit, Fehler und grober Fehler der Auswertung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="141"/>
        <source>Make this line the main line</source>
        <translation>Diese Variante zur Hauptvariante machen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="147"/>
        <source>Move variation up</source>
        <translation>Variante nach oben</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="150"/>
        <source>Move variation down</source>
        <translation>Variante nach unten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="152"/>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="154"/>
        <source>Delete the moves after this one</source>
        <translation>Die Züge danach löschen</translation>
    </message>
</context>
<context>
    <name>MoveTreeView</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_list.py" line="143"/>
        <source>No moves yet.</source>
        <translation>Noch keine Züge.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="116"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="116"/>
        <source>New game from this position</source>
        <translation>Neues Spiel aus dieser Stellung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="122"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="130"/>
        <source>Far corner (3 cells)</source>
        <translation>Ferne Ecke (3 Felder)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="131"/>
        <source>Opponent&apos;s first row</source>
        <translation>Erste Reihe des Gegners</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="132"/>
        <source>Win zone</source>
        <translation>Siegzone</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="143"/>
        <source>Standard 14 × 12</source>
        <translation>Standard 14 × 12</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="144"/>
        <source>Quick 8 × 8</source>
        <translation>Schnell 8 × 8</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="145"/>
        <source>Small 6 × 12</source>
        <translation>Klein 6 × 12</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="146"/>
        <source>Custom</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="149"/>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="152"/>
        <source>Files</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="155"/>
        <source>Ranks</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="157"/>
        <source>Starting rows</source>
        <translation>Startreihen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="159"/>
        <source>Midline (standard)</source>
        <translation>Mittellinie (Standard)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="159"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="160"/>
        <source>Anti-symmetry rule</source>
        <translation>Anti-Symmetrie-Regel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="165"/>
        <source>White (moves first)</source>
        <translation>Weiß (zieht zuerst)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="168"/>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="200"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="168"/>
        <source>Black (moves first)</source>
        <translation>Schwarz (zieht zuerst)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="179"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="181"/>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="182"/>
        <source>Size (files × ranks):</source>
        <translation>Größe (Linien × Reihen):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="183"/>
        <source>Starting &amp;rows each:</source>
        <translation>Start&amp;reihen je Seite:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="184"/>
        <source>Anti-&amp;symmetry rule:</source>
        <translation>Anti-&amp;Symmetrie-Regel:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="185"/>
        <source>&amp;Win zone:</source>
        <translation>Sieg&amp;zone:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="192"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="165"/>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="200"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="202"/>
        <source>The game starts from the position shown: %1, %2, %3 to move.</source>
        <translation>Die Partie beginnt in der gezeigten Stellung: %1, %2, %3 am Zug.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="257"/>
        <source>Win by having more pieces than the opponent in the three cells of the far corner.</source>
        <translation>Es gewinnt, wer mehr Steine als der Gegner in den drei Feldern der fernen Ecke hat.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="259"/>
        <source>Win by having more pieces than the opponent on the far edges, the opponent&apos;s whole first row.</source>
        <translation>Es gewinnt, wer mehr Steine als der Gegner an den fernen Rändern hat, auf der ganzen ersten Reihe des Gegners.</translation>
    </message>
</context>
<context>
    <name>NotationLegend</name>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="18"/>
        <source>a single piece moves from k2 to j1</source>
        <translation>ein einzelner Stein zieht von k2 nach j1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="19"/>
        <source>a group: its rear end g1, its head g2, and where the head lands, g4</source>
        <translation>eine Gruppe: ihr hinteres Ende g1, ihre Spitze g2 und das Feld, auf dem die Spitze landet, g4</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="20"/>
        <source>a capture: the move, then after the colon the number of pieces captured (here 1)</source>
        <translation>ein Schlag: der Zug, dann nach dem Doppelpunkt die Zahl der geschlagenen Steine (hier 1)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="21"/>
        <source>a sideslip (Abanondas): the two ends of the line, then where each of them lands</source>
        <translation>ein Seitschritt (Abanondas): die beiden Enden der Linie, dann wo jedes von ihnen landet</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="28"/>
        <source>Squares are named by a letter and a number, as written around the board: on the rectangle the letter is the file (from the left) and the number the row (from White&apos;s side); on the hexagon the letter and the number are its two slanting lines, from a1 in White&apos;s corner to k11 in Black&apos;s.</source>
        <translation>Felder heißen nach einem Buchstaben und einer Zahl, wie sie um das Brett stehen: auf dem Rechteck ist der Buchstabe die Linie (von links) und die Zahl die Reihe (von Weiß aus); auf dem Sechseck sind Buchstabe und Zahl seine beiden schrägen Linien, von a1 in der Ecke von Weiß bis k11 in der von Schwarz.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="29"/>
        <source>In the move list and in saved games a number counts one move of each side; comments and variations follow the move they belong to.</source>
        <translation>In der Zugliste und in gespeicherten Partien zählt eine Nummer je einen Zug beider Seiten; Kommentare und Varianten folgen dem Zug, zu dem sie gehören.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="46"/>
        <source>How moves are written</source>
        <translation>Wie Züge geschrieben werden</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="49"/>
        <source>Human</source>
        <extracomment>(width, height) of the preset sizes; None marks &quot;custom&quot;.</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="49"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="51"/>
        <source>Player type</source>
        <translation>Spielerart</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="56"/>
        <source>Computer level</source>
        <translation>Computerstufe</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="57"/>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="62"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="64"/>
        <source>The program that plays (Preferences → Engines adds others)</source>
        <translation>Das Programm, das spielt (Einstellungen → Engines fügt weitere hinzu)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="45"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="47"/>
        <source>&amp;Highlight legal moves</source>
        <translation>&amp;Erlaubte Züge markieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="49"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="51"/>
        <source>&amp;Sounds</source>
        <translation>&amp;Töne</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="55"/>
        <source>Without Qt Multimedia only the system bell sounds, on captures.</source>
        <translation>Ohne Qt Multimedia ertönt nur die Systemglocke, beim Schlagen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="58"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="60"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="61"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="62"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="63"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="69"/>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="70"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="71"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="74"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="79"/>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="84"/>
        <source>Preview of the board and pieces</source>
        <translation>Vorschau von Brett und Steinen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="88"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="91"/>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="96"/>
        <source>Analysis time limit</source>
        <translation>Zeitgrenze der Analyse</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="98"/>
        <source>How long the analysis of a position runs before it stops by itself</source>
        <translation>Wie lange die Analyse einer Stellung läuft, bevor sie von selbst anhält</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="101"/>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="102"/>
        <source>3 minutes</source>
        <translation>3 Minuten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="103"/>
        <source>10 minutes</source>
        <translation>10 Minuten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="104"/>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="107"/>
        <source>%1 seconds</source>
        <translation>%1 Sekunden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="117"/>
        <source>Search processes</source>
        <translation>Suchprozesse</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="119"/>
        <source>Cores used by the full-strength computer, hints and analysis (this machine has %1)</source>
        <translation>Kerne für den Computer in voller Stärke, Tipps und Analyse (dieser Rechner hat %1)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="127"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="128"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="130"/>
        <source>Computer moves shown for at least</source>
        <translation>Computerzüge mindestens so lange zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="132"/>
        <source>A computer that finds its move sooner waits this long after the move before it, so that a game between computers can be followed by eye</source>
        <translation>Ein Computer, der seinen Zug früher findet, wartet so lange nach dem vorigen Zug, damit man einer Partie zwischen Computern mit den Augen folgen kann</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="145"/>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="139"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="140"/>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="141"/>
        <source>P&amp;ieces:</source>
        <translation>St&amp;eine:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="148"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="149"/>
        <source>Analysis &amp;stops after:</source>
        <translation>Analyse &amp;hält nach:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="150"/>
        <source>Search &amp;processes:</source>
        <translation>Such&amp;prozesse:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="151"/>
        <source>Computer moves shown for at &amp;least:</source>
        <translation>Computerzüge &amp;mindestens zeigen:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="163"/>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="164"/>
        <source>Board and pieces</source>
        <translation>Brett und Steine</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="165"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="203"/>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="204"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="205"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="206"/>
        <source>Slate</source>
        <translation>Schiefer</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="207"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="214"/>
        <source>Shaded</source>
        <translation>Schattiert</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="215"/>
        <source>Flat</source>
        <translation>Flach</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="216"/>
        <source>Outlined (high contrast)</source>
        <translation>Umrandet (hoher Kontrast)</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="37"/>
        <source>Game properties</source>
        <extracomment>The tags Game → Properties edits, in the order shown.</extracomment>
        <translation>Partie-Eigenschaften</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="40"/>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="41"/>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="42"/>
        <source>&amp;Event:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="43"/>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="44"/>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="45"/>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="53"/>
        <source>YYYY.MM.DD, ?? where unknown</source>
        <translation>JJJJ.MM.TT, ?? wo unbekannt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="57"/>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="110"/>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="112"/>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="116"/>
        <source>All puzzles</source>
        <translation>Alle Aufgaben</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="117"/>
        <source>1 · Win in one move</source>
        <translation>1 · Gewinn in einem Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="118"/>
        <source>2 · Find the only defence</source>
        <translation>2 · Finde die einzige Verteidigung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="119"/>
        <source>3 · Win in two moves</source>
        <translation>3 · Gewinn in zwei Zügen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="122"/>
        <source>&amp;Show solution</source>
        <translation>Lösung &amp;zeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="123"/>
        <source>Next puzzle (N)</source>
        <translation>Nächste Aufgabe (N)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="126"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="141"/>
        <source>There are no puzzles in this band.</source>
        <translation>In dieser Stufe gibt es keine Aufgaben.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="156"/>
        <source>White to move: find the move that wins.</source>
        <translation>Weiß am Zug: finde den Zug, der gewinnt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="157"/>
        <source>Black to move: find the move that wins.</source>
        <translation>Schwarz am Zug: finde den Zug, der gewinnt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="159"/>
        <source>White to move: find the move that wins in two.</source>
        <translation>Weiß am Zug: finde den Zug, der in zwei Zügen gewinnt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="160"/>
        <source>Black to move: find the move that wins in two.</source>
        <translation>Schwarz am Zug: finde den Zug, der in zwei Zügen gewinnt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="162"/>
        <source>White to move: only one move does not lose. Find it.</source>
        <translation>Weiß am Zug: nur ein Zug verliert nicht. Finde ihn.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="163"/>
        <source>Black to move: only one move does not lose. Find it.</source>
        <translation>Schwarz am Zug: nur ein Zug verliert nicht. Finde ihn.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="174"/>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="179"/>
        <source>%1 is not the solution. Watch:</source>
        <translation>%1 ist nicht die Lösung. Sieh her:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="212"/>
        <source>Watch the solution on the board.</source>
        <translation>Sieh dir die Lösung auf dem Brett an.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="225"/>
        <source>Every other move loses.</source>
        <translation>Jeder andere Zug verliert.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="226"/>
        <source>The opponent cannot stop it.</source>
        <translation>Der Gegner kann es nicht verhindern.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="229"/>
        <source>Solution: %1</source>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="234"/>
        <source>Solved %1 of %2 · streak %3 (best %4)</source>
        <translation>%1 von %2 gelöst · Serie %3 (beste %4)</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="52"/>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Partien</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="55"/>
        <source>&amp;Clear list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="82"/>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="90"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="47"/>
        <source>Best move</source>
        <extracomment>Colours of the error classes (dots on the graph, badges in the lists).</extracomment>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="48"/>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="49"/>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="50"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="51"/>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="52"/>
        <source>Missed win</source>
        <translation>Gewinn verpasst</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="53"/>
        <source>Allowed a forced loss</source>
        <translation>Erzwungenen Verlust zugelassen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="39"/>
        <source>You played %1, which %2; %3 %4.</source>
        <translation>Dein Zug %1 %2; %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="40"/>
        <source>%1 %2; %3 %4.</source>
        <translation>%1 %2; %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="42"/>
        <source>You played %1, which %2.</source>
        <translation>Dein Zug %1 %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="43"/>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="45"/>
        <source>You played %1; %3 %4.</source>
        <translation>Du hast %1 gespielt; %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="46"/>
        <source>Instead of %1, %3 %4.</source>
        <translation>Statt %1: %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="48"/>
        <source>You played %1; %2 was %3 pieces better.</source>
        <translation>Du hast %1 gespielt; %2 war um %3 Steine besser.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="49"/>
        <source>Instead of %1, %2 was %3 pieces better.</source>
        <translation>Statt %1 war %2 um %3 Steine besser.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="136"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="362"/>
        <source>Reviewing the game…</source>
        <translation>Partie wird ausgewertet…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="379"/>
        <source>Reviewing the game… %1 of %2 positions</source>
        <translation>Partie wird ausgewertet… %1 von %2 Stellungen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="400"/>
        <source>Review complete: no errors found.</source>
        <translation>Auswertung fertig: keine Fehler gefunden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="402"/>
        <source>Review complete: %n error(s) found.</source>
        <translation>
            <numerusform>Auswertung fertig: %n Fehler gefunden.</numerusform>
            <numerusform>Auswertung fertig: %n Fehler gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="438"/>
        <source>better: %1</source>
        <translation>besser: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="447"/>
        <source>%1 lost %2 pieces with this move</source>
        <translation>%1 verlor mit diesem Zug %2 Steine</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="478"/>
        <source>Review cancelled.</source>
        <translation>Auswertung abgebrochen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="481"/>
        <source>The review failed: %1</source>
        <translation>Die Auswertung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="484"/>
        <source>The engine failed (%1); a new one was started and the review goes on.</source>
        <translation>Die Engine ist ausgefallen (%1); eine neue wurde gestartet, die Auswertung geht weiter.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="504"/>
        <source>Review again</source>
        <translation>Erneut auswerten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="504"/>
        <source>Review</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="506"/>
        <source>Learn from the mistakes</source>
        <translation>Aus den Fehlern lernen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="507"/>
        <source>Find better moves for the errors of this game</source>
        <translation>Finde bessere Züge für die Fehler dieser Partie</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="510"/>
        <source>Grade every move of the game with the engine (Ctrl+R)</source>
        <translation>Jeden Zug der Partie mit der Engine bewerten (Strg+R)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="512"/>
        <source>Play some moves first: there is nothing to review yet.</source>
        <translation>Spiele zuerst einige Züge: Es gibt noch nichts auszuwerten.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="516"/>
        <source>Game review</source>
        <translation>Partieauswertung</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="518"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="519"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="522"/>
        <source>Press Review to see where the game was won and lost.</source>
        <translation>Drücke „Auswerten“, um zu sehen, wo die Partie gewonnen und verloren wurde.</translation>
    </message>
</context>
<context>
    <name>ReviewSummary</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="235"/>
        <source>Average loss (pieces)</source>
        <translation>Mittlerer Verlust (Steine)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="237"/>
        <source>How much the evaluation fell per move on average, in pieces</source>
        <translation>Um wie viel die Bewertung im Mittel pro Zug fiel, in Steinen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="239"/>
        <source>Time used</source>
        <translation>Verbrauchte Zeit</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="240"/>
        <source>How long each side thought, by the clocks</source>
        <translation>Wie lange jede Seite nachgedacht hat, nach der Uhr</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="109"/>
        <source>Rules of Epaminondas</source>
        <extracomment>The anchor of the Abanondas section (the dialog opens there in an Abanondas game). The anchor of the Heximinondas section (the dialog opens there in a Heximinondas game). The anchor of the legend of the move notation.</extracomment>
        <translation>Regeln von Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="134"/>
        <source>Epaminondas</source>
        <translation>Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="137"/>
        <source>Two armies face each other. White starts on the bottom rows and moves first; Black starts on the top rows. Each player&apos;s own first row is his home row.</source>
        <translation>Zwei Heere stehen sich gegenüber. Weiß beginnt auf den unteren Reihen und zieht zuerst; Schwarz beginnt auf den oberen Reihen. Die eigene erste Reihe jedes Spielers ist seine Grundreihe.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="140"/>
        <source>Phalanxes</source>
        <translation>Phalanxen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="143"/>
        <source>A phalanx is a straight, unbroken line of your pieces: along a file, a rank or a diagonal. A single piece is a phalanx of one.</source>
        <translation>Eine Phalanx ist eine gerade, lückenlose Reihe eigener Steine: entlang einer Linie, einer Reihe oder einer Diagonale. Ein einzelner Stein ist eine Phalanx aus einem Stein.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="148"/>
        <source>A phalanx moves along its own line, forwards or backwards, as many squares as it has pieces or fewer. A single piece may step one square in any of the eight directions. Pieces never jump: the squares passed over must be empty.</source>
        <translation>Eine Phalanx zieht entlang ihrer eigenen Linie, vorwärts oder rückwärts, höchstens so viele Felder, wie sie Steine hat. Ein einzelner Stein darf ein Feld in jede der acht Richtungen ziehen. Steine springen nie: die überquerten Felder müssen leer sein.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="154"/>
        <source>The phalanx of three on the b-file may move one, two or three squares up; the single piece on d2 steps one square in any direction.</source>
        <translation>Die Dreier-Phalanx auf der b-Linie darf ein, zwei oder drei Felder nach oben ziehen; der einzelne Stein auf d2 zieht ein Feld in eine beliebige Richtung.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="157"/>
        <source>Splitting</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="160"/>
        <source>You may move only the front part of a longer line: any number of its leading pieces, which then count as the phalanx.</source>
        <translation>Man darf auch nur den vorderen Teil einer längeren Reihe ziehen: beliebig viele ihrer vordersten Steine, die dann als Phalanx zählen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="166"/>
        <source>The front two of this line of four move two squares; the two at the back stay.</source>
        <translation>Die vorderen zwei dieser Viererreihe ziehen zwei Felder; die hinteren zwei bleiben stehen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="169"/>
        <source>Capturing</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="172"/>
        <source>A phalanx captures by moving onto an enemy piece in its path, if the enemy line standing there in the direction of travel is shorter than the moving phalanx. The whole enemy line is removed and the phalanx stops on its first square. Capturing is never compulsory.</source>
        <translation>Eine Phalanx schlägt, indem sie auf einen gegnerischen Stein in ihrem Weg zieht, wenn die dort in Zugrichtung stehende gegnerische Reihe kürzer ist als die ziehende Phalanx. Die ganze gegnerische Reihe wird entfernt, und die Phalanx hält auf deren erstem Feld. Schlagen ist nie Pflicht.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="178"/>
        <source>Three white pieces against two black ones in a line: White captures both; the black piece on e5 is not touched.</source>
        <translation>Drei weiße Steine gegen zwei schwarze in einer Reihe: Weiß schlägt beide; der schwarze Stein auf e5 bleibt unberührt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="181"/>
        <source>Winning</source>
        <translation>Gewinnen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="184"/>
        <source>If at the start of your turn you have more pieces on your opponent&apos;s home row than he has on yours, you win. So reaching the far row does not win at once: your opponent has one turn to capture the intruder or to get even by reaching your home row.</source>
        <translation>Hast du zu Beginn deines Zuges mehr Steine auf der Grundreihe deines Gegners als er auf deiner, gewinnst du. Das Erreichen der fernen Reihe gewinnt also nicht sofort: dein Gegner hat einen Zug Zeit, den Eindringling zu schlagen oder durch Erreichen deiner Grundreihe auszugleichen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="188"/>
        <source>A player who cannot move, for example because he has no pieces left, loses.</source>
        <translation>Wer nicht ziehen kann, etwa weil er keine Steine mehr hat, verliert.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="190"/>
        <source>The anti-symmetry rule</source>
        <translation>Die Anti-Symmetrie-Regel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="193"/>
        <source>You may not move onto the opponent&apos;s home row if that leaves the two armies as exact mirror images of each other across the middle of the board. This stops a player from forcing a draw by copying every move. The rule can be switched off in the New game dialog.</source>
        <translation>Du darfst nicht auf die gegnerische Grundreihe ziehen, wenn danach die beiden Heere genaue Spiegelbilder voneinander über die Brettmitte sind. Das verhindert, dass ein Spieler durch Nachahmen jedes Zuges ein Remis erzwingt. Die Regel lässt sich im Dialog „Neues Spiel“ abschalten.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="196"/>
        <source>Draws, repetition and resigning</source>
        <translation>Remis, Wiederholung und Aufgeben</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="199"/>
        <source>Nothing else ends a game by itself. When the same position, with the same player to move, comes up for the third time in the game, the player to move may claim a draw (Game → Claim draw); the computer never claims one, and a claim is not needed to play on. Two people at one screen may agree a draw (Game → Offer draw), and a player may resign at any time.</source>
        <translation>Sonst endet eine Partie nicht von selbst. Entsteht dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal in der Partie, darf der Spieler am Zug Remis beanspruchen (Spiel → Remis beanspruchen); der Computer beansprucht nie Remis, und niemand muss es beanspruchen, um weiterzuspielen. Zwei Personen an einem Bildschirm können sich auf Remis einigen (Spiel → Remis anbieten), und jeder Spieler darf jederzeit aufgeben.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="204"/>
        <source>The computer treats a return to an earlier position as a draw when it looks ahead, so it avoids repeating when it is ahead and looks for a repetition when it is behind.</source>
        <translation>Der Computer bewertet beim Vorausdenken die Rückkehr zu einer früheren Stellung als Remis: Steht er besser, vermeidet er Wiederholungen, steht er schlechter, sucht er sie.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="207"/>
        <source>Moving with the mouse or keyboard</source>
        <translation>Ziehen mit Maus oder Tastatur</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="210"/>
        <source>Pick up the rearmost piece of the group you want to move and drop it where that piece should end up: every piece in front of it in that direction moves along. The squares you can reach light up, and the pieces that would be captured are crossed out. Click a piece and then a square, or drag it. With the keyboard, move the cursor with the arrow keys and pick up and drop with Enter.</source>
        <translation>Nimm den hintersten Stein der Gruppe auf, die du ziehen willst, und setze ihn dort ab, wo dieser Stein landen soll: jeder Stein vor ihm in dieser Richtung zieht mit. Die erreichbaren Felder leuchten auf, und Steine, die geschlagen würden, werden durchgestrichen. Klicke einen Stein und dann ein Feld an, oder ziehe ihn mit der Maus. Mit der Tastatur bewegst du den Cursor mit den Pfeiltasten und nimmst mit Enter auf und setzt ab.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="213"/>
        <source>How moves are written</source>
        <translation>Wie Züge geschrieben werden</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="216"/>
        <source>Abanondas</source>
        <translation>Abanondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="219"/>
        <source>Abanondas is a variant of Epaminondas (choose it in the New game dialog). Everything is as in Epaminondas, and in addition a phalanx of two or more pieces may make a sideslip: every piece of it steps one square, all in the same direction, across the phalanx&apos;s line.</source>
        <translation>Abanondas ist eine Variante von Epaminondas (wählbar im Dialog Neues Spiel). Alles ist wie bei Epaminondas; zusätzlich darf eine Phalanx aus zwei oder mehr Steinen einen Seitschritt machen: Jeder ihrer Steine tritt ein Feld weit, alle in dieselbe Richtung, quer zur Linie der Phalanx.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="224"/>
        <source>A line along a rank or a file may slip in six directions: the two across it and the four diagonals. A diagonal line may slip only along a rank or a file. Any unbroken part of a line may slip, not only its front. Every square the pieces step onto must be empty: a sideslip never captures. Winning, the end of the game and the anti-symmetry rule are as in Epaminondas.</source>
        <translation>Eine Linie entlang einer Reihe oder Linie darf in sechs Richtungen seitwärts treten: die zwei quer zu ihr und die vier diagonalen. Eine diagonale Linie darf nur entlang einer Reihe oder Linie treten. Jedes ununterbrochene Stück einer Linie darf seitwärts treten, nicht nur ihre Spitze. Jedes Feld, das die Steine betreten, muss leer sein: Ein Seitschritt schlägt nie. Gewinn, Partieende und Antisymmetrieregel sind wie bei Epaminondas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="230"/>
        <source>The line b2–d2 slips one square up, to b3–d3. It is written b2.d2-b3.d3: the two ends, then where each lands.</source>
        <translation>Die Linie b2–d2 tritt ein Feld nach oben, auf b3–d3. Man schreibt b2.d2-b3.d3: die beiden Enden, dann wo jedes landet.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="235"/>
        <source>To enter a sideslip, hold Shift, grab one end of the line, move along the line to its other end and drop one square aside, where that end lands (as the arrow shows). Ringed squares are slip drops, and the ghosts show which pieces will slip where. Without Shift, a drop means a slip only where no ordinary move lands. If several slips share the drop you chose, a short menu asks which one. With the keyboard, Shift+Enter drops a slip.</source>
        <translation>Für einen Seitschritt Umschalt halten, ein Ende der Linie greifen, an der Linie entlang bis zu ihrem anderen Ende fahren und ein Feld daneben ablegen, wo dieses Ende landet (wie der Pfeil zeigt). Felder mit Ring sind Ziele eines Seitschritts, und die blassen Steine zeigen, welche Steine wohin treten. Ohne Umschalt bedeutet ein Ablegen nur dort einen Seitschritt, wo kein gewöhnlicher Zug landet. Passen mehrere Seitschritte auf das gewählte Feld, fragt ein kurzes Menü, welcher gemeint ist. Mit der Tastatur legt Umschalt+Eingabe einen Seitschritt ab.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="244"/>
        <source>Heximinondas</source>
        <translation>Heximinondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="247"/>
        <source>Heximinondas is Epaminondas on a hexagon of 91 cells (choose it in the New game dialog). Each side has 20 pieces around its own corner: White&apos;s at a1 at the bottom, Black&apos;s at k11 at the top. Moving, splitting and capturing are as in Epaminondas.</source>
        <translation>Heximinondas ist Epaminondas auf einem Sechseck aus 91 Feldern (wählbar im Dialog Neues Spiel). Jede Seite hat 20 Steine um ihre eigene Ecke: Weiß um a1 unten, Schwarz um k11 oben. Ziehen, Teilen und Schlagen sind wie bei Epaminondas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="252"/>
        <source>Every cell has up to six neighbours, so there are six directions and three kinds of line: straight up and down the board (a1 to k11), and the two slanting lines, one letter (a1 to a6) or one number (a1 to f1). There are no diagonals.</source>
        <translation>Jedes Feld hat bis zu sechs Nachbarn, also gibt es sechs Richtungen und drei Arten von Linien: gerade das Brett hinauf und hinunter (a1 bis k11) und die zwei schrägen Linien, ein Buchstabe (a1 bis a6) oder eine Zahl (a1 bis f1). Diagonalen gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="258"/>
        <source>The single piece on c7 may step to any of its six neighbours; the line of three from c3 to e5 moves up its line and captures the line of two on f6 and g7.</source>
        <translation>Der einzelne Stein auf c7 darf auf jedes seiner sechs Nachbarfelder ziehen; die Dreierreihe von c3 bis e5 zieht ihre Linie hinauf und schlägt die Zweierreihe auf f6 und g7.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="261"/>
        <source>Win zones</source>
        <translation>Siegzonen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="264"/>
        <source>Instead of the home row, each player has a win zone: by default the three cells of the far corner (outlined on the board in the colour of the player who must reach them), or, as an option, the opponent&apos;s whole first row. If at the start of your turn you have more pieces in your win zone than your opponent has in his, you win; as in Epaminondas, he has one turn to capture the intruder or to even the count.</source>
        <translation>Statt der Grundreihe hat jeder Spieler eine Siegzone: in der Regel die drei Felder der fernen Ecke (auf dem Brett in der Farbe des Spielers umrandet, der sie erreichen muss) oder, wahlweise, die ganze erste Reihe des Gegners. Hast du zu Beginn deines Zuges mehr Steine in deiner Siegzone als dein Gegner in seiner, gewinnst du; wie bei Epaminondas hat er einen Zug, um den Eindringling zu schlagen oder gleichzuziehen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="270"/>
        <source>The start: White must reach the corner at k11 (outlined in white), Black the corner at a1 (outlined in black).</source>
        <translation>Der Anfang: Weiß muss die Ecke bei k11 erreichen (weiß umrandet), Schwarz die Ecke bei a1 (schwarz umrandet).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="275"/>
        <source>A player who cannot move does not lose: the side with more pieces wins, and equal numbers are a draw. A move that makes a position occur for the third time loses. There is no anti-symmetry rule.</source>
        <translation>Wer nicht ziehen kann, verliert nicht: Die Seite mit mehr Steinen gewinnt, bei gleich vielen ist es remis. Ein Zug, der eine Stellung zum dritten Mal herbeiführt, verliert. Eine Anti-Symmetrie-Regel gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="280"/>
        <source>With the keyboard, Up and Down go straight up and down the board; Left and Right go to the neighbour beside, half a row up or down.</source>
        <translation>Mit der Tastatur gehen Hoch und Runter gerade das Brett hinauf und hinunter; Links und Rechts gehen zum Nachbarfeld daneben, eine halbe Reihe höher oder tiefer.</translation>
    </message>
</context>
<context>
    <name>SavedGamesModel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="131"/>
        <source>Date</source>
        <extracomment>The column unreadable rows write their error into (spanned to FILE - 1).</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="132"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="133"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="134"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="135"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="136"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="137"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="138"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="139"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="176"/>
        <source>Unreadable</source>
        <translation>Unlesbar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="192"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="29"/>
        <source>Board: move the keyboard cursor</source>
        <translation>Brett: Tastatur-Cursor bewegen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="30"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="33"/>
        <source>Board: pick up / drop the piece under the cursor</source>
        <translation>Brett: Stein unter dem Cursor aufnehmen / absetzen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="34"/>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="37"/>
        <source>Board: put the piece back</source>
        <translation>Brett: Stein zurücklegen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="38"/>
        <source>Esc, right click</source>
        <translation>Esc, Rechtsklick</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="41"/>
        <source>Move list: back / forward along the line</source>
        <translation>Zugliste: zurück / vor in der Variante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="42"/>
        <source>Left / Right</source>
        <translation>Links / Rechts</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="45"/>
        <source>Move list: previous / next variation</source>
        <translation>Zugliste: vorige / nächste Variante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="46"/>
        <source>Up / Down</source>
        <translation>Hoch / Runter</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="49"/>
        <source>Move list: start / end of the line</source>
        <translation>Zugliste: Anfang / Ende der Variante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="50"/>
        <source>Home / End</source>
        <translation>Pos1 / Ende</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="76"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="81"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="81"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../epaminondas_gui/gui/startup.py" line="37"/>
        <source>Two computers play this game: Go on (P) lets them play.</source>
        <translation>Zwei Computer spielen diese Partie: Weiter (P) lässt sie spielen.</translation>
    </message>
</context>
<context>
    <name>StudyActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="97"/>
        <source>&amp;Continue from here against the computer</source>
        <translation>Von hier gegen den &amp;Computer weiterspielen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="99"/>
        <source>Make the position shown the end of the game and let the computer play on</source>
        <translation>Die gezeigte Stellung zum Ende der Partie machen und den Computer weiterspielen lassen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="101"/>
        <source>New game from this &amp;position…</source>
        <translation>Neues Spiel aus dieser &amp;Stellung…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="103"/>
        <source>Start a new game from the position shown, choosing the players</source>
        <translation>Ein neues Spiel aus der gezeigten Stellung beginnen und die Spieler wählen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="105"/>
        <source>P&amp;roperties…</source>
        <translation>&amp;Eigenschaften…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="107"/>
        <source>The players&apos; names, the event and the date of this game</source>
        <translation>Die Namen der Spieler, Turnier und Datum dieser Partie</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="119"/>
        <source>Continue from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="121"/>
        <source>The %1 moves after this position will be removed from the game. Continue?</source>
        <translation>Die %1 Züge nach dieser Stellung werden aus der Partie entfernt. Weiter?</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="28"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="28"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="35"/>
        <source>Abanondas</source>
        <translation>Abanondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="34"/>
        <source>Epaminondas</source>
        <translation>Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="36"/>
        <source>Heximinondas</source>
        <translation>Heximinondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="48"/>
        <source>%1 s a move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="50"/>
        <source>%1 min</source>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="52"/>
        <location filename="../../epaminondas_gui/gui/texts.py" line="55"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="63"/>
        <source>no clock</source>
        <translation>ohne Uhr</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="66"/>
        <source>White %1, Black %2</source>
        <translation>Weiß %1, Schwarz %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="79"/>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="81"/>
        <source>yesterday at %1</source>
        <translation>gestern um %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="84"/>
        <source>on %1 at %2</source>
        <translation>am %1 um %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="86"/>
        <source>on %1</source>
        <translation>am %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="93"/>
        <source>Epaminondas in which a line of two or more may also step one square sideways (a sideslip) onto empty squares.</source>
        <translation>Epaminondas, bei dem eine Linie aus zwei oder mehr Steinen auch ein Feld seitwärts auf leere Felder treten darf (ein Seitschritt).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="95"/>
        <source>Epaminondas on a hexagon of 91 cells, with six directions and win zones.</source>
        <translation>Epaminondas auf einem Sechseck aus 91 Feldern, mit sechs Richtungen und Siegzonen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="96"/>
        <source>Robert Abbott&apos;s game of phalanxes (1975).</source>
        <translation>Robert Abbotts Spiel der Phalanxen (1975).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="67"/>
        <location filename="../../epaminondas_gui/gui/texts.py" line="102"/>
        <source>hexagon</source>
        <extracomment>The width of the final position&apos;s picture beside the list.</extracomment>
        <translation>Sechseck</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="109"/>
        <source>win zone: the first row</source>
        <translation>Siegzone: die erste Reihe</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="110"/>
        <source>win zone: the corner</source>
        <translation>Siegzone: die Ecke</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="130"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="132"/>
        <source>Computer level %1</source>
        <translation>Computer Stufe %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="139"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="140"/>
        <source>Novice</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="141"/>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="142"/>
        <source>Club</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="143"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="144"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="145"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="146"/>
        <source>Full strength</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="155"/>
        <source>Looks one move ahead without the replies, misjudges positions and often overlooks its own captures.</source>
        <translation>Schaut einen Zug voraus, ohne die Antworten zu bedenken, schätzt Stellungen falsch ein und übersieht oft eigene Schlagzüge.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="156"/>
        <source>Looks one move ahead without the replies: misses recaptures.</source>
        <translation>Schaut einen Zug voraus, ohne die Antworten zu bedenken: übersieht das Zurückschlagen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="157"/>
        <source>Looks one move ahead and follows the captures, but misjudges positions and overlooks some of its own captures.</source>
        <translation>Schaut einen Zug voraus und verfolgt die Schlagfolgen, schätzt aber Stellungen falsch ein und übersieht manche eigenen Schlagzüge.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="158"/>
        <source>Looks one move ahead and follows the captures.</source>
        <translation>Schaut einen Zug voraus und verfolgt die Schlagfolgen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="159"/>
        <source>Looks two moves ahead: its own and the reply.</source>
        <translation>Schaut zwei Züge voraus: den eigenen und die Antwort.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="160"/>
        <source>Looks three moves ahead.</source>
        <translation>Schaut drei Züge voraus.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="161"/>
        <source>Looks four moves ahead.</source>
        <translation>Schaut vier Züge voraus.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="162"/>
        <source>Searches as deep as the time allows.</source>
        <translation>Rechnet so tief, wie die Zeit es erlaubt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="168"/>
        <source>Thinks up to %1 s a move.</source>
        <translation>Denkt bis zu %1 s pro Zug.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="176"/>
        <source>Draw by agreement.</source>
        <translation>Remis nach Vereinbarung.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="178"/>
        <source>Draw by threefold repetition.</source>
        <translation>Remis durch dreifache Wiederholung.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="180"/>
        <source>Draw: no legal move, and as many pieces on each side.</source>
        <translation>Remis: kein legaler Zug, und beide Seiten haben gleich viele Steine.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="181"/>
        <source>Draw.</source>
        <translation>Remis.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="185"/>
        <source>%1 wins: more pieces on the opponent&apos;s home row at the start of the turn.</source>
        <translation>%1 gewinnt: mehr Steine auf der gegnerischen Grundreihe zu Beginn des Zuges.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="189"/>
        <source>%1 wins: more pieces in the win zone at the start of the turn.</source>
        <translation>%1 gewinnt: mehr Steine in der Siegzone zu Beginn des Zuges.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="194"/>
        <source>%1 wins: %2 has no legal move.</source>
        <translation>%1 gewinnt: %2 hat keinen erlaubten Zug.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="200"/>
        <source>%1 wins: no legal move, and %1 has more pieces.</source>
        <translation>%1 gewinnt: kein legaler Zug, und %1 hat mehr Steine.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="205"/>
        <source>%1 wins: %2 made a position occur for the third time.</source>
        <translation>%1 gewinnt: %2 hat eine Stellung zum dritten Mal herbeigeführt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="210"/>
        <source>%1 wins on time: %2&apos;s clock ran out.</source>
        <translation>%1 gewinnt auf Zeit: Die Uhr von %2 ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="212"/>
        <source>%1 wins: %2 resigned.</source>
        <translation>%1 gewinnt: %2 hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="219"/>
        <source>The players agreed to a draw.</source>
        <translation>Die Spieler haben sich auf Remis geeinigt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="221"/>
        <source>The same position occurred three times.</source>
        <translation>Dieselbe Stellung ist dreimal vorgekommen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="223"/>
        <source>More pieces on the opponent&apos;s home row at the start of the turn.</source>
        <translation>Mehr Steine auf der Grundreihe des Gegners zu Beginn des Zuges.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="227"/>
        <source>More pieces in the win zone at the start of the turn.</source>
        <translation>Mehr Steine in der Siegzone zu Beginn des Zuges.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="229"/>
        <source>%1 has no legal move.</source>
        <translation>%1 hat keinen legalen Zug.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="231"/>
        <source>No legal move: the side with more pieces wins.</source>
        <translation>Kein legaler Zug: Die Seite mit mehr Steinen gewinnt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="233"/>
        <source>%1 made a position occur for the third time.</source>
        <translation>%1 hat eine Stellung zum dritten Mal herbeigeführt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="236"/>
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="238"/>
        <source>%1&apos;s clock ran out.</source>
        <translation>Die Uhr von %1 ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="250"/>
        <source>%1 holds no %2 piece</source>
        <translation>Auf %1 steht kein Stein von %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="252"/>
        <source>Pieces move in a straight line: in one of the hexagon&apos;s six directions.</source>
        <translation>Steine ziehen in gerader Linie: in eine der sechs Richtungen des Sechsecks.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="256"/>
        <source>Pieces move in a straight line: along a rank, a file or a diagonal.</source>
        <translation>Steine ziehen geradeaus: entlang einer Reihe, einer Linie oder einer Diagonale.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="260"/>
        <source>The piece was dropped where it stands.</source>
        <translation>Der Stein wurde auf seinem eigenen Feld abgesetzt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="262"/>
        <source>The two ends of the group are not on one line.</source>
        <translation>Die beiden Enden der Gruppe liegen nicht auf einer Linie.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="264"/>
        <source>The landing square is not on the group&apos;s line.</source>
        <translation>Das Zielfeld liegt nicht auf der Linie der Gruppe.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="266"/>
        <source>The group must be an unbroken line: %1 is not yours.</source>
        <translation>Die Gruppe muss eine lückenlose Linie sein: %1 gehört nicht dir.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="270"/>
        <source>A single piece moves one square only, not %1.</source>
        <translation>Ein einzelner Stein zieht nur ein Feld, nicht %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="272"/>
        <source>A group of %1 moves at most %1 squares, not %2.</source>
        <translation>Eine Gruppe aus %1 Steinen zieht höchstens %1 Felder, nicht %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="277"/>
        <source>The group would leave the board.</source>
        <translation>Die Gruppe würde das Brett verlassen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="279"/>
        <source>The way is blocked by your own piece on %1.</source>
        <translation>Der Weg ist durch deinen eigenen Stein auf %1 versperrt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="281"/>
        <source>The way is blocked on %1.</source>
        <translation>Der Weg ist auf %1 versperrt.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="283"/>
        <source>A single piece cannot capture: only a group longer than the line it hits can.</source>
        <translation>Ein einzelner Stein kann nicht schlagen: Das kann nur eine Gruppe, die länger ist als die getroffene Linie.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="287"/>
        <source>A group of %1 cannot capture a line of %2: it must be longer than the line it captures.</source>
        <translation>Eine Gruppe aus %1 Steinen kann keine Reihe aus %2 schlagen: sie muss länger sein als die geschlagene Reihe.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="292"/>
        <source>This would leave the position mirror-symmetric with a piece on the far row (the anti-symmetry rule).</source>
        <translation>Das ergäbe eine spiegelsymmetrische Stellung mit einem Stein auf der fernen Reihe (Anti-Symmetrie-Regel).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="297"/>
        <source>Sideslips are moves of Abanondas, not of Epaminondas.</source>
        <translation>Seitschritte sind Züge von Abanondas, nicht von Epaminondas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="299"/>
        <source>A sideslip takes a phalanx of two or more pieces.</source>
        <translation>Ein Seitschritt braucht eine Phalanx aus zwei oder mehr Steinen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="301"/>
        <source>In a sideslip every piece moves one square, all the same way.</source>
        <translation>Bei einem Seitschritt zieht jeder Stein ein Feld, alle in dieselbe Richtung.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="303"/>
        <source>A sideslip goes across the phalanx&apos;s line, not along it.</source>
        <translation>Ein Seitschritt geht quer zur Linie der Phalanx, nicht an ihr entlang.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="305"/>
        <source>A diagonal phalanx slips only along a rank or a file.</source>
        <translation>Eine diagonale Phalanx tritt nur entlang einer Reihe oder Linie seitwärts.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="307"/>
        <source>A sideslip needs empty squares: %1 is not empty.</source>
        <translation>Ein Seitschritt braucht leere Felder: %1 ist nicht leer.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="330"/>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="342"/>
        <source>The file is empty: it holds no game record.</source>
        <translation>Die Datei ist leer: sie enthält keine Partie.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="344"/>
        <source>This is not a text file (binary data).</source>
        <translation>Das ist keine Textdatei (Binärdaten).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="346"/>
        <source>This is not a game record: a record starts with tag pairs such as [Event &quot;...&quot;] or with numbered moves such as 1. a2-a3.</source>
        <translation>Das ist keine Partie-Datei: eine Partie beginnt mit Kopfzeilen wie [Event &quot;...&quot;] oder mit nummerierten Zügen wie 1. a2-a3.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="348"/>
        <source>“%1” is not a legal move here. %2</source>
        <translation>„%1“ ist hier kein erlaubter Zug. %2</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="55"/>
        <source>&amp;Flip board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="55"/>
        <source>Turn the board around</source>
        <translation>Das Brett umdrehen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="56"/>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="57"/>
        <source>Letters and numbers around the board</source>
        <translation>Buchstaben und Zahlen am Brettrand</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="58"/>
        <source>&amp;Highlight legal moves</source>
        <translation>&amp;Erlaubte Züge markieren</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="59"/>
        <source>Show where a picked-up piece can go</source>
        <translation>Zeigen, wohin ein aufgenommener Stein ziehen kann</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="60"/>
        <source>&amp;Light theme</source>
        <translation>&amp;Helles Design</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="61"/>
        <source>Light window and board (choose the board in Preferences)</source>
        <translation>Helles Fenster und Brett (das Brett wählst du in den Einstellungen)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="62"/>
        <source>&amp;Dark theme</source>
        <translation>&amp;Dunkles Design</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="63"/>
        <source>Dark window and board (choose the board in Preferences)</source>
        <translation>Dunkles Fenster und Brett (das Brett wählst du in den Einstellungen)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="64"/>
        <source>&amp;Sounds</source>
        <translation>&amp;Töne</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="64"/>
        <source>Sounds for moves and captures</source>
        <translation>Töne für Züge und Schlagen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="65"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="65"/>
        <source>Change the preferences</source>
        <translation>Die Einstellungen ändern</translation>
    </message>
</context>
<context>
    <name>_LineRow</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="186"/>
        <source>Click to show this move on the board</source>
        <extracomment>Opacity of the analysis arrows by rank: the best line stands out, the others recede.</extracomment>
        <translation>Klicken, um diesen Zug auf dem Brett zu zeigen</translation>
    </message>
</context>
</TS>

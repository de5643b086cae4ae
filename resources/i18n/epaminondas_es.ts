<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnalysisActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="234"/>
        <source>&amp;Analyse</source>
        <extracomment>QSettings key remembering the &quot;Show threats&quot; option.</extracomment>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="235"/>
        <source>Let the computer analyse the shown position continuously</source>
        <translation>Dejar que el ordenador analice continuamente la posición mostrada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="239"/>
        <source>Show &amp;threats</source>
        <translation>Mostrar a&amp;menazas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="241"/>
        <source>Mark your pieces the opponent could capture and the home-row squares it could enter</source>
        <translation>Marcar tus piezas que el rival podría capturar y las casillas de tu fila de casa a las que podría entrar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="247"/>
        <source>&amp;Review game…</source>
        <translation>&amp;Revisar partida…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="248"/>
        <source>Grade every move of this game and find the errors</source>
        <translation>Evaluar cada jugada de esta partida y encontrar los errores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="256"/>
        <source>&amp;Analysis panel</source>
        <translation>Panel de &amp;análisis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="257"/>
        <source>&amp;Analysis</source>
        <translation>&amp;Análisis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="258"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="259"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="260"/>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="265"/>
        <source>Paused while the game is reviewed.</source>
        <translation>En pausa mientras se revisa la partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="267"/>
        <source>Paused while the computer thinks.</source>
        <translation>En pausa mientras el ordenador piensa.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="324"/>
        <source>The game has changed since this review: review it again (Ctrl+R).</source>
        <translation>La partida ha cambiado desde esta revisión: revísala de nuevo (Ctrl+R).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="342"/>
        <source>Press Review to see where the game was won and lost.</source>
        <translation>Pulsa Revisar para ver dónde se ganó y se perdió la partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="432"/>
        <source>The analysis failed: %1. Choose another engine in Preferences → Engines.</source>
        <translation>El análisis ha fallado: %1. Elige otro motor en Preferencias → Motores.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="438"/>
        <source>The analysis engine failed (%1); a new one was started and analyses on.</source>
        <translation>El motor de análisis ha fallado (%1); se ha iniciado otro que sigue analizando.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="448"/>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="448"/>
        <source>Line %1: %2 — %3</source>
        <translation>Línea %1: %2 — %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="478"/>
        <source>Threats · red ring: a piece of the side to move that can be captured (%1) · dashed cell: a cell of the opponent&apos;s win zone he can enter (%2)</source>
        <translation>Amenazas · anillo rojo: una pieza del bando que mueve que puede ser capturada (%1) · casilla discontinua: una casilla de la zona de victoria del rival en la que puede entrar (%2)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="483"/>
        <source>Threats · red ring: a piece of the side to move that can be captured (%1) · dashed square: a home-row square the opponent can enter (%2)</source>
        <translation>Amenazas · anillo rojo: una pieza del bando que mueve que puede ser capturada (%1) · casilla discontinua: una casilla de la fila inicial en la que puede entrar el rival (%2)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="525"/>
        <source>There are no moves to review yet.</source>
        <translation>Todavía no hay jugadas que revisar.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="541"/>
        <source>No mistakes to learn from: review the game first.</source>
        <translation>No hay errores de los que aprender: analiza primero la partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/actions.py" line="559"/>
        <source>Better than %1 was %2</source>
        <translation>Mejor que %1 era %2</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="293"/>
        <source>Engine: %1</source>
        <translation>Motor: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="295"/>
        <source>The engine that analyses and reviews; another one can be chosen in Preferences → Engines.</source>
        <translation>El motor que analiza y revisa; se puede elegir otro en Preferencias → Motores.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="349"/>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="349"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="351"/>
        <source>Stop analysing</source>
        <translation>Dejar de analizar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="353"/>
        <source>Let the computer analyse the position</source>
        <translation>Que el ordenador analice la posición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="359"/>
        <source>Stopped at depth %1 · %2 nodes</source>
        <translation>Detenido en profundidad %1 · %2 nodos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="365"/>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Profundidad %1 · %2 nodos · %3 nodos/s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="371"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="380"/>
        <source>Press Analyse to see the best moves and how the game stands.</source>
        <translation>Pulsa Analizar para ver las mejores jugadas y cómo va la partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="387"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
</context>
<context>
    <name>BoardPart</name>
    <message>
        <location filename="../../epaminondas_gui/gui/board/part.py" line="158"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/board/part.py" line="160"/>
        <source>Arrow keys move the cursor, Enter picks up and drops a piece, Esc cancels.</source>
        <translation>Las flechas mueven el cursor, Intro levanta y suelta una pieza, Esc cancela.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../../epaminondas_gui/gui/board/scene.py" line="189"/>
        <source>Slip %1 (%2 pieces)</source>
        <extracomment>Scene units the mouse must travel with the button down before a press becomes a drag.</extracomment>
        <translation>Deslizamiento %1 (%2 piezas)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/board/scene.py" line="283"/>
        <source>That is off the board.</source>
        <translation>Eso está fuera del tablero.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/board/scene.py" line="461"/>
        <source>Put the cursor on one of your pieces to pick it up.</source>
        <translation>Pon el cursor sobre una de tus piezas para levantarla.</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="36"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="37"/>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="39"/>
        <source>%1 min + %2 s</source>
        <translation>%1 min + %2 s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="42"/>
        <source>%1 s a move</source>
        <translation>%1 s por jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="43"/>
        <source>Custom…</source>
        <translation>Personalizado…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="45"/>
        <source>Custom time control</source>
        <translation>Control de tiempo personalizado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="46"/>
        <source>e.g. 5+3 or White 5+3, Black 1+1</source>
        <translation>p. ej. 5+3 o blancas 5+3, negras 1+1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="48"/>
        <source>Minutes + seconds added after each move, as the presets: 5+3, 90s+2, 10 (no increment), 30/move (seconds a move), or one for each side: White 5+3, Black 1+1</source>
        <translation>Minutos + segundos añadidos tras cada jugada, como los predefinidos: 5+3, 90s+2, 10 (sin incremento), 30/jugada (segundos por jugada), o uno por bando: blancas 5+3, negras 1+1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="101"/>
        <source>Not a time control. Write minutes + seconds: 5+3, 90s+2, 10, 30/move, or White 5+3, Black 1+1.</source>
        <translation>No es un control de tiempo. Escribe minutos + segundos: 5+3, 90s+2, 10, 30/jugada, o blancas 5+3, negras 1+1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="104"/>
        <source>Read as: %1</source>
        <translation>Leído como: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/clock_choice.py" line="70"/>
        <source>&amp;Clock:</source>
        <translation>&amp;Reloj:</translation>
    </message>
</context>
<context>
    <name>Editor</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="61"/>
        <source>The board is empty.</source>
        <translation>El tablero está vacío.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="66"/>
        <source>%1 has no pieces.</source>
        <translation>%1 no tienen piezas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="73"/>
        <source>%1 has more pieces in the win zone: %2 must capture them or even the count this move.</source>
        <translation>%1 tiene más piezas en la zona de victoria: %2 debe capturarlas o igualar la cuenta en este movimiento.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="83"/>
        <source>%1 has more pieces on %2&apos;s home row: %2 must capture them or even the count this move.</source>
        <translation>%1 tienen más piezas en la fila de base de las %2: las %2 deben capturarlas o igualar la cuenta en esta jugada.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="102"/>
        <source>The game would already be over: %1</source>
        <translation>La partida ya habría terminado: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="106"/>
        <source>Ready to play.</source>
        <translation>Listo para jugar.</translation>
    </message>
</context>
<context>
    <name>EditorDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="129"/>
        <source>Set up a position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="140"/>
        <source>Files</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="143"/>
        <source>Ranks</source>
        <translation>Filas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="161"/>
        <source>Midline (standard)</source>
        <translation>Línea media (estándar)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="161"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="162"/>
        <source>Anti-symmetry rule</source>
        <translation>Regla de antisimetría</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="166"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="168"/>
        <source>Far corner (3 cells)</source>
        <translation>Esquina lejana (3 casillas)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="169"/>
        <source>Opponent&apos;s first row</source>
        <translation>Primera fila del rival</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="170"/>
        <source>Win zone</source>
        <translation>Zona de victoria</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="176"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="177"/>
        <source>Size (files × ranks):</source>
        <translation>Tamaño (columnas × filas):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="178"/>
        <source>Side to move:</source>
        <translation>Juegan:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="179"/>
        <source>Anti-&amp;symmetry rule:</source>
        <translation>Regla de anti&amp;simetría:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="180"/>
        <source>&amp;Win zone:</source>
        <translation>&amp;Zona de victoria:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="183"/>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="186"/>
        <source>&amp;Clear board</source>
        <translation>&amp;Vaciar tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="187"/>
        <source>S&amp;tandard start</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="188"/>
        <source>S&amp;wap colours</source>
        <translation>Intercam&amp;biar colores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="190"/>
        <source>Turn the board around and swap the colours and the side to move</source>
        <translation>Girar el tablero e intercambiar los colores y el bando que juega</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="192"/>
        <source>C&amp;opy position</source>
        <translation>C&amp;opiar posición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="193"/>
        <source>Copy the position as an EFN string</source>
        <translation>Copiar la posición como cadena EFN</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="194"/>
        <source>&amp;Paste position</source>
        <translation>&amp;Pegar posición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="195"/>
        <source>Set up the position from an EFN string</source>
        <translation>Preparar la posición a partir de una cadena EFN</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="201"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="214"/>
        <source>Left click: White piece. Right click: Black piece. Click a piece with its own button to remove it. Drag to paint several squares. Keyboard: arrows, W, B, Delete.</source>
        <translation>Clic izquierdo: pieza de las blancas. Clic derecho: pieza de las negras. Un clic con el botón de su color quita la pieza. Arrastra para llenar varias casillas. Teclado: flechas, W (blancas), B (negras), Supr.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="246"/>
        <source>&amp;Play from here</source>
        <translation>&amp;Jugar desde aquí</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="249"/>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="312"/>
        <source>%1 pieces do not fit on this board; a larger one brings them back.</source>
        <translation>%1 piezas no caben en este tablero; uno más grande las recupera.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="353"/>
        <source>Position copied: %1</source>
        <translation>Posición copiada: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="365"/>
        <source>This is not a position string (EFN): %1</source>
        <translation>Esto no es una cadena de posición (EFN): %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/editor.py" line="441"/>
        <source>Pieces: %1 White, %2 Black</source>
        <translation>Piezas: %1 blancas, %2 negras</translation>
    </message>
</context>
<context>
    <name>EngineDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="72"/>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="77"/>
        <source>Path of the engine&apos;s program</source>
        <translation>Ruta del programa del motor</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="78"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="82"/>
        <source>Name=value; Name=value</source>
        <translation>Nombre=valor; Nombre=valor</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="84"/>
        <source>Options sent with &apos;setoption&apos; when the engine starts, e.g. Hash=128</source>
        <translation>Opciones enviadas con &apos;setoption&apos; al iniciar el motor, p. ej. Hash=128</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="88"/>
        <source>&amp;Test</source>
        <translation>&amp;Probar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="97"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="99"/>
        <source>&amp;Program:</source>
        <translation>&amp;Programa:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="102"/>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumentos:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="103"/>
        <source>&amp;Options:</source>
        <translation>&amp;Opciones:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="119"/>
        <source>Engine program</source>
        <translation>Programa del motor</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="130"/>
        <source>The engine needs a name.</source>
        <translation>El motor necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="132"/>
        <source>There is already an engine called %1.</source>
        <translation>Ya hay un motor llamado %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="134"/>
        <source>Choose the engine&apos;s program.</source>
        <translation>Elige el programa del motor.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="138"/>
        <source>Option &apos;%1&apos; needs a value: write Name=value.</source>
        <translation>La opción &apos;%1&apos; necesita un valor: escribe Nombre=valor.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="153"/>
        <source>Starting the engine…</source>
        <translation>Iniciando el motor…</translation>
    </message>
</context>
<context>
    <name>EnginesPage</name>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="115"/>
        <source>Epaminondas (built-in)</source>
        <translation>Epaminondas (integrado)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="54"/>
        <source>It answered in %1 ms.</source>
        <translation>Respondió en %1 ms.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="178"/>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="179"/>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="180"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="181"/>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="188"/>
        <source>Analysis engine</source>
        <translation>Motor de análisis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="190"/>
        <source>Engines are programs that speak the Epaminondas engine protocol. Choose one as a player in New game, or here for analysis and game review.</source>
        <translation>Los motores son programas que hablan el protocolo de motores de Epaminondas. Elige uno como jugador en Nueva partida, o aquí para el análisis y la revisión de partidas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="204"/>
        <source>Analysis and &amp;review:</source>
        <translation>Análisis y &amp;revisión:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/engines_page.py" line="224"/>
        <source>Always there; plays at the levels of New game.</source>
        <translation>Siempre disponible; juega con los niveles de Nueva partida.</translation>
    </message>
</context>
<context>
    <name>EvalBar</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="63"/>
        <source>W in %1</source>
        <extracomment>Centi-pieces at which the logistic curve gives the leader about 73 % of the bar: one extra piece (100) is a clear but not decisive edge in a game of 28 pieces a side.</extracomment>
        <translation>B en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="64"/>
        <source>White wins in %1</source>
        <translation>Ganan las blancas en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="68"/>
        <source>B in %1</source>
        <translation>N en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="69"/>
        <source>Black wins in %1</source>
        <translation>Ganan las negras en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="155"/>
        <source>Evaluation: none yet</source>
        <extracomment>The displayed share (animated); White&apos;s part of the bar, 0..1.</extracomment>
        <translation>Evaluación: todavía ninguna</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/eval_bar.py" line="157"/>
        <source>Evaluation (White&apos;s point of view): %1</source>
        <translation>Evaluación (desde el punto de vista de las blancas): %1</translation>
    </message>
</context>
<context>
    <name>EvalGraphWidget</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="231"/>
        <source>not analysed yet</source>
        <translation>aún sin analizar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="233"/>
        <source>Start: %1</source>
        <translation>Inicio: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="236"/>
        <source>After move %1: %2</source>
        <translation>Tras la jugada %1: %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="238"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="246"/>
        <source>better: %1</source>
        <translation>mejor: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="330"/>
        <source>No review yet</source>
        <translation>Todavía sin revisión</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="180"/>
        <source>&amp;Open…</source>
        <extracomment>How long closing the window waits for the last autosave to be written. How long closing, replacing or opening a game waits for a save being written.</extracomment>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="180"/>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="183"/>
        <source>Saved &amp;games…</source>
        <translation>&amp;Partidas guardadas…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="184"/>
        <source>Browse the games in your games folder</source>
        <translation>Examinar las partidas de tu carpeta de partidas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="186"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="186"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="187"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="187"/>
        <source>Save the game to a new file</source>
        <translation>Guardar la partida en un archivo nuevo</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="190"/>
        <source>&amp;Copy game</source>
        <translation>&amp;Copiar partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="191"/>
        <source>Copy the whole game record as text</source>
        <translation>Copiar el registro completo de la partida como texto</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="195"/>
        <source>&amp;Paste game</source>
        <translation>Pe&amp;gar partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="196"/>
        <source>Open a game record from the clipboard</source>
        <translation>Abrir un registro de partida desde el portapapeles</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="200"/>
        <source>&amp;Export board as image…</source>
        <translation>&amp;Exportar el tablero como imagen…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="201"/>
        <source>Save the position shown as a PNG or SVG picture</source>
        <translation>Guardar la posición mostrada como imagen PNG o SVG</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="205"/>
        <source>Set up &amp;position…</source>
        <translation>Preparar &amp;posición…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="206"/>
        <source>Place pieces freely, then play or analyse from there</source>
        <translation>Colocar las piezas libremente y jugar o analizar desde ahí</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="213"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="227"/>
        <source>untitled</source>
        <translation>sin título</translation>
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
        <translation>No se pudo guardar automáticamente la partida: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="354"/>
        <source>Unsaved game</source>
        <translation>Partida sin guardar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="355"/>
        <source>Do you want to save the current game first?</source>
        <translation>¿Quieres guardar primero la partida actual?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="372"/>
        <source>Resume the unfinished game you last played %1?</source>
        <translation>¿Reanudar la partida sin terminar que jugaste por última vez %1?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="375"/>
        <source>Resume the unfinished game from an earlier session?</source>
        <translation>¿Reanudar la partida sin terminar de una sesión anterior?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="377"/>
        <source>Resume game</source>
        <translation>Reanudar partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="442"/>
        <source>Opened %1</source>
        <translation>Se abrió %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="494"/>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="502"/>
        <source>Export board as image</source>
        <translation>Exportar el tablero como imagen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="504"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="517"/>
        <source>Cannot export the board</source>
        <translation>No se puede exportar el tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="518"/>
        <source>The picture could not be saved: %1</source>
        <translation>No se pudo guardar la imagen: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="522"/>
        <source>Board saved as %1</source>
        <translation>Tablero guardado como %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="527"/>
        <source>Game copied to the clipboard.</source>
        <translation>Partida copiada al portapapeles.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/actions.py" line="560"/>
        <source>One game at a time: %1 not opened.</source>
        <translation>Una partida a la vez: no se ha abierto %1.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="29"/>
        <source>Epaminondas games (*.epam)</source>
        <translation>Partidas de Epaminondas (*.epam)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="31"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="42"/>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="74"/>
        <source>Cannot open game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="75"/>
        <source>“%1” is not a game record this program can read.</source>
        <translation>«%1» no es un registro de partida que este programa pueda leer.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="105"/>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="118"/>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="135"/>
        <source>Cannot save game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="136"/>
        <source>The game could not be saved to “%1”.</source>
        <translation>No se pudo guardar la partida en «%1».</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="157"/>
        <source>Cannot paste game</source>
        <translation>No se puede pegar la partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="162"/>
        <source>The clipboard holds no text to read a game from.</source>
        <translation>El portapapeles no contiene texto del que leer una partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/dialogs.py" line="171"/>
        <source>The clipboard text is not a game record.</source>
        <translation>El texto del portapapeles no es un registro de partida.</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="81"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="81"/>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="82"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="82"/>
        <source>Take back the last move</source>
        <translation>Retirar la última jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="83"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="83"/>
        <source>Replay a move taken back</source>
        <translation>Volver a hacer una jugada retirada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="84"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="85"/>
        <source>Show a good move; press again for the next</source>
        <translation>Mostrar una buena jugada; pulsa otra vez para la siguiente</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="86"/>
        <source>&amp;Move now</source>
        <translation>&amp;Jugar ya</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="87"/>
        <source>Make the computer play its best move so far (paused: play one move)</source>
        <translation>Hacer que el ordenador juegue su mejor jugada hasta ahora (en pausa: jugar una jugada)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="88"/>
        <source>&amp;Pause the computer</source>
        <translation>&amp;Pausar el ordenador</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="89"/>
        <source>The computer makes no move until you press Pause again; Move now plays one</source>
        <translation>El ordenador no juega hasta que vuelvas a pulsar Pausa; «Jugar ya» juega una jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="91"/>
        <source>Re&amp;sign</source>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="91"/>
        <source>Give up this game</source>
        <translation>Abandonar esta partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="92"/>
        <source>Offer &amp;draw…</source>
        <translation>Ofrecer ta&amp;blas…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="93"/>
        <source>Propose a draw to the other player</source>
        <translation>Proponer tablas al otro jugador</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="94"/>
        <source>&amp;Claim draw</source>
        <translation>Re&amp;clamar tablas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="95"/>
        <source>Claim a draw by threefold repetition</source>
        <translation>Reclamar tablas por triple repetición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="96"/>
        <source>Go to &amp;start</source>
        <translation>Ir al &amp;inicio</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="96"/>
        <source>Show the starting position</source>
        <translation>Mostrar la posición inicial</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="97"/>
        <source>&amp;Back one move</source>
        <translation>Una jugada &amp;atrás</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="97"/>
        <source>Show the previous position</source>
        <translation>Mostrar la posición anterior</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="98"/>
        <source>F&amp;orward one move</source>
        <translation>Una jugada a&amp;delante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="98"/>
        <source>Show the next position</source>
        <translation>Mostrar la posición siguiente</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="99"/>
        <source>Go to &amp;end</source>
        <translation>Ir al &amp;final</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="99"/>
        <source>Show the current position</source>
        <translation>Mostrar la posición actual</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="144"/>
        <source>Take back the result</source>
        <translation>Deshacer el resultado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="145"/>
        <source>The game has ended: %1 Take that back and play on?</source>
        <translation>La partida ha terminado: %1 ¿Deshacerlo y seguir jugando?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="151"/>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="151"/>
        <source>Do you really want to resign this game?</source>
        <translation>¿De verdad quieres abandonar esta partida?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="157"/>
        <source>Draw offered</source>
        <translation>Tablas ofrecidas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="158"/>
        <source>%1, do you accept a draw?</source>
        <translation>%1, ¿aceptáis las tablas?</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/actions.py" line="161"/>
        <source>The draw offer was declined.</source>
        <translation>La oferta de tablas fue rechazada.</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="341"/>
        <source>Home rows</source>
        <translation>Filas de base</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="230"/>
        <source>Moves</source>
        <extracomment>Below this height (pixels the panel is given), it folds what a player can do without (section titles, the long home-row sentence, a tall comment box), so that the move list keeps its rows on a small screen with the analysis open. How often a running clock&apos;s text is brought up to date (tenths show under 10 s).</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="495"/>
        <source>The computer is paused: Move now plays one move, Go on lets it play on.</source>
        <translation>El ordenador está en pausa: «Jugar ya» juega una jugada, «Seguir» lo deja seguir jugando.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="507"/>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="508"/>
        <source>Move now</source>
        <translation>Jugar ya</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="267"/>
        <source>White %1 on Black&apos;s home row (row %2), Black %3 on White&apos;s (row 1).</source>
        <translation>Blancas %1 en la fila de base de las negras (fila %2), negras %3 en la de las blancas (fila 1).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="261"/>
        <source>White %1 in White&apos;s win zone, Black %2 in Black&apos;s.</source>
        <translation>Blancas %1 en la zona de victoria de las blancas, negras %2 en la de las negras.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="332"/>
        <source>Win zones: White %1 · Black %2</source>
        <translation>Zonas de victoria: blancas %1 · negras %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="334"/>
        <source>Home rows: White %1 · Black %2</source>
        <translation>Filas de base: blancas %1 · negras %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="340"/>
        <source>Win zones</source>
        <translation>Zonas de victoria</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="381"/>
        <source>Engine · %1 · level %2</source>
        <translation>Motor · %1 · nivel %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="383"/>
        <source>Computer · level %1 (%2)</source>
        <translation>Ordenador · nivel %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="389"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="402"/>
        <source>the start</source>
        <translation>el inicio</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="403"/>
        <source>Viewing %1 · %2 to move</source>
        <translation>Viendo %1 · juegan %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="407"/>
        <source>%1 to move</source>
        <translation>Juegan %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="409"/>
        <source>threefold repetition: a draw can be claimed</source>
        <translation>triple repetición: se puede reclamar tablas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="415"/>
        <source>in a variation you move both sides</source>
        <translation>en una variante mueves por los dos bandos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="426"/>
        <source>no anti-symmetry rule</source>
        <translation>sin regla de antisimetría</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="434"/>
        <source>To sideslip: hold Shift, grab one end of the line and drop it where the other end lands.</source>
        <translation>Para deslizar: mantén Mayús, toma un extremo de la línea y suéltalo donde cae el otro extremo.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="449"/>
        <source>%1 has more pieces in the win zone: capture one or enter yours — or you lose.</source>
        <translation>%1 tiene más piezas en la zona de victoria: captura una o entra en la tuya — o pierdes.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="455"/>
        <source>%1 has more pieces on your home row: capture one or enter row %2 — or you lose.</source>
        <translation>%1 tienen más piezas en tu fila de base: captura una o entra en la fila %2, o pierdes.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="477"/>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="480"/>
        <source>%1 is thinking…</source>
        <translation>%1 piensan…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="483"/>
        <source>%1 is thinking… depth %2 · score %3 · %4</source>
        <translation>%1 piensan… profundidad %2 · valoración %3 · %4</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="510"/>
        <source>Go on</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="510"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="512"/>
        <source>Let the computer play on (P)</source>
        <translation>Dejar que el ordenador siga jugando (P)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/panel.py" line="513"/>
        <source>The computer makes no move until you go on (P)</source>
        <translation>El ordenador no juega hasta que sigas (P)</translation>
    </message>
</context>
<context>
    <name>GamesBrowserDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="236"/>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="274"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="276"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ctualizar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="277"/>
        <source>Show &amp;folder</source>
        <translation>Mostrar &amp;carpeta</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="317"/>
        <source>Games in %1</source>
        <translation>Partidas en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="323"/>
        <source>No saved games yet. Games you save go to %1.</source>
        <translation>Aún no hay partidas guardadas. Las partidas que guardes irán a %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="360"/>
        <source>The position at the end of the game</source>
        <translation>La posición al final de la partida</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="48"/>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Reglas del juego</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="48"/>
        <source>How to play Epaminondas</source>
        <translation>Cómo se juega a Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="49"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="50"/>
        <source>Every key of the window, the board and the move list</source>
        <translation>Todas las teclas de la ventana, el tablero y la lista de jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="51"/>
        <source>&amp;About Epaminondas</source>
        <translation>&amp;Acerca de Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="51"/>
        <source>About this program</source>
        <translation>Acerca de este programa</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="52"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="52"/>
        <source>About the Qt toolkit</source>
        <translation>Acerca de la biblioteca Qt</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="72"/>
        <source>About Epaminondas</source>
        <translation>Acerca de Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/help_actions.py" line="74"/>
        <source>&lt;h3&gt;Epaminondas %1&lt;/h3&gt;&lt;p&gt;Robert Abbott&apos;s game of phalanxes, with exact rules, a computer opponent and hints.&lt;/p&gt;&lt;p&gt;Board sizes from 4×4 to 26×26. Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Epaminondas %1&lt;/h3&gt;&lt;p&gt;El juego de falanges de Robert Abbott, con reglas exactas, un rival por ordenador y pistas.&lt;/p&gt;&lt;p&gt;Tableros de 4×4 a 26×26. Software libre bajo la licencia MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="45"/>
        <source>captures %1</source>
        <translation>captura %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="48"/>
        <source>enters the win zone</source>
        <translation>entra en la zona de victoria</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="49"/>
        <source>enters the far row</source>
        <translation>llega a la fila del fondo</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="52"/>
        <source>wins at the start of the next turn</source>
        <translation>gana al empezar el turno siguiente</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="53"/>
        <source>wins by force in %1 moves</source>
        <translation>gana a la fuerza en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="56"/>
        <source>loses at once</source>
        <translation>pierde en el acto</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="58"/>
        <source>lets the opponent win with his next move</source>
        <translation>deja ganar al rival con su próxima jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="59"/>
        <source>lets the opponent force a win in %1 moves</source>
        <translation>permite al rival forzar la victoria en %1 jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="61"/>
        <source>allows the capture %1</source>
        <translation>permite la captura %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="63"/>
        <source>threatens the capture %1</source>
        <translation>amenaza la captura %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="65"/>
        <source>threatens to enter at %1</source>
        <translation>amenaza con entrar en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="67"/>
        <source>stops the capture %1</source>
        <translation>impide la captura %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="68"/>
        <source>stops the entry at %1</source>
        <translation>impide la entrada en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="76"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="84"/>
        <source>Hint %1 of %2: %3 — %4</source>
        <translation>Pista %1 de %2: %3 — %4</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/motif_words.py" line="85"/>
        <source>Hint %1 of %2: %3</source>
        <translation>Pista %1 de %2: %3</translation>
    </message>
</context>
<context>
    <name>LearnActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="49"/>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Aprender a jugar…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="50"/>
        <source>Short interactive lessons: the rules, move by move</source>
        <translation>Lecciones interactivas breves: las reglas, jugada a jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="51"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problemas…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="52"/>
        <source>Find the winning or the saving move</source>
        <translation>Encuentra la jugada que gana o la que salva</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="61"/>
        <source>The lessons cannot be opened.</source>
        <translation>No se pueden abrir las lecciones.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="69"/>
        <source>The puzzles cannot be opened.</source>
        <translation>No se pueden abrir los problemas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="73"/>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="74"/>
        <source>Reinstalling the app restores the files.</source>
        <translation>Reinstalar la aplicación restaura los archivos.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="129"/>
        <source>Welcome to Epaminondas</source>
        <translation>Bienvenido a Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/actions.py" line="130"/>
        <source>New to Epaminondas? Nine short lessons teach the rules by playing them (about ten minutes). You can open them later from Help → Learn to play.</source>
        <translation>¿Nuevo en Epaminondas? Nueve lecciones cortas enseñan las reglas jugando (unos diez minutos). Puedes abrirlas más tarde desde Ayuda → Aprender a jugar.</translation>
    </message>
</context>
<context>
    <name>LearnDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="137"/>
        <source>Learn to play</source>
        <extracomment>Kinds of feedback line (their colours: palettes.FEEDBACK): done, try again.</extracomment>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="139"/>
        <source>&amp;Try again</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="140"/>
        <source>Put the step&apos;s position back</source>
        <translation>Volver a la posición de este paso</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="141"/>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="142"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="153"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="174"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="190"/>
        <source>You have finished the course. Start a game from Game → New game, or try the puzzles (Analysis → Puzzles).</source>
        <translation>Has terminado el curso. Empieza una partida desde Partida → Nueva partida o prueba los problemas (Análisis → Problemas).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="211"/>
        <source>Not this move.</source>
        <translation>No es esta jugada.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/lessons_dialog.py" line="229"/>
        <source>Well done.</source>
        <translation>Bien hecho.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="249"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="250"/>
        <source>Close the window</source>
        <translation>Cerrar la ventana</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="260"/>
        <source>Game &amp;panel</source>
        <translation>&amp;Panel de partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="261"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="262"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="263"/>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="264"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="265"/>
        <source>Toolbar</source>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="266"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="300"/>
        <source>The computer is thinking: wait for its move, or press Move now.</source>
        <translation>El ordenador está pensando: espera su jugada o pulsa Jugar ya.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="302"/>
        <source>The game is over here: go back in the move list to try other moves.</source>
        <translation>Aquí la partida ha terminado: vuelve atrás en la lista de jugadas para probar otras.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="304"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>Le toca al ordenador.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="398"/>
        <source>The computer&apos;s engine failed (%1); a new one was started and the game goes on.</source>
        <translation>El motor del ordenador ha fallado (%1); se ha iniciado otro y la partida continúa.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="402"/>
        <source>The computer failed: %1. Choose another engine or a human player in New game.</source>
        <translation>El ordenador ha fallado: %1. Elige otro motor o un jugador humano en Nueva partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="309"/>
        <source>%1 played %2</source>
        <translation>%1 jugaron %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="343"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="345"/>
        <source>The game is drawn.</source>
        <translation>La partida termina en tablas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="347"/>
        <source>%1 wins!</source>
        <translation>¡Ganan %1!</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/main_window.py" line="392"/>
        <source>No move to suggest.</source>
        <translation>No hay jugada que sugerir.</translation>
    </message>
</context>
<context>
    <name>MatchActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/match/actions.py" line="34"/>
        <source>&amp;Engine match…</source>
        <translation>&amp;Match de motores…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/actions.py" line="35"/>
        <source>Let built-in levels and engine programs play each other</source>
        <translation>Haz que los niveles incorporados y los programas de motor jueguen entre sí</translation>
    </message>
</context>
<context>
    <name>MatchDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="114"/>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="244"/>
        <source>Engine match</source>
        <extracomment>stats.elo&apos;s value for a score of 0 or 1 (it keeps it finite). How long stopping waits for the games&apos; threads (each closes its engines first).</extracomment>
        <translation>Match de motores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="129"/>
        <source>Won</source>
        <translation>Gan.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="130"/>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="130"/>
        <source>Lost</source>
        <translation>Perd.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="130"/>
        <source>Elo (95%)</source>
        <translation>Elo (95 %)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="135"/>
        <source>The Elo difference to the first player, with its 95% confidence interval</source>
        <translation>La diferencia de Elo con el primer jugador, con su intervalo de confianza del 95 %</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="139"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="160"/>
        <source>Open in the window</source>
        <translation>Abrir en la ventana</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="161"/>
        <source>Open this game&apos;s saved record on the main board</source>
        <translation>Abre la partida guardada en el tablero principal</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="168"/>
        <source>Standings:</source>
        <translation>Clasificación:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="175"/>
        <source>Games (select one to watch it):</source>
        <translation>Partidas (elige una para verla):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="191"/>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="194"/>
        <source>St&amp;op</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="226"/>
        <source>The games cannot be saved in %1: %2</source>
        <translation>Las partidas no se pueden guardar en %1: %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="296"/>
        <source>The match ended on an error: %1</source>
        <translation>El match terminó con un error: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="334"/>
        <source>The game could not be saved: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="350"/>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="379"/>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="391"/>
        <source>%1 of %2 games played.</source>
        <translation>%1 de %2 partidas jugadas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="394"/>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="396"/>
        <source>Stopped. Games played: %1.</source>
        <translation>Detenido. Partidas jugadas: %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="398"/>
        <source>The match is over. Games played: %1.</source>
        <translation>El match ha terminado. Partidas jugadas: %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="400"/>
        <source>Saved in %1</source>
        <translation>Guardadas en %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="402"/>
        <source>Tick the players, then Start.</source>
        <translation>Marca los jugadores y pulsa Empezar.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="404"/>
        <source>A player failed in %1 games (see the games&apos; tooltips).</source>
        <translation>Un jugador falló en %1 partidas (pasa el ratón sobre las partidas para ver por qué).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/dialog.py" line="443"/>
        <source>move %1 of %2</source>
        <translation>jugada %1 de %2</translation>
    </message>
</context>
<context>
    <name>MatchSetupForm</name>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="79"/>
        <source>Level %1</source>
        <extracomment>The boards offered: (variant, width, height, zone); the hexagon has one size.</extracomment>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="92"/>
        <source>Time per move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="92"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="101"/>
        <source>seconds + increment, e.g. 10+0.1</source>
        <translation>segundos + incremento, p. ej. 10+0.1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="122"/>
        <source>Not saved</source>
        <translation>No se guarda</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="124"/>
        <source>Each match saves its games into a new folder here; leave empty to save nothing</source>
        <translation>Cada match guarda sus partidas en una carpeta nueva aquí; déjalo vacío para no guardar nada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="125"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="143"/>
        <source>&amp;Players (the first is the reference):</source>
        <translation>&amp;Jugadores (el primero es la referencia):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="147"/>
        <source>&amp;Games per pair:</source>
        <translation>&amp;Partidas por pareja:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="148"/>
        <source>&amp;Time:</source>
        <translation>Tie&amp;mpo:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="149"/>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="150"/>
        <source>&amp;Random opening moves:</source>
        <translation>Jugadas de apertura al &amp;azar:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="151"/>
        <source>Games at on&amp;ce:</source>
        <translation>Partidas a la &amp;vez:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="152"/>
        <source>Save games &amp;in:</source>
        <translation>&amp;Guardar partidas en:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="156"/>
        <source>far corner</source>
        <translation>esquina lejana</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="156"/>
        <source>first row</source>
        <translation>primera fila</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="177"/>
        <source>Save games in</source>
        <translation>Guardar partidas en</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="200"/>
        <source>Tick two players or more in the list: a match needs an opponent.</source>
        <translation>Marca dos jugadores o más en la lista: un match necesita un rival.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="212"/>
        <source>“%1” is not a clock: write the seconds and the increment, e.g. 10+0.1 or 60.</source>
        <translation>«%1» no es un reloj: escribe los segundos y el incremento, p. ej. 10+0.1 o 60.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/match/setup_form.py" line="226"/>
        <source>“%1” is a file, not a folder.</source>
        <translation>«%1» es un archivo, no una carpeta.</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="94"/>
        <source>Learn from your mistakes</source>
        <translation>Aprende de tus errores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="96"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="97"/>
        <source>Show the &amp;answer</source>
        <translation>Mostrar la &amp;respuesta</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="98"/>
        <source>Next (N)</source>
        <translation>Siguiente (N)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="100"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="114"/>
        <source>Mistake %1 of %2</source>
        <translation>Error %1 de %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="117"/>
        <source>Move %1: you played %2 (%3). Find a better move for White.</source>
        <translation>Jugada %1: jugaste %2 (%3). Encuentra una jugada mejor para las blancas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="119"/>
        <source>Move %1: you played %2 (%3). Find a better move for Black.</source>
        <translation>Jugada %1: jugaste %2 (%3). Encuentra una jugada mejor para las negras.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="146"/>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="162"/>
        <source>The engine failed (%1): try the move again.</source>
        <translation>El motor ha fallado (%1): prueba la jugada otra vez.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="174"/>
        <source>%1 is not good enough. Try again, or ask for a hint.</source>
        <translation>%1 no es suficientemente buena. Inténtalo otra vez o pide una pista.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="180"/>
        <source>Right! %1 is the best move.</source>
        <translation>¡Correcto! %1 es la mejor jugada.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="181"/>
        <source>Right! %1 is as good as the best move, %2.</source>
        <translation>¡Correcto! %1 es tan buena como la mejor jugada, %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="195"/>
        <source>Hint: the better move %1.</source>
        <translation>Pista: la mejor jugada %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="197"/>
        <source>Hint: the better move starts at %1.</source>
        <translation>Pista: la mejor jugada empieza en %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="211"/>
        <source>The better move: %1.</source>
        <translation>La mejor jugada: %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="227"/>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="228"/>
        <source>You found a better move for %1 of %2 mistakes.</source>
        <translation>Encontraste una jugada mejor para %1 de %2 errores.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="234"/>
        <source>found with a hint</source>
        <translation>encontrada con una pista</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="236"/>
        <source>found</source>
        <translation>encontrada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="238"/>
        <source>answer shown</source>
        <translation>respuesta mostrada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="240"/>
        <source>not found</source>
        <translation>no encontrada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="241"/>
        <source>Move %1 (%2): %3</source>
        <translation>Jugada %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/mistakes_dialog.py" line="244"/>
        <source>%1 of them after a hint.</source>
        <translation>%1 de ellas tras una pista.</translation>
    </message>
</context>
<context>
    <name>MovePanel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="68"/>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="78"/>
        <source>Comment on this move</source>
        <translation>Comentario sobre esta jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="79"/>
        <source>Type a comment; it is saved with the game.</source>
        <translation>Escribe un comentario; se guarda con la partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="70"/>
        <source>Move list</source>
        <translation>Lista de jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="85"/>
        <source>move 12: White&apos;s move, then Black&apos;s; click one to see its position</source>
        <translation>jugada 12: la de las blancas, luego la de las negras; un clic muestra la posición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="87"/>
        <source>the review&apos;s inaccuracy, mistake and blunder</source>
        <translation>imprecisión, error y error grave de la revisión</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="141"/>
        <source>Make this line the main line</source>
        <translation>Hacer de esta línea la línea principal</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="147"/>
        <source>Move variation up</source>
        <translation>Subir la variante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="150"/>
        <source>Move variation down</source>
        <translation>Bajar la variante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="152"/>
        <source>Delete variation</source>
        <translation>Borrar la variante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_panel.py" line="154"/>
        <source>Delete the moves after this one</source>
        <translation>Borrar las jugadas posteriores</translation>
    </message>
</context>
<context>
    <name>MoveTreeView</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/move_list.py" line="143"/>
        <source>No moves yet.</source>
        <translation>Aún no hay jugadas.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="116"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="116"/>
        <source>New game from this position</source>
        <translation>Nueva partida desde esta posición</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="122"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="130"/>
        <source>Far corner (3 cells)</source>
        <translation>Esquina lejana (3 casillas)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="131"/>
        <source>Opponent&apos;s first row</source>
        <translation>Primera fila del rival</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="132"/>
        <source>Win zone</source>
        <translation>Zona de victoria</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="143"/>
        <source>Standard 14 × 12</source>
        <translation>Estándar 14 × 12</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="144"/>
        <source>Quick 8 × 8</source>
        <translation>Rápido 8 × 8</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="145"/>
        <source>Small 6 × 12</source>
        <translation>Pequeño 6 × 12</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="146"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="149"/>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="152"/>
        <source>Files</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="155"/>
        <source>Ranks</source>
        <translation>Filas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="157"/>
        <source>Starting rows</source>
        <translation>Filas iniciales</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="159"/>
        <source>Midline (standard)</source>
        <translation>Línea media (estándar)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="159"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="160"/>
        <source>Anti-symmetry rule</source>
        <translation>Regla de antisimetría</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="165"/>
        <source>White (moves first)</source>
        <translation>Blancas (salen primero)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="168"/>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="200"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="168"/>
        <source>Black (moves first)</source>
        <translation>Negras (salen primero)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="179"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="181"/>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="182"/>
        <source>Size (files × ranks):</source>
        <translation>Tamaño (columnas × filas):</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="183"/>
        <source>Starting &amp;rows each:</source>
        <translation>&amp;Filas iniciales por bando:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="184"/>
        <source>Anti-&amp;symmetry rule:</source>
        <translation>Regla de anti&amp;simetría:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="185"/>
        <source>&amp;Win zone:</source>
        <translation>&amp;Zona de victoria:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="192"/>
        <source>&amp;Start game</source>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="165"/>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="200"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="202"/>
        <source>The game starts from the position shown: %1, %2, %3 to move.</source>
        <translation>La partida empieza en la posición mostrada: %1, %2, juegan %3.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="257"/>
        <source>Win by having more pieces than the opponent in the three cells of the far corner.</source>
        <translation>Gana quien tenga más piezas que el rival en las tres casillas de la esquina lejana.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="259"/>
        <source>Win by having more pieces than the opponent on the far edges, the opponent&apos;s whole first row.</source>
        <translation>Gana quien tenga más piezas que el rival en los bordes lejanos, toda la primera fila del rival.</translation>
    </message>
</context>
<context>
    <name>NotationLegend</name>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="18"/>
        <source>a single piece moves from k2 to j1</source>
        <translation>una pieza sola va de k2 a j1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="19"/>
        <source>a group: its rear end g1, its head g2, and where the head lands, g4</source>
        <translation>un grupo: su extremo trasero g1, su cabeza g2 y la casilla donde cae la cabeza, g4</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="20"/>
        <source>a capture: the move, then after the colon the number of pieces captured (here 1)</source>
        <translation>una captura: la jugada y, tras los dos puntos, el número de piezas capturadas (aquí 1)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="21"/>
        <source>a sideslip (Abanondas): the two ends of the line, then where each of them lands</source>
        <translation>un deslizamiento (Abanondas): los dos extremos de la línea y luego dónde cae cada uno</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="28"/>
        <source>Squares are named by a letter and a number, as written around the board: on the rectangle the letter is the file (from the left) and the number the row (from White&apos;s side); on the hexagon the letter and the number are its two slanting lines, from a1 in White&apos;s corner to k11 in Black&apos;s.</source>
        <translation>Las casillas se nombran con una letra y un número, como están escritos alrededor del tablero: en el rectángulo la letra es la columna (desde la izquierda) y el número la fila (desde el lado de las blancas); en el hexágono la letra y el número son sus dos líneas oblicuas, desde a1 en la esquina de las blancas hasta k11 en la de las negras.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="29"/>
        <source>In the move list and in saved games a number counts one move of each side; comments and variations follow the move they belong to.</source>
        <translation>En la lista de jugadas y en las partidas guardadas cada número cuenta una jugada de cada bando; los comentarios y las variantes siguen a la jugada a la que pertenecen.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/notation_legend.py" line="46"/>
        <source>How moves are written</source>
        <translation>Cómo se escriben las jugadas</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="49"/>
        <source>Human</source>
        <extracomment>(width, height) of the preset sizes; None marks &quot;custom&quot;.</extracomment>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="49"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="51"/>
        <source>Player type</source>
        <translation>Tipo de jugador</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="56"/>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="57"/>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="62"/>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/new_game.py" line="64"/>
        <source>The program that plays (Preferences → Engines adds others)</source>
        <translation>El programa que juega (Preferencias → Motores añade otros)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="45"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="47"/>
        <source>&amp;Highlight legal moves</source>
        <translation>&amp;Resaltar jugadas legales</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="49"/>
        <source>Show &amp;coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="51"/>
        <source>&amp;Sounds</source>
        <translation>&amp;Sonidos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="55"/>
        <source>Without Qt Multimedia only the system bell sounds, on captures.</source>
        <translation>Sin Qt Multimedia solo suena el timbre del sistema, en las capturas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="58"/>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="60"/>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="61"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="62"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="63"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="69"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="70"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="71"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="74"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="79"/>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="84"/>
        <source>Preview of the board and pieces</source>
        <translation>Vista previa del tablero y las piezas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="88"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="91"/>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="96"/>
        <source>Analysis time limit</source>
        <translation>Límite de tiempo del análisis</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="98"/>
        <source>How long the analysis of a position runs before it stops by itself</source>
        <translation>Cuánto dura el análisis de una posición antes de detenerse solo</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="101"/>
        <source>1 minute</source>
        <translation>1 minuto</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="102"/>
        <source>3 minutes</source>
        <translation>3 minutos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="103"/>
        <source>10 minutes</source>
        <translation>10 minutos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="104"/>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="107"/>
        <source>%1 seconds</source>
        <translation>%1 segundos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="117"/>
        <source>Search processes</source>
        <translation>Procesos de búsqueda</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="119"/>
        <source>Cores used by the full-strength computer, hints and analysis (this machine has %1)</source>
        <translation>Núcleos que usan el ordenador a plena fuerza, las pistas y el análisis (este equipo tiene %1)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="127"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="128"/>
        <source>At once</source>
        <translation>Al instante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="130"/>
        <source>Computer moves shown for at least</source>
        <translation>Jugadas del ordenador visibles al menos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="132"/>
        <source>A computer that finds its move sooner waits this long after the move before it, so that a game between computers can be followed by eye</source>
        <translation>Un ordenador que encuentra su jugada antes espera este tiempo tras la jugada anterior, para poder seguir a simple vista una partida entre ordenadores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="145"/>
        <source>&amp;Animation:</source>
        <translation>&amp;Animación:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="139"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="140"/>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="141"/>
        <source>P&amp;ieces:</source>
        <translation>P&amp;iezas:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="148"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="149"/>
        <source>Analysis &amp;stops after:</source>
        <translation>El análisis se &amp;detiene tras:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="150"/>
        <source>Search &amp;processes:</source>
        <translation>&amp;Procesos de búsqueda:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="151"/>
        <source>Computer moves shown for at &amp;least:</source>
        <translation>Jugadas del ordenador visibles al &amp;menos:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="163"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="164"/>
        <source>Board and pieces</source>
        <translation>Tablero y piezas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="165"/>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="203"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="204"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="205"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="206"/>
        <source>Slate</source>
        <translation>Pizarra</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="207"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="214"/>
        <source>Shaded</source>
        <translation>Sombreadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="215"/>
        <source>Flat</source>
        <translation>Planas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/preferences.py" line="216"/>
        <source>Outlined (high contrast)</source>
        <translation>Con contorno (alto contraste)</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="37"/>
        <source>Game properties</source>
        <extracomment>The tags Game → Properties edits, in the order shown.</extracomment>
        <translation>Propiedades de la partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="40"/>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="41"/>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="42"/>
        <source>&amp;Event:</source>
        <translation>&amp;Evento:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="43"/>
        <source>&amp;Site:</source>
        <translation>&amp;Lugar:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="44"/>
        <source>&amp;Date:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="45"/>
        <source>&amp;Round:</source>
        <translation>&amp;Ronda:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="53"/>
        <source>YYYY.MM.DD, ?? where unknown</source>
        <translation>AAAA.MM.DD, ?? si se desconoce</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="57"/>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="110"/>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="112"/>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Dificultad:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="116"/>
        <source>All puzzles</source>
        <translation>Todos los problemas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="117"/>
        <source>1 · Win in one move</source>
        <translation>1 · Ganar en una jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="118"/>
        <source>2 · Find the only defence</source>
        <translation>2 · Encuentra la única defensa</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="119"/>
        <source>3 · Win in two moves</source>
        <translation>3 · Ganar en dos jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="122"/>
        <source>&amp;Show solution</source>
        <translation>&amp;Mostrar solución</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="123"/>
        <source>Next puzzle (N)</source>
        <translation>Siguiente problema (N)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="126"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="141"/>
        <source>There are no puzzles in this band.</source>
        <translation>No hay problemas en este nivel.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="156"/>
        <source>White to move: find the move that wins.</source>
        <translation>Juegan blancas: encuentra la jugada que gana.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="157"/>
        <source>Black to move: find the move that wins.</source>
        <translation>Juegan negras: encuentra la jugada que gana.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="159"/>
        <source>White to move: find the move that wins in two.</source>
        <translation>Juegan blancas: encuentra la jugada que gana en dos.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="160"/>
        <source>Black to move: find the move that wins in two.</source>
        <translation>Juegan negras: encuentra la jugada que gana en dos.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="162"/>
        <source>White to move: only one move does not lose. Find it.</source>
        <translation>Juegan blancas: solo una jugada no pierde. Encuéntrala.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="163"/>
        <source>Black to move: only one move does not lose. Find it.</source>
        <translation>Juegan negras: solo una jugada no pierde. Encuéntrala.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="174"/>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="179"/>
        <source>%1 is not the solution. Watch:</source>
        <translation>%1 no es la solución. Mira:</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="212"/>
        <source>Watch the solution on the board.</source>
        <translation>Mira la solución en el tablero.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="225"/>
        <source>Every other move loses.</source>
        <translation>Cualquier otra jugada pierde.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="226"/>
        <source>The opponent cannot stop it.</source>
        <translation>El rival no puede impedirlo.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="229"/>
        <source>Solution: %1</source>
        <translation>Solución: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/learn/puzzles_dialog.py" line="234"/>
        <source>Solved %1 of %2 · streak %3 (best %4)</source>
        <translation>Resueltos %1 de %2 · racha %3 (mejor %4)</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="52"/>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="55"/>
        <source>&amp;Clear list</source>
        <translation>&amp;Vaciar lista</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="82"/>
        <location filename="../../epaminondas_gui/gui/files/recent_menu.py" line="90"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="47"/>
        <source>Best move</source>
        <extracomment>Colours of the error classes (dots on the graph, badges in the lists).</extracomment>
        <translation>Mejor jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="48"/>
        <source>Good</source>
        <translation>Buena</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="49"/>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="50"/>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="51"/>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="52"/>
        <source>Missed win</source>
        <translation>Victoria desaprovechada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_graph.py" line="53"/>
        <source>Allowed a forced loss</source>
        <translation>Permitió una derrota forzada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="39"/>
        <source>You played %1, which %2; %3 %4.</source>
        <translation>Tu jugada %1 %2; %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="40"/>
        <source>%1 %2; %3 %4.</source>
        <translation>%1 %2; %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="42"/>
        <source>You played %1, which %2.</source>
        <translation>Tu jugada %1 %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="43"/>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="45"/>
        <source>You played %1; %3 %4.</source>
        <translation>Jugaste %1; %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="46"/>
        <source>Instead of %1, %3 %4.</source>
        <translation>En lugar de %1, %3 %4.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="48"/>
        <source>You played %1; %2 was %3 pieces better.</source>
        <translation>Jugaste %1; %2 era %3 piezas mejor.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_words.py" line="49"/>
        <source>Instead of %1, %2 was %3 pieces better.</source>
        <translation>En lugar de %1, %2 era %3 piezas mejor.</translation>
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
        <translation>Revisando la partida…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="379"/>
        <source>Reviewing the game… %1 of %2 positions</source>
        <translation>Revisando la partida… %1 de %2 posiciones</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="400"/>
        <source>Review complete: no errors found.</source>
        <translation>Revisión completa: no se encontraron errores.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="402"/>
        <source>Review complete: %n error(s) found.</source>
        <translation>
            <numerusform>Revisión completa: se encontró %n error.</numerusform>
            <numerusform>Revisión completa: se encontraron %n errores.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="438"/>
        <source>better: %1</source>
        <translation>mejor: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="447"/>
        <source>%1 lost %2 pieces with this move</source>
        <translation>%1 perdieron %2 piezas con esta jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="478"/>
        <source>Review cancelled.</source>
        <translation>Revisión cancelada.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="481"/>
        <source>The review failed: %1</source>
        <translation>La revisión falló: %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="484"/>
        <source>The engine failed (%1); a new one was started and the review goes on.</source>
        <translation>El motor ha fallado (%1); se ha iniciado otro y la revisión continúa.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="504"/>
        <source>Review again</source>
        <translation>Revisar de nuevo</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="504"/>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="506"/>
        <source>Learn from the mistakes</source>
        <translation>Aprender de los errores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="507"/>
        <source>Find better moves for the errors of this game</source>
        <translation>Encuentra jugadas mejores para los errores de esta partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="510"/>
        <source>Grade every move of the game with the engine (Ctrl+R)</source>
        <translation>Calificar cada jugada de la partida con el motor (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="512"/>
        <source>Play some moves first: there is nothing to review yet.</source>
        <translation>Juega primero algunas jugadas: todavía no hay nada que revisar.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="516"/>
        <source>Game review</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="518"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="519"/>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="522"/>
        <source>Press Review to see where the game was won and lost.</source>
        <translation>Pulsa Revisar para ver dónde se ganó y se perdió la partida.</translation>
    </message>
</context>
<context>
    <name>ReviewSummary</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="235"/>
        <source>Average loss (pieces)</source>
        <translation>Pérdida media (piezas)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="237"/>
        <source>How much the evaluation fell per move on average, in pieces</source>
        <translation>Cuánto cayó la evaluación por jugada de media, en piezas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="239"/>
        <source>Time used</source>
        <translation>Tiempo usado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="240"/>
        <source>How long each side thought, by the clocks</source>
        <translation>Cuánto pensó cada bando, según los relojes</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="109"/>
        <source>Rules of Epaminondas</source>
        <extracomment>The anchor of the Abanondas section (the dialog opens there in an Abanondas game). The anchor of the Heximinondas section (the dialog opens there in a Heximinondas game). The anchor of the legend of the move notation.</extracomment>
        <translation>Reglas de Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="134"/>
        <source>Epaminondas</source>
        <translation>Epaminondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="137"/>
        <source>Two armies face each other. White starts on the bottom rows and moves first; Black starts on the top rows. Each player&apos;s own first row is his home row.</source>
        <translation>Dos ejércitos se enfrentan. Las blancas empiezan en las filas de abajo y salen primero; las negras empiezan en las filas de arriba. La primera fila de cada jugador es su fila de base.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="140"/>
        <source>Phalanxes</source>
        <translation>Falanges</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="143"/>
        <source>A phalanx is a straight, unbroken line of your pieces: along a file, a rank or a diagonal. A single piece is a phalanx of one.</source>
        <translation>Una falange es una línea recta y continua de tus piezas: a lo largo de una columna, una fila o una diagonal. Una pieza sola es una falange de una.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="148"/>
        <source>A phalanx moves along its own line, forwards or backwards, as many squares as it has pieces or fewer. A single piece may step one square in any of the eight directions. Pieces never jump: the squares passed over must be empty.</source>
        <translation>Una falange se mueve a lo largo de su propia línea, hacia delante o hacia atrás, tantas casillas como piezas tiene o menos. Una pieza sola puede avanzar una casilla en cualquiera de las ocho direcciones. Las piezas nunca saltan: las casillas que se cruzan deben estar vacías.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="154"/>
        <source>The phalanx of three on the b-file may move one, two or three squares up; the single piece on d2 steps one square in any direction.</source>
        <translation>La falange de tres en la columna b puede subir una, dos o tres casillas; la pieza sola de d2 avanza una casilla en cualquier dirección.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="157"/>
        <source>Splitting</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="160"/>
        <source>You may move only the front part of a longer line: any number of its leading pieces, which then count as the phalanx.</source>
        <translation>Puedes mover solo la parte delantera de una línea más larga: cualquier número de sus piezas de cabeza, que entonces cuentan como la falange.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="166"/>
        <source>The front two of this line of four move two squares; the two at the back stay.</source>
        <translation>Las dos primeras de esta línea de cuatro avanzan dos casillas; las dos de atrás se quedan.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="169"/>
        <source>Capturing</source>
        <translation>Capturar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="172"/>
        <source>A phalanx captures by moving onto an enemy piece in its path, if the enemy line standing there in the direction of travel is shorter than the moving phalanx. The whole enemy line is removed and the phalanx stops on its first square. Capturing is never compulsory.</source>
        <translation>Una falange captura moviéndose sobre una pieza enemiga en su camino, si la línea enemiga que hay allí en la dirección del movimiento es más corta que la falange que se mueve. Toda la línea enemiga se retira y la falange se detiene en su primera casilla. Capturar nunca es obligatorio.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="178"/>
        <source>Three white pieces against two black ones in a line: White captures both; the black piece on e5 is not touched.</source>
        <translation>Tres piezas blancas contra dos negras en línea: las blancas capturan ambas; la pieza negra de e5 no se toca.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="181"/>
        <source>Winning</source>
        <translation>Ganar</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="184"/>
        <source>If at the start of your turn you have more pieces on your opponent&apos;s home row than he has on yours, you win. So reaching the far row does not win at once: your opponent has one turn to capture the intruder or to get even by reaching your home row.</source>
        <translation>Si al empezar tu turno tienes más piezas en la fila de base de tu rival que él en la tuya, ganas. Por eso llegar a la fila del fondo no gana enseguida: tu rival tiene un turno para capturar al intruso o igualar llegando a tu fila de base.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="188"/>
        <source>A player who cannot move, for example because he has no pieces left, loses.</source>
        <translation>Quien no puede mover, por ejemplo porque no le quedan piezas, pierde.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="190"/>
        <source>The anti-symmetry rule</source>
        <translation>La regla de antisimetría</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="193"/>
        <source>You may not move onto the opponent&apos;s home row if that leaves the two armies as exact mirror images of each other across the middle of the board. This stops a player from forcing a draw by copying every move. The rule can be switched off in the New game dialog.</source>
        <translation>No puedes entrar en la fila de base del rival si eso deja los dos ejércitos como imágenes exactas el uno del otro respecto al centro del tablero. Así nadie puede forzar tablas copiando cada jugada. La regla se puede desactivar en el diálogo «Nueva partida».</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="196"/>
        <source>Draws, repetition and resigning</source>
        <translation>Tablas, repetición y abandono</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="199"/>
        <source>Nothing else ends a game by itself. When the same position, with the same player to move, comes up for the third time in the game, the player to move may claim a draw (Game → Claim draw); the computer never claims one, and a claim is not needed to play on. Two people at one screen may agree a draw (Game → Offer draw), and a player may resign at any time.</source>
        <translation>Ninguna otra cosa termina la partida por sí sola. Cuando la misma posición, con el mismo jugador al turno, aparece por tercera vez en la partida, el jugador al turno puede reclamar tablas (Partida → Reclamar tablas); el ordenador nunca las reclama, y no hace falta reclamarlas para seguir jugando. Dos personas en una misma pantalla pueden acordar tablas (Partida → Ofrecer tablas), y un jugador puede abandonar en cualquier momento.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="204"/>
        <source>The computer treats a return to an earlier position as a draw when it looks ahead, so it avoids repeating when it is ahead and looks for a repetition when it is behind.</source>
        <translation>Al calcular, el ordenador considera tablas volver a una posición anterior: evita repetir cuando va ganando y busca la repetición cuando va perdiendo.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="207"/>
        <source>Moving with the mouse or keyboard</source>
        <translation>Mover con el ratón o el teclado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="210"/>
        <source>Pick up the rearmost piece of the group you want to move and drop it where that piece should end up: every piece in front of it in that direction moves along. The squares you can reach light up, and the pieces that would be captured are crossed out. Click a piece and then a square, or drag it. With the keyboard, move the cursor with the arrow keys and pick up and drop with Enter.</source>
        <translation>Levanta la pieza de más atrás del grupo que quieres mover y suéltala donde debe acabar esa pieza: todas las piezas delante de ella en esa dirección se mueven con ella. Las casillas alcanzables se iluminan y las piezas que serían capturadas aparecen tachadas. Haz clic en una pieza y luego en una casilla, o arrástrala. Con el teclado, mueve el cursor con las flechas y levanta y suelta con Intro.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="213"/>
        <source>How moves are written</source>
        <translation>Cómo se escriben las jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="216"/>
        <source>Abanondas</source>
        <translation>Abanondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="219"/>
        <source>Abanondas is a variant of Epaminondas (choose it in the New game dialog). Everything is as in Epaminondas, and in addition a phalanx of two or more pieces may make a sideslip: every piece of it steps one square, all in the same direction, across the phalanx&apos;s line.</source>
        <translation>Abanondas es una variante de Epaminondas (elígela en el diálogo Nueva partida). Todo es como en Epaminondas y, además, una falange de dos o más piezas puede hacer un deslizamiento lateral: cada una de sus piezas avanza una casilla, todas en la misma dirección, de través respecto a la línea de la falange.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="224"/>
        <source>A line along a rank or a file may slip in six directions: the two across it and the four diagonals. A diagonal line may slip only along a rank or a file. Any unbroken part of a line may slip, not only its front. Every square the pieces step onto must be empty: a sideslip never captures. Winning, the end of the game and the anti-symmetry rule are as in Epaminondas.</source>
        <translation>Una línea a lo largo de una fila o una columna puede deslizarse en seis direcciones: las dos de través y las cuatro diagonales. Una línea diagonal solo puede deslizarse a lo largo de una fila o una columna. Puede deslizarse cualquier tramo ininterrumpido de una línea, no solo su frente. Cada casilla a la que pasan las piezas debe estar vacía: un deslizamiento nunca captura. La victoria, el final de la partida y la regla de antisimetría son como en Epaminondas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="230"/>
        <source>The line b2–d2 slips one square up, to b3–d3. It is written b2.d2-b3.d3: the two ends, then where each lands.</source>
        <translation>La línea b2–d2 se desliza una casilla hacia arriba, a b3–d3. Se escribe b2.d2-b3.d3: los dos extremos y luego dónde cae cada uno.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="235"/>
        <source>To enter a sideslip, hold Shift, grab one end of the line, move along the line to its other end and drop one square aside, where that end lands (as the arrow shows). Ringed squares are slip drops, and the ghosts show which pieces will slip where. Without Shift, a drop means a slip only where no ordinary move lands. If several slips share the drop you chose, a short menu asks which one. With the keyboard, Shift+Enter drops a slip.</source>
        <translation>Para introducir un deslizamiento, mantén Mayús, toma un extremo de la línea, recórrela hasta su otro extremo y suelta una casilla al lado, donde cae ese extremo (como muestra la flecha). Las casillas con anillo son destinos de deslizamiento y las piezas fantasma muestran qué piezas se deslizarán y adónde. Sin Mayús, soltar significa deslizar solo donde no cae ninguna jugada ordinaria. Si varios deslizamientos comparten la casilla elegida, un menú breve pregunta cuál. Con el teclado, Mayús+Intro suelta un deslizamiento.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="244"/>
        <source>Heximinondas</source>
        <translation>Heximinondas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="247"/>
        <source>Heximinondas is Epaminondas on a hexagon of 91 cells (choose it in the New game dialog). Each side has 20 pieces around its own corner: White&apos;s at a1 at the bottom, Black&apos;s at k11 at the top. Moving, splitting and capturing are as in Epaminondas.</source>
        <translation>Heximinondas es Epaminondas en un hexágono de 91 casillas (elígelo en el diálogo Nueva partida). Cada bando tiene 20 piezas alrededor de su propia esquina: las blancas en a1, abajo; las negras en k11, arriba. Mover, dividir y capturar es como en Epaminondas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="252"/>
        <source>Every cell has up to six neighbours, so there are six directions and three kinds of line: straight up and down the board (a1 to k11), and the two slanting lines, one letter (a1 to a6) or one number (a1 to f1). There are no diagonals.</source>
        <translation>Cada casilla tiene hasta seis vecinas, así que hay seis direcciones y tres clases de línea: recta arriba y abajo del tablero (a1 a k11) y las dos líneas oblicuas, de una letra (a1 a a6) o de un número (a1 a f1). No hay diagonales.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="258"/>
        <source>The single piece on c7 may step to any of its six neighbours; the line of three from c3 to e5 moves up its line and captures the line of two on f6 and g7.</source>
        <translation>La pieza sola de c7 puede avanzar a cualquiera de sus seis vecinas; la línea de tres de c3 a e5 sube por su línea y captura la línea de dos de f6 y g7.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="261"/>
        <source>Win zones</source>
        <translation>Zonas de victoria</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="264"/>
        <source>Instead of the home row, each player has a win zone: by default the three cells of the far corner (outlined on the board in the colour of the player who must reach them), or, as an option, the opponent&apos;s whole first row. If at the start of your turn you have more pieces in your win zone than your opponent has in his, you win; as in Epaminondas, he has one turn to capture the intruder or to even the count.</source>
        <translation>En lugar de la fila de fondo, cada jugador tiene una zona de victoria: por defecto las tres casillas de la esquina lejana (con borde del color del jugador que debe alcanzarlas) o, como opción, toda la primera fila del rival. Si al comienzo de tu turno tienes más piezas en tu zona de victoria que tu rival en la suya, ganas; como en Epaminondas, él tiene un turno para capturar al intruso o igualar la cuenta.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="270"/>
        <source>The start: White must reach the corner at k11 (outlined in white), Black the corner at a1 (outlined in black).</source>
        <translation>El comienzo: las blancas deben alcanzar la esquina de k11 (con borde blanco), las negras la esquina de a1 (con borde negro).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="275"/>
        <source>A player who cannot move does not lose: the side with more pieces wins, and equal numbers are a draw. A move that makes a position occur for the third time loses. There is no anti-symmetry rule.</source>
        <translation>Quien no puede mover no pierde: gana el bando con más piezas, y con el mismo número son tablas. Un movimiento que repite una posición por tercera vez pierde. No hay regla de antisimetría.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/rules.py" line="280"/>
        <source>With the keyboard, Up and Down go straight up and down the board; Left and Right go to the neighbour beside, half a row up or down.</source>
        <translation>Con el teclado, Arriba y Abajo van rectos arriba y abajo del tablero; Izquierda y Derecha van a la vecina de al lado, media fila más arriba o más abajo.</translation>
    </message>
</context>
<context>
    <name>SavedGamesModel</name>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="131"/>
        <source>Date</source>
        <extracomment>The column unreadable rows write their error into (spanned to FILE - 1).</extracomment>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="132"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="133"/>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="134"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="135"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="136"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="137"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="138"/>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="139"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="176"/>
        <source>Unreadable</source>
        <translation>Ilegible</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="192"/>
        <source>%1 cannot be opened: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="29"/>
        <source>Board: move the keyboard cursor</source>
        <translation>Tablero: mover el cursor del teclado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="30"/>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="33"/>
        <source>Board: pick up / drop the piece under the cursor</source>
        <translation>Tablero: coger / soltar la pieza bajo el cursor</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="34"/>
        <source>Enter, Space</source>
        <translation>Intro, Espacio</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="37"/>
        <source>Board: put the piece back</source>
        <translation>Tablero: devolver la pieza</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="38"/>
        <source>Esc, right click</source>
        <translation>Esc, clic derecho</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="41"/>
        <source>Move list: back / forward along the line</source>
        <translation>Lista de jugadas: atrás / adelante en la línea</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="42"/>
        <source>Left / Right</source>
        <translation>Izquierda / Derecha</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="45"/>
        <source>Move list: previous / next variation</source>
        <translation>Lista de jugadas: variante anterior / siguiente</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="46"/>
        <source>Up / Down</source>
        <translation>Arriba / Abajo</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="49"/>
        <source>Move list: start / end of the line</source>
        <translation>Lista de jugadas: inicio / final de la línea</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="50"/>
        <source>Home / End</source>
        <translation>Inicio / Fin</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="76"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="81"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/dialogs/shortcuts.py" line="81"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../epaminondas_gui/gui/startup.py" line="37"/>
        <source>Two computers play this game: Go on (P) lets them play.</source>
        <translation>Dos ordenadores juegan esta partida: Seguir (P) los pone a jugar.</translation>
    </message>
</context>
<context>
    <name>StudyActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="97"/>
        <source>&amp;Continue from here against the computer</source>
        <translation>&amp;Continuar desde aquí contra el ordenador</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="99"/>
        <source>Make the position shown the end of the game and let the computer play on</source>
        <translation>Hacer de la posición mostrada el final de la partida y dejar que el ordenador siga</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="101"/>
        <source>New game from this &amp;position…</source>
        <translation>Nueva partida desde esta &amp;posición…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="103"/>
        <source>Start a new game from the position shown, choosing the players</source>
        <translation>Empezar una partida nueva desde la posición mostrada, eligiendo los jugadores</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="105"/>
        <source>P&amp;roperties…</source>
        <translation>P&amp;ropiedades…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="107"/>
        <source>The players&apos; names, the event and the date of this game</source>
        <translation>Los nombres de los jugadores, el evento y la fecha de esta partida</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="119"/>
        <source>Continue from here</source>
        <translation>Continuar desde aquí</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/game/study_actions.py" line="121"/>
        <source>The %1 moves after this position will be removed from the game. Continue?</source>
        <translation>Las %1 jugadas posteriores a esta posición se quitarán de la partida. ¿Continuar?</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="28"/>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="28"/>
        <source>Black</source>
        <translation>Negras</translation>
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
        <translation>%1 s por jugada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="50"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
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
        <translation>sin reloj</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="66"/>
        <source>White %1, Black %2</source>
        <translation>blancas %1, negras %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="79"/>
        <source>today at %1</source>
        <translation>hoy a las %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="81"/>
        <source>yesterday at %1</source>
        <translation>ayer a las %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="84"/>
        <source>on %1 at %2</source>
        <translation>el %1 a las %2</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="86"/>
        <source>on %1</source>
        <translation>el %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="93"/>
        <source>Epaminondas in which a line of two or more may also step one square sideways (a sideslip) onto empty squares.</source>
        <translation>Epaminondas en el que una línea de dos o más piezas también puede avanzar una casilla de lado (un deslizamiento) a casillas vacías.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="95"/>
        <source>Epaminondas on a hexagon of 91 cells, with six directions and win zones.</source>
        <translation>Epaminondas en un hexágono de 91 casillas, con seis direcciones y zonas de victoria.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="96"/>
        <source>Robert Abbott&apos;s game of phalanxes (1975).</source>
        <translation>El juego de falanges de Robert Abbott (1975).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/files/browser.py" line="67"/>
        <location filename="../../epaminondas_gui/gui/texts.py" line="102"/>
        <source>hexagon</source>
        <extracomment>The width of the final position&apos;s picture beside the list.</extracomment>
        <translation>hexágono</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="109"/>
        <source>win zone: the first row</source>
        <translation>zona de victoria: la primera fila</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="110"/>
        <source>win zone: the corner</source>
        <translation>zona de victoria: la esquina</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="130"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="132"/>
        <source>Computer level %1</source>
        <translation>Ordenador nivel %1</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="139"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="140"/>
        <source>Novice</source>
        <translation>Novato</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="141"/>
        <source>Casual</source>
        <translation>Aficionado</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="142"/>
        <source>Club</source>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="143"/>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="144"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="145"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="146"/>
        <source>Full strength</source>
        <translation>Máxima fuerza</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="155"/>
        <source>Looks one move ahead without the replies, misjudges positions and often overlooks its own captures.</source>
        <translation>Mira una jugada adelante sin las respuestas, juzga mal las posiciones y a menudo pasa por alto sus propias capturas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="156"/>
        <source>Looks one move ahead without the replies: misses recaptures.</source>
        <translation>Mira una jugada adelante sin las respuestas: no ve las recapturas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="157"/>
        <source>Looks one move ahead and follows the captures, but misjudges positions and overlooks some of its own captures.</source>
        <translation>Mira una jugada adelante y sigue las capturas, pero juzga mal las posiciones y pasa por alto algunas de sus propias capturas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="158"/>
        <source>Looks one move ahead and follows the captures.</source>
        <translation>Mira una jugada adelante y sigue las capturas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="159"/>
        <source>Looks two moves ahead: its own and the reply.</source>
        <translation>Mira dos jugadas adelante: la suya y la respuesta.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="160"/>
        <source>Looks three moves ahead.</source>
        <translation>Mira tres jugadas adelante.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="161"/>
        <source>Looks four moves ahead.</source>
        <translation>Mira cuatro jugadas adelante.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="162"/>
        <source>Searches as deep as the time allows.</source>
        <translation>Calcula tan hondo como el tiempo lo permite.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="168"/>
        <source>Thinks up to %1 s a move.</source>
        <translation>Piensa hasta %1 s por jugada.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="176"/>
        <source>Draw by agreement.</source>
        <translation>Tablas por acuerdo.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="178"/>
        <source>Draw by threefold repetition.</source>
        <translation>Tablas por triple repetición.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="180"/>
        <source>Draw: no legal move, and as many pieces on each side.</source>
        <translation>Tablas: ninguna jugada legal y el mismo número de piezas en cada bando.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="181"/>
        <source>Draw.</source>
        <translation>Tablas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="185"/>
        <source>%1 wins: more pieces on the opponent&apos;s home row at the start of the turn.</source>
        <translation>Ganan %1: más piezas en la fila de base del rival al empezar el turno.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="189"/>
        <source>%1 wins: more pieces in the win zone at the start of the turn.</source>
        <translation>Ganan %1: más piezas en la zona de victoria al comienzo del turno.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="194"/>
        <source>%1 wins: %2 has no legal move.</source>
        <translation>Ganan %1: %2 no tienen jugada legal.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="200"/>
        <source>%1 wins: no legal move, and %1 has more pieces.</source>
        <translation>Ganan %1: ninguna jugada legal y %1 tienen más piezas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="205"/>
        <source>%1 wins: %2 made a position occur for the third time.</source>
        <translation>Ganan %1: %2 repitieron una posición por tercera vez.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="210"/>
        <source>%1 wins on time: %2&apos;s clock ran out.</source>
        <translation>Ganan %1 por tiempo: se agotó el reloj de %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="212"/>
        <source>%1 wins: %2 resigned.</source>
        <translation>Ganan %1: %2 abandonaron.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="219"/>
        <source>The players agreed to a draw.</source>
        <translation>Los jugadores acordaron tablas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="221"/>
        <source>The same position occurred three times.</source>
        <translation>La misma posición se ha repetido tres veces.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="223"/>
        <source>More pieces on the opponent&apos;s home row at the start of the turn.</source>
        <translation>Más piezas en la fila inicial del rival al comienzo del turno.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="227"/>
        <source>More pieces in the win zone at the start of the turn.</source>
        <translation>Más piezas en la zona de victoria al comienzo del turno.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="229"/>
        <source>%1 has no legal move.</source>
        <translation>%1 no tiene jugada legal.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="231"/>
        <source>No legal move: the side with more pieces wins.</source>
        <translation>Ninguna jugada legal: gana el bando con más piezas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="233"/>
        <source>%1 made a position occur for the third time.</source>
        <translation>%1 repitieron una posición por tercera vez.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="236"/>
        <source>%1 resigned.</source>
        <translation>%1 se ha rendido.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="238"/>
        <source>%1&apos;s clock ran out.</source>
        <translation>Se agotó el reloj de %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="250"/>
        <source>%1 holds no %2 piece</source>
        <translation>En %1 no hay pieza de las %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="252"/>
        <source>Pieces move in a straight line: in one of the hexagon&apos;s six directions.</source>
        <translation>Las piezas se mueven en línea recta: en una de las seis direcciones del hexágono.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="256"/>
        <source>Pieces move in a straight line: along a rank, a file or a diagonal.</source>
        <translation>Las piezas se mueven en línea recta: por una fila, una columna o una diagonal.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="260"/>
        <source>The piece was dropped where it stands.</source>
        <translation>La pieza se soltó en su propia casilla.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="262"/>
        <source>The two ends of the group are not on one line.</source>
        <translation>Los dos extremos del grupo no están en una misma línea.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="264"/>
        <source>The landing square is not on the group&apos;s line.</source>
        <translation>La casilla de destino no está en la línea del grupo.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="266"/>
        <source>The group must be an unbroken line: %1 is not yours.</source>
        <translation>El grupo debe ser una línea continua: %1 no es tuya.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="270"/>
        <source>A single piece moves one square only, not %1.</source>
        <translation>Una pieza sola solo avanza una casilla, no %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="272"/>
        <source>A group of %1 moves at most %1 squares, not %2.</source>
        <translation>Un grupo de %1 avanza como mucho %1 casillas, no %2.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="277"/>
        <source>The group would leave the board.</source>
        <translation>El grupo saldría del tablero.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="279"/>
        <source>The way is blocked by your own piece on %1.</source>
        <translation>El camino está bloqueado por tu propia pieza en %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="281"/>
        <source>The way is blocked on %1.</source>
        <translation>El camino está bloqueado en %1.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="283"/>
        <source>A single piece cannot capture: only a group longer than the line it hits can.</source>
        <translation>Una pieza sola no puede capturar: solo puede hacerlo un grupo más largo que la línea que alcanza.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="287"/>
        <source>A group of %1 cannot capture a line of %2: it must be longer than the line it captures.</source>
        <translation>Un grupo de %1 no puede capturar una línea de %2: debe ser más largo que la línea que captura.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="292"/>
        <source>This would leave the position mirror-symmetric with a piece on the far row (the anti-symmetry rule).</source>
        <translation>Eso dejaría la posición simétrica con una pieza en la fila del fondo (regla de antisimetría).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="297"/>
        <source>Sideslips are moves of Abanondas, not of Epaminondas.</source>
        <translation>Los deslizamientos son jugadas de Abanondas, no de Epaminondas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="299"/>
        <source>A sideslip takes a phalanx of two or more pieces.</source>
        <translation>Un deslizamiento requiere una falange de dos o más piezas.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="301"/>
        <source>In a sideslip every piece moves one square, all the same way.</source>
        <translation>En un deslizamiento cada pieza avanza una casilla, todas en la misma dirección.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="303"/>
        <source>A sideslip goes across the phalanx&apos;s line, not along it.</source>
        <translation>Un deslizamiento va de través respecto a la línea de la falange, no a lo largo de ella.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="305"/>
        <source>A diagonal phalanx slips only along a rank or a file.</source>
        <translation>Una falange diagonal solo se desliza a lo largo de una fila o una columna.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="307"/>
        <source>A sideslip needs empty squares: %1 is not empty.</source>
        <translation>Un deslizamiento necesita casillas vacías: %1 no está vacía.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="330"/>
        <source>Line %1, column %2: %3</source>
        <translation>Línea %1, columna %2: %3</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="342"/>
        <source>The file is empty: it holds no game record.</source>
        <translation>El archivo está vacío: no contiene ninguna partida.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="344"/>
        <source>This is not a text file (binary data).</source>
        <translation>No es un archivo de texto (datos binarios).</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="346"/>
        <source>This is not a game record: a record starts with tag pairs such as [Event &quot;...&quot;] or with numbered moves such as 1. a2-a3.</source>
        <translation>No es un registro de partida: un registro empieza con etiquetas como [Event &quot;...&quot;] o con jugadas numeradas como 1. a2-a3.</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/texts.py" line="348"/>
        <source>“%1” is not a legal move here. %2</source>
        <translation>«%1» no es una jugada legal aquí. %2</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="55"/>
        <source>&amp;Flip board</source>
        <translation>&amp;Girar tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="55"/>
        <source>Turn the board around</source>
        <translation>Dar la vuelta al tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="56"/>
        <source>Show &amp;coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="57"/>
        <source>Letters and numbers around the board</source>
        <translation>Letras y números alrededor del tablero</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="58"/>
        <source>&amp;Highlight legal moves</source>
        <translation>&amp;Resaltar jugadas legales</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="59"/>
        <source>Show where a picked-up piece can go</source>
        <translation>Mostrar adónde puede ir una pieza levantada</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="60"/>
        <source>&amp;Light theme</source>
        <translation>Tema &amp;claro</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="61"/>
        <source>Light window and board (choose the board in Preferences)</source>
        <translation>Ventana y tablero claros (el tablero se elige en Preferencias)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="62"/>
        <source>&amp;Dark theme</source>
        <translation>Tema &amp;oscuro</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="63"/>
        <source>Dark window and board (choose the board in Preferences)</source>
        <translation>Ventana y tablero oscuros (el tablero se elige en Preferencias)</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="64"/>
        <source>&amp;Sounds</source>
        <translation>&amp;Sonidos</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="64"/>
        <source>Sounds for moves and captures</source>
        <translation>Sonidos para jugadas y capturas</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="65"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location filename="../../epaminondas_gui/gui/view_actions.py" line="65"/>
        <source>Change the preferences</source>
        <translation>Cambiar las preferencias</translation>
    </message>
</context>
<context>
    <name>_LineRow</name>
    <message>
        <location filename="../../epaminondas_gui/gui/analysis/panel.py" line="186"/>
        <source>Click to show this move on the board</source>
        <extracomment>Opacity of the analysis arrows by rank: the best line stands out, the others recede.</extracomment>
        <translation>Haz clic para ver esta jugada en el tablero</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<!-- Qt's own strings that its Spanish catalogue (qtbase_es) lacks in this Qt version:
     installed after it, so Qt's dialogs are Spanish throughout. -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
</TS>

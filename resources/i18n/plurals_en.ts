<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <location filename="../../epaminondas_gui/gui/analysis/review_panel.py" line="402"/>
        <source>Review complete: %n error(s) found.</source>
        <translation>
            <numerusform>Review complete: %n error found.</numerusform>
            <numerusform>Review complete: %n errors found.</numerusform>
        </translation>
    </message>
</context>
</TS>

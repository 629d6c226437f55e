<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
  <context>
    <name>PrintActions</name>
    <message numerus="yes">
      <location line="+5" />
      <source>Wrote {path} (%n page(s))</source>
      <translation>
        <numerusform>Wrote {path} (%n page)</numerusform>
        <numerusform>Wrote {path} (%n pages)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Sheet</name>
    <message numerus="yes">
      <location line="+24" />
      <source>%n counter(s) in the cup at the start (6)</source>
      <translation>
        <numerusform>%n counter in the cup at the start (6)</numerusform>
        <numerusform>%n counters in the cup at the start (6)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+9" />
      <source>%n counter(s) in the cup; the rest are in the hands or out of the game (6)</source>
      <translation>
        <numerusform>%n counter in the cup; the rest are in the hands or out of the game (6)</numerusform>
        <numerusform>%n counters in the cup; the rest are in the hands or out of the game (6)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+0" />
      <source>%n counter(s)</source>
      <translation>
        <numerusform>%n counter</numerusform>
        <numerusform>%n counters</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Zone</name>
    <message numerus="yes">
      <location line="+5" />
      <source>%n piece(s):</source>
      <translation>
        <numerusform>%n piece:</numerusform>
        <numerusform>%n pieces:</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+3" />
      <source>… and %n more</source>
      <translation>
        <numerusform>… and %n more</numerusform>
        <numerusform>… and %n more</numerusform>
      </translation>
    </message>
  </context>
</TS>

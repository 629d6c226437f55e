<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
  <context>
    <name>CliEngine</name>
    <message numerus="yes">
      <location line="+30" />
      <source>{file}: %n action(s) replayed, NOT checked</source>
      <translation>
        <numerusform>{file}: %n action replayed, NOT checked</numerusform>
        <numerusform>{file}: %n actions replayed, NOT checked</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>{file}: %n action(s) replayed and checked</source>
      <translation>
        <numerusform>{file}: %n action replayed and checked</numerusform>
        <numerusform>{file}: %n actions replayed and checked</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+20" />
      <source>%n turn(s)</source>
      <translation>
        <numerusform>%n turn</numerusform>
        <numerusform>%n turns</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+4" />
      <source>{scenario} seed {seed}: {where}, %n action(s)</source>
      <translation>
        <numerusform>{scenario} seed {seed}: {where}, %n action</numerusform>
        <numerusform>{scenario} seed {seed}: {where}, %n actions</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CliMatch</name>
    <message numerus="yes">
      <location line="+16" />
      <source>%n game(s)</source>
      <translation>
        <numerusform>%n game</numerusform>
        <numerusform>%n games</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>{games}, %n year(s)</source>
      <translation>
        <numerusform>{games}, %n year</numerusform>
        <numerusform>{games}, %n years</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+3" />
      <source>  {level}: %n decision(s), median {median} ms, 99th percentile {p99} ms, max {max} ms</source>
      <translation>
        <numerusform>  {level}: %n decision, median {median} ms, 99th percentile {p99} ms, max {max} ms</numerusform>
        <numerusform>  {level}: %n decisions, median {median} ms, 99th percentile {p99} ms, max {max} ms</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CliSheets</name>
    <message numerus="yes">
      <location line="+4" />
      <source>wrote {file} (%n page(s))</source>
      <translation>
        <numerusform>wrote {file} (%n page)</numerusform>
        <numerusform>wrote {file} (%n pages)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>CliValidate</name>
    <message numerus="yes">
      <location line="+7" />
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n error</numerusform>
        <numerusform>%n errors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+2" />
      <source>{errors}, %n warning(s)</source>
      <translation>
        <numerusform>{errors}, %n warning</numerusform>
        <numerusform>{errors}, %n warnings</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Interrupted</name>
    <message numerus="yes">
      <location line="+2" />
      <source>{where} · %n decision(s) · started {started}
{scenario}</source>
      <translation>
        <numerusform>{where} · %n decision · started {started}
{scenario}</numerusform>
        <numerusform>{where} · %n decisions · started {started}
{scenario}</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message numerus="yes">
      <location line="+8" />
      <source>Loaded the first %n action(s) of {file}: untitled until you save it.</source>
      <translation>
        <numerusform>Loaded the first action of {file}: untitled until you save it.</numerusform>
        <numerusform>Loaded the first %n actions of {file}: untitled until you save it.</numerusform>
      </translation>
    </message>
  </context>
</TS>

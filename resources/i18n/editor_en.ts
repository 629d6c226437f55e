<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
  <context>
    <name>BalanceDialog</name>
    <message numerus="yes">
      <location line="+23" />
      <source>Playing %n games…</source>
      <translation>
        <numerusform>Playing %n game…</numerusform>
        <numerusform>Playing %n games…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+19" />
      <source>%n games.</source>
      <translation>
        <numerusform>%n game.</numerusform>
        <numerusform>%n games.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+6" />
      <source>%n draws.</source>
      <translation>
        <numerusform>%n draw.</numerusform>
        <numerusform>%n draws.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>DesignerWindow</name>
    <message numerus="yes">
      <location line="+2" />
      <source>%n errors</source>
      <translation>
        <numerusform>%n error</numerusform>
        <numerusform>%n errors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+1" />
      <source>{scenario} has %n errors (see Problems): it can be saved, but play mode and validate will refuse it until they are fixed.</source>
      <translation>
        <numerusform>{scenario} has %n error (see Problems): it can be saved, but play mode and validate will refuse it until it is fixed.</numerusform>
        <numerusform>{scenario} has %n errors (see Problems): it can be saved, but play mode and validate will refuse it until they are fixed.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MapPropertiesDialog</name>
    <message numerus="yes">
      <location line="+1" />
      <source>%n zones belong to the dioceses removed: {zones}. They will need another diocese. Remove them anyway?</source>
      <translation>
        <numerusform>%n zone belongs to the dioceses removed: {zones}. It will need another diocese. Remove them anyway?</numerusform>
        <numerusform>%n zones belong to the dioceses removed: {zones}. They will need another diocese. Remove them anyway?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MapTools</name>
    <message numerus="yes">
      <location line="+45" />
      <source>%n vertices — Enter or double-click to finish</source>
      <translation>
        <numerusform>%n vertex — Enter or double-click to finish</numerusform>
        <numerusform>%n vertices — Enter or double-click to finish</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RosterPalette</name>
    <message numerus="yes">
      <location line="+4" />
      <source>{shown} of %n counters</source>
      <translation>
        <numerusform>{shown} of %n counter</numerusform>
        <numerusform>{shown} of %n counters</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ScenarioLists</name>
    <message numerus="yes">
      <location line="+8" />
      <source>%n warnings</source>
      <translation>
        <numerusform>%n warning</numerusform>
        <numerusform>%n warnings</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="-2" />
      <source>%n errors</source>
      <translation>
        <numerusform>%n error</numerusform>
        <numerusform>%n errors</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ZoneListPanel</name>
    <message numerus="yes">
      <location line="+26" />
      <source>{shown} of %n zones</source>
      <translation>
        <numerusform>{shown} of %n zone</numerusform>
        <numerusform>{shown} of %n zones</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+1" />
      <source>%n zones</source>
      <translation>
        <numerusform>%n zone</numerusform>
        <numerusform>%n zones</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ZoneNeedsPanel</name>
    <message numerus="yes">
      <location line="+6" />
      <source>The shipped scenarios name %n zones; the map has {present}, {missing} missing.</source>
      <translation>
        <numerusform>The shipped scenarios name %n zone; the map has {present}, {missing} missing.</numerusform>
        <numerusform>The shipped scenarios name %n zones; the map has {present}, {missing} missing.</numerusform>
      </translation>
    </message>
  </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
  <context>
    <name>CombatDialog</name>
    <message numerus="yes">
      <location line="+7" />
      <source>%n column(s)</source>
      <translation>
        <numerusform>%n column</numerusform>
        <numerusform>%n columns</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>DecisionPanel</name>
    <message numerus="yes">
      <location line="+10" />
      <source>Or pick one of %n suggested move(s):</source>
      <translation>
        <numerusform>Or pick %n suggested move:</numerusform>
        <numerusform>Or pick one of %n suggested moves:</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ForecastDialog</name>
    <message numerus="yes">
      <location line="+5" />
      <source>%n weakened</source>
      <translation>
        <numerusform>%n weakened</numerusform>
        <numerusform>%n weakened</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+1" />
      <source>%n eliminated</source>
      <translation>
        <numerusform>%n eliminated</numerusform>
        <numerusform>%n eliminated</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HandPanel</name>
    <message numerus="yes">
      <location line="+5" />
      <source>{side} holds %n stratagem(s) (6.1)</source>
      <translation>
        <numerusform>{side} holds %n stratagem (6.1)</numerusform>
        <numerusform>{side} holds %n stratagems (6.1)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>HistoryBrowser</name>
    <message numerus="yes">
      <location line="+4" />
      <source>Branch saved to {path} (%n action(s)). Your game is unchanged; File ▸ Load Game plays the branch.</source>
      <translation>
        <numerusform>Branch saved to {path} (%n action). Your game is unchanged; File ▸ Load Game plays the branch.</numerusform>
        <numerusform>Branch saved to {path} (%n actions). Your game is unchanged; File ▸ Load Game plays the branch.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MovementInput</name>
    <message numerus="yes">
      <location line="+30" />
      <source>Selected {names}: %n reachable zone(s). Click one, or Esc to cancel.</source>
      <translation>
        <numerusform>Selected {names}: %n reachable zone. Click it, or Esc to cancel.</numerusform>
        <numerusform>Selected {names}: %n reachable zones. Click one, or Esc to cancel.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StackInspector</name>
    <message numerus="yes">
      <location line="-19" />
      <source>%n piece(s)</source>
      <translation>
        <numerusform>%n piece</numerusform>
        <numerusform>%n pieces</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location line="+45" />
      <source>A leader carries at most %n unit(s) (his CC, 3.4.1).</source>
      <translation>
        <numerusform>A leader carries at most %n unit (his CC, 3.4.1).</numerusform>
        <numerusform>A leader carries at most %n units (his CC, 3.4.1).</numerusform>
      </translation>
    </message>
  </context>
</TS>

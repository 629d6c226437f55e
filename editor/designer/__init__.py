"""The scenario designer: set-ups, diocese control, peoples, the stratagem cup, arrivals
and the roster's values, with the scenario's problems listed live.

- Document and edits: ``scenario_edits`` (what one edit does to the data, Qt-free),
  ``roster_doc.RosterSource`` (the roster file being edited), ``scenario_doc.
  ScenarioDocument`` (the scenario's data, its map and roster, and its undo commands),
  ``files`` (changes since the last save, the copy Play Now writes).
- Views: ``view`` (play mode's scene fed from the set-up), ``scenario_pieces`` (roster
  palette, zone inspector), ``counter_menu``, ``scenario_panels``, ``scenario_lists``,
  ``roster_panel``, ``balance_dialog``.
- Window: ``window.DesignerWindow`` wires them and owns the menus.

It never imports ``editor.map_editor``.
"""

"""The map editor: zones, adjacency, rivers, straits and seas, and tracing a scanned map.

What is where (no module imports another in a circle: ``tests/test_editor_structure.py``):

- Qt-free model: ``geometry_ops`` (shared vertices, snapping, split, merge),
  ``analysis`` (live adjacency and problems), ``river_model``, ``zone_edits``.
- Files: ``scan_image``/``scan_files`` (the background scan's file), ``play`` (open the map
  in play mode).
- Document and edits: ``document.MapDocument`` (the ``GameMap`` being edited and what
  derives from it), ``commands`` (one ``QUndoCommand`` per edit), ``scan_edits``,
  ``river_edits``, ``controller.EditController`` (what tools and menus ask for, as commands).
- Drawing: ``labels``, ``overlays`` (edges, handles, preview, river marks), ``zone_item``,
  ``scan_item``, ``scene.MapDocumentScene`` (the document's mirror).
- Tools and view: ``tool_host.ToolHost`` (what a tool asks of the view), ``tools``,
  ``river_tool``, ``align_tool``; ``view.MapDocumentView`` (zoom, pan, the active tool).
- Panels and dialogs: ``zone_panel``, ``panels`` (edge, problems), ``river_panel``,
  ``scan_panel`` (Background tab), ``zone_lists``, ``dialogs``.
- Window: ``window_frame.MapWindowFrame`` (the parts, actions, status line), ``tracing``
  (what tracing a scan adds to a window), ``window.EditorWindow``.

It never imports ``editor.designer``: Tools ▸ Scenario Designer… runs the opener the window
is given by ``editor.open_editor``.
"""

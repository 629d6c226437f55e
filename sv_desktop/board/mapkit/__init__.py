"""The one map-drawing kit: play mode, the map editor, ``map-image`` and print
draw the map with it.

- ``palette``: every colour of the map;
- ``sizes``: line widths and lettering in points, resolved per device;
- ``shapes``: rings, shapes, rivers and strait crossings as paths, and the pens;
- ``outlines``: zone outlines at three levels of detail, and a zone raster;
- ``items``: zone, diocese border, river and strait graphics items, haloed names
  and place icons;
- ``label_layout``: the Qt-free placer of names and stacks that must not overlap;
- ``zoom``: the zoom limits and the zoom about a fixed point.
"""

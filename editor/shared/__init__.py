"""What both editors share, below them both: ``open_windows`` (editor windows kept open
until they close, and saves whose failure is said), ``colours`` (choosing a colour),
``icons`` (tool bar icons drawn with QPainter). It imports neither editor."""

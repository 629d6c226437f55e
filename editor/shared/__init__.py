"""What both editors share: windows kept open, colour choice, tool bar icons."""

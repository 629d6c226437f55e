"""Small typed readers of Qt widgets and board views for the GUI tests: Qt (and the
board) return ``None`` for a missing item, so each checks the item is there."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QTreeWidget, QTreeWidgetItem

from sv_desktop.board.board_view import BoardView, PieceView


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """The item at (``row``, ``column``), which the test expects to be there."""
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item


def cell_text(table: QTableWidget, row: int, column: int) -> str:
    return cell(table, row, column).text()


def top_item(tree: QTreeWidget, index: int) -> QTreeWidgetItem:
    """The top-level item ``index`` of ``tree``, which the test expects to be there."""
    item = tree.topLevelItem(index)
    assert item is not None, index
    return item


def piece_view(board: BoardView, piece_id: str) -> PieceView:
    """What the board shows of ``piece_id``, which the test expects to be on it."""
    piece = board.piece(piece_id)
    assert piece is not None, piece_id
    return piece

"""How a GEM editable text field is drawn: a proxy style for :class:`.dialog.GemLineEdit`.

Kept apart so that ``QProxyStyle`` and the Fusion style load only when the
first text field is made, not at start-up.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

from cardsuite.ui.gem.theme import current_theme


class GemFieldStyle(QProxyStyle):
    """Draws a line edit as a GEM editable text (FTEXT): on white, no box (the template's
    underscores show the field: :class:`.dialog.GemLineEdit`), a thin text cursor."""

    def __init__(self, scale: int) -> None:
        base = QStyleFactory.create("Fusion")
        super().__init__(base)
        self._scale = scale

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_PanelLineEdit:
            painter.fillRect(option.rect, current_theme().paper)
            return
        if element == QStyle.PrimitiveElement.PE_FrameLineEdit:
            return
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            return  # GEM shows the edit cursor, never a focus ring
        super().drawPrimitive(element, option, painter, widget)

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        if metric == QStyle.PixelMetric.PM_TextCursorWidth:
            return self._scale  # GEM's text cursor: a thin vertical line
        if metric == QStyle.PixelMetric.PM_DefaultFrameWidth:
            return 2 * self._scale
        return super().pixelMetric(metric, option, widget)


_field_styles: dict[int, GemFieldStyle] = {}


def field_style(scale: int) -> GemFieldStyle:
    style = _field_styles.get(scale)
    if style is None:
        style = GemFieldStyle(scale)
        # The application owns the style so it outlives every field using it.
        app = QGuiApplication.instance()
        if app is not None:
            style.setParent(app)
        _field_styles[scale] = style
    return style

"""How GEM drop-down menus are drawn: a proxy style for the QMenus of :mod:`.menubar`.

Kept in its own module because loading ``QProxyStyle`` and the Fusion style
costs start-up time; the menu bar imports this when a menu first drops down.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
)
from PySide6.QtWidgets import (
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionMenuItem,
    QWidget,
)

from cardsuite.ui.gem.dialog import checker_brush, fill_border
from cardsuite.ui.gem.theme import current_theme

#: Height of the white band of the bar at scale 1; the black line lies under it.
BAR_PIXELS = 19
LINE_PIXELS = 1
CHECK_MARK = "\u2713"

# A check mark as 1-bit art, for a font that lacks U+2713.
_CHECK_ART = (
    ".......#",
    "......##",
    ".....##.",
    "#...##..",
    "##.##...",
    ".###....",
    "..#.....",
)


def gem_shortcut_text(native: str) -> str:
    """Write a shortcut the GEM way: ``Ctrl+Q`` becomes ``^Q``.

    GEM programs listed Control shortcuts with a caret; the other modifiers
    keep Qt's (translated) names.
    """
    probe = QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_A).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    ctrl_prefix = probe[:-1]
    if ctrl_prefix and ctrl_prefix != "A":
        return native.replace(ctrl_prefix, "^")
    return native


class GemMenuStyle(QProxyStyle):
    """Draws QMenu drop-downs as GEM drop-down boxes at a whole-number scale."""

    def __init__(self, scale: int = 1) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self._scale = scale

    def scale(self) -> int:
        return self._scale

    def set_scale(self, scale: int) -> None:
        self._scale = scale

    # -- metrics ----------------------------------------------------------
    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        if metric == QStyle.PixelMetric.PM_MenuPanelWidth:
            return LINE_PIXELS * self._scale
        if metric in (
            QStyle.PixelMetric.PM_MenuHMargin,
            QStyle.PixelMetric.PM_MenuVMargin,
            QStyle.PixelMetric.PM_MenuDesktopFrameWidth,
            QStyle.PixelMetric.PM_SubMenuOverlap,
            QStyle.PixelMetric.PM_MenuTearoffHeight,
        ):
            return 0
        return super().pixelMetric(metric, option, widget)

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: object = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_Menu_MouseTracking:
            return 1  # items invert as the pointer passes, no button held
        if hint in (
            QStyle.StyleHint.SH_Menu_AllowActiveAndDisabled,
            QStyle.StyleHint.SH_Menu_FlashTriggeredItem,
            QStyle.StyleHint.SH_Menu_FadeOutOnHide,
            QStyle.StyleHint.SH_Menu_Scrollable,
            QStyle.StyleHint.SH_Menu_SupportsSections,
            QStyle.StyleHint.SH_Menu_FillScreenWithScroll,
        ):
            return 0
        if hint == QStyle.StyleHint.SH_Menu_SpaceActivatesItem:
            return 1
        return super().styleHint(hint, option, widget, returnData)

    def sizeFromContents(
        self,
        contents: QStyle.ContentsType,
        option: QStyleOption,
        size: QSize,
        widget: QWidget | None = None,
    ) -> QSize:
        if contents == QStyle.ContentsType.CT_MenuItem and isinstance(option, QStyleOptionMenuItem):
            metrics = QFontMetrics(option.font)
            cell = metrics.horizontalAdvance(" ")
            height = metrics.height()
            if option.menuItemType == QStyleOptionMenuItem.MenuItemType.Separator:
                # A GEM separator is a whole (disabled) text line of dashes.
                return QSize(4 * cell, height)
            # Two cells in front (the check mark lives in the first), one after;
            # Qt adds the widest shortcut itself, we add the gap before it.
            width = size.width() + 3 * cell
            if "\t" in option.text:
                width += 2 * cell
            if option.menuItemType == QStyleOptionMenuItem.MenuItemType.SubMenu:
                width += 2 * cell
            return QSize(width, height)
        return super().sizeFromContents(contents, option, size, widget)

    # -- drawing ----------------------------------------------------------
    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        theme = current_theme()
        if element == QStyle.PrimitiveElement.PE_PanelMenu:
            painter.fillRect(option.rect, theme.paper)
            return
        if element == QStyle.PrimitiveElement.PE_FrameMenu:
            fill_border(painter, option.rect, LINE_PIXELS * self._scale, theme.ink)
            return
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            return
        super().drawPrimitive(element, option, painter, widget)

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.ControlElement.CE_MenuEmptyArea:
            painter.fillRect(option.rect, current_theme().paper)
            return
        if element == QStyle.ControlElement.CE_MenuItem and isinstance(
            option, QStyleOptionMenuItem
        ):
            self._draw_item(option, painter)
            return
        super().drawControl(element, option, painter, widget)

    def _draw_item(self, option: QStyleOptionMenuItem, painter: QPainter) -> None:
        theme = current_theme()
        rect = option.rect
        metrics = QFontMetrics(option.font)
        cell = metrics.horizontalAdvance(" ")
        painter.save()
        painter.setFont(option.font)
        if option.menuItemType == QStyleOptionMenuItem.MenuItemType.Separator:
            painter.fillRect(rect, theme.paper)
            dashes = "-" * max(1, rect.width() // max(1, metrics.horizontalAdvance("-")))
            painter.setPen(theme.ink)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), dashes)
            painter.fillRect(rect, checker_brush(theme.paper, self._scale))
            painter.restore()
            return

        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        selected = enabled and bool(option.state & QStyle.StateFlag.State_Selected)
        background = theme.ink if selected else theme.paper
        foreground = theme.paper if selected else theme.ink
        painter.fillRect(rect, background)
        painter.setPen(foreground)

        text, _tab, shortcut = option.text.partition("\t")
        flags = int(Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextHideMnemonic)
        checkable = option.checkType != QStyleOptionMenuItem.CheckType.NotCheckable
        if checkable and option.checked:
            self._draw_check(
                painter,
                QRect(rect.left(), rect.top(), 2 * cell, rect.height()),
                option.font,
                foreground,
            )
        text_rect = rect.adjusted(2 * cell, 0, -cell, 0)
        painter.drawText(text_rect, flags | int(Qt.AlignmentFlag.AlignLeft), text)
        if shortcut:
            painter.drawText(
                text_rect, flags | int(Qt.AlignmentFlag.AlignRight), gem_shortcut_text(shortcut)
            )
        if option.menuItemType == QStyleOptionMenuItem.MenuItemType.SubMenu:
            self._draw_arrow(painter, rect.adjusted(0, 0, -cell // 2, 0), foreground)
        if not enabled:
            painter.fillRect(rect, checker_brush(background, self._scale))
        painter.restore()

    def _draw_check(self, painter: QPainter, rect: QRect, font: QFont, colour: object) -> None:
        metrics = QFontMetrics(font)
        if metrics.inFontUcs4(ord(CHECK_MARK)):
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), CHECK_MARK)
            return
        s = self._scale
        left = rect.left() + (rect.width() - 8 * s) // 2
        top = rect.top() + (rect.height() - 7 * s) // 2
        for y, row in enumerate(_CHECK_ART):
            for x, pixel in enumerate(row):
                if pixel == "#":
                    painter.fillRect(left + x * s, top + y * s, s, s, colour)

    def _draw_arrow(self, painter: QPainter, rect: QRect, colour: object) -> None:
        """A small solid right-pointing triangle at the right end: the item opens a menu."""
        s = self._scale
        half = 3
        right = rect.right()
        centre = rect.center().y()
        for step in range(half + 1):
            # Column ``step`` from the tip is ``2 * step + 1`` pixels tall.
            x = right - step * s
            painter.fillRect(x - s + 1, centre - step * s, s, (2 * step + 1) * s, colour)

"""The GEM drop-down menu bar.

GEM's menu bar is one white line across the top of the screen with a 1 px
black line under it; the menu titles sit in it padded with a space on either
side.  A menu drops down as soon as the pointer *enters* its title -- no click
-- and moving onto another title switches to that menu.  In the drop-down box
(white, 1 px black border, no shadow, no icon column) the item under the
pointer is inverted and a click chooses it; clicking anywhere else closes the
menu.  Separators are disabled rows of dashes, disabled items are greyed by a
checker, checked items carry a check mark in the first character cell.  The
first menu is the "Desk" menu, whose first item is the program's "About ...".

The drop-downs are ordinary :class:`QMenu` objects filled by the caller with
:class:`QAction` objects, so shortcuts, checkable actions and exclusive
:class:`QActionGroup` radio sets work as usual; only their look is GEM's
(:class:`GemMenuStyle`).

Keyboard shortcuts while the menus are closed: Qt fires an action's shortcut
when the action belongs to a widget of the active window.  :meth:`add_menu`
adds each menu's ``menuAction()`` to the bar, and Qt counts a menu's actions as
belonging to the widgets its ``menuAction()`` belongs to, so the shortcuts of
all items work as soon as the bar is inside the main window.  A bar shown
outside that window can hand them over with :meth:`GemMenuBar.install_shortcuts`
(the equivalent of ``window.addActions(menu.actions())``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QFont,
    QFontMetrics,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QMenu,
    QProxyStyle,
    QSizePolicy,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionMenuItem,
    QWidget,
)

from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import FONT_PIXELS, checker_brush, fill_border
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.i18n import language_manager

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


class GemMenuBar(QWidget):
    """The GEM menu bar: titles in a white line, drop-downs that open on hover.

    Fill it with :meth:`add_menu`; the first menu added is the Desk menu.
    Titles are functions so the bar can re-read them after a language switch;
    the texts of the actions inside are the caller's to re-label.
    """

    def __init__(self, parent: QWidget | None = None, *, scale: int = 1) -> None:
        super().__init__(parent)
        if not isinstance(scale, int) or scale < 1:
            raise ValueError(f"scale must be a whole number >= 1, not {scale!r}")
        self._scale = scale
        self._style = GemMenuStyle(scale)
        self._style.setParent(self)
        self._entries: list[tuple[Callable[[], str], QMenu]] = []
        self._titles: list[str] = []
        self._rects: list[QRect] = []
        self._open = -1  # index of the dropped-down menu
        self._hover = -1  # index of the title the pointer is over
        self._just_closed = -1  # a menu closed by the click now being delivered
        self.setFont(gem_font(FONT_PIXELS * scale))
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        theme_manager().changed.connect(self._on_theme_changed)
        language_manager().changed.connect(self._on_language_changed)

    # -- building ---------------------------------------------------------
    def add_menu(self, title_fn: Callable[[], str]) -> QMenu:
        """Append a menu whose title is ``title_fn()``; fill the returned QMenu with actions.

        The items' shortcuts work while the menus are closed as long as this bar
        is inside the window that should react to them; otherwise call
        :meth:`install_shortcuts` (``window.addActions(...)``) after filling.
        """
        menu = QMenu(self)
        self._prepare_menu(menu)
        menu.setTitle(title_fn())
        menu.installEventFilter(self)
        menu.aboutToShow.connect(lambda m=menu: self._prepare_submenus(m))
        menu.aboutToHide.connect(lambda m=menu: self._on_menu_hidden(m))
        # Makes the items' shortcuts live while the bar's window is active.
        self.addAction(menu.menuAction())
        self._entries.append((title_fn, menu))
        self._relayout()
        return menu

    def menus(self) -> list[QMenu]:
        return [menu for _fn, menu in self._entries]

    def desk_menu(self) -> QMenu | None:
        """The first menu, GEM's Desk menu, or None before any menu was added."""
        return self._entries[0][1] if self._entries else None

    def titles(self) -> list[str]:
        """The titles as shown (without the padding spaces)."""
        return list(self._titles)

    def title_rects(self) -> list[QRect]:
        """Each title's area in the bar's coordinates, padding spaces included."""
        return [QRect(rect) for rect in self._rects]

    def title_at(self, pos: QPoint) -> int:
        """The index of the title at ``pos`` (bar coordinates), or -1."""
        for index, rect in enumerate(self._rects):
            if rect.contains(pos):
                return index
        return -1

    def open_index(self) -> int:
        """The index of the dropped-down menu, or -1 when all are closed."""
        return self._open

    def install_shortcuts(self, widget: QWidget) -> None:
        """Give ``widget`` every item of every menu so their shortcuts work while menus are closed.

        Only needed when the bar is not inside the window that should react to
        the shortcuts; see the module docstring.
        """
        for menu in self.menus():
            for action in _leaf_actions(menu):
                if action not in widget.actions():
                    widget.addAction(action)

    def scale(self) -> int:
        return self._scale

    def set_scale(self, scale: int) -> None:
        """Redraw at another whole-number scale (font, bar height, borders)."""
        if not isinstance(scale, int) or scale < 1:
            raise ValueError(f"scale must be a whole number >= 1, not {scale!r}")
        self._scale = scale
        self._style.set_scale(scale)
        self.setFont(gem_font(FONT_PIXELS * scale))
        for menu in self.menus():
            self._prepare_menu(menu)
        self._relayout()

    def bar_height(self) -> int:
        """The bar's height in pixels: the white band plus the black line under it."""
        return (BAR_PIXELS + LINE_PIXELS) * self._scale

    def retranslate(self) -> None:
        """Re-read every title from its function (after a language switch)."""
        for title_fn, menu in self._entries:
            menu.setTitle(title_fn())
        self._relayout()

    # -- opening and closing ---------------------------------------------
    def open_menu(self, index: int) -> None:
        """Drop down menu ``index`` under its title, closing any other."""
        if not 0 <= index < len(self._entries):
            raise IndexError(f"no menu {index}; the bar has {len(self._entries)}")
        if self._open == index:
            return
        self.close_menu()
        menu = self._entries[index][1]
        self._open = index
        self.update()
        rect = self._rects[index]
        # The box hangs from the bar's line, its left edge under the title's text.
        corner = QPoint(rect.left() + self._cell_width(), BAR_PIXELS * self._scale)
        menu.popup(self.mapToGlobal(corner))

    def close_menu(self) -> None:
        """Close the dropped-down menu, if any."""
        if self._open >= 0:
            menu = self._entries[self._open][1]
            self._open = -1
            menu.hide()
            self.update()

    # -- events -----------------------------------------------------------
    def sizeHint(self) -> QSize:
        width = self._rects[-1].right() + 1 if self._rects else 0
        return QSize(width + self._cell_width(), self.bar_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.bar_height())

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = current_theme()
        painter = QPainter(self)
        band = BAR_PIXELS * self._scale
        painter.fillRect(0, 0, self.width(), band, theme.paper)
        painter.fillRect(0, band, self.width(), self.height() - band, theme.ink)
        painter.setFont(self.font())
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextHideMnemonic)
        for index, (rect, title) in enumerate(zip(self._rects, self._titles, strict=True)):
            selected = index == self._open
            if selected:
                painter.fillRect(rect, theme.ink)
            painter.setPen(theme.paper if selected else theme.ink)
            painter.drawText(rect, flags, f" {title} ")
        painter.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._pointer_at(event.position().toPoint())
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.title_at(event.position().toPoint())
        # A click on a title opens its menu (needed when the pointer already
        # rests on it), unless that very click has just closed the same menu.
        if (
            index >= 0
            and index != self._just_closed
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self._hover = index
            self.open_menu(index)
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._open < 0:
            self._hover = -1
        super().leaveEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # An open menu grabs the mouse, so moves over the bar reach the menu,
        # not the bar: look at them here to switch menus on hover, as GEM does.
        if event.type() == QEvent.Type.MouseMove and isinstance(watched, QMenu):
            local = self.mapFromGlobal(event.globalPosition().toPoint())
            self._pointer_at(local if self.rect().contains(local) else QPoint(-1, -1))
        return False

    # -- internals --------------------------------------------------------
    def _pointer_at(self, pos: QPoint) -> None:
        index = self.title_at(pos)
        if index == self._hover:
            return
        self._hover = index
        if index >= 0:
            self.open_menu(index)

    def _on_menu_hidden(self, menu: QMenu) -> None:
        index = next((i for i, (_fn, m) in enumerate(self._entries) if m is menu), -1)
        if index == self._open:
            self._open = -1
            self.update()
        self._just_closed = index
        # Qt may replay the closing click to the bar; forget it once that is done.
        QTimer.singleShot(0, self._forget_closed)

    def _forget_closed(self) -> None:
        self._just_closed = -1

    def _prepare_menu(self, menu: QMenu) -> None:
        menu.setStyle(self._style)
        menu.setFont(self.font())
        menu.setSeparatorsCollapsible(False)
        menu.setWindowFlag(Qt.WindowType.NoDropShadowWindowHint, True)
        menu.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, False)

    def _prepare_submenus(self, menu: QMenu) -> None:
        # A widget's style does not pass to its children: style submenus the
        # caller added before they can show.
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu) and submenu.style() is not self._style:
                self._prepare_menu(submenu)
                submenu.aboutToShow.connect(lambda m=submenu: self._prepare_submenus(m))

    def _cell_width(self) -> int:
        return QFontMetrics(self.font()).horizontalAdvance(" ")

    def _relayout(self) -> None:
        metrics = QFontMetrics(self.font())
        self._titles = [menu.title() for _fn, menu in self._entries]
        x = self._cell_width()
        band = BAR_PIXELS * self._scale
        self._rects = []
        for title in self._titles:
            width = metrics.horizontalAdvance(f" {title} ")
            self._rects.append(QRect(x, 0, width, band))
            x += width
        self.setFixedHeight(self.bar_height())
        self.updateGeometry()
        self.update()

    def _on_theme_changed(self, _theme: Theme) -> None:
        self.update()
        for menu in self.menus():
            menu.update()

    def _on_language_changed(self, _language: str) -> None:
        self.retranslate()


def _leaf_actions(menu: QMenu) -> list[QAction]:
    """All actions of ``menu`` and its submenus that do something when triggered."""
    found: list[QAction] = []
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            found.extend(_leaf_actions(submenu))
        elif not action.isSeparator():
            found.append(action)
    return found

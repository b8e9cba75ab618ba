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

The keyboard (GEM itself had none for its menus; later AES versions and
MagiC opened them with Alt and a letter): **Alt + the first letter of a title**
drops that menu down with its first item marked; pressed again it goes on to
the next title with the same letter (German "Desk" and "Datei" share the D).
In a dropped-down menu Up / Down mark an item, Return chooses it, Escape
closes the menu, Left / Right go on to the neighbouring menu (round the bar).
The letters are read from the titles, so they follow the language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QMenu,
    QSizePolicy,
    QWidget,
)

from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.dialog import FONT_PIXELS
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.i18n import language_manager

#: Height of the white band of the bar at scale 1; the black line lies under it, at y = 18:
#: the bar is 19 pixels high, as TOS draws it in ST High (the 16-pixel font and a pixel of
#: air above and below it).
BAR_PIXELS = 18
LINE_PIXELS = 1
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
        self._style = None  # made when a menu first drops down (see menu_style)
        self._entries: list[tuple[Callable[[], str], QMenu]] = []
        self._titles: list[str] = []
        self._rects: list[QRect] = []
        self._open = -1  # index of the dropped-down menu
        self._hover = -1  # index of the title the pointer is over
        self._just_closed = -1  # a menu closed by the click now being delivered
        self._letter_keys: dict[str, QShortcut] = {}  # Alt + a title's first letter
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
        if self._style is not None:
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
        if menu.style() is not self.menu_style():
            menu.setStyle(self.menu_style())
        self._open = index
        self.update()
        rect = self._rects[index]
        # The box hangs from the bar's line, its left edge under the title's text.
        corner = QPoint(rect.left() + self._cell_width(), BAR_PIXELS * self._scale)
        menu.popup(self.mapToGlobal(corner))

    def title_letter(self, index: int) -> str:
        """The letter that, with Alt, drops menu ``index`` down: its title's first."""
        return self._titles[index].strip()[:1].upper()

    def open_by_letter(self, letter: str) -> None:
        """Alt + ``letter``: drop down the first menu whose title starts with it, or, if one
        of them is down already, the next of them; its first item is marked."""
        indices = [i for i in range(len(self._titles)) if self.title_letter(i) == letter.upper()]
        if not indices:
            return
        index = indices[0]
        if self._open in indices:
            index = indices[(indices.index(self._open) + 1) % len(indices)]
        self.open_menu_by_key(index)

    def open_menu_by_key(self, index: int) -> None:
        """Drop menu ``index`` down as the keyboard does: with its first item marked."""
        self.open_menu(index)
        menu = self._entries[index][1]
        first = next((a for a in menu.actions() if not a.isSeparator() and a.isEnabled()
                      and a.isVisible()), None)
        if first is not None:
            menu.setActiveAction(first)

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
        elif event.type() == QEvent.Type.KeyPress and isinstance(watched, QMenu):
            return self._menu_key(watched, event)
        return False

    def _menu_key(self, menu: QMenu, event: QKeyEvent) -> bool:
        """Keys in a dropped-down menu that QMenu does not know: Left / Right go on to the
        neighbouring menu (Right opens a submenu where the marked item has one), Alt + a
        letter to that letter's menu."""
        index = next((i for i, (_fn, m) in enumerate(self._entries) if m is menu), -1)
        key = event.key()
        if index < 0:
            return False
        if key == Qt.Key.Key_Alt:
            return True  # the Alt of an Alt + letter to come: QMenu would take it as its own
        alt = event.modifiers() & Qt.KeyboardModifier.AltModifier
        if alt and Qt.Key.Key_A.value <= key <= Qt.Key.Key_Z.value:
            self.open_by_letter(chr(key))
            return True
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        active = menu.activeAction()
        if key == Qt.Key.Key_Right and active is not None and active.menu() is not None:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self.open_menu_by_key((index + step) % len(self._entries))
            return True
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

    def menu_style(self):
        """The GEM style of the drop-downs, made on first use."""
        if self._style is None:
            from cardsuite.ui.gem.menu_style import GemMenuStyle

            self._style = GemMenuStyle(self._scale)
            self._style.setParent(self)
        return self._style

    def _prepare_menu(self, menu: QMenu) -> None:
        if self._style is not None:
            menu.setStyle(self.menu_style())
        menu.setFont(self.font())
        menu.setSeparatorsCollapsible(False)
        menu.setWindowFlag(Qt.WindowType.NoDropShadowWindowHint, True)
        menu.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground, False)

    def _prepare_submenus(self, menu: QMenu) -> None:
        # A widget's style does not pass to its children: style submenus the
        # caller added before they can show.
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu) and submenu.style() is not self.menu_style():
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
        self._update_letter_keys()

    def _update_letter_keys(self) -> None:
        """One Alt + letter shortcut per first letter of the titles (they change with the
        language); live while the bar's window is active."""
        letters = {self.title_letter(i) for i in range(len(self._titles))} - {""}
        for letter in set(self._letter_keys) - letters:
            self._letter_keys.pop(letter).deleteLater()
        for letter in letters - set(self._letter_keys):
            shortcut = QShortcut(QKeySequence(f"Alt+{letter}"), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda chosen=letter: self.open_by_letter(chosen))
            self._letter_keys[letter] = shortcut

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

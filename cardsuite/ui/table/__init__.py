"""The shared trick table of Skat, Binokel and PrefClub: the board's flow and input
(:mod:`.board`), its dialogs (:mod:`.dialogs`), the scene with the cards (:mod:`.scene`),
the computer players' worker thread, the button box and the hand cursor."""

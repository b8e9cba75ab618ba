"""One Qt-free package per game: rules, state machine, scoring, bots, command line."""

"""Qt-free core shared by all games."""

"""The game beside the board: the move list and study commands of the Game menu, and
notices.
"""

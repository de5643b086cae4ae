"""Dialogs: new game, preferences and engines, the position editor, shortcuts and the
rules.
"""

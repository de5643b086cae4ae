"""The game as a document: saving, opening, autosave and resume, recent games and the
saved-games browser.
"""

"""The board on screen: the scene (pieces, move entry, marks, animation), the view, the
painter shared with diagrams, and export as a picture.
"""

"""Study tools on top of the rules and the AI: analysis and game review, the position
editor's model, lessons and puzzles.
"""

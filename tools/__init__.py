"""Scripts that make the project's data and pictures: the puzzle set and the screenshots in
docs/.
"""

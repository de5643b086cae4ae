"""Engine matches from the window: Game → Engine match…"""

"""Sources of the runtime assets (translations, icon) and the script that builds them."""

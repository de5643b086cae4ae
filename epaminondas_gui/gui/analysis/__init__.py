"""Analysis mode, the evaluation bar and game review."""

let broken = "unterminated

let greeting = "unterminated
let other = 1

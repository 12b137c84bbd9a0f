let s = ##"a"#b"##
let t = "\u{1F600}\n\t\\"
let u = "unterminated

extension Command {
  /// The help of the command at `path` (empty for the program itself), made
  /// from the declaration alone.
  package func help(program: String, path: [String], version: String? = nil) -> String {
    let fullName = ([program] + path).joined(separator: " ")
    var sections: [String] = []
    sections.append(usageText(fullName: fullName))
    if !discussion.isEmpty {
      sections.append(discussion)
    } else if !abstract.isEmpty {
      sections.append(abstract + ".")
    }
    if !subcommands.isEmpty {
      let rows = subcommands.map { command -> (String, String) in
        let synopsis = command.operands.synopsis
        return (synopsis.isEmpty ? command.name : "\(command.name) \(synopsis)", command.abstract)
      }
      sections.append("Commands:\n" + Self.table(rows))
    }
    var main: [(String, String)] = []
    var titled: [String] = []
    // One column for every option table of the command, so they read as one.
    let column = Self.column(options.map(\.synopsis) + ["-h, --help", "--version"])
    for group in groups {
      let rows = group.options.map { ($0.synopsis, $0.help) }
      if let title = group.title {
        var text = "\(title):\n" + Self.table(rows, column: column)
        if let note = group.note { text += "\n" + note }
        titled.append(text)
      } else {
        main += rows
      }
    }
    if subcommands.isEmpty || runs {
      main.append(("-h, --help", "Show this help"))
    } else {
      main.append(("-h, --help", "Show help (also: \(fullName) <command> --help)"))
    }
    if version != nil { main.append(("--version", "Show the version")) }
    var optionsText = "Options:\n" + Self.table(main, column: column)
    for group in groups where group.title == nil {
      if let note = group.note { optionsText += "\n" + note }
    }
    sections.append(optionsText)
    sections += titled
    return sections.joined(separator: "\n\n")
  }

  /// `Usage: PROGRAM PATH OPERANDS [--option VALUE]…`, wrapped at 80 columns.
  private func usageText(fullName: String) -> String {
    let prefix = "Usage: \(fullName) "
    let indent = String(repeating: " ", count: prefix.count)
    if !usage.isEmpty {
      return usage.enumerated().map { ($0 == 0 ? prefix : "       \(fullName) ") + $1 }
        .joined(separator: "\n")
    }
    var words: [String] = []
    if !subcommands.isEmpty { words.append(!runs ? "<command>" : "[<command>]") }
    if !operands.synopsis.isEmpty { words.append(operands.synopsis) }
    words += options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    if subcommands.isEmpty == false && options.isEmpty { words.append("[options]") }
    var lines: [String] = []
    var line = prefix
    for word in words {
      if line.count + word.count > 80 && line != prefix && line != indent {
        lines.append(String(line.dropLast()))
        line = indent
      }
      line += word + " "
    }
    lines.append(String(line.dropLast()))
    return lines.joined(separator: "\n")
  }

  /// Where help text starts after `synopses`: past the widest one of at
  /// most 24 characters (wider ones put their help on the next line).
  static func column(_ synopses: [String]) -> Int {
    2 + (synopses.map(\.count).filter { $0 <= 24 }.max() ?? 0) + 3
  }

  /// Two columns: the synopsis, then the help aligned at one column; a
  /// synopsis too wide puts its help on the next line.
  static func table(_ rows: [(String, String)], column: Int? = nil) -> String {
    let column = column ?? Self.column(rows.map(\.0))
    let pad = String(repeating: " ", count: column)
    return rows.map { synopsis, help in
      let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
      var first = "  " + synopsis
      var rest = helpLines.dropFirst().map { pad + $0 }
      if first.count + 1 > column {
        rest.insert(pad + (helpLines.first ?? ""), at: 0)
      } else {
        first += String(repeating: " ", count: column - first.count) + (helpLines.first ?? "")
      }
      return ([first] + rest).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

/// Reads the subset of YAML that XcodeGen project specs are written in, into a
/// `PropertyListValue` (every scalar a string, each mapping key with its line).
///
/// Covers block mappings and sequences (including `- key: value` items),
/// flow sequences and mappings (`[a, b]`, `{ a: b }`), on one line or spread
/// over several (`NSExceptionDomains: {` … `}`), quoted and plain scalars, `#`
/// comments, `|`/`>` block scalars and `---`. Anchors,
/// aliases and merge keys are reported through `usesUnsupportedFeatures`, since
/// the settings they carry cannot be known without expanding them. Nesting is
/// limited to 64 levels, so a hostile file cannot exhaust the stack.
package struct YAMLReader {
  private struct Line {
    var indent: Int
    var text: Substring
    var number: Int
  }

  private var lines: [Line] = []
  private var position = 0
  /// Whether the document uses anchors, aliases or merge keys.
  package private(set) var usesUnsupportedFeatures = false

  /// The document in `bytes`, and whether it uses features the reader does not expand.
  /// - Throws: `ReaderError` for a document nested too deeply or with tabs for indentation.
  package static func read(bytes: [UInt8]) throws(ReaderError) -> (
    value: PropertyListValue, usesUnsupportedFeatures: Bool
  ) {
    var reader = YAMLReader()
    let text = String(decoding: bytes, as: UTF8.self)
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var line = raw
      if line.last == "\r" { line = line.dropLast() }
      let content = line.drop { $0 == " " }
      let indent = line.count - content.count
      let stripped = Self.stripComment(content)
      if stripped.isEmpty || stripped == "---" || stripped == "..." { continue }
      if stripped.first == "\t" { throw ReaderError("tab used for indentation", line: number) }
      reader.lines.append(Line(indent: indent, text: stripped, number: number))
    }
    guard let first = reader.lines.first else { return (.dictionary([]), false) }
    let value = try reader.block(indent: first.indent, depth: 0)
    return (value, reader.usesUnsupportedFeatures)
  }

  /// `text` without a trailing `# comment` (a `#` outside quotes, after a space) and trailing spaces.
  private static func stripComment(_ text: Substring) -> Substring {
    var quote: Character?
    var previous: Character = " "
    var end = text.endIndex
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        if previous == " " || previous == "[" || previous == "{" || previous == ":"
          || previous == "," || index == text.startIndex
        {
          quote = character
        }
      } else if character == "#", previous == " " || previous == "\t" || index == text.startIndex {
        end = index
        break
      }
      previous = character
    }
    var result = text[..<end]
    while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
    return result
  }

  private mutating func block(indent: Int, depth: Int) throws(ReaderError) -> PropertyListValue {
    guard depth < 64 else {
      throw ReaderError("nested too deeply", line: lines[min(position, lines.count - 1)].number)
    }
    guard position < lines.count else { return .string("") }
    if isSequenceItem(lines[position].text) { return try sequence(indent: indent, depth: depth) }
    // A flow collection on the line under its key (`key:` then `  { a: b }`).
    let first = lines[position]
    if first.text.hasPrefix("[") || first.text.hasPrefix("{") {
      position += 1
      return try scalarOrFlow(first.text, line: first.number, depth: depth)
    }
    return try mapping(indent: indent, depth: depth)
  }

  private func isSequenceItem(_ text: Substring) -> Bool {
    text == "-" || text.hasPrefix("- ")
  }

  private mutating func sequence(indent: Int, depth: Int) throws(ReaderError) -> PropertyListValue {
    var values: [PropertyListValue] = []
    while position < lines.count, lines[position].indent == indent,
      isSequenceItem(lines[position].text)
    {
      let line = lines[position]
      let rest = line.text.dropFirst().drop { $0 == " " }
      if rest.isEmpty {
        position += 1
        values.append(try child(of: indent, depth: depth))
      } else if Self.keyValue(rest) != nil, !rest.hasPrefix("{"), !rest.hasPrefix("[") {
        // `- key: value`: a mapping whose first key sits where `key` starts.
        let column = indent + (line.text.count - rest.count)
        lines[position] = Line(indent: column, text: rest, number: line.number)
        values.append(try mapping(indent: column, depth: depth + 1))
      } else {
        position += 1
        values.append(try scalarOrFlow(rest, line: line.number, depth: depth))
      }
    }
    return .array(values)
  }

  private mutating func mapping(indent: Int, depth: Int) throws(ReaderError) -> PropertyListValue {
    var entries: [PropertyListEntry] = []
    while position < lines.count, lines[position].indent == indent,
      !isSequenceItem(lines[position].text)
    {
      let line = lines[position]
      guard let (key, value) = Self.keyValue(line.text) else {
        throw ReaderError("expected `key: value`", line: line.number)
      }
      if key == "<<" { usesUnsupportedFeatures = true }
      position += 1
      let parsed: PropertyListValue
      if value.isEmpty || value.hasPrefix("&") && !value.contains(" ") {
        if value.hasPrefix("&") { usesUnsupportedFeatures = true }
        parsed = try child(of: indent, depth: depth, allowSequenceAtSameIndent: true)
      } else if value == "|" || value == ">" || value.hasPrefix("|") || value.hasPrefix(">") {
        parsed = .string(blockScalar(after: indent))
      } else {
        parsed = try scalarOrFlow(value, line: line.number, depth: depth)
      }
      entries.append(PropertyListEntry(key: Self.unquote(key), value: parsed, line: line.number))
    }
    return .dictionary(entries)
  }

  /// The value nested under a line at `indent`: more-indented lines, or (for a
  /// mapping value) a sequence at the same indent, as YAML allows.
  private mutating func child(of indent: Int, depth: Int, allowSequenceAtSameIndent: Bool = false)
    throws(ReaderError) -> PropertyListValue
  {
    guard position < lines.count else { return .string("") }
    let next = lines[position]
    if next.indent > indent { return try block(indent: next.indent, depth: depth + 1) }
    if allowSequenceAtSameIndent, next.indent == indent, isSequenceItem(next.text) {
      return try sequence(indent: indent, depth: depth + 1)
    }
    return .string("")
  }

  private mutating func blockScalar(after indent: Int) -> String {
    var parts: [Substring] = []
    while position < lines.count, lines[position].indent > indent {
      parts.append(lines[position].text)
      position += 1
    }
    return parts.joined(separator: "\n")
  }

  /// Splits `key: value` at the first `:` followed by a space or the end, outside quotes.
  private static func keyValue(_ text: Substring) -> (Substring, Substring)? {
    var quote: Character?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if (character == "\"" || character == "'") && index == text.startIndex {
        quote = character
      } else if character == "[" || character == "{" {
        if index == text.startIndex { return nil }
      } else if character == ":" {
        let after = text.index(after: index)
        if after == text.endIndex || text[after] == " " {
          let key = text[..<index]
          let value = text[after...].drop { $0 == " " }
          return key.isEmpty ? nil : (key, value)
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// A plain or quoted scalar, or a flow collection starting on `text`'s line.
  /// A flow collection left open at the end of the line goes on over the
  /// following lines, whatever their indent, until its brackets close (valid
  /// YAML: `NSExceptionDomains: {` … `}`); the lines are read as one, joined by
  /// spaces, and each entry keeps the line it is written on.
  private mutating func scalarOrFlow(_ text: Substring, line: Int, depth: Int) throws(ReaderError)
    -> PropertyListValue
  {
    if text.hasPrefix("*") { usesUnsupportedFeatures = true }
    guard text.hasPrefix("[") || text.hasPrefix("{") else { return .string(Self.unquote(text)) }
    var characters = Array(text)
    var numbers = [Int](repeating: line, count: characters.count)
    var balance = BracketBalance()
    balance.read(characters)
    while balance.open > 0, position < lines.count {
      let next = lines[position]
      position += 1
      let continued = [" "] + Array(next.text)
      balance.read(continued)
      characters += continued
      numbers += [Int](repeating: next.number, count: continued.count)
    }
    var flow = FlowParser(text: characters, lines: numbers)
    return try flow.value(depth: depth)
  }

  /// Counts the `[`/`{` still open in flow text read so far, line by line
  /// (each character is read once, so a hostile unterminated `[` stays linear).
  private struct BracketBalance {
    var open = 0
    private var quote: Character?
    private var escaped = false
    private var previous: Character = " "

    mutating func read(_ text: some Collection<Character>) {
      for character in text {
        if let closing = quote {
          if escaped {
            escaped = false
          } else if character == "\\", closing == "\"" {
            escaped = true
          } else if character == closing {
            quote = nil
          }
        } else if character == "\"" || character == "'" {
          // A quote opens a scalar only where one starts (`[a, 'b']`, not `it's`).
          if "[{,: ".contains(previous) { quote = character }
        } else if character == "[" || character == "{" {
          open += 1
        } else if character == "]" || character == "}" {
          open -= 1
        }
        previous = character
      }
    }
  }

  /// A scalar without its quotes (`''` inside single quotes is one `'`).
  static func unquote(_ text: Substring) -> String {
    if text.count >= 2, text.first == "\"", text.last == "\"" {
      return String(text.dropFirst().dropLast()).replacingAll("\\\"", with: "\"")
    }
    if text.count >= 2, text.first == "'", text.last == "'" {
      return String(text.dropFirst().dropLast()).replacingAll("''", with: "'")
    }
    return String(text)
  }

  /// Reads `[a, b]` and `{ a: b }`, on one line or several joined into one.
  private struct FlowParser {
    var text: [Character]
    /// The line each character of `text` was written on.
    var lines: [Int]
    var index = 0

    /// The line of the character at `index` (the last line past the end).
    private var line: Int { lines.isEmpty ? 0 : lines[min(index, lines.count - 1)] }

    mutating func value(depth: Int) throws(ReaderError) -> PropertyListValue {
      guard depth < 64 else { throw ReaderError("nested too deeply", line: line) }
      skipSpaces()
      guard index < text.count else { return .string("") }
      if text[index] == "[" {
        let opened = line
        index += 1
        var values: [PropertyListValue] = []
        while true {
          skipSpaces()
          guard index < text.count else { throw ReaderError("unterminated [", line: opened) }
          if text[index] == "]" {
            index += 1
            return .array(values)
          }
          let before = index
          values.append(try value(depth: depth + 1))
          skipSpaces()
          if index < text.count, text[index] == "," { index += 1 }
          guard index > before else { throw ReaderError("malformed flow sequence", line: line) }
        }
      }
      if text[index] == "{" {
        let opened = line
        index += 1
        var entries: [PropertyListEntry] = []
        while true {
          skipSpaces()
          guard index < text.count else { throw ReaderError("unterminated {", line: opened) }
          if text[index] == "}" {
            index += 1
            return .dictionary(entries)
          }
          let before = index
          let keyLine = line
          let key = scalar(stopAtColon: true)
          skipSpaces()
          if index < text.count, text[index] == ":" { index += 1 }
          let item = try value(depth: depth + 1)
          entries.append(PropertyListEntry(key: key, value: item, line: keyLine))
          skipSpaces()
          if index < text.count, text[index] == "," { index += 1 }
          guard index > before else { throw ReaderError("malformed flow mapping", line: line) }
        }
      }
      return .string(scalar(stopAtColon: false))
    }

    private mutating func skipSpaces() {
      while index < text.count, text[index] == " " { index += 1 }
    }

    private mutating func scalar(stopAtColon: Bool) -> String {
      let start = index
      if index < text.count, text[index] == "\"" || text[index] == "'" {
        let quote = text[index]
        index += 1
        while index < text.count, text[index] != quote { index += 1 }
        index = min(index + 1, text.count)
        return YAMLReader.unquote(Substring(String(text[start..<index])))
      }
      while index < text.count, !",]}".contains(text[index]),
        !(stopAtColon && text[index] == ":")
      {
        index += 1
      }
      return String(String(text[start..<index]).trimmingWhitespace())
    }
  }
}

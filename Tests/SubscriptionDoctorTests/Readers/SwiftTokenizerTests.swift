import Testing

@testable import SubscriptionDoctor

struct SwiftTokenizerTests {
  private func strings(_ source: String) throws -> [String] {
    try SwiftTokenizer.tokenize(source).filter { $0.kind == .string }.map(\.text)
  }

  @Test("Comments are skipped, nested block comments included")
  func comments() throws {
    let source = """
      // "$9.99" in a line comment
      /* outer /* "€3,99" nested */ still comment */
      let a = "kept"
      """
    #expect(try strings(source) == ["kept"])
  }

  @Test("!= and !== are one operator; a ! alone unwraps or negates")
  func notEqual() throws {
    let texts = try SwiftTokenizer.tokenize("if a != b, c!==d, !e, f! = g {}").map(\.text)
    #expect(
      texts == [
        "if", "a", "!=", "b", ",", "c", "!==", "d", ",", "!", "e", ",", "f", "!", "=", "g", "{",
        "}",
      ])
  }

  @Test("Multi-line, raw and interpolated strings are single tokens")
  func stringForms() throws {
    let source = #"""
      let a = """
        line "quoted"
        """
      let b = #"raw \(not) "x""#
      let c = "\(price).99"
      """#
    let tokens = try SwiftTokenizer.tokenize(source)
    let literals = tokens.filter { $0.kind == .string }
    #expect(literals.map(\.text) == ["  line \"quoted\"\n  ", #"raw \(not) "x""#, ".99"])
    let scanned = try SwiftTokenizer.scan(bytes: Array(source.utf8))
    let interpolated = try #require(scanned.tokens.firstIndex { $0.isInterpolated })
    #expect(scanned.interpolatedParts[interpolated] == ["", ".99"])
    #expect(scanned.interpolatedParts.count == 1)
    // The interpolated expression is tokenised as code.
    #expect(tokens.contains { $0.is("price") })
  }

  @Test("A raw triple quote closed on its own line is a one-line string (SE-0200)")
  func rawTripleQuoteOnOneLine() throws {
    // As swiftc reads them: `#"""#` is `"`, `#"""abc"#` is `""abc`; only a
    // `#"""` with no closing `"#` after it on its line opens a multi-line one.
    let source = """
      let a = #\"""#
      let b = ##\"""##
      let c = #\"""abc"#
      let d = #\"""
        line "# here
        \"""#
      let e = 1
      """
    let tokens = try SwiftTokenizer.tokenize(source)
    let literals = tokens.filter { $0.kind == .string }.map(\.text)
    #expect(literals == ["\"", "\"", "\"\"abc", "  line \"# here\n  "])
    #expect(tokens.first { $0.is("e") }?.line == 7)
  }

  @Test("Lines are counted through multi-line strings and comments")
  func lines() throws {
    let source = "/*\n\n*/\nlet a = \"\"\"\n\n\"\"\"\nlet b = 1"
    let tokens = try SwiftTokenizer.tokenize(source)
    #expect(tokens.first { $0.is("b") }?.line == 7)
  }

  @Test("An unterminated string is a ReaderError with its line")
  func unterminated() {
    #expect(throws: ReaderError("unterminated string literal", line: 2)) {
      try SwiftTokenizer.tokenize("let a = 1\nlet b = \"oops\n")
    }
  }

  @Test("#if DEBUG, #else and #Preview are tracked per token")
  func contexts() throws {
    let source = """
      #if DEBUG
      let a = "debug"
      #else
      let b = "release"
      #endif
      #Preview { Text("preview") }
      let c = "plain"
      """
    let file = try SwiftSource(path: "A.swift", role: .app, bytes: Array(source.utf8))
    func context(_ text: String) -> TokenContext? {
      file.tokens.firstIndex { $0.kind == .string && $0.text == text }.map { file.contexts[$0] }
    }
    #expect(context("debug")?.isDebugOnly == true)
    #expect(context("release")?.isReleaseOnly == true)
    #expect(context("preview")?.isPreview == true)
    #expect(context("plain") == TokenContext(branchPathIndex: 0))
  }

  @Test("Type declarations record name, conformances and body")
  func types() throws {
    let source =
      "struct PaywallView: View {\n  var body: some View { Text(\"x\") }\n}\nextension Notification.Name {}"
    let file = try SwiftSource(path: "A.swift", role: .app, bytes: Array(source.utf8))
    #expect(file.types.map(\.name) == ["PaywallView", "Notification.Name"])
    #expect(file.types[0].isView)
  }
}

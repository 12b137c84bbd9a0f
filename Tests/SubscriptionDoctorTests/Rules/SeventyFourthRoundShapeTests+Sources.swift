import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-fourth round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyFourthRoundSourceTests {
  /// Unreadable-file findings for a share extension's file holding `line`.
  private static func unreadable(_ line: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(ShareParser.name(in: \"\"))"),
      "App/ShareParser.swift": """
      import Foundation

      enum ShareParser {
        static func name(in html: String) -> String? {
          \(line)
        }
      }

      """,
    ]).filter { $0.rule == .unreadableFile }
  }

  @Test("A raw string holding one quote (#\"\"\"#) is a one-line string, as swiftc reads it")
  func rawStringOfOneQuote() {
    let quote = Self.unreadable(
      ##"html.components(separatedBy: #"content=""#).last?.components(separatedBy: #"""#).first"##)
    #expect(quote.isEmpty, "\(quote)")
    // A raw multi-line opening that nothing closes is still unreadable.
    let open = Self.unreadable("let text = #\"\"\"\n  return text")
    #expect(open.count == 1, "\(open)")
  }
}

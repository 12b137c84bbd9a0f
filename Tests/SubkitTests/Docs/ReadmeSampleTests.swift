import Foundation
import Testing

/// The README's SwiftUI sample is compiled, not just shown: the API testers
/// hold the same code (built on every Apple platform), and this test keeps the
/// two the same (whitespace aside; the testers' copy has no `@main`).
@Suite("README's SwiftUI sample")
struct ReadmeSampleTests {
  @Test("Is the code the API testers compile")
  func sameAsTester() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Using it in a SwiftUI app").dropFirst().first)
    let sample = try #require(
      section.components(separatedBy: "```swift\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let tester = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Integrations/RevenueCat/Tests/APITesters/ReadmeSampleAPI.swift"),
      encoding: .utf8)
    let guarded = try #require(
      tester.components(separatedBy: "#if canImport(SwiftUI)").dropFirst().first?
        .components(separatedBy: "#endif").first)
    #expect(sample.contains("@main struct InvoiceApp: App"))
    #expect(
      Self.code(sample.replacingOccurrences(of: "@main ", with: "")) == Self.code(guarded),
      "README.md's SwiftUI sample and ReadmeSampleAPI.swift differ")
  }

  /// The text without whitespace.
  static func code(_ text: String) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
  }
}

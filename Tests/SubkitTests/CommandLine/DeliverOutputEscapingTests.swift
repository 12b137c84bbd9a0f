import Foundation
import Testing

/// `subkit store deliver` echoes the `--to` URL it delivered to; the URL is
/// the user's text (Foundation accepts a control character in it and
/// percent-encodes it only for the request), so the line escapes it.
@Suite("subkit store deliver output escaping", .timeLimit(.minutes(10)))
struct DeliverOutputEscapingTests {
  @Test("A --to URL with an ESC sequence is printed with the ESC made visible")
  func escapedTarget() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let made = try Repository.subkit([
      "store", "simulate", "--customers", "1", "--months", "1", "--seed", "3", "--state",
      state.path, "--start", "2026-01-01T00:00:00Z",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let receiver = StoreDeliverTests.Receiver()
    try receiver.start()
    defer { receiver.server?.stop() }
    let output = try Repository.subkit([
      "store", "deliver", "--to", receiver.url + "?x=\u{1B}]52;c;aGk=\u{7}", "--retry-delays",
      "0", "--state", state.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("?x=\\u{1B}]52;c;aGk=\\u{7}"), "\(output.stdout)")
    #expect(
      !(output.stdout + output.stderr).unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      })
  }
}

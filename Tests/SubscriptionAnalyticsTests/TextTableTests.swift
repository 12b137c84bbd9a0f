import Foundation
import Testing

@testable import SubscriptionAnalytics

/// The interning table the metrics' facts point into.
@Suite("Text table")
struct TextTableTests {
  func id(_ text: String, in table: inout TextTable, recent: inout Int32) -> Int32 {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBytes { table.id(UnsafeRawBufferPointer($0), recent: &recent) }
  }

  @Test("Ids are dense in order of first sight, the same text always the same id, past growth")
  func ids() {
    var table = TextTable()
    var recent: Int32 = -1
    let texts = (0..<1_000).map { "user-\($0 * 7919 % 1_000)" } + ["", "é", "user-1"]
    var seen: [String: Int32] = [:]
    for text in texts + texts.reversed() {
      let id = id(text, in: &table, recent: &recent)
      if let known = seen[text] {
        #expect(id == known)
      } else {
        #expect(Int(id) == seen.count)
        seen[text] = id
      }
      #expect(table.text(id) == text)
    }
    #expect(table.count == seen.count)
    #expect(table.existingID("user-5") == seen["user-5"])
    #expect(table.existingID("nobody") == nil)
  }

  @Test("Byte order is SQL's binary order (prefixes first)")
  func byteOrder() {
    var table = TextTable()
    for text in ["b", "ab", "a", "", "B", "aa", "10", "9"] { _ = table.id(text) }
    #expect(
      table.idsInByteOrder().map { table.text($0) } == ["", "10", "9", "B", "a", "aa", "ab", "b"])
  }
}

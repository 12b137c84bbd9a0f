import Foundation

/// Helpers the targets share to turn fuzzer bytes into reader input.
enum FuzzInput {
  /// A fixed "now" (2024-06-01T00:00:00Z): targets never read the clock, so a
  /// crasher replays the same way on every day.
  static let now = Date(timeIntervalSince1970: 1_717_200_000)

  /// The bytes as text, invalid UTF-8 repaired as the doctor's readers repair it.
  static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}

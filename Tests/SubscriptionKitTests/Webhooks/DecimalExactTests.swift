import Foundation
import Testing

@testable import SubscriptionKit
@testable import SubscriptionWire

@Suite("Exact decimals built from parts, written as plain text")
struct DecimalExactTests {
  @Test("Built from parts equals Foundation's reading of the same text, and writes it back")
  func roundTrip() throws {
    let cases: [(UInt64, Int, Bool, String)] = [
      (999, -2, false, "9.99"), (45, -1, true, "-4.5"), (500, -2, false, "5"),
      (5, -3, false, "0.005"), (12, 3, false, "12000"), (3, -1, false, "0.3"),
      (0, 0, true, "0"), (1_234_567_890_123_456_789, -9, false, "1234567890.123456789"),
    ]
    for (significand, exponent, isNegative, text) in cases {
      let value = Decimal(significand: significand, exponent: exponent, isNegative: isNegative)
      #expect(value == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
      #expect(DecimalText.string(value) == text)
      #expect(!value.isNaN)
    }
    #expect(
      Decimal(string: "5.00", locale: Locale(identifier: "en_US_POSIX")).map(DecimalText.string)
        == "5")
  }
}

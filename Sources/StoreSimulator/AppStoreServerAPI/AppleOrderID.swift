/// The order ID of a simulated purchase (what Look Up Order ID reads): Apple
/// prints one on the customer's receipt email; the simulator gives each
/// transaction its own: `M` and its number in nine base-36 digits
/// (`2000000000000042` → `M000000016`).
package enum AppleOrderID {
  /// The order ID of `transactionID`; nil for an identifier the store did not make.
  package static func of(_ transactionID: String) -> String? {
    guard transactionID.count == 16, let value = Int64(transactionID),
      value > base
    else { return nil }
    let digits = String(value - base, radix: 36).uppercased()
    guard digits.count <= 9 else { return nil }
    return "M" + String(repeating: "0", count: 9 - digits.count) + digits
  }

  /// The transaction an order ID names; nil when it is not one of the store's.
  package static func transactionID(of orderID: String) -> String? {
    guard orderID.count == 10, orderID.first == "M",
      orderID.dropFirst().allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) }),
      let number = Int64(orderID.dropFirst(), radix: 36), number > 0
    else { return nil }
    return String(base + number)
  }

  private static let base: Int64 = 2_000_000_000_000_000
}

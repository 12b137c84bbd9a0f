import Foundation

/// A compact JWS's protected header as Apple writes it: `{"alg":"ES256","x5c":[…]}`.
struct JWSHeader: Codable, Sendable {
  /// The algorithm; Apple's is always "ES256".
  var alg: String
  /// Leaf, intermediate, root: standard base64 DER. Absent in the missing-x5c fixture.
  var x5c: [String]?

  /// The header's JSON: keys sorted (`alg` before `x5c`), slashes not escaped.
  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

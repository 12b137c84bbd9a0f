import Foundation

/// base64url without padding (RFC 7515 §2), over Foundation's base64.
public enum Base64URL {
  /// `data` in base64url, unpadded.
  public static func encode(_ data: Data) -> String {
    var text = data.base64EncodedString()
    text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    while text.hasSuffix("=") { text.removeLast() }
    return text
  }

  /// The bytes of unpadded base64url `text`; nil when it is not that.
  public static func decode(_ text: Substring) -> Data? {
    guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    else { return nil }
    var standard = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    guard standard.count % 4 != 1 else { return nil }
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: standard)
  }
}

import Foundation

// An environment is its raw value on the wire (`"Sandbox"`, …), as its
// `Codable` writes it; any other text fails the read, as `Codable`'s does.
extension AppleEnvironment: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Self {
    guard let environment = Self(rawValue: try scanner.readString()) else {
      throw .mismatch(expected: "Sandbox, Production, Xcode or LocalTesting")
    }
    return environment
  }

  func write(to writer: inout JSONTextWriter) { writer.string(rawValue) }
}

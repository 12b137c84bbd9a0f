import SubscriptionDoctor

extension FuzzTarget {
  /// A binary property list (`bplist00`), through the reader the doctor uses.
  static let binaryPlist = FuzzTarget(
    name: "binary-plist", summary: "binary plist → PropertyListValue"
  ) { bytes in
    guard let value = try? BinaryPropertyListReader.read(bytes: bytes) else { return false }
    _ = value.stringLeaves()
    _ = try? PropertyListReader.read(bytes: bytes)
    return true
  }
}

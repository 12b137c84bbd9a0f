import SubscriptionDoctor

extension FuzzTarget {
  /// An XML property list (Info.plist), through the reader the doctor uses.
  static let xmlPlist = FuzzTarget(
    name: "xml-plist", summary: "XML plist → PropertyListValue"
  ) { bytes in
    guard let value = try? XMLPropertyListReader.read(bytes: bytes) else { return false }
    _ = value.stringLeaves()
    _ = try? PropertyListReader.read(bytes: bytes)
    return true
  }
}

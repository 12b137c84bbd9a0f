/// Reads an Info.plist or any other property list, XML or binary.
///
/// No XML or plist package can be fetched in this package's build environment,
/// and Foundation's `PropertyListSerialization` neither keeps line numbers nor
/// reports where a file is malformed, so this reader dispatches on the file's
/// first bytes to our own `XMLPropertyListReader` or `BinaryPropertyListReader`.
package enum PropertyListReader {
  /// The root value of the property list in `bytes`.
  /// - Throws: `ReaderError` when the file is neither a well-formed XML nor a binary plist.
  package static func read(bytes: [UInt8]) throws(ReaderError) -> PropertyListValue {
    if bytes.starts(with: Array("bplist00".utf8)) {
      return try BinaryPropertyListReader.read(bytes: bytes)
    }
    if bytes.starts(with: Array("bplist".utf8)) {
      throw ReaderError("unsupported binary property list version")
    }
    return try XMLPropertyListReader.read(bytes: bytes)
  }
}

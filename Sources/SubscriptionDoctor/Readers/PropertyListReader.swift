/// Reads an Info.plist or any other property list: XML, binary or the old
/// ASCII (OpenStep) format, `{ "Key" = "value"; }`, which Xcode still reads.
///
/// No XML or plist package can be fetched in this package's build environment,
/// and Foundation's `PropertyListSerialization` neither keeps line numbers nor
/// reports where a file is malformed, so this reader dispatches on the file's
/// first bytes to our own `XMLPropertyListReader`, `BinaryPropertyListReader`
/// or `OpenStepPropertyListReader`.
package enum PropertyListReader {
  /// The root value of the property list in `bytes`.
  /// - Throws: `ReaderError` when the file is no well-formed property list in any of the three formats.
  package static func read(bytes: [UInt8]) throws(ReaderError) -> PropertyListValue {
    if bytes.starts(with: Array("bplist00".utf8)) {
      return try BinaryPropertyListReader.read(bytes: bytes)
    }
    if bytes.starts(with: Array("bplist".utf8)) {
      throw ReaderError("unsupported binary property list version")
    }
    if bytes.starts(with: Array("version https://git-lfs".utf8)) {
      throw ReaderError("a Git LFS pointer, not the file (run `git lfs pull`)")
    }
    if bytes.starts(with: [0] + Array("GITCRYPT".utf8)) {
      throw ReaderError("encrypted with git-crypt (unlock the repository to audit it)")
    }
    if bytes.starts(with: [0x00, 0x05, 0x16, 0x07]) {
      throw ReaderError("a macOS resource fork (AppleDouble `._` file), not a property list")
    }
    // XML starts with `<` (after any byte-order mark and white space); the
    // ASCII format with a dictionary, an array or a comment.
    let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]
    let body = bytes.starts(with: utf8BOM) ? bytes.dropFirst(3) : bytes[...]
    let whiteSpace = [ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn]
    if let first = body.first(where: { !whiteSpace.contains($0) }),
      [UInt8(ascii: "{"), UInt8(ascii: "("), ASCII.slash].contains(first)
    {
      return try OpenStepPropertyListReader.read(bytes: Array(body))
    }
    return try XMLPropertyListReader.read(bytes: bytes)
  }
}

/// Reads the paths git tracks from `.git/index` (versions 2, 3 and 4), so
/// the doctor knows a file is committed even when a `.gitignore` lists it:
/// ignore rules never untrack a file. Read as bytes, never by running git.
///
/// A hostile index gets a `ReaderError`: every length is checked against the
/// file, the entry count cannot exceed what the bytes can hold, and a path is
/// at most 4,096 bytes.
package enum GitIndexReader {
  /// The tracked paths, `/`-separated and relative to the repository root.
  /// - Throws: `ReaderError` for a file that is not a git index or is cut short.
  package static func trackedPaths(_ bytes: [UInt8]) throws(ReaderError) -> Set<String> {
    guard bytes.count >= 12, bytes.starts(with: Array("DIRC".utf8)) else {
      throw ReaderError("not a git index")
    }
    let version = integer(bytes, 4, 4)
    guard (2...4).contains(version) else {
      throw ReaderError("git index version \(version) is not supported")
    }
    let count = integer(bytes, 8, 4)
    // An entry is at least 62 bytes of fields plus a name byte.
    guard count <= (bytes.count - 12) / 63 else { throw ReaderError("git index is cut short") }
    var paths = Set<String>()
    paths.reserveCapacity(count)
    var position = 12
    var previous: [UInt8] = []
    for _ in 0..<count {
      let start = position
      guard bytes.count - position >= 62 else { throw ReaderError("git index is cut short") }
      let flags = integer(bytes, position + 60, 2)
      position += 62
      if version >= 3, flags & 0x4000 != 0 {
        guard bytes.count - position >= 2 else { throw ReaderError("git index is cut short") }
        position += 2
      }
      var name: [UInt8]
      if version == 4 {
        // The name is the previous one minus N bytes (a varint), then a NUL-terminated suffix.
        var strip = 0
        var shift = 0
        while true {
          guard position < bytes.count, shift < 35 else {
            throw ReaderError("git index is cut short")
          }
          let byte = Int(bytes[position])
          position += 1
          strip |= (byte & 0x7F) << shift
          if byte & 0x80 == 0 { break }
          shift += 7
        }
        guard strip <= previous.count else { throw ReaderError("git index name out of range") }
        name = Array(previous.dropLast(strip))
      } else {
        name = []
      }
      guard let end = bytes[position...].firstIndex(of: 0) else {
        throw ReaderError("git index is cut short")
      }
      name += bytes[position..<end]
      guard name.count <= 4096 else { throw ReaderError("git index path too long") }
      position = end + 1
      if version < 4 {
        // Entries are padded with NULs to a multiple of eight bytes.
        let length = position - start
        position = start + (length + 7) / 8 * 8
        guard position <= bytes.count else { throw ReaderError("git index is cut short") }
      }
      paths.insert(String(decoding: name, as: UTF8.self))
      previous = name
    }
    return paths
  }

  private static func integer(_ bytes: [UInt8], _ position: Int, _ size: Int) -> Int {
    var value = 0
    for byte in bytes[position..<(position + size)] { value = value << 8 | Int(byte) }
    return value
  }
}

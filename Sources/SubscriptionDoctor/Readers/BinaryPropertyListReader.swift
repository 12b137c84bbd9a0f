/// Reads binary property lists (`bplist00`), as Xcode may save a bundled plist.
///
/// No plist package can be fetched here, and the doctor must report a malformed
/// file instead of crashing, so this reader checks every offset it follows. It
/// covers the object kinds a plist can hold: null/Booleans, integers, reals,
/// dates, data, ASCII and UTF-16 strings, UIDs, arrays and dictionaries.
/// Binary plists carry no line numbers.
///
/// A hostile file gets a `ReaderError`, never a trap or unbounded memory: all
/// offset and length arithmetic is checked for overflow, an object that refers
/// back to itself (through any chain) is refused, and the values built may hold
/// at most `maximumValues` objects in all, however often objects are shared.
/// That size is counted before anything is expanded (one pass over the
/// objects, each counted once), so a "billion laughs" file is refused at once.
package struct BinaryPropertyListReader {
  /// The most values one file may expand to (shared objects count each time they appear).
  ///
  /// A real `Info.plist` or entitlements file holds hundreds of values; the
  /// limit leaves a hundredfold margin and bounds what a hostile file of a
  /// few hundred bytes costs to expand (at 1,000,000 a 343-byte file found by
  /// the fuzzer took 2.4 s in a debug build and 11–20 s under AddressSanitizer).
  static let maximumValues = 100_000

  private let bytes: [UInt8]
  private let offsetSize: Int
  private let referenceSize: Int
  private let offsets: [Int]
  private var remainingValues = maximumValues
  private var inProgress = Set<Int>()
  /// Per object: `nil` not counted yet, `-1` being counted, else its expanded size.
  private var expandedSizes: [Int?] = []

  /// The root value of the binary plist in `bytes`.
  /// - Throws: `ReaderError` for a truncated or inconsistent file.
  package static func read(bytes: [UInt8]) throws(ReaderError) -> PropertyListValue {
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
      throw ReaderError("not a binary property list")
    }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    let objectCount = try Self.integer(bytes, at: trailer + 8, size: 8)
    let topObject = try Self.integer(bytes, at: trailer + 16, size: 8)
    let tableOffset = try Self.integer(bytes, at: trailer + 24, size: 8)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount > 0,
      topObject < objectCount, tableOffset >= 8, tableOffset <= trailer,
      objectCount <= (trailer - tableOffset) / offsetSize
    else { throw ReaderError("corrupt binary property list trailer") }
    var offsets: [Int] = []
    offsets.reserveCapacity(objectCount)
    for number in 0..<objectCount {
      let offset = try Self.integer(
        bytes, at: try Self.position(tableOffset, number, offsetSize), size: offsetSize)
      guard offset >= 8, offset < tableOffset else {
        throw ReaderError("object offset out of range")
      }
      offsets.append(offset)
    }
    var reader = BinaryPropertyListReader(
      bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize, offsets: offsets)
    reader.expandedSizes = Array(repeating: nil, count: objectCount)
    let size = try reader.expandedSize(topObject, depth: 0)
    guard size <= maximumValues else {
      throw ReaderError(
        "binary property list expands to more than \(maximumValues) values (shared objects)")
    }
    return try reader.object(topObject, depth: 0)
  }

  /// How many values object `number` becomes once every reference is
  /// expanded, capped just above `maximumValues`; each object is visited once.
  private mutating func expandedSize(_ number: Int, depth: Int) throws(ReaderError) -> Int {
    guard depth < 512 else { throw ReaderError("binary property list nested too deeply") }
    guard offsets.indices.contains(number) else {
      throw ReaderError("object reference out of range")
    }
    if let known = expandedSizes[number] {
      guard known >= 0 else { throw ReaderError("binary property list object contains itself") }
      return known
    }
    expandedSizes[number] = -1
    var total = 1
    for child in try references(of: number) {
      total = min(total + (try expandedSize(child, depth: depth + 1)), Self.maximumValues + 1)
    }
    expandedSizes[number] = total
    return total
  }

  /// The objects an array or dictionary refers to (keys and values); none for other kinds.
  private func references(of number: Int) throws(ReaderError) -> [Int] {
    let start = offsets[number]
    let marker = bytes[start]
    let count: Int
    let body: Int
    switch marker >> 4 {
    case 0xA:
      (count, body) = try length(Int(marker & 0x0F), at: start)
    case 0xD:
      let (pairs, pairsBody) = try length(Int(marker & 0x0F), at: start)
      (count, body) = (try Self.position(pairs, pairs, 1), pairsBody)
    default:
      return []
    }
    _ = try slice(body, try Self.position(0, count, referenceSize))
    var result: [Int] = []
    result.reserveCapacity(count)
    for element in 0..<count {
      result.append(
        try Self.integer(
          bytes, at: try Self.position(body, element, referenceSize), size: referenceSize))
    }
    return result
  }

  /// `base + index * size`, or a `ReaderError` when that overflows.
  private static func position(_ base: Int, _ index: Int, _ size: Int) throws(ReaderError) -> Int {
    let (product, productOverflow) = index.multipliedReportingOverflow(by: size)
    let (sum, sumOverflow) = base.addingReportingOverflow(product)
    guard !productOverflow, !sumOverflow else {
      throw ReaderError("binary property list length out of range")
    }
    return sum
  }

  private static func integer(_ bytes: [UInt8], at position: Int, size: Int) throws(ReaderError)
    -> Int
  {
    let value = try raw(bytes, at: position, size: size)
    guard value <= UInt64(Int.max) else { throw ReaderError("integer out of range") }
    return Int(value)
  }

  private static func raw(_ bytes: [UInt8], at position: Int, size: Int) throws(ReaderError)
    -> UInt64
  {
    guard position >= 0, size > 0, size <= 8, position <= bytes.count - size else {
      throw ReaderError("truncated binary property list")
    }
    var value: UInt64 = 0
    for byte in bytes[position..<(position + size)] {
      value = value << 8 | UInt64(byte)
    }
    return value
  }

  private mutating func object(_ number: Int, depth: Int) throws(ReaderError) -> PropertyListValue {
    guard depth < 512 else { throw ReaderError("binary property list nested too deeply") }
    guard offsets.indices.contains(number) else {
      throw ReaderError("object reference out of range")
    }
    remainingValues -= 1
    guard remainingValues >= 0 else {
      throw ReaderError("binary property list expands to too many values (shared objects)")
    }
    guard inProgress.insert(number).inserted else {
      throw ReaderError("binary property list object contains itself")
    }
    defer { inProgress.remove(number) }
    let start = offsets[number]
    let marker = bytes[start]
    let kind = marker >> 4
    let info = Int(marker & 0x0F)
    switch kind {
    case 0x0:
      switch info {
      case 0x8: return .bool(false)
      case 0x9: return .bool(true)
      default: return .string("")
      }
    case 0x1:
      guard info <= 4 else { throw ReaderError("bad integer size") }
      let size = 1 << info
      if size == 16 {
        return .integer(try Self.integer(bytes, at: start + 9, size: 8))
      }
      let raw = try Self.raw(bytes, at: start + 1, size: size)
      return .integer(Int(truncatingIfNeeded: raw))
    case 0x2:
      guard info == 2 || info == 3 else { throw ReaderError("bad real size") }
      let size = 1 << info
      let raw = try Self.raw(bytes, at: start + 1, size: size)
      let value =
        size == 4
        ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
        : Double(bitPattern: raw)
      return .real(value)
    case 0x3:
      let raw = try Self.raw(bytes, at: start + 1, size: 8)
      return .date(String(Double(bitPattern: raw)))
    case 0x4:
      let (count, body) = try length(info, at: start)
      return .data(Array(try slice(body, count)))
    case 0x5:
      let (count, body) = try length(info, at: start)
      return .string(String(decoding: try slice(body, count), as: UTF8.self))
    case 0x6:
      let (count, body) = try length(info, at: start)
      let raw = try slice(body, try Self.position(0, count, 2))
      var units: [UInt16] = []
      units.reserveCapacity(count)
      var position = raw.startIndex
      while position < raw.endIndex {
        units.append(UInt16(raw[position]) << 8 | UInt16(raw[position + 1]))
        position += 2
      }
      return .string(String(decoding: units, as: UTF16.self))
    case 0x8:
      return .integer(try Self.integer(bytes, at: start + 1, size: info + 1))
    case 0xA:
      let (count, body) = try length(info, at: start)
      _ = try slice(body, try Self.position(0, count, referenceSize))
      var values: [PropertyListValue] = []
      for element in 0..<count {
        let reference = try Self.integer(
          bytes, at: try Self.position(body, element, referenceSize), size: referenceSize)
        values.append(try object(reference, depth: depth + 1))
      }
      return .array(values)
    case 0xD:
      let (count, body) = try length(info, at: start)
      _ = try slice(body, try Self.position(0, try Self.position(count, count, 1), referenceSize))
      var entries: [PropertyListEntry] = []
      for element in 0..<count {
        let keyReference = try Self.integer(
          bytes, at: try Self.position(body, element, referenceSize), size: referenceSize)
        let valueReference = try Self.integer(
          bytes, at: try Self.position(body, count + element, referenceSize), size: referenceSize)
        guard case .string(let key) = try object(keyReference, depth: depth + 1) else {
          throw ReaderError("dictionary key is not a string")
        }
        entries.append(
          PropertyListEntry(
            key: key, value: try object(valueReference, depth: depth + 1), line: nil))
      }
      return .dictionary(entries)
    default:
      throw ReaderError("unknown binary property list object 0x\(String(marker, radix: 16))")
    }
  }

  /// The element count of a variable-length object and where its body starts.
  private func length(_ info: Int, at start: Int) throws(ReaderError) -> (Int, Int) {
    if info != 0x0F { return (info, start + 1) }
    guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else {
      throw ReaderError("bad object length")
    }
    let size = 1 << Int(bytes[start + 1] & 0x0F)
    guard size <= 8 else { throw ReaderError("bad object length") }
    return (try Self.integer(bytes, at: start + 2, size: size), start + 2 + size)
  }

  private func slice(_ start: Int, _ count: Int) throws(ReaderError) -> ArraySlice<UInt8> {
    guard count >= 0, start >= 0, count <= bytes.count, start <= bytes.count - count else {
      throw ReaderError("truncated binary property list")
    }
    return bytes[start..<(start + count)]
  }
}

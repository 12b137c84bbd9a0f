import Foundation

/// A wire object's fields, declared once (`WireObject.wireFields`), and the
/// codecs every one of its forms is read and written with: `Codable`
/// (`decode(from:)`, `encode(_:to:)`, the test oracle), the strict reader
/// (`read(_:)`) and the fast writer (`write(_:to:)`).
///
/// Absence is the same everywhere: a member that is missing or `null` takes
/// what its field says (nil, a default computed from the members declared
/// before it, or an error for a required one); unknown members are skipped;
/// when a member comes twice, the later one wins.
struct WireFields<Root>: Sendable {
  /// The fields, in declaration order (defaults are computed in this order).
  let fields: [WireField<Root>]
  private let keys: JSONKeyTable<Int>
  private let codingKeys: [AnyCodingKey]
  /// Field indexes in the order their keys sort (`JSONEncoder`'s `.sortedKeys`).
  private let sorted: [Int]
  /// An object every field is read into (required fields overwrite its placeholders).
  private let blank: @Sendable () -> Root

  /// A table of `fields`; `blank` makes the object fields are read into.
  init(_ fields: [WireField<Root>], blank: @escaping @Sendable () -> Root) {
    self.fields = fields
    self.blank = blank
    keys = JSONKeyTable(fields.enumerated().map { ($0.element.name, $0.offset) })
    codingKeys = fields.map { AnyCodingKey($0.name) }
    sorted = fields.indices.sorted { fields[$0].name < fields[$1].name }
  }

  // MARK: Codable

  /// Reads the object from `decoder` (`init(from:)`).
  func decode(from decoder: any Decoder) throws -> Root {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    var root = blank()
    var absent: [Int] = []
    for (index, field) in fields.enumerated() {
      if try !field.decode(&root, container, codingKeys[index]) { absent.append(index) }
    }
    for index in absent { fields[index].setAbsent(&root) }
    return root
  }

  /// Writes the object to `encoder` (`encode(to:)`): the members its fields' rules write.
  func encode(_ root: Root, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    for (index, field) in fields.enumerated() where field.isWritten(root) {
      try field.encode(root, &container, codingKeys[index])
    }
  }

  // MARK: Strict reader and fast writer

  /// Reads the object with the strict reader; a failure names the member.
  func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Root {
    var root = blank()
    var present = [Bool](repeating: false, count: fields.count)
    try scanner.readObject(keys: keys) { scanner, index throws(JSONByteScanner.Failure) in
      guard let index else { return try scanner.skipValue() }
      let field = fields[index]
      if try scanner.readNull() {
        if field.isRequired {
          throw .located(path: field.name, what: "required value is null")
        }
        present[index] = false
        return
      }
      try scanner.member(field.name) { scanner throws(JSONByteScanner.Failure) in
        try field.read(&root, &scanner)
      }
      present[index] = true
    }
    for (index, field) in fields.enumerated() where !present[index] {
      if field.isRequired { throw .missing(field.name) }
      field.setAbsent(&root)
    }
    return root
  }

  /// Writes the object as compact JSON, members in sorted key order.
  func write(_ root: Root, to writer: inout JSONTextWriter) {
    writer.beginObject()
    for index in sorted {
      let field = fields[index]
      guard field.isWritten(root) else { continue }
      writer.key(field.key)
      field.write(root, &writer)
    }
    writer.endObject()
  }
}

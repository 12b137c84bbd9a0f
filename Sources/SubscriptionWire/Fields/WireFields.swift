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
  /// Where the object keeps itself as read (`rawData`), if it does.
  private let raw: WireRaw<Root>

  /// A table of `fields`; `blank` makes the object fields are read into;
  /// `raw` says whether and how it keeps itself as read.
  init(
    _ fields: [WireField<Root>], raw: WireRaw<Root> = .none,
    blank: @escaping @Sendable () -> Root
  ) {
    self.fields = fields
    self.blank = blank
    self.raw = raw
    precondition(fields.count <= 64, "the strict reader marks present fields in 64 bits")
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
    var records: [String: JSONValue] = [:]
    for (index, field) in fields.enumerated() {
      if try !field.decode(&root, container, codingKeys[index], &records) { absent.append(index) }
    }
    for index in absent { fields[index].setAbsent(&root) }
    if let path = raw.path {
      // The members not recorded (unknown keys, `*_ms` twins, prices, nulls)
      // are read back as `JSONValue`s: with the records, the whole object.
      container.decodeJSONMembers(into: &records)
      root[keyPath: path] = RawJSONObject(records)
    }
    return root
  }

  /// Writes the object to `encoder` (`encode(to:)`): the members its fields' rules write.
  func encode(_ root: Root, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    for (index, field) in fields.enumerated() where field.isWritten(root) {
      try field.encode(root, &container, codingKeys[index])
    }
    if case .kept(let path) = raw {
      try encoder.encodeUnknownMembers(of: root[keyPath: path], known: fields.map(\.name))
    }
  }

  // MARK: Strict reader and fast writer

  /// Reads the object with the strict reader; a failure names the member.
  func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Root {
    let start = scanner.valueStart()
    var root = blank()
    var present: UInt64 = 0  // bit `index`: field `index` was read

    try scanner.readObject(keys: keys) { scanner, index throws(JSONByteScanner.Failure) in
      guard let index else { return try scanner.skipValue() }
      let field = fields[index]
      if try scanner.readNull() {
        if field.isRequired {
          throw .located(path: field.name, what: "required value is null")
        }
        present &= ~(1 << UInt64(index))
        return
      }
      try scanner.member(field.name) { scanner throws(JSONByteScanner.Failure) in
        try field.read(&root, &scanner)
      }
      present |= 1 << UInt64(index)
    }
    for (index, field) in fields.enumerated() where present & (1 << UInt64(index)) == 0 {
      if field.isRequired { throw .missing(field.name) }
      field.setAbsent(&root)
    }
    if case .kept(let path) = raw, let document = scanner.document {
      root[keyPath: path] = RawJSONObject(
        text: RawJSONText(document: document, range: start..<scanner.offset))
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

  /// The object as `Codable` read it (its `rawData`), for its parent's
  /// record; nil when it does not keep that.
  func recordedJSON(of root: Root) -> JSONValue? {
    raw.path.map { .object(root[keyPath: $0].members) }
  }
}

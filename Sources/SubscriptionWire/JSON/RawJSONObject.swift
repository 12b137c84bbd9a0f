import Foundation

/// The JSON object a value was decoded from (`rawData`), kept whole, and left
/// out of equality and hashing as RevenueCat leaves it out: two documents that
/// differ only in fields nobody models are the same customer.
///
/// The fast readers (`SubscriberResponse.decode(_:)`) keep only where the
/// object's bytes are in the document they read (`RawJSONText`) and build the
/// members from them on first access, so a decode pays nothing for `rawData`
/// nobody reads; a `Codable` decode records the members as it reads them.
package struct RawJSONObject: Sendable, Hashable {
  private enum Storage: Sendable {
    case members([String: JSONValue])
    case text(RawJSONText, overrides: [String: JSONValue])
  }

  private var storage: Storage

  /// An object of these members.
  package init(_ members: [String: JSONValue] = [:]) {
    storage = .members(members)
  }

  /// The object whose text is `text`, read when its members are first asked for.
  package init(text: RawJSONText) {
    storage = .text(text, overrides: [:])
  }

  /// The object's members.
  package var members: [String: JSONValue] {
    get {
      switch storage {
      case .members(let members): return members
      case .text(let text, let overrides):
        return overrides.isEmpty ? text.members : text.members.merging(overrides) { $1 }
      }
    }
    set { storage = .members(newValue) }
  }

  /// Whether the object has no members (without reading kept text).
  package var isEmpty: Bool {
    switch storage {
    case .members(let members): members.isEmpty
    case .text(let text, let overrides): overrides.isEmpty && text.isEmptyObject
    }
  }

  /// Sets one member, keeping kept text unread.
  package mutating func setMember(_ name: String, _ value: JSONValue) {
    switch storage {
    case .members(var members):
      members[name] = value
      storage = .members(members)
    case .text(let text, var overrides):
      overrides[name] = value
      storage = .text(text, overrides: overrides)
    }
  }

  package static func == (lhs: RawJSONObject, rhs: RawJSONObject) -> Bool { true }
  package func hash(into hasher: inout Hasher) {}
}

/// Where one JSON object's text is in a document a reader read: the document
/// (shared, not copied) and the object's byte range in it. The members are
/// built on first access and kept.
package final class RawJSONText: Sendable {
  private let document: Data
  private let range: Range<Int>
  private let parsed = Locked<[String: JSONValue]?>(nil)

  /// The object at `range` of `document`'s bytes (offsets from its first
  /// byte), which a strict reader has already read as valid JSON.
  package init(document: Data, range: Range<Int>) {
    self.document = document
    self.range = range
  }

  /// Whether the text is `{}` (with any whitespace inside).
  var isEmptyObject: Bool {
    document.withUnsafeBytes { raw in
      raw[(range.lowerBound + 1)..<(range.upperBound - 1)].allSatisfy {
        $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09
      }
    }
  }

  /// The object's members, read from the text once.
  var members: [String: JSONValue] {
    parsed.withLock { cached in
      if let cached { return cached }
      let value = document.withUnsafeBytes { raw in
        try? JSONParser.parse(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[range]))
      }
      // The reader that kept the range already read it as an object; anything
      // else cannot happen, and reads as no members.
      guard case .object(let members)? = value else { return [:] }
      cached = members
      return members
    }
  }
}

/// The operands (arguments that are not options) a command takes, and how
/// many.
package struct Operands: Sendable, Equatable {
  /// What usage calls them (`FILE…`, `ID`); empty when none are taken.
  package var name: String
  /// The fewest accepted.
  package var minimum: Int
  /// The most accepted; `nil` for no limit.
  package var maximum: Int?

  /// `name`, between `minimum` and `maximum` of them.
  package init(_ name: String, minimum: Int, maximum: Int?) {
    self.name = name
    self.minimum = minimum
    self.maximum = maximum
  }

  /// No operands at all.
  package static let none = Operands("", minimum: 0, maximum: 0)

  /// One or more `name`s (`FILE…`).
  package static func oneOrMore(_ name: String) -> Operands {
    Operands(name + "…", minimum: 1, maximum: nil)
  }

  /// Exactly one `name`.
  package static func one(_ name: String) -> Operands {
    Operands(name, minimum: 1, maximum: 1)
  }

  /// How usage shows them: `FILE…`, `[ID]`, nothing.
  package var synopsis: String {
    if maximum == 0 { return "" }
    return minimum == 0 ? "[\(name)]" : name
  }

  /// Refuses `given` when there are too few or too many.
  ///
  /// - Throws: `UsageError` naming the first extra operand, or the one missing.
  package func check(_ given: [String]) throws(UsageError) {
    if given.count < minimum {
      let bare = name.hasSuffix("…") ? String(name.dropLast()) : name
      throw UsageError(
        minimum == 1 && maximum == nil ? "name at least one \(bare)" : "missing \(bare)")
    }
    if let maximum, given.count > maximum {
      throw UsageError("unexpected argument '\(given[maximum])'")
    }
  }
}

/// Record identifiers a step touched, each once, in the order they were first
/// touched: the ledger writes them in that order, so a run's write order is
/// repeatable without sorting (and new identifiers, which grow, go to the end
/// of their index).
struct TouchedIDs: Sendable {
  private var members: Set<String> = []
  /// The identifiers, in the order they were first inserted.
  private(set) var ordered: [String] = []

  var isEmpty: Bool { ordered.isEmpty }

  /// Adds `id` unless it is already there.
  mutating func insert(_ id: String) {
    if members.insert(id).inserted { ordered.append(id) }
  }

  /// Adds each of `ids` that is not already there, in their order.
  mutating func formUnion(_ ids: some Sequence<String>) {
    for id in ids { insert(id) }
  }

  /// Makes room for `count` identifiers.
  mutating func reserveCapacity(_ count: Int) {
    members.reserveCapacity(count)
    ordered.reserveCapacity(count)
  }
}

extension TouchedIDs: ExpressibleByArrayLiteral {
  init(arrayLiteral ids: String...) { formUnion(ids) }
}

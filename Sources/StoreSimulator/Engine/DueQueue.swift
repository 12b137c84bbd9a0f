import Foundation

/// A min-heap of (date, subscription) pairs: what the clock changes next.
///
/// Entries are never removed when a subscription's due date changes; a popped
/// entry that no longer matches its subscription is skipped (lazy deletion).
/// Ties are broken by identifier so processing order is deterministic.
struct DueQueue: Sendable {
  struct Entry: Sendable, Comparable {
    var date: Date
    var subscriptionID: String

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      lhs.date != rhs.date ? lhs.date < rhs.date : lhs.subscriptionID < rhs.subscriptionID
    }
  }

  private var heap: [Entry] = []

  var isEmpty: Bool { heap.isEmpty }
  var first: Entry? { heap.first }

  mutating func insert(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popFirst() -> Entry? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left] < heap[smallest] { smallest = left }
      if right < heap.count, heap[right] < heap[smallest] { smallest = right }
      guard smallest != parent else { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}

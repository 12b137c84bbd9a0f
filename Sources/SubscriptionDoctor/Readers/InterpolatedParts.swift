/// The literal pieces of a file's interpolated string literals, by token
/// index (`SwiftTokenizer.Output.interpolatedParts`).
///
/// A list in token order rather than a dictionary: the tokenizer appends in
/// that order, so a lookup is a binary search, and a file costs no hash table
/// (most files hold a few interpolated literals, many hold none).
package struct InterpolatedParts: Sendable {
  private var indices: [Int] = []
  private var pieces: [[String]] = []

  /// The number of interpolated literals.
  package var count: Int { indices.count }

  /// Records `parts` for the literal at token `index`, after every index recorded so far.
  mutating func append(_ parts: [String], at index: Int) {
    precondition(indices.last.map { $0 < index } ?? true, "interpolated literals out of order")
    if indices.isEmpty {
      // Room for a file's first few at once, rather than a regrowth per literal.
      indices.reserveCapacity(8)
      pieces.reserveCapacity(8)
    }
    indices.append(index)
    pieces.append(parts)
  }

  /// The pieces of the literal at token `index`, or `nil` when it has no interpolation.
  package subscript(index: Int) -> [String]? {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if indices[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < indices.count && indices[low] == index ? pieces[low] : nil
  }
}

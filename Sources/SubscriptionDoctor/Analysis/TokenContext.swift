/// Where a token sits: conditional compilation, previews, enclosing type and function.
package struct TokenContext: Sendable, Hashable {
  /// Inside a branch compiled only in DEBUG builds (`#if DEBUG`, `#else` of `#if !DEBUG`).
  package var isDebugOnly = false
  /// Inside a branch compiled only without DEBUG (`#else` of `#if DEBUG`, `#if !DEBUG`).
  package var isReleaseOnly = false
  /// Inside a `#Preview` or a `PreviewProvider`.
  package var isPreview = false
  /// Inside a switch case no value reaches (`UnreachableCases`).
  package var isUnreachable = false
  /// Index of the innermost enclosing type in `SwiftSource.types`, or -1.
  package var typeIndex: Int32 = -1
  /// Index of the innermost enclosing function in `SwiftSource.functions`, or -1.
  package var functionIndex: Int32 = -1
  /// Index into `SwiftSource.branchPaths`: the `#if` branches enclosing the token.
  package var branchPathIndex: Int32 = 0
}

/// Each token's context, kept as runs: a context changes only at a brace
/// that opens or closes a type, function or preview, and at `#if` directives,
/// so a file holds a few dozen runs rather than one context per token.
package struct TokenContexts: Sendable {
  /// A run of tokens with one context, from its first token to the next run's.
  private struct Run: Sendable {
    var start: Int32
    var context: TokenContext
  }

  /// The runs, by first token; the first starts at 0.
  private var runs: [Run] = []
  /// The number of tokens annotated.
  package internal(set) var count = 0

  /// Starts a run of `context` at token `index`, after the last run's start.
  /// The annotation pass calls this only when the context changes, and sets
  /// `count` at the end.
  mutating func startRun(_ context: TokenContext, at index: Int) {
    if runs.isEmpty {
      // A file's first run: room for the runs of a typical file at once,
      // rather than four regrowths (allocations are much of a file's cost).
      runs.reserveCapacity(16)
    }
    runs.append(Run(start: Int32(truncatingIfNeeded: index), context: context))
  }

  /// The token ranges whose context satisfies `isIncluded`, adjacent runs
  /// joined: what a rule walks when it cares only about, say, previews.
  package func ranges(where isIncluded: (TokenContext) -> Bool) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (offset, run) in runs.enumerated() where isIncluded(run.context) {
      let start = Int(run.start)
      let end = offset + 1 < runs.count ? Int(runs[offset + 1].start) : count
      if let last = ranges.last, last.upperBound == start {
        ranges[ranges.count - 1] = last.lowerBound..<end
      } else {
        ranges.append(start..<end)
      }
    }
    return ranges
  }

  /// Marks the tokens of `range` unreachable, splitting the runs at its ends.
  mutating func markUnreachable(_ range: Range<Int>) {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= count else { return }
    var marked: [Run] = []
    marked.reserveCapacity(runs.count + 2)
    for (offset, run) in runs.enumerated() {
      let start = Int(run.start)
      let end = offset + 1 < runs.count ? Int(runs[offset + 1].start) : count
      // The parts of this run before, inside and after `range`.
      for (partStart, partEnd, inside) in [
        (start, min(end, range.lowerBound), false),
        (max(start, range.lowerBound), min(end, range.upperBound), true),
        (max(start, range.upperBound), end, false),
      ] where partStart < partEnd {
        var context = run.context
        if inside { context.isUnreachable = true }
        if let last = marked.last, last.context == context { continue }
        marked.append(Run(start: Int32(truncatingIfNeeded: partStart), context: context))
      }
    }
    runs = marked
  }

  /// The context of the token at `index`.
  package subscript(index: Int) -> TokenContext {
    precondition(index >= 0 && index < count, "token index out of range")
    // The last run starting at or before `index`.
    var low = 0
    var high = runs.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(runs[middle].start) <= index { low = middle } else { high = middle }
    }
    return runs[low].context
  }
}

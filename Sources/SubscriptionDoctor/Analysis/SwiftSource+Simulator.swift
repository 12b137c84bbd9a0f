extension SwiftSource {
  /// Whether the token at `offset` is compiled only for devices, never for
  /// the Simulator: inside `#if !targetEnvironment(simulator)`, or in a later
  /// branch of `#if targetEnvironment(simulator)` (its `#else`). A product
  /// load there never meets a Simulator bug (bond, hundred-and-eighth round).
  func isCompiledOnlyForDevices(_ offset: Int) -> Bool {
    guard contexts[offset].branchPathIndex != 0 else { return false }
    // Walking back: groups closed before the token are skipped whole; each
    // `#if` met at depth 0 opens a group enclosing it.
    var depth = 0
    var inLaterBranch = false
    var index = offset - 1
    while index >= 0 {
      defer { index -= 1 }
      guard tokens[index].kind == .directive else { continue }
      switch tokens[index].text {
      case "endif":
        depth += 1
      case "else", "elseif":
        if depth == 0 { inLaterBranch = true }
      case "if":
        guard depth == 0 else {
          depth -= 1
          continue
        }
        if let simulator = simulatorCondition(after: index), simulator == inLaterBranch {
          return true
        }
        inLaterBranch = false
      default:
        break
      }
    }
    return false
  }

  /// For a directive whose whole condition is `targetEnvironment(simulator)`:
  /// true; for `!targetEnvironment(simulator)`: false; otherwise nil.
  private func simulatorCondition(after index: Int) -> Bool? {
    let line = tokens[index].line
    var next = index + 1
    var words: [String] = []
    while next < tokens.count, tokens[next].line == line, tokens[next].kind != .directive,
      words.count < 8
    {
      words.append(tokens[next].text)
      next += 1
    }
    switch words {
    case ["targetEnvironment", "(", "simulator", ")"]: return true
    case ["!", "targetEnvironment", "(", "simulator", ")"]: return false
    default: return nil
    }
  }
}

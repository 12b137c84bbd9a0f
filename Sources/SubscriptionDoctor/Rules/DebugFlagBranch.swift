/// A `#if` branch compiled only in Debug builds although its condition is not
/// plain `DEBUG`: `#if DEBUG || DEVELOPMENT`, where no Release configuration
/// of the project defines `DEVELOPMENT` (klick, fifty-sixth round). The
/// analyzer reads each file alone and counts such a branch as built in
/// Release; the rules that ask about Release builds ask here too.
struct DebugFlagBranch {
  /// Flags some non-Debug configuration of an app target defines
  /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`).
  private let releaseFlags: Set<String>
  /// Whether the project's configurations were read (otherwise nothing is
  /// known of the other flags).
  private let isKnown: Bool

  init(_ index: ProjectIndex) {
    var flags = Set<String>()
    let entries = index.appTargetConfigurations()
    for entry in entries where !entry.configuration.name.lowercased().contains("debug") {
      for name in ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"] {
        guard let value = entry.settings.values[name] else { continue }
        let words = entry.settings.expand(value.value).value.split(whereSeparator: \.isWhitespace)
        for word in words {
          let flag = word.hasPrefix("-D") ? word.dropFirst(2) : word
          if !flag.isEmpty { flags.insert(String(flag)) }
        }
      }
    }
    releaseFlags = flags
    isKnown =
      !entries.isEmpty
      && entries.allSatisfy {
        !$0.settings.hasBrokenInclude && !$0.settings.hasMissingOptionalInclude
      }
  }

  /// Whether the token at `offset` lies in the first branch of a `#if` (or
  /// an `#elseif`) whose condition is flags joined by `||`, one of them
  /// `DEBUG` and none defined by a Release configuration.
  func holds(_ source: SwiftSource, _ offset: Int) -> Bool {
    guard isKnown else { return false }
    let tokens = source.tokens
    var depth = 0
    var index = offset - 1
    while index >= 0 {
      defer { index -= 1 }
      guard tokens[index].kind == .directive else { continue }
      switch tokens[index].text {
      case "endif": depth += 1
      case "if" where depth > 0: depth -= 1
      case "if",
        "elseif" where depth == 0:
        return debugOnly(tokens, conditionAt: index)
      case "else" where depth == 0: return false
      default: break
      }
    }
    return false
  }

  private func debugOnly(_ tokens: [SwiftToken], conditionAt directive: Int) -> Bool {
    let line = tokens[directive].line
    var flags: [String] = []
    var index = directive + 1
    while index < tokens.count, tokens[index].line == line, tokens[index].kind != .directive {
      let token = tokens[index]
      if token.kind == .identifier {
        flags.append(token.text)
      } else if !(token.is("||") || token.is("(") || token.is(")")) {
        return false
      }
      index += 1
    }
    return flags.contains("DEBUG") && flags.count > 1
      && flags.allSatisfy { $0 == "DEBUG" || !releaseFlags.contains($0) }
  }
}

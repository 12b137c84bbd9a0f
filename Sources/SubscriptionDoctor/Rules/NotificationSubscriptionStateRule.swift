/// `notification-subscription-state`: subscription state broadcast through
/// NotificationCenter (posting or observing a notification whose name speaks of
/// premium, subscriptions, entitlements, purchases or customer info) or Combine
/// (`@Published` or a `…Subject` holding such state).
struct NotificationSubscriptionStateRule: DoctorRule {
  var ids: [RuleID] { [.notificationSubscriptionState] }

  private static let stateWords = [
    "premium", "subscri", "entitlement", "purchase", "customerinfo", "ispro", "paid", "unlocked",
  ]

  static func isStateName(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return stateWords.contains { lowered.contains($0) }
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    for source in index.swiftSources where source.role == .app {
      var reportedLines = Set<Int>()
      let tokens = source.tokens
      func report(_ offset: Int, _ message: String) {
        guard reportedLines.insert(tokens[offset].line).inserted else { return }
        findings.append(
          Finding(
            rule: .notificationSubscriptionState, file: source.path, line: tokens[offset].line,
            message: message))
      }
      for offset in tokens.indices where !source.isExempt(offset) {
        let token = tokens[offset]
        if token.is("NotificationCenter")
          || (token.is("Name") && offset > 1 && tokens[offset - 2].is("Notification"))
        {
          if let name = stateWord(tokens, from: offset) {
            report(offset, "Subscription state (\(name)) is broadcast with NotificationCenter.")
          }
        } else if token.kind == .attribute, token.text == "Published",
          let name = declaredName(tokens, after: offset), Self.isStateName(name)
        {
          report(offset, "Subscription state \(name) is published with Combine (@Published).")
        } else if token.is("PassthroughSubject") || token.is("CurrentValueSubject") {
          if let name = stateWord(tokens, from: offset) {
            report(
              offset, "Subscription state (\(name)) is broadcast with a Combine \(token.text).")
          }
        } else if token.is("static"), extendsNotificationName(source, offset),
          let name = declaredName(tokens, after: offset), Self.isStateName(name)
        {
          report(offset, "Notification name \(name) broadcasts subscription state.")
        }
      }
    }
    return findings
  }

  /// A state word in the statement around `offset` (same line), if any.
  private func stateWord(_ tokens: [SwiftToken], from offset: Int) -> String? {
    let line = tokens[offset].line
    var start = offset
    while start > 0, tokens[start - 1].line == line { start -= 1 }
    var end = offset
    while end + 1 < tokens.count, tokens[end + 1].line == line { end += 1 }
    for token in tokens[start...end]
    where (token.kind == .identifier || token.kind == .string) && Self.isStateName(token.text) {
      return token.text
    }
    return nil
  }

  private func declaredName(_ tokens: [SwiftToken], after offset: Int) -> String? {
    var next = offset + 1
    while next < tokens.count, next < offset + 6 {
      if tokens[next].is("var") || tokens[next].is("let"), next + 1 < tokens.count {
        return tokens[next + 1].text
      }
      next += 1
    }
    return nil
  }

  private func extendsNotificationName(_ source: SwiftSource, _ offset: Int) -> Bool {
    guard let type = source.enclosingType(offset) else { return false }
    return type.kind == "extension"
      && (type.name == "Notification.Name" || type.name == "NSNotification.Name")
  }
}

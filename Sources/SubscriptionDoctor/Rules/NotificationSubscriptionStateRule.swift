/// `notification-subscription-state`: subscription state broadcast beside the
/// one owner — through NotificationCenter (posting or observing a notification
/// whose name speaks of premium, subscriptions, entitlements, purchases or
/// customer info, or declaring such a `Notification.Name`), a Combine subject
/// (`PassthroughSubject`/`CurrentValueSubject`) carrying it, or a `sink`/`assign`
/// chain that copies it into other objects.
///
/// An `ObservableObject` with `@Published var isPremium` is SwiftUI's standard
/// pattern before iOS 17 and never a warning; when every app target's
/// deployment target is iOS 17 or later it gets one `note` suggesting `@Observable`.
struct NotificationSubscriptionStateRule: DoctorRule {
  var ids: [RuleID] { [.notificationSubscriptionState] }

  private static let stateWords = [
    "premium", "entitlement", "purchase", "customerinfo", "ispro", "paid", "unlocked",
  ]

  /// Whether a name speaks of subscription state. Subscription words count as
  /// whole words of the name (`subscriptionStatusChanged`, `isSubscribed`,
  /// `SUBSCRIBER_UPDATED`): the verb `subscribe` is not state — a podcast or
  /// channel app's `subscribeRequested` follows a show.
  static func isStateName(_ text: String) -> Bool {
    let lowered = text.lowercased()
    if stateWords.contains(where: { lowered.contains($0) }) { return true }
    guard lowered.contains("subscri") else { return false }
    return words(of: text).contains { word in
      word.hasPrefix("subscription") || word == "subscribed" || word.hasPrefix("subscriber")
    }
  }

  /// The lowercased words of a camel-case or snake-case name.
  private static func words(of text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in text {
      if !character.isLetter && !character.isNumber {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase && previousIsLower {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousIsLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    // Without the store there is no subscription state: `paid` is a card payment.
    guard index.sellsThroughStore else { return [] }
    var findings: [Finding] = []
    let suggestsObservable = (index.minimumIOSDeploymentTarget ?? 0) >= 17
    for source in index.swiftSources where source.role == .app && source.words.contains(.broadcast)
    {
      var reportedLines = Set<Int>()
      var hintedTypes = Set<Int32>()
      let tokens = source.tokens
      func report(_ offset: Int, _ message: String, severity: Severity? = nil) {
        guard reportedLines.insert(tokens[offset].line).inserted else { return }
        findings.append(
          Finding(
            rule: .notificationSubscriptionState, severity: severity, file: source.path,
            line: tokens[offset].line, message: message))
      }
      for offset in tokens.indices where !source.isExempt(offset) {
        let token = tokens[offset]
        guard token.kind == .identifier || token.kind == .attribute else { continue }
        if token.is("NotificationCenter")
          || (token.is("Name") && offset > 1 && tokens[offset - 2].is("Notification"))
        {
          if let name = stateWord(tokens, from: offset) {
            report(offset, "Subscription state (\(name)) is broadcast with NotificationCenter.")
          }
        } else if token.is("PassthroughSubject") || token.is("CurrentValueSubject") {
          if let name = stateWord(tokens, from: offset) {
            report(
              offset, "Subscription state (\(name)) is broadcast with a Combine \(token.text).")
          }
        } else if (token.is("sink") || token.is("assign")) && offset > 0
          && tokens[offset - 1].is(".")
        {
          if let name = stateWord(tokens, from: offset) {
            report(
              offset,
              "Subscription state (\(name)) is copied through a Combine .\(token.text) chain.")
          }
        } else if token.is("static"), extendsNotificationName(source, offset),
          let name = declaredName(tokens, after: offset), Self.isStateName(name)
        {
          report(offset, "Notification name \(name) broadcasts subscription state.")
        } else if suggestsObservable, token.kind == .attribute, token.text == "Published",
          let name = declaredName(tokens, after: offset), Self.isStateName(name),
          let type = source.enclosingType(offset), type.conformances.contains("ObservableObject"),
          hintedTypes.insert(source.contexts[offset].typeIndex).inserted
        {
          report(
            offset,
            "\(type.name) publishes \(name) as an ObservableObject; with iOS 17 as the deployment target it can be @Observable.",
            severity: .note)
        }
      }
    }
    return findings
  }

  /// A state word in the statement around `offset` (same line, at most 40
  /// tokens either side). The handler an observer names (`#selector(checkSubscription)`)
  /// says what the app does on the notification, not what it is about.
  private func stateWord(_ tokens: [SwiftToken], from offset: Int) -> String? {
    let line = tokens[offset].line
    var start = offset
    while start > 0, offset - start < 40, tokens[start - 1].line == line { start -= 1 }
    var end = offset
    while end + 1 < tokens.count, end - offset < 40, tokens[end + 1].line == line { end += 1 }
    var index = start
    while index <= end {
      let token = tokens[index]
      if token.text == "#selector" || token.text == "selector", index < end,
        tokens[index + 1].is("(")
      {
        // Skip to the selector's closing parenthesis.
        var depth = 0
        index += 1
        while index <= end {
          if tokens[index].is("(") { depth += 1 }
          if tokens[index].is(")") {
            depth -= 1
            if depth <= 0 { break }
          }
          index += 1
        }
      } else if (token.kind == .identifier || token.kind == .string)
        && Self.isStateName(token.text)
      {
        return token.text
      }
      index += 1
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

/// Text written to the console or a log, never shown to a customer: an
/// argument of `print`, `NSLog`, `os_log`, a `Logger`'s or a logging
/// library's call (`logger.error("…")`, `Log.debug(…)`), or a crash message
/// (`fatalError("…")`). PUZLBoy logs `print("Unable to find IAP: 5 Moves
/// ($0.99)")` when a product did not load (fortieth round).
enum LoggedText {
  /// Free functions that write their arguments to the console.
  private static let loggingFunctions: Set<String> = [
    "print", "debugPrint", "NSLog", "os_log", "dump", "fatalError", "assertionFailure",
    "preconditionFailure", "assert", "precondition",
  ]
  /// Methods of a logger (`logger.error(…)`), when the receiver is named for one.
  private static let loggingMethods: Set<String> = [
    "log", "debug", "info", "notice", "error", "warning", "warn", "fault", "trace", "critical",
    "verbose",
  ]

  /// Methods that report an event to an analytics service, whatever their
  /// receiver (`Analytics.logEvent`, `AppEvents.shared.logPurchase`,
  /// `Mixpanel.mainInstance().track(event:)`).
  private static let analyticsMethods: Set<String> = [
    "logEvent", "trackEvent", "track", "logPurchase", "sendEvent", "recordEvent",
  ]

  /// Whether the type `name` is named for a log or an analytics service
  /// (`Log`, `AppLogger`, `FirebaseAnalytics`, `EventTracker`), whose every
  /// method records rather than shows: `Log.purchase(price: 4.99, name:
  /// "Cheers 4.99$")` (MotionBook, ninety-sixth round).
  private static func namesLogType(_ name: String) -> Bool {
    guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    else { return false }
    return name == "Log" || name == "Logging" || name == "Analytics" || name == "AppEvents"
      || name.hasSuffix("Logger") || name.hasSuffix("Analytics") || name.hasSuffix("Tracker")
      || name.hasSuffix("Tracking")
  }

  /// Whether the literal at `offset` is an argument of a logging call, up to
  /// three calls out within its statement.
  static func isLogged(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var depth = 0
    var levels = 0
    var back = offset - 1
    while back > 0, offset - back < 200, levels < 3 {
      let token = tokens[back]
      if token.is("{") || token.is("}") || token.is(";") { return false }
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth > 0 {
          depth -= 1
        } else {
          levels += 1
          if token.is("("), isLoggingCallee(tokens, back - 1) { return true }
        }
      }
      back -= 1
    }
    return false
  }

  /// Whether the token at `callee`, before a call's `(`, names a logging
  /// call: a logging function, or a logging method of a receiver named for a
  /// log (`logger`, `Log`, `os.Logger(…)`, `AppLogger.shared`).
  private static func isLoggingCallee(_ tokens: [SwiftToken], _ callee: Int) -> Bool {
    guard callee >= 0, tokens[callee].kind == .identifier else { return false }
    let name = tokens[callee].text
    let isMember = callee >= 1 && tokens[callee - 1].is(".")
    if !isMember { return loggingFunctions.contains(name) || analyticsMethods.contains(name) }
    if analyticsMethods.contains(name) { return true }
    // Any method of a type named for a log (`Log.purchase(…)`).
    if callee >= 2, tokens[callee - 2].kind == .identifier, namesLogType(tokens[callee - 2].text),
      callee < 3 || !tokens[callee - 3].is(".")
    {
      return true
    }
    guard loggingMethods.contains(name), callee >= 2 else { return false }
    // The receiver: `logger.`, `Self.logger.`, `Log.`, `AppLogger.shared.`.
    var receiver = callee - 2
    while receiver >= 0, receiver > callee - 8 {
      let token = tokens[receiver]
      if token.kind == .identifier, token.text.lowercased().contains("log") { return true }
      guard token.kind == .identifier || token.is(".") || token.is("?") || token.is("!") else {
        return false
      }
      receiver -= 1
    }
    return false
  }
}

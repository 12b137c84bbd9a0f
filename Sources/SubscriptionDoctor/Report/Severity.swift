/// How much a finding matters.
///
/// `error` findings make `subkit doctor` exit with status 1; `warning` and
/// `note` findings are reported but do not fail a build.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Breaks the app, leaks a secret or gets it rejected in App Review.
  case error
  /// A design mistake that will bite later.
  case warning
  /// Worth knowing; nothing is broken.
  case note

  /// Errors sort first, then warnings, then notes.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
}

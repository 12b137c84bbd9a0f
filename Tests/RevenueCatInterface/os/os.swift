// Apple's `os.Logger`, as far as the adapter and the example use it, so they
// type-check on Linux (scripts/typecheck-apple). Never shipped; bodies trap.
// Signatures from the iOS 14 / macOS 11 SDK's os module.

/// How an interpolated value is logged.
public struct OSLogPrivacy: Sendable {
  /// Shown in the log.
  public static let `public` = OSLogPrivacy()
  /// Redacted in the log.
  public static let `private` = OSLogPrivacy()
}

/// A log message with privacy-annotated interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The interpolations `Logger` accepts.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(
      _ value: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .private
    ) {}
    public mutating func appendInterpolation(
      _ value: @autoclosure @escaping () -> Int, privacy: OSLogPrivacy = .private
    ) {}
  }

  public init(stringInterpolation: StringInterpolation) {}
  public init(stringLiteral value: String) {}
}

/// Apple's unified logging.
public struct Logger: Sendable {
  /// A logger for a subsystem and category.
  public init(subsystem: String, category: String) {}
  /// Logs at the info level.
  public func info(_ message: OSLogMessage) {}
  /// Logs at the error level.
  public func error(_ message: OSLogMessage) {}
}

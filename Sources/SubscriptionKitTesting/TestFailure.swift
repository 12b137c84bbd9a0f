#if canImport(Testing)
  import Testing
#endif

/// How SubscriptionKitTesting fails a test: an issue recorded in the running
/// Swift Testing test, or, outside one, a stop with the message.
enum TestFailure {
  /// Where in the test's source the failure belongs.
  struct Site: Sendable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
  }

  /// Fails the running test with `message`, attributed to `site`.
  static func report(_ message: String, at site: Site?) {
    #if canImport(Testing)
      if Test.current != nil {
        if let site {
          Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
              fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
        } else {
          Issue.record(Comment(rawValue: message))
        }
        return
      }
    #endif
    preconditionFailure(message)
  }
}

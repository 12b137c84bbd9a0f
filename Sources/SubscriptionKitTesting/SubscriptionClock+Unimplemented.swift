import Foundation
import SubscriptionKit

extension SubscriptionClock {
  /// A clock for tests that must inject their own: reading or sleeping on it
  /// fails the running test with a message naming the fix (outside a test,
  /// it stops the program). Its `now` then answers `date` and its sleeps
  /// return at once, so the test reports the failure instead of hanging.
  ///
  /// ```swift
  /// let manager = SubscriptionManager(
  ///   backend: backend, configuration: configuration, clock: .unimplemented())
  /// ```
  public static func unimplemented(
    at date: Date = Date(timeIntervalSince1970: 1_767_225_600),
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> SubscriptionClock {
    let site = TestFailure.Site(fileID: fileID, filePath: filePath, line: line, column: column)
    return SubscriptionClock(
      now: {
        reportUnimplemented("read", at: site)
        return date
      },
      sleep: { _ in reportUnimplemented("slept on", at: site) })
  }

  private static func reportUnimplemented(_ use: String, at site: TestFailure.Site) {
    TestFailure.report(
      "SubscriptionClock.unimplemented was \(use): inject a clock "
        + "(TestClock().subscriptionClock) into the code under test.", at: site)
  }
}

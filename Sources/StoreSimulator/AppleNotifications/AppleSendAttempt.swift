import Foundation

/// One attempt to deliver an App Store Server Notification, as Get
/// Notification History reports it (`sendAttempts[{attemptDate, sendAttemptResult}]`).
public struct AppleSendAttempt: Sendable, Hashable {
  /// The receiver's URL, without credentials.
  public var target: String
  /// 1 for the first attempt at this receiver, 2 for the first retry, …
  public var attempt: Int
  /// When it was made, on the store's clock.
  public var attemptDate: Date
  /// `SUCCESS`, `UNSUCCESSFUL_HTTP_RESPONSE_CODE`, `NO_RESPONSE`, … (Apple's `SendAttemptResult`).
  public var result: String

  /// Creates an attempt.
  public init(target: String, attempt: Int, attemptDate: Date, result: String) {
    self.target = target
    self.attempt = attempt
    self.attemptDate = attemptDate
    self.result = result
  }
}

/// A subscriber document that `SubscriberResponse.decode(_:)` cannot read.
public struct SubscriberResponseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in one line, naming the member
  /// (`subscriber.first_seen: Expected an ISO-8601 date …`).
  public let reason: String
  /// Whether the text is not JSON at all (else it is JSON of another shape).
  public let isNotJSON: Bool

  /// Creates an error.
  public init(reason: String, isNotJSON: Bool) {
    self.reason = reason
    self.isNotJSON = isNotJSON
  }

  init(_ failure: JSONByteScanner.Failure) {
    if case .syntax = failure {
      self.init(reason: failure.reason, isNotJSON: true)
    } else {
      self.init(reason: failure.reason, isNotJSON: false)
    }
  }

  public var description: String { "not a RevenueCat subscriber document: \(reason)" }
}

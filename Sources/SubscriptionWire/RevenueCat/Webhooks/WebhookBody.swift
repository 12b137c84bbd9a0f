import Foundation

/// RevenueCat's webhook request body: `{"api_version": "1.0", "event": {…}}`.
///
/// ```swift
/// let event = try WebhookBody.decode(request.body)   // WebhookBodyError names what is wrong
/// ```
public struct WebhookBody: Sendable, Hashable, Codable {
  /// The body format's version (`1.0`).
  public var apiVersion: String
  /// The event.
  public var event: WebhookEvent

  /// Wraps an event.
  public init(event: WebhookEvent, apiVersion: String = "1.0") {
    self.apiVersion = apiVersion
    self.event = event
  }

  enum CodingKeys: String, CodingKey {
    case apiVersion = "api_version"
    case event
  }

  /// Reads a body; a missing `api_version` is taken as `1.0`, the only version there is.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    apiVersion = try container.decodeIfPresent(String.self, forKey: .apiVersion) ?? "1.0"
    event = try container.decode(WebhookEvent.self, forKey: .event)
  }

  /// Reads one body; throws ``WebhookBodyError`` with a one-line reason.
  ///
  /// A hand-written reader (`WebhookEvent.read(body:)`), not `JSONDecoder`:
  /// it is the analytics ingest's hot path. It reads by the rules
  /// `init(from:)` follows, and a test holds the two to the same answers.
  public static func decode(_ data: Data) throws(WebhookBodyError) -> WebhookEvent {
    try WebhookEvent.read(body: data)
  }

  /// The body as compact JSON with sorted keys.
  public static func encode(_ event: WebhookEvent) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(WebhookBody(event: event))
  }
}

/// A webhook body that is not RevenueCat's shape.
public struct WebhookBodyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in one line (e.g. `event.id: required field is missing`).
  public let reason: String

  /// Creates an error.
  public init(reason: String) {
    self.reason = reason
  }

  public var description: String { "not a RevenueCat webhook body: \(reason)" }
}

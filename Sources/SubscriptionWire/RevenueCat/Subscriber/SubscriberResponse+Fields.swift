import Foundation

// The one declaration of the subscriber document's members (and, in the
// files beside this one, of its parts'): key, kind, what absence or `null`
// means, and when each is written. `Codable` (the test oracle, recording
// `rawData` as it reads) and the strict reader (`decode(_:)`) are both driven
// by it. The `*_ms` twins of dates are written for readers that want them
// and ignored when read, as RevenueCat's SDK ignores them.
extension SubscriberResponse: WireObject {
  static let wireFields = WireFields<SubscriberResponse>(
    [
      .required("request_date", \.requestDate),
      .derived("request_date_ms") { ISO8601.milliseconds($0.requestDate) },
      .required("subscriber", \.subscriber),
    ], raw: .kept(\.raw),
    blank: {
      SubscriberResponse(
        requestDate: .distantPast,
        subscriber: Subscriber(originalAppUserID: "", firstSeen: .distantPast))
    })

  /// Reads the document (`wireFields`); `rawData` keeps every member, unknown ones included.
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the document, with the unknown members it was read with.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}

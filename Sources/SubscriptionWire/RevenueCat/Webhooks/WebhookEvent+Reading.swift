import Foundation

extension WebhookEvent {
  typealias Failure = JSONByteScanner.Failure

  /// Reads a whole webhook body, `{"api_version": "1.0", "event": {…}}`, by
  /// the rules `init(from:)` documents: only `type`, `id` and
  /// `event_timestamp_ms` are required, a missing or null field takes its
  /// default, unknown members are skipped, and money is read as `Decimal`
  /// from the digits written.
  ///
  /// - Throws: ``WebhookBodyError`` with one line naming the member that is
  ///   wrong (`event.price: expected a number`) or where the text stops being JSON.
  static func read(body data: Data) throws(WebhookBodyError) -> WebhookEvent {
    let result: Result<WebhookEvent, Failure> = data.withUnsafeBytes { raw in
      do throws(Failure) {
        var scanner = try JSONByteScanner(raw.bindMemory(to: UInt8.self))
        let event = try readBody(&scanner)
        try scanner.finish()
        return .success(event)
      } catch {
        return .failure(error)
      }
    }
    do throws(JSONByteScanner.Failure) {
      return try result.get()
    } catch {
      throw WebhookBodyError(reason: error.reason)
    }
  }

  private enum BodyKey { case apiVersion, event }

  private static let bodyKeys = JSONKeyTable<BodyKey>([
    ("api_version", .apiVersion), ("event", .event),
  ])

  private static func readBody(_ scanner: inout JSONByteScanner) throws(Failure) -> WebhookEvent {
    var event: WebhookEvent?
    try scanner.readObject(keys: bodyKeys) { scanner, key throws(Failure) in
      switch key {
      case .apiVersion:
        do throws(JSONByteScanner.Failure) {
          if try !scanner.readNull() { _ = try scanner.readString() }
        } catch {
          throw error.at("api_version")
        }
      case .event:
        guard try !scanner.readNull() else {
          throw .located(path: "event", what: "required value is null")
        }
        do throws(JSONByteScanner.Failure) {
          event = try wireFields.read(&scanner)
        } catch {
          throw error.at("event")
        }
      case nil: try scanner.skipValue()
      }
    }
    guard let event else { throw .located(path: "event", what: "required field is missing") }
    return event
  }
}

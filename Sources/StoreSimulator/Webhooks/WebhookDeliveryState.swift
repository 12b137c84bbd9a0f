import Foundation

/// Where delivery of the webhook outbox to one URL stands, kept in the ledger
/// so a delivery that is killed resumes where it was.
///
/// Events are delivered in outbox order. `delivered` is the sequence of the
/// last event the receiver answered 200; the next event is retried in place
/// (`attempts` failures so far, next try not before `nextAttemptAt`), so no
/// event is ever skipped. An event in flight when the process dies is sent
/// again: delivery is at least once, as RevenueCat's is.
///
/// The state is kept per receiver URL *without* its credentials
/// (``credentialFree(_:)``): a password in the URL never reaches the ledger,
/// and changing it does not start the delivery over.
public struct WebhookDeliveryState: Sendable, Hashable, Codable {
  /// The last sequence delivered (0: none).
  public var delivered: Int64
  /// Failed attempts at the next event.
  public var attempts: Int
  /// When the next event may be tried again (nil: at once).
  public var nextAttemptAt: Date?

  /// Creates a state.
  public init(delivered: Int64 = 0, attempts: Int = 0, nextAttemptAt: Date? = nil) {
    self.delivered = delivered
    self.attempts = attempts
    self.nextAttemptAt = nextAttemptAt
  }

  /// `url` with the user name and password of its authority removed
  /// (`https://user:secret@host/path` → `https://host/path`), and otherwise
  /// unchanged, character for character.
  ///
  /// Works on text that is not a valid URL too, so an error about a bad URL
  /// can show it without its secret: the authority is what follows `://` up
  /// to the first `/`, `?` or `#`, and its credentials are everything before
  /// its last `@`.
  public static func credentialFree(_ url: String) -> String {
    guard let scheme = url.range(of: "://") else { return url }
    let authority = url[scheme.upperBound...]
    let end = authority.firstIndex { "/?#".contains($0) } ?? url.endIndex
    guard let at = url[scheme.upperBound..<end].lastIndex(of: "@") else { return url }
    return String(url[..<scheme.upperBound] + url[url.index(after: at)...])
  }
}

extension StoreSimulator {
  /// The delivery state for `target` (a webhook URL; any credentials in it
  /// are ignored), fresh when never delivered to.
  ///
  /// A ledger written by an older `subkit` may hold the state under the URL
  /// *with* its credentials: when there is no state under the credential-free
  /// URL, the furthest such state for the same URL is read instead (and
  /// ``recordWebhookDeliveryState(_:for:)`` then moves it, removing the old
  /// key), so an upgrade neither starts the delivery over nor keeps the secret.
  public func webhookDeliveryState(for target: String) throws -> WebhookDeliveryState {
    let target = WebhookDeliveryState.credentialFree(target)
    return try core.withLock { core in
      do {
        if let text = try core.ledger.setting(Self.deliveryKey(target)) {
          return try Self.decodeDeliveryState(text)
        }
        let legacy = try Self.legacyDeliveryStates(for: target, in: core.ledger)
        return try legacy.map { try Self.decodeDeliveryState($0.value) }
          .max { $0.delivered < $1.delivered } ?? WebhookDeliveryState()
      } catch let error as DecodingError {
        throw StoreSimulatorError(
          .ledger, "The ledger's delivery state for \(target) is unreadable: \(error)")
      }
    }
  }

  /// Records the delivery state for `target` durably (one ledger
  /// transaction), under the URL without credentials; any state an older
  /// `subkit` kept under the same URL with credentials is removed in the
  /// same transaction.
  public func recordWebhookDeliveryState(_ state: WebhookDeliveryState, for target: String)
    throws
  {
    let target = WebhookDeliveryState.credentialFree(target)
    let text = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    try core.withLock { core in
      do {
        try core.ledger.database.transaction {
          try core.ledger.writeSettings([Self.deliveryKey(target): text])
          let legacy = try Self.legacyDeliveryStates(for: target, in: core.ledger)
          guard !legacy.isEmpty else { return }
          let delete = try core.ledger.database.statement("DELETE FROM settings WHERE key = ?")
          for key in legacy.keys.sorted() {
            delete.reset()
            try delete.bind(.text(key)).run()
          }
        }
      } catch {
        throw StoreSimulatorError(.ledger, "Could not record the delivery state: \(error)")
      }
    }
  }

  private static let deliveryPrefix = "webhook_delivery "

  private static func deliveryKey(_ target: String) -> String { deliveryPrefix + target }

  private static func decodeDeliveryState(_ text: String) throws -> WebhookDeliveryState {
    try JSONDecoder().decode(WebhookDeliveryState.self, from: Data(text.utf8))
  }

  /// States kept under `target` with credentials in it (older ledgers), by key.
  private static func legacyDeliveryStates(for target: String, in ledger: Ledger) throws
    -> [String: String]
  {
    // substr, not LIKE: a URL may hold '%' and '_'.
    let statement = try ledger.database.statement(
      "SELECT key, value FROM settings WHERE substr(key, 1, ?) = ?")
    // Reset when done: a statement left on a row keeps a read transaction open.
    defer { statement.reset() }
    try statement.bind(.integer(Int64(deliveryPrefix.utf8.count)), .text(deliveryPrefix))
    var found: [String: String] = [:]
    while try statement.step() {
      let key = statement.text(0)
      let url = String(key.dropFirst(deliveryPrefix.count))
      if url != target, WebhookDeliveryState.credentialFree(url) == target {
        found[key] = statement.text(1)
      }
    }
    return found
  }
}

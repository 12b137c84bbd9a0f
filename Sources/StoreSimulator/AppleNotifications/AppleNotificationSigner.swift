import AppleJWS
import Foundation
import SubscriptionWire

/// Signs the Apple outbox's notifications as the App Store does: the
/// transaction and renewal info as compact JWS inside `data`, then the whole
/// notification, each ES256 with `x5c` = the store's leaf, intermediate, root.
///
/// The store's chain lives in `<state>/apple/chain` (`SigningChainFolder`:
/// minted once, keys 0600; a team may put its own chain there). It is minted
/// valid over all of store time (1970 to the end of `StoreTime.lastYear`),
/// because Apple's verifier checks validity at each payload's `signedDate`,
/// which follows the store's clock, not the wall clock.
///
/// In the `Xcode` and `LocalTesting` environments payloads are written
/// unsigned (header `{"alg":"none"}`, empty signature), as Apple's tools
/// write them and as Apple's verifier expects there.
public struct AppleNotificationSigner: Sendable {
  /// The chain that signs; nil when payloads are written unsigned.
  public let chain: SigningChain?
  private let signer: JWSSigner?

  /// The store folder's Apple folder (`<state>/apple`).
  public static func appleFolder(inState state: URL) -> URL {
    state.appendingPathComponent("apple")
  }

  /// Signs with `chain`, or unsigned when it is nil.
  public init(chain: SigningChain?) throws {
    self.chain = chain
    signer = try chain.map { try JWSSigner(chain: $0) }
  }

  /// The signer for a store in `state`: its chain (minted on first use) for
  /// Sandbox and Production, none for Xcode and LocalTesting.
  ///
  /// - Throws: `SigningChainError` when libcrypto cannot be loaded or the
  ///   chain folder cannot be read or written.
  public init(stateFolder state: URL, environment: AppleEnvironment) throws {
    guard environment.isSigned else {
      try self.init(chain: nil)
      return
    }
    try self.init(chain: try Self.chain(inState: state))
  }

  /// The store's chain, minted once over all of store time.
  public static func chain(inState state: URL) throws -> SigningChain {
    let folder = SigningChainFolder(appleFolder(inState: state).appendingPathComponent("chain"))
    try FileManager.default.createDirectory(
      at: appleFolder(inState: state), withIntermediateDirectories: true)
    let end = StoreTime.calendar.date(
      from: DateComponents(year: StoreTime.lastYear, month: 12, day: 31, hour: 23, minute: 59))
    return try folder.loadOrMint(
      validFrom: Date(timeIntervalSince1970: 0), validUntil: end ?? .distantFuture)
  }

  /// The notification's `signedPayload`.
  ///
  /// The notification's JSON is written with two short placeholders where the
  /// signed transaction and renewal info go, and the two JWS (~4 KB each) are
  /// put in their place: a JWS is base64url and dots, which JSON writes as
  /// they are, so the bytes are the ones encoding the whole value would give,
  /// without the writer scanning 8 KB for characters to escape. When a
  /// placeholder is not found exactly once, the whole value is encoded instead.
  public func signedPayload(for notification: AppleNotification) throws -> String {
    let encoder = Self.encoder()
    var payload = notification.payload
    var inner: [(placeholder: String, jws: String)] = []
    if let transaction = notification.transaction {
      inner.append((Self.transactionPlaceholder, try sign(transaction, with: encoder)))
    }
    if let renewalInfo = notification.renewalInfo {
      inner.append((Self.renewalPlaceholder, try sign(renewalInfo, with: encoder)))
    }
    guard payload.data != nil, !inner.isEmpty else { return try sign(payload, with: encoder) }
    for (placeholder, _) in inner {
      if placeholder == Self.transactionPlaceholder {
        payload.data?.signedTransactionInfo = placeholder
      } else {
        payload.data?.signedRenewalInfo = placeholder
      }
    }
    var json = [UInt8](try encoder.encode(payload))
    for (placeholder, jws) in inner {
      let quoted = Array("\"\(placeholder)\"".utf8)
      guard let range = Self.onlyRange(of: quoted, in: json) else {
        var whole = notification.payload
        whole.data?.signedTransactionInfo =
          inner.first { $0.placeholder == Self.transactionPlaceholder }?.jws
        whole.data?.signedRenewalInfo =
          inner.first { $0.placeholder == Self.renewalPlaceholder }?.jws
        return try sign(whole, with: encoder)
      }
      json.replaceSubrange(range, with: Array("\"\(jws)\"".utf8))
    }
    guard let signer else { return JWSSigner.unsigned(payload: Data(json)) }
    return try signer.sign(payload: Data(json))
  }

  /// `value` as JSON in a compact JWS (unsigned without a chain).
  public func sign(_ value: some Encodable) throws -> String {
    try sign(value, with: Self.encoder())
  }

  private func sign(_ value: some Encodable, with encoder: JSONEncoder) throws -> String {
    let json = try encoder.encode(value)
    guard let signer else { return JWSSigner.unsigned(payload: json) }
    return try signer.sign(payload: json)
  }

  /// The encoder every payload is written with: keys sorted, slashes plain.
  private static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  private static let transactionPlaceholder = "subkit-signed-transaction-info-placeholder"
  private static let renewalPlaceholder = "subkit-signed-renewal-info-placeholder"

  /// Where `needle` occurs in `bytes`, when it occurs exactly once.
  private static func onlyRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
    var found: Range<Int>?
    var start = 0
    while start + needle.count <= bytes.count {
      guard let index = bytes[start...].firstIndex(of: needle[0]),
        index + needle.count <= bytes.count
      else { break }
      if bytes[index..<(index + needle.count)].elementsEqual(needle) {
        guard found == nil else { return nil }
        found = index..<(index + needle.count)
      }
      start = index + 1
    }
    return found
  }
}

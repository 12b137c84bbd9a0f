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

  /// The notification's `signedPayload`: the transaction and the renewal
  /// info signed, put in `data`, and the whole signed.
  ///
  /// Every payload is written by its field table's fast writer
  /// (`jsonBytes()`): the bytes `JSONEncoder` with `.sortedKeys` and
  /// `.withoutEscapingSlashes` writes (a seeded oracle test holds them to
  /// that), without its dictionaries and sort, which were most of the time.
  public func signedPayload(for notification: AppleNotification) throws -> String {
    var payload = notification.payload
    if payload.data != nil {
      if let transaction = notification.transaction {
        payload.data?.signedTransactionInfo = try sign(transaction)
      }
      if let renewalInfo = notification.renewalInfo {
        payload.data?.signedRenewalInfo = try sign(renewalInfo)
      }
    }
    return try sign(payload)
  }

  /// The signed transaction (`signedTransactionInfo`), unsigned without a chain.
  public func sign(_ transaction: AppleTransactionPayload) throws -> String {
    try sign(bytes: transaction.jsonBytes())
  }

  /// The signed renewal info (`signedRenewalInfo`), unsigned without a chain.
  public func sign(_ renewalInfo: AppleRenewalInfoPayload) throws -> String {
    try sign(bytes: renewalInfo.jsonBytes())
  }

  /// The notification's `signedPayload`, as it is (its `data` already holds
  /// whatever signed parts it carries), unsigned without a chain.
  public func sign(_ payload: AppleNotificationPayload) throws -> String {
    try sign(bytes: payload.jsonBytes())
  }

  /// `value` as JSON (`JSONEncoder`, keys sorted, slashes plain) in a compact
  /// JWS, unsigned without a chain: for payloads without a field table.
  public func sign(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try sign(bytes: [UInt8](try encoder.encode(value)))
  }

  private func sign(bytes json: [UInt8]) throws -> String {
    guard let signer else { return JWSSigner.unsigned(payload: Data(json)) }
    return try signer.sign(payload: json)
  }
}

import Foundation

/// Signs payloads as Apple signs its notifications, transactions and renewal
/// info: a compact JWS, header `{"alg":"ES256","x5c":[leaf, intermediate,
/// root]}`, signature ECDSA P-256 / SHA-256 as raw `r‖s`, by the chain's leaf key.
///
/// `Sendable`: one signer may sign from any number of tasks at once (the key
/// is shared read-only; every signature has its own OpenSSL context).
///
/// ```swift
/// let signer = try JWSSigner(chain: chain)
/// let signedPayload = try signer.sign(payload: notificationJSON)
/// ```
public struct JWSSigner: Sendable {
  /// The chain whose leaf signs and whose certificates fill `x5c`.
  public let chain: SigningChain
  /// The base64url header, encoded once.
  private let encodedHeader: [UInt8]

  /// A signer for `chain`.
  public init(chain: SigningChain) throws {
    try self.init(chain: chain, header: JWSHeader(alg: "ES256", x5c: chain.x5c))
  }

  /// A signer with a header of the caller's (the negative fixtures use it).
  init(chain: SigningChain, header: JWSHeader) throws {
    try LibCrypto.load()
    self.chain = chain
    self.encodedHeader = Array(Base64URL.encode(try header.json()).utf8)
  }

  /// `payload` (the JSON bytes, signed exactly as given) as a compact JWS:
  /// `header.payload.signature`, each part base64url.
  public func sign(payload: Data) throws -> String {
    try payload.withUnsafeBytes { try sign(payloadBytes: $0) }
  }

  /// `payload` (the JSON bytes, signed exactly as given) as a compact JWS.
  public func sign(payload: [UInt8]) throws -> String {
    try payload.withUnsafeBytes { try sign(payloadBytes: $0) }
  }

  /// The JWS is written once, straight into the string's own storage: the
  /// header, the payload's base64url, then the signature of what is written
  /// so far (the signing input), so no part is copied or joined.
  private func sign(payloadBytes payload: UnsafeRawBufferPointer) throws -> String {
    let signingInputCount = encodedHeader.count + 1 + Base64URL.encodedCount(payload.count)
    let total = signingInputCount + 1 + Base64URL.encodedCount(64)
    return try String(unsafeUninitializedCapacity: total) { out in
      let headerEnd = encodedHeader.withUnsafeBufferPointer { header in
        UnsafeMutableBufferPointer(rebasing: out[..<header.count]).initialize(
          fromContentsOf: header)
      }
      out[headerEnd] = UInt8(ascii: ".")
      Base64URL.write(
        payload, into: UnsafeMutableBufferPointer(rebasing: out[(headerEnd + 1)...]))
      let signature = try ES256.sign(
        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(out)[..<signingInputCount]),
        with: chain.leafKey)
      out[signingInputCount] = UInt8(ascii: ".")
      signature.withUnsafeBytes { raw in
        _ = Base64URL.write(
          raw, into: UnsafeMutableBufferPointer(rebasing: out[(signingInputCount + 1)...]))
      }
      return total
    }
  }

  /// `payload` as an unsigned compact JWS (`{"alg":"none"}`, empty signature),
  /// as Xcode and local StoreKit testing write payloads Apple does not sign.
  public static func unsigned(payload: Data) -> String {
    Base64URL.encode(Data(#"{"alg":"none"}"#.utf8)) + "." + Base64URL.encode(payload) + "."
  }
}

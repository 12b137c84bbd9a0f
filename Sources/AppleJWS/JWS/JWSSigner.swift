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
  private let encodedHeader: String

  /// A signer for `chain`.
  public init(chain: SigningChain) throws {
    try self.init(chain: chain, header: JWSHeader(alg: "ES256", x5c: chain.x5c))
  }

  /// A signer with a header of the caller's (the negative fixtures use it).
  init(chain: SigningChain, header: JWSHeader) throws {
    try LibCrypto.load()
    self.chain = chain
    self.encodedHeader = Base64URL.encode(try header.json())
  }

  /// `payload` (the JSON bytes, signed exactly as given) as a compact JWS:
  /// `header.payload.signature`, each part base64url.
  public func sign(payload: Data) throws -> String {
    // One buffer for the whole JWS: the signing input is its start.
    var jws = Array(encodedHeader.utf8)
    jws.reserveCapacity(jws.count + 1 + (payload.count * 4 + 2) / 3 + 1 + 86)
    jws.append(UInt8(ascii: "."))
    Base64URL.append(payload, to: &jws)
    let signature = try jws.withUnsafeBytes { try ES256.sign($0, with: chain.leafKey) }
    jws.append(UInt8(ascii: "."))
    Base64URL.append(signature, to: &jws)
    return String(decoding: jws, as: UTF8.self)
  }

  /// `payload` as an unsigned compact JWS (`{"alg":"none"}`, empty signature),
  /// as Xcode and local StoreKit testing write payloads Apple does not sign.
  public static func unsigned(payload: Data) -> String {
    Base64URL.encode(Data(#"{"alg":"none"}"#.utf8)) + "." + Base64URL.encode(payload) + "."
  }
}

import AppStoreServer
import AppleJWS
import Foundation
import StoreSimulator
import SubscriptionWire
import Testing

/// The signer signs the bytes `JSONEncoder` (`.sortedKeys`,
/// `.withoutEscapingSlashes`) writes for each payload, though it writes them
/// with the field tables' fast writer: over a whole population's
/// notifications (every step kind), signed and unsigned, every part's
/// payload is those bytes exactly, and our verifier accepts the signed ones.
@Suite("The signer signs JSONEncoder's bytes", .timeLimit(.minutes(10)))
struct AppleSignedBytesTests {
  static let population = Result { try ApplePopulation.make(seed: 11, customers: 30) }

  @Test("Every part of every signedPayload is JSONEncoder's bytes, signed or not")
  func signedBytes() throws {
    let population = try Self.population.get()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var checked = 0
    for store in population.stores {
      let app = store.simulator.appStoreApp
      let verifier = try SignedDataVerifier(
        rootCertificates: [try #require(store.signer.chain).root.der], bundleId: app.bundleId,
        appAppleId: app.appAppleId, environment: store.simulator.appleEnvironment)
      let unsigned = try AppleNotificationSigner(chain: nil)
      for notification in store.notifications {
        for signer in [store.signer, unsigned] {
          let signed = try signer.signedPayload(for: notification)
          let outer = try #require(CompactJWS.payload(of: signed))
          let read = try JSONDecoder().decode(AppleNotificationPayload.self, from: outer)
          var expected = notification.payload
          if let transaction = notification.transaction {
            let inner = try #require(read.data?.signedTransactionInfo)
            #expect(CompactJWS.payload(of: inner) == (try encoder.encode(transaction)))
            expected.data?.signedTransactionInfo = inner
          }
          if let renewalInfo = notification.renewalInfo {
            let inner = try #require(read.data?.signedRenewalInfo)
            #expect(CompactJWS.payload(of: inner) == (try encoder.encode(renewalInfo)))
            expected.data?.signedRenewalInfo = inner
          }
          #expect(outer == (try encoder.encode(expected)), "notification \(notification.sequence)")
          #expect(read == expected)
          if signer.chain != nil {
            #expect(try verifier.verifyAndDecodeNotification(signed) == expected)
          } else {
            #expect(signed.hasPrefix(Base64URL.encode(Data(#"{"alg":"none"}"#.utf8)) + "."))
            #expect(signed.hasSuffix("."))
          }
          checked += 1
        }
      }
    }
    #expect(checked > 200, "\(checked) signed payloads")
  }

  @Test("A transaction and renewal info signed alone are JSONEncoder's bytes")
  func signedAlone() throws {
    let population = try Self.population.get()
    let store = population.stores[0]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let notification = try #require(store.notifications.first { $0.renewalInfo != nil })
    let transaction = try #require(notification.transaction)
    let renewalInfo = try #require(notification.renewalInfo)
    // The concrete overloads (the fast writer) and the generic one (JSONEncoder) agree.
    let any: any Encodable = transaction
    #expect(
      CompactJWS.payload(of: try store.signer.sign(transaction))
        == CompactJWS.payload(of: try store.signer.sign(any)))
    #expect(
      CompactJWS.payload(of: try store.signer.sign(renewalInfo))
        == (try encoder.encode(renewalInfo)))
  }
}

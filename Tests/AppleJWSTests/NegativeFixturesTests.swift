import AppleJWS
import Foundation
import Testing

@Suite("NegativeFixtures: JWS a verifier must reject")
struct NegativeFixturesTests {
  @Test("Each fixture is rejected, for its own reason", arguments: NegativeFixture.allCases)
  func rejectedForTheRightReason(fixture: NegativeFixture) throws {
    let payload = Data(#"{"signedDate":1780000000000}"#.utf8)
    let jws = try NegativeFixtures(chain: TestChains.store).make(
      fixture, payload: payload, now: TestChains.now)
    #expect(JWSVerifierTests.reason(try TestChains.verifier(), jws) == fixture.expectedReason)
  }

  @Test("The tampered payload is still valid JSON: only the signature catches it")
  func tamperedIsStillJSON() throws {
    let payload = Data(#"{"price":4990}"#.utf8)
    let jws = try NegativeFixtures(chain: TestChains.store).make(
      .tamperedPayload, payload: payload, now: TestChains.now)
    let decoded = try JWSVerifierTests.part(jws, 1)
    #expect(decoded != payload)
    #expect(try JSONSerialization.jsonObject(with: decoded) is [String: Any])
  }
}

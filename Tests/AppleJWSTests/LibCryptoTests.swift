import AppleJWS
import CLibCryptoCheck
import Foundation
import Testing

/// CLibCrypto reaches OpenSSL at run time: its declarations match OpenSSL's
/// headers (checked when the tests build). A missing library is one clear
/// error (SubkitTests' `AppleCommandTests` runs subkit without it).
@Suite("libcrypto at run time")
struct LibCryptoTests {
  @Test("Every function CLibCrypto declares was compared with OpenSSL's header")
  func declarationsWereChecked() {
    #expect(subkit_crypto_checked_function_count() >= 90)
  }

  @Test("libcrypto loads here, and AppleJWS signs through it")
  func loads() throws {
    try LibCrypto.load()
    let key = try P256PrivateKey.generate()
    #expect(try key.pkcs8PEM().count > 100)
  }
}

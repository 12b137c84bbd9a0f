import Foundation

/// Chains already verified, keyed by the JWS protected header that carried
/// them (base64url of `{"alg":"ES256","x5c":[…]}`: the `x5c` bytes as sent):
/// a repeat verification of a JWS from the same chain skips decoding the
/// header and parsing and validating the certificates, and only checks the
/// chain's validity window against the verification time and the signature.
///
/// Only chains that passed every check are stored, with the intersection of
/// their certificates' validity periods; an entry used outside that window
/// sends the caller back to a full check (which then says why). Bounded: past
/// `capacity` entries, the cache is emptied and refills.
// @unchecked because: `entries` and `fullChecks` are only touched under `lock`.
final class ChainCache: @unchecked Sendable {
  struct Entry {
    var publicKey: PublicKey
    var validFrom: Date
    var validUntil: Date
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var fullChecks = 0
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The leaf key of the verified chain `header` carries, when it is stored and valid at `now`.
  func publicKey(forHeader header: String, at now: Date) -> PublicKey? {
    lock.withLock {
      guard let entry = entries[header], entry.validFrom <= now, now <= entry.validUntil else {
        return nil
      }
      return entry.publicKey
    }
  }

  /// Stores a chain that passed every check.
  func store(_ entry: Entry, forHeader header: String) {
    lock.withLock {
      if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
      entries[header] = entry
    }
  }

  /// Counts one full chain check.
  func countFullCheck() { lock.withLock { fullChecks += 1 } }

  /// How many full chain checks ran.
  var fullCheckCount: Int { lock.withLock { fullChecks } }
}

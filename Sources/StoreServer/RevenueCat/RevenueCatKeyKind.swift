import Foundation
import HTTPCore
import SubscriptionKit

/// Which of the store's keys a request carries in `Authorization: Bearer …`.
package enum RevenueCatKeyKind: Sendable, Hashable {
  /// The public app key (`appl_…`): what the SDK sends.
  case `public`
  /// The secret key (`sk_…`): what a backend sends.
  case secret

  /// The kind of key `request` carries, compared in constant time with the
  /// store's keys; nil when it has none of them (missing, malformed or unknown).
  package static func of(
    _ request: HTTPRequest, publicKey: String, secretKey: String
  ) -> RevenueCatKeyKind? {
    guard let header = request.header("authorization") else { return nil }
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    var key = String(parts[1])
    // Foundation's trimming is slow; most keys arrive without spaces to trim.
    if key.first?.isWhitespace == true || key.last?.isWhitespace == true {
      key = key.trimmingCharacters(in: .whitespaces)
    }
    if ConstantTime.equals(key, secretKey) { return .secret }
    if ConstantTime.equals(key, publicKey) { return .public }
    return nil
  }
}

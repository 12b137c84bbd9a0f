import Foundation

extension CustomerInfo {
  /// The same customer with activity decided by the device clock alone: each
  /// entitlement is active until its own expiration date, however recent the
  /// document is.
  ///
  /// `CustomerInfo` normally trusts the server's request date for three days
  /// (so a wrong device clock cannot cut access), which lets a cached document
  /// keep an entitlement alive for up to three days after its expiration while
  /// the backend is unreachable — RevenueCat's rule, and the default. This is
  /// the stricter `OfflineAccessPolicy.deviceClock`. The document itself is
  /// unchanged and is never written back.
  public func evaluatedOffline(at now: Date) -> CustomerInfo {
    var response = self.response
    response.requestDate = max(response.requestDate, now)
    return CustomerInfo(response: response, now: now, environment: environment)
  }

  /// The same customer judged as `policy` says while the backend cannot be reached.
  public func evaluated(at now: Date, offline policy: OfflineAccessPolicy) -> CustomerInfo {
    switch policy {
    case .requestDateGrace: evaluated(at: now)
    case .deviceClock: evaluatedOffline(at: now)
    }
  }
}

import Foundation

extension CustomerInfo {
  /// The same customer with activity decided by the device clock alone: each
  /// entitlement is active until its own expiration date, however recent the
  /// document is.
  ///
  /// `CustomerInfo` normally trusts the server's request date for three days
  /// (so a wrong device clock cannot cut access), which would let a cached
  /// document keep an expired entitlement alive for up to three days while the
  /// backend is unreachable. When the manager cannot reach the backend — and
  /// when an expiration passes with no newer answer — it decides with this
  /// instead. The document itself is unchanged and is never written back.
  public func evaluatedOffline(at now: Date) -> CustomerInfo {
    var response = self.response
    response.requestDate = max(response.requestDate, now)
    return CustomerInfo(response: response, now: now)
  }
}

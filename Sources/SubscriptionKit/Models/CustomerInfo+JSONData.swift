import Foundation
import SubscriptionWire

extension CustomerInfo {
  /// Decodes RevenueCat's subscriber document from its bytes and decides
  /// activity at `now`, for a build that buys in `environment`.
  ///
  /// The same answer as `JSONDecoder().decode(CustomerInfo.self, from:)`
  /// followed by `evaluated(at: now)`, read by the wire module's strict reader
  /// (`SubscriberResponse.decode(_:)`) instead: the fast path for every
  /// customer-info answer. `rawData` is built from the kept text on first access.
  ///
  /// ```swift
  /// let info = try CustomerInfo(jsonData: body, now: clock.now())
  /// ```
  ///
  /// - Throws: `PurchaseError` `.customerInfoError` (29) when the JSON is not a
  ///   subscriber document (its `detail` names the field, "subscriber.first_seen: …"),
  ///   `.unexpectedBackendResponseError` when the text is not JSON.
  public init(
    jsonData data: Data, now: Date, environment: StoreEnvironment = .current
  ) throws(PurchaseError) {
    let response: SubscriberResponse
    do throws(SubscriberResponseError) {
      response = try SubscriberResponse.decode(data)
    } catch {
      throw PurchaseError(
        error.isNotJSON ? .unexpectedBackendResponseError : .customerInfoError,
        detail: error.reason)
    }
    self.init(response: response, now: now, environment: environment)
  }
}

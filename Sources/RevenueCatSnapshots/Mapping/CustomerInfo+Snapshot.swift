import Foundation
import SubscriptionKit
import SubscriptionWire

extension CustomerInfo {
  /// The SDK's customer info, read from RevenueCat's own JSON by the same
  /// decoder as every other document and judged at `now` by RevenueCat's
  /// request-date rule.
  ///
  /// Both shapes of the SDK's `rawData` are read: the backend's response
  /// (`{"request_date", "subscriber"}`) and the subscriber object alone, which
  /// is what the SDK computes on device while RevenueCat's servers are down
  /// (offline entitlements). The request date is always the SDK's
  /// `requestDate`: the response header's time, or the device's for offline info.
  ///
  /// - Throws: `PurchaseError` `.customerInfoError` (29) when the JSON is
  ///   neither shape, or a field is missing or malformed.
  package init(snapshot: CustomerInfoSnapshot, now: Date) throws {
    let object: [String: Any]
    do {
      guard let parsed = try JSONSerialization.jsonObject(with: snapshot.rawJSON) as? [String: Any]
      else { throw CocoaError(.propertyListReadCorrupt) }
      object = parsed
    } catch {
      throw PurchaseError(
        .customerInfoError, detail: "The SDK's customer info is not a JSON object.")
    }
    let document: Data
    if object["subscriber"] != nil {
      document = snapshot.rawJSON
    } else if object["original_app_user_id"] != nil {
      // Offline entitlements: the subscriber alone, no response around it.
      document = try JSONSerialization.data(withJSONObject: [
        "request_date": ISO8601.string(from: snapshot.requestDate), "subscriber": object,
      ])
    } else {
      throw PurchaseError(
        .customerInfoError,
        detail: "The SDK's customer info has neither a subscriber nor an original_app_user_id.")
    }
    let response: SubscriberResponse
    do {
      response = try JSONDecoder().decode(SubscriberResponse.self, from: document)
    } catch {
      throw PurchaseError(.customerInfoError, detail: "\(error)")
    }
    self.init(response: response.answered(at: snapshot.requestDate), now: now)
  }
}

import Foundation

/// RevenueCat's `CustomerInfo`, copied: its `rawData` written with
/// `JSONSerialization`, its `requestDate`, and its entitlements' verification.
///
/// `rawData` has two shapes. From the backend (and the SDK's cache) it is the
/// whole response, `{"request_date", "subscriber": {…}}`. Computed on device
/// while RevenueCat's servers are down (offline entitlements) it is the
/// subscriber object alone, `{"original_app_user_id", "entitlements", …}`,
/// with verification `verifiedOnDevice`. `CustomerInfo(snapshot:now:)` reads both.
package struct CustomerInfoSnapshot: Sendable, Hashable {
  /// `rawData`, as JSON.
  package var rawJSON: Data
  /// `requestDate` (the server's time; the device's for offline info).
  package var requestDate: Date
  /// `entitlements.verification.rawValue` (not requested 0, verified 1,
  /// failed 2, verified on device 3).
  package var verificationRawValue: Int

  /// `VerificationResult.verifiedOnDevice`: computed offline.
  package static let verifiedOnDevice = 3

  /// Creates a copy.
  package init(rawJSON: Data, requestDate: Date, verificationRawValue: Int) {
    self.rawJSON = rawJSON
    self.requestDate = requestDate
    self.verificationRawValue = verificationRawValue
  }

  /// Whether the SDK computed it on device (RevenueCat was unreachable).
  package var isComputedOffline: Bool { verificationRawValue == Self.verifiedOnDevice }
}

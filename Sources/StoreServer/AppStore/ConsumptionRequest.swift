import Foundation
import HTTPCore

/// Send Consumption Information (v2)'s body, checked as Apple checks it:
/// `customerConsented` true, `sampleContentProvided` a Boolean,
/// `deliveryStatus` one of Apple's, `consumptionPercentage` 0–100000 and
/// `refundPreference` one of Apple's when given.
struct ConsumptionRequest: Codable {
  var customerConsented: Bool?
  var sampleContentProvided: Bool?
  var deliveryStatus: String?
  var consumptionPercentage: Int?
  var refundPreference: String?

  static let deliveryStatuses: Set<String> = [
    "DELIVERED", "UNDELIVERED_QUALITY_ISSUE", "UNDELIVERED_WRONG_ITEM",
    "UNDELIVERED_SERVER_OUTAGE", "UNDELIVERED_OTHER",
  ]
  static let refundPreferences: Set<String> = ["DECLINE", "GRANT_FULL", "GRANT_PRORATED"]

  /// The request's body as the JSON text the store keeps.
  static func checked(_ request: HTTPRequest) throws(AppStoreAPIError) -> String {
    let body = try AppStoreAPIJSON.body(Self.self, of: request)
    guard body.customerConsented == true else { throw .invalidCustomerConsented }
    guard body.sampleContentProvided != nil else { throw .invalidSampleContentProvided }
    guard let status = body.deliveryStatus, deliveryStatuses.contains(status) else {
      throw .invalidDeliveryStatus
    }
    if let percentage = body.consumptionPercentage, !(0...100_000).contains(percentage) {
      throw .generalBadRequest
    }
    if let preference = body.refundPreference, !refundPreferences.contains(preference) {
      throw .generalBadRequest
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: (try? encoder.encode(body)) ?? Data("{}".utf8), as: UTF8.self)
  }
}

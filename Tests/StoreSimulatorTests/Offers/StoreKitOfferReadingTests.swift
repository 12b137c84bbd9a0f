import Foundation
import StoreSimulator
import SubscriptionKit
import Testing

/// Reading `adHocOffers`, `codeOffers` and `winbackOffers` (issue 28): what
/// the fixture holds, and each malformed entry as a one-line error at its path.
@Suite("Reading subscription offers from .storekit")
struct StoreKitOfferReadingTests {
  /// A one-subscription file whose subscription has `offers` (JSON members).
  static func file(_ offers: String) -> Data {
    Data(
      """
      {"subscriptionGroups": [{"id": "G", "subscriptions": [{
        "productID": "m", "type": "RecurringSubscription", "displayPrice": "9.99",
        "recurringSubscriptionPeriod": "P1M", \(offers)}]}]}
      """.utf8)
  }

  @Test("The fixture's offers: promotional, codes with eligibility and stacking, win-back rules")
  func fixture() throws {
    let configuration = try StoreKitConfiguration(contentsOf: OfferFixtures.storekit)
    let terms = try #require(
      configuration.products.first { $0.productID == "pro_monthly" }?.subscription)
    #expect(terms.promotionalOffers.compactMap(\.offerID) == ["half_off", "free_month"])
    #expect(terms.codeOffers.map(\.code) == ["WELCOME", "SPRING", "COMEBACK", "LOYAL", "SHARED"])
    #expect(terms.codeOffers[0].isStackable && !terms.codeOffers[1].isStackable)
    #expect(terms.codeOffers[4].eligibility == [.new, .existing, .expired])
    let winBack = try #require(terms.winBackOffers.first)
    #expect(winBack.offerID == "winback_3m" && winBack.minimumPaidMonths == 2)
    #expect(winBack.monthsSinceLapse == 1...12 && winBack.waitBetweenOffersMonths == 6)
    #expect(winBack.terms.numberOfPeriods == 3 && winBack.terms.paymentMode == .payAsYouGo)
  }

  @Test(
    "Malformed offer entries are one-line errors naming the path",
    arguments: [
      (
        #""adHocOffers": [{"paymentMode": "free", "subscriptionPeriod": "P1M"}]"#,
        "adHocOffers[0].offerID: expected a value, found nothing"
      ),
      (
        #""codeOffers": [{"referenceName": "X", "eligibility": ["vip"], "paymentMode": "free", "subscriptionPeriod": "P1M"}]"#,
        #"codeOffers[0].eligibility[0]: expected "new", "existing" or "expired", found "vip""#
      ),
      (
        #""codeOffers": [{"referenceName": "X", "eligibility": [], "paymentMode": "free", "subscriptionPeriod": "P1M"}]"#,
        "codeOffers[0].eligibility: expected at least one of"
      ),
      (
        #""codeOffers": [{"referenceName": "X", "eligibility": ["new"], "isStackable": "yes", "paymentMode": "free", "subscriptionPeriod": "P1M"}]"#,
        "codeOffers[0].isStackable: expected true or false"
      ),
      (
        #""winbackOffers": ["3 months free"]"#,
        "winbackOffers[0]: expected a win-back offer object"
      ),
      (
        #""winbackOffers": [{"offerID": "w", "paymentMode": "free", "subscriptionPeriod": "P1M"}]"#,
        "winbackOffers[0].customerEligibilityPaidSubscriptionDurationInMonths: expected a value"
      ),
      (
        #""winbackOffers": [{"offerID": "w", "paymentMode": "free", "subscriptionPeriod": "P1M", "customerEligibilityPaidSubscriptionDurationInMonths": 1, "customerEligibilityTimeSinceLastSubscribedInMonths": {"minimum": 6, "maximum": 2}}]"#,
        "customerEligibilityTimeSinceLastSubscribedInMonths.maximum: expected a number of months of at least the minimum, 6, found the number 2"
      ),
    ])
  func malformed(entry: String, message: String) throws {
    do {
      _ = try StoreKitConfiguration(data: Self.file(entry))
      Issue.record("expected an error for \(entry)")
    } catch let error as StoreKitConfigurationError {
      #expect(error.description.contains(message), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }
}

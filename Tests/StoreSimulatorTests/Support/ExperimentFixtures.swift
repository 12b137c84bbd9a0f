import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting

/// A project with placements, targeting and a paywall experiment, on the InvoiceApp products.
enum ExperimentFixtures {
  /// The project file: `default` (current), `paywall_b` (experiment variant b),
  /// `onboarding_offer`, `germany`; placements; one targeting rule; one experiment.
  static func projectJSON(
    enrollment: Double = 100, start: String? = "2026-01-01T00:00:00Z", stop: String? = nil,
    placement: String? = nil, variants: [String] = ["default", "paywall_b"]
  ) -> String {
    let startField = start.map { #""start": "\#($0)","# } ?? ""
    let stopField = stop.map { #""stop": "\#($0)","# } ?? ""
    let placementField = placement.map { #""placement": "\#($0)","# } ?? ""
    let variantList = variants.map { #"{ "offering_id": "\#($0)" }"# }.joined(separator: ", ")
    return """
      {
        "offerings": {
          "current_offering_id": "default",
          "offerings": [
            { "identifier": "default", "description": "Pro", "metadata": null,
              "packages": [
                { "identifier": "$rc_monthly", "platform_product_identifier": "pro_monthly" },
                { "identifier": "$rc_annual", "platform_product_identifier": "pro_annual" } ] },
            { "identifier": "paywall_b", "description": "Pro, annual first",
              "metadata": { "highlighted_package": "$rc_annual", "headline": "Invoice faster",
                            "benefits": ["Unlimited invoices", "PDF export"], "show_trial": false },
              "packages": [
                { "identifier": "$rc_annual", "platform_product_identifier": "pro_annual" },
                { "identifier": "$rc_monthly", "platform_product_identifier": "pro_monthly" } ] },
            { "identifier": "onboarding_offer", "description": "Onboarding",
              "packages": [
                { "identifier": "$rc_lifetime", "platform_product_identifier": "pro_lifetime" } ] },
            { "identifier": "germany", "description": "DE",
              "packages": [
                { "identifier": "$rc_monthly", "platform_product_identifier": "pro_monthly" } ] }
          ],
          "placements": {
            "fallback_offering_id": "default",
            "offering_ids_by_placement": { "onboarding": "onboarding_offer", "settings": null }
          }
        },
        "product_entitlement_mapping": {
          "pro_monthly": { "product_identifier": "pro_monthly", "entitlements": ["pro"] },
          "pro_annual": { "product_identifier": "pro_annual", "entitlements": ["pro"] },
          "pro_lifetime": { "product_identifier": "pro_lifetime", "entitlements": ["pro"] }
        },
        "targeting": {
          "revision": 7,
          "rules": [
            { "id": "dach", "conditions": { "country": ["DE", "AT"] }, "offering_id": "germany" }
          ]
        },
        "experiments": [
          { "id": "prexp_paywall", \(placementField) \(startField) \(stopField)
            "enrollment_percentage": \(enrollment),
            "variants": [ \(variantList) ] }
        ]
      }
      """
  }

  /// The project, parsed.
  static func project(
    enrollment: Double = 100, start: String? = "2026-01-01T00:00:00Z", stop: String? = nil,
    placement: String? = nil
  ) throws -> SimulatorProject {
    try SimulatorProject(
      data: Data(
        projectJSON(enrollment: enrollment, start: start, stop: stop, placement: placement).utf8))
  }

  /// A simulator on the InvoiceApp `.storekit` file and this project, at `Fixtures.start`.
  static func simulator(
    enrollment: Double = 100, start: String? = "2026-01-01T00:00:00Z", stop: String? = nil,
    placement: String? = nil, ledger: LedgerLocation = .inMemory
  ) throws -> StoreSimulator {
    try StoreSimulator(
      configuration: StoreKitConfiguration(contentsOf: Fixtures.exampleStoreKit),
      project: project(enrollment: enrollment, start: start, stop: stop, placement: placement),
      ledger: ledger, clock: .stopped(at: Fixtures.start))
  }

  /// A manager for the current customer of `store`, entitlement `pro`, on `clock`.
  @MainActor
  static func manager(on store: StoreSimulator, clock: TestClock) -> SubscriptionManager {
    SubscriptionManager(
      backend: store,
      configuration: SubscriptionConfiguration(
        entitlementIdentifier: "pro", termsOfServiceURL: URL(fileURLWithPath: "/terms"),
        privacyPolicyURL: URL(fileURLWithPath: "/privacy")),
      clock: clock.subscriptionClock, cache: .inMemory())
  }
}

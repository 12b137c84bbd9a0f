import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@Suite("HealthCheck")
struct HealthCheckTests {
  static let monthly = StoreProduct.fixture(.monthly, price: 7.99)
  static let annual = StoreProduct.fixture(.annual, price: 49.99)
  static let response = OfferingsResponse(
    currentOfferingID: "default",
    offerings: [
      OfferingsResponse.Offering(
        identifier: "default", description: "",
        packages: [
          OfferingsResponse.Package(
            identifier: "$rc_monthly", platformProductIdentifier: monthly.productIdentifier),
          OfferingsResponse.Package(
            identifier: "$rc_annual", platformProductIdentifier: annual.productIdentifier),
        ])
    ])

  static func healthyInput() throws -> HealthCheck.Input {
    let products = [monthly.productIdentifier: monthly, annual.productIdentifier: annual]
    return HealthCheck.Input(
      configuration: .fixture(), apiKeyText: "appl_AbCdEf0123456789", build: .release,
      offerings: try Offerings(response: response, products: products),
      offeringsResponse: response, storeProductIdentifiers: Set(products.keys),
      entitlementsByProduct: [
        monthly.productIdentifier: ["pro"], annual.productIdentifier: ["pro"],
      ])
  }

  @Test("A healthy setup passes every check")
  func healthy() throws {
    let report = HealthCheck.run(try Self.healthyInput())
    #expect(report.isHealthy)
    #expect(report.problems.isEmpty)
    #expect(report.findings.map(\.check) == HealthFinding.Check.allCases)
    #expect(report[.apiKey]?.message.contains("AbCdEf") == false)
  }

  @Test("Each problem is found, with its fix")
  func problems() throws {
    var input = try Self.healthyInput()
    input.configuration = nil
    #expect(HealthCheck.run(input)[.configured]?.status == .failure)

    input = try Self.healthyInput()
    input.apiKeyText = "test_AbCdEf0123456789"
    let key = try #require(HealthCheck.run(input)[.apiKey])
    #expect(key.status == .failure)
    #expect(key.fix == APIKeyError.testKeyInRelease.description)
    #expect(!key.message.contains("AbCdEf"))

    input = try Self.healthyInput()
    input.offerings = Offerings(all: [:], currentOfferingID: nil)
    #expect(HealthCheck.run(input)[.offerings]?.status == .failure)

    input = try Self.healthyInput()
    input.storeProductIdentifiers = [Self.monthly.productIdentifier]
    let missing = try #require(HealthCheck.run(input)[.productsFound])
    #expect(missing.status == .failure)
    #expect(missing.message.contains(Self.annual.productIdentifier))
    #expect(missing.fix != nil)

    input = try Self.healthyInput()
    input.entitlementsByProduct = [Self.monthly.productIdentifier: ["plus"]]
    #expect(HealthCheck.run(input)[.entitlementUnlocked]?.status == .failure)

    input = try Self.healthyInput()
    input.configuration?.productIdentifiers = ["com.example.gone"]
    #expect(HealthCheck.run(input)[.configuredProducts]?.status == .warning)
    #expect(HealthCheck.run(input).isHealthy)
  }

  @Test("What is not known is skipped, not failed")
  func skipped() {
    let report = HealthCheck.run(
      HealthCheck.Input(configuration: .fixture(), requiresAPIKey: false))
    #expect(report[.apiKey]?.status == .pass)
    #expect(report[.productsFound]?.status == .skipped)
    #expect(report[.entitlementUnlocked]?.status == .skipped)
    #expect(report[.offerings]?.status == .failure)
  }

  @MainActor
  @Test("The manager reports on its own configuration and offerings")
  func managerReport() async throws {
    let harness = await ManagerHarness.make()
    let report = harness.manager.healthReport(
      requiresAPIKey: false,
      entitlementsByProduct: [ManagerHarness.annual.productIdentifier: ["pro"]])
    #expect(report.isHealthy)
    #expect(report[.entitlementUnlocked]?.status == .pass)
  }
}

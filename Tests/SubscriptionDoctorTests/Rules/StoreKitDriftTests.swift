import Testing

@testable import SubscriptionDoctor

/// The `.storekit` file against the schemes that use it (issue 29 §3).
struct StoreKitDriftTests {
  private let storeKit = RecallCase.storeKitFile([("pro_monthly", "4.99")])

  @Test("A .storekit file no scheme uses is a note that says xcodebuild ignores the scheme's file")
  func unusedFile() {
    let findings = Fixtures.findings(files: ["Products.storekit": storeKit])
      .filter { $0.rule == .storeKitConfigDrift }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.message.contains("xcodebuild") == true)
  }

  @Test("An XcodeGen scheme's storeKitConfiguration counts as using the file")
  func xcodeGenScheme() {
    let spec = """
      name: App
      schemes:
        App:
          run:
            config: Debug
            storeKitConfiguration: "App/Products.storekit"

      """
    let findings = Fixtures.findings(files: [
      "App/Products.storekit": storeKit, "project.yml": spec,
    ]).filter { $0.rule == .storeKitConfigDrift }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("Win-back offers with a deployment target below iOS 18 are a note")
  func winBackOffers() throws {
    let file = try StoreKitFile.read(
      Array(RecallCase.storeKitFile([("pro_monthly", "4.99")], winBack: true).utf8))
    #expect(file.hasWinBackOffers)
    #expect(file.products.map(\.id) == ["pro_monthly"])
    #expect(file.majorVersion == 4)
  }

  @Test("Price amounts compare as decimals, whatever the separator or symbol")
  func amounts() {
    #expect(StoreKitDriftRule.amount(in: "$4.99/month") == StoreKitDriftRule.amount(in: "4,99 €"))
    #expect(StoreKitDriftRule.amount(in: "USD 39.99") == StoreKitDriftRule.amount(in: "39.99"))
    #expect(StoreKitDriftRule.amount(in: "free") == nil)
  }
}

import Testing

@testable import SubscriptionDoctor

/// What the paywall rules say when usage cannot be read from the code (issue 29 §1).
struct PaywallUsageTests {
  @Test("Links built at run time from remote config are a note, not a pass and not an error")
  func remoteConfigLinks() {
    let paywall = RecallCase.legalPaywall(
      "      ForEach(remoteConfig.legalLinks) { link in\n        Link(link.title, destination: link.url)\n      }",
      members: "  @State private var remoteConfig = RemoteConfig.shared")
    let findings = Fixtures.findings(files: ["App/PlansView.swift": paywall])
      .filter { $0.rule == .paywallMissingLegalLinks }
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.message.contains("run time") == true)
  }

  @Test(
    "A link whose label says in words where it goes (a series list) is known: the missing documents are an error"
  )
  func labelledNavigationLinkIsKnown() {
    let paywall = RecallCase.legalPaywall(
      "      NavigationLink(destination: SeriesList()) {\n        Label(\"See current series list\", systemImage: \"list.bullet\")\n      }"
    )
    let findings = Fixtures.findings(files: [
      "App/PlansView.swift": paywall,
      "App/SeriesList.swift":
        "import SwiftUI\n\nstruct SeriesList: View {\n  var body: some View { Text(\"F1\") }\n}\n",
    ]).filter { $0.rule == .paywallMissingLegalLinks }
    #expect(findings.map(\.severity) == [.error], "\(findings)")
  }

  @Test("A screen's findings say what it sells: purchases a customer keeps, or subscriptions")
  func messagesSayWhatIsSold() {
    for (type, sold) in [
      ("NonConsumable", "sells purchases a customer keeps"),
      ("RecurringSubscription", "sells subscriptions"),
    ] {
      let findings = Fixtures.findings(files: [
        "App/SupportButton.swift": RecallCase.supportButton,
        "Store.storekit": RecallCase.typedStoreKitFile("app.support1", type),
      ]).filter { $0.rule == .paywallMissingRestore }
      #expect(findings.count == 1, "\(type): \(findings)")
      #expect(findings.first?.message.contains(sold) == true, "\(type): \(findings)")
    }
  }

  @Test("A paywall with every control in place passes all three rules")
  func completePaywall() {
    let paywall = RecallCase.legalPaywall(
      "      Link(\"Terms of Use\", destination: AppLinks.terms)\n      Link(\"Privacy Policy\", destination: AppLinks.privacy)"
    )
    #expect(Fixtures.findings(files: ["App/PlansView.swift": paywall]).isEmpty)
  }
}

// The README's "Using it in a SwiftUI app" sample, as written (without
// `@main`, which a test target cannot have): compiled on every Apple platform
// with the API testers, so the README's code always compiles.
// ReadmeSampleTests (Linux) checks that it and the README say the same thing.
#if canImport(SwiftUI)
  import SubscriptionKit
  import SubscriptionKitRevenueCat  // Apple platforms
  import SubscriptionKitUI
  import SwiftUI

  extension SubscriptionConfiguration {
    static let app = SubscriptionConfiguration(
      entitlementIdentifier: "pro",
      termsOfServiceURL: URL(string: "https://example.com/terms")!,
      privacyPolicyURL: URL(string: "https://example.com/privacy")!)
  }

  struct InvoiceApp: App {
    init() {
      do {
        // The key from Info.plist; the placements the app shows paywalls for.
        let backend = try RevenueCatBackend.configure(bundle: .main, placements: ["onboarding"])
        SubscriptionManager.shared.configure(backend: backend, configuration: .app)
      } catch {
        assertionFailure("\(error)")  // an APIKeyError says exactly what to fix
      }
    }
    var body: some Scene { WindowGroup { ContentView() } }
  }

  struct ContentView: View {
    var manager: SubscriptionManager = .shared  // read, not owned: no @State, never copied
    var body: some View {
      if manager.isPremium { Text("Thanks for subscribing!") } else { PaywallView() }
    }
  }
#endif

import SubscriptionKit
import SwiftUI

/// The example app: invoices, five a month free, unlimited with Pro.
@main
struct InvoiceApp: App {
  @State private var gate: FeatureGate
  @State private var book = InvoiceBook()
  @Environment(\.scenePhase) private var scenePhase

  init() {
    SubscriptionSetup.configure()
    _gate = State(
      initialValue: FeatureGate(manager: .shared, meter: SubscriptionSetup.usageMeter()))
  }

  var body: some Scene {
    WindowGroup {
      RootView()
        .environment(gate)
        .environment(book)
    }
    .onChange(of: scenePhase) { _, phase in
      // Revalidates only what is older than five minutes; updates arrive by stream anyway.
      if phase == .active { Task { await SubscriptionManager.shared.refreshIfStale() } }
    }
  }
}

#if DEBUG
  import SubscriptionKit
  import SwiftUI

  extension View {
    /// What every preview needs: the shared manager on an in-memory
    /// StoreSimulator, a fresh usage meter and an empty invoice book.
    @MainActor
    func previewEnvironment() -> some View {
      SubscriptionSetup.configureForPreviews()
      return
        self
        .environment(FeatureGate(manager: .shared, meter: UsageMeter(store: .inMemory())))
        .environment(InvoiceBook())
    }
  }
#endif

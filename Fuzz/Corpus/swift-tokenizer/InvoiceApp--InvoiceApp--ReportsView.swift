import SubscriptionKit
import SubscriptionKitUI
import SwiftUI

/// Financial reports: Pro only. A free customer sees the reports prompt and
/// the paywall opened on it; after buying, the reports appear in place.
struct ReportsView: View {
  @Environment(FeatureGate.self) private var gate
  @Environment(InvoiceBook.self) private var book

  var body: some View {
    NavigationStack {
      List {
        Section("Invoiced") {
          LabeledContent("Invoices", value: book.invoices.count.formatted())
          ForEach(book.totals) { total in
            LabeledContent(
              total.currencyCode, value: total.amount.formatted(.currency(code: total.currencyCode))
            )
          }
        }
      }
      .requiresPremium(AppSubscriptions.reports, gate: gate)
      .navigationTitle("Reports")
    }
  }
}

#if DEBUG
  #Preview {
    ReportsView().previewEnvironment()
  }
#endif

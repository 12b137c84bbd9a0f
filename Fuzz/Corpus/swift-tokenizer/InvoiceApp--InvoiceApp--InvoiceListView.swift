import SubscriptionKit
import SubscriptionKitUI
import SwiftUI

/// This month's invoices, how many free ones are left, and "New Invoice" —
/// which opens the paywall on the invoice prompt once the free ones are used.
struct InvoiceListView: View {
  @Environment(FeatureGate.self) private var gate
  @Environment(InvoiceBook.self) private var book
  @State private var isWriting = false
  @State private var blockedFeature: Feature?

  var body: some View {
    NavigationStack {
      List {
        Section {
          FeatureUsageView(AppSubscriptions.invoices, gate: gate)
        }
        Section {
          if book.invoices.isEmpty {
            ContentUnavailableView(
              "No Invoices", systemImage: "doc.text",
              description: Text("Tap + to write your first invoice."))
          }
          ForEach(book.invoices) { invoice in
            InvoiceRow(invoice: invoice)
          }
        }
      }
      .navigationTitle("Invoices")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button(action: newInvoice) {
            Label("New Invoice", systemImage: "plus")
          }
          .accessibilityLabel("New Invoice")
        }
      }
      .sheet(isPresented: $isWriting) {
        NewInvoiceView()
      }
      .paywallSheet(feature: $blockedFeature)
    }
  }

  private func newInvoice() {
    if gate.canUse(AppSubscriptions.invoices) {
      isWriting = true
    } else {
      blockedFeature = AppSubscriptions.invoices
    }
  }
}

/// One invoice in the list.
private struct InvoiceRow: View {
  let invoice: Invoice

  var body: some View {
    HStack {
      VStack(alignment: .leading, spacing: 2) {
        Text(invoice.client).font(.headline)
        Text(invoice.createdAt, style: .date).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
      Text(invoice.formattedAmount).font(.body.monospacedDigit())
    }
    .accessibilityElement(children: .combine)
  }
}

#if DEBUG
  #Preview {
    InvoiceListView().previewEnvironment()
  }
#endif

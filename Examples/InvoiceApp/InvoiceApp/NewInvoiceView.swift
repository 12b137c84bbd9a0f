import SubscriptionKit
import SubscriptionKitUI
import SwiftUI

/// Writes an invoice. Custom templates and online payment are Pro features:
/// a free customer who reaches for them gets the paywall opened on them.
struct NewInvoiceView: View {
  @Environment(FeatureGate.self) private var gate
  @Environment(InvoiceBook.self) private var book
  @Environment(\.dismiss) private var dismiss
  @Environment(\.locale) private var locale
  @State private var client = ""
  @State private var amount: Decimal?
  @State private var templateName = "Classic"
  @State private var acceptsOnlinePayment = false
  @State private var blockedFeature: Feature?

  private static let templateNames = ["Classic", "Modern", "Minimal"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Invoice") {
          TextField("Client", text: $client)
            .textContentType(.organizationName)
          TextField("Amount", value: $amount, format: .currency(code: currencyCode))
            .keyboardType(.decimalPad)
        }
        Section(AppSubscriptions.planName) {
          if gate.canUse(AppSubscriptions.templates) {
            Picker("Template", selection: $templateName) {
              ForEach(Self.templateNames, id: \.self) { Text($0) }
            }
          } else {
            lockedRow(AppSubscriptions.templates)
          }
          if gate.canUse(AppSubscriptions.payments) {
            Toggle("Accept online payment", isOn: $acceptsOnlinePayment)
          } else {
            lockedRow(AppSubscriptions.payments)
          }
        }
      }
      .navigationTitle("New Invoice")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save", action: save)
            .disabled(client.isEmpty || amount == nil)
        }
      }
      .paywallSheet(feature: $blockedFeature)
    }
  }

  private var currencyCode: String {
    locale.currency?.identifier ?? "USD"
  }

  private func lockedRow(_ feature: Feature) -> some View {
    Button {
      blockedFeature = feature
    } label: {
      LabeledContent(feature.upgradePrompt.title) {
        Image(systemName: "lock.fill")
      }
    }
    .accessibilityLabel("\(feature.upgradePrompt.title), \(AppSubscriptions.planName) feature")
    .accessibilityHint(feature.upgradePrompt.message)
  }

  private func save() {
    guard let amount else { return }
    // The gate decides again at the moment of saving: the free quota may
    // have been used up elsewhere since the sheet opened.
    guard gate.canUse(AppSubscriptions.invoices) else {
      blockedFeature = AppSubscriptions.invoices
      return
    }
    let isPro = gate.canUse(AppSubscriptions.templates)
    book.add(
      Invoice(
        client: client, amount: amount, currencyCode: currencyCode,
        templateName: isPro ? templateName : nil,
        acceptsOnlinePayment: gate.canUse(AppSubscriptions.payments) && acceptsOnlinePayment))
    gate.record(AppSubscriptions.invoices)
    dismiss()
  }
}

#if DEBUG
  #Preview {
    NewInvoiceView().previewEnvironment()
  }
#endif

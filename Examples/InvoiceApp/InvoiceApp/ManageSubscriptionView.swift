import SubscriptionKit
import SubscriptionKitUI
import SwiftUI

/// What Apple's subscription sheet and RevenueCat's customer center show, in
/// the app: the plan, its price, renewal or expiry, trial or grace; change plan
/// (a purchase through the manager — the App Store applies upgrade-now,
/// downgrade-at-renewal), cancel or resume in the App Store's sheet, and a
/// refund request the store decides, and the Terms of Use and Privacy Policy
/// links App Review requires wherever plans are sold. The same screen as
/// `subkit demo`'s `s`.
struct ManageSubscriptionView: View {
  @Environment(FeatureGate.self) private var gate
  @State private var message: String?

  private var manager: SubscriptionManager { gate.manager }
  private var entitlement: EntitlementInfo? {
    manager.customerInfo?.entitlements[AppSubscriptions.entitlement]
  }

  var body: some View {
    Form {
      Section("Plan") {
        SubscriptionStatusView(manager: manager, wording: AppSubscriptions.wording)
        if let product = currentProduct {
          LabeledContent(
            "Price",
            value: AppSubscriptions.wording.priceLine(
              product.localizedPriceString, period: product.subscriptionPeriod))
        }
        if let entitlement, entitlement.isActive {
          LabeledContent("State", value: state(of: entitlement))
        }
      }
      if let entitlement, entitlement.isActive {
        Section("Change Plan") {
          ForEach(manager.packages) { package in
            Button {
              Task { await change(to: package) }
            } label: {
              LabeledContent(
                package.storeProduct.localizedTitle,
                value: package.storeProduct.localizedPriceString)
            }
            .disabled(package.storeProduct.productIdentifier == entitlement.productIdentifier)
          }
        }
        Section {
          // Cancel and resume happen in the App Store's own sheet; the manager
          // hears the change on its update stream.
          ManageSubscriptionButton(manager: manager, wording: AppSubscriptions.wording)
          Button("Request a Refund") {
            Task { await requestRefund(of: entitlement.productIdentifier) }
          }
        }
      }
      Section {
        Button(AppSubscriptions.wording.restorePurchases) {
          Task { await restore() }
        }
      }
      // Plan changes are sold here, so App Review's guideline 3.1.2 asks for the
      // Terms of Use and the Privacy Policy on this screen too.
      Section {
        Link(
          AppSubscriptions.wording.termsOfUse,
          destination: AppSubscriptions.configuration.termsOfServiceURL)
        Link(
          AppSubscriptions.wording.privacyPolicy,
          destination: AppSubscriptions.configuration.privacyPolicyURL)
      }
      if let message {
        Section { Text(message).foregroundStyle(.secondary) }
      }
    }
    .navigationTitle(AppSubscriptions.wording.manageSubscription)
    .task { await manager.loadOfferings() }
  }

  private var currentProduct: StoreProduct? {
    guard let id = entitlement?.productIdentifier else { return nil }
    return manager.offerings?.all.values.flatMap(\.availablePackages)
      .first { $0.storeProduct.productIdentifier == id }?.storeProduct
  }

  private func state(of entitlement: EntitlementInfo) -> String {
    if entitlement.expirationDate == nil { return "Lifetime" }
    if let grace = entitlement.gracePeriodExpiresDate {
      return "Billing issue: grace period until \(grace.formatted(date: .long, time: .omitted))"
    }
    if entitlement.billingIssueDetectedAt != nil { return "Billing issue" }
    if entitlement.periodType == .trial { return "Free trial" }
    return entitlement.willRenew ? "Active" : "Cancelled: access until the period ends"
  }

  private func change(to package: Package) async {
    switch await manager.purchase(package) {
    case .purchased(let info):
      let now = info.entitlements[AppSubscriptions.entitlement]?.productIdentifier
      message =
        now == package.storeProduct.productIdentifier
        ? "Your plan is now \(package.storeProduct.localizedTitle)."
        : "\(package.storeProduct.localizedTitle) starts at your next renewal."
    case .failed(let error):
      message = error.errorInfo?.message
    case .cancelled, .alreadyInProgress:
      break
    }
  }

  private func restore() async {
    switch await manager.restore() {
    case .restored: message = "Purchases restored."
    case .nothingToRestore: message = "No purchases to restore."
    case .failed(let error): message = error.errorInfo?.message
    case .alreadyInProgress: break
    }
  }

  private func requestRefund(of productIdentifier: String) async {
    switch await manager.beginRefundRequest(forProduct: productIdentifier) {
    case .submitted:
      message = "The App Store has your request. If it refunds, access ends at once."
    case .failed(let error):
      message = error.errorInfo?.message
    case .cancelled:
      break
    }
  }
}

#if DEBUG
  #Preview {
    NavigationStack { ManageSubscriptionView() }.previewEnvironment()
  }
#endif

import Foundation
import InvoiceAppSubscriptions
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// The demo's running state: a simulated store, and on it the invoicing app —
/// one `SubscriptionManager`, a `FeatureGate` and a `UsageMeter`, exactly as a
/// SwiftUI app would hold them.
///
/// `perform(_:)` does one thing a person asked for; the screen is rendered
/// from the session by `DemoScreen`. Nothing here reads real time: the store
/// clock moves only when the person advances it.
@MainActor
final class DemoSession {
  /// What fills the main area.
  enum Screen: Equatable {
    case home
    /// The first-launch paywall, before the home screen.
    case onboarding
    /// The paywall, opened on a feature's upgrade prompt or from "Upgrade".
    case paywall(UpgradePrompt?)
    /// Manage subscription: the plan, its dates and what can be done with it.
    case manage
    case debug
    /// The business numbers, from the store's webhook events (`DemoAnalytics`).
    case analytics
    case help
    case keys

    /// Where the screen's keys come from.
    var place: DemoKeyBinding.Place {
      switch self {
      case .onboarding: .onboarding
      case .paywall: .paywall
      case .manage: .manage
      case .home, .debug, .analytics, .help, .keys: .app
      }
    }

    /// Whether plans are chosen and bought here.
    var isPaywall: Bool { place == .paywall || place == .onboarding }
  }

  /// How the demo was started.
  struct Options {
    /// Open the onboarding paywall on a first launch (and after a reinstall).
    var showsOnboarding = true
    /// The process environment (`ENABLE_DEBUG_PREMIUM`).
    var environment: [String: String] = [:]
  }

  /// A message shown under the main area until the next action.
  struct Notice: Equatable {
    enum Kind { case info, success, error }
    var kind: Kind
    var title: String
    var message: String?
  }

  let simulator: StoreSimulator
  /// The app's own files (cache, usage counts): what "reinstall" wipes.
  let appDirectory: URL
  let calendar: Calendar
  let setupDescription: String
  let options: Options
  private(set) var manager: SubscriptionManager
  private(set) var gate: FeatureGate
  var screen = Screen.home
  /// What a panel (debug, help, keys) returns to when it closes.
  var screenUnderPanel = Screen.home
  var notice: Notice?
  private(set) var log: [String] = []
  /// Every log line ever written (the log keeps only the last `logLimit`).
  private var logLinesWritten = 0
  private(set) var invoicesCreated = 0
  private var lastWebhookSequence: Int64 = 0
  private var lastAppleSequence: Int64 = 0
  /// The analytics screen's store and last numbers (see `DemoSession+Analytics`).
  var analytics: DemoAnalytics?
  var analyticsSummary: Result<DemoAnalytics.Summary, ErrorMessage>?
  private var lastCustomerSummary = ""
  var nextFailureIndex = 0
  private var nextCustomerIndex = 0

  static let logLimit = 200
  static let demoCustomers = ["alice", "bob"]

  init(
    simulator: StoreSimulator, appDirectory: URL, calendar: Calendar, setupDescription: String,
    options: Options = Options()
  ) async {
    self.simulator = simulator
    self.appDirectory = appDirectory
    self.calendar = calendar
    self.setupDescription = setupDescription
    self.options = options
    (manager, gate) = Self.launchApp(
      simulator: simulator, appDirectory: appDirectory, calendar: calendar, options: options)
    lastWebhookSequence = (try? simulator.webhookEvents(after: 0, limit: .max).last?.sequence) ?? 0
    lastAppleSequence =
      (try? simulator.appleNotifications(after: 0, limit: .max).last?.sequence) ?? 0
    append("app launched as \(Self.shortID(simulator.currentAppUserID))")
    // At launch the app asks for the customer's status (StoreKit would deliver
    // what changed while it was closed: a parent's approval, a restore elsewhere).
    await manager.refreshStatus()
    await settle()
    await openOnboardingIfFirstLaunch()
  }

  /// Store time, which everything in the app reads.
  var now: Date { simulator.now }

  /// The paywall as the app words it (the plan's one name), onboarding or in-app.
  var paywallState: PaywallState {
    manager.paywallState(
      wording: screen == .onboarding ? AppSubscriptions.onboardingWording : AppSubscriptions.wording
    )
  }

  /// The plan a paywall would buy now.
  var content: PaywallContent? { paywallState.content }

  /// Does `action`; returns false when the demo should end.
  func perform(_ action: DemoAction) async -> Bool {
    notice = nil
    // First what the store did meanwhile, in another process too.
    try? simulator.processDueEvents()
    do {
      switch action {
      case .quit:
        return false
      case .use(let feature): await use(feature)
      case .openPaywall: await openPaywall(prompt: nil)
      case .closePaywall: closeScreen()
      case .select(let number):
        if screen == .manage { await changePlan(toNumber: number) } else { select(number: number) }
      case .selectPackageType(let type):
        if screen == .manage { await changePlan(toType: type) } else { selectPackage(ofType: type) }
      case .moveSelection(let delta): moveSelection(by: delta)
      case .buy: await buy()
      case .restore: await restore()
      case .manageSubscription: await openManage()
      case .requestRefund: await requestRefund()
      case .buyWithPromotionalOffer: await buyWithPromotionalOffer()
      case .buyWithWinBackOffer: await buyWithWinBackOffer()
      case .redeemOfferCode(let code): await redeemOfferCode(code)
      case .buyBilledMonthly: try await buyBilledMonthly()
      case .setDebugPremium(let isOn): setDebugPremium(isOn)
      case .advance(let step): try await advance(step)
      case .cancelRenewal:
        try storeControl("auto-renew turned off") { try $0.cancel(productID: $1) }
      case .resumeRenewal:
        try storeControl("auto-renew turned back on") { try $0.resume(productID: $1) }
      case .billingIssue:
        try storeControl("the card was declined at renewal") { try $0.billingIssue(productID: $1) }
      case .resolveBillingIssue:
        try storeControl("the billing issue was fixed") {
          try $0.resolveBillingIssue(productID: $1)
        }
      case .refund: try refund()
      case .reverseRefund: try reverseRefund()
      case .partialRefund(let percent): try partialRefund(percent: percent)
      case .declineRefund: try declineRefund()
      case .raisePrice(let askConsent): try await raisePrice(askConsent: askConsent)
      case .answerPriceIncrease(let accept): try answerPriceIncrease(accept: accept)
      case .shareWithFamily(let member): try shareWithFamily(member)
      case .stopFamilySharing(let member): try stopFamilySharing(member)
      case .failNextPurchase(let failure): failNextPurchase(failure)
      case .cycleNextFailure:
        // Every category, then Ask to Buy, then "off", then round again.
        let index = nextFailureIndex % (DemoAction.failureNames.count + 1)
        nextFailureIndex += 1
        failNextPurchase(
          DemoAction.failureNames.indices.contains(index) ? DemoAction.failureNames[index].1 : nil)
      case .setAskToBuy(let isOn): setAskToBuy(isOn)
      case .answerAskToBuy(let approve): try answerAskToBuy(approve: approve)
      case .reinstall: try await reinstall()
      case .logIn(let id): await logIn(id)
      case .logOut: await logOut()
      case .cycleCustomer:
        let index = nextCustomerIndex % (Self.demoCustomers.count + 1)
        nextCustomerIndex += 1
        if index < Self.demoCustomers.count {
          await logIn(Self.demoCustomers[index])
        } else {
          await logOut()
        }
      case .toggleDebug: toggle(.debug)
      case .toggleAnalytics: toggle(.analytics)
      case .help: toggle(.help)
      case .keys: toggle(.keys)
      }
    } catch {
      notice = Notice(kind: .error, title: "Store control failed", message: "\(error)")
    }
    await settle()
    return true
  }

  /// Opens a panel over the current screen, or closes it back to that screen.
  private func toggle(_ panel: Screen) {
    if screen == panel {
      screen = screenUnderPanel
    } else {
      if ![.debug, .help, .keys, .analytics].contains(screen) { screenUnderPanel = screen }
      screen = panel
    }
  }

  /// Reports a script line the demo could not read.
  func reject(_ error: DemoInputError) {
    notice = Notice(kind: .error, title: "Not understood", message: error.description)
  }

  // MARK: The app

  private func use(_ feature: Feature) async {
    // Leaving the first-launch paywall for the app is "Continue with Free".
    if screen == .onboarding { completeOnboarding() }
    switch gate.access(to: feature) {
    case .blocked(let prompt):
      await openPaywall(prompt: prompt)
    case .unlimited, .available:
      gate.record(feature)
      screen = .home
      if feature == AppSubscriptions.invoices {
        invoicesCreated += 1
        notice = Notice(kind: .success, title: "Invoice #\(invoicesCreated) created", message: nil)
      } else {
        notice = Notice(
          kind: .success, title: "\(feature.upgradePrompt.title) opened", message: nil)
      }
    }
  }

  func openPaywall(prompt: UpgradePrompt?) async {
    screen = .paywall(prompt)
    await manager.loadOfferings()
    await manager.paywallShown()
  }

  private func select(number: Int) {
    guard let tiers = content?.tiers, tiers.indices.contains(number - 1) else {
      notice = Notice(kind: .error, title: "No plan \(number)", message: nil)
      return
    }
    manager.select(tiers[number - 1])
  }

  private func selectPackage(ofType type: PackageType) {
    guard let tier = content?.tiers.first(where: { $0.package.packageType == type }) else {
      notice = Notice(kind: .error, title: "This paywall has no \(type) plan", message: nil)
      return
    }
    manager.select(tier)
  }

  private func moveSelection(by delta: Int) {
    guard let content, !content.tiers.isEmpty else { return }
    let current = content.tiers.firstIndex { $0.id == content.selectedTierID } ?? 0
    let next = min(max(current + delta, 0), content.tiers.count - 1)
    manager.select(content.tiers[next])
  }

  private func buy() async {
    guard screen.isPaywall else {
      notice = Notice(kind: .info, title: "Open the paywall first (upgrade)", message: nil)
      return
    }
    guard let package = manager.selectedPackage else {
      notice = Notice(kind: .info, title: "Plans are still loading", message: nil)
      return
    }
    append("purchase \(package.storeProduct.productIdentifier) started")
    switch await manager.purchase(package) {
    case .purchased:
      if screen == .onboarding { completeOnboarding() }
      screen = .home
      notice = Notice(
        kind: .success, title: "Welcome to \(AppSubscriptions.planName)!",
        message: "Everything is unlocked.")
    case .cancelled:
      append("purchase cancelled (nothing to show)")
    case .failed(let error):
      append("purchase failed: \(error.code.codeName)")
      showError(error.errorInfo)
      notePendingApproval()
    case .alreadyInProgress:
      notice = Notice(kind: .info, title: "A purchase is already in progress", message: nil)
    }
  }

  private func restore() async {
    let outcome = await manager.restore()
    switch outcome {
    case .restored:
      if screen == .onboarding { completeOnboarding() }
      if screen.isPaywall { screen = .home }
      notice = Notice(
        kind: .success, title: "Purchases restored",
        message: "\(AppSubscriptions.planName) is active again.")
    case .nothingToRestore, .failed:
      showError(outcome.errorInfo)
    case .alreadyInProgress:
      notice = Notice(kind: .info, title: "A restore is already in progress", message: nil)
    }
  }

  func showError(_ info: ErrorInfo?) {
    guard let info else { return }
    notice = Notice(
      kind: .error, title: info.title, message: "\(info.message)  [\(info.actionTitle)]")
  }

  // MARK: Customers

  private func reinstall() async throws {
    if FileManager.default.fileExists(atPath: appDirectory.path) {
      try FileManager.default.removeItem(at: appDirectory)
    }
    // A fresh install has a new anonymous RevenueCat ID; the store account stays.
    try simulator.switchCustomer(to: AppUserID.generateAnonymous())
    (manager, gate) = Self.launchApp(
      simulator: simulator, appDirectory: appDirectory, calendar: calendar, options: options)
    invoicesCreated = 0
    screen = .home
    await settle()
    append(
      "app reinstalled: local data wiped, new customer \(Self.shortID(simulator.currentAppUserID))")
    await openOnboardingIfFirstLaunch()
    notice = Notice(
      kind: .info, title: "App reinstalled",
      message: "Restore purchases to get \(AppSubscriptions.planName) back.")
  }

  private func logIn(_ id: String) async {
    do {
      let result = try await manager.logIn(id)
      append("logged in as \(id)\(result.created ? " (new customer)" : "")")
    } catch {
      showError(PurchaseError(error).errorInfo)
    }
  }

  private func logOut() async {
    do {
      _ = try await manager.logOut()
      append("logged out: now \(Self.shortID(manager.appUserID ?? ""))")
    } catch {
      let error = PurchaseError(error)
      notice = Notice(kind: .info, title: "Already anonymous", message: error.code.description)
    }
  }

  // MARK: Plumbing

  private static func launchApp(
    simulator: StoreSimulator, appDirectory: URL, calendar: Calendar, options: Options
  ) -> (SubscriptionManager, FeatureGate) {
    // The app lives on the store's time line: the one clock it is given.
    let clock = simulator.storeClock
    var configuration = AppSubscriptions.configuration(
      productIdentifiers: simulator.project.offerings.productIdentifiers)
    // The simulated store is a sandbox, in debug and release builds alike.
    configuration.storeEnvironment = .sandbox
    let manager = SubscriptionManager(
      backend: simulator, configuration: configuration, clock: clock,
      cache: SubscriptionCache(store: .directory(appDirectory.appendingPathComponent("cache"))),
      debugPremiumOverride: debugPremiumOverride(
        appDirectory: appDirectory, environment: options.environment))
    let meter = UsageMeter(
      store: .directory(appDirectory), calendar: calendar, clock: clock,
      diagnostics: manager.storageDiagnostics)
    return (manager, FeatureGate(manager: manager, meter: meter))
  }

  /// Lets the manager take in what the store just did (its fetches and the
  /// updates the store already sent through its stream), then records what
  /// changed in the side log.
  private func settle() async {
    await manager.waitUntilSettled()
    logCustomerChange()
    logWebhookEvents()
    logAppleOnlyNotifications()
    if screen == .analytics { refreshAnalytics() }
  }

  private func logCustomerChange() {
    let summary = DemoScreen.planSummary(of: manager)
    if summary != lastCustomerSummary {
      append("customer info → \(summary)")
      lastCustomerSummary = summary
    }
  }

  private func logWebhookEvents() {
    guard let deliveries = try? simulator.webhookEvents(after: lastWebhookSequence) else { return }
    for delivery in deliveries {
      let event = delivery.event
      let parts: [String?] = [
        "webhook", event.type.rawValue, event.productID,
        (event.cancelReason ?? event.expirationReason)?.rawValue,
        event.isTrialConversion == true ? "trial conversion" : nil,
        // Only a product's events have a period (an enrolment or a transfer has none).
        event.productID == nil ? nil : "[\(event.periodType)]",
        event.price == 0 ? nil : "\(event.price) \(event.currency)",
        // Another customer's events (a family member's) name them.
        event.appUserID == simulator.currentAppUserID ? nil : event.appUserID.map(Self.shortID),
        event.isFamilyShare ? "(family)" : nil,
        event.offerCode.map { "offer \($0)" },
      ]
      append(parts.compactMap { $0 }.joined(separator: " "))
      lastWebhookSequence = delivery.sequence
    }
  }

  /// Apple's notifications that RevenueCat sends no event for: a price
  /// increase (`PENDING` or `ACCEPTED`), a refund declined, an offer redeemed
  /// for the next renewal.
  private func logAppleOnlyNotifications() {
    let appleOnly: Set<String> = ["PRICE_INCREASE", "REFUND_DECLINED", "OFFER_REDEEMED"]
    guard let notifications = try? simulator.appleNotifications(after: lastAppleSequence)
    else { return }
    for notification in notifications {
      let payload = notification.payload
      if appleOnly.contains(payload.notificationType) {
        let parts = [
          "apple", payload.notificationType, payload.subtype,
          notification.transaction?.productId,
        ]
        append(parts.compactMap { $0 }.joined(separator: " "))
      }
      lastAppleSequence = notification.sequence
    }
  }

  /// Takes in what the store did since the last action — a parent's approval
  /// or a restore made with `subkit store` in another process — as an app's
  /// transaction listener would: the manager hears it on its update stream.
  /// Returns whether the log (and so the screen) changed.
  func syncWithStore() async -> Bool {
    let before = logLinesWritten
    try? simulator.processDueEvents()
    await settle()
    return logLinesWritten != before
  }

  func append(_ line: String) {
    logLinesWritten += 1
    log.append(line)
    if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
  }

  static func shortID(_ id: String) -> String {
    AppUserID.isAnonymous(id) ? "anonymous " + String(id.suffix(6)) : id
  }
}

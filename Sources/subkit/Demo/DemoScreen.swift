import Foundation
import InvoiceAppSubscriptions
import SubscriptionKit

/// Renders the demo's screen as lines of at most 80 columns: a pure function
/// of the session, so scripted runs and tests see exactly what a person sees.
@MainActor
struct DemoScreen {
  let session: DemoSession
  let style: Style
  let isInteractive: Bool
  var width = 80
  /// The narrowest screen drawn: every line fits a terminal this wide.
  static let narrowest = 40
  var logLines = 6

  /// Every line of the screen. With `rows`, the log pane takes what the rest
  /// leaves (at least one line), so the screen fits the terminal.
  func lines(rows: Int? = nil) -> [String] {
    var main: [String]
    switch session.screen {
    case .home: main = home()
    case .onboarding: main = paywall(prompt: AppSubscriptions.onboardingPrompt)
    case .paywall(let prompt): main = paywall(prompt: prompt)
    case .manage: main = manage()
    case .debug: main = debug()
    case .analytics: main = session.analyticsLines(style: style)
    case .help: main = help()
    case .keys: main = keys()
    }
    if let notice = session.notice { main += [""] + render(notice) }
    // Product names, user IDs and file names come from files and people:
    // nothing in them may reach the terminal as a control character. No line
    // is wider than the screen: the terminal would break it mid-word.
    main = main.flatMap { Style.fit(style.sanitize($0), width: width) }
    let footer = footer().flatMap { Style.fit(style.sanitize($0), width: width) }
    let logCount = rows.map { max(1, $0 - main.count - footer.count - 4) } ?? logLines
    let recent = session.log.suffix(logCount)
    let log = recent.map { " " + style.dim(clip(style.sanitize($0), width - 1)) }
    return [style.sanitize(header()), rule()] + main + [rule(title: "Log")] + log
      + Array(repeating: "", count: max(0, logCount - recent.count)) + [rule()] + footer
  }

  // MARK: Screens

  private var wording: PresentationWording { AppSubscriptions.wording }

  /// The status line: the plan (Free or Pro) first in importance, then a
  /// debug override and what the store says, the app's name and store time.
  /// On a narrow terminal the parts shorten (the time loses its year, the
  /// override its "DEBUG", the name goes) before the plan ever would, so it
  /// fits any width from 40 columns.
  private func header() -> String {
    let manager = session.manager
    let plan =
      manager.isPremium ? style.green(wording.premiumTitle) : style.yellow(wording.freeTitle)
    var overrides: [String] = [""]
    if session.isDebugPremiumOn {
      // An override is never mistaken for a purchase: it says so, and what the store says.
      let store = Self.isEntitled(manager) ? wording.premiumTitle : wording.freeTitle
      overrides = [
        " " + style.inverse(" DEBUG OVERRIDE ") + style.dim(" store: \(store)"),
        " " + style.inverse(" OVERRIDE ") + style.dim(" store: \(store)"),
        " " + style.inverse(" OVERRIDE ") + style.dim(" \(store)"),
      ]
    }
    let now = Self.format(session.now)
    let times = [now, String(now.dropLast(4)), String(now.dropFirst(5).dropLast(4))]
    var candidates: [(String, String)] = []
    for time in times {
      for override in overrides {
        candidates.append((" " + style.bold("InvoiceApp") + " · " + plan + override, time))
      }
    }
    for time in times.dropFirst() {
      for override in overrides { candidates.append((" " + plan + override, time)) }
    }
    let (left, right) =
      candidates.first { Style.visibleWidth($0.0) + 1 + $0.1.count <= width }
      ?? (" " + plan, "")
    return pad(left, to: width - right.count) + (right.isEmpty ? "" : style.dim(right))
  }

  /// `[n]`: the key that does `action` here, from the one table of keys.
  private func key(_ action: DemoAction, at place: DemoKeyBinding.Place = .app) -> String {
    "[" + (DemoKeyBinding.label(of: action, at: place) ?? "?") + "]"
  }

  private func home() -> [String] {
    let gate = session.gate
    let invoices = AppSubscriptions.invoices
    let planName = AppSubscriptions.planName
    var lines: [String] = [""]
    switch gate.access(to: invoices) {
    case .unlimited:
      lines.append(" Invoices: unlimited with \(planName)")
    case .available(let remaining):
      let limit = invoices.quota?.limit ?? 0
      var line = " Invoices this month: \(limit - remaining) of \(limit) used"
      if gate.isNearLimit(invoices) {
        line += style.yellow("  (\(remaining) left: almost at your limit)")
      }
      lines.append(line)
    case .blocked:
      lines.append(
        " Invoices this month: " + style.red("limit reached") + " · upgrade for unlimited")
    }
    let plan = Self.plan(of: session.manager)
    lines.append(" Subscription: " + plan.title)
    if let detail = plan.detail { lines += wrap(detail, indent: 3) }
    let entitlement = session.manager.customerInfo?.entitlements[AppSubscriptions.entitlement]
    if entitlement?.isActive == true, entitlement?.ownershipType == .familyShared {
      lines += wrap("Shared with you through Family Sharing (a family member pays)", indent: 3)
    }
    for request in session.pendingRequests {
      lines += wrap(
        style.yellow("Purchase pending: ") + "\(productTitle(request.productID)) waits for a "
          + "parent's approval (Ask to Buy, \(request.id)) · \(key(.answerAskToBuy(approve: true)))"
          + " approve \(key(.answerAskToBuy(approve: false))) decline", indent: 1)
    }
    lines.append("")
    for item in AppSubscriptions.menu {
      let lock = gate.canUse(item.feature) ? "" : style.dim("  locked · \(planName)")
      lines.append("   \(key(.use(item.feature))) \(item.title)" + lock)
    }
    lines.append("")
    var actions: [String] = []
    if !session.manager.isPremium {
      actions.append("\(key(.openPaywall)) Upgrade to \(planName)")
    }
    actions.append("\(key(.manageSubscription)) \(wording.manageSubscription)")
    actions.append("\(key(.restore)) Restore purchases")
    lines.append("   " + actions.joined(separator: "    "))
    return lines
  }

  private func productTitle(_ productID: String) -> String {
    session.manager.offerings?.all.values.flatMap(\.availablePackages)
      .first { $0.storeProduct.productIdentifier == productID }?.storeProduct.localizedTitle
      ?? productID
  }

  private func paywall(prompt: UpgradePrompt?) -> [String] {
    var lines: [String] = [""]
    let place = session.screen.place
    switch session.paywallState {
    case .loading:
      return lines + [" Loading plans…"]
    case .failed(let error):
      return lines + [
        " " + style.red(error.title), " " + error.message, "",
        "   [u] \(wording.retry)    \(key(.closePaywall, at: place)) \(closeTitle)",
      ]
    case .ready(let content):
      let header = PaywallHeader(content: content, prompt: prompt)
      lines.append(" " + style.bold(header.title))
      if let message = header.subtitle { lines += wrap(message, indent: 1) }
      if !header.benefits.isEmpty {
        lines += wrap("✓ " + header.benefits.joined(separator: "  ✓ "), indent: 1).map(style.green)
      }
      if let experiment = content.variant.experiment {
        // Which paywall this customer sees: switch customer to see another variant.
        lines.append(
          style.dim(
            " experiment \(experiment.experimentID) · variant \(experiment.variant) · "
              + "offering \(experiment.offeringID) · \(content.variant.layout.rawValue) layout"))
      }
      lines.append("")
      for (index, tier) in content.tiers.enumerated() {
        let isSelected = tier.id == content.selectedTierID
        let marker = isSelected ? style.cyan("▸") : " "
        var line =
          " \(marker) \(index + 1)  " + pad(tier.title, to: 10) + pad(tier.priceLine, to: 13)
        if let perMonth = tier.pricePerMonthLine {
          line += pad(style.dim("(\(perMonth))"), to: 14)
        } else {
          line += pad("", to: 14)
        }
        if let badge = tier.badgeText { line += style.green(badge) }
        if tier.id == content.highlightedTierID {
          line += " " + style.cyan("★ \(wording.recommended)")
        }
        lines.append(isSelected ? style.bold(line) : line)
      }
      lines.append("")
      let action = isInteractive ? "[enter]" : "buy:"
      lines.append(
        "   \(action) " + style.inverse(" \(content.callToAction) ")
          + "    \(key(.restore, at: place)) \(content.restoreTitle)    "
          + "\(key(.closePaywall, at: place)) \(closeTitle)")
      lines.append("")
      lines += wrap(content.legalText, indent: 1).map(style.dim)
      lines += wrap(
        "\(content.termsOfService.title): \(content.termsOfService.url.absoluteString)  ·  "
          + "\(content.privacyPolicy.title): \(content.privacyPolicy.url.absoluteString)", indent: 1
      ).map(style.dim)
      return lines
    }
  }

  /// "Close" on an in-app paywall; "Continue with Free" on the first-launch one.
  private var closeTitle: String {
    session.screen == .onboarding ? AppSubscriptions.onboardingWording.notNow : wording.close
  }

  private func manage() -> [String] {
    let manager = session.manager
    var lines = ["", " " + style.bold(wording.manageSubscription), ""]
    let entitlement = manager.customerInfo?.entitlements[AppSubscriptions.entitlement]
    guard let entitlement, entitlement.isActive else {
      lines.append("   Plan:     " + wording.freeTitle)
      if session.isDebugPremiumOn {
        lines.append("   " + style.yellow("The debug override unlocks the app; it is not a plan."))
      }
      lines.append("")
      lines.append(
        "   No subscription to manage. \(key(.openPaywall)) Upgrade to "
          + AppSubscriptions.planName)
      lines.append("   \(key(.closePaywall, at: .manage)) Close")
      return lines
    }
    let product = manager.offerings?.all.values.flatMap(\.availablePackages)
      .first { $0.storeProduct.productIdentifier == entitlement.productIdentifier }?.storeProduct
    let plan = Self.plan(of: manager)
    lines.append("   Plan:     " + plan.title)
    if let product {
      lines.append(
        "   Price:    "
          + wording.priceLine(product.localizedPriceString, period: product.subscriptionPeriod))
    }
    var state: [String] = []
    if entitlement.expirationDate == nil {
      state.append("lifetime · nothing renews")
    } else {
      if entitlement.billingIssueDetectedAt != nil {
        state.append(
          entitlement.gracePeriodExpiresDate.map {
            "billing issue · grace period until \(Self.format($0, time: false))"
          } ?? "billing issue · the store retries the payment")
      }
      switch entitlement.periodType {
      case .trial: state.append("free trial")
      case .intro: state.append("introductory price")
      default: if state.isEmpty, entitlement.willRenew { state.append("active") }
      }
      if !entitlement.willRenew { state.append("cancelled · access until it ends") }
    }
    lines.append("   State:    " + state.joined(separator: " · "))
    if let expiration = entitlement.expirationDate {
      let verb = entitlement.willRenew ? "Renews:  " : "Expires: "
      lines.append("   \(verb) " + Self.format(expiration))
    }
    lines.append("")
    lines.append(" Change plan (App Store rules: upgrades now, downgrades at renewal)")
    for (index, tier) in session.planChoices.enumerated() {
      let productID = tier.package.storeProduct.productIdentifier
      let how =
        productID == entitlement.productIdentifier
        ? style.green("your plan") : (session.planChangeDescription(to: productID) ?? "")
      lines.append(
        "   \(index + 1)  " + pad(tier.title, to: 10) + pad(tier.priceLine, to: 13) + how)
    }
    lines.append("")
    var actions: [String] = []
    if entitlement.expirationDate != nil {
      actions.append(
        entitlement.willRenew
          ? "\(key(.cancelRenewal, at: .manage)) Cancel subscription"
          : "\(key(.resumeRenewal, at: .manage)) Resume subscription")
    }
    actions.append("\(key(.requestRefund, at: .manage)) Request a refund")
    actions.append("\(key(.closePaywall, at: .manage)) Close")
    lines.append("   " + actions.joined(separator: "    "))
    return lines
  }

  private func debug() -> [String] {
    let simulator = session.simulator
    let report = session.manager.healthReport(
      requiresAPIKey: false, offeringsResponse: simulator.project.offerings,
      storeProductIdentifiers: Set(simulator.configuration.storeProducts().keys),
      entitlementsByProduct: simulator.project.entitlementMapping.products.mapValues(\.entitlements)
    )
    var lines = [
      "",
      " " + style.bold("Health check")
        + (report.isHealthy ? style.green("  healthy") : style.red("  problems")),
    ]
    for finding in report.findings {
      let mark: String =
        switch finding.status {
        case .pass: style.green("✓")
        case .warning: style.yellow("!")
        case .failure: style.red("✗")
        case .skipped: style.dim("–")
        }
      lines += wrap("\(finding.message)", indent: 4).enumerated().map { index, line in
        index == 0 ? "  \(mark) " + line.dropFirst(4) : line
      }
      if let fix = finding.fix, finding.status >= .warning {
        lines += wrap("fix: " + fix, indent: 6)
      }
    }
    lines.append("")
    let override =
      session.isDebugPremiumOn
      ? style.yellow("ON") + " (unlocks this app only; the store and its events never see it)"
      : "off"
    lines.append(" Debug premium override: \(override)  \(key(.setDebugPremium(nil))) toggles")
    lines.append(" Customer: \(session.manager.appUserID ?? "–")")
    lines.append(" Store:    \(session.setupDescription)")
    return lines
  }

  private func help() -> [String] {
    ["", " " + style.bold("Commands") + " (keys in a terminal, words in a script)", ""]
      + DemoAction.scriptHelp.map { "  " + $0 }
  }

  private func keys() -> [String] {
    ["", " " + style.bold("Keys") + " (in a terminal; a script types 'help' for its words)", ""]
      + DemoKeyBinding.helpLines.map { "  " + $0 }
  }

  private func footer() -> [String] {
    guard isInteractive else { return [style.dim(" Type a command per line; 'help' lists them.")] }
    return wrap(
      DemoKeyBinding.footer(at: session.screen.place).joined(separator: " · "), indent: 1
    ).map(style.dim)
  }

  private func render(_ notice: DemoSession.Notice) -> [String] {
    let title: String =
      switch notice.kind {
      case .success: style.green("✓ " + notice.title)
      case .info: style.cyan("• " + notice.title)
      case .error: style.red("✗ " + notice.title)
      }
    return [" " + title] + (notice.message.map { wrap($0, indent: 3) } ?? [])
  }

  // MARK: Text

  /// The plan and the core's status line for it: ("Pro Monthly", "Free trial:
  /// renews on January 8, 2026"), or ("Free plan", nil). Dates in UTC, in
  /// English, so scripts and tests read the same text anywhere.
  static func plan(of manager: SubscriptionManager) -> (title: String, detail: String?) {
    let wording = AppSubscriptions.wording
    let status = manager.subscriptionStatus(
      locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "UTC") ?? .current,
      wording: wording)
    if status.kind == .debugOverride { return (wording.premiumTitle, status.detail) }
    guard status.kind != .free,
      let productID = manager.customerInfo?.entitlements[AppSubscriptions.entitlement]?
        .productIdentifier
    else { return (wording.freeTitle, nil) }
    let title =
      manager.offerings?.all.values.flatMap(\.availablePackages)
      .first { $0.storeProduct.productIdentifier == productID }?.storeProduct.localizedTitle
      ?? productID
    return (title, status.detail)
  }

  /// Whether the store's customer info grants the entitlement (whatever the
  /// debug override says).
  static func isEntitled(_ manager: SubscriptionManager) -> Bool {
    manager.customerInfo?.entitlements[AppSubscriptions.entitlement]?.isActive == true
  }

  /// The plan on one line, for the log: "Pro Monthly · Renews on February 8, 2026".
  static func planSummary(of manager: SubscriptionManager) -> String {
    let plan = plan(of: manager)
    return ([plan.title] + (plan.detail.map { [$0] } ?? [])).joined(separator: " · ")
  }

  /// "2026-01-08 09:00 UTC" (store time, always UTC so scripts compare).
  static func format(_ date: Date, time: Bool = true) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    let day = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    return time ? day + " \(two(parts.hour)):\(two(parts.minute)) UTC" : day
  }

  private func rule(title: String? = nil) -> String {
    guard let title else { return style.dim(String(repeating: "─", count: width)) }
    return style.dim(
      "── " + title + " " + String(repeating: "─", count: max(0, width - title.count - 4)))
  }

  private func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(1, columns - Style.visibleWidth(text)))
  }

  private func clip(_ text: String, _ columns: Int) -> String {
    text.count <= columns ? text : String(text.prefix(columns - 1)) + "…"
  }

  private func wrap(_ text: String, indent: Int) -> [String] {
    let limit = width - indent
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > limit {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { String(repeating: " ", count: indent) + $0 }
  }
}

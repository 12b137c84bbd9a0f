import Foundation
import SubscriptionKit

/// Renders the demo's screen as lines of at most 80 columns: a pure function
/// of the session, so scripted runs and tests see exactly what a person sees.
@MainActor
struct DemoScreen {
  let session: DemoSession
  let style: Style
  let isInteractive: Bool
  var width = 80
  var logLines = 6

  /// Every line of the screen. With `rows`, the log pane takes what the rest
  /// leaves (at least one line), so the screen fits the terminal.
  func lines(rows: Int? = nil) -> [String] {
    var main: [String]
    switch session.screen {
    case .home: main = home()
    case .paywall(let prompt): main = paywall(prompt: prompt)
    case .debug: main = debug()
    case .help: main = help()
    case .keys: main = keys()
    }
    if let notice = session.notice { main += [""] + render(notice) }
    let footer = footer()
    let logCount = rows.map { max(1, $0 - main.count - footer.count - 4) } ?? logLines
    let recent = session.log.suffix(logCount)
    let screen =
      [header(), rule()] + main + [rule(title: "Log")]
      + recent.map { " " + style.dim(clip($0, width - 1)) }
      + Array(repeating: "", count: max(0, logCount - recent.count))
      + [rule()] + footer
    // Product names, user IDs and file names come from files and people:
    // nothing in them may reach the terminal as a control character.
    return screen.map(style.sanitize)
  }

  // MARK: Screens

  private func header() -> String {
    let plan = session.manager.isPremium ? style.green("Pro") : style.yellow("Free plan")
    let left = " " + style.bold("InvoiceApp") + " · " + plan
    let right = Self.format(session.now)
    return pad(left, to: width - Style.visibleWidth(right)) + style.dim(right)
  }

  private func home() -> [String] {
    let gate = session.gate
    let invoices = InvoiceAppModel.invoices
    var lines: [String] = [""]
    switch gate.access(to: invoices) {
    case .unlimited:
      lines.append(" Invoices: unlimited with Pro")
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
    lines.append("")
    for (key, feature) in [
      ("n", invoices), ("t", InvoiceAppModel.templates), ("p", InvoiceAppModel.payments),
      ("f", InvoiceAppModel.reports),
    ] {
      let lock = gate.canUse(feature) ? "" : style.dim("  locked · Pro")
      lines.append("   [\(key)] \(title(of: feature))" + lock)
    }
    lines.append("")
    lines.append(
      session.manager.isPremium
        ? "   [r] Restore purchases" : "   [u] Upgrade to Pro    [r] Restore purchases")
    return lines
  }

  private func paywall(prompt: UpgradePrompt?) -> [String] {
    var lines: [String] = [""]
    switch session.manager.paywallState {
    case .loading:
      return lines + [" Loading plans…"]
    case .failed(let error):
      return lines + [
        " " + style.red(error.title), " " + error.message, "", "   [u] Retry    [esc] Close",
      ]
    case .ready(let content):
      lines.append(" " + style.bold(prompt?.title ?? content.title))
      if let message = prompt?.message ?? content.subtitle { lines += wrap(message, indent: 1) }
      if let benefits = prompt?.benefits, !benefits.isEmpty {
        lines += wrap("✓ " + benefits.joined(separator: "  ✓ "), indent: 1).map(style.green)
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
        lines.append(isSelected ? style.bold(line) : line)
      }
      lines.append("")
      let action = isInteractive ? "[enter]" : "buy:"
      lines.append(
        "   \(action) " + style.inverse(" \(content.callToAction) ")
          + "    [r] \(content.restoreTitle)    [esc] Close")
      lines.append("")
      lines += wrap(content.legalText, indent: 1).map(style.dim)
      lines += wrap(
        "\(content.termsOfService.title): \(content.termsOfService.url.absoluteString)  ·  "
          + "\(content.privacyPolicy.title): \(content.privacyPolicy.url.absoluteString)", indent: 1
      ).map(style.dim)
      return lines
    }
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
      + DemoAction.keyHelp.map { "  " + $0 }
  }

  private func footer() -> [String] {
    guard isInteractive else { return [style.dim(" Type a command per line; 'help' lists them.")] }
    if case .paywall = session.screen {
      return [
        style.dim(" ↑↓/1-9 choose · enter buy · r restore · esc close · ! fail next · q quit")
      ]
    }
    return [
      style.dim(" Store: d/m/y +day/period/year · c/e cancel/resume · b/v billing issue/fix"),
      style.dim("        x refund · ! fail next · i reinstall · l customer · g debug · ? · q quit"),
    ]
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

  private func title(of feature: Feature) -> String {
    switch feature {
    case InvoiceAppModel.invoices: "New invoice"
    case InvoiceAppModel.templates: "Custom templates"
    case InvoiceAppModel.payments: "Payment integration"
    default: "Financial reports"
    }
  }

  /// The plan and the core's status line for it: ("Pro Monthly", "Free trial:
  /// renews on January 8, 2026"), or ("Free plan", nil). Dates in UTC, in
  /// English, so scripts and tests read the same text anywhere.
  static func plan(of manager: SubscriptionManager) -> (title: String, detail: String?) {
    let status = manager.subscriptionStatus(
      locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "UTC") ?? .current)
    guard status.kind != .free,
      let productID = manager.customerInfo?.entitlements[InvoiceAppModel.entitlement]?
        .productIdentifier
    else { return ("Free plan", nil) }
    let title =
      manager.offerings?.all.values.flatMap(\.availablePackages)
      .first { $0.storeProduct.productIdentifier == productID }?.storeProduct.localizedTitle
      ?? productID
    return (title, status.detail)
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

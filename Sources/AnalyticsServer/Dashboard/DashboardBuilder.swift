import Foundation
import SubscriptionAnalytics

/// Asks the store for every dashboard metric over one range and turns the
/// answers into a `DashboardPage`: the headline row, then the panels.
enum DashboardBuilder {
  /// The panels, in order: which metrics each shows and how.
  static let panels:
    [(
      id: String, title: String, caption: String, style: DashboardPanel.Style, metrics: [MetricName]
    )] = [
      (
        "mrr", "MRR",
        "Monthly recurring revenue of active paid subscriptions, at each period's end.", .line,
        [.mrr]
      ),
      (
        "mrr_movement", "MRR movement",
        "How MRR changed in each period: the net movement (line), and the parts it is made of.",
        .stacked,
        [.mrrNew, .mrrReactivation, .mrrExpansion, .mrrContraction, .mrrChurned, .mrrMovement]
      ),
      (
        "actives", "Active subscriptions",
        "Paid subscriptions active at each period's end (trials excluded).", .line, [.actives]
      ),
      (
        "trials", "Trials", "Free trials running at each period's end, and started in the period.",
        .line, [.trials, .trialsNew]
      ),
      (
        "churn", "Churn",
        "Churned actives minus resubscriptions, over actives at the period's start.", .line,
        [.churn]
      ),
      (
        "trial_funnel", "Trial conversion funnel",
        "Trials of the customers first seen in the range: converted to paid, still pending, abandoned.",
        .funnel, [.trialsConverted, .trialsPending, .trialsAbandoned]
      ),
      (
        "revenue", "Revenue", "Gross revenue net of refunds, and proceeds after the store's share.",
        .bars, [.revenue, .proceeds]
      ),
      (
        "refunds", "Refunds", "Paid transactions of the period that were refunded, over them.",
        .line, [.refundRate]
      ),
      (
        "ltv", "Cohorts: realized LTV",
        "Revenue so far of customers first seen in each period, per customer and per paying customer.",
        .bars, [.ltvPerCustomer, .ltvPerPayingCustomer]
      ),
      (
        "retention", "Cohorts: subscription retention",
        "Of the monthly subscriptions that first paid the standard price in each period (rows), "
          + "the share that paid billing cycle 0, 1, 2, … (percent; the latest 12 cohorts and their "
          + "first 12 cycles, the CSV has all).",
        .grid, [.subscriptionRetention]
      ),
    ]

  /// The headline row's metrics, in order.
  static let headlineMetrics: [MetricName] = [.mrr, .arr, .actives, .trials, .revenue, .churn]
  /// The headline metrics summed over their period (the others are snapshots).
  static let flowHeadlines: Set<MetricName> = [.revenue, .churn]

  /// Metric names for people.
  static let titles: [MetricName: String] = [
    .mrr: "MRR", .arr: "ARR", .actives: "Active subscriptions", .trials: "Active trials",
    .activesNew: "New paid subscriptions", .trialsNew: "New trials", .revenue: "Revenue",
    .proceeds: "Proceeds", .churn: "Churn", .trialConversionRate: "Trial conversion",
    .trialsConverted: "Converted", .trialsPending: "Pending", .trialsAbandoned: "Abandoned",
    .refundRate: "Refund rate", .customersNew: "New customers", .ltvPerCustomer: "Per customer",
    .ltvPerPayingCustomer: "Per paying customer", .mrrMovement: "Net movement",
    .mrrNew: "New", .mrrExpansion: "Expansion", .mrrContraction: "Contraction",
    .mrrChurned: "Churned", .mrrReactivation: "Reactivation",
    .subscriptionRetention: "Retention",
  ]

  static func page(store: AnalyticsStore, request: MetricRequest) throws -> DashboardPage {
    let names = Array(Set(panels.flatMap(\.metrics) + headlineMetrics))
      .filter { $0 != .subscriptionRetention }.sorted { $0.rawValue < $1.rawValue }
    let queries = try request.queries(names)
    var answers = Dictionary(
      uniqueKeysWithValues: zip(names, try store.metrics(queries)).map { ($0, $1) })
    // The grid is asked for apart: a range too long for it leaves the rest.
    var retentionProblem: String?
    do {
      answers[.subscriptionRetention] = try store.metric(
        request.queries([.subscriptionRetention])[0])
    } catch let error as AnalyticsError where error.code == .invalidQuery {
      retentionProblem = error.message
    }
    guard let first = queries.first else {
      return DashboardPage(title: "Subscription analytics", subtitle: "", panels: [])
    }
    let context = Context(resolution: first.resolution, now: request.now)
    let range = "\(day(first.from)) to \(day(first.to)), per \(first.resolution.rawValue)"
    let filters = ["product", "store", "country", "entitlement", "currency", "environment"]
      .compactMap { key in request.parameters[key].map { "\(key) \($0)" } }
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
    func pair(_ key: String, _ value: String) -> String {
      key + "=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }
    // An experiment's link keeps the dashboard's token and environment.
    let carried = ["environment", "token"].compactMap { key in
      request.parameters[key].map { pair(key, $0) }
    }
    let query = carried.isEmpty ? "" : "?" + carried.joined(separator: "&")
    var notice: DashboardNotice?
    if first.environment == .production, try !store.hasEvents(environment: .production),
      try store.hasEvents(environment: .sandbox)
    {
      // Simulated and StoreKit-testing events are sandbox: say where they are
      // (the same page, every other parameter kept).
      let sandbox =
        request.parameters.filter { $0.key != "environment" }.sorted { $0.key < $1.key }
        .map { pair($0.key, $0.value) } + ["environment=sandbox"]
      notice = DashboardNotice(
        text: "No production events yet; the sandbox has some.",
        link: DashboardLink(
          title: "Show the sandbox", href: "/?" + sandbox.joined(separator: "&")))
    }
    let links = try store.experimentIDs().map { id in
      DashboardLink(
        title: id,
        href: "/experiments/" + (id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id)
          + query)
    }
    var page = DashboardPage(
      title: "Subscription analytics",
      subtitle: ([range] + filters).joined(separator: " · "),
      panels: panels.map { panel in
        let metrics = panel.metrics.compactMap { answers[$0] }
        switch panel.style {
        case .funnel:
          return DashboardPanel(
            id: panel.id, title: panel.title, caption: panel.caption, style: .funnel,
            series: [funnel(metrics)])
        case .grid:
          return DashboardPanel(
            id: panel.id, title: panel.title, caption: panel.caption, style: .grid, series: [],
            problem: retentionProblem,
            cohorts: (metrics.first?.cohorts ?? []).map {
              DashboardCohortRow(
                date: $0.date,
                period: DashboardFormat.period($0.date, resolution: first.resolution, short: true),
                size: $0.size,
                values: $0.values.map { "\($0)" })
            })
        default:
          return DashboardPanel(
            id: panel.id, title: panel.title, caption: panel.caption, style: panel.style,
            series: metrics.map { context.series($0) })
        }
      }, links: links, notice: notice)
    page.headlines = headlineMetrics.compactMap { name in
      answers[name].flatMap { context.headline(name, $0) }
    }
    page.form = DashboardRangeForm(
      from: day(first.from), to: day(first.to), resolution: first.resolution.rawValue,
      hidden: request.parameters.filter { !["from", "to", "resolution"].contains($0.key) })
    page.csvQuery = request.parameters.filter { $0.key != "table" }.sorted { $0.key < $1.key }
      .map { pair($0.key, $0.value) }.joined(separator: "&")
    page.unrecognizedNotice = try store.unrecognizedValues().summary().map {
      "Events with values this version does not know are stored; \($0)"
        + " (see /healthz; ?environment=NAME shows an environment)."
    }
    return page
  }

  /// One bar per stage: each metric's total over the range, with all trials first.
  static func funnel(_ stages: [MetricSeries]) -> ChartSeries {
    let totals = stages.map { stage in
      (stage.metric, stage.points.reduce(Decimal(0)) { $0 + $1.value })
    }
    let all = totals.reduce(Decimal(0)) { $0 + $1.1 }
    let rows = [("trials_new", all)] + totals
    let labels = [
      "trials_new": "Trials", "trials_converted": "Converted", "trials_pending": "Pending",
      "trials_abandoned": "Abandoned",
    ]
    return ChartSeries(
      name: "trials", unit: "count",
      points: rows.map { name, total in
        .init(
          label: labels[name] ?? name, value: NSDecimalNumber(decimal: total).doubleValue,
          text: "\(total)", shown: DashboardFormat.value(total, unit: "count"))
      }, title: "Trials")
  }

  private static func day(_ date: Date) -> String {
    let parts = MetricRequest.utc.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}

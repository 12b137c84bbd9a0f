import Foundation
import SubscriptionAnalytics

/// Asks the store for every dashboard metric over one range and turns the
/// answers into a `DashboardPage`.
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
        "Trials started in the range: converted to paid, still pending, abandoned.", .funnel,
        [.trialsNew, .trialsConverted, .trialsPending, .trialsAbandoned]
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
        "Of subscriptions that first paid in each period, the share still active.", .line,
        [.subscriptionRetention]
      ),
    ]

  static func page(store: AnalyticsStore, request: MetricRequest) throws -> DashboardPage {
    let names = Array(Set(panels.flatMap(\.metrics))).sorted { $0.rawValue < $1.rawValue }
    // The page draws retention's series, never its cohort grid: not asked for.
    let queries = try request.queries(names).map { query in
      var query = query
      query.includesCohorts = false
      return query
    }
    let answers = Dictionary(
      uniqueKeysWithValues: zip(names, try store.metrics(queries)).map { ($0, $1) })
    let first = queries.first
    let range =
      first.map { "\(day($0.from)) to \(day($0.to)), per \($0.resolution.rawValue)" } ?? ""
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
    if first?.environment == .production, try !store.hasEvents(environment: .production),
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
        guard panel.style == .funnel else {
          return DashboardPanel(
            id: panel.id, title: panel.title, caption: panel.caption, style: panel.style,
            series: metrics.map(chartSeries))
        }
        return DashboardPanel(
          id: panel.id, title: panel.title, caption: panel.caption, style: .funnel,
          series: [funnel(metrics)])
      }, links: links, notice: notice)
    page.unrecognizedNotice = try store.unrecognizedValues().summary().map {
      "Events with values this version does not know are stored; \($0)"
        + " (see /healthz; ?environment=NAME shows an environment)."
    }
    return page
  }

  /// A metric's series as the chart draws it; the table shows the exact decimal.
  static func chartSeries(_ series: MetricSeries) -> ChartSeries {
    ChartSeries(
      name: series.metric, unit: series.unit,
      points: series.points.map {
        // A value that is not a number (amounts stored before ingest bounded
        // them) is drawn as 0 and shown as "n/a", never "NaN".
        .init(
          label: $0.date,
          value: $0.value.isFinite ? NSDecimalNumber(decimal: $0.value).doubleValue : 0,
          text: $0.value.isFinite ? "\($0.value)" : "n/a")
      })
  }

  /// One bar per stage: each metric's total over the range.
  static func funnel(_ stages: [MetricSeries]) -> ChartSeries {
    let labels = [
      "trials_new": "Started", "trials_converted": "Converted", "trials_pending": "Pending",
      "trials_abandoned": "Abandoned",
    ]
    return ChartSeries(
      name: "trials", unit: "count",
      points: stages.map { stage in
        let total = stage.points.reduce(Decimal(0)) { $0 + $1.value }
        return .init(
          label: labels[stage.metric] ?? stage.metric,
          value: NSDecimalNumber(decimal: total).doubleValue,
          text: "\(total)")
      })
  }

  private static func day(_ date: Date) -> String {
    let parts = MetricRequest.utc.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}

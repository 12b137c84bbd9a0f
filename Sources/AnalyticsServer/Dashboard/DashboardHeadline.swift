/// One number of the dashboard's headline row: a metric's latest value and
/// its change against the period before.
package struct DashboardHeadline: Sendable, Hashable {
  /// The metric's key (`mrr`), in the element's id.
  package var id: String
  /// The name for people (`MRR`).
  package var title: String
  /// The latest value, formatted (`$8,094.00`).
  package var value: String
  /// The change against the previous period (`+12.5%`, `−1.20 pts`); nil
  /// when there is no previous period or it was zero.
  package var change: String?
  /// What the value is and what it is compared with (`Feb 2026 so far, vs Jan 2026`).
  package var detail: String

  /// Creates a headline.
  package init(id: String, title: String, value: String, change: String?, detail: String) {
    self.id = id
    self.title = title
    self.value = value
    self.change = change
    self.detail = detail
  }
}

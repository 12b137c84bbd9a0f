/// A link the dashboard shows under its heading (an experiment's page).
public struct DashboardLink: Sendable, Hashable {
  /// The text.
  public var title: String
  /// Where it goes (a path on this server).
  public var href: String

  /// Creates a link.
  public init(title: String, href: String) {
    self.title = title
    self.href = href
  }
}

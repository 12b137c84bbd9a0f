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

/// A line under the dashboard's heading that points somewhere else: "no
/// production events yet; the sandbox has some".
public struct DashboardNotice: Sendable, Hashable {
  /// The sentence.
  public var text: String
  /// Where to look instead.
  public var link: DashboardLink

  /// Creates a notice.
  public init(text: String, link: DashboardLink) {
    self.text = text
    self.link = link
  }
}

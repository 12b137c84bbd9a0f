/// A link the dashboard shows under its heading (an experiment's page).
package struct DashboardLink: Sendable, Hashable {
  /// The text.
  package var title: String
  /// Where it goes (a path on this server).
  package var href: String

  /// Creates a link.
  package init(title: String, href: String) {
    self.title = title
    self.href = href
  }
}

/// A line under the dashboard's heading that points somewhere else: "no
/// production events yet; the sandbox has some".
package struct DashboardNotice: Sendable, Hashable {
  /// The sentence.
  package var text: String
  /// Where to look instead.
  package var link: DashboardLink

  /// Creates a notice.
  package init(text: String, link: DashboardLink) {
    self.text = text
    self.link = link
  }
}

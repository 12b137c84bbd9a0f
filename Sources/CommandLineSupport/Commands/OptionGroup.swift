/// Options shown together in help under one heading, declared once and
/// shared by every command that takes them (the store folder, the database).
package struct OptionGroup: Sendable, Equatable {
  /// The heading help shows above them; `nil` shows them under "Options:".
  package var title: String?
  /// The options, in the order help lists them.
  package var options: [CommandOption]
  /// Text help prints after the group's options (limits, notes).
  package var note: String?

  /// A group of `options` under `title`, with `note` after them.
  package init(_ title: String, _ options: [CommandOption], note: String? = nil) {
    self.title = title
    self.options = options
    self.note = note
  }

  /// Options shown under "Options:", with `note` after them.
  package init(_ options: [CommandOption], note: String? = nil) {
    self.title = nil
    self.options = options
    self.note = note
  }
}

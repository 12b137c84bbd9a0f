/// A token range of one Swift file: a member's declaration (`var body`, a
/// method) or a whole type, as the paywall analysis reaches it.
struct CodeSegment: Sendable, Hashable {
  /// Index of the file in `ProjectIndex.swiftSources`.
  var source: Int
  /// The first token.
  var start: Int
  /// The last token (inclusive).
  var end: Int
  /// The type whose member this is (bare names inside resolve against it), or
  /// `""` for a top-level function.
  var owner: String
  /// The member's name (`body`, `restoreButton`, `init`), or `""`.
  var name: String
  /// Whether the member is wired to a control by Interface Builder (`@IBAction`).
  var isAction = false
  /// Whether the member is a property (`var`/`let`), stored or computed.
  var isProperty = false
  /// Whether the member overrides a superclass method (`override func viewDidLoad`).
  var isOverride = false
  /// Whether the member is an `@IBOutlet`: its `didSet` runs when the
  /// storyboard connects it (`restoreButton.addTarget(…)` there wires a control).
  var isOutlet = false
}

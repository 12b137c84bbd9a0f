/// What a source file is to the project: built into the app, built into tests,
/// or not built at all.
package enum FileRole: String, Sendable, Hashable {
  /// Built into an app, extension or framework target (or a Swift package's `Sources`).
  case app
  /// Built only into a test target (or a Swift package's `Tests`).
  case test
  /// In no target and no synchronized folder: the project does not build it.
  case unbuilt
}

/// Whether the app was built for debugging or for release.
///
/// Some checks depend on it: a `test_` API key is refused in a release build,
/// and the debug premium override does not exist there.
public enum BuildConfiguration: String, Sendable, Hashable, Codable {
  case debug
  case release

  /// The configuration this code was compiled in.
  public static var current: BuildConfiguration {
    #if DEBUG
      .debug
    #else
      .release
    #endif
  }
}

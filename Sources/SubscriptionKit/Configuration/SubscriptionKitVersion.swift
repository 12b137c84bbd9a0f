/// The version of SubscriptionKit and its tools, in one place.
///
/// `subkit --version` and `subkit-analytics --version` print it; anything
/// else that reports a version (a user agent, a `--help` header) reads it
/// here, so a release changes one line.
///
/// ```swift
/// print(SubscriptionKitVersion.current)  // "0.9.0"
/// ```
public enum SubscriptionKitVersion {
  /// The version of this release, as semantic versioning writes it.
  public static let current = "0.9.0"
}

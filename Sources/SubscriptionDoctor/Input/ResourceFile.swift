/// Resource files an app bundles that may carry a credential by mistake:
/// JSON configuration, `.strings` and string catalogs, `.env` files and key
/// files (`.p8`, `.pem`). The paywall rules also read the localized strings.
enum ResourceFile {
  /// Whether a file with this name is read for secrets.
  static func mayHoldSecrets(_ name: String) -> Bool {
    (name.hasSuffix(".json") && name != DoctorConfiguration.fileName
      && name != "Package.resolved" && name != "Contents.json")
      || name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") || name == ".env"
      || name.hasPrefix(".env.")
      || name.hasSuffix(".p8") || name.hasSuffix(".pem")
  }
}

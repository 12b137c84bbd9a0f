/// The certificate extensions Apple's verifier looks for (ASSL `AppStoreOIDPolicy`).
public enum AppleOID {
  /// Carried by the intermediate certificate (Apple Worldwide Developer Relations).
  public static let intermediate = "1.2.840.113635.100.6.2.1"
  /// Carried by the signing leaf (App Store receipt signing).
  public static let leaf = "1.2.840.113635.100.6.11.1"
}

/// Shapes from the fifth round on real apps, part A (docs/doctor-rules.md,
/// "Fifth round A"): each false alarm, written small, beside the twin that
/// must still fire.
extension RecallCase {
  static let fifthRoundACases: [RecallCase] = [
    bundleInfoPlistCase(
      "a debug symbols bundle's Info.plist (Helper.xpc.dSYM/Contents/Info.plist) is the bundle's, not an unused app Info.plist",
      bundlePlists: [
        "Frameworks/Updater.Downloader.xpc.dSYM/Contents/Info.plist": [
          ("CFBundleIdentifier", "com.apple.xcode.dsym.Updater.Downloader"),
          ("CFBundlePackageType", "dSYM"),
        ]
      ]),
    RecallCase(
      name:
        "a Codable offer payload whose server sends the price text is no copy of the store's products; a plain offer struct is",
      rule: .planTypeWithPrice,
      fires: [
        "App/SubscriptionOffer.swift": """
        import Foundation

        struct SubscriptionOffer: Identifiable {
          let id: String
          let title: String
          let price: String
        }

        """
      ],
      correct: [
        "App/SubscriptionOffer.swift": """
        import Foundation

        struct SubscriptionOffer: Codable {
          let title: String?
          let incentive: String?
          let incentivePrice: String?
          let buttonText: String
        }

        """
      ],
      file: "App/SubscriptionOffer.swift"),
  ]
}

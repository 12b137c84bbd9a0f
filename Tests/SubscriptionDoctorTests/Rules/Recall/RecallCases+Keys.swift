/// Key, entitlement, plan-model and state-broadcast mistakes from real apps.
extension RecallCase {
  static let publicKey = "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg"

  static let secretsCases: [RecallCase] = [
    RecallCase(
      name: "Config.swift says not to commit it; the only ignore rule is in a nested folder",
      rule: .secretsNotIgnored,
      fires: [
        "App/Config.swift":
          "// Do not commit this file: it holds our RevenueCat key.\nenum Config {\n  static let revenueCat = \"\(publicKey)\"\n}\n",
        "App/Generated/.gitignore": "Config.swift\n",
      ],
      correct: [
        "App/Config.swift":
          "// Do not commit this file: it holds our RevenueCat key.\nenum Config {\n  static let revenueCat = \"\(publicKey)\"\n}\n",
        "App/.gitignore": "Config.swift\n",
      ]),
    RecallCase(
      name: "a key in apiKeys.swift", rule: .secretsNotIgnored,
      fires: ["App/apiKeys.swift": "let revenueCatKey = \"\(publicKey)\"\n"],
      correct: [
        "App/apiKeys.swift": "let revenueCatKey = \"\(publicKey)\"\n",
        ".gitignore": "apiKeys.swift\n",
      ]),
    RecallCase(
      name: "a key in RevenueCatKeys.plist", rule: .secretsNotIgnored,
      fires: [
        "App/RevenueCatKeys.plist":
          "<plist><dict><key>APIKey</key><string>\(publicKey)</string></dict></plist>"
      ],
      correct: [
        "App/RevenueCatKeys.plist":
          "<plist><dict><key>APIKey</key><string>\(publicKey)</string></dict></plist>",
        ".gitignore": "*Keys.plist\n",
      ]),
    RecallCase(
      name: "a negation re-includes the key file", rule: .secretsNotIgnored,
      fires: [
        "Config/Secrets.xcconfig": "REVENUECAT_API_KEY = \(publicKey)\n",
        ".gitignore": "*.xcconfig\n!Secrets.xcconfig\n",
      ],
      correct: [
        "Config/Secrets.xcconfig": "REVENUECAT_API_KEY = \(publicKey)\n",
        ".gitignore": "!Secrets.xcconfig\nConfig/\n!Config/Secrets.xcconfig\n",
      ]),
  ]

  static let placeholderCases: [RecallCase] = [
    "YOUR_API_KEY", "YOUR_REVENUECAT_API_KEY", "<your key>", "appl_XXXX", "REPLACE_ME",
  ].map { placeholder in
    RecallCase(
      name: "\"\(placeholder)\" in a constant passed to Purchases.configure",
      rule: .placeholderAPIKey,
      fires: [
        "App/AppDelegate.swift":
          "import RevenueCat\nenum Keys { static let rc = \"\(placeholder)\" }\nfunc setUp() {\n  Purchases.configure(withAPIKey: Keys.rc)\n}\n"
      ],
      correct: [
        "App/AppDelegate.swift":
          "import RevenueCat\nenum Keys { static let rc = Bundle.main.object(forInfoDictionaryKey: \"RevenueCatAPIKey\") as? String ?? \"\" }\nlet greeting = \"Replace me with your name\"\nfunc setUp() {\n  Purchases.configure(withAPIKey: Keys.rc)\n}\n"
      ])
  }

  static let entitlementCases: [RecallCase] = [
    RecallCase(
      name: "a declared constant plus the literal repeated in views and helpers",
      rule: .entitlementIDLiteral,
      fires: [
        "App/Constants.swift": "enum Constants {\n  static let entitlementID = \"Pro\"\n}\n",
        "App/ProBadge.swift":
          "import SwiftUI\nstruct ProBadge: View {\n  let info: CustomerInfo\n  var body: some View {\n    if info.entitlements[\"Pro\"]?.isActive == true { Text(\"PRO\") }\n  }\n}\n",
        "App/Helpers.swift":
          "func isPro(_ entitlement: EntitlementInfo) -> Bool { entitlement.identifier == \"Pro\" }\n",
      ],
      correct: [
        "App/Constants.swift": "enum Constants {\n  static let entitlementID = \"Pro\"\n}\n",
        "App/ProBadge.swift":
          "import SwiftUI\nstruct ProBadge: View {\n  let info: CustomerInfo\n  var body: some View {\n    if info.entitlements[Constants.entitlementID]?.isActive == true { Text(\"PRO\") }\n  }\n}\n",
        "App/Helpers.swift":
          "func isPro(_ entitlement: EntitlementInfo) -> Bool { entitlement.identifier == Constants.entitlementID }\n",
      ])
  ]

  static let planCases: [RecallCase] = [
    RecallCase(
      name: "a struct mirroring a store product with price and currency", rule: .planTypeWithPrice,
      fires: [
        "App/SubscriptionOption.swift":
          "import Foundation\nstruct SubscriptionOption: Identifiable {\n  let id: String\n  let price: String\n  let priceAmount: Decimal\n  let currencyCode: String\n}\n"
      ],
      correct: [
        "App/SubscriptionOption.swift":
          "import RevenueCat\nstruct SubscriptionOption: Identifiable {\n  let package: Package\n  var id: String { package.identifier }\n  var price: String { package.storeProduct.localizedPriceString }\n}\n"
      ])
  ]

  static let notificationCases: [RecallCase] = [
    RecallCase(
      name: "a Combine sink chain copying entitlement state", rule: .notificationSubscriptionState,
      fires: [
        "App/Settings.swift":
          "import Combine\nfinal class SettingsModel {\n  var cancellables = Set<AnyCancellable>()\n  var showsAds = true\n  init(store: PremiumStore) {\n    store.$isPremium.sink { [weak self] premium in self?.showsAds = !premium }.store(in: &cancellables)\n  }\n}\n"
      ],
      correct: [
        "App/Settings.swift":
          "import Combine\nfinal class SettingsModel {\n  var cancellables = Set<AnyCancellable>()\n  var query = \"\"\n  init(search: SearchField) {\n    search.$text.sink { [weak self] text in self?.query = text }.store(in: &cancellables)\n  }\n}\n"
      ]),
    RecallCase(
      name: "an ObservableObject with @Published isPremium is not a broadcast",
      rule: .notificationSubscriptionState,
      fires: [
        "App/PremiumStore.swift":
          "import Combine\nfinal class PremiumStore: ObservableObject {\n  let premiumChanged = PassthroughSubject<Bool, Never>()\n  @Published var isPremium = false\n}\n"
      ],
      correct: [
        "App/PremiumStore.swift":
          "import Combine\nfinal class PremiumStore: ObservableObject {\n  @Published var isPremium = false\n}\n"
      ]),
  ]
}

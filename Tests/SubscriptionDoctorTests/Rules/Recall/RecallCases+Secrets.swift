/// Server credentials recognised by shape (issue 29 §2), in every file an app
/// ships: Swift, xcconfig, property lists and bundled resources.
extension RecallCase {
  // Spliced so this file never holds a key-shaped literal itself.
  static let stripeLive = "sk_" + "live_51HxQ2mZp4LrT7vB3nHs8wYc1FgK9dQ"
  static let stripeTest = "sk_" + "test_51HxQ2mZp4LrT7vB3nHs8wYc1FgK9dQ"
  static let stripeRestricted = "rk_" + "live_51HxQ2mZp4LrT7vB3nHs8wYc1FgK9dQ"
  static let capitalSecret = "sk_" + "QWERTYUIOPASDFGHJKLZXCVBNM"
  static let webhookSecret = "whsec_" + "Mn8bV4cX2zL6kJ9hG3fD5sA7pO1iUyTr"
  static let openRouterKey =
    "sk-" + "or-v1-" + "5634e09e51a34f1b2c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f901234567"
  static let huggingFaceToken = "hf_" + "fRCObQZtPNYx3kQ9mB2nT5pL8wRaZ7vVc"

  static let secretShapeCases: [RecallCase] = [
    RecallCase(
      name: "a Stripe live secret key in Swift", rule: .secretAPIKey,
      fires: [
        "App/Payments.swift": "enum Payments {\n  static let stripeKey = \"\(stripeLive)\"\n}\n"
      ],
      correct: [
        "App/Payments.swift":
          "enum Payments {\n  static let stripeKey = \"pk_live_51HxQ2mZp4LrT7vB3nHs8wYc1FgK9dQ\"\n}\n"
      ]),
    RecallCase(
      name: "a Stripe test secret key in a Release xcconfig", rule: .secretAPIKey,
      fires: ["Config/Release.xcconfig": "STRIPE_SECRET = \(stripeTest)\n"],
      correct: [
        "Config/Release.xcconfig": "STRIPE_PUBLISHABLE = pk_test_51HxQ2mZp4LrT7vB3nHs8wYc1FgK9dQ\n"
      ]),
    RecallCase(
      name: "an all-caps RevenueCat secret key in a Release xcconfig", rule: .secretAPIKey,
      fires: ["Config/Release.xcconfig": "REVENUECAT_SECRET = \(capitalSecret)\n"],
      correct: ["Config/Release.xcconfig": "REVENUECAT_SECRET = sk_YOUR_SECRET_KEY_HERE\n"]),
    RecallCase(
      name: "a Stripe restricted key in an Info.plist", rule: .secretAPIKey,
      fires: [
        "App/Info.plist":
          "<plist><dict><key>StripeKey</key><string>\(stripeRestricted)</string></dict></plist>"
      ],
      correct: [
        "App/Info.plist":
          "<plist><dict><key>StripeKey</key><string>$(STRIPE_PUBLISHABLE_KEY)</string></dict></plist>"
      ]),
    RecallCase(
      name: "a webhook secret in a bundled JSON config", rule: .secretAPIKey,
      fires: [
        "App/Resources/config.json":
          "{\n  \"apiBase\": \"https://api.subkit.dev\",\n  \"webhookSecret\": \"\(webhookSecret)\"\n}\n"
      ],
      correct: [
        "App/Resources/config.json": "{\n  \"apiBase\": \"https://api.subkit.dev\"\n}\n"
      ]),
    RecallCase(
      name: "an App Store Connect private key bundled as a .p8", rule: .secretAPIKey,
      fires: [
        "App/Resources/AuthKey_ABC123.p8":
          "-----BEGIN "
          + "PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg\n-----END PRIVATE KEY-----\n"
      ],
      correct: ["App/Resources/README.txt": "Keys live on the server.\n"]),
    RecallCase(
      name: "a push certificate with its private key committed as a .p12", rule: .secretAPIKey,
      fires: [
        "App/Certificates/Push Notification Certificate.p12":
          "0\u{82}\u{0B}\u{13}\u{02}\u{01}\u{03}",
        "App/App.swift": "import SwiftUI\n",
      ],
      correct: [
        ".gitignore": "*.p12\n",
        "App/Certificates/Push Notification Certificate.p12":
          "0\u{82}\u{0B}\u{13}\u{02}\u{01}\u{03}",
        "Vendor/openssl/test/certs/server.pfx": "0\u{82}",
        "App/App.swift": "import SwiftUI\n",
      ]),
    RecallCase(
      name: "an AI chat app's OpenRouter key in Swift", rule: .secretAPIKey,
      fires: [
        "App/Chat/ChatService.swift":
          "struct ChatService {\n  private let apiKey = \"\(openRouterKey)\"\n}\n"
      ],
      correct: [
        "App/Chat/ChatService.swift":
          "struct ChatService {\n  private let apiKey = \"sk-or-v1-YOUR_OPENROUTER_KEY_GOES_HERE\"\n}\n"
      ]),
    RecallCase(
      name: "a Hugging Face token in an Info.plist", rule: .secretAPIKey,
      fires: [
        "App/Info.plist":
          "<plist><dict><key>HFToken</key><string>\(huggingFaceToken)</string></dict></plist>"
      ],
      correct: [
        "App/Info.plist":
          "<plist><dict><key>GoogleAPIKey</key><string>AIzaSyD3kQ9xV7mB2nT5pL8wRaZ3kQ9xV7mB2n</string></dict></plist>"
      ]),
    RecallCase(
      name: "prose about Stripe keys is not a key", rule: .secretAPIKey,
      fires: ["App/Copy.swift": "let k = \"\(stripeLive)\"\n"],
      correct: [
        "App/Copy.swift":
          "let help = \"Never put sk_live_ keys in the app; they belong on your server.\"\n"
      ]),
  ]
}

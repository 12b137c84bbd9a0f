import Foundation
import Testing

@testable import SubscriptionDoctor

/// The server credentials chat and AI apps embed (seven apps of rounds 94–102
/// held OpenRouter, OpenAI, DeepSeek, Hugging Face, Google OAuth or Telegram
/// credentials in code or an Info.plist, and none was flagged), beside the
/// keys made to ship in apps and the placeholders tutorials leave.
struct ServerSecretShapeTests {
  /// A generated body of `count` characters from `alphabet`, the same on every run.
  private static func body(_ count: Int, _ alphabet: String = "aZ3kQ9xV7mB2nT5pL8wR") -> String {
    let characters = Array(alphabet)
    return String((0..<count).map { characters[($0 * 7 + $0 / 3) % characters.count] })
  }

  // Spliced so this file never holds a key-shaped literal itself.
  private static let hex = "0123456789abcdef"
  static let credentials: [(text: String, name: String)] = [
    ("sk-" + "or-v1-" + body(64, hex), "OpenRouter API key"),
    ("sk-" + body(20) + "T3Blbk" + "FJ" + body(20), "OpenAI-style API key"),
    ("sk-" + body(32, hex), "OpenAI-style API key"),
    ("sk-" + "proj-" + body(40) + "-" + body(30), "OpenAI API key"),
    ("sk-" + "svcacct-" + body(40), "OpenAI API key"),
    ("gsk" + "_" + body(52), "Groq API key"),
    ("xai" + "-" + body(80), "xAI API key"),
    ("pplx" + "-" + body(48), "Perplexity API key"),
    ("hf" + "_" + body(34), "Hugging Face token"),
    ("r8" + "_" + body(37), "Replicate API token"),
    ("gho" + "_" + body(36), "GitHub OAuth token"),
    ("glpat" + "-" + body(20), "GitLab token"),
    ("GOCSPX" + "-" + body(12) + "-" + body(15), "Google OAuth client secret"),
    ("sk" + ".eyJ" + body(60) + "." + body(22), "Mapbox secret token"),
    ("7500780332" + ":AA" + body(33), "Telegram bot token"),
  ]

  @Test("AI providers', code hosts' and bots' server credentials are found by shape")
  func credentialsAreFound() {
    for (text, name) in Self.credentials {
      for context in ["\(text)", "let apiKey = \"\(text)\"", "Authorization: Bearer \(text)"] {
        #expect(ServerSecret.find(in: context).map(\.name) == [name], "\(context)")
      }
    }
  }

  @Test("Keys made to ship, placeholders, prose and words ending in a prefix are not credentials")
  func lookalikesAreQuiet() {
    let quiet = [
      // Google's API keys ship in every GoogleService-Info.plist.
      "AIza" + "SyD" + Self.body(32),
      // Mapbox's and Stripe's publishable keys.
      "pk" + ".eyJ" + Self.body(60) + "." + Self.body(22),
      "pk_live_" + Self.body(40),
      // Placeholders.
      "sk-or-v1-YOUR_OPENROUTER_API_KEY_GOES_HERE_PLEASE",
      "sk-" + "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
      "let key = \"sk-...\" // your OpenAI key",
      "hf_your_hugging_face_token_here_please_replace",
      // A prefix inside a longer word, a short body, a dashed slug.
      "task-" + Self.body(40, Self.hex),
      "desk-" + Self.body(40),
      "sk-" + Self.body(20),
      "sk-learn-scikit-learn-is-a-python-library-for-ml",
      // Times, ratios and a Telegram-like id whose second half is no token.
      "Opens 09:30–18:00, 1234567890:AB" + Self.body(33),
      "12345678:AA" + Self.body(10),
      "id 123456:AA" + Self.body(33),
    ]
    for text in quiet {
      #expect(ServerSecret.find(in: text).isEmpty, "\(text)")
    }
  }

  @Test("A report never repeats a dashed credential's body, in text, JSON or SARIF")
  func reportsRedactDashedCredentials() {
    let openRouter = Self.credentials[0].text
    let telegram = Self.credentials.last!.text
    let files = [
      "App/ChatService.swift": """
      import Foundation

      enum ChatService {
        static let apiKey = "\(openRouter)"
        static let botToken = "\(telegram)"
      }

      """
    ]
    let findings = Fixtures.findings(files: files).filter { $0.rule == .secretAPIKey }
    #expect(findings.map(\.line) == [4, 5])
    #expect(findings.contains { $0.message.contains("OpenRouter API key \"sk-or-v1-…\"") })
    #expect(findings.contains { $0.message.contains("Telegram bot token \"7500780332:…\"") })
    // A message quoting the literal itself (as a price or drift message
    // quotes code) is redacted by every renderer.
    let quoting = Finding(
      rule: .hardcodedPrice, file: "App/ChatService.swift", line: 4,
      message: "The literal \"\(openRouter)\" and \"\(telegram)\" are shown.")
    for rendered in [
      TextRenderer(useColor: false).render([quoting]), JSONRenderer.render([quoting]),
      SARIFRenderer.render([quoting]),
    ] {
      #expect(!rendered.contains(String(openRouter.suffix(20))))
      #expect(!rendered.contains(String(telegram.suffix(20))))
    }
    #expect(
      KeyRedactor.redactKeys(in: "Found \(openRouter) and \(telegram).")
        == "Found sk-or-v1-… and 7500780332:….")
  }
}

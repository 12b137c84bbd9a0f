import Testing

@testable import SubscriptionDoctor

/// Edge cases of the rules, on in-memory files (no disk): what must fire and
/// what must not.
struct PrecisionTests {
  private let testKey = "test_Qw3rTy7uIo9pAs2dFg4hJk6lZx"

  private func rules(_ files: [String: String]) -> [RuleID] {
    Fixtures.findings(files: files).map(\.rule)
  }

  @Test("A test key in the #else of #if DEBUG ships in Release")
  func testKeyInElseBranch() {
    let source = "#if DEBUG\nlet a = \"\(testKey)\"\n#else\nlet b = \"\(testKey)\"\n#endif\n"
    let findings = Fixtures.findings(files: ["App/Keys.swift": source])
    #expect(findings.filter { $0.rule == .testKeyInRelease }.map(\.line) == [4])
  }

  @Test("A configure wrapper called from two places fires")
  func wrapperCalledTwice() {
    let manager =
      "final class Manager {\n  func configure() {\n    Purchases.configure(withAPIKey: key)\n  }\n}\n"
    let app =
      "struct A {\n  init() { Manager.shared.configure() }\n}\nstruct B {\n  func go() { Manager.shared.configure() }\n}\n"
    #expect(
      rules(["App/Manager.swift": manager, "App/App.swift": app]).contains(.configureCalledTwice))
    let once = "struct A {\n  init() { Manager.shared.configure() }\n}\n"
    #expect(rules(["App/Manager.swift": manager, "App/App.swift": once]).isEmpty)
  }

  @Test("Configure inside .onAppear fires")
  func configureInOnAppear() {
    let view =
      "struct Root: View {\n  var body: some View {\n    Text(\"x\").onAppear {\n      Purchases.configure(withAPIKey: key)\n    }\n  }\n}\n"
    #expect(rules(["App/Root.swift": view]) == [.configureCalledTwice])
  }

  @Test("Keys are redacted to their prefix in every message")
  func redaction() {
    let findings = Fixtures.findings(files: ["App/A.swift": "let k = \"\(testKey)\"\n"])
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(!finding.message.contains("Qw3rTy"))
    }
  }

  @Test("Secrets.swift that git ignores is fine; tracked, it fires")
  func secretsSwift() {
    let secrets =
      "enum Secrets {\n  static let revenueCatAPIKey = \"appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg\"\n}\n"
    #expect(rules(["App/Secrets.swift": secrets]) == [.secretsNotIgnored])
    #expect(
      Fixtures.findings(files: ["App/Secrets.swift": secrets, ".gitignore": "Secrets.swift\n"])
        .isEmpty)
  }

  @Test("A NotificationCenter observer for app lifecycle is not subscription state")
  func lifecycleNotification() {
    let source =
      "let o = NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil) { _ in }\n"
    #expect(rules(["App/A.swift": source]).isEmpty)
  }

  @Test("A paywall composed of subviews that show restore and legal links passes")
  func composedPaywall() {
    let paywall = """
      struct Paywall: View {
        var body: some View {
          Button("Buy") { Task { await manager.purchase(package) } }
          Text(package.storeProduct.localizedPriceString)
          Footer()
        }
      }
      struct Footer: View {
        var body: some View {
          Button("Restore") { Task { await manager.restore() } }
          Link("Terms", destination: terms)
          Link("Privacy", destination: privacy)
        }
      }
      """
    #expect(rules(["App/Paywall.swift": paywall]).isEmpty)
  }
}

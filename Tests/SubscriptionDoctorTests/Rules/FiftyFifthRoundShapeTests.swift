import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the fifty-fourth and fifty-fifth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire.
struct FiftyFifthRoundShapeTests {
  /// Findings for a UIKit paywall whose stack composes a legal footer view
  /// (a `UIStackView` subclass) whose buttons open the terms and run
  /// `privacyAction`, presenting from the root screen reached as a namespace.
  private static func composedFooter(privacyAction: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func applicationDidFinishLaunching(_ application: UIApplication) {
          window?.rootViewController = BuyController()
        }
      }

      """,
      "App/TermsView.swift": """
      import UIKit
      import SafariServices

      final class TermsView: UIStackView {
        private let termsButton = UIButton()
        private let privacyButton = UIButton()
        static let termsURL = URL(string: "https://example.com/terms")!
        static let privacyURL = URL(string: "https://example.com/privacy")!

        init() {
          let row = UIStackView([termsButton, privacyButton])
          super.init(frame: .zero)
          addArrangedSubview(row)
          termsButton.setTitle("Terms of Service", for: .normal)
          privacyButton.setTitle("Privacy Policy", for: .normal)
          termsButton.addAction(.init(handler: { _ in
            RootController.instance.present(SFSafariViewController(url: Self.termsURL), animated: true)
          }), for: .touchUpInside)
          privacyButton.addAction(.init(handler: { _ in
            \(privacyAction)
          }), for: .touchUpInside)
        }
        required init(coder: NSCoder) { fatalError() }
      }

      /// The app's root screen, reached as a namespace: its own settings
      /// button opens the privacy policy, which the paywall does not show.
      final class RootController: UIViewController {
        static let instance = RootController()
        override func viewDidLoad() {
          super.viewDidLoad()
          let settings = UIButton()
          settings.addAction(.init(handler: { _ in
            UIApplication.shared.open(URL(string: "https://example.com/privacy")!)
          }), for: .touchUpInside)
          view.addSubview(settings)
        }
      }

      """,
      "App/BuyController.swift": """
      import UIKit
      import StoreKit

      class BuyController: UIViewController {
        var product: Product?
        override func viewDidLoad() {
          super.viewDidLoad()
          setup()
        }
      }

      private extension BuyController {
        func setup() {
          let buyButton = UIButton()
          let restoreButton = UIButton()
          restoreButton.setTitle("Restore", for: .normal)

          let mainStack = UIStackView(axis: .vertical, [
            UIView(),
            buyButton,
            restoreButton,
            TermsView()
          ])
          view.addSubview(mainStack)
          Task {
            product = try? await Product.products(for: ["app.pro.monthly"]).first
            buyButton.setTitle("\\(product?.displayPrice ?? "") / month", for: .normal)
          }
          buyButton.addAction(.init(handler: { [weak self] _ in
            guard let product = self?.product else { return }
            Task { _ = try? await product.purchase() }
          }), for: .touchUpInside)
          restoreButton.addAction(.init(handler: { _ in
            Task { try? await AppStore.sync() }
          }), for: .touchUpInside)
        }
      }

      """,
    ])
  }

  @Test("A legal footer view composed inline in a stack's array opens what its buttons open")
  func composedLegalFooter() {
    let opening = Self.composedFooter(
      privacyAction:
        "RootController.instance.present(SFSafariViewController(url: Self.privacyURL), animated: true)"
    )
    #expect(!opening.contains { $0.rule == .paywallMissingLegalLinks }, "\(opening)")
    #expect(!opening.contains { $0.rule == .paywallMissingRestore }, "\(opening)")
    let silent = Self.composedFooter(privacyAction: "print(\"privacy\")")
    #expect(silent.filter { $0.rule == .paywallMissingLegalLinks }.count == 1, "\(silent)")
  }

  /// Plan-type findings for a product-shaped struct conforming to `conformance`.
  private static func productMessage(_ conformance: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct BrowserApp: App {
        var body: some Scene { WindowGroup { Text("Browser").task { await WebPurchase().send() } } }
      }

      struct SubscriptionOptionCost\(conformance) {
        let displayPrice: String
        let recurrence: String
      }

      final class WebPurchase {
        func send() async {
          guard let product = try? await Product.products(for: ["browser.pro.monthly"]).first
          else { return }
          let cost = SubscriptionOptionCost(displayPrice: product.displayPrice, recurrence: "monthly")
          _ = try? await product.purchase()
          print(cost)
        }
      }

      """
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("A product-shaped message the app encodes for a web page is a payload; a plain copy is not")
  func encodedProductMessage() {
    #expect(Self.productMessage(": Encodable").isEmpty)
    #expect(Self.productMessage("").count == 1, "\(Self.productMessage(""))")
  }

  @Test("A nested UIKit class named View is not what a SwiftUI paywall's `some View` composes")
  func nestedClassNamedView() {
    let findings = Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { PlansView() } }
      }

      struct PlansView: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("Pro — \\(product?.displayPrice ?? "") per month")
            Button("Subscribe") { Task { _ = try? await product?.purchase() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Link("Terms of Use", destination: URL(string: "https://example.com/terms")!)
          }
          .task { product = try? await Product.products(for: ["shop.pro.monthly"]).first }
        }
      }

      struct AttributedText: UIViewRepresentable {
        func makeUIView(context: Context) -> View { View() }
        func updateUIView(_ view: View, context: Context) {}

        final class View: UITextView {
          override func didMoveToWindow() {
            let privacy = UIButton()
            privacy.setTitle("Privacy Policy", for: .normal)
            privacy.addAction(UIAction { _ in
              UIApplication.shared.open(URL(string: "https://example.com/privacy")!)
            }, for: .touchUpInside)
            addSubview(privacy)
          }
        }
      }

      """
    ])
    #expect(findings.filter { $0.rule == .paywallMissingLegalLinks }.count == 1, "\(findings)")
  }

  @Test("Switching to a tab is navigation; the subscription's status is state")
  func switchToTab() {
    #expect(!NotificationSubscriptionStateRule.isStateName("switchToSubscriptionTab"))
    #expect(!NotificationSubscriptionStateRule.isStateName("premiumTab"))
    #expect(NotificationSubscriptionStateRule.isStateName("subscriptionStatusChanged"))
  }

  @Test("A post spread over two lines is one broadcast")
  func postOverTwoLines() {
    let findings = Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct GymApp: App {
        var body: some Scene { WindowGroup { Text("Gym").task { await Store().refresh() } } }
      }

      final class Store {
        func refresh() async {
          for await _ in Transaction.currentEntitlements {}
          NotificationCenter.default.post(
            name: Notification.Name("subscriptionStatusChanged"),
            object: nil
          )
        }
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState }
    #expect(findings.count == 1, "\(findings)")
  }
}

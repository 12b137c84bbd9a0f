import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the ninety-second round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct NinetySecondRoundShapeTests {
  /// The arguments of the first call of `name` in `code`.
  private static func arguments(of name: String, in code: String) -> CallArguments? {
    guard let tokens = try? SwiftTokenizer.tokenize(code) else { return nil }
    guard let offset = tokens.firstIndex(where: { $0.is(name) }) else { return nil }
    return CallArguments(tokens, calledAt: offset)
  }

  /// The parameters of the function `declaration` declares.
  private static func parameters(_ declaration: String) -> [FunctionParameter] {
    guard let tokens = try? SwiftTokenizer.tokenize(declaration + " {}"),
      let open = tokens.firstIndex(where: { $0.is("(") }),
      let close = tokens.closingBracket(of: open)
    else { return [] }
    return tokens.parameters(from: open, to: close)
  }

  @Test("A brace opening a closure's signature is a trailing closure, not a statement's body")
  func closureSignatureIsTrailingClosure() throws {
    let buy = Self.parameters("func purchase(_ product: Product) async throws -> Transaction?")
    let fills = { (call: String) throws -> Bool in
      try #require(Self.arguments(of: "purchase", in: call)).fills(buy)
    }
    // A closure the one-parameter function cannot take: no call of it.
    #expect(try !fills("purchase(product) { [weak self] result in self?.done(result) }"))
    #expect(try !fills("purchase(product) { result in print(result) }"))
    #expect(try !fills("purchase(product) { [weak self] in self?.done() }"))
    #expect(try !fills("purchase(product) { (result: Result<Int, Error>) in print(result) }"))
    #expect(try !fills("purchase(product) { a, b in print(a, b) }"))
    #expect(try !fills("purchase(product) { _ in }"))
    // A brace that may open a statement's body still may.
    #expect(try fills("if purchase(product) { done() }"))
    #expect(try fills("if purchase(product) { for item in items { print(item) } }"))
    #expect(try fills("if purchase(product) { [a, b].forEach { print($0) } }"))
  }

  /// Known-issue notes about purchasing for a UIKit app whose paywall buys
  /// through `SubscriptionManager.purchase(_:completion:)` written as `call`,
  /// beside a copied `Store` whose own `purchase(_:)` nothing else calls.
  private static func purchaseNotePaths(call: String) -> [String] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "SubscriptionManager.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "PaywallViewController()",
        extra: """
          final class PaywallViewController: UIViewController {
            var products: [Product] = []
            let store = Store()

            @objc func buy() {
              guard let product = products.first else { return }
              \(call)
            }
          }
          """),
      "App/SubscriptionManager.swift": """
      import StoreKit

      final class SubscriptionManager {
        static let shared = SubscriptionManager()

        func purchase(_ product: Product, completion: @escaping (Result<Transaction, Error>) -> Void) {
          Task {
            let result = try await product.purchase()
            if case .success(.verified(let transaction)) = result { completion(.success(transaction)) }
          }
        }
      }

      """,
      "App/Store.swift": """
      import StoreKit

      final class Store {
        func purchase(_ product: Product) async throws -> Transaction? {
          let result = try await product.purchase()
          if case .success(.verified(let transaction)) = result { return transaction }
          return nil
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase") }
      .compactMap(\.file)
  }

  @Test("A trailing closure with a signature calls the overload that takes it, not the other")
  func trailingClosureChoosesOverload() {
    let managerOnly = Self.purchaseNotePaths(
      call: "SubscriptionManager.shared.purchase(product) { [weak self] result in _ = self }")
    #expect(!managerOnly.isEmpty)
    #expect(managerOnly.allSatisfy { $0 == "App/SubscriptionManager.swift" }, "\(managerOnly)")
    // The copied store's own purchase, called, is reached too.
    let both = Self.purchaseNotePaths(call: "Task { _ = try await store.purchase(product) }")
    #expect(both.contains("App/Store.swift"))
  }
}

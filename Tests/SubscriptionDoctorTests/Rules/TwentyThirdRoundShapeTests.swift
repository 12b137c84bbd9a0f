import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-third round's measurement (docs/doctor-rules.md,
/// "Twenty-third round").
struct TwentyThirdRoundShapeTests {
  @Test(
    "Registering a transaction observer with add(…) is no purchase, however it is spelled; adding a payment is"
  )
  func observerRegistrationIsNoPurchase() {
    func purchaseNotes(_ call: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Shop"),
        "Sources/Shop/Launch.swift": """
        import StoreKit

        final class Launch {
          let purchaseObserver = IAPHelper()
          func start(_ payment: SKPayment) {
            \(call)
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase sheet") }
    }
    #expect(
      purchaseNotes(
        "SKPaymentQueue.default().add(purchaseObserver as SKPaymentTransactionObserver)") == 0)
    #expect(purchaseNotes("SKPaymentQueue.default().add(IAPHelper.shared)") == 0)
    #expect(purchaseNotes("SKPaymentQueue.default().add(self)") == 0)
    #expect(purchaseNotes("SKPaymentQueue.default().add(payment)") == 1)
    #expect(purchaseNotes("SKPaymentQueue.default().add(SKPayment(product: product))") == 1)
  }

  /// A store declaring `declaration` in an extension of `Notification.Name`,
  /// and posting it when `posts`.
  private static func store(_ declaration: String, posts: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "App/IAPUtility.swift": """
      import StoreKit

      final class IAPUtility {
        func finish() {
          \(posts ? "NotificationCenter.default.post(name: .didPurchaseProduct, object: nil)" : "")
        }
      }

      extension Notification.Name {
        \(declaration)
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test(
    "A computed notification name is one declaration, reported once; one nothing posts or observes is not reported"
  )
  func notificationNameDeclarations() {
    let computed = """
      static var didPurchaseProduct: Notification.Name {
          return Notification.Name("didPurchaseProduct")
        }
      """
    let stored = "static let didPurchaseProduct = Notification.Name(\"didPurchaseProduct\")"
    #expect(
      Self.store(computed, posts: true).count { $0.message.contains("Notification name") } == 1)
    #expect(Self.store(computed, posts: true).count == 2)
    #expect(Self.store(stored, posts: true).count == 2)
    #expect(Self.store(computed, posts: false).isEmpty)
    #expect(Self.store(stored, posts: false).isEmpty)
  }
}

extension TwentyThirdRoundShapeTests {
  @Test(
    "Purchase code in a method nothing calls meets no known issue; once something calls it, or outside an app, it does"
  )
  func purchaseInUncalledMethod() {
    func purchaseNotes(caller: String, entryPoint: Bool = true) -> Int {
      let files = [
        "Package.swift": Fixtures.iOSAppManifest("Shop"),
        "Sources/Shop/PurchaseManager.swift": """
        import StoreKit

        final class PurchaseManager: NSObject, SKPaymentTransactionObserver {
          static let shared = PurchaseManager()
          func startWithProduct(product: SKProduct) {
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
          func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
        }

        """,
        "Sources/Shop/ShopApp.swift": """
        import StoreKit

        \(entryPoint ? "@main" : "")
        struct ShopApp {
          static func main() { buy(SKProduct()) }
          static func buy(_ product: SKProduct) {
            \(caller)
          }
        }

        """,
      ]
      return Fixtures.findings(files: files).count {
        $0.rule == .knownStoreKitIssue && $0.message.contains("purchase sheet")
      }
    }
    #expect(purchaseNotes(caller: "print(product)") == 0)
    #expect(purchaseNotes(caller: "PurchaseManager.shared.startWithProduct(product: product)") == 1)
    #expect(purchaseNotes(caller: "print(product)", entryPoint: false) == 1)
  }
}

extension TwentyThirdRoundShapeTests {
  @Test(
    "A delegate method StoreKit calls is never uncalled: unlabelled, named after its delegating object (Swift 2), or in an extension adding the conformance"
  )
  func delegateMethodsAreCalledByTheFramework() {
    func loadNotes(_ helper: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Shop"),
        "Sources/Shop/ShopApp.swift": """
        @main
        struct ShopApp {
          static func main() { Helper.shared.load() }
        }

        """,
        "Sources/Shop/Helper.swift": """
        import StoreKit

        final class Helper: NSObject {
          static let shared = Helper()
          func load() {
            let request = SKProductsRequest(productIdentifiers: ["coins"])
            request.start()
          }
        }

        \(helper)

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("load products") }
    }
    #expect(
      loadNotes(
        """
        extension Helper: SKProductsRequestDelegate {
          func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
            print(response.products)
          }
        }
        """) == 1)
    #expect(
      loadNotes(
        """
        extension Helper: SKProductsRequestDelegate {
          func productsRequest(request: SKProductsRequest, didReceiveResponse response: SKProductsResponse) {
            print(response.products)
          }
        }
        """) == 1)
    #expect(
      loadNotes(
        """
        extension Helper {
          func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
            print(response.products)
          }
        }
        extension Helper: SKProductsRequestDelegate {}
        """) == 1)
    // The app's own labelled method nothing calls never runs.
    #expect(
      loadNotes(
        """
        extension Helper: SKProductsRequestDelegate {
          func refresh(response: SKProductsResponse) { print(response.products) }
        }
        """) == 0)
  }
}

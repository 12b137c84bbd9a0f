import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the ninety-seventh round and left over from
/// the ninety-sixth (docs/doctor-rules.md), each beside the shape that must
/// still fire or stay quiet.
struct NinetySeventhRoundShapeTests {
  /// The purchase notes for an app whose store wrapper buys in an `@objc`
  /// method (`declaration`), with `launch` run at launch and `extra` files.
  private static func objCWrapperNotes(
    declaration: String = "@objc func buy(_ index: Int)", launch: String = "",
    extra: [String: String] = [:]
  ) -> [Finding] {
    Fixtures.purchaseNotes(
      files: [
        "Package.swift": Fixtures.iOSAppManifest("Timer"),
        "Sources/Timer/AppDelegate.swift": Fixtures.appDelegate(
          importing: ["SwiftyStoreKit", "UIKit"],
          launching: """
            let store = Store.shared
            let button = UIButton()
            \(launch)
            """),
        "Sources/Timer/Store.swift": """
        import SwiftyStoreKit
        import UIKit

        final class Store: NSObject {
          static let shared = Store()
          let ids = ["monthly", "yearly"]
          \(declaration) {
            SwiftyStoreKit.purchaseProduct(ids[index]) { result in print(result) }
          }
        }

        """,
      ].merging(extra) { $1 })
  }

  @Test("An `@objc` method nothing selects runs only when called by name")
  func unselectedObjCMethod() {
    // walkwalkB: `@objc func purchase(_:)` in a store wrapper nothing calls.
    #expect(Self.objCWrapperNotes().isEmpty)
    // Called by name, or selected by Swift, it runs.
    #expect(!Self.objCWrapperNotes(launch: "store.buy(0)").isEmpty)
    #expect(
      !Self.objCWrapperNotes(
        launch: "button.addTarget(store, action: #selector(Store.buy(_:)), for: .touchUpInside)"
      ).isEmpty)
    // A string spells its selector (Swift 2's `action: "buy:"`, `NSSelectorFromString`).
    #expect(
      !Self.objCWrapperNotes(launch: #"store.perform(NSSelectorFromString("buy:"), with: 0)"#)
        .isEmpty)
    // An interface file wires it as an action; Swift's `buyWith…:` name counts too.
    let storyboard = { (selector: String) in
      [
        "Sources/Timer/Main.storyboard": """
        <document><scenes><scene><objects>
        <button><connections><action selector="\(selector)" destination="x" eventType="touchUpInside" id="a"/></connections></button>
        </objects></scene></scenes></document>
        """
      ]
    }
    #expect(!Self.objCWrapperNotes(extra: storyboard("buy:")).isEmpty)
    #expect(
      !Self.objCWrapperNotes(
        declaration: "@objc func buy(index: Int)", extra: storyboard("buyWithIndex:")
      ).isEmpty)
    #expect(Self.objCWrapperNotes(extra: storyboard("restore:")).isEmpty)
    // Objective-C naming the class may send it anything.
    let objectiveC = { (text: String) in ["Sources/Timer/Bridge.m": text] }
    #expect(
      !Self.objCWrapperNotes(extra: objectiveC("[[Store shared] buy:0];\n")).isEmpty)
    #expect(Self.objCWrapperNotes(extra: objectiveC("[[Other shared] go];\n")).isEmpty)
    // Its own Objective-C name is what a selector spells: left callable.
    #expect(!Self.objCWrapperNotes(declaration: "@objc(buyAt:) func buy(_ index: Int)").isEmpty)
  }
}

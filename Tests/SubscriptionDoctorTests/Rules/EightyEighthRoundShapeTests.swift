import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes left open by the eighty-fifth round and met while measuring the
/// eighty-eighth (docs/doctor-rules.md), each beside the shape that must
/// still fire or stay quiet.
struct EightyEighthRoundShapeTests {
  /// `paywall-missing-restore` for a UIKit app launching from `Main.storyboard`,
  /// whose second scene (`DiscountViewController`, identifier `DiscountView`,
  /// reached by no segue) sells without Restore and makes itself in a static
  /// factory; the home screen's button runs `upgrade`.
  private static func discountSceneErrors(upgrade: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Info.plist": RecallCase.plist([("UIMainStoryboardFile", "Main")]),
      "App/Base.lproj/Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC1">
        <scenes>
          <scene sceneID="S1">
            <objects>
              <viewController id="VC1" customClass="HomeViewController" sceneMemberID="viewController"/>
            </objects>
          </scene>
          <scene sceneID="S2">
            <objects>
              <viewController storyboardIdentifier="DiscountView" id="VC2" customClass="DiscountViewController" sceneMemberID="viewController"/>
            </objects>
          </scene>
        </scenes>
      </document>

      """,
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      final class HomeViewController: UIViewController {
        @IBAction func upgrade(_ sender: UIButton) {
          \(upgrade)
        }
      }

      """,
      "App/DiscountViewController.swift": """
      import UIKit
      import StoreKit

      final class DiscountViewController: UIViewController {
        static func create() -> UIViewController {
          UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: "DiscountView")
        }

        @IBAction func buy(_ sender: UIButton) {
          let payment = SKMutablePayment()
          payment.productIdentifier = "app.premium.yearly"
          SKPaymentQueue.default().add(payment)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A storyboard scene only its own uncalled factory asks for is shown by nothing")
  func sceneOnlyItsOwnFactoryRequests() {
    #expect(
      Self.discountSceneErrors(
        upgrade: "/* present(DiscountViewController.create(), animated: true) */"
      ).isEmpty)
    #expect(
      Self.discountSceneErrors(upgrade: "present(DiscountViewController.create(), animated: true)")
        .count == 1)
    // Another type asking for the identifier creates the scene.
    #expect(
      Self.discountSceneErrors(
        upgrade:
          "present(storyboard!.instantiateViewController(withIdentifier: \"DiscountView\"), animated: true)"
      ).count == 1)
  }
}

import Testing

@testable import SubscriptionDoctor

/// Note-level shapes from the sixth round on real apps, part A
/// (docs/doctor-rules.md, "Sixth round A"), each beside the twin that must
/// still be noted. Error and warning shapes are `RecallCase.sixthRoundACases`.
@Suite("Doctor shapes from the sixth round A", .timeLimit(.minutes(10)))
struct SixthRoundAShapeTests {
  /// A Composable Architecture reducer starting its purchase feature with an action.
  private let menu = """
    import ComposableArchitecture

    @Reducer
    struct Menu {
      enum Action { case willAppear, purchase(Purchase.Action) }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .willAppear:
            return Effect.send(.purchase(.onAppear))
          case .purchase:
            return .none
          }
        }
      }
    }

    """

  /// The live purchase client buying through RevenueCat.
  private let purchaseClient = """
    import RevenueCat

    struct PurchaseClient {
      func purchase(_ package: Package) async throws -> Bool {
        let (_, _, cancelled) = try await Purchases.shared.purchase(package: package)
        return !cancelled
      }
    }

    """

  private func purchaseNotes(_ files: [String: String]) -> [Finding] {
    let sources = files.keys.map { String($0.dropFirst("App/".count)) }.sorted()
    var project = files
    project["App.xcodeproj/project.pbxproj"] = ProjectText.oneTarget(
      sources: sources, settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    return Fixtures.findings(files: project).filter {
      $0.rule == .knownStoreKitIssue && $0.message.contains("purchase")
    }
  }

  @Test("An implicit-member .purchase(…) action buys nothing; the real purchase call is noted")
  func implicitMemberPurchase() {
    let actionOnly = purchaseNotes(["App/Menu.swift": menu])
    #expect(actionOnly.isEmpty, "\(actionOnly)")
    let both = purchaseNotes(["App/Menu.swift": menu, "App/PurchaseClient.swift": purchaseClient])
    #expect(!both.isEmpty)
    #expect(both.allSatisfy { $0.file == "App/PurchaseClient.swift" }, "\(both)")
  }

  private func observableNotes(settings: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["Store.swift"], settings: settings),
      "App/Store.swift": """
      import StoreKit

      final class Store: ObservableObject {
        @Published private(set) var isPremium = false
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("@Observable is suggested only when every platform a target builds for has it")
  func observableAcrossPlatforms() {
    let multiplatform =
      "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"
    let macOS13 = observableNotes(settings: multiplatform + " MACOSX_DEPLOYMENT_TARGET = 13.0;")
    #expect(macOS13.isEmpty, "\(macOS13)")
    let macOS14 = observableNotes(settings: multiplatform + " MACOSX_DEPLOYMENT_TARGET = 14.0;")
    #expect(macOS14.map(\.severity) == [.note], "\(macOS14)")
    let iOSOnly = observableNotes(settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    #expect(iOSOnly.map(\.severity) == [.note], "\(iOSOnly)")
  }

  private func includeFindings(_ include: String) -> [Finding] {
    Fixtures.findings(files: [
      "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
      "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
      "Config/Project.xcconfig": "#include \"\(include)\"\nMARKETING_VERSION = 1.0\n",
      "Config/Secrets.example.xcconfig": "REVENUECAT_API_KEY = \n",
    ]).filter { $0.rule == .brokenXCConfigInclude }
  }

  @Test(
    "An include written from the wrong folder is an error though a template exists; the template's own copy is a note"
  )
  func includeFromTheWrongFolder() {
    // Inside Config/, "Config/Secrets.xcconfig" names Config/Config/Secrets.xcconfig;
    // the template's copy is Config/Secrets.xcconfig.
    let wrongFolder = includeFindings("Config/Secrets.xcconfig")
    #expect(wrongFolder.map(\.severity) == [.error], "\(wrongFolder)")
    #expect(wrongFolder.first?.message.contains("did you mean \"Secrets.xcconfig\"") == true)
    let copy = includeFindings("Secrets.xcconfig")
    #expect(copy.map(\.severity) == [.note], "\(copy)")
  }
}

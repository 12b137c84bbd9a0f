import Foundation
import SubscriptionKit
import SubscriptionKitRevenueCat
import os

#if DEBUG
  import StoreSimulator
#endif

/// Starts `SubscriptionManager.shared` once, at launch, on RevenueCat: in
/// Debug builds with a Test Store key (`test_…`, from `Secrets.debug.xcconfig`),
/// in Release with the App Store key. The StoreSimulator (the bundled
/// `InvoiceApp.storekit` and RevenueCat project `subscriptions.json`) is an
/// explicit opt-in for Debug builds: launch with `-SubscriptionKitSimulator`
/// (Edit Scheme > Run > Arguments); previews always use it.
@MainActor
enum SubscriptionSetup {
  /// The launch argument that runs a Debug build on the StoreSimulator.
  nonisolated static let simulatorArgument = "-SubscriptionKitSimulator"

  private static let logger = Logger(
    subsystem: "com.example.invoiceapp", category: "subscriptions")

  /// Why setup could not run.
  enum SetupError: Error {
    /// A bundled resource is missing from the app.
    case missingResource(String)
  }

  /// Configures the shared manager. On failure it stays unconfigured: the
  /// paywall then says so (with its Close button) instead of crashing.
  static func configure() {
    do {
      let backend: any PurchasesBackend
      #if DEBUG
        if ProcessInfo.processInfo.arguments.contains(simulatorArgument) {
          backend = try simulator(
            ledger: .file(try directory().appendingPathComponent("store.sqlite")))
        } else {
          backend = try RevenueCatBackend.configure(bundle: .main)
        }
      #else
        backend = try RevenueCatBackend.configure(bundle: .main)
      #endif
      SubscriptionManager.shared.configure(
        backend: backend, configuration: AppSubscriptions.configuration)
      SubscriptionManager.shared.debugPremiumOverride = debugPremiumOverride()
    } catch {
      logger.error(
        "Subscriptions are not configured: \(String(describing: error), privacy: .public)")
    }
  }

  /// The UserDefaults key of the debug premium toggle (Settings → Developer).
  /// Not isolated: the override reads it from a `@Sendable` closure.
  nonisolated static let debugPremiumKey = "debugPremiumEnabled"

  /// The DEBUG-only premium override: `ENABLE_DEBUG_PREMIUM=1` in the scheme's
  /// environment, or the toggle. Always off in Release builds.
  static func debugPremiumOverride() -> DebugPremiumOverride {
    DebugPremiumOverride(
      environment: ProcessInfo.processInfo.environment,
      persistedToggle: { UserDefaults.standard.bool(forKey: debugPremiumKey) })
  }

  /// Where free usage is counted between launches.
  static func usageMeter() -> UsageMeter {
    do {
      return UsageMeter(store: .directory(try directory()))
    } catch {
      logger.error("Usage is kept in memory: \(String(describing: error), privacy: .public)")
      return UsageMeter(store: .inMemory())
    }
  }

  /// `Application Support/InvoiceApp`, created if needed.
  private static func directory() throws -> URL {
    let base = try FileManager.default.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    let directory = base.appendingPathComponent("InvoiceApp", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  #if DEBUG
    /// The simulator in use, for the debug health panel.
    private(set) static var currentSimulator: StoreSimulator?

    /// The product→entitlement mapping of the simulated RevenueCat project.
    static var entitlementsByProduct: [String: [String]]? {
      currentSimulator?.project.entitlementMapping.products.mapValues(\.entitlements)
    }

    /// Configures the shared manager on an in-memory simulator, once, for previews.
    static func configureForPreviews() {
      guard currentSimulator == nil else { return }
      do {
        SubscriptionManager.shared.configure(
          backend: try simulator(ledger: .inMemory),
          configuration: AppSubscriptions.configuration)
      } catch {
        logger.error("Preview store failed: \(String(describing: error), privacy: .public)")
      }
    }

    /// A StoreSimulator on the bundled files; its ledger keeps purchases
    /// across launches when it is a file.
    private static func simulator(ledger: LedgerLocation) throws -> StoreSimulator {
      guard let storekit = Bundle.main.url(forResource: "InvoiceApp", withExtension: "storekit")
      else { throw SetupError.missingResource("InvoiceApp.storekit") }
      guard let project = Bundle.main.url(forResource: "subscriptions", withExtension: "json")
      else { throw SetupError.missingResource("subscriptions.json") }
      let simulator = try StoreSimulator.open(storekit: storekit, project: project, ledger: ledger)
      currentSimulator = simulator
      return simulator
    }
  #endif
}

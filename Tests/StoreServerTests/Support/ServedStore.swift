import AppleJWS
import Foundation
import HTTPCore
import StoreServer
import StoreSimulator
import SubscriptionKit
import TestSupport

/// A store on a ledger file in its own folder, answered as RevenueCat's API
/// in process (the handler the server runs, without a socket), with a wall
/// clock the test moves for the rate limits.
final class ServedStore: Sendable {
  static let publicKey = "appl_testPublicKey0123456789"
  static let secretKey = "sk_testSecretKey0123456789abcdefgh"
  static let start = Date(timeIntervalSince1970: 1_767_225_600)

  let folder: URL
  let store: StoreSimulator
  let api: RevenueCatAPI
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let storekit = root.appendingPathComponent("Examples/InvoiceApp/InvoiceApp.storekit")
  static let project = root.appendingPathComponent("Examples/InvoiceApp/subscriptions.json")
  static let fixtures = root.appendingPathComponent("Tests/SubscriptionKitTests/Fixtures")

  init(limits: RevenueCatRateLimits = .revenueCat, folder: URL? = nil) throws {
    self.folder = try folder ?? TemporaryFolders.make("subkit-rest")
    try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
    store = try Self.openStore(in: self.folder)
    let box = ClockBox()
    api = RevenueCatAPI(
      store: store, publicKey: Self.publicKey, secretKey: Self.secretKey, limits: limits,
      receiptVerifier: try RevenueCatAPI.receiptVerifier(for: try Self.chain(), now: { box.date }),
      now: { box.date })
    clockBox = box
  }

  private let clockBox: ClockBox

  /// The chain the served stores sign with (one for the test run: minting takes keys).
  static func chain() throws -> SigningChain {
    try chainOnce.get()
  }

  private static let chainOnce = Result {
    try SigningChain.mint(
      validFrom: Date(timeIntervalSince1970: 0), validUntil: Date(timeIntervalSince1970: 4e9))
  }

  /// Another simulator on the same ledger (another process, as far as the ledger knows).
  static func openStore(in folder: URL) throws -> StoreSimulator {
    try StoreSimulator(
      configuration: StoreKitConfiguration(contentsOf: storekit),
      project: SimulatorProject(contentsOf: project),
      ledger: .file(folder.appendingPathComponent("store.sqlite")), clock: .stopped(at: start))
  }

  /// Moves the wall clock the rate limits read.
  func advanceWallClock(seconds: TimeInterval) {
    clockBox.advance(seconds)
  }

  /// Answers a request as the server does: screened, then answered whole.
  func call(
    _ method: String, _ path: String, key: String? = ServedStore.secretKey,
    body: String? = nil, headers: [String: String] = [:], query: [String: String] = [:]
  ) -> HTTPResponse {
    var all = headers
    if let key { all["authorization"] = "Bearer \(key)" }
    var request = HTTPRequest(method: method, path: path, query: query, headers: all)
    let handler = RouteSet.combined([api.routeSet])
    if let early = handler.screen(request) { return early }
    request.body = Data((body ?? "").utf8)
    return handler.respond(request)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A settable wall clock.
final class ClockBox: @unchecked Sendable {
  // @unchecked because: `value` is guarded by `lock`.
  private let lock = NSLock()
  private var value = Date(timeIntervalSince1970: 1_800_000_000)

  var date: Date { lock.withLock { value } }

  func advance(_ seconds: TimeInterval) {
    lock.withLock { value = value.addingTimeInterval(seconds) }
  }
}

extension HTTPResponse {
  /// The body as a JSON object (empty when it is not one).
  var object: [String: Any] {
    (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
  }

  /// The value of the header named `name` (any case).
  func header(_ name: String) -> String? {
    headers.first { $0.0.lowercased() == name.lowercased() }?.1
  }
}

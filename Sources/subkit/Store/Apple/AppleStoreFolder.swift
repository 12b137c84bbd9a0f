import AppleJWS
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// An existing store folder opened for Apple's commands (`notifications`,
/// `apple-identity`, `deliver --apple`): the store, and the signer for its
/// environment (libcrypto loaded, the chain minted on first use).
struct AppleStoreFolder {
  let directory: URL
  let store: StoreSimulator

  /// The `--state` folder (default `.subkit/store`).
  static func directory(_ state: String?) -> URL {
    URL(fileURLWithPath: state ?? ".subkit/store").standardizedFileURL
  }

  /// Opens the store in `directory`.
  ///
  /// - Parameter creating: make a new store (the example's files) when there is none.
  /// - Throws: `SetupError` when there is no store and `creating` is false.
  init(directory: URL, creating: Bool, clock: SubscriptionClock) throws {
    let exists = FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("store.sqlite").path)
    guard exists || creating else {
      throw SetupError("no store in \(directory.path); create one with 'subkit store buy …'")
    }
    self.directory = directory
    store = try SimulatorSetup.open(
      storekit: nil, project: nil, start: nil, stateDirectory: directory, now: clock.now()
    ).store
  }

  /// The signer for the store's environment.
  func signer() throws -> AppleNotificationSigner {
    try LibCrypto.load()
    return try AppleNotificationSigner(
      stateFolder: directory, environment: store.appleEnvironment)
  }
}

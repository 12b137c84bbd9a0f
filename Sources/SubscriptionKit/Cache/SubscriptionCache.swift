import Foundation
import SubscriptionWire

/// The on-disk cache of customer info and offerings, kept per app user ID.
///
/// It follows RevenueCat's SDK: a value is fresh for `maxAge` (5 minutes),
/// then served stale while the manager revalidates it. The manager reads it
/// synchronously at launch, so `isPremium` and prices are right before any
/// backend call. A file that cannot be decoded (corrupt, or from an older
/// schema) is removed and reads as absent, so the next fetch replaces it.
///
/// Customer info is stored as RevenueCat's subscriber document and rebuilt on
/// read, so entitlement activity is decided again at the time it is read.
///
/// ```swift
/// let cache = SubscriptionCache(store: .directory(FileStore.defaultDirectory))
/// cache.customerInfo(for: userID, now: now)?.value.entitlements["pro"]?.isActive
/// ```
public struct SubscriptionCache: Sendable {
  /// How long a saved value counts as fresh: 5 minutes, as RevenueCat's.
  public static let defaultMaxAge: TimeInterval = 5 * 60
  /// How long a saved value counts as fresh while the app is in the
  /// background: 25 hours, as RevenueCat's (`CacheDuration`).
  public static let defaultBackgroundMaxAge: TimeInterval = 25 * 60 * 60

  /// Bumped when the stored shape changes; older files read as absent.
  static let schemaVersion = 1

  /// Where the files live.
  public var store: FileStore
  /// How long a saved value counts as fresh (in the foreground).
  public var maxAge: TimeInterval
  /// How long a saved value counts as fresh while the app is in the background.
  public var backgroundMaxAge: TimeInterval = SubscriptionCache.defaultBackgroundMaxAge
  /// Where failed writes and removals are reported (the manager's
  /// `storageDiagnostics`).
  public var diagnostics: StorageDiagnostics

  /// A cache in `store`, fresh for `maxAge` seconds, reporting failed writes to `diagnostics`.
  public init(
    store: FileStore, maxAge: TimeInterval = SubscriptionCache.defaultMaxAge,
    diagnostics: StorageDiagnostics = StorageDiagnostics()
  ) {
    self.store = store
    self.maxAge = maxAge
    self.diagnostics = diagnostics
  }

  /// The freshness window RevenueCat's device cache uses: `backgroundMaxAge`
  /// for a production build in the background, `maxAge` otherwise (sandbox
  /// builds revalidate every 5 minutes in both states).
  public func maxAge(isAppBackgrounded: Bool, environment: StoreEnvironment) -> TimeInterval {
    isAppBackgrounded && environment == .production ? backgroundMaxAge : maxAge
  }

  /// The cache in `FileStore.defaultDirectory`.
  public static var standard: SubscriptionCache {
    SubscriptionCache(store: .directory(FileStore.defaultDirectory))
  }

  /// A cache in memory (nothing survives the process): for tests and previews.
  ///
  /// It keeps the saved values themselves: with nothing to outlive the
  /// process there is nothing to encode (JSON-encoding each save was most of
  /// the cost of a purchase on the simulator).
  public static func inMemory() -> SubscriptionCache {
    var cache = SubscriptionCache(store: .inMemory())
    cache.values = Locked([:])
    return cache
  }

  /// The saved values by file name, for `inMemory()`; nil when saves go to `store`.
  private var values: Locked<[String: any Sendable]>?

  // MARK: The last customer

  /// The app user ID the app used last, so launch can read its cache before
  /// the backend answers.
  public func lastAppUserID() -> String? {
    guard let data = try? store.read(Self.lastAppUserIDFile), !data.isEmpty else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Remembers the app user ID in use.
  public func saveLastAppUserID(_ appUserID: String) {
    attempt("saving", Self.lastAppUserIDFile) {
      try store.write(Data(appUserID.utf8), Self.lastAppUserIDFile)
    }
  }

  // MARK: Customer info

  /// The cached customer info of `appUserID`, rebuilt at `now`.
  public func customerInfo(for appUserID: String, now: Date) -> CachedValue<CustomerInfo>? {
    read(SubscriberResponse.self, from: Self.customerInfoFile(appUserID)).map {
      CachedValue(value: CustomerInfo(response: $0.value, now: now), savedAt: $0.savedAt)
    }
  }

  /// Saves `info` as `appUserID`'s, fetched at `date`.
  public func save(_ info: CustomerInfo, for appUserID: String, at date: Date) {
    write(info.response, savedAt: date, to: Self.customerInfoFile(appUserID))
  }

  // MARK: Offerings

  /// The cached offerings (and intro eligibility) of `appUserID`.
  public func offerings(for appUserID: String) -> CachedValue<CachedOfferings>? {
    read(CachedOfferings.self, from: Self.offeringsFile(appUserID))
  }

  /// Saves offerings and eligibility as `appUserID`'s, fetched at `date`.
  public func save(_ offerings: CachedOfferings, for appUserID: String, at date: Date) {
    write(offerings, savedAt: date, to: Self.offeringsFile(appUserID))
  }

  /// Forgets everything cached for `appUserID`.
  public func clear(appUserID: String) {
    for file in [Self.customerInfoFile(appUserID), Self.offeringsFile(appUserID)] {
      values?.withLock { _ = $0.removeValue(forKey: file) }
      attempt("removing", file) { try store.remove(file) }
    }
  }

  // MARK: Files

  static let lastAppUserIDFile = "last-app-user-id"

  /// `customer-info.<SHA-256 of the app user ID>.json`: a hash, so IDs that
  /// differ only by case (`Bob`, `bob`) never share a file on a
  /// case-insensitive volume, and no ID's characters reach a file name.
  static func customerInfoFile(_ appUserID: String) -> String {
    "customer-info." + fileKey(appUserID) + ".json"
  }

  /// `offerings.<SHA-256 of the app user ID>.json` (see `customerInfoFile`).
  static func offeringsFile(_ appUserID: String) -> String {
    "offerings." + fileKey(appUserID) + ".json"
  }

  /// The part of a customer's file names that stands for their app user ID.
  package static func fileKey(_ appUserID: String) -> String {
    if let key = fileKeys.withLock({ $0[appUserID] }) { return key }
    let key = SHA256.hex(Array(appUserID.utf8))
    fileKeys.withLock { keys in
      // A handful of customers per process; a population run keeps it bounded.
      if keys.count >= 256 { keys.removeAll(keepingCapacity: true) }
      keys[appUserID] = key
    }
    return key
  }

  /// Recent `fileKey` answers: the manager saves on every update, and hashing
  /// the same ID again each time showed in profiles.
  private static let fileKeys = Locked<[String: String]>([:])

  /// Runs a write; a failure is reported to `diagnostics`, never thrown: a
  /// cache that cannot be written is only a slower next launch.
  private func attempt(_ action: String, _ file: String, _ body: () throws -> Void) {
    do { try body() } catch { diagnostics.record(action, file: file, error: error) }
  }

  private struct Envelope<Value: Codable & Sendable>: Codable, Sendable {
    var schemaVersion: Int
    var savedAt: Date
    var value: Value
  }

  private func read<Value: Codable & Sendable>(_ type: Value.Type, from name: String)
    -> CachedValue<Value>?
  {
    if let values {
      let envelope = values.withLock { $0[name] } as? Envelope<Value>
      return envelope.map { CachedValue(value: $0.value, savedAt: $0.savedAt) }
    }
    guard let data = try? store.read(name) else { return nil }
    guard let envelope = try? JSONDecoder().decode(Envelope<Value>.self, from: data),
      envelope.schemaVersion == Self.schemaVersion
    else {
      // Corrupt or from another schema: drop it so the next fetch rewrites it.
      attempt("removing", name) { try store.remove(name) }
      return nil
    }
    return CachedValue(value: envelope.value, savedAt: envelope.savedAt)
  }

  private func write<Value: Codable & Sendable>(_ value: Value, savedAt: Date, to name: String) {
    let envelope = Envelope(schemaVersion: Self.schemaVersion, savedAt: savedAt, value: value)
    if let values {
      values.withLock { $0[name] = envelope }
      return
    }
    attempt("saving", name) { try store.write(try JSONEncoder().encode(envelope), name) }
  }
}

import Foundation
import SQLiteSupport
import SubscriptionKit

/// The simulator's synchronous heart: engine, state, ledger and clock together.
///
/// Every change goes through `perform`: catch up on what the clock made due,
/// run one engine step, commit it. If the engine or the ledger fails half way,
/// the in-memory state is rebuilt from the ledger, so memory never runs ahead
/// of disk. Used under `StoreSimulator`'s lock only.
final class SimulatorCore {
  let engine: LifecycleEngine
  let ledger: Ledger
  let document: SubscriberDocument
  private let clock: SimulatorClock
  private let rate: Double
  var state: EngineState
  private(set) var currentAppUserID: String
  private var origin: Date
  var skipped: TimeInterval
  var processed: Date
  /// App users whose customer info changed since the last `takeAffectedUsers()`.
  var affected: Set<String> = []

  init(
    catalog: Catalog, location: LedgerLocation, clock: SimulatorClock,
    options: StoreSimulatorOptions
  ) throws {
    let settings = catalog.configuration.settings
    engine = LifecycleEngine(
      catalog: catalog,
      policy: LifecyclePolicy(
        isGracePeriodEnabled: options.isBillingGracePeriodEnabled
          ?? settings.isBillingGracePeriodEnabled,
        renewalsAlwaysFail: options.renewalsAlwaysFail ?? settings.isRenewalBillingIssuesEnabled,
        storeAccount: options.storeAccount, environment: options.environment.rawValue,
        appID: options.appID))
    document = SubscriberDocument(catalog: catalog, isSandbox: options.environment == .sandbox)
    self.clock = clock
    rate = (clock.rate ?? TimeRate(storeKitCode: settings.timeRateCode)).storeSecondsPerSecond
    do {
      let ledger = try Ledger(location: location, syncsEveryCommit: options.syncsEveryCommit)
      self.ledger = ledger
      var fresh: [String: String] = [:]
      if try ledger.setting(SettingKey.ledgerID) == nil {
        fresh[SettingKey.ledgerID] = String(UInt32.random(in: .min ... .max), radix: 16)
          .leftPadded(to: 8)
        fresh[SettingKey.originMs] = String(ISO8601.milliseconds(clock.now()))
        fresh[SettingKey.currentAppUserID] = AppUserID.generateAnonymous()
        try ledger.database.transaction { try ledger.writeSettings(fresh) }
      }
      origin = Self.date(try ledger.setting(SettingKey.originMs)) ?? clock.now()
      skipped = Double(Int64(try ledger.setting(SettingKey.skippedMs) ?? "0") ?? 0) / 1000
      currentAppUserID =
        try ledger.setting(SettingKey.currentAppUserID) ?? AppUserID.generateAnonymous()
      state = try ledger.loadState(catalog: catalog)
      let lastEvent = try ledger.database.statement(
        "SELECT COALESCE(MAX(event_timestamp_ms), 0) FROM outbox")
      let lastEventDate = try lastEvent.firstRow { Self.date(String($0.int64(0))) } ?? nil
      processed = max(
        Self.date(try ledger.setting(SettingKey.processedMs)) ?? .distantPast,
        lastEventDate ?? .distantPast)
    } catch let error as SQLiteError {
      throw StoreSimulatorError(.ledger, "Cannot open the ledger: \(error)")
    }
  }

  // MARK: Time

  /// The store's current time (never earlier than anything already processed).
  var now: Date {
    let elapsed = clock.now().timeIntervalSince(origin)
    return max(processed, origin.addingTimeInterval(elapsed * rate + skipped))
  }

  /// Processes, in order and one committed step each, every change the clock
  /// has made due; returns the store time reached.
  @discardableResult
  func catchUp() throws -> Date {
    let target = now
    while let (subscriptionID, due) = engine.popDue(upTo: target, state: &state) {
      var step = LifecycleStep()
      engine.processDue(subscriptionID, at: due, state: &state, step: &step)
      try commit(step)
      processed = max(processed, due)
    }
    processed = max(processed, target)
    return target
  }

  /// Jumps store time forward by `seconds`, then processes everything that fell due.
  func advance(by seconds: TimeInterval) throws {
    guard seconds >= 0 else {
      throw StoreSimulatorError(.timeMovesForward, "Store time only moves forward.")
    }
    skipped += seconds
    try guarded {
      try ledger.database.transaction {
        try ledger.writeSettings([SettingKey.skippedMs: String(Int64((skipped * 1000).rounded()))])
      }
    }
    try catchUp()
  }

  // MARK: Steps

  /// Runs one engine step at the current store time and commits it.
  func perform<Result>(
    settings: [String: String] = [:],
    _ body: (Date, inout EngineState, inout LifecycleStep) throws -> Result
  ) throws -> Result {
    let date = try catchUp()
    var step = LifecycleStep()
    let result: Result
    do {
      result = try body(date, &state, &step)
    } catch {
      if !step.isEmpty { try reload() }
      throw error
    }
    try commit(step, settings: settings)
    return result
  }

  private func commit(_ step: LifecycleStep, settings: [String: String] = [:]) throws {
    do {
      try ledger.commit(step, state: state, settings: settings)
    } catch {
      try? reload()
      throw StoreSimulatorError(.ledger, "Could not write to the ledger: \(error)")
    }
    affected.formUnion(step.affectedUsers)
  }

  private func reload() throws {
    try guarded { state = try ledger.loadState(catalog: engine.catalog) }
  }

  private func guarded(_ body: () throws -> Void) throws {
    do { try body() } catch let error as SQLiteError {
      throw StoreSimulatorError(.ledger, "\(error)")
    }
  }

  /// App users whose customer info may have changed since the last call.
  func takeAffectedUsers() -> Set<String> {
    defer { affected = [] }
    return affected
  }

  // MARK: Customers

  /// Makes `appUserID` the current customer (persisted in the ledger).
  func switchCustomer(to appUserID: String, renamingAnonymous: Bool) throws -> Bool {
    let previous = currentAppUserID
    let created = state.customers[appUserID] == nil
    try perform(settings: [SettingKey.currentAppUserID: appUserID]) { date, state, step in
      if renamingAnonymous, created, AppUserID.isAnonymous(previous),
        !(state.customers[previous]?.transactionIDs.isEmpty ?? true)
      {
        engine.rename(previous, to: appUserID, state: &state, step: &step)
      } else {
        engine.ensureCustomer(appUserID, at: date, state: &state, step: &step)
      }
    }
    currentAppUserID = appUserID
    affected.insert(appUserID)
    return created
  }

  /// RevenueCat's subscriber document for a customer, now.
  func subscriberResponse(for appUserID: String) throws -> SubscriberResponse {
    let date = try catchUp()
    return document.response(for: appUserID, state: state, at: date)
  }

  /// Customer info the way real RevenueCat responses become it: the document
  /// is encoded to JSON and decoded through `CustomerInfo`'s decoder.
  func customerInfo(for appUserID: String) throws -> CustomerInfo {
    let response = try subscriberResponse(for: appUserID)
    let decoder = JSONDecoder()
    let clock = self.clock
    let (origin, rate, skipped, processed) = (self.origin, self.rate, self.skipped, self.processed)
    decoder.userInfo[CustomerInfo.nowUserInfoKey] = { @Sendable () -> Date in
      max(
        processed, origin.addingTimeInterval(clock.now().timeIntervalSince(origin) * rate + skipped)
      )
    }
    do {
      return try decoder.decode(CustomerInfo.self, from: JSONEncoder().encode(response))
    } catch {
      throw PurchaseError(error)
    }
  }

  private static func date(_ milliseconds: String?) -> Date? {
    milliseconds.flatMap { Int64($0) }.map { Date(timeIntervalSince1970: Double($0) / 1000) }
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

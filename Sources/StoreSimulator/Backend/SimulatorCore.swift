import Foundation
import SQLiteSupport
import SubscriptionKit
import SubscriptionWire

/// The simulator's synchronous heart: engine, state, ledger and clock together.
///
/// Every change goes through `perform` (or `advance`): one write transaction
/// that first reloads the state if another process committed to the ledger
/// since it was read, catches up on what the clock made due, runs one engine
/// step and commits — so a read-modify-write is never interleaved with
/// another's, and identifiers come from what the ledger holds. If the engine
/// or the ledger fails half way, the transaction is rolled back and the
/// in-memory state rebuilt from the ledger, so memory never runs ahead of
/// disk. Used under `StoreSimulator`'s lock only.
final class SimulatorCore {
  let engine: LifecycleEngine
  let ledger: Ledger
  let document: SubscriberDocument
  private let clock: SubscriptionClock
  /// Store seconds per clock second.
  let rate: Double
  var state = EngineState()
  private(set) var currentAppUserID = ""
  private var origin = Date(timeIntervalSince1970: 0)
  /// Store time skipped ahead by `advance`, in whole milliseconds (the
  /// precision store time has), so a reopened ledger reads the same time.
  var skippedMs: Int64 = 0
  var processed = Date.distantPast
  /// `PRAGMA data_version` when the state was last read from the ledger.
  private var loadedVersion: Int64 = 0
  /// Whether another connection (another process) may write the ledger: a
  /// file may be shared, an in-memory ledger is this connection's alone, so
  /// it is never re-read.
  private let isShared: Bool
  /// Whether memory may hold changes the open transaction has not committed.
  private var isDirty = false
  /// App users whose customer info changed since the last `takeAffectedUsers()`.
  var affected: Set<String> = []
  /// The last customer info built, with the document it was built from.
  private var lastBuilt: (response: SubscriberResponse, info: CustomerInfo)?
  /// How many times customer info was encoded and decoded, for tests that
  /// hold the simulator to one build per change.
  private(set) var customerInfoBuilds = 0
  /// Subscriber documents already encoded; emptied by every write and reload.
  private var subscriberJSONs = SubscriberJSONCache()

  init(
    catalog: Catalog, location: LedgerLocation, clock: SubscriptionClock,
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
        appID: options.appID, appStoreApp: catalog.project.appStoreApp,
        appleEnvironment: catalog.project.appStoreApp.environment
          ?? (options.environment == .production ? .production : .sandbox)))
    document = SubscriberDocument(catalog: catalog, isSandbox: options.environment == .sandbox)
    self.clock = clock
    if case .file = location { isShared = true } else { isShared = false }
    rate =
      (options.timeRate ?? TimeRate(storeKitCode: settings.timeRateCode))
      .storeSecondsPerSecond
    do {
      ledger = try Ledger(location: location, syncsEveryCommit: options.syncsEveryCommit)
    } catch let error as SQLiteError {
      throw StoreSimulatorError(.ledger, "Cannot open the ledger: \(error)")
    }
    try guarded {
      if try ledger.setting(SettingKey.ledgerID) == nil {
        // Read again under the write lock: another process may be creating it too.
        try ledger.database.transaction {
          guard try ledger.setting(SettingKey.ledgerID) == nil else { return }
          try ledger.writeSettings([
            SettingKey.ledgerID: String(UInt32.random(in: .min ... .max), radix: 16)
              .leftPadded(to: 8),
            SettingKey.originMs: String(ISO8601.milliseconds(clock.now())),
            SettingKey.currentAppUserID: AppUserID.generateAnonymous(),
          ])
        }
      }
      try ledger.database.readTransaction { try load() }
    }
  }

  // MARK: Reading the ledger

  /// Reads the clock settings, the current customer and every record.
  private func load() throws {
    subscriberJSONs.removeAll()
    loadedVersion = try ledger.database.dataVersion
    origin = Self.date(try ledger.setting(SettingKey.originMs)) ?? clock.now()
    skippedMs = Int64(try ledger.setting(SettingKey.skippedMs) ?? "0") ?? 0
    currentAppUserID =
      try ledger.setting(SettingKey.currentAppUserID) ?? AppUserID.generateAnonymous()
    state = try ledger.loadState(catalog: engine.catalog)
    let lastEvent = try ledger.database.statement(
      "SELECT COALESCE(MAX(event_timestamp_ms), 0) FROM outbox")
    let lastEventDate = try lastEvent.firstRow { Self.date(String($0.int64(0))) } ?? nil
    processed = max(
      processed, Self.date(try ledger.setting(SettingKey.processedMs)) ?? .distantPast,
      lastEventDate ?? .distantPast)
    isDirty = false
  }

  /// Reloads when another connection (another process) committed since the
  /// state was read; cheap otherwise (`PRAGMA data_version`).
  func refresh() throws {
    guard isShared else { return }
    try guarded {
      // `data_version` needs no transaction of its own; the reload reads in one.
      guard try ledger.database.dataVersion != loadedVersion else { return }
      try ledger.database.readTransaction {
        if try ledger.database.dataVersion != loadedVersion { try reloadAfterAnotherWriter() }
      }
    }
  }

  /// Reads what another process committed; the current customer's info may
  /// have changed (a parent's approval, a restore), so the next control tells
  /// `customerInfoStream` (it sends only news).
  private func reloadAfterAnotherWriter() throws {
    let previous = currentAppUserID
    try load()
    affected.formUnion([previous, currentAppUserID])
  }

  /// Runs `body` in one write transaction on the ledger's latest state.
  ///
  /// The write lock is taken first (`BEGIN IMMEDIATE`, waiting for other
  /// processes), then the state is reloaded if anyone else committed, so what
  /// `body` reads is what it changes. Nested calls join the open transaction.
  /// Memory is treated as possibly ahead of the ledger while `body` runs: if it
  /// throws, the state is read again from what the ledger holds.
  func writing<Result>(_ body: () throws -> Result) throws -> Result {
    if ledger.database.isInTransaction { return try body() }
    subscriberJSONs.removeAll()
    // Store time reached inside a transaction that rolls back is undone too.
    let processedBefore = processed
    do {
      return try ledger.database.transaction {
        if isShared, try ledger.database.dataVersion != loadedVersion {
          try reloadAfterAnotherWriter()
        }
        isDirty = true
        return try body()
      }
    } catch {
      if isDirty {
        processed = processedBefore
        try? ledger.database.readTransaction { try load() }
      }
      if let error = error as? SQLiteError {
        throw StoreSimulatorError(.ledger, "Could not write to the ledger: \(error)")
      }
      throw error
    }
  }

  // MARK: Time

  /// The store's current time (never earlier than anything already processed),
  /// at millisecond precision (`ISO8601.instant`): the precision the ledger,
  /// the JSON and `EntitlementActivity` use, so every instant the store acts
  /// at is one an app reading its documents sees the same way.
  var now: Date {
    let elapsed = clock.now().timeIntervalSince(origin) * rate + Double(skippedMs) / 1000
    return ISO8601.instant(max(processed, origin.addingTimeInterval(elapsed)))
  }

  /// Processes, in order and one step each, every change the clock has made
  /// due; returns the store time reached. Writes only when something is due.
  @discardableResult
  func catchUp() throws -> Date {
    let target = now
    guard hasDue(upTo: target) else {
      processed = max(processed, target)
      return target
    }
    return try writing {
      let target = now
      while let (subscriptionID, due) = engine.popDue(upTo: target, state: &state) {
        var step = LifecycleStep()
        isDirty = true
        engine.processDue(subscriptionID, at: due, state: &state, step: &step)
        // Every step moves its subscription forward or ends it; one that would
        // fall due again at the same instant would loop for ever.
        if let next = state.subscriptions[subscriptionID]?.nextDueDate, next <= due {
          throw StoreSimulatorError(
            .timeOutOfRange,
            "Subscription \(subscriptionID) would fall due again at \(next); stopped at \(due).")
        }
        try commit(step)
        processed = max(processed, due)
      }
      processed = max(processed, target)
      return target
    }
  }

  /// Whether anything falls due by `date` (dropping stale queue entries).
  private func hasDue(upTo date: Date) -> Bool {
    while let entry = state.dueQueue.first, entry.date <= date {
      if state.subscriptions[entry.subscriptionID]?.nextDueDate == entry.date { return true }
      _ = state.dueQueue.popFirst()
    }
    return false
  }

  /// Jumps store time forward by `seconds`, then processes everything that fell due.
  func advance(by seconds: TimeInterval) throws {
    try advance { $0.addingTimeInterval(seconds) }
  }

  /// Jumps store time forward to the date `target` computes from the current
  /// store time — read under the write lock, so two processes advancing at
  /// once move the clock by both amounts — then processes everything due.
  func advance(_ target: (Date) throws -> Date) throws {
    try writing {
      let current = now
      let date = try target(current)
      let seconds = date.timeIntervalSince(current)
      guard seconds >= 0 else {
        throw StoreSimulatorError(
          .timeMovesForward, "Cannot move store time back to \(date); it is \(current).")
      }
      guard seconds.isFinite, StoreTime.contains(date) else {
        throw StoreSimulatorError(
          .timeOutOfRange,
          "Cannot advance that far: store time stays within the years 1970–\(StoreTime.lastYear).")
      }
      skippedMs += ISO8601.milliseconds(date) - ISO8601.milliseconds(current)
      isDirty = true
      try ledger.writeSettings([SettingKey.skippedMs: String(skippedMs)])
      try catchUp()
    }
  }

  // MARK: Steps

  /// Runs one engine step at the current store time and commits it, with the
  /// catch-up before it, in one write transaction.
  func perform<Result>(
    settings: [String: String] = [:],
    _ body: (Date, inout EngineState, inout LifecycleStep) throws -> Result
  ) throws -> Result {
    try writing {
      let date = try catchUp()
      var step = LifecycleStep()
      let result: Result
      do {
        result = try body(date, &state, &step)
      } catch {
        if !step.isEmpty { isDirty = true }
        throw error
      }
      isDirty = true
      try commit(step, settings: settings)
      return result
    }
  }

  private func commit(_ step: LifecycleStep, settings: [String: String] = [:]) throws {
    var step = step
    engine.mirrorToFamily(&step, state: &state)
    do {
      try ledger.commit(step, state: state, settings: settings)
    } catch let error as StoreSimulatorError {
      throw error
    } catch {
      throw StoreSimulatorError(.ledger, "Could not write to the ledger: \(error)")
    }
    affected.formUnion(step.affectedUsers)
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
    let created = try writing {
      let previous = currentAppUserID
      let created = state.customers[appUserID] == nil
      try perform(settings: [SettingKey.currentAppUserID: appUserID]) { date, state, step in
        if renamingAnonymous, created, AppUserID.isAnonymous(previous),
          !(state.customers[previous]?.transactionIDs.isEmpty ?? true)
            || !state.familyShares(ofMember: previous).isEmpty
        {
          engine.rename(previous, to: appUserID, state: &state, step: &step)
        } else {
          engine.ensureCustomer(appUserID, at: date, state: &state, step: &step)
          if renamingAnonymous, created, AppUserID.isAnonymous(previous) {
            // Aliased: the new ID keeps the anonymous customer's variants.
            engine.carryEnrollments(from: previous, to: appUserID, state: &state, step: &step)
          }
        }
      }
      return created
    }
    currentAppUserID = appUserID
    affected.insert(appUserID)
    return created
  }

  /// RevenueCat's subscriber document for a customer, now.
  func subscriberResponse(for appUserID: String) throws -> SubscriberResponse {
    try refresh()
    let date = try catchUp()
    return document.response(for: appUserID, state: state, at: date)
  }

  /// RevenueCat's subscriber document for a customer now, as JSON
  /// (pretty-printed, sorted keys: what `subkit store status` prints), from
  /// the kept text while nothing changed (`SubscriberJSONCache`). The caller
  /// has refreshed the state (`refresh()`).
  func subscriberJSON(for appUserID: String) throws -> Data {
    let date = try catchUp()
    // A customer the ledger does not know is first seen "now": never kept.
    return try subscriberJSONs.document(
      for: appUserID, at: date, isKept: state.customers[appUserID] != nil
    ) { document.response(for: appUserID, state: state, at: date) }
  }

  /// Customer info the way real RevenueCat responses become it: the document
  /// is encoded to JSON and decoded through `CustomerInfo`'s decoder.
  ///
  /// Built once per change: while the customer's document is the one last
  /// built, the same value is handed out again, so a step's answer to the
  /// call, its update to `customerInfoStream` and any reads after it share one
  /// encode and decode. When only the clock moved (the same purchases, a later
  /// request date), the decoded document is answered again at the new time
  /// (`SubscriberResponse.answered(at:)`) and judged then, without a new
  /// round trip.
  func customerInfo(for appUserID: String) throws -> CustomerInfo {
    let response = try subscriberResponse(for: appUserID)
    if let last = lastBuilt, last.response.subscriber == response.subscriber {
      if last.response.requestDate == response.requestDate { return last.info }
      let info = CustomerInfo(
        response: last.info.response.answered(at: response.requestDate),
        now: response.requestDate)
      lastBuilt = (response, info)
      return info
    }
    do {
      let decoded = try SubscriberResponse.decode(JSONEncoder().encode(response))
      let info = CustomerInfo(response: decoded, now: response.requestDate)
      customerInfoBuilds += 1
      lastBuilt = (response, info)
      return info
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

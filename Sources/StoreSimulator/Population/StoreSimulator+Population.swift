import Foundation
import SubscriptionKit
import SubscriptionWire

extension StoreSimulator {
  /// Generates a population through the lifecycle engine: customers arrive
  /// over `plan.months` months from the store's current time and buy, convert
  /// or abandon trials, renew, churn, hit billing issues and get refunds by
  /// the plan's rates, while store time moves to the end of the last month.
  ///
  /// Every step follows the same rules as interactive calls and writes the
  /// same records and webhook events. The whole run is one write transaction
  /// on the ledger, like every other command: other processes' commands wait
  /// for it (and it for them), so none reads or writes between its steps; a
  /// crash leaves the ledger as it was before the run. Steps are written
  /// `plan.stepsPerCommit` at a time (savepoints inside that transaction), on
  /// a second thread while the engine works out the next batch.
  ///
  /// - Throws: `StoreSimulatorError` (`.invalidPopulation`) before anything is
  ///   written when the plan is out of range; `.ledger` when a write fails.
  @discardableResult
  public func simulatePopulation(_ plan: PopulationPlan) throws -> PopulationSummary {
    try plan.validate()
    let summary = try core.withLock { core in
      try core.runPopulation(plan)
    }
    broadcastChanges()
    return summary
  }
}

extension SimulatorCore {
  /// Runs a population in bulk (see `StoreSimulator.simulatePopulation`).
  func runPopulation(_ plan: PopulationPlan) throws -> PopulationSummary {
    try plan.validate(against: engine.catalog.project)
    // One write transaction for the whole run, on the ledger's latest state:
    // another process's command cannot interleave with (and lose) its steps.
    return try writing { try runPopulationLocked(plan) }
  }

  private func runPopulationLocked(_ plan: PopulationPlan) throws -> PopulationSummary {
    let start = try catchUp()
    let end = engine.policy.calendar.date(byAdding: .month, value: plan.months, to: start) ?? start
    guard StoreTime.contains(end) else {
      throw StoreSimulatorError(
        .invalidPopulation,
        "\(plan.months) months from \(ISO8601.string(from: start)) would pass the end of store "
          + "time (\(StoreTime.lastYear)-12-31); run fewer months")
    }
    let prefix = "sim\(plan.seed)-"
    let script = PopulationScript(
      plan: plan, catalog: engine.catalog, start: start, end: end,
      calendar: engine.policy.calendar, userID: { prefix + String($0).leftPadded(to: 6) },
      experimentStops: state.experimentStops)
    let actions = try script.actions()
    // About one transaction for every four customer-months (trials that end,
    // churn, annual plans): the tables grow by doubling past that.
    state.reserveCapacity(
      customers: plan.customers, transactions: plan.customers * max(1, (plan.months + 3) / 4))
    let hasExperiments = !engine.catalog.project.experiments.isEmpty
    // A batch holds at most stepsPerCommit steps; few runs have that many.
    let batchSteps = min(plan.stepsPerCommit, plan.customers * max(1, plan.months) * 2)
    var batch = LifecycleStep()
    batch.reserveCapacity(steps: batchSteps)
    var stepsInBatch = 0
    var summary = PopulationSummary(
      customers: plan.customers, events: 0, steps: 0, commits: 0, start: start, end: end)

    // Batches are written on a thread of their own while the next is made; the
    // ledger is this thread's again once every write has ended, thrown or not.
    let writer = PipelinedLedgerWriter(ledger: ledger)
    defer { writer.waitUntilWritten() }

    func flush() throws {
      guard stepsInBatch > 0 || !batch.isEmpty else { return }
      try writer.submit(
        try LedgerChanges(batch, state: state, settings: [SettingKey.skippedMs: String(skippedMs)]))
      summary.events += batch.events.count
      summary.steps += stepsInBatch
      summary.commits += 1
      affected.formUnion(batch.affectedUsers)
      batch = LifecycleStep()
      batch.reserveCapacity(steps: batchSteps)
      stepsInBatch = 0
    }

    func move(to date: Date) throws {
      let gap = ISO8601.milliseconds(date) - ISO8601.milliseconds(now)
      if gap > 0 { skippedMs += gap }
      while let (subscriptionID, due) = engine.popDue(upTo: date, state: &state) {
        let (events, notifications) = (batch.events.count, batch.appleNotifications.count)
        engine.processDue(subscriptionID, at: due, state: &state, step: &batch)
        // The store's own subscriptions may be shared with family members.
        engine.mirrorToFamily(
          &batch, eventsFrom: events, notificationsFrom: notifications, state: &state)
        stepsInBatch += 1
        processed = max(processed, due)
        if stepsInBatch >= plan.stepsPerCommit { try flush() }
      }
      processed = max(processed, date)
    }

    for action in actions {
      try move(to: action.date)
      let user = prefix + String(action.customer).leftPadded(to: 6)
      let date = action.date
      // Steps are recorded straight into the batch (its sets write each record
      // once, at its latest); a step that changed nothing is not counted.
      let changesBefore = batch.changes
      // A customer whose subscription already ended (a billing issue that was
      // never fixed, say) cannot cancel it: such actions do nothing.
      switch action.kind {
      case .arrive:
        engine.ensureCustomer(user, at: date, state: &state, step: &batch)
        if hasExperiments { engine.enroll(user, at: date, state: &state, step: &batch) }
      case .buy(let productID, let offeringID):
        // Shown offerings first (enrolled in experiments), then buys with their own Apple ID.
        if hasExperiments { engine.enroll(user, at: date, state: &state, step: &batch) }
        _ = try? engine.purchase(
          productID, offeringID: offeringID, for: user, at: date, storeAccount: user,
          storefront: action.storefront, state: &state, step: &batch)
      case .resubscribe(let productID):
        if hasExperiments { engine.enroll(user, at: date, state: &state, step: &batch) }
        _ = try? engine.resubscribe(
          productID, for: user, at: date, storefront: action.storefront, state: &state,
          step: &batch)
      case .cancel(let productID):
        _ = try? engine.cancel(productID, of: user, at: date, state: &state, step: &batch)
      case .failPayments(let productID):
        try? engine.setPaymentFails(productID, of: user, state: &state, step: &batch)
      case .fixPayments(let productID):
        try? engine.resolveBillingIssue(productID, of: user, at: date, state: &state, step: &batch)
      case .refundLatestCharge:
        if let latest = state.transactions(of: user).last(where: {
          $0.price > 0 && $0.revokedAt == nil
        }) {
          _ = try? engine.refund(latest.id, at: date, state: &state, step: &batch)
        }
      }
      if batch.changes != changesBefore { stepsInBatch += 1 }
      if stepsInBatch >= plan.stepsPerCommit { try flush() }
    }
    try move(to: end)
    try flush()
    try writer.finish()
    return summary
  }
}

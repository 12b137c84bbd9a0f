import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

@testable import SubscriptionAnalytics

/// What issue 27 asked of the results: ended-trial conversion, intervals
/// that contain the estimate, "no data", always-valid differences, the
/// sample-ratio check, guardrails, LTV windows and holdouts — on the
/// hand-computed scenario and on small generated populations.
@Suite("Experiment results a careful analyst can trust")
struct ExperimentTrustTests {
  static func store(now: Date = ExperimentScenario.now, extra: [Data] = []) throws
    -> AnalyticsStore
  {
    let store = try AnalyticsStore.open(.inMemory, now: { now })
    _ = try store.ingest(bodies: ExperimentScenario.bodies() + extra)
    return store
  }

  /// An `EXPERIMENT_ENROLLMENT` body for `user` on `day`.
  static func enrolment(_ user: String, variant: String, day: Int = 0) -> Data {
    Data(
      """
      {"event": {"event_timestamp_ms": \(EventFactory.ms(day)), "app_user_id": "\(user)",
        "experiment_id": "\(ExperimentScenario.experiment)", "experiment_variant": "\(variant)",
        "experiment_enrolled_at_ms": \(EventFactory.ms(day)),
        "type": "EXPERIMENT_ENROLLMENT", "id": "enrol-\(user)"}, "api_version": "1.0"}
      """.utf8)
  }

  @Test("Trials still running are pending, cancelled or not; only ended trials are counted")
  func endedTrials() throws {
    // D5: a2's trial (D1–D8, will renew) and b1's (D1–D8, cancelled D3) both run.
    let early = try Self.store(now: EventFactory.date(5)).experimentResults(
      ExperimentQuery(ExperimentScenario.experiment))
    let b = try #require(early.variant("b"))
    #expect(b.trialsPending == 1)
    #expect(b.trialsAbandoned == 0)
    let rate = try #require(b.estimate(.trialConversion))
    #expect(rate.trials == 0)
    #expect(rate.value == nil && rate.lower == nil && rate.verdict == .noData)
    #expect(early.variant("a")?.trialsPending == 1)
    // D40: both ended; a2 converted, b1 abandoned.
    let late = try Self.store().experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    #expect(late.variant("b")?.estimate(.trialConversion)?.trials == 1)
    #expect(late.variant("b")?.estimate(.trialConversion)?.successes == 0)
    #expect(late.variant("a")?.estimate(.trialConversion)?.value == 100)
  }

  @Test("A rate's interval contains the observed rate: 0 of 3 refunds reads 0% [0, …]")
  func intervalsContainTheEstimate() throws {
    let results = try Self.store().experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    for variant in results.variants {
      for estimate in variant.estimates {
        guard let value = estimate.value, let lower = estimate.lower, let upper = estimate.upper
        else { continue }
        #expect(lower <= value && value <= upper, "\(variant.variant) \(estimate)")
      }
    }
    let refunds = try #require(results.variant("b")?.estimate(.refundRate))
    #expect(refunds.value == 0)
    #expect(refunds.lower == 0)
    // Beta(1, 4): HPD [0, 1 − 0.05^(1/4)] = [0, 52.71%].
    #expect(refunds.upper == .exactly("52.71"))
  }

  @Test("Every compared estimate carries both differences; the always-valid one is wider")
  func alwaysValid() throws {
    let results = try Self.store().experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    #expect(results.looks == .any)
    let b = try #require(results.variant("b"))
    for estimate in b.estimates where estimate.difference != nil {
      let fixed = try #require(
        estimate.differenceLower.flatMap { l in
          estimate.differenceUpper.map { l...$0 }
        })
      let valid = try #require(
        estimate.alwaysValidDifferenceLower.flatMap { l in
          estimate.alwaysValidDifferenceUpper.map { l...$0 }
        })
      #expect(
        valid.lowerBound <= fixed.lowerBound && fixed.upperBound <= valid.upperBound,
        "\(estimate.metric): \(valid) vs \(fixed)")
    }
    // The control has no difference, hence neither interval.
    let control = try #require(results.variant("a")?.estimate(.initialConversion))
    #expect(control.alwaysValidDifferenceLower == nil)
  }

  @Test("A holdout is its own row, never the control or the winner, and out of the default check")
  func holdout() throws {
    let extra = ["h1", "h2", "h3"].map { Self.enrolment($0, variant: "holdout") }
    let store = try Self.store(extra: extra)
    let results = try store.experimentResults(ExperimentQuery(ExperimentScenario.experiment))
    #expect(results.variants.map(\.variant) == ["a", "b", "holdout"])
    let holdout = try #require(results.variant("holdout"))
    #expect(holdout.isHoldout && !holdout.isControl && holdout.customers == 3)
    #expect(results.variant("a")?.isHoldout == false)
    #expect(results.sampleRatioMismatch.expectedShares == ["a": 50, "b": 50])
    #expect(!results.guardrails.contains { $0.variant == "holdout" })
    // With the configured split, the holdout is checked too.
    let split = try store.experimentResults(
      ExperimentQuery(
        ExperimentScenario.experiment, split: ["a": 45, "b": 45, "holdout": 10]))
    #expect(split.sampleRatioMismatch.expectedShares["holdout"] == 10)
    #expect(split.sampleRatioMismatch.degreesOfFreedom == 2)
    // A split that leaves a variant out, and the holdout as the control, are refused.
    let partial = try #require(throws: AnalyticsError.self) {
      try store.experimentResults(
        ExperimentQuery(ExperimentScenario.experiment, split: ["a": 50, "b": 50]))
    }
    #expect(partial.code == .invalidQuery && partial.message.contains("a, b, holdout"))
    let control = try #require(throws: AnalyticsError.self) {
      try store.experimentResults(
        ExperimentQuery(ExperimentScenario.experiment, control: "holdout"))
    }
    #expect(control.code == .invalidQuery)
  }

  @Test("The query parameters read looks and split, and refuse bad ones in one line")
  func parameters() throws {
    let now = ExperimentScenario.now
    let query = try ExperimentQueryParameters(
      "x", ["looks": "one", "split": "a=45, b=45,holdout=10"], now: now
    ).query()
    #expect(query.looks == .one)
    #expect(query.split == ["a": 45, "b": 45, "holdout": 10])
    for (values, words) in [
      (["looks": "daily"], "looks takes any or one"),
      (["split": "a=50,b"], "split takes variant=percent pairs"),
      (["split": "a=0,b=100"], "must be above 0"),
      (["split": "a=50,a=50"], "names a twice"),
      (["split": "a=nan,b=1"], "must be above 0"),
    ] {
      let error = try #require(throws: AnalyticsError.self) {
        try ExperimentQueryParameters("x", values, now: now, prefix: "--").query()
      }
      #expect(error.message.contains(words), "\(values): \(error.message)")
    }
  }

  /// 60 customers per variant, all enrolled on D0, each buying a $9.99
  /// month on D1 that renews on D31; in b, `refunded` of them are refunded
  /// on D2 (and do not renew) and `billingIssues` others have a billing
  /// issue on D31. Judged on D40.
  static func population(
    refunded: Int, billingIssues: Int,
    query: ExperimentQuery = ExperimentQuery(ExperimentScenario.experiment)
  ) throws -> ExperimentResults {
    var make = EventFactory()
    var bodies: [Data] = []
    for variant in ["a", "b"] {
      for index in 0..<60 {
        let user = "\(variant)-\(index)"
        bodies.append(enrolment(user, variant: variant))
        var events = [
          make.period(
            user: user, product: "pro_monthly", transaction: "\(user)-1", original: "\(user)-1",
            start: 1, end: 31, price: .exactly("9.99"))
        ]
        if variant == "b" && index < refunded {
          events.append(
            make.refund(
              user: user, product: "pro_monthly", transaction: "\(user)-1",
              original: "\(user)-1", at: 2, price: .exactly("9.99")))
        } else {
          events.append(
            make.period(
              .renewal, user: user, product: "pro_monthly", transaction: "\(user)-2",
              original: "\(user)-1", start: 31, end: 62, price: .exactly("9.99")))
        }
        if variant == "b" && index >= 60 - billingIssues {
          events.append(
            make.event(
              .billingIssue, user: user, product: "pro_monthly", transaction: "\(user)-1",
              original: "\(user)-1", at: 31, start: 1, end: 31))
        }
        for var event in events {
          event.experiments = [
            WebhookExperiment(
              experimentID: ExperimentScenario.experiment, experimentVariant: variant,
              enrolledAtMs: EventFactory.ms(0))
          ]
          bodies.append(try WebhookBody.encode(event))
        }
      }
    }
    let store = try AnalyticsStore.open(.inMemory, now: { EventFactory.date(40) })
    _ = try store.ingest(bodies: bodies)
    return try store.experimentResults(query)
  }

  @Test("Guardrails flag a variant worse on refunds, early churn and billing issues")
  func guardrails() throws {
    let harmful = try Self.population(refunded: 30, billingIssues: 30)
    let worse = Set(harmful.guardrails.filter(\.worse).map(\.metric))
    #expect(worse == [.refundRate, .earlyChurn, .billingIssueRate], "\(harmful.guardrails)")
    #expect(harmful.guardrails.allSatisfy { $0.variant == "b" })
    let b = try #require(harmful.variant("b"))
    #expect(b.estimate(.refundRate)?.value == .exactly("33.33"))  // 30 of 90 charges
    #expect(b.estimate(.billingIssueRate)?.value == 50)
    #expect(b.estimate(.earlyChurn)?.value == 50)  // the refunded left in their first month
    #expect(harmful.variant("a")?.estimate(.earlyChurn)?.value == 0)
    let harmless = try Self.population(refunded: 0, billingIssues: 0)
    #expect(harmless.guardrails.count == 3)
    #expect(!harmless.guardrails.contains { $0.worse })
  }

  @Test("Realized LTV over windows counts customers whose window has passed")
  func windows() throws {
    let results = try Self.population(refunded: 30, billingIssues: 0)
    let a = try #require(results.variant("a"))
    let b = try #require(results.variant("b"))
    #expect(a.estimate(.realizedLTV7Days)?.value == .exactly("9.99"))
    #expect(a.estimate(.realizedLTV7Days)?.trials == 60)
    #expect(b.estimate(.realizedLTV30Days)?.value == .exactly("5"))  // 4.995
    // Enrolled 40 days ago: no 90- or 365-day window has passed.
    #expect(a.estimate(.realizedLTV90Days)?.value == nil)
    #expect(b.estimate(.realizedLTV365Days)?.verdict == .noData)
    let money = try #require(b.estimate(.realizedLTV7Days))
    #expect(money.verdict == .worse)
    #expect((money.alwaysValidDifferenceUpper ?? 0) < 0)
    // A revenue metric can name the winner: with b as the control, a wins on it.
    let byRevenue = try Self.population(
      refunded: 30, billingIssues: 0,
      query: ExperimentQuery(
        ExperimentScenario.experiment, control: "b", primary: .realizedLTV7Days))
    #expect(byRevenue.winner == "a")
  }

  @Test("The JSON document carries the contract's names")
  func contract() throws {
    let extra = [Self.enrolment("h1", variant: "holdout")]
    let results = try Self.store(extra: extra).experimentResults(
      ExperimentQuery(ExperimentScenario.experiment))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(results.jsonText.utf8)) as? [String: Any])
    let ratio = try #require(json["sample_ratio_mismatch"] as? [String: Any])
    #expect(ratio["p_value"] is NSNumber)
    #expect(ratio["alarm"] as? Bool == false)
    let guardrails = try #require(json["guardrails"] as? [[String: Any]])
    #expect(guardrails.count == 3)
    for guardrail in guardrails {
      #expect(guardrail["variant"] as? String == "b")
      #expect(
        ["refund_rate", "early_churn", "billing_issue_rate"].contains(
          guardrail["metric"] as? String ?? ""))
      #expect(guardrail["worse"] is Bool)
    }
    let variants = try #require(json["variants"] as? [[String: Any]])
    #expect(
      variants.first { $0["variant"] as? String == "holdout" }?["is_holdout"] as? Bool == true)
    let b = try #require(variants.first { $0["variant"] as? String == "b" })
    let estimates = try #require(b["estimates"] as? [[String: Any]])
    let conversion = try #require(
      estimates.first { $0["metric"] as? String == "initial_conversion" })
    for key in [
      "difference_lower", "difference_upper", "always_valid_difference_lower",
      "always_valid_difference_upper",
    ] {
      #expect(conversion[key] is NSNumber, "\(key)")
    }
    let trial = try #require(estimates.first { $0["metric"] as? String == "trial_conversion" })
    #expect(trial["trials"] as? Int == 1)
    #expect(json["looks"] as? String == "any")
    // It decodes back to the same results.
    #expect(
      try JSONDecoder().decode(ExperimentResults.self, from: Data(results.jsonText.utf8)) == results
    )
  }
}

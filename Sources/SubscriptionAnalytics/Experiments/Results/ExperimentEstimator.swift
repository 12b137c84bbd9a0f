import Foundation

/// Turns a variant's tally (and the control's) into one metric's estimate.
///
/// - Rates: Beta-Binomial with a uniform prior. The value's interval is the
///   posterior's highest-density `level` interval (it contains the observed
///   rate); the difference's fixed-horizon interval is the central one of
///   (variant − control) by numerical integration; P(beat control) is exact
///   (`BetaDifference`).
/// - Money per customer: the normal approximation to each mean's posterior,
///   N(mean, s²/n), so the difference is normal too (`NormalMeanEstimate`).
/// - Both: the always-valid interval of the difference (`AlwaysValidDifference`).
///
/// With one look a variant is `better` when P(beat control) ≥ ½ + level/2 —
/// when the difference's central interval lies wholly on the better side of
/// zero — and `worse` when it is ≤ ½ − level/2; with any number of looks,
/// when the always-valid interval lies wholly on that side.
struct ExperimentEstimator {
  let level: Double
  let looks: ExperimentLooks
  /// Customers per variant the always-valid intervals are tuned for.
  let plannedCustomers: Int

  func estimate(_ metric: ExperimentMetric, variant: ExperimentTally, control: ExperimentTally?)
    -> ExperimentEstimate
  {
    metric.isRate
      ? rate(metric, variant: variant, control: control)
      : money(metric, variant: variant, control: control)
  }

  /// What a rate's verdict rests on: P(variant better than control) and the
  /// always-valid interval of variant − control (as proportions) — cheap,
  /// without the fixed-horizon interval, so simulations can call it often.
  func rateEvidence(
    variant: (successes: Int, trials: Int), control: (successes: Int, trials: Int),
    higherIsBetter: Bool
  ) -> (probability: Double, alwaysValid: ClosedRange<Double>) {
    let difference = BetaDifference(
      a: BetaDistribution.posterior(successes: control.successes, trials: control.trials),
      b: BetaDistribution.posterior(successes: variant.successes, trials: variant.trials))
    let greater = difference.probabilityBGreater
    // Each customer's variance at the posterior mean (never 0, as 0 of n would give).
    func variance(_ counts: (successes: Int, trials: Int)) -> Double {
      let rate = Double(counts.successes + 1) / Double(counts.trials + 2)
      return rate * (1 - rate)
    }
    let observed =
      Double(variant.successes) / Double(variant.trials) - Double(control.successes)
      / Double(control.trials)
    let sequence = AlwaysValidDifference(
      difference: observed,
      variance: variance(variant) / Double(variant.trials) + variance(control)
        / Double(control.trials),
      mixtureVariance: AlwaysValidDifference.mixtureVariance(
        pairVariance: variance(variant) + variance(control), customers: plannedCustomers,
        alpha: 1 - level))
    return (higherIsBetter ? greater : 1 - greater, sequence.interval(alpha: 1 - level))
  }

  /// The verdict on a comparison, by the looks in force.
  func verdict(probability: Double, alwaysValid: ClosedRange<Double>, higherIsBetter: Bool)
    -> ExperimentVerdict
  {
    switch looks {
    case .one:
      let threshold = 0.5 + level / 2
      return probability >= threshold
        ? .better : probability <= 1 - threshold ? .worse : .inconclusive
    case .any:
      let above = alwaysValid.lowerBound > 0
      let below = alwaysValid.upperBound < 0
      if above || below { return above == higherIsBetter ? .better : .worse }
      return .inconclusive
    }
  }

  private func rate(_ metric: ExperimentMetric, variant: ExperimentTally, control: ExperimentTally?)
    -> ExperimentEstimate
  {
    guard let counts = variant.counts(metric), counts.trials > 0 else {
      let counts = variant.counts(metric)
      return ExperimentEstimate(
        metric: metric, value: nil, successes: counts?.successes, trials: counts?.trials,
        verdict: .noData)
    }
    let value = Self.percent(counts.successes, of: counts.trials)
    var estimate = ExperimentEstimate(
      metric: metric, value: ExperimentRounding.exact(value, places: 2),
      successes: counts.successes, trials: counts.trials, verdict: .noData)
    let posterior = BetaDistribution.posterior(
      successes: counts.successes, trials: counts.trials)
    let interval = posterior.highestDensityInterval(level: level)
    estimate.lower = ExperimentRounding.decimal(interval.lowerBound * 100, places: 2)
    estimate.upper = ExperimentRounding.decimal(interval.upperBound * 100, places: 2)
    guard let control else {
      estimate.verdict = .control
      return estimate
    }
    guard let base = control.counts(metric), base.trials > 0 else { return estimate }
    let difference = BetaDifference(
      a: BetaDistribution.posterior(successes: base.successes, trials: base.trials), b: posterior)
    let range = difference.interval(level: level)
    let evidence = rateEvidence(
      variant: counts, control: base, higherIsBetter: metric.higherIsBetter)
    estimate.difference = ExperimentRounding.exact(
      value - Self.percent(base.successes, of: base.trials), places: 2)
    return compared(
      estimate, range: (range.lowerBound * 100)...(range.upperBound * 100),
      alwaysValid: (evidence.alwaysValid.lowerBound * 100)...(evidence.alwaysValid.upperBound * 100),
      probability: evidence.probability)
  }

  private func money(
    _ metric: ExperimentMetric, variant: ExperimentTally, control: ExperimentTally?
  ) -> ExperimentEstimate {
    let amounts = variant.amounts(metric)
    var estimate = ExperimentEstimate(
      metric: metric, value: amounts.isEmpty ? nil : ExperimentRounding.money(Self.mean(amounts)),
      trials: amounts.count, verdict: .noData)
    guard let normal = Self.normal(amounts) else { return estimate }
    let interval = normal.interval(level: level)
    estimate.lower = ExperimentRounding.decimal(interval.lowerBound, places: 2)
    estimate.upper = ExperimentRounding.decimal(interval.upperBound, places: 2)
    guard let control else {
      estimate.verdict = .control
      return estimate
    }
    let baseAmounts = control.amounts(metric)
    guard let base = Self.normal(baseAmounts) else { return estimate }
    let (range, probability) = normal.compared(to: base, level: level)
    estimate.difference = ExperimentRounding.money(Self.mean(amounts) - Self.mean(baseAmounts))
    let sequence = AlwaysValidDifference(
      difference: normal.mean - base.mean,
      variance: normal.varianceOfMean + base.varianceOfMean,
      mixtureVariance: AlwaysValidDifference.mixtureVariance(
        pairVariance: normal.varianceOfMean * Double(amounts.count) + base.varianceOfMean
          * Double(baseAmounts.count), customers: plannedCustomers, alpha: 1 - level))
    return compared(
      estimate, range: range, alwaysValid: sequence.interval(alpha: 1 - level),
      probability: probability)
  }

  private func compared(
    _ estimate: ExperimentEstimate, range: ClosedRange<Double>, alwaysValid: ClosedRange<Double>,
    probability: Double
  ) -> ExperimentEstimate {
    var estimate = estimate
    // For a lower-is-better metric the intervals are still variant − control.
    estimate.differenceLower = ExperimentRounding.decimal(range.lowerBound, places: 2)
    estimate.differenceUpper = ExperimentRounding.decimal(range.upperBound, places: 2)
    estimate.alwaysValidDifferenceLower = ExperimentRounding.decimal(
      alwaysValid.lowerBound, places: 2)
    estimate.alwaysValidDifferenceUpper = ExperimentRounding.decimal(
      alwaysValid.upperBound, places: 2)
    estimate.probabilityToBeatControl = ExperimentRounding.decimal(probability, places: 4)
    estimate.verdict = verdict(
      probability: probability, alwaysValid: alwaysValid,
      higherIsBetter: estimate.metric.higherIsBetter)
    return estimate
  }

  /// `part / whole` in percent, exactly (0 for no whole).
  static func percent(_ part: Int, of whole: Int) -> Decimal {
    whole == 0 ? 0 : Decimal(part) * 100 / Decimal(whole)
  }

  /// The exact mean (0 for none).
  static func mean(_ amounts: [Decimal]) -> Decimal {
    amounts.isEmpty ? 0 : amounts.reduce(Decimal(0), +) / Decimal(amounts.count)
  }

  /// N(mean, s²/n), the sums taken in `Decimal`; nil for fewer than two amounts.
  static func normal(_ amounts: [Decimal]) -> NormalMeanEstimate? {
    guard amounts.count >= 2 else { return nil }
    let mean = mean(amounts)
    var squares: Decimal = 0
    for amount in amounts {
      let deviation = amount - mean
      squares += deviation * deviation
    }
    let variance = NSDecimalNumber(decimal: squares / Decimal(amounts.count - 1)).doubleValue
    let estimate = NormalMeanEstimate(
      mean: NSDecimalNumber(decimal: mean).doubleValue,
      varianceOfMean: variance / Double(amounts.count))
    // Amounts stored before ingest bounded them can overflow into NaN or
    // infinity: no estimate then (an interval of NaN would stop the server).
    guard !mean.isNaN, !squares.isNaN, estimate.mean.isFinite, estimate.varianceOfMean.isFinite
    else { return nil }
    return estimate
  }
}

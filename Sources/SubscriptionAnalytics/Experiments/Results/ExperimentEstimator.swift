import Foundation

/// Turns a variant's tally (and the control's) into one metric's estimate.
///
/// - Rates: Beta-Binomial with a uniform prior. The value's interval is the
///   posterior's central `level` interval; the difference's interval is that
///   of (variant − control) by numerical integration; P(beat control) is
///   exact (`BetaDifference`).
/// - Money per customer: the normal approximation to each mean's posterior,
///   N(mean, s²/n), so the difference is normal too (`NormalMeanEstimate`).
///
/// A variant is `better` when P(beat control) ≥ ½ + level/2 — when the
/// difference's central interval lies wholly on the better side of zero —
/// and `worse` when it is ≤ ½ − level/2.
struct ExperimentEstimator {
  let level: Double

  func estimate(_ metric: ExperimentMetric, variant: ExperimentTally, control: ExperimentTally?)
    -> ExperimentEstimate
  {
    metric.isRate
      ? rate(metric, variant: variant, control: control)
      : money(metric, variant: variant, control: control)
  }

  private func rate(_ metric: ExperimentMetric, variant: ExperimentTally, control: ExperimentTally?)
    -> ExperimentEstimate
  {
    guard let counts = variant.counts(metric) else { return noData(metric) }
    let value = Self.percent(counts.successes, of: counts.trials)
    var estimate = ExperimentEstimate(
      metric: metric, value: ExperimentRounding.exact(value, places: 2),
      successes: counts.successes, trials: counts.trials, verdict: .noData)
    guard counts.trials > 0 else { return estimate }
    let posterior = BetaDistribution.posterior(
      successes: counts.successes, trials: counts.trials)
    let interval = posterior.interval(level: level)
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
    let observed = value - Self.percent(base.successes, of: base.trials)
    let greater = difference.probabilityBGreater
    return compared(
      estimate, difference: observed, range: (range.lowerBound * 100)...(range.upperBound * 100),
      probability: metric.higherIsBetter ? greater : 1 - greater, places: 2)
  }

  private func money(
    _ metric: ExperimentMetric, variant: ExperimentTally, control: ExperimentTally?
  ) -> ExperimentEstimate {
    let amounts = variant.amounts(metric)
    let mean = Self.mean(amounts)
    var estimate = ExperimentEstimate(
      metric: metric, value: ExperimentRounding.money(mean), verdict: .noData)
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
    let observed = mean - Self.mean(baseAmounts)
    return compared(
      estimate, difference: observed, range: range, probability: probability, places: 2)
  }

  private func compared(
    _ estimate: ExperimentEstimate, difference: Decimal, range: ClosedRange<Double>,
    probability: Double, places: Int16
  ) -> ExperimentEstimate {
    var estimate = estimate
    estimate.difference = ExperimentRounding.exact(difference, places: places)
    // For a lower-is-better metric the interval is still variant − control.
    estimate.differenceLower = ExperimentRounding.decimal(range.lowerBound, places: places)
    estimate.differenceUpper = ExperimentRounding.decimal(range.upperBound, places: places)
    estimate.probabilityToBeatControl = ExperimentRounding.decimal(probability, places: 4)
    let threshold = 0.5 + level / 2
    estimate.verdict =
      probability >= threshold ? .better : probability <= 1 - threshold ? .worse : .inconclusive
    return estimate
  }

  private func noData(_ metric: ExperimentMetric) -> ExperimentEstimate {
    ExperimentEstimate(metric: metric, value: 0, verdict: .noData)
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

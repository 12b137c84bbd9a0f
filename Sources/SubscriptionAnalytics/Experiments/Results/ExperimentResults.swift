import Foundation

/// An experiment's results: each variant against the control.
///
/// Encodes (`jsonText`) to the document `subkit-analytics report
/// --experiment ID --format json` prints and `GET /api/experiments/ID` returns,
/// keys in snake case.
public struct ExperimentResults: Sendable, Codable, Equatable {
  /// The experiment's identifier.
  public var experiment: String
  /// `PRODUCTION` or `SANDBOX`.
  public var environment: AnalyticsEnvironment
  /// The first enrolment, `YYYY-MM-DD` (nil without customers).
  public var from: String?
  /// The end of the window: the stop, or now (`YYYY-MM-DD`).
  public var to: String
  /// The control variant.
  public var control: String
  /// The metric that names the winner.
  public var primary: ExperimentMetric
  /// The probability held by each interval (0.95).
  public var level: Decimal
  /// P(beat control) a variant needs to be called better (½ + level/2)
  /// when the verdicts assume one look.
  public var threshold: Decimal
  /// The looks the verdicts allow for: `any` (always-valid intervals) or
  /// `one` (fixed-horizon).
  public var looks: ExperimentLooks
  /// The variant that beats the control on the primary metric (the most
  /// probable one if several do); nil while none does. The holdout never wins.
  public var winner: String?
  /// Whether the enrolment counts fit the configured split: when the alarm
  /// fires, assignment or logging is broken and no result can be trusted.
  public var sampleRatioMismatch: ExperimentSampleRatio
  /// Every variant's guardrails (the holdout's and the control's aside).
  public var guardrails: [ExperimentGuardrail]
  /// The variants, control first, then by name (the holdout among them).
  public var variants: [ExperimentVariantResult]

  enum CodingKeys: String, CodingKey {
    case experiment, environment, from, to, control, primary, level, threshold, looks, winner
    case guardrails, variants
    case sampleRatioMismatch = "sample_ratio_mismatch"
  }

  /// The result of `variant`.
  public func variant(_ id: String) -> ExperimentVariantResult? {
    variants.first { $0.variant == id }
  }

  /// The JSON document: snake-case keys, sorted; numbers exact (a value
  /// that is not a number, possible only from amounts stored before ingest
  /// bounded them, is `null`).
  public var jsonText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    // JSONEncoder writes a Decimal that is not a number as a bare NaN.
    return JSONNumber.nullingNaN(String(decoding: data, as: UTF8.self))
  }
}

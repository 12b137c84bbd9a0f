/// One guardrail of one variant: whether it is worse than the control on a
/// harm (refunds, early churn, billing issues) beyond its interval, whatever
/// the primary metric says.
public struct ExperimentGuardrail: Sendable, Codable, Equatable {
  /// The variant.
  public var variant: String
  /// The guardrail metric (`refund_rate`, `early_churn`, `billing_issue_rate`).
  public var metric: ExperimentMetric
  /// Whether the variant is worse than the control: the interval the
  /// verdicts rest on (`ExperimentLooks`) lies wholly above zero.
  public var worse: Bool
}

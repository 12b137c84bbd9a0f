import Foundation

/// A paywall experiment, as RevenueCat's dashboard would define it: 2 to 4
/// variants, each an offering, shown to a share of the customers for a time.
///
/// The project file's `experiments[]` entry:
/// ```json
/// { "id": "prexp_paywall", "placement": "onboarding", "enrollment_percentage": 50,
///   "start": "2026-01-01T00:00:00Z", "stop": "2026-04-01T00:00:00Z", "audience": "new",
///   "variants": [ { "id": "a", "offering_id": "default" },
///                 { "id": "b", "offering_id": "paywall_b" } ] }
/// ```
/// The first variant is the control. Without `placement` the experiment varies
/// the current offering; with one, the offering that placement shows.
///
/// Variants split the enrolled customers equally, unless each gives a
/// `percentage`; when those sum below 100, the rest are a **holdout**: enrolled
/// as variant `holdout` (the analytics report them as their own row), they see
/// what they would without the experiment.
/// ```json
/// "variants": [ { "id": "a", "offering_id": "default", "percentage": 45 },
///               { "id": "b", "offering_id": "paywall_b", "percentage": 45 } ]
/// ```
public struct SimulatorExperiment: Sendable, Hashable {
  /// Who may be enrolled.
  public enum Audience: String, Sendable, Hashable, CaseIterable {
    /// Customers first seen at or after the start (RevenueCat's rule).
    case newCustomers = "new"
    /// Every customer who is shown offerings while it runs.
    case allCustomers = "all"
  }

  /// One arm of the experiment: the offering its customers see.
  public struct Variant: Sendable, Hashable {
    /// The variant's name on the wire (`a`, `b`, …).
    public var id: String
    /// The offering its customers see.
    public var offeringID: String
    /// Its share of the enrolled customers, in percent; nil: an equal split.
    public var percentage: Double?

    /// Creates a variant.
    public init(id: String, offeringID: String, percentage: Double? = nil) {
      self.id = id
      self.offeringID = offeringID
      self.percentage = percentage
    }
  }

  /// The experiment's identifier (`experiment_id` in events).
  public var id: String
  /// The placement whose offering varies; nil varies the current offering.
  public var placement: String?
  /// The share of eligible customers enrolled, 0 to 100.
  public var enrollmentPercentage: Double
  /// When enrolment starts; nil: from the beginning.
  public var start: Date?
  /// When it stops; nil: until stopped with `StoreSimulator.stopExperiment(_:)`.
  public var stop: Date?
  /// Who may be enrolled.
  public var audience: Audience
  /// The variants, the control first.
  public var variants: [Variant]

  /// Creates an experiment.
  public init(
    id: String, placement: String? = nil, enrollmentPercentage: Double = 100, start: Date? = nil,
    stop: Date? = nil, audience: Audience = .newCustomers, variants: [Variant]
  ) {
    self.id = id
    self.placement = placement
    self.enrollmentPercentage = enrollmentPercentage
    self.start = start
    self.stop = stop
    self.audience = audience
    self.variants = variants
  }

  /// The control variant (the first).
  public var control: Variant? { variants.first }

  /// The variant name of the customers a holdout keeps on no variant.
  public static let holdoutID = "holdout"

  /// The share of enrolled customers kept on no variant, in percent: 100 less
  /// the variants' percentages when every variant gives one, else 0.
  public var holdoutPercentage: Double {
    let shares = variants.compactMap(\.percentage)
    guard !variants.isEmpty, shares.count == variants.count else { return 0 }
    return max(0, 100 - shares.reduce(0, +))
  }

  /// The holdout, when there is one: variant `holdout`, showing the control's
  /// offering (what the app shows without the experiment).
  public var holdout: Variant? {
    guard holdoutPercentage > 0, let control else { return nil }
    return Variant(
      id: Self.holdoutID, offeringID: control.offeringID, percentage: holdoutPercentage)
  }

  /// The variant with this identifier.
  public func variant(id: String) -> Variant? { variants.first { $0.id == id } }

  /// Whether it enrols customers at `date`, given a stop recorded in the ledger.
  public func isRunning(at date: Date, stoppedAt stopped: Date? = nil) -> Bool {
    if let start, date < start { return false }
    if let stop, date >= stop { return false }
    if let stopped, date >= stopped { return false }
    return true
  }
}

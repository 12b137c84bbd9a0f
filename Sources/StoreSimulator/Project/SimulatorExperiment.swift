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

    /// Creates a variant.
    public init(id: String, offeringID: String) {
      self.id = id
      self.offeringID = offeringID
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

import Foundation
import StoreSimulator
import Testing

@Suite("Experiment assignment")
struct ExperimentAssignmentTests {
  static func experiment(percentage: Double, variants: Int) -> SimulatorExperiment {
    SimulatorExperiment(
      id: "prexp_split", enrollmentPercentage: percentage,
      variants: (0..<variants).map {
        .init(id: SimulatorExperimentIDs.names[$0], offeringID: "offering_\($0)")
      })
  }

  @Test(
    "100,000 ids split within binomial tolerance of the configured percentages",
    arguments: [(100.0, 2), (50.0, 2), (30.0, 3), (80.0, 4)])
  func split(percentage: Double, variants: Int) {
    let experiment = Self.experiment(percentage: percentage, variants: variants)
    let total = 100_000
    var counts: [String: Int] = [:]
    var enrolled = 0
    for index in 0..<total {
      guard
        let variant = ExperimentAssignment.variant(of: experiment, forAppUserID: "user-\(index)")
      else { continue }
      enrolled += 1
      counts[variant.id, default: 0] += 1
    }
    // Enrolment ~ Binomial(n, p): within 4.5 standard deviations (false alarm < 1e-5).
    let p = percentage / 100
    let sd = (Double(total) * p * (1 - p)).squareRoot()
    #expect(abs(Double(enrolled) - Double(total) * p) <= 4.5 * sd + 1)
    // Each variant ~ Binomial(enrolled, 1/k).
    let share = 1 / Double(variants)
    let variantSD = (Double(enrolled) * share * (1 - share)).squareRoot()
    #expect(counts.count == variants)
    for (_, count) in counts {
      #expect(abs(Double(count) - Double(enrolled) * share) <= 4.5 * variantSD)
    }
  }

  @Test("The same id always gets the same variant, with stable hash values")
  func deterministic() {
    let experiment = Self.experiment(percentage: 50, variants: 3)
    for index in 0..<1_000 {
      let id = "$RCAnonymousID:\(index)"
      #expect(
        ExperimentAssignment.variant(of: experiment, forAppUserID: id)
          == ExperimentAssignment.variant(of: experiment, forAppUserID: id))
    }
    // Pinned values: the hash must never change between releases (assignments are sticky).
    #expect(ExperimentAssignment.hash("prexp:user") == 3_931_710_605_360_263_602)
  }

  @Test("0% enrols nobody; 100% enrols everybody")
  func edges() {
    let none = Self.experiment(percentage: 0, variants: 2)
    let all = Self.experiment(percentage: 100, variants: 2)
    for index in 0..<2_000 {
      #expect(ExperimentAssignment.variant(of: none, forAppUserID: "u\(index)") == nil)
      #expect(ExperimentAssignment.variant(of: all, forAppUserID: "u\(index)") != nil)
    }
  }
}

enum SimulatorExperimentIDs {
  static let names = ["a", "b", "c", "d"]
}

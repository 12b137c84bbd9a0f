import Foundation
import Testing

/// The terminal demo on the bundled experiment project: the paywall says which
/// variant the customer sees and renders its copy; switching customer shows another.
@Suite("subkit demo with a paywall experiment")
struct DemoExperimentTests {
  @Test(
    "Each customer's paywall names their variant; variant b shows its headline, benefits and highlight"
  )
  func variants() throws {
    let state = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: state) }
    let example = Repository.root.appendingPathComponent("Examples/InvoiceApp")
    var commands: [String] = []
    for name in ["ana", "ben", "cleo", "dev", "eli", "fay", "gus", "hal"] {
      commands += ["login \(name)", "upgrade", "close"]
    }
    let output = try Repository.subkit(
      [
        "demo", "--no-onboarding", "--state", state.path, "--start", "2026-01-01T09:00:00Z",
        "--storekit", example.appendingPathComponent("InvoiceApp.storekit").path,
        "--project", example.appendingPathComponent("subscriptions-experiments.json").path,
      ], input: commands.joined(separator: "\n") + "\nquit\n")
    #expect(output.status == 0, "\(output.stderr)")
    let screens = output.stdout.components(separatedBy: "\n> ").filter { $0.hasPrefix("upgrade") }
    #expect(screens.count == 8)
    var variants: Set<String> = []
    for screen in screens {
      #expect(screen.contains("experiment prexp_annual_first · variant "), "\(screen)")
      if screen.contains("variant b ·") {
        variants.insert("b")
        #expect(screen.contains("Get paid faster"))
        #expect(screen.contains("✓ Unlimited invoices"))
        #expect(screen.contains("★ Recommended"))
        #expect(!screen.contains("Start Free Trial"))
      } else if screen.contains("variant a ·") {
        variants.insert("a")
        #expect(!screen.contains("★ Recommended"))
      }
    }
    #expect(variants == ["a", "b"])
    // The log names each enrolment without a period type: an enrolment has no product.
    let enrolments = output.stdout.split(separator: "\n").filter {
      $0.contains("webhook EXPERIMENT_ENROLLMENT")
    }
    #expect(!enrolments.isEmpty)
    #expect(enrolments.allSatisfy { !$0.contains("[") }, "\(enrolments)")
    // Each paywall shown is recorded as RevenueCat's paywall event (issue 27 §8),
    // naming the offering the customer's variant shows.
    let events = try Repository.subkit(["store", "events", "--state", state.path])
    #expect(events.status == 0, "\(events.stderr)")
    let impressions = events.stdout.split(separator: "\n").filter {
      $0.contains(#""type":"PAYWALL_IMPRESSION""#)
    }
    #expect(impressions.count == 8, "\(impressions)")
    #expect(impressions.allSatisfy { $0.contains(#""offering_id":""#) }, "\(impressions)")
  }
}

import Testing

@testable import SubscriptionDoctor

/// Mistakes as real apps write them (issue 14): each case fires its rule, and
/// its corrected twin does not.
struct RecallTests {
  static let cases =
    RecallCase.priceCases + RecallCase.legalCases + RecallCase.restoreCases
    + RecallCase.secretsCases + RecallCase.placeholderCases + RecallCase.entitlementCases
    + RecallCase.planCases + RecallCase.notificationCases + RecallCase.restoreUsageCases
    + RecallCase.legalUsageCases + RecallCase.secretShapeCases + RecallCase.driftCases
    + RecallCase.shapeCases + RecallCase.realAppCases
    + RecallCase.realAppScreenCases + RecallCase.heldOutCases
    + RecallCase.monorepoCases
    + RecallCase.mutationCases + RecallCase.otherPurchaseWordCases
    + RecallCase.fourthRoundACases
    + RecallCase.fourthRoundBCases
    + RecallCase.fifthRoundACases
    + RecallCase.fifthRoundBCases
    + RecallCase.sixthRoundACases
    + RecallCase.sixthRoundBCases
    + RecallCase.seventhRoundCases
    + RecallCase.eighthRoundCases

  @Test("The mistake fires its rule", arguments: cases)
  func fires(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.fires)
    #expect(
      findings.contains {
        $0.rule == recall.rule && $0.severity != .note
          && (recall.file == nil || $0.file == recall.file)
      }, "\(findings)")
  }

  @Test("The corrected project does not fire it", arguments: cases)
  func correct(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.correct)
    #expect(!findings.contains { $0.rule == recall.rule }, "\(findings)")
  }
}

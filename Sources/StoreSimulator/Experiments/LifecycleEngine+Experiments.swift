import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// The experiments `appUserID` would be enrolled in now, with their
  /// variants: those running at `date` that the customer is not in yet, whose
  /// audience admits them and whose enrolment percentage includes them.
  func pendingEnrollments(
    for appUserID: String, at date: Date, state: EngineState
  ) -> [(experiment: SimulatorExperiment, variant: SimulatorExperiment.Variant)] {
    let customer = state.customers[appUserID]
    let hashed = customer?.originalAppUserID ?? appUserID
    let firstSeen = customer?.firstSeen ?? date
    return catalog.project.experiments.compactMap { experiment in
      guard experiment.isRunning(at: date, stoppedAt: state.experimentStops[experiment.id]),
        !(customer?.enrollments.contains { $0.experimentID == experiment.id } ?? false)
      else { return nil }
      if experiment.audience == .newCustomers, let start = experiment.start, firstSeen < start {
        return nil
      }
      return ExperimentAssignment.variant(of: experiment, forAppUserID: hashed).map {
        (experiment, $0)
      }
    }
  }

  /// Enrols the customer in every experiment `pendingEnrollments` names, each
  /// with an `EXPERIMENT_ENROLLMENT` event, as RevenueCat does when it first
  /// serves them a variant's offerings.
  func enroll(
    _ appUserID: String, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) {
    let pending = pendingEnrollments(for: appUserID, at: date, state: state)
    guard !pending.isEmpty else { return }
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    for (experiment, variant) in pending {
      state.customers[appUserID]?.enrollments.append(
        ExperimentEnrollment(
          experimentID: experiment.id, variant: variant.id, offeringID: variant.offeringID,
          enrolledAt: date))
      let original = state.customers[appUserID]?.originalAppUserID ?? appUserID
      // RevenueCat's enrolment carries no app id, environment, country or
      // currency: the event holds what its body reads back as (the readers'
      // defaults), so the event and its body are one thing.
      var event = WebhookEvent(
        type: .experimentEnrollment, id: nextEventID(&state), appID: "",
        eventTimestampMs: ISO8601.milliseconds(date), appUserID: appUserID,
        originalAppUserID: original,
        aliases: original == appUserID ? [original] : [original, appUserID], productID: nil,
        entitlementIDs: nil, periodType: "NORMAL", purchasedAtMs: nil, expirationAtMs: nil,
        environment: WebhookEvent.absentEnvironment, transactionID: nil,
        originalTransactionID: nil, presentedOfferingID: nil, countryCode: "", currency: "",
        price: 0)
      event.commissionPercentage = 0  // moves no money
      event.takehomePercentage = 0
      event.experimentID = experiment.id
      event.experimentVariant = variant.id
      event.offeringID = variant.offeringID
      event.experimentEnrolledAtMs = ISO8601.milliseconds(date)
      step.events.append(event)
    }
    step.customerDetails.insert(appUserID)
    step.affectedUsers.insert(appUserID)
  }

  /// The experiments a customer's events carry (`experiments[]`).
  func webhookExperiments(of appUserID: String, state: EngineState) -> [WebhookExperiment] {
    (state.customers[appUserID]?.enrollments ?? []).map {
      WebhookExperiment(
        experimentID: $0.experimentID, experimentVariant: $0.variant,
        enrolledAtMs: ISO8601.milliseconds($0.enrolledAt))
    }
  }

  /// Gives `appUserID` the enrolments of `otherID` (a restore moved the other
  /// customer's purchases here): the customer keeps the variants they had.
  func carryEnrollments(
    from otherID: String, to appUserID: String, state: inout EngineState,
    step: inout LifecycleStep
  ) {
    guard let moved = state.customers[otherID]?.enrollments, !moved.isEmpty else { return }
    var enrollments = state.customers[appUserID]?.enrollments ?? []
    for enrollment in moved {
      enrollments.removeAll { $0.experimentID == enrollment.experimentID }
      enrollments.append(enrollment)
    }
    state.customers[appUserID]?.enrollments = enrollments
    step.customerDetails.insert(appUserID)
  }

  /// Sets (or, with a nil value, removes) subscriber attributes.
  func setAttributes(
    _ values: [String: String?], of appUserID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) {
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    for (name, value) in values {
      state.customers[appUserID]?.attributes[name] = value.map {
        WebhookSubscriberAttribute(value: $0, updatedAtMs: ISO8601.milliseconds(date))
      }
    }
    step.customerDetails.insert(appUserID)
    step.affectedUsers.insert(appUserID)
  }

  /// What targeting knows about a customer.
  func targetingFacts(of appUserID: String, state: EngineState) -> TargetingFacts {
    let customer = state.customers[appUserID]
    let attributes = (customer?.attributes ?? [:]).mapValues(\.value)
    return TargetingFacts(
      country: attributes[TargetingFacts.countryAttribute] ?? catalog.storefront.countryCode,
      appVersion: attributes[TargetingFacts.appVersionAttribute], attributes: attributes,
      isReturning: !(customer?.transactionIDs.isEmpty ?? true))
  }

  /// The offerings document RevenueCat's backend would send this customer
  /// now: the targeting rule they match sets the current offering (and
  /// placements), then each running experiment they are enrolled in shows its
  /// variant's offering as current or for its placement. A stopped experiment
  /// shows the default again.
  func offeringsResponse(for appUserID: String, at date: Date, state: EngineState)
    -> OfferingsResponse
  {
    var response = catalog.project.offerings
    let targeting = catalog.project.targeting
    if let rule = targeting.rule(for: targetingFacts(of: appUserID, state: state)) {
      response.currentOfferingID = rule.offeringID
      if let placements = rule.placements { response.placements = placements }
      response.targeting = .init(revision: targeting.revision, ruleID: rule.id)
    }
    var contexts: [ExperimentContext] = []
    for enrollment in state.customers[appUserID]?.enrollments ?? [] {
      // A holdout's customers see what they would without the experiment.
      guard let experiment = catalog.project.experiment(id: enrollment.experimentID),
        experiment.isRunning(at: date, stoppedAt: state.experimentStops[experiment.id]),
        enrollment.variant != SimulatorExperiment.holdoutID
      else { continue }
      let offeringID =
        experiment.variant(id: enrollment.variant)?.offeringID ?? enrollment.offeringID
      if let placement = experiment.placement {
        var placements =
          response.placements ?? .init(fallbackOfferingID: nil, offeringIDsByPlacement: nil)
        var byPlacement = placements.offeringIDsByPlacement ?? [:]
        byPlacement[placement] = .some(offeringID)
        placements.offeringIDsByPlacement = byPlacement
        response.placements = placements
      } else {
        response.currentOfferingID = offeringID
      }
      contexts.append(
        ExperimentContext(
          experimentID: experiment.id, variant: enrollment.variant, offeringID: offeringID,
          placementID: experiment.placement))
    }
    response.experiments = contexts.isEmpty ? nil : contexts
    return response
  }
}

extension TargetingFacts {
  /// The attribute that overrides the storefront's country for targeting.
  public static let countryAttribute = "$country"
  /// The attribute that tells targeting the app version.
  public static let appVersionAttribute = "$appVersion"
}

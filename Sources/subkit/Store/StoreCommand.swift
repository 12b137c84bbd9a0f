import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// `subkit store`: drives a persisted simulated store from scripts.
///
/// Every subcommand opens the store in `--state DIR`, does one thing, says
/// what it did and exits, so shell scripts and CI jobs can walk a customer
/// through a whole lifecycle and read the results.
///
/// To add a subcommand, declare it (`Command.store(…)`, in a file of its
/// own) and add it to `command`'s list below: dispatch, parsing, operand
/// counts, `--help` and the store's command list all follow from that.
enum StoreCommand {
  /// `subkit store` and every subcommand, in the order help lists them.
  static let command = Command<SubscriptionClock>(
    "store", abstract: "Drive a simulated store from scripts: buy, advance time, refund…",
    discussion: """
      Drives a simulated App Store + RevenueCat project kept in DIR
      (default: .subkit/store). The first call may name the files with
      --storekit FILE --project FILE (default: the bundled example); later
      calls reuse them. Store time moves only with 'advance'. A PRODUCT left
      out means the customer's subscription.

      Every command that changes the store prints what it did, then one line
      per webhook event it caused (type, customer, product); --quiet leaves
      those lines out.
      """,
    subcommands: [
      StoreReadCommands.status,
      StoreBuyCommand.command,
      StoreOfferCommands.redeem,
      StoreOfferCommands.signOffer,
      StoreOfferCommands.winBackOffers,
      StoreAdvanceCommand.command,
      StoreRenewalCommands.cancel,
      StoreRenewalCommands.resume,
      StoreRenewalCommands.billingIssue,
      StoreRenewalCommands.recover,
      StoreRefundCommand.command,
      StoreReverseRefundCommand.command,
      StorePriceCommands.increase,
      StorePriceCommands.consent,
      StoreRemoveFromSaleCommand.command,
      StoreIdentityCommand.restore,
      StoreIdentityCommand.transfer,
      StoreFamilyCommand.command,
      StoreAskToBuyCommand.approve,
      StoreAskToBuyCommand.decline,
      StoreReadCommands.events,
      StoreReadCommands.customers,
      StoreDeliverCommand.command,
      StoreNotificationsCommand.command,
      StoreAppleIdentityCommand.command,
      StoreAPIKeysCommand.command,
      StoreSimulateCommand.command,
      StorePlanExperimentCommand.command,
      StoreExperimentCommand.attributes,
      StoreExperimentCommand.assignments,
      StoreExperimentCommand.experiments,
      StoreExperimentCommand.offerings,
    ])

  /// One line for an error of a store command.
  static func message(for error: any Error) -> String {
    if let error = error as? PurchaseError { return error.detail ?? error.code.description }
    if let error = error as? StoreSimulatorError { return error.message }
    return describe(error)
  }

  /// The named product, or the customer's subscription (the latest one).
  static func product(_ named: String?, store: StoreSimulator, user: String) throws -> String {
    if let named { return named }
    let info = try store.customerInfo(for: user)
    let latest = info.subscriptionsByProductIdentifier.values.max {
      $0.purchaseDate < $1.purchaseDate
    }
    guard let latest else {
      throw SetupError("\(user) has no subscription; name a PRODUCT")
    }
    return latest.productIdentifier
  }

  /// "2026-02-01T09:00:00Z": store time as every command prints it.
  static func time(_ date: Date) -> String { ISO8601.string(from: date) }
}

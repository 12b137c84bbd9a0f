import Foundation

extension WebhookEvent {
  /// The event object's members, by wire name (`CodingKeys` holds the same names).
  private static let eventKeys = JSONKeyTable<CodingKeys>(
    CodingKeys.allCases.map { ($0.stringValue, $0) })

  /// Reads the `event` object; errors carry the member's name (`event.` is added by the caller).
  static func readEvent(_ scanner: inout JSONByteScanner) throws(Failure) -> WebhookEvent {
    var fields = Fields()
    try scanner.readObject(keys: eventKeys) { scanner, key throws(Failure) in
      guard let key else { return try scanner.skipValue() }
      do throws(JSONByteScanner.Failure) {
        try fields.read(key, from: &scanner)
      } catch {
        throw error.at(key.stringValue)
      }
    }
    guard let type = fields.type else { throw missing(.type) }
    guard let id = fields.id else { throw missing(.id) }
    guard let timestamp = fields.eventTimestampMs else { throw missing(.eventTimestampMs) }
    var event = WebhookEvent(
      type: type, id: id, appID: fields.appID ?? "", eventTimestampMs: timestamp,
      appUserID: fields.appUserID,
      originalAppUserID: fields.originalAppUserID ?? fields.appUserID ?? "",
      aliases: fields.aliases ?? [], productID: fields.productID,
      entitlementIDs: fields.entitlementIDs, periodType: fields.periodType ?? "NORMAL",
      purchasedAtMs: fields.purchasedAtMs, expirationAtMs: fields.expirationAtMs,
      environment: fields.environment ?? absentEnvironment, store: fields.store ?? "APP_STORE",
      transactionID: fields.transactionID, originalTransactionID: fields.originalTransactionID,
      presentedOfferingID: fields.presentedOfferingID, countryCode: fields.countryCode ?? "",
      currency: fields.currency ?? "", price: fields.price ?? 0,
      priceInPurchasedCurrency: fields.priceInPurchasedCurrency)
    event.newProductID = fields.newProductID
    event.gracePeriodExpirationAtMs = fields.gracePeriodExpirationAtMs
    event.isFamilyShare = fields.isFamilyShare ?? false
    event.taxPercentage = fields.taxPercentage ?? 0
    event.commissionPercentage = fields.commissionPercentage ?? 0
    event.takehomePercentage = fields.takehomePercentage ?? 0
    event.offerCode = fields.offerCode
    event.isTrialConversion = fields.isTrialConversion
    event.cancelReason = fields.cancelReason
    event.expirationReason = fields.expirationReason
    event.transferredFrom = fields.transferredFrom
    event.transferredTo = fields.transferredTo
    event.renewalNumber = fields.renewalNumber
    event.experiments = fields.experiments ?? []
    event.subscriberAttributes = fields.subscriberAttributes ?? [:]
    event.experimentID = fields.experimentID
    event.experimentVariant = fields.experimentVariant
    event.offeringID = fields.offeringID
    event.experimentEnrolledAtMs = fields.experimentEnrolledAtMs
    return event
  }

  private static func missing(_ key: CodingKeys) -> Failure {
    .located(path: key.stringValue, what: "required field is missing")
  }

  /// The members read so far; nil is "missing or null".
  private struct Fields {
    var type: WebhookEventType?
    var id, appID, appUserID, originalAppUserID, productID, newProductID: String?
    var periodType, environment, store, transactionID, originalTransactionID: String?
    var presentedOfferingID, countryCode, currency, offerCode: String?
    var experimentID, experimentVariant, offeringID: String?
    var eventTimestampMs, purchasedAtMs, expirationAtMs, gracePeriodExpirationAtMs: Int64?
    var experimentEnrolledAtMs: Int64?
    var aliases, entitlementIDs, transferredFrom, transferredTo: [String]?
    var isFamilyShare, isTrialConversion: Bool?
    var price, priceInPurchasedCurrency, taxPercentage, commissionPercentage: Decimal?
    var takehomePercentage: Decimal?
    var cancelReason, expirationReason: WebhookReason?
    var renewalNumber: Int?
    var experiments: [WebhookExperiment]?
    var subscriberAttributes: [String: WebhookSubscriberAttribute]?

    mutating func read(_ key: CodingKeys, from scanner: inout JSONByteScanner) throws(Failure) {
      if try scanner.readNull() {
        if key == .type || key == .id || key == .eventTimestampMs {
          throw .invalid("required value is null")
        }
        clear(key)
        return
      }
      switch key {
      case .type:
        type = WebhookEventType(rawValue: try scanner.readString())
      case .id: id = try scanner.readString()
      case .appID: appID = try scanner.readString()
      case .eventTimestampMs: eventTimestampMs = try scanner.readInt64()
      case .appUserID: appUserID = try scanner.readString()
      case .originalAppUserID: originalAppUserID = try scanner.readString()
      case .aliases: aliases = try Self.strings(&scanner)
      case .productID: productID = try scanner.readString()
      case .newProductID: newProductID = try scanner.readString()
      case .entitlementIDs: entitlementIDs = try Self.strings(&scanner)
      case .entitlementID: try scanner.skipValue()
      case .periodType: periodType = try scanner.readString()
      case .purchasedAtMs: purchasedAtMs = try scanner.readInt64()
      case .expirationAtMs: expirationAtMs = try scanner.readInt64()
      case .gracePeriodExpirationAtMs: gracePeriodExpirationAtMs = try scanner.readInt64()
      case .environment: environment = try scanner.readString()
      case .store: store = try scanner.readString()
      case .transactionID: transactionID = try scanner.readString()
      case .originalTransactionID: originalTransactionID = try scanner.readString()
      case .presentedOfferingID: presentedOfferingID = try scanner.readString()
      case .isFamilyShare: isFamilyShare = try scanner.readBool()
      case .countryCode: countryCode = try scanner.readString()
      case .currency: currency = try scanner.readString()
      case .price: price = try scanner.readDecimal()
      case .priceInPurchasedCurrency: priceInPurchasedCurrency = try scanner.readDecimal()
      case .taxPercentage: taxPercentage = try scanner.readDecimal()
      case .commissionPercentage: commissionPercentage = try scanner.readDecimal()
      case .takehomePercentage: takehomePercentage = try scanner.readDecimal()
      case .offerCode: offerCode = try scanner.readString()
      case .isTrialConversion: isTrialConversion = try scanner.readBool()
      case .cancelReason: cancelReason = try Self.reason(&scanner)
      case .expirationReason: expirationReason = try Self.reason(&scanner)
      case .transferredFrom: transferredFrom = try Self.strings(&scanner)
      case .transferredTo: transferredTo = try Self.strings(&scanner)
      case .renewalNumber:
        let number = try scanner.readInt64()
        guard let value = Int(exactly: number) else { throw .mismatch(expected: "a whole number") }
        renewalNumber = value
      case .subscriberAttributes: subscriberAttributes = try Self.attributes(&scanner)
      case .experiments: experiments = try Self.experiments(&scanner)
      case .experimentID: experimentID = try scanner.readString()
      case .experimentVariant: experimentVariant = try scanner.readString()
      case .offeringID: offeringID = try scanner.readString()
      case .experimentEnrolledAtMs: experimentEnrolledAtMs = try scanner.readInt64()
      }
    }

    /// A member that came as `null` reads as missing (a later duplicate wins, as before).
    private mutating func clear(_ key: CodingKeys) {
      switch key {
      case .appID: appID = nil
      case .appUserID: appUserID = nil
      case .originalAppUserID: originalAppUserID = nil
      case .aliases: aliases = nil
      case .productID: productID = nil
      case .newProductID: newProductID = nil
      case .entitlementIDs: entitlementIDs = nil
      case .periodType: periodType = nil
      case .purchasedAtMs: purchasedAtMs = nil
      case .expirationAtMs: expirationAtMs = nil
      case .gracePeriodExpirationAtMs: gracePeriodExpirationAtMs = nil
      case .environment: environment = nil
      case .store: store = nil
      case .transactionID: transactionID = nil
      case .originalTransactionID: originalTransactionID = nil
      case .presentedOfferingID: presentedOfferingID = nil
      case .isFamilyShare: isFamilyShare = nil
      case .countryCode: countryCode = nil
      case .currency: currency = nil
      case .price: price = nil
      case .priceInPurchasedCurrency: priceInPurchasedCurrency = nil
      case .taxPercentage: taxPercentage = nil
      case .commissionPercentage: commissionPercentage = nil
      case .takehomePercentage: takehomePercentage = nil
      case .offerCode: offerCode = nil
      case .isTrialConversion: isTrialConversion = nil
      case .cancelReason: cancelReason = nil
      case .expirationReason: expirationReason = nil
      case .transferredFrom: transferredFrom = nil
      case .transferredTo: transferredTo = nil
      case .renewalNumber: renewalNumber = nil
      case .subscriberAttributes: subscriberAttributes = nil
      case .experiments: experiments = nil
      case .experimentID: experimentID = nil
      case .experimentVariant: experimentVariant = nil
      case .offeringID: offeringID = nil
      case .experimentEnrolledAtMs: experimentEnrolledAtMs = nil
      case .type, .id, .eventTimestampMs, .entitlementID: break
      }
    }

    private static func strings(_ scanner: inout JSONByteScanner) throws(Failure) -> [String] {
      var list: [String] = []
      try scanner.readArray { scanner, index throws(Failure) in
        do throws(JSONByteScanner.Failure) {
          list.append(try scanner.readString())
        } catch {
          throw error.at("[\(index)]")
        }
      }
      return list
    }

    /// A reason, known or not (the set is open: see `WebhookReason`).
    private static func reason(_ scanner: inout JSONByteScanner) throws(Failure) -> WebhookReason {
      WebhookReason(rawValue: try scanner.readString())
    }

    private static func experiments(_ scanner: inout JSONByteScanner) throws(Failure)
      -> [WebhookExperiment]
    {
      var list: [WebhookExperiment] = []
      try scanner.readArray { scanner, index throws(Failure) in
        do throws(JSONByteScanner.Failure) {
          list.append(try WebhookExperiment.read(&scanner))
        } catch {
          throw error.at("[\(index)]")
        }
      }
      return list
    }

    private static func attributes(_ scanner: inout JSONByteScanner) throws(Failure)
      -> [String: WebhookSubscriberAttribute]
    {
      var attributes: [String: WebhookSubscriberAttribute] = [:]
      try scanner.readDictionary { scanner, name throws(Failure) in
        do throws(JSONByteScanner.Failure) {
          attributes[name] = try WebhookSubscriberAttribute.read(&scanner)
        } catch {
          throw error.at(name)
        }
      }
      return attributes
    }
  }
}

import Foundation

extension SubscriberResponse {
  typealias Failure = JSONByteScanner.Failure

  /// Reads RevenueCat's subscriber document from its bytes, by the rules
  /// `init(from:)` follows (a test holds the two to the same answers), with
  /// the wire module's strict reader instead of `JSONDecoder`: the app's hot
  /// path (every customer-info answer) and many times cheaper.
  ///
  /// `rawData` (the document's, the subscriber's, each entitlement's) is kept
  /// as where its text is in `data`, and built on first access.
  ///
  /// - Throws: ``SubscriberResponseError`` with one line naming the member
  ///   that is wrong (`subscriber.first_seen: …`) or where the text stops
  ///   being JSON.
  public static func decode(_ data: Data) throws(SubscriberResponseError) -> SubscriberResponse {
    let result: Result<SubscriberResponse, Failure> = data.withUnsafeBytes { raw in
      do throws(Failure) {
        var scanner = try JSONByteScanner(raw.bindMemory(to: UInt8.self))
        let response = try read(&scanner, document: data)
        try scanner.finish()
        return .success(response)
      } catch {
        return .failure(error)
      }
    }
    do throws(Failure) {
      return try result.get()
    } catch {
      throw SubscriberResponseError(error)
    }
  }

  private static let keys = JSONKeyTable<CodingKeys>(
    CodingKeys.allCases.map { ($0.stringValue, $0) })

  /// Reads the document object; `document` is the whole text, kept for `rawData`.
  static func read(_ scanner: inout JSONByteScanner, document: Data) throws(Failure)
    -> SubscriberResponse
  {
    let start = scanner.valueStart()
    var requestDate: Date?
    var subscriber: Subscriber?
    try scanner.readObject(keys: keys) { scanner, key throws(Failure) in
      switch key {
      case .requestDate?: requestDate = try scanner.requiredDate(CodingKeys.requestDate.stringValue)
      case .subscriber?:
        subscriber = try scanner.member(CodingKeys.subscriber.stringValue) {
          scanner throws(Failure) in
          if try scanner.readNull() { throw .invalid("required value is null") }
          return try Subscriber.read(&scanner, document: document)
        }
      case .requestDateMilliseconds?, nil: try scanner.skipValue()
      }
    }
    guard let requestDate else { throw .missing(CodingKeys.requestDate.stringValue) }
    guard let subscriber else { throw .missing(CodingKeys.subscriber.stringValue) }
    var response = SubscriberResponse(requestDate: requestDate, subscriber: subscriber)
    response.raw = RawJSONObject(
      text: RawJSONText(document: document, range: start..<scanner.offset))
    return response
  }
}

extension SubscriberResponse.Subscriber {
  private static let keys = JSONKeyTable<CodingKeys>(
    CodingKeys.allCases.map { ($0.stringValue, $0) })

  /// Reads the subscriber object (`init(from:)`'s rules).
  static func read(_ scanner: inout JSONByteScanner, document: Data) throws(JSONByteScanner.Failure)
    -> Self
  {
    let start = scanner.valueStart()
    var userID: String?
    var firstSeen: Date?
    var managementURL: String?
    var applicationVersion: String?
    var originalPurchaseDate: Date?
    var entitlements: [String: SubscriberResponse.Entitlement] = [:]
    var subscriptions: [String: SubscriberResponse.Subscription] = [:]
    var nonSubscriptions: [String: [SubscriberResponse.NonSubscription]] = [:]
    try scanner.readObject(keys: keys) { scanner, key throws(JSONByteScanner.Failure) in
      guard let key else { return try scanner.skipValue() }
      let name = key.stringValue
      switch key {
      case .originalAppUserID: userID = try scanner.requiredString(name)
      case .firstSeen: firstSeen = try scanner.requiredDate(name)
      case .managementURL: managementURL = try scanner.lenientString(name)
      case .originalApplicationVersion: applicationVersion = try scanner.optionalString(name)
      case .originalPurchaseDate: originalPurchaseDate = try scanner.optionalDate(name)
      case .entitlements:
        entitlements = try scanner.dictionary(name) { scanner throws(JSONByteScanner.Failure) in
          try SubscriberResponse.Entitlement.read(&scanner, document: document)
        }
      case .subscriptions:
        subscriptions = try scanner.dictionary(name) { scanner throws(JSONByteScanner.Failure) in
          try SubscriberResponse.Subscription.read(&scanner)
        }
      case .nonSubscriptions:
        nonSubscriptions = try scanner.dictionary(name) { scanner throws(JSONByteScanner.Failure) in
          try scanner.readElements { scanner throws(JSONByteScanner.Failure) in
            try SubscriberResponse.NonSubscription.read(&scanner)
          }
        }
      }
    }
    guard let userID else { throw .missing(CodingKeys.originalAppUserID.stringValue) }
    guard let firstSeen else { throw .missing(CodingKeys.firstSeen.stringValue) }
    var subscriber = Self(
      originalAppUserID: userID, firstSeen: firstSeen, managementURL: managementURL,
      originalApplicationVersion: applicationVersion, originalPurchaseDate: originalPurchaseDate,
      entitlements: entitlements, subscriptions: subscriptions, nonSubscriptions: nonSubscriptions)
    subscriber.raw = RawJSONObject(
      text: RawJSONText(document: document, range: start..<scanner.offset))
    return subscriber
  }
}

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
        scanner.document = data
        let response = try wireFields.read(&scanner)
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
}

extension InMemoryBackend {
  /// A backend method, as counted by `calls` and targeted by `failNextCall`.
  public enum Method: String, Sendable, Hashable, CaseIterable {
    case offerings
    case customerInfo
    case purchase
    case restorePurchases
    case checkTrialOrIntroDiscountEligibility
    case logIn
    case logOut
    case setAttributes
  }

  /// How many times each method was called (reading `appUserID` and
  /// subscribing to `customerInfoStream` are local and not counted).
  ///
  /// ```swift
  /// #expect(backend.calls[.purchase] == 1)
  /// #expect(backend.calls.total == 0)
  /// ```
  public struct CallCounts: Sendable, Hashable, CustomStringConvertible {
    /// Calls by method.
    public var byMethod: [Method: Int] = [:]

    /// Creates empty counts.
    public init() {}

    /// The calls of one method.
    public subscript(method: Method) -> Int {
      get { byMethod[method] ?? 0 }
      set { byMethod[method] = newValue }
    }

    /// Every call of every method.
    public var total: Int { byMethod.values.reduce(0, +) }

    /// "purchase: 1, customerInfo: 2".
    public var description: String {
      Method.allCases.filter { self[$0] > 0 }.map { "\($0.rawValue): \(self[$0])" }
        .joined(separator: ", ")
    }
  }
}

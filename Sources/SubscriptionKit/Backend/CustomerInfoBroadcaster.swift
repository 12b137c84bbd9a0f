import SubscriptionWire

/// Fans customer-info updates out to any number of `AsyncStream`s.
///
/// Each stream first yields the latest value (if any), then every change, and
/// keeps only the newest value when its reader falls behind, as RevenueCat's
/// `customerInfoStream` does. Backends use this to implement
/// `PurchasesBackend.customerInfoStream`.
public final class CustomerInfoBroadcaster: Sendable {
  private struct State {
    var latest: CustomerInfo?
    var continuations: [Int: AsyncStream<CustomerInfo>.Continuation] = [:]
    var nextID = 0
    var sends = 0
  }

  private let state = Locked(State())

  /// Creates a broadcaster with no value yet.
  public init() {}

  /// The last value sent.
  public var latest: CustomerInfo? { state.current.latest }

  /// How many values `send(_:)` passed on to the streams.
  package var sendCount: Int { state.current.sends }

  /// A new stream of updates.
  public func stream() -> AsyncStream<CustomerInfo> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: CustomerInfo.self, bufferingPolicy: .bufferingNewest(1))
    let latest = state.withLock { state -> CustomerInfo? in
      let id = state.nextID
      state.nextID += 1
      state.continuations[id] = continuation
      continuation.onTermination = { [weak self] _ in
        self?.state.withLock { _ = $0.continuations.removeValue(forKey: id) }
      }
      return state.latest
    }
    if let latest { continuation.yield(latest) }
    return stream
  }

  /// Sends `info` to every stream, unless it equals the last value sent.
  public func send(_ info: CustomerInfo) {
    let targets = state.withLock { state -> [AsyncStream<CustomerInfo>.Continuation] in
      guard state.latest != info else { return [] }
      state.latest = info
      state.sends += 1
      return Array(state.continuations.values)
    }
    for continuation in targets { continuation.yield(info) }
  }

  /// Forgets the last value (after a log-out), so the next one is always sent.
  public func reset() {
    state.withLock { $0.latest = nil }
  }

  /// Ends every stream.
  public func finish() {
    let targets = state.withLock { state in
      defer { state.continuations = [:] }
      return Array(state.continuations.values)
    }
    for continuation in targets { continuation.finish() }
  }
}

/// Which configuration and which customer the manager serves now.
///
/// Work that outlives a change (a fetch, the launch, the update-stream
/// listener, the expiry timer) takes a `Token` when it starts and drops its
/// result when the token is no longer current. The one invariant: a token
/// taken before a change is never current after it — a new configuration
/// is also a new customer, so a customer token from an older configuration
/// is stale too.
struct Epoch {
  /// The configuration and customer at one moment.
  struct Token: Hashable, Sendable {
    fileprivate let configuration: Int
    fileprivate let customer: Int
  }

  private var configuration = 0
  private var customer = 0

  /// True while a log-in or log-out waits for the backend: the customer is
  /// changing hands, so stream updates are not applied to the one shown.
  private(set) var isSwitchingCustomer = false

  /// Now, as a token to compare with later.
  var token: Token { Token(configuration: configuration, customer: customer) }

  /// Whether nothing has changed since `token` was taken.
  func isCurrent(_ token: Token) -> Bool {
    token == self.token
  }

  /// Whether the configuration is the one `token` was taken under (the
  /// customer may have changed since).
  func isCurrentConfiguration(_ token: Token) -> Bool {
    token.configuration == configuration
  }

  /// A new backend and configuration, and so a new customer.
  mutating func newConfiguration() {
    configuration += 1
    customer += 1
  }

  /// Another customer is shown.
  mutating func newCustomer() {
    customer += 1
  }

  /// A log-in or log-out starts: answers for the current customer are stale
  /// from here on, and stream updates wait until `endSwitchingCustomer()`.
  mutating func beginSwitchingCustomer() {
    customer += 1
    isSwitchingCustomer = true
  }

  /// The log-in or log-out ended (whether or not it succeeded).
  mutating func endSwitchingCustomer() {
    isSwitchingCustomer = false
  }
}

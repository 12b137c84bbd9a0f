import SubscriptionKit

/// The simulator's seeded generator, now the package's one
/// `SeededRandomNumberGenerator` (in SubscriptionKit).
@available(*, deprecated, renamed: "SeededRandomNumberGenerator")
public typealias SeededGenerator = SeededRandomNumberGenerator

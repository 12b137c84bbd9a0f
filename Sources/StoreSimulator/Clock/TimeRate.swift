/// How fast store time runs against the clock: how many store seconds pass per
/// clock second.
///
/// Sandbox-style rates are named after how often a monthly subscription renews.
/// The simulator scales time uniformly, so with `.monthlyRenewalEveryFiveMinutes`
/// a month takes five minutes and a year an hour, as in Apple's sandbox table;
/// a week takes about 70 seconds (Apple rounds short periods up to 3 minutes).
public struct TimeRate: Sendable, Hashable, CustomStringConvertible {
  /// Store seconds per clock second (1 = real time).
  public let storeSecondsPerSecond: Double

  /// A rate of `storeSecondsPerSecond` (at least a millionth).
  public init(storeSecondsPerSecond: Double) {
    self.storeSecondsPerSecond = max(storeSecondsPerSecond, 1e-6)
  }

  /// A rate at which one 30-day month passes in `seconds` clock seconds.
  public static func monthlyRenewal(every seconds: Double) -> TimeRate {
    TimeRate(storeSecondsPerSecond: 30 * 86_400 / max(seconds, 1e-3))
  }

  /// Real time.
  public static let realTime = TimeRate(storeSecondsPerSecond: 1)
  /// A month every hour.
  public static let monthlyRenewalEveryHour = monthlyRenewal(every: 3_600)
  /// A month every 30 minutes.
  public static let monthlyRenewalEveryThirtyMinutes = monthlyRenewal(every: 1_800)
  /// A month every 15 minutes.
  public static let monthlyRenewalEveryFifteenMinutes = monthlyRenewal(every: 900)
  /// A month every 5 minutes: the App Store sandbox default.
  public static let monthlyRenewalEveryFiveMinutes = monthlyRenewal(every: 300)
  /// A month every 3 minutes.
  public static let monthlyRenewalEveryThreeMinutes = monthlyRenewal(every: 180)
  /// A month every 30 seconds (Xcode StoreKit testing only).
  public static let monthlyRenewalEveryThirtySeconds = monthlyRenewal(every: 30)

  /// The rate a `.storekit` file's `_timeRate` code names.
  ///
  /// The codes are Xcode's `SKTestSession.TimeRate` raw values (0 real time;
  /// 1–6 the deprecated "N is one day" rates; 10–15 the monthly-renewal rates).
  /// Whether files use exactly these numbers is not documented, so unknown
  /// codes read as real time, and the simulator's own option always wins.
  public init(storeKitCode code: Int) {
    let day = 86_400.0
    switch code {
    case 1: self.init(storeSecondsPerSecond: day / 3_600)
    case 2: self.init(storeSecondsPerSecond: day / 1_800)
    case 3: self.init(storeSecondsPerSecond: day / 300)
    case 4: self.init(storeSecondsPerSecond: day / 60)
    case 5: self.init(storeSecondsPerSecond: day / 30)
    case 6: self.init(storeSecondsPerSecond: day)
    case 10: self = .monthlyRenewalEveryHour
    case 11: self = .monthlyRenewalEveryThirtyMinutes
    case 12: self = .monthlyRenewalEveryFifteenMinutes
    case 13: self = .monthlyRenewalEveryFiveMinutes
    case 15: self = .monthlyRenewalEveryThirtySeconds
    default: self = .realTime
    }
  }

  /// "8640× (a month every 5 min)".
  public var description: String {
    let monthSeconds = 30 * 86_400 / storeSecondsPerSecond
    return "\(storeSecondsPerSecond)× (a month every \(Int(monthSeconds.rounded())) s)"
  }
}

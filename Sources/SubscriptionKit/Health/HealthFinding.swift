/// One line of a health report: which check, how it went, what was found and
/// how to fix it. Data only; `subkit demo` and the SwiftUI edge render it.
public struct HealthFinding: Sendable, Hashable, Codable, Identifiable {
  /// The checks, in the order a report lists them.
  public enum Check: String, Sendable, Hashable, Codable, CaseIterable {
    /// `SubscriptionManager.configure(backend:configuration:)` was called.
    case configured
    /// The API key is valid for this build.
    case apiKey
    /// The project has offerings, with a current one.
    case offerings
    /// Every package's product was found in the store.
    case productsFound
    /// The product identifiers in configuration are all offered.
    case configuredProducts
    /// The configured entitlement is unlocked by at least one offered product.
    case entitlementUnlocked
  }

  /// How a check went.
  public enum Status: String, Sendable, Hashable, Codable, Comparable {
    case pass
    case warning
    case failure
    /// A check that could not run for lack of information.
    case skipped

    public static func < (lhs: Status, rhs: Status) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
      switch self {
      case .pass: 0
      case .skipped: 1
      case .warning: 2
      case .failure: 3
      }
    }
  }

  /// The check.
  public let check: Check
  /// How it went.
  public let status: Status
  /// What was found, in a sentence.
  public let message: String
  /// What to do about it; nil when it passed.
  public let fix: String?

  /// Creates a finding.
  public init(check: Check, status: Status, message: String, fix: String? = nil) {
    self.check = check
    self.status = status
    self.message = message
    self.fix = fix
  }

  /// The check's name.
  public var id: String { check.rawValue }
}

/// Every finding of a health check, in check order.
public struct HealthReport: Sendable, Hashable, Codable {
  /// The findings.
  public let findings: [HealthFinding]

  /// Creates a report.
  public init(findings: [HealthFinding]) {
    self.findings = findings
  }

  /// Findings that need attention (warnings and failures).
  public var problems: [HealthFinding] { findings.filter { $0.status >= .warning } }

  /// True when nothing failed.
  public var isHealthy: Bool { !findings.contains { $0.status == .failure } }

  /// The finding of one check.
  public subscript(check: HealthFinding.Check) -> HealthFinding? {
    findings.first { $0.check == check }
  }
}

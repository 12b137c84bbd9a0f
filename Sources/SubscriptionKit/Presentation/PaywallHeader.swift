/// The top of a paywall: the offering's title, subtitle and benefits (an
/// experiment variant's headline and selling points), or — when the paywall
/// opens because a customer reached a gated feature — that feature's upgrade
/// prompt and its benefits.
///
/// ```swift
/// let header = PaywallHeader(content: content, prompt: invoices.upgradePrompt)
/// header.title      // "Unlimited Invoices"
/// ```
public struct PaywallHeader: Sendable, Hashable {
  /// The headline.
  public let title: String
  /// The line under it, when there is one.
  public let subtitle: String?
  /// What upgrading brings, one line each: the prompt's, else the offering's.
  public let benefits: [String]

  /// The header for `content`, opened on `prompt` when given.
  public init(content: PaywallContent, prompt: UpgradePrompt? = nil) {
    title = prompt?.title ?? content.title
    subtitle = prompt?.message ?? content.subtitle
    benefits = prompt?.benefits ?? content.benefits
  }
}

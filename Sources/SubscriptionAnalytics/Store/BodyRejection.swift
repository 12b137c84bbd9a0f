/// A webhook body `AnalyticsStore.ingestLocating(batches:)` refused, and
/// where it was: the context as values, so a caller names the place its own
/// way instead of reading it back out of a message.
package struct BodyRejection: Error, Sendable, Equatable, CustomStringConvertible {
  /// The batch the body is in, from 1.
  package let batch: Int
  /// The body's place in its batch, from 1.
  package let body: Int
  /// Why it was refused.
  package let reason: AnalyticsError

  /// A refusal of body `body` of batch `batch`.
  package init(batch: Int, body: Int, reason: AnalyticsError) {
    self.batch = batch
    self.body = body
    self.reason = reason
  }

  /// `batch 2, body 5: reason`.
  package var description: String { "batch \(batch), body \(body): \(reason.message)" }
}

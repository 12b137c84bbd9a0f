/// Comparisons whose time does not depend on where two secrets differ.
package enum ConstantTime {
  /// Whether `given` equals `expected`, looking at every byte of both whatever
  /// they hold, so response time does not reveal how much of a guess was right.
  /// (Only the expected length can leak, which a secret of fixed form does anyway.)
  package static func equals(_ given: String, _ expected: String) -> Bool {
    let a = Array(given.utf8)
    let b = Array(expected.utf8)
    var difference = UInt64(a.count ^ b.count)
    let length = max(a.count, b.count)
    for index in 0..<length {
      let x = index < a.count ? a[index] : 0
      let y = index < b.count ? b[index] : 0
      difference |= UInt64(x ^ y)
    }
    return difference == 0
  }
}

/// Unsigned integers as ASCII decimal digits written straight into a buffer:
/// the numbers of every webhook body (`JSONTextWriter`) and the sequence in
/// every event identifier (`LifecycleEngine.eventID`), without a `String`.
package enum DecimalDigits {
  /// How many digits `value` has (1 for 0).
  package static func count(_ value: UInt64) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }

  /// Writes `value` right-aligned in `buffer`, zeros before it: the buffer
  /// holds at least `count(value)` bytes.
  package static func write(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>) {
    var rest = value
    for position in buffer.indices.reversed() {
      buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few BSD socket calls that are spelled differently on Linux (Glibc)
/// and Apple platforms (Darwin), in one place.
package enum Socket {
  /// `SOCK_STREAM` as `socket(2)` takes it (an enum on Glibc, an `Int32` on Darwin).
  package static var stream: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_STREAM.rawValue)
    #else
      SOCK_STREAM
    #endif
  }

  /// A write to a closed peer fails with `EPIPE` instead of raising
  /// `SIGPIPE`: Darwin sets it once on the socket (`SO_NOSIGPIPE`); Linux
  /// asks per call (`MSG_NOSIGNAL`, in `send`).
  package static func ignoreBrokenPipe(_ descriptor: Int32) {
    #if canImport(Darwin)
      var one: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// `send(2)` without `SIGPIPE`.
  package static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
      Darwin.send(descriptor, bytes, count, 0)
    #endif
  }

  /// `close(2)`.
  package static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An address to listen on: a numeric IPv4 or IPv6 address (or `localhost`) and a port.
package struct BindAddress: Sendable, Hashable, CustomStringConvertible {
  /// The host as given (`localhost` is read as `127.0.0.1`).
  package let host: String
  /// The port (0: any free port, chosen when the server starts).
  package let port: UInt16
  /// Whether the address is IPv6.
  package let isIPv6: Bool
  /// Whether only this machine can connect (127.0.0.0/8 or ::1).
  package let isLoopback: Bool
  private let bytes: [UInt8]

  /// Parses `host` (numeric, or `localhost`).
  ///
  /// - Throws: `HTTPServerError` for a name that is not a numeric address.
  package init(host: String, port: UInt16) throws {
    let numeric = host == "localhost" ? "127.0.0.1" : host
    self.port = port
    var v4 = in_addr()
    var v6 = in6_addr()
    if inet_pton(AF_INET, numeric, &v4) == 1 {
      self.host = numeric
      isIPv6 = false
      bytes = withUnsafeBytes(of: v4) { Array($0) }
      isLoopback = bytes.first == 127
    } else if inet_pton(AF_INET6, numeric, &v6) == 1 {
      self.host = numeric
      isIPv6 = true
      bytes = withUnsafeBytes(of: v6) { Array($0) }
      isLoopback = bytes == Array(repeating: 0, count: 15) + [1]
    } else {
      throw HTTPServerError(
        "--host must be a numeric IPv4 or IPv6 address (or localhost), not '\(host)'")
    }
  }

  /// `127.0.0.1:8080`, `[::1]:8080`.
  package var description: String {
    isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// Calls `body` with the address as a `sockaddr`.
  package func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
    if isIPv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      withUnsafeMutableBytes(of: &address.sin6_addr) { $0.copyBytes(from: bytes) }
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    withUnsafeMutableBytes(of: &address.sin_addr) { $0.copyBytes(from: bytes) }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
    }
  }
}

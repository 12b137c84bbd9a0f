import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How `RevenueCatRESTClient` sends one request: `URLSession` by default, or
/// a fake in tests. It answers the response's status, headers and body, or
/// throws for a request that got no response (refused, timed out).
public struct RevenueCatTransport: Sendable {
  /// Sends `request` and returns the response.
  public var send: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

  /// A transport from a closure.
  public init(send: @escaping @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) {
    self.send = send
  }

  /// `URLSession` with an ephemeral configuration (no cookies, no cache).
  public static var urlSession: RevenueCatTransport {
    let session = URLSession(configuration: .ephemeral)
    return RevenueCatTransport { request in
      let (data, response) = try await session.data(for: request)
      guard let http = response as? HTTPURLResponse else {
        throw URLError(.badServerResponse)
      }
      return (data, http)
    }
  }
}

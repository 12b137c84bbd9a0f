import Foundation
import SubscriptionKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension RevenueCatRESTClient {
  /// Sends one call, retrying as the type's summary says, and returns the
  /// body of a 2xx answer.
  func send(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
    let isRead = method == "GET"
    var attempt = 0
    while true {
      let failure: RevenueCatRESTError
      do {
        return try await attemptOnce(method, path, body: body)
      } catch let error as RevenueCatRESTError {
        failure = error
      }
      let wait: Duration?
      switch failure.code {
      case .rateLimited: wait = failure.retryAfter ?? .seconds(1)
      case .server, .network, .timeout: wait = isRead ? .seconds(1 << min(attempt, 6)) : nil
      default: wait = nil
      }
      guard let wait, attempt < configuration.maximumRetries else { throw failure }
      guard wait <= configuration.maximumBackoff else {
        var refused = failure
        refused.message +=
          " (asked to wait \(wait), over the limit of \(configuration.maximumBackoff))"
        throw refused
      }
      attempt += 1
      try await clock.sleep(for: wait)
    }
  }

  /// One attempt: the answer's body for a 2xx, else the error it stands for.
  private func attemptOnce(_ method: String, _ path: String, body: Data?) async throws -> Data {
    guard let url = URL(string: path, relativeTo: configuration.baseURL) else {
      throw RevenueCatRESTError(.badRequest, message: "Not a URL path: \(path)")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.timeoutInterval = Self.seconds(configuration.timeout)
    request.setValue("Bearer \(configuration.apiKey)", forHTTPHeaderField: "Authorization")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await transport.send(request)
    } catch let error as URLError where error.code == .timedOut {
      throw RevenueCatRESTError(
        .timeout, message: "No answer from \(url.host ?? "the API") in time")
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw RevenueCatRESTError(
        .network, message: "Cannot reach \(url.host ?? "the API"): \(error.localizedDescription)")
    }
    guard !(200..<300).contains(response.statusCode) else { return data }
    throw Self.error(status: response.statusCode, body: data, response: response)
  }

  /// The error a non-2xx answer stands for, from v1's `{code, message}` or
  /// v2's `{type, message, backoff_ms}` and the `Retry-After` header.
  static func error(status: Int, body: Data, response: HTTPURLResponse) -> RevenueCatRESTError {
    var message = "HTTP \(status)"
    var backendCode: BackendErrorCode?
    var retryAfter: Duration?
    if case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: body) {
      if case .string(let text)? = object["message"] { message = text }
      if let code = object["code"] { backendCode = BackendErrorCode(code: code) }
      if case .number(let milliseconds)? = object["backoff_ms"], milliseconds >= 0,
        milliseconds < 86_400_000
      {
        retryAfter = .milliseconds(Int64(milliseconds))
      }
    }
    if let text = response.value(forHTTPHeaderField: "Retry-After"), let seconds = Int(text),
      (0..<86_400).contains(seconds)
    {
      retryAfter = .seconds(seconds)
    }
    let code: RevenueCatRESTError.Code =
      switch status {
      case 401: .unauthorized
      case 403: .forbidden
      case 404: .notFound
      case 429: .rateLimited
      case 500...: .server
      default: .badRequest
      }
    return RevenueCatRESTError(
      code, status: status, backendCode: backendCode, message: message,
      retryAfter: status == 429 ? retryAfter : nil)
  }

  /// A JSON body from a value.
  static func json(_ value: JSONValue) -> Data {
    (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
  }

  /// `text` escaped for one path segment.
  static func segment(_ text: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  static func seconds(_ duration: Duration) -> TimeInterval {
    let parts = duration.components
    return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
  }
}

import AppStoreServer
import AppleJWS
import Foundation
import StoreSimulator
import SubscriptionWire

/// Apple's signed notifications (issue 24): signing and verifying speed.
///
/// - `apple-sign`: notifications signed per second by `AppleNotificationSigner`
///   (three ES256 JWS each: transaction, renewal info, the notification), against
///   raw OpenSSL ES256 signing of the same three messages per notification
///   (`RawES256`), in the same run. Higher is better; target ratio ≥ 0.5.
/// - `apple-verify`: notifications verified per second on one core by our
///   `SignedDataVerifier` (chain cache on), against Apple's Python
///   `app-store-server-library` verifying the same payloads in one process
///   (skipped when python3 cannot import it). Higher is better; Apple's Swift
///   library does about 1,900 a second with online checks off, and ours is
///   held to twice that.
///
/// Where it stands. Before (release, 2 shared cores, 2026-12-02 05:20 UTC,
/// one run): sign 680 notifications/s against raw OpenSSL's 8,249 (ratio
/// 0.08); verify 124 notifications/s/core. After (release, the same machine
/// at load 8–12, 07:21–07:40, each beside its baseline from the same run):
/// sign ratio 0.31 with the first changes, then 0.67, 0.63, 0.42 (2,360
/// vs 5,690) and, at 07:51, 0.62 (2,760 vs 4,430); verify 1,312/s, then
/// 2,822, 3,841 (under `perf`), 1,435, 4,735 and 4,170/s: the target (≥ 3,800, twice Apple's Swift
/// library) is reached on a quiet machine and missed when other builds hold
/// the cores, as is the sign target's ½ in the worst run. What changed:
/// profiled with `perf`, the time was string work, not cryptography. Sign:
/// each JWS built in one byte buffer (no string joins or `Data` copies), a
/// one-pass base64url, and the notification's two inner JWS (~4 KB each) put
/// in place of placeholders after encoding, so the JSON writer does not scan
/// them. Verify: the chain cache keyed by the protected header's bytes (no
/// header decode or certificate parse on a hit; validity and the leaf's
/// signature still checked every time), the parts found with `memchr`
/// instead of `split`, the payload decoded once (`checkSignature`), a
/// four-at-a-time base64url decoder. Foundation's `JSONDecoder` of the
/// payload is now the largest part of a verification after ES256 itself.
///
/// On a quiet machine (load 0.4, 08:35 UTC, after every branch merged):
/// sign 0.38, 0.36, 0.47 (3,570–4,430 vs 9,320–9,950): below ½. What was
/// left was Foundation's `JSONEncoder` (sorted keys: a dictionary per object,
/// then a sort) for the three payloads. Verify 6,362/s/core (target met).
///
/// Then (10:02–10:43 UTC, another machine of the same kind, shared, load
/// 3–9): the payloads written from their field tables (`jsonBytes()`, held
/// to `JSONEncoder`'s bytes by `ApplePayloadCodecOracleTests`), each JWS
/// written once into its string, and this benchmark taking ours and the
/// baseline in turns (best of 7 each), so a burst of other work hurts both.
/// Per notification, the three payloads' JSON fell from 31.2 µs
/// (`JSONEncoder`) to 8.3 µs, and everything but ECDSA (the unsigned path)
/// costs 11.3 µs beside raw OpenSSL's 75.5 µs for the three signatures.
/// Sign ratio over eight runs: 0.67, 0.95, 0.66, 0.94, 0.74, 0.74, 0.75,
/// 0.88 (at best 9,470 vs 12,750/s); the old code, measured the same way in
/// the same minutes, 0.69, 0.59, 0.72 (and 0.57–0.81 the old way: this
/// machine never showed the 0.36–0.47 above). Verify 4,890–10,790/s/core.
enum AppleBenchmarks {
  static let count = 2_000
  /// Rounds of signing, ours and the baseline's in turn.
  static let signRounds = 7

  static func run() throws -> [BenchmarkResult] {
    let chain = try SigningChain.mint(
      validFrom: Date(timeIntervalSince1970: 0), validUntil: Date(timeIntervalSince1970: 4e9))
    let signer = try AppleNotificationSigner(chain: chain)
    let notifications = (1...count).map(notification)

    // One signing first: its JWS give the raw baseline its messages.
    var signed = try notifications.map(signer.signedPayload(for:))
    // The same bytes, signed by OpenSSL alone: each JWS's signing input.
    let inputs = signed.flatMap { jws -> [Data] in
      var messages = [Data(jws.split(separator: ".").prefix(2).joined(separator: ".").utf8)]
      if let payload = Base64URL.decode(jws.split(separator: ".")[1]),
        let decoded = try? JSONDecoder().decode(AppleNotificationPayload.self, from: payload)
      {
        for inner in [decoded.data?.signedTransactionInfo, decoded.data?.signedRenewalInfo] {
          if let inner {
            messages.append(Data(inner.split(separator: ".").prefix(2).joined(separator: ".").utf8))
          }
        }
      }
      return messages
    }
    let key = try chain.leafKey.pkcs8PEM()
    // Ours and the baseline take turns, best of each: on a shared machine a
    // burst of other work then hurts both alike rather than one of them.
    var signSeconds = Double.infinity
    var rawSeconds = Double.infinity
    for _ in 0..<signRounds {
      signSeconds = min(
        signSeconds,
        try Stopwatch.bestSeconds(repetitions: 1) {
          signed = try notifications.map(signer.signedPayload(for:))
        })
      rawSeconds = min(
        rawSeconds,
        try Stopwatch.bestSeconds(repetitions: 1) {
          _ = try RawES256.signAll(inputs, keyPEM: key)
        })
    }
    var results = [
      BenchmarkResult(
        name: "apple-sign", value: Double(count) / signSeconds, unit: "notifications/s",
        baseline: Double(count) / rawSeconds)
    ]

    let verifier = try SignedDataVerifier(
      rootCertificates: [chain.root.der], bundleId: "com.example.invoiceapp",
      appAppleId: 6_450_000_001, environment: .sandbox)
    let verifySeconds = try Stopwatch.bestSeconds(repetitions: 3) {
      for jws in signed { _ = try verifier.verifyAndDecodeNotification(jws) }
    }
    let python = pythonSecondsPerVerification(signed, root: chain.root.der)
    results.append(
      BenchmarkResult(
        name: "apple-verify", value: Double(count) / verifySeconds, unit: "notifications/s/core",
        baseline: python.map { 1 / $0 } ?? 0))
    return results
  }

  static func notification(_ sequence: Int) -> AppleNotification {
    let date: Int64 = 1_767_225_600_000 + Int64(sequence) * 60_000
    var transaction = AppleTransactionPayload(
      transactionId: "\(2_000_000_000_000_000 + sequence)",
      originalTransactionId: "\(2_000_000_000_000_000 + sequence)",
      bundleId: "com.example.invoiceapp", productId: "pro_monthly", purchaseDate: date,
      originalPurchaseDate: date, type: "Auto-Renewable Subscription", signedDate: date,
      environment: .sandbox)
    transaction.expiresDate = date + 30 * 86_400_000
    transaction.price = 7_990
    transaction.currency = "USD"
    var renewal = AppleRenewalInfoPayload(
      originalTransactionId: transaction.originalTransactionId, productId: "pro_monthly",
      autoRenewProductId: "pro_monthly", autoRenewStatus: 1, signedDate: date,
      environment: .sandbox)
    renewal.renewalDate = transaction.expiresDate
    var data = AppleNotificationData(
      appAppleId: 6_450_000_001, bundleId: "com.example.invoiceapp", bundleVersion: "1",
      environment: .sandbox)
    data.status = 1
    return AppleNotification(
      sequence: Int64(sequence),
      payload: AppleNotificationPayload(
        notificationType: "SUBSCRIBED", subtype: "INITIAL_BUY",
        notificationUUID: "00000000-0000-4000-a000-\(String(sequence).leftPadded(12))",
        data: data, signedDate: date),
      transaction: transaction, renewalInfo: renewal)
  }

  /// Apple's Python verifier's seconds per notification (timed inside Python,
  /// without its start-up), or nil when it is not installed.
  static func pythonSecondsPerVerification(_ payloads: [String], root: Data) -> Double? {
    let script = """
      import base64, json, sys, time
      from appstoreserverlibrary.models.Environment import Environment
      from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
      request = json.load(sys.stdin)
      verifier = SignedDataVerifier([base64.b64decode(request["root"])], False,
          Environment.SANDBOX, "com.example.invoiceapp", 6450000001)
      start = time.perf_counter()
      for jws in request["payloads"]:
          verifier.verify_and_decode_notification(jws)
      print((time.perf_counter() - start) / len(request["payloads"]))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil,
      let request = try? JSONSerialization.data(withJSONObject: [
        "root": root.base64EncodedString(), "payloads": payloads,
      ])
    else { return nil }
    input.fileHandleForWriting.write(request)
    try? input.fileHandleForWriting.close()
    let answer = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Double(
      String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

/// The audit summary as plain sentences, for the text output.
enum AuditText {
  /// "Audited: …" and, when something was left out, "Skipped: …".
  static func lines(_ summary: AuditSummary) -> [String] {
    var parts: [String] = []
    if summary.targets.isEmpty {
      parts.append("no Xcode targets")
    } else {
      parts.append("targets \(list(summary.targets, limit: 8))")
    }
    if !summary.configurations.isEmpty {
      parts.append("configurations \(list(summary.configurations, limit: 6))")
    }
    let kinds = summary.files.sorted {
      $0.value > $1.value || $0.value == $1.value && $0.key < $1.key
    }
    .map { "\($0.value) \($0.key)" }
    parts.append(
      "\(summary.filesRead) file(s) read (\(kinds.joined(separator: ", "))), \(summary.appSwiftFiles) Swift file(s) as app code"
    )
    parts.append(
      summary.paywalls.isEmpty
        ? "no paywall found" : "paywalls \(list(summary.paywalls, limit: 6))")
    parts.append(
      summary.storeKitFiles.isEmpty
        ? "no .storekit file" : "StoreKit files \(list(summary.storeKitFiles, limit: 4))")
    var lines = ["Audited: " + parts.joined(separator: "; ") + "."]
    if !summary.skipped.isEmpty {
      let skipped = summary.skipped.map { "\($0.path) (\($0.reason))" }
      lines.append("Skipped: " + list(skipped, limit: 8) + ".")
    }
    return lines
  }

  private static func list(_ items: [String], limit: Int) -> String {
    guard items.count > limit else { return items.joined(separator: ", ") }
    return items.prefix(limit).joined(separator: ", ") + ", and \(items.count - limit) more"
  }
}

import SwiftUI
#if DEBUG
let key = "appl_xxxxxxxxxxxxxxxxxxxx"
#elseif os(iOS)
let key = #"raw "string" \(not)"#
#else
let key = """
  multi \(line) "quoted"
  """
#endif
/* nested /* comment */ still */
struct V: View { var body: some View { Text("$\(price, specifier: "%.2f")/mo") } }
let r = /a+b/
let n = 0x1F_FF + 1_000.5e-3 + 0b101 + 0o7
@MainActor func f<T: Equatable>(_ x: T?) async throws -> [T] { x.map { [$0] } ?? [] }

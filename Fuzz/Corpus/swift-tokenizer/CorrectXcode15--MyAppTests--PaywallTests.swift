import Testing
@testable import MyApp

struct PaywallTests {
  @Test func showsPrice() {
    let price = "$9.99"
    let key = "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg"
    #expect(!price.isEmpty && !key.isEmpty)
    _ = Purchases.shared
  }
}

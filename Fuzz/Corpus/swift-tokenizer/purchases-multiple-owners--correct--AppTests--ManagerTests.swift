import Testing

@Test func shared() {
  _ = Purchases.shared
}

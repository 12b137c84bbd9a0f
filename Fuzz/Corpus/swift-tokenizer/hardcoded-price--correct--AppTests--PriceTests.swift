import Testing

@Test func formats() {
  #expect(format(9.99) == "$9.99")
}

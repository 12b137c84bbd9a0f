import Testing

@Test func refusesSecretKey() {
  #expect(!isAllowed("sk_Mn8bV4cX2zL6kJ9hG3fD5sA7pO1iUy"))
}

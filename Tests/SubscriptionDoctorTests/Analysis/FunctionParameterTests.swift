import Testing

@testable import SubscriptionDoctor

/// `FunctionDeclaration.parameters(in:)` reads a declaration's parameter
/// list as rules need it: labels, names, defaults, function types.
struct FunctionParameterTests {
  private func parameters(_ code: String, function name: String) throws -> [FunctionParameter] {
    let source = try SwiftSource(path: "App/Store.swift", role: .app, bytes: Array(code.utf8))
    let function = try #require(source.functions.first { $0.name == name })
    return try #require(function.parameters(in: source.tokens))
  }

  @Test("Labels, names and defaults, each form a declaration writes")
  func labelsNamesDefaults() throws {
    let read = try parameters(
      """
      final class Store {
        func purchase(_ product: Product, for id: String = "main", quantity: Int) {}
      }
      """, function: "purchase")
    #expect(read.map(\.label) == ["_", "for", "quantity"])
    #expect(read.map(\.name) == ["product", "id", "quantity"])
    #expect(read.map(\.hasDefault) == [false, true, false])
    #expect(read.map(\.isFunction) == [false, false, false])
  }

  @Test("Function types behind attributes, optionals and generics; commas inside types")
  func functionTypes() throws {
    let code = """
      struct Card {
        func card(
          @ViewBuilder label: () -> Label, onTap action: @escaping (Bool) -> Void,
          done: ((Result<[String: Int], Error>) -> Void)? = nil, prices: Set<Array<Int>>, title: String
        ) -> some View { label() }
      }
      """
    let read = try parameters(code, function: "card")
    #expect(read.map(\.name) == ["label", "action", "done", "prices", "title"])
    #expect(read.map(\.isFunction) == [true, true, true, false, false])
    #expect(read.map(\.hasDefault) == [false, false, true, false, false])
    let source = try SwiftSource(path: "App/Card.swift", role: .app, bytes: Array(code.utf8))
    // The type starts past `@escaping`.
    #expect(source.tokens[read[1].typeStart].is("("))
  }

  @Test("No parameters, and an accessor has no list")
  func emptyAndAccessor() throws {
    #expect(try parameters("func restore() { sync() }", function: "restore").isEmpty)
    let code = "struct A { var total: Int { get { 1 } } }"
    let source = try SwiftSource(path: "App/A.swift", role: .app, bytes: Array(code.utf8))
    for function in source.functions {
      #expect(function.parameters(in: source.tokens) == nil)
    }
  }
}

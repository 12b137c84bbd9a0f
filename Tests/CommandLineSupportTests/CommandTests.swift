import CommandLineSupport
import Testing

/// Commands declared as values: help made from the declaration lists exactly
/// what the parser accepts, and operands are counted against it.
@Suite("Command declarations")
struct CommandTests {
  static let state = OptionGroup([CommandOption("state", value: "DIR", help: "The store folder")])

  static let command = Command<Void>(
    "deliver", abstract: "Send webhooks",
    discussion: "Sends what is queued.\n\nRetries follow the rules.",
    groups: [
      state,
      OptionGroup(
        "Delivery",
        [
          CommandOption("to", value: "URL", help: "Where\nthey go"),
          .flag("dry-run", help: "Only print"),
          CommandOption("a-very-long-option-name", value: "VALUE", help: "Wide"),
        ], note: "A note."),
    ],
    operands: .oneOrMore("ID")
  ) { _, _ in 0 }

  @Test("Help is made from the declaration, in one layout")
  func help() {
    #expect(
      Self.command.help(program: "subkit", path: ["store", "deliver"]) == """
        Usage: subkit store deliver ID… [--state DIR] [--to URL] [--dry-run]
                                    [--a-very-long-option-name VALUE]

        Sends what is queued.

        Retries follow the rules.

        Options:
          --state DIR   The store folder
          -h, --help    Show this help

        Delivery:
          --to URL      Where
                        they go
          --dry-run     Only print
          --a-very-long-option-name VALUE
                        Wide
        A note.
        """)
  }

  @Test("Every option help lists is accepted, and only those")
  func acceptsWhatHelpLists() throws {
    let listed = Self.command.help(program: "subkit", path: ["store", "deliver"])
      .split(separator: "\n").filter { $0.hasPrefix("  --") }
      .map { String($0.dropFirst(4).prefix { $0 != " " }) }
    #expect(Set(listed) == Self.command.flagNames.union(Self.command.valueOptionNames))
    #expect(listed.count == Self.command.options.count)
    #expect(throws: UsageError.self) {
      try Arguments(
        ["--nope"], flags: Self.command.flagNames, options: Self.command.valueOptionNames)
    }
  }

  @Test("Operand counts are checked against the declaration")
  func operands() throws {
    #expect(throws: UsageError("name at least one ID")) { try Operands.oneOrMore("ID").check([]) }
    #expect(throws: UsageError("unexpected argument 'b'")) {
      try Operands.one("ID").check(["a", "b"])
    }
    #expect(throws: UsageError("missing ID")) { try Operands.one("ID").check([]) }
    #expect(throws: UsageError("unexpected argument 'x'")) { try Operands.none.check(["x"]) }
    try Operands.oneOrMore("ID").check(["a", "b", "c"])
    #expect(Operands.none.synopsis.isEmpty)
    #expect(Operands(["ID"].joined(), minimum: 0, maximum: 1).synopsis == "[ID]")
  }
}

import CommandLineSupport
import Synchronization
import Testing

/// Dispatch from one declaration: the command a call names runs (awaited
/// when it awaits) with its arguments checked, and nothing runs otherwise.
@Suite("Command dispatch")
struct CommandDispatchTests {
  enum Tool: CommandLineProgram { static let name = "tool" }

  /// What the commands saw: the path and operands of each run.
  final class Runs: Sendable {
    let calls = Mutex<[String]>([])
    func record(_ invocation: Invocation) -> Int32 {
      calls.withLock { $0.append(([invocation.path] + invocation.operands).joined(separator: " ")) }
      return 7
    }
  }

  static func root(_ runs: Runs) -> Command<Void> {
    let state = OptionGroup([CommandOption("state", value: "DIR", help: "Where")])
    return Command(
      "tool", abstract: "A tool",
      subcommands: [
        Command(
          "store", abstract: "The store",
          subcommands: [
            Command(
              "buy", abstract: "Buy", groups: [state], operands: .one("PRODUCT"),
              runAsync: { invocation, _ in
                await Task.yield()
                return runs.record(invocation)
              }),
            Command(
              "status", abstract: "Status",
              groups: [
                state,
                OptionGroup([CommandOption("as", value: "ID", help: "Who").required()]),
              ]
            ) { invocation, _ in
              runs.record(invocation)
            },
          ])
      ])
  }

  @Test("An async command is awaited with its checked arguments; a sync one runs too")
  func asyncAndSync() async {
    let runs = Runs()
    let root = Self.root(runs)
    #expect(await root.main(["store", "buy", "pro"], context: (), program: Tool.self) == 7)
    #expect(
      await root.main(["store", "status", "--as", "x"], context: (), program: Tool.self) == 7)
    #expect(runs.calls.withLock { $0 } == ["store buy pro", "store status"])
  }

  @Test("Options written before the subcommand's name belong to it")
  func optionsBeforeName() async {
    let runs = Runs()
    let root = Self.root(runs)
    let status = await root.main(
      ["store", "--state", "d", "buy", "pro"], context: (), program: Tool.self)
    #expect(status == 7)
    #expect(runs.calls.withLock { $0 } == ["store buy pro"])
  }

  @Test("A call that does not fit runs nothing: exit 2")
  func usage() async {
    let runs = Runs()
    let root = Self.root(runs)
    for call in [
      ["store"], ["store", "frob"], ["store", "buy"], ["store", "buy", "a", "b"],
      ["store", "--nope", "buy", "a"], ["store", "status", "--state"], ["store", "status"],
    ] {
      #expect(await root.main(call, context: (), program: Tool.self) == 2, "\(call)")
    }
    #expect(runs.calls.withLock { $0 }.isEmpty)
  }

  @Test("The synchronous main runs sync commands and refuses async ones (exit 1)")
  func synchronousMain() {
    let runs = Runs()
    let root = Self.root(runs)
    #expect(root.main(["store", "status", "--as", "x"], context: (), program: Tool.self) == 7)
    #expect(root.main(["store", "buy", "pro"], context: (), program: Tool.self) == 1)
    #expect(runs.calls.withLock { $0 } == ["store status"])
  }

  @Test("A required option shows unbracketed in usage")
  func requiredInUsage() {
    let status = Self.root(Runs()).subcommand("store")?.subcommand("status")
    #expect(
      status?.help(program: "tool", path: ["store", "status"]).hasPrefix(
        "Usage: tool store status [--state DIR] --as ID\n") == true)
  }

  @Test("Every command path is listed for the help tests")
  func descendantPaths() {
    #expect(
      Self.root(Runs()).descendantPaths == [["store"], ["store", "buy"], ["store", "status"]])
  }
}

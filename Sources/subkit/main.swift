import CommandLineSupport
import Foundation
import SubscriptionKit
import SubscriptionWire

// subkit: the SubscriptionKit command-line tool. Its commands are declared in
// `SubkitCommands.swift`; each returns the exit code: 0 ok, 1 failure or
// findings, 2 usage. The one clock: the only place subkit reads the wall
// clock or picks how to wait; every command takes it, so tests drive
// commands on a test clock.
if CommandLine.arguments.dropFirst().first == "doctor" { ShortLivedProcess.restartWithHugePages() }
ShortLivedProcess.growMemoryInLargeSteps()
exit(await SubkitCommands.run(Array(CommandLine.arguments.dropFirst()), clock: .live))

import CommandLineSupport
import Foundation

// `swift run -c release subkit-bench [group …]`: prints one JSON line per figure.
// Groups: core, manager, simulator, storekit, population, durability, http, rest, doctor,
// doctor-hostile, doctor-profile, analytics, analytics-dashboard, apple (all when none is named).

// As `subkit` does, so the doctor's figures are those of the command users run.
ShortLivedProcess.growMemoryInLargeSteps()

let groups: [(name: String, run: () throws -> [BenchmarkResult])] = [
  ("core", CoreBenchmarks.run),
  ("manager", ManagerBenchmarks.run),
  ("doctor", DoctorBenchmarks.run),
  ("doctor-hostile", DoctorBenchmarks.runHostile),
  ("doctor-profile", DoctorBenchmarks.runProfile),
  ("simulator", SimulatorBenchmarks.run),
  ("storekit", StoreKitBenchmarks.run),
  ("population", PopulationBenchmarks.run),
  ("http", HTTPBenchmarks.run),
  ("rest", RESTBenchmarks.run),
  ("analytics", AnalyticsBenchmarks.run),
  ("analytics-dashboard", AnalyticsBenchmarks.runDashboard),
  ("durability", DurabilityBenchmarks.run),
  ("apple", AppleBenchmarks.run),
]

let requested = Set(CommandLine.arguments.dropFirst())
// `analytics-dashboard` and `doctor-profile` repeat a part of another group, for
// profiling: only when named.
let profilingGroups: Set<String> = ["analytics-dashboard", "doctor-profile"]
for group in groups
where requested.contains(group.name) || (requested.isEmpty && !profilingGroups.contains(group.name))
{
  // Start each group on a quiet disk: the last group's files are written out
  // first, so their writeback does not land in this group's fsyncs.
  sync()
  do {
    for result in try group.run() {
      print(result.jsonLine)
    }
  } catch {
    FileHandle.standardError.write(Data("subkit-bench: \(group.name) failed: \(error)\n".utf8))
    exit(1)
  }
}

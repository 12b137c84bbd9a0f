/// Benchmarks of the core models.
enum CoreBenchmarks {
  static func run() throws -> [BenchmarkResult] { [] }
}

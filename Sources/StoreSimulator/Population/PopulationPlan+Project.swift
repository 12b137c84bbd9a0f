extension PopulationPlan {
  /// Checks what the plan names against the project: every variant in
  /// `variantConversion` must be a variant of one of its experiments (or the
  /// holdout of one that keeps one), so a multiplier is never silently ignored.
  ///
  /// - Throws: `StoreSimulatorError` (`.invalidPopulation`) naming the
  ///   experiments and variants the project has.
  public func validate(against project: SimulatorProject) throws {
    let experiments = project.experiments
    let known = Set(
      experiments.flatMap { ($0.variants + [$0.holdout].compactMap { $0 }).map(\.id) })
    let unknown = variantConversion.keys.filter { !known.contains($0) }.sorted()
    guard let first = unknown.first else { return }
    guard !experiments.isEmpty else {
      throw StoreSimulatorError(
        .invalidPopulation,
        "variant conversion names variant \(first), but the project has no experiments "
          + "(add them to the project file's \"experiments\")")
    }
    let listed = experiments.map { experiment in
      let ids = (experiment.variants + [experiment.holdout].compactMap { $0 }).map(\.id)
      return "\(experiment.id) (\(ids.joined(separator: ", ")))"
    }
    throw StoreSimulatorError(
      .invalidPopulation,
      "variant conversion names variant \(unknown.joined(separator: ", ")), which no experiment "
        + "has; the project's experiments and variants: \(listed.joined(separator: "; "))")
  }
}

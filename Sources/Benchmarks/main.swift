import Foundation

// Release-mode benchmarks. Each group lives in its own file as a `BenchmarkGroup`; add a group by
// adding a file and listing it in `allGroups`.
//
//     swift run -c release Benchmarks          # every group
//     swift run -c release Benchmarks engine   # one group by name

let allGroups: [BenchmarkGroup] = [EngineBenchmarks.group, ShrinkBenchmarks.group, ShrinkBenchmarks.throughputGroup, GeneratorBenchmarks.group, ModelBenchmarks.group, SlowestScenarioBenchmarks.group,
                                  LayoutSolverBenchmarks.group, EnamlLikeSolverBenchmarks.group, ViewControllerBenchmarks.group, RecipeReachBenchmarks.group]

let requested = Array(CommandLine.arguments.dropFirst())
let unknown = requested.filter { name in !allGroups.contains { $0.name == name } }
if !unknown.isEmpty {
    print("unknown benchmark group(s): \(unknown.joined(separator: ", ")); available: \(allGroups.map(\.name).joined(separator: ", "))")
    exit(2)
}
for group in allGroups where requested.isEmpty || requested.contains(group.name) {
    print("== \(group.name) ==")
    group.run()
}

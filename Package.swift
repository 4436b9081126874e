// swift-tools-version:6.0
// KeyboardScroll: a property-based verification suite for keyboard avoidance and
// scroll anchoring code, run on Linux through a geometry model of UIKit.
// No dependencies: the Swift toolchain only (Foundation, Swift Testing, XCTest).
import PackageDescription

let package = Package(
    name: "KeyboardScroll",
    products: [
        .library(name: "ScrollGeometry", targets: ["ScrollGeometry"]),
        .library(name: "PropertyCheck", targets: ["PropertyCheck"]),
        .library(name: "KeyboardStrategies", targets: ["KeyboardStrategies"]),
        .library(name: "Verification", targets: ["Verification"]),
        .library(name: "Generators", targets: ["Generators"]),
        // The keyfuzz command line as a library: a user's campaign program over their own strategies.
        .library(name: "KeyfuzzCommandLine", targets: ["KeyfuzzCommandLine"]),
        .executable(name: "keyfuzz", targets: ["keyfuzz"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // The model: value types and pure functions, no randomness, no I/O.
        .target(name: "ScrollGeometry", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The engine: choice sequences, generators, shrinking, replay. Knows nothing of geometry.
        .target(name: "PropertyCheck"),
        // App code under test: the strategy protocol, the seed recipes, the reference strategy.
        .target(name: "KeyboardStrategies", dependencies: ["ScrollGeometry"]),
        // Invariants, the scenario runner and reports.
        .target(name: "Verification", dependencies: ["ScrollGeometry", "KeyboardStrategies", "PropertyCheck", "Generators"],
                exclude: ["Report/REPORT-SCHEMA.md"]),
        // Domain generators: devices, keyboard sequences, content changes, focus.
        .target(name: "Generators", dependencies: ["ScrollGeometry", "PropertyCheck"], path: "Generators"),
        // The command line (run, merge, replay, explain, list, worker) over the strategies a program hands in.
        .target(name: "KeyfuzzCommandLine", dependencies: ["ScrollGeometry", "PropertyCheck", "KeyboardStrategies", "Verification", "Generators"]),
        // The built-in campaign program: the command line over StrategyCatalog.all.
        .executableTarget(name: "keyfuzz", dependencies: ["KeyboardStrategies", "KeyfuzzCommandLine"]),
        .executableTarget(name: "Benchmarks", dependencies: ["ScrollGeometry", "PropertyCheck", "Generators", "KeyboardStrategies", "Verification"]),

        .testTarget(name: "ScrollGeometryTests", dependencies: ["ScrollGeometry"]),
        .testTarget(name: "PropertyCheckTests", dependencies: ["PropertyCheck"]),
        .testTarget(name: "KeyboardStrategiesTests", dependencies: ["KeyboardStrategies", "ScrollGeometry"]),
        .testTarget(name: "VerificationTests", dependencies: ["Verification", "KeyboardStrategies", "ScrollGeometry", "PropertyCheck", "Generators"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Generators", "ScrollGeometry", "PropertyCheck"]),
        // Runs the built keyfuzz binary (the dependency makes `swift test` build it).
        .testTarget(name: "keyfuzzTests", dependencies: ["keyfuzz", "KeyfuzzCommandLine", "Verification", "KeyboardStrategies", "PropertyCheck", "ScrollGeometry"],
                    exclude: ["Expected"]),
    ]
)

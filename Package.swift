// swift-tools-version:6.0
// KeyboardScroll: a property-based verification suite for keyboard avoidance and
// scroll anchoring code, run on Linux through a geometry model of UIKit.
// No dependencies: the Swift toolchain only (Foundation, Swift Testing, XCTest).
import PackageDescription

/// The UIKit facade, linked only where Apple's UIKit does not exist: on iOS, `import UIKit` in the same
/// sources must find Apple's framework, so no target names this one there.
let uikit: Target.Dependency = .target(name: "UIKit", condition: .when(platforms: [.linux, .macOS]))
/// Swift Testing's cross-import overlay for `import Testing` + `import UIKit`, which the Linux toolchain
/// names but does not ship (see Sources/_Testing_UIKit); test targets that import both depend on it.
let testingUIKitOverlay: Target.Dependency = .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux, .macOS]))
/// The suite's engine modules are optimized in debug builds too: `swift test` runs hundreds of thousands
/// of layout passes and scenarios through them, several times slower unoptimized (the test targets
/// themselves stay unoptimized and debuggable). Each is compiled as a whole module (as a release build
/// is), code generation on two threads: on two cores a fresh `swift build` of `keyfuzz` takes 135 s
/// rather than 144 s file by file, and its default campaign 13 s rather than 16.5 s. The price is an
/// edit: a changed file rebuilds its whole module (40 s for one file of `UIKit`, 9 s file by file), so
/// `KEYFUZZ_FILE_BY_FILE=1 swift build` compiles file by file for a contributor's edit loop.
/// `-disable-batch-mode` answers SwiftPM's `-enable-batch-mode`, which whole-module compilation ignores
/// with a warning. SwiftPM accepts these flags in the root package and in local and branch-based
/// dependencies (the README's `.package(url:branch:)` and the fixture's path).
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(Context.environment["KEYFUZZ_FILE_BY_FILE"] == "1" ? ["-O"]
                                                     : ["-O", "-wmo", "-disable-batch-mode", "-num-threads", "2"],
                                                     .when(configuration: .debug))]
/// Release builds of the solver and the facade skip Swift's run-time exclusivity checks: in a graph of
/// classes read and written on every pass they cost a fifth of the solver's time and a tenth of a
/// view-controller run. The debug builds `swift test` runs keep them (a violation traps there), and the
/// values are the same either way.
let uncheckedInRelease: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "KeyboardScroll",
    products: [
        .library(name: "ScrollGeometry", targets: ["ScrollGeometry"]),
        .library(name: "PropertyCheck", targets: ["PropertyCheck"]),
        // Auto Layout's engine: a Cassowary constraint solver, pure, depending on nothing.
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "KeyboardStrategies", targets: ["KeyboardStrategies"]),
        .library(name: "Verification", targets: ["Verification"]),
        .library(name: "Campaign", targets: ["Campaign"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "Generators", targets: ["Generators"]),
        // Apple's UIKit names over the model, for Linux and macOS only: app code that says `import UIKit`
        // compiles against it unchanged (on iOS the same file gets Apple's framework).
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "ViewControllerHarness", targets: ["ViewControllerHarness"]),
        // The keyfuzz command line as a library: a user's campaign program over their own strategies.
        .library(name: "KeyfuzzCommandLine", targets: ["KeyfuzzCommandLine"]),
        .executable(name: "keyfuzz", targets: ["keyfuzz"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // The model: value types and pure functions, no randomness, no I/O.
        .target(name: "ScrollGeometry", swiftSettings: optimizedInDebug, linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The engine: choice sequences, generators, shrinking, replay. Knows nothing of geometry.
        .target(name: "PropertyCheck", swiftSettings: optimizedInDebug),
        // The constraint solver under the facade's Auto Layout (Cassowary). Knows nothing of views.
        // (`Benchmarks kiwi` prints the objective it reaches, the same with and without exclusivity checks.)
        .target(name: "LayoutSolver", swiftSettings: optimizedInDebug + uncheckedInRelease),
        // What the checker runs: the strategy protocol and the descriptor of a strategy's promises.
        .target(name: "KeyboardStrategies", dependencies: ["ScrollGeometry"], swiftSettings: optimizedInDebug),
        // Test support: strategies written on the model rather than as view controllers — the model-level
        // reference, four independent correct strategies, the articles' hand transcriptions (each recipe's
        // differential test compares its view controller with one). Linked by the tests, the benchmarks'
        // model-level figures and keyfuzz's test switch (`KEYFUZZ_TEST_STRATEGIES=1`), never by the catalogue.
        .target(name: "StrategyFixtures", dependencies: ["ScrollGeometry", "KeyboardStrategies"], path: "Tests/StrategyFixtures",
                swiftSettings: optimizedInDebug),
        // Test support: the strategies that trap, hang or run slowly, for keyfuzz's supervision tests (under
        // its test switch). Not optimized, so a trap's message reaches the crash report as a user's would.
        .target(name: "FaultyStrategyFixtures", dependencies: ["ScrollGeometry", "KeyboardStrategies"], path: "Tests/FaultyStrategyFixtures"),
        // The oracle (invariants and what they measure) and the scenario runner (run-loop turns, replay transcript).
        .target(name: "Verification", dependencies: ["ScrollGeometry", "KeyboardStrategies", "PropertyCheck", "Generators"],
                swiftSettings: optimizedInDebug),
        // The campaign machinery over the runner: plan, cells, workers, supervision, heartbeat, merge, observation,
        // and the report's data (`CampaignReport`).
        .target(name: "Campaign", dependencies: ["ScrollGeometry", "KeyboardStrategies", "PropertyCheck", "Generators", "Verification"]),
        // What a person reads: the console summary, md, html, JSON, JUnit and the step pictures of a campaign's report.
        .target(name: "Reports", dependencies: ["ScrollGeometry", "KeyboardStrategies", "PropertyCheck", "Generators", "Verification", "Campaign"],
                exclude: ["REPORT-SCHEMA.md"]),
        // Domain generators: devices, keyboard sequences, content changes, focus.
        .target(name: "Generators", dependencies: ["ScrollGeometry", "PropertyCheck"], path: "Generators", swiftSettings: optimizedInDebug),
        // The app side: UIKit's names over the model. Only the runner's SPI (`@_spi(KeyboardScrollRunner)`)
        // sees model types; `import UIKit` shows UIKit's names alone.
        .target(name: "UIKit", dependencies: ["ScrollGeometry", "LayoutSolver"], exclude: ["SPIKE.md", "STATUS.md"],
                swiftSettings: optimizedInDebug + uncheckedInRelease),
        // Runs a UIViewController as a KeyboardStrategy: the runner's host (what the runner makes UIKit do
        // to the controller, and its reading of the screen), reaching the UIKit module through its SPI
        // and `package` members.
        .target(name: "ViewControllerHarness", dependencies: [uikit, "ScrollGeometry", "KeyboardStrategies"],
                swiftSettings: optimizedInDebug + uncheckedInRelease),
        // View controllers written as apps write them, each adopted in one line beside its source
        // (view-controller mode: the screen is the controller's own); keyfuzz checks them.
        .target(name: "ControllerCatalog", dependencies: [uikit, "ViewControllerHarness", "KeyboardStrategies"],
                swiftSettings: [.swiftLanguageMode(.v5)] + optimizedInDebug),
        .target(name: "_Testing_UIKit"),
        // `keyfuzz import`'s rewrite: selector-based observers and delayed performs lowered to blocks.
        .target(name: "SelectorLowering"),
        // `keyfuzz import` of a storyboard: Interface Builder's XML read with Foundation's XMLParser and written
        // as Swift that builds each scene on the UIKit module.
        .target(name: "InterfaceBuilderImport"),
        // The command line (run, merge, replay, explain, list, import, worker) over the strategies a program
        // hands in.
        .target(name: "KeyfuzzCommandLine", dependencies: ["ScrollGeometry", "PropertyCheck", "KeyboardStrategies", "Verification", "Generators",
                                                         "Campaign", "Reports", "SelectorLowering", "InterfaceBuilderImport"]),
        // The built-in campaign program: the command line over the view-controller catalogue.
        .executableTarget(name: "keyfuzz", dependencies: ["KeyboardStrategies", "KeyfuzzCommandLine", "ControllerCatalog", "StrategyFixtures", "FaultyStrategyFixtures"]),
        // A process that dies inside a property, for CrashReportTests.
        .executableTarget(name: "CrashProbe", dependencies: ["PropertyCheck"], path: "Tests/CrashProbe"),
        .executableTarget(name: "Benchmarks", dependencies: ["ScrollGeometry", "PropertyCheck", "Generators", "KeyboardStrategies", "Verification",
                                                            "ControllerCatalog", "LayoutSolver", "StrategyFixtures", uikit]),

        // Optimized like the model it checks: the differential tests walk thousands of rows at every step.
        .testTarget(name: "ScrollGeometryTests", dependencies: ["ScrollGeometry"], swiftSettings: optimizedInDebug),
        .testTarget(name: "PropertyCheckTests", dependencies: ["PropertyCheck"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "KeyboardStrategiesTests", dependencies: ["StrategyFixtures", "KeyboardStrategies", "ScrollGeometry"]),
        .testTarget(name: "VerificationTests", dependencies: ["StrategyFixtures", "Verification", "Campaign", "Reports", "KeyboardStrategies", "ScrollGeometry", "PropertyCheck", "Generators"]),
        .testTarget(name: "GeneratorsTests", dependencies: ["Generators", "ScrollGeometry", "PropertyCheck"]),
        // Written to compile against Apple's UIKit unchanged (see Tests/UIKitFidelityTests/README.md).
        .testTarget(name: "UIKitFidelityTests", dependencies: [uikit, testingUIKitOverlay], exclude: ["README.md"]),
        // Everyday UIKit (labels, stack views, fonts, scenes, controls, cells, presentation) in view
        // controllers written as apps write them: compiles against Apple's UIKit too (see its README).
        .testTarget(name: "EverydayUIKitTests", dependencies: [uikit, testingUIKitOverlay], exclude: ["README.md"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Auto Layout through the facade, written to compile against Apple's UIKit unchanged.
        .testTarget(name: "AutoLayoutFacadeTests", dependencies: [uikit, testingUIKitOverlay],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SelectorLoweringTests", dependencies: ["SelectorLowering"], exclude: ["Fixtures"]),
        // Storyboards: the translation's notes and Swift (InterfaceBuilderImportTests), and screens built from a
        // storyboard's generated Swift, compiled against the UIKit module and run (StoryboardScreenTests).
        .testTarget(name: "InterfaceBuilderImportTests", dependencies: ["InterfaceBuilderImport"], exclude: ["Fixtures"]),
        .testTarget(name: "StoryboardScreenTests",
                    dependencies: ["StrategyFixtures", uikit, testingUIKitOverlay, "ViewControllerHarness", "Verification", "KeyboardStrategies",
                                   "PropertyCheck", "ScrollGeometry"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // `keyfuzz import`'s outputs for Tests/SelectorLoweringTests/Fixtures/Forms, compiled against the UIKit module and
        // run (Swift 5 language mode, as app code).
        .testTarget(name: "LoweredFixturesTests", dependencies: [uikit, testingUIKitOverlay], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ViewControllerHarnessTests",
                    dependencies: ["StrategyFixtures", "ViewControllerHarness", "ControllerCatalog", uikit, testingUIKitOverlay, "Verification", "KeyboardStrategies",
                                   "ScrollGeometry", "PropertyCheck", "Generators"],
                    // View controllers written as iOS apps write them today: Swift 5 mode, where capturing
                    // a view controller in `DispatchQueue.main.async` is not an error (see Sources/UIKit/SPIKE.md).
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Twenty-odd view controllers written in the styles apps use (Auto Layout keyboard guides,
        // stack-view forms, content configurations, scenes…), each `import UIKit` only, adopted in one line
        // beside its source and run through the harness.
        .testTarget(name: "AppStyleControllersTests",
                    dependencies: ["StrategyFixtures", uikit, testingUIKitOverlay, "ViewControllerHarness", "Verification", "KeyboardStrategies",
                                   "PropertyCheck", "ScrollGeometry"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Runs the built keyfuzz binary (the dependency makes `swift test` build it).
        .testTarget(name: "keyfuzzTests", dependencies: ["StrategyFixtures", "FaultyStrategyFixtures", "keyfuzz", "CrashProbe", "KeyfuzzCommandLine", "ControllerCatalog", "Verification", "Campaign", "Reports", "KeyboardStrategies", "PropertyCheck", "ScrollGeometry"],
                    exclude: ["Expected"]),
    ]
)

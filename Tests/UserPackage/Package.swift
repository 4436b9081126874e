// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ChatApp",
    dependencies: [
        // In your app: .package(url: "https://github.com/<owner>/KeyboardScroll.git", branch: "main")
        .package(name: "KeyboardScroll", path: "../.."),
    ],
    targets: [
        // The app's keyboard code, written against the model's UIKit-shaped API.
        .target(name: "ChatKeyboard", dependencies: [
            .product(name: "KeyboardStrategies", package: "KeyboardScroll"),
            .product(name: "ScrollGeometry", package: "KeyboardScroll"),
        ]),
        // The app's view controller, written with `import UIKit` only. Where Apple's UIKit does not exist
        // (Linux, macOS) the name is KeyboardScroll's module; on iOS the condition leaves Apple's.
        .target(name: "ChatScreen", dependencies: [
            .product(name: "UIKit", package: "KeyboardScroll", condition: .when(platforms: [.linux, .macOS])),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The view controller adopted for the runner, one line (not part of the app).
        .target(name: "ChatScreenChecks", dependencies: [
            "ChatScreen",
            .product(name: "ViewControllerHarness", package: "KeyboardScroll"),
            .product(name: "KeyboardStrategies", package: "KeyboardScroll"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The app's own campaign program: `swift run chat-keyfuzz` (run, replay, explain, list, merge).
        .executableTarget(name: "chat-keyfuzz", dependencies: [
            "ChatKeyboard", "ChatScreenChecks",
            .product(name: "KeyfuzzCommandLine", package: "KeyboardScroll"),
        ]),
        // Properties in `swift test`: on the view controller,
        .testTarget(name: "ChatScreenTests", dependencies: [
            "ChatScreenChecks",
            .product(name: "Verification", package: "KeyboardScroll"),
            .product(name: "PropertyCheck", package: "KeyboardScroll"),
        ]),
        // and on the strategy.
        .testTarget(name: "ChatKeyboardTests", dependencies: [
            "ChatKeyboard",
            .product(name: "Verification", package: "KeyboardScroll"),
            .product(name: "Generators", package: "KeyboardScroll"),
            .product(name: "PropertyCheck", package: "KeyboardScroll"),
        ]),
    ]
)

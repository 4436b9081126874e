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
        // The app's own campaign program: `swift run chat-keyfuzz` (run, replay, explain, list, merge).
        .executableTarget(name: "chat-keyfuzz", dependencies: [
            "ChatKeyboard",
            .product(name: "KeyfuzzCommandLine", package: "KeyboardScroll"),
        ]),
        // Properties in `swift test`.
        .testTarget(name: "ChatKeyboardTests", dependencies: [
            "ChatKeyboard",
            .product(name: "Verification", package: "KeyboardScroll"),
            .product(name: "Generators", package: "KeyboardScroll"),
            .product(name: "PropertyCheck", package: "KeyboardScroll"),
        ]),
    ]
)

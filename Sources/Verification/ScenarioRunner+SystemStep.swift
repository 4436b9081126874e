@_spi(Checker) import ScrollGeometry

extension ScenarioRunner {
    /// The system's part of `action` applied to `scene`, exactly as the runner applies it
    /// (``applySystem(_:to:step:)``): what UIKit does before the app's code runs. Open to the modules of
    /// this package (the step pictures in `Reports` redo it to tell UIKit's move from the strategy's), not
    /// to users. Returns false when the action does not happen at all.
    @discardableResult
    package static func applyingSystem(_ action: Action, to scene: inout Scene, step: Int) throws(ScenarioError) -> Bool {
        try applySystem(action, to: &scene, step: step)
    }
}

import Generators
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry

extension StrategyDescriptor {
    /// The scenarios the strategy is checked on: for a strategy that builds its own screen (a view
    /// controller in view-controller mode, ``StrategyDescriptor/readsScreen``), the world drawn around
    /// the screen it builds and acts drawn against that screen
    /// (``ScenarioGen/scenario(listKinds:maxActions:contentChanges:screen:)``); for any other, the
    /// generator's screens and acts (``ScenarioGen/scenario(listKinds:maxActions:)``).
    public func scenarios(maxActions: Int = 30) -> Gen<Scenario> {
        guard readsScreen != nil else { return ScenarioGen.scenario(maxActions: maxActions) }
        let descriptor = self
        // `fit` reads the controller's screen into the world (once: the result is marked as read).
        return ScenarioGen.scenario(listKinds: ListKind.allCases.filter(listKinds.contains), maxActions: maxActions,
                                    contentChanges: acceptsContentChanges, doors: doors,
                                    appParameters: appParameterSlots, doorParameters: doorParameterSlots) { world in descriptor.fit(world) }
    }
}

@_spiOnly @_spi(Checker) import ScrollGeometry

/// What a root's Auto Layout pass saw when it settled (it moved nothing, or what it moved reaches
/// nothing it reads: ``UIView/settlesOnItsWrites``), taken at its end: the root's inputs version
/// (``UIView/layoutInputsChanged()``), its size, its screen's scene (the frames the model gives its
/// views, the safe area, the keyboard), and for an island whose constraints use margins or a safe area,
/// those edges (``IslandEdges``). The root is the topmost ancestor, or an island laid out as a root
/// inside a pass (``LayoutPass/islands``). While all are the same, nothing the pass reads has changed,
/// so a pass now would do nothing: UIKit's `layoutIfNeeded()` on a hierarchy that needs no layout,
/// which returns without laying anything out.
///
/// The claim rests on every facade setter that changes a pass's input reporting the change. An audit
/// (``SkippedPassAudit``) runs each skipped pass anyway and records one that was not a no-op.
struct LayoutSettlement {
    var version: Int
    var size: CGSize
    /// The screen backing the root, by identity, and its scene count then (equal counts: the same scene).
    var screen: ObjectIdentifier?
    var sceneChanges: Int
    /// The scene then: the runner hands in an equal scene afresh at every callback. Kept in a box, so
    /// that a settlement is a few words to copy and read (a scene inline is hundreds of bytes and many
    /// references, copied with every read of a view's settlement).
    var scene: KeptScene?

    /// A scene held by reference.
    final class KeptScene {
        let scene: Scene
        init(_ scene: Scene) { self.scene = scene }
    }
    /// An island's edge readers and their values then (nil when it reads none).
    var edges: IslandEdges?

    /// What `root`'s pass sees now, on `host`'s screen; `keepingScene`: with a copy of the scene, and the
    /// values of `edgeReaders`, for a settlement.
    init(root: UIView, state: ViewLayoutState, host: ModelBackedScreen?, keepingScene: Bool = false,
         edgeReaders: [IslandEdges.Reader] = []) {
        version = state.inputsVersion
        size = root.bounds.size
        screen = host.map(ObjectIdentifier.init)
        sceneChanges = host?.sceneChanges ?? 0
        scene = keepingScene ? host.map { KeptScene($0.scene) } : nil
        edges = edgeReaders.isEmpty ? nil : IslandEdges(edgeReaders)
    }

    /// The same inputs version, size, screen and scene count (what a pass can check as it runs).
    func sameCounts(as other: LayoutSettlement) -> Bool {
        version == other.version && size == other.size && screen == other.screen && sceneChanges == other.sceneChanges
    }
}

extension ViewLayoutState {
    /// Whether `root`'s last pass settled and nothing it read has changed since, on `host`'s screen.
    /// An island's edges (``IslandEdges``) are read again every time: they move with views outside it.
    /// While the scene is the one the pass saw (the same count), nothing else is read. Once it was set or
    /// changed in place, the root's size is read again (a view the model backs takes its frame from the
    /// scene), and with `watchesScene` the scene is compared with the one the pass saw (a hierarchy with
    /// views the model backs); an equal one renews the settlement.
    func isSettled(_ root: UIView, host: ModelBackedScreen?, watchesScene: Bool) -> Bool {
        // The settlement's fields are read in place: a copy of it would retain and release its kept
        // scene and edge readers on every check.
        guard settled?.version == inputsVersion else { return false }
        let screen = host.map(ObjectIdentifier.init), changes = host?.sceneChanges ?? 0
        guard settled?.screen == screen else { return false }
        if settled?.edges?.areCurrent == false { return false }
        if settled?.sceneChanges == changes { return true }
        guard settled?.size == root.bounds.size else { return false }
        if watchesScene {
            // Compared in place (the host's scene through its getter would be copied first).
            guard let host, let kept = settled?.scene, host.reading({ $0 == kept.scene }) else { return false }
        }
        settled?.sceneChanges = changes
        return true
    }
}

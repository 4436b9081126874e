/// The way from a facade object (a view, the screen) to the ``ModelBackedScreen`` that backs it, held
/// without a weak reference: a weakly referenced object takes a side table, and every retain and release
/// of it then takes the runtime's slow path — and the host is retained and released on every read of a
/// model-backed view's geometry (its frame, its safe area, a table's row rect).
///
/// Invariant: ``screen`` is the host while the host lives and `nil` from the start of its
/// deinitialisation (the host clears it in `deinit`), so a view that outlives its host reads `nil`, as it
/// read from the weak reference this replaces. Objects keep the link, not the host, so they do not keep
/// the host alive.
final class HostLink {
    unowned(unsafe) var screen: ModelBackedScreen?

    init(_ screen: ModelBackedScreen?) { self.screen = screen }
}

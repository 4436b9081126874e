/// An object's identity as a key of a `Set` or `Dictionary` that is only looked up, never walked in
/// order: hashed by one multiply of the object's address rather than the standard library's SipHash,
/// which a layout pass would otherwise pay for every constraint and participant it reads.
///
/// Equal exactly when the objects are the same (`ObjectIdentifier`'s equality). The placement in a table
/// differs from `ObjectIdentifier`'s, so a collection whose iteration order matters keeps that key.
struct ObjectKey: Hashable {
    let id: ObjectIdentifier

    init(_ object: AnyObject) { id = ObjectIdentifier(object) }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func _rawHashValue(seed: Int) -> Int {
        let mixed = (UInt(bitPattern: id) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}

/// `UIConfigurationColorTransformer`: stored.
public struct UIConfigurationColorTransformer: Hashable {
    let id = UUID()
    let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    public static var grayscale: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
    public static var preferredTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
    public static var monochromeTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { $0 } }
    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// `UISegmentedControl`: stored segments and selection. Its size (approximated): 32 pt tall (iOS 13+),
/// each segment as wide as the widest title (``TextMetrics``, 13 pt font) plus 24 pt, or 36 pt for an
/// image.
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment` (−1).
    public static let noSegment = -1

    private var titles: [String?] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var images: [UIImage?] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `selectedSegmentIndex` (`noSegment` when none).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// `isMomentary`, `selectedSegmentTintColor`, `apportionsSegmentWidthsByContent`: stored.
    open var isMomentary = false
    open var selectedSegmentTintColor: UIColor?
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `UISegmentedControl(items:)`: strings become titles, images images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            titles.append(item as? String)
            images.append(item as? UIImage)
        }
        var f = frame
        f.size = facadeIntrinsicSize ?? .zero
        frame = f
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `numberOfSegments`.
    open var numberOfSegments: Int { titles.count }

    /// `titleForSegment(at:)`, `setTitle(_:forSegmentAt:)`.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// `imageForSegment(at:)`, `setImage(_:forSegmentAt:)`.
    open func imageForSegment(at segment: Int) -> UIImage? { images.indices.contains(segment) ? images[segment] : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard images.indices.contains(segment) else { return }
        images[segment] = image
    }

    /// `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let i = Swift.min(Swift.max(0, segment), titles.count)
        titles.insert(title, at: i)
        images.insert(nil, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
    }

    /// `removeSegment(at:animated:)`, `removeAllSegments()`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        images.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }

    open func removeAllSegments() {
        titles = []
        images = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// `setEnabled(_:forSegmentAt:)`: stored.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}

    override var facadeIntrinsicSize: CGSize? {
        let metrics = TextMetrics(font: .systemFont(ofSize: 13))
        let widest = zip(titles, images).map { title, image -> CGFloat in
            if let title { return CGFloat(title.count) * metrics.advance + 24 }
            return image == nil ? 24 : 36
        }.max() ?? 0
        return CGSize(width: widest * CGFloat(titles.count), height: 32)
    }
}

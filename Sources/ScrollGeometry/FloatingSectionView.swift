/// A section header or footer of a plain-style table (`UITableView.Style.plain`) that floats over the
/// rows instead of sitting in its own place: a header pinned to the top of the area inside
/// `adjustedContentInset` while its section's rows pass under it, pushed up by the section's end; a
/// footer pinned likewise to that area's bottom, pushed down by the section's start. UIKit draws them
/// over the cells, so a row or a text field beneath one is hidden where it overlaps (Apple's
/// `UITableView.Style.plain`: its headers and footers "float" as the table scrolls; grouped styles'
/// do not).
public struct FloatingSectionView: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable { case header, footer }

    public let kind: Kind
    public let section: Int
    /// Where it is drawn, in content coordinates.
    public let frame: Rect

    public var description: String {
        "the pinned \(kind.rawValue) of section \(section) (y \(Format.number(frame.minY))…\(Format.number(frame.maxY)))"
    }
}

extension TableView {
    /// Where section `section` begins (its header's top) and ends (its footer's bottom), in content
    /// coordinates, with the heights the table knows now.
    /// - Complexity: O(sections + log n).
    func sectionSpan(_ section: Int) -> (top: Double, bottom: Double) {
        // `rowsTop(section:)` counts the headers and footers above; the rows above add their heights.
        let first = sectionStart(section)
        let above = store.prefix(first)
        let rowsTop = rowsTop(section: section) + above
        let rows = store.prefix(first + sectionRowCounts[section]) - above
        return (rowsTop - sectionHeaderHeights[section], rowsTop + rows + sectionFooterHeights[section])
    }

    /// The section headers and footers that float away from their own place at the current offset, in a
    /// table that pins them (``pinsSectionHeaders``); empty otherwise. A header floats when its section
    /// has begun above the pin line — `contentOffset.y + adjustedContentInset.top` — and has not ended
    /// there: it is drawn at the pin line, or higher where the section's end pushes it up. A footer
    /// floats when the pin line at the bottom — the bounds' bottom less `adjustedContentInset.bottom` —
    /// falls inside its section short of its own place: it is drawn with its bottom on that line, or
    /// lower where the section's start pushes it down. Headers and footers in their own place hide
    /// nothing and are not listed.
    /// - Complexity: O(sections · (sections + log n)).
    public var floatingSectionViews: [FloatingSectionView] { floatingSectionViews(atOffsetY: contentOffset.y) }

    /// ``floatingSectionViews`` as they would be with the offset at `y` and nothing else changed.
    public func floatingSectionViews(atOffsetY y: Double) -> [FloatingSectionView] {
        guard pinsSectionHeaders, style == .table else { return [] }
        let inset = scrollView.adjustedContentInset
        let pinTop = y + inset.top
        let pinBottom = y + scrollView.frame.height - inset.bottom
        guard pinBottom > pinTop else { return [] }
        let width = scrollView.frame.width
        var views: [FloatingSectionView] = []
        for section in sectionRowCounts.indices {
            let header = sectionHeaderHeights[section], footer = sectionFooterHeights[section]
            guard header > 0 || footer > 0 else { continue }
            let (top, bottom) = sectionSpan(section)
            if header > 0, top < pinTop, pinTop < bottom {
                let y = Swift.min(pinTop, bottom - header)
                if y > top { views.append(FloatingSectionView(kind: .header, section: section, frame: Rect(x: 0, y: y, width: width, height: header))) }
            }
            if footer > 0, top < pinBottom, pinBottom < bottom {
                let y = Swift.max(pinBottom - footer, top)
                if y < bottom - footer { views.append(FloatingSectionView(kind: .footer, section: section, frame: Rect(x: 0, y: y, width: width, height: footer))) }
            }
        }
        return views
    }
}

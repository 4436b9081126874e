import UIKit

/// The posts of the two reload test feeds (a table's and a collection view's): 40 to start, newer ones
/// numbered down from 0 above them, each 24 pt plus 20 pt a line for its one to three lines.
struct FeedPosts {
    private(set) var posts: [(title: String, lines: Int)] = (0..<40).map { ("Post \($0)", 1 + $0 % 3) }
    private var newest = 0

    /// `count` (at least one) newer posts put above the others.
    mutating func prependNewer(_ count: Int) {
        let count = max(1, count)
        posts.insert(contentsOf: (1...count).reversed().map { ("Post \(newest - $0)", 1 + abs(newest - $0) % 3) }, at: 0)
        newest -= count
    }

    mutating func reverse() { posts.reverse() }

    func height(at index: Int) -> CGFloat { CGFloat(24 + 20 * posts[index].lines) }
}

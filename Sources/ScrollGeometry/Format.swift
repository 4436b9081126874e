/// Number formatting for messages a person reads: whole numbers without a decimal point, others with
/// at most two decimals ("253", "315.5", "-0.33").
public enum Format {
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        // Beyond 15 digits: Swift's shortest exact form ("1e+308", "1.2345e+20"), never rounded away.
        if abs(value) >= 1e15 { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(rounded)
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
            text = String(text[..<text.index(dot, offsetBy: 3)])
        }
        return text
    }
}

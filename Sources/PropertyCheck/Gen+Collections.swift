extension Gen {
    /// Arrays of `element` with a length in `length`; shrinks towards shorter arrays of simpler elements.
    ///
    /// Encoding: each element is preceded by a "continue" flag (1: another element, 0: stop), except
    /// where the length range forces the answer (below the minimum, at the maximum). One element and
    /// its flag form one span, so the shrinker deletes an element without any fix-up. When generating,
    /// the length is uniform in the range (capped at the minimum plus 10,000), except that the minimum
    /// and the maximum each come up one time in sixteen.
    ///
    /// When generating, the array also decides once for all its elements how integers are drawn
    /// (`Gen.integer(in:)` and its variants, anywhere inside an element): in three arrays in four they
    /// are *plain* — uniform in their range, at the cost of one random value each, and not remembered
    /// for repeats — and in the fourth they carry the per-draw bias of `Gen.integer(in:)` (about
    /// half the draws edges, small values or repeats). So most arrays are ordinary random data and the
    /// rest are rich in edges and duplicates, while the average array costs little more than a raw
    /// random loop (the anchors' property is held to 80 % of the raw rate, and the bias on every
    /// element cost about 30 %). The decision is not recorded: it only changes which
    /// choices are generated, and replaying or shrinking the recorded choices gives the same values
    /// whatever it was. An array inside an element decides for its own elements; the enclosing
    /// array's decision applies again after it.
    /// - Precondition: `length.lowerBound >= 0`.
    @inlinable
    public static func array<Element>(of element: Gen<Element>, length: ClosedRange<Int> = 0...10) -> Gen<[Element]>
    where Value == [Element] {
        precondition(length.lowerBound >= 0, "Gen.array lengths must not be negative, got \(length)")
        let minimum = length.lowerBound
        let maximum = length.upperBound
        let generateElement = element.generate
        return Gen { testCase in
            let arraySpan = testCase.beginSpan(.array)
            var target = 0
            let enclosingPlain = testCase.plainIntegers
            defer { testCase.plainIntegers = enclosingPlain }
            if testCase.wantsBias {
                let capped = Swift.min(maximum, minimum + 10_000)
                // One random word: its top four bits pick the length's kind (exactly what
                // `unrecordedRandom(upTo: 15)` returns), its lowest two bits the elements' integer draws.
                let word = testCase.unrecordedWord()
                switch word >> 60 {
                case 0: target = minimum
                case 1: target = maximum
                default: target = minimum + Int(testCase.unrecordedRandom(upTo: UInt64(capped - minimum)))
                }
                testCase.plainIntegers = word & 3 != 0
            }
            var result: [Element] = []
            if target > 0 { result.reserveCapacity(Swift.min(target, 1024)) }
            while result.count < maximum {
                let count = result.count
                let elementSpan = testCase.beginSpan(.arrayElement)
                if count >= minimum {
                    let more = try testCase.draw(upTo: 1) { _ in count < target ? 1 : 0 }
                    if more == 0 {
                        testCase.discardSpan(elementSpan)
                        break
                    }
                }
                result.append(try generateElement(&testCase))
                testCase.endSpan(elementSpan)
            }
            testCase.endSpan(arraySpan)
            return result
        }
    }

    /// Arrays of exactly `count` elements (no flags are drawn); see `array(of:length:)`.
    @inlinable
    public static func array<Element>(of element: Gen<Element>, count: Int) -> Gen<[Element]> where Value == [Element] {
        array(of: element, length: count...count)
    }

    /// `nil` one time in four, otherwise a wrapped value; shrinks to `nil`.
    public static func optional<Wrapped>(_ wrapped: Gen<Wrapped>) -> Gen<Wrapped?> where Value == Wrapped? {
        Gen { testCase in
            let span = testCase.beginSpan(.optional)
            defer { testCase.endSpan(span) }
            let present = try testCase.draw(upTo: 1) { rng in rng.next() & 3 == 0 ? 0 : 1 }
            return present == 0 ? nil : try wrapped.generate(&testCase)
        }
    }
}

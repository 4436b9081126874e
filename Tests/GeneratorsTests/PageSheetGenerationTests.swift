import Generators
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing

/// The generator draws page sheets (``Presentation/pageSheet``, issue 25 item 10) on iPhones and iPads,
/// labels each, and leaves view-controller mode's world as it was.
@Suite struct PageSheetGeneration {
    static let count = 1_000

    @Test func pageSheetsAreDrawnOnIPhonesAndIPadsAndLabelled() throws {
        let generator = ScenarioGen.scenario(maxActions: 3)
        var phones = 0, pads = 0, phoneSheets = 0, padSheets = 0, padPages = 0
        for seed in 0..<UInt64(Self.count) {
            var testCase = TestCase(seed: seed &* 0x9E37_79B9_7F4A_7C15)
            let scenario = try generator.generate(&testCase)
            let layout = scenario.start.layout
            let isSheet = layout.presentation == .pageSheet
            #expect(isSheet == testCase.recordedLabels.contains(ScenarioLabel.pageSheet),
                    "seed \(seed): presentation \(layout.presentation), labels \(testCase.recordedLabels)")
            if layout.device.isPad {
                pads += 1
                if isSheet {
                    padSheets += 1
                    // A centred page (the sheet stands away from the window's bottom) in a wide window.
                    if layout.containerFrame.maxY < layout.windowBounds.maxY { padPages += 1 }
                }
            } else {
                phones += 1
                if isSheet { phoneSheets += 1 }
            }
            if isSheet { #expect(layout.windowBounds.contains(layout.containerFrame)) }
        }
        print("page sheets in \(Self.count) scenarios: \(phoneSheets) of \(phones) on iPhones, \(padSheets) of \(pads) on iPads (\(padPages) centred pages)")
        // Weights: 3/10 of iPhone screens and 2/12 of iPad screens; a tenth of each is well below either.
        #expect(phoneSheets * 10 >= phones, "\(phoneSheets) page sheets in \(phones) iPhone scenarios")
        #expect(padSheets * 10 >= pads, "\(padSheets) page sheets in \(pads) iPad scenarios")
        #expect(padPages > 0, "no centred iPad page in \(padSheets) iPad page sheets")
    }

    @Test func viewControllerModesWorldNeverDrawsAPageSheet() throws {
        // The world alone (the screen function returns it unchanged): its draws are as they were before
        // page sheets existed.
        let generator = ScenarioGen.scenario(maxActions: 0, screen: { $0 })
        for seed in 0..<UInt64(300) {
            let (scenario, _) = try generator.sample(seed: seed)
            #expect(scenario.start.layout.presentation != .pageSheet, "seed \(seed)")
        }
    }
}

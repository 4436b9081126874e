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
            // A page sheet as shown: drawn as one, or a popover or form sheet that UIKit adapts to one in a
            // compact environment (POLICIES 27), which the label names as shown.
            let isSheet = layout.adaptedPresentation == .pageSheet
            #expect(isSheet == testCase.recordedLabels.contains(ScenarioLabel.pageSheet),
                    "seed \(seed): presentation \(layout.presentationDescription), labels \(testCase.recordedLabels)")
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

    @Test func viewControllerModesWorldDrawsPageSheetsToo() throws {
        // The world alone (the screen function returns it unchanged), as view-controller mode draws it:
        // the controller is put in sheet windows as well (issue 23), 2 of 10 iPhone worlds, 1 of 12 iPad.
        let generator = ScenarioGen.scenario(maxActions: 0, screen: { $0 })
        var phones = 0, phoneSheets = 0, pads = 0, padSheets = 0
        for seed in 0..<UInt64(600) {
            let (scenario, _) = try generator.sample(seed: seed)
            let layout = scenario.start.layout
            // A page sheet as shown: drawn as one, or a popover or form sheet that UIKit adapts to one in a
            // compact environment (POLICIES 27), which the label names as shown.
            let isSheet = layout.adaptedPresentation == .pageSheet
            if layout.device.isPad { pads += 1; if isSheet { padSheets += 1 } } else { phones += 1; if isSheet { phoneSheets += 1 } }
        }
        print("view-controller worlds: page sheets \(phoneSheets) of \(phones) on iPhones, \(padSheets) of \(pads) on iPads")
        #expect(phoneSheets * 20 >= phones, "\(phoneSheets) page sheets in \(phones) iPhone worlds")
        #expect(padSheets > 0, "no page sheet in \(pads) iPad worlds")
    }
}

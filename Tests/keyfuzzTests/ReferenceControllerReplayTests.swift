import Foundation
import Testing

/// The catalogue's reference reading-list controller on the open 20,000-case finding of its nightly run
/// (issue 25's triage): an iPad form sheet under a large title, the first row's field focused with the
/// list scrolled away, the keyboard's willChangeFrame then willShow in one turn.
@Suite(.promptResumption) struct ReferenceControllerReplay {
    static let token = "kf1:KwAEAAABAwAAAAEABQABBgAAAQIAAQIBAQEAxQYBAAABAQABAgI4AQAAAAAAw6meFg"

    // A real bug of the controller, not of the model: at willChangeFrame it showed the field (offset −94);
    // at willShow it asked whether the field was still shown by comparing offsets exactly, and the least
    // move it computed came back 2.8e-14 pt off (the settling loop and the large title's bar), so it put
    // the reader's old place (offset 30.5) back over the field: "focused text field minY 257.5 < visible
    // top 382". It now compares within half a point.
    @Test func theFocusedFieldStaysShownThroughTheRepeatedWillShow() async throws {
        let result = try await KeyfuzzBinary.run(["replay", Self.token, "--strategy", "referenceReadingController"])
        #expect(result.stdout.contains("step 20: keyboard didShow y 1180→843 h 337→337"), "\(result.stdout)")
        #expect(!result.stdout.contains("✗ focus visibility"), "\(result.stdout)")
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("no promised invariant broke\n"))
    }
}

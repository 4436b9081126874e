import PropertyCheck
import Testing

// A property whose code under test traps on large values, as a user's strategy with an out-of-range
// index would: run by CrashReportTests, which reads what the dying process wrote.
let values = [1, 2, 3]
check("probe traps on values above 40", Gen.int(in: 0...100), recordIssue: { message, _ in print(message) }) { value in
    if value > 40 { _ = values[value] }
}
print("not reached")

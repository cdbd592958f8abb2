import Foundation
import HearthVoice
import Testing

@Suite struct TimeResolverTests {
    // Monday 23 November 2026, 10:00 in Berlin.
    let zone = TimeZone(identifier: "Europe/Berlin")!
    var resolver: TimeResolver {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let reference = calendar.date(from: DateComponents(year: 2026, month: 11, day: 23, hour: 10))!
        return TimeResolver(reference: reference, timeZone: zone)
    }

    func iso(_ text: String) throws -> String {
        let time = try resolver.resolve(text)
        return time.iso(time.start, in: zone)
    }

    @Test(arguments: [
        ("tomorrow at 7", "2026-11-24T07:00:00+01:00"),
        ("tomorrow at seven pm", "2026-11-24T19:00:00+01:00"),
        ("next Monday morning", "2026-11-30T09:00:00+01:00"),
        ("in half an hour", "2026-11-23T10:30:00+01:00"),
        ("in twenty five minutes", "2026-11-23T10:25:00+01:00"),
        ("in 2 hours", "2026-11-23T12:00:00+01:00"),
        ("two hours", "2026-11-23T12:00:00+01:00"),
        ("half an hour", "2026-11-23T10:30:00+01:00"),
        ("45 minutes", "2026-11-23T10:45:00+01:00"),
        ("at 19:00", "2026-11-23T19:00:00+01:00"),
        ("at 9", "2026-11-23T21:00:00+01:00"),
        ("tonight", "2026-11-23T20:00:00+01:00"),
        ("this evening", "2026-11-23T19:00:00+01:00"),
        ("on the 3rd", "2026-12-03T09:00:00+01:00"),
        ("on the third at 4", "2026-12-03T16:00:00+01:00"),
        ("friday at half past three", "2026-11-27T15:30:00+01:00"),
        ("december 24th at noon", "2026-12-24T12:00:00+01:00"),
        ("tomorrow 7.25 pm", "2026-11-24T19:25:00+01:00"),
        ("wednesday at seven thirty pm", "2026-11-25T19:30:00+01:00"),
    ])
    func resolvesSpokenExpressions(_ text: String, _ expected: String) throws {
        #expect(try iso(text) == expected)
    }

    @Test func spansHaveAnEnd() throws {
        let time = try resolver.resolve("tomorrow from 3 to 5 pm")
        #expect(time.iso(time.start, in: zone) == "2026-11-24T15:00:00+01:00")
        #expect(time.end.map { time.iso($0, in: zone) } == "2026-11-24T17:00:00+01:00")
    }

    @Test func nonsenseIsAnErrorNotAGuess() {
        #expect(throws: VoiceError.self) { try resolver.resolve("call John") }
    }
}

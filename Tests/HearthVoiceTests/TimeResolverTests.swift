import Foundation
import HearthVoice
import Testing

/// The resolver on each kind of expression the voice pipeline meets. Reference: Monday
/// 23 November 2026, 10:00 in Berlin.
@Suite struct TimeResolverTests {
    static let zone = TimeZone(identifier: "Europe/Berlin")!
    static let reference: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: 23, hour: 10))!
    }()
    var resolver: TimeResolver { TimeResolver(reference: Self.reference, timeZone: Self.zone) }

    func iso(_ date: Date?) -> String? {
        guard let date else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = Self.zone
        return formatter.string(from: date)
    }

    func start(_ text: String, _ resolver: TimeResolver? = nil) throws -> String? {
        iso(try (resolver ?? self.resolver).resolve(text).start)
    }

    @Test(arguments: [
        // Relative days, parts of the day, clock times
        ("tomorrow at 7", "2026-11-24T07:00:00+01:00"),
        ("tomorrow at seven pm", "2026-11-24T19:00:00+01:00"),
        ("tomorrow 7.25 pm", "2026-11-24T19:25:00+01:00"),
        ("next Monday morning", "2026-11-30T09:00:00+01:00"),
        ("the day after tomorrow", "2026-11-25T09:00:00+01:00"),
        ("the day before yesterday", "2026-11-21T09:00:00+01:00"),
        ("at 19:00", "2026-11-23T19:00:00+01:00"),
        ("at 9", "2026-11-23T21:00:00+01:00"),
        ("at 3", "2026-11-23T15:00:00+01:00"),
        ("at 12", "2026-11-23T12:00:00+01:00"),
        ("tonight", "2026-11-23T20:00:00+01:00"),
        ("this evening", "2026-11-23T19:00:00+01:00"),
        ("in the afternoon", "2026-11-23T15:00:00+01:00"),
        ("tomorrow night", "2026-11-24T21:00:00+01:00"),
        ("noon", "2026-11-23T12:00:00+01:00"),
        ("midnight", "2026-11-24T00:00:00+01:00"),
        ("7 in the evening", "2026-11-23T19:00:00+01:00"),
        ("3ish pm", "2026-11-23T15:00:00+01:00"),
        ("at 15 past 3pm", "2026-11-23T15:15:00+01:00"),
        ("3:18a", "2026-11-24T03:18:00+01:00"),
        // Numbers as words
        ("half past seven", "2026-11-23T19:30:00+01:00"),
        ("a quarter to nine", "2026-11-23T20:45:00+01:00"),
        ("twenty past six", "2026-11-23T18:20:00+01:00"),
        ("seven oh five", "2026-11-23T19:05:00+01:00"),
        ("wednesday at seven thirty pm", "2026-11-25T19:30:00+01:00"),
        ("in twenty five minutes", "2026-11-23T10:25:00+01:00"),
        // Speech-recogniser slips inside a time
        ("at for pm", "2026-11-23T16:00:00+01:00"),
        ("at to thirty", "2026-11-23T14:30:00+01:00"),
        ("at too", "2026-11-23T14:00:00+01:00"),
        ("tomorrow at won", "2026-11-24T13:00:00+01:00"),
        ("at ate", "2026-11-23T20:00:00+01:00"),
        // Offsets: "in N units" is the reference plus N units; a bare duration is read as "in"
        ("in half an hour", "2026-11-23T10:30:00+01:00"),
        ("in one hour", "2026-11-23T11:00:00+01:00"),
        ("in 2 hours", "2026-11-23T12:00:00+01:00"),
        ("three hours", "2026-11-23T13:00:00+01:00"),
        ("45 minutes", "2026-11-23T10:45:00+01:00"),
        ("in 2 weeks", "2026-12-07T10:00:00+01:00"),
        ("3 days ago", "2026-11-20T10:00:00+01:00"),
        ("5 minutes before noon", "2026-11-23T11:55:00+01:00"),
        // Weekdays
        ("friday", "2026-11-27T09:00:00+01:00"),
        ("on friday", "2026-11-27T09:00:00+01:00"),
        ("this friday", "2026-11-27T09:00:00+01:00"),
        ("coming friday", "2026-11-27T09:00:00+01:00"),
        ("next friday", "2026-12-04T09:00:00+01:00"),
        ("last tuesday", "2026-11-17T09:00:00+01:00"),
        ("monday", "2026-11-30T09:00:00+01:00"),
        ("friday after next", "2026-12-04T09:00:00+01:00"),
        ("wednesday of next week", "2026-12-02T09:00:00+01:00"),
        ("monday of this week", "2026-11-23T09:00:00+01:00"),
        ("friday at half past three", "2026-11-27T15:30:00+01:00"),
        // Days of a month, in any order, and numeric dates (en-US m/d by default)
        ("on the 3rd", "2026-12-03T09:00:00+01:00"),
        ("on the third at 4", "2026-12-03T16:00:00+01:00"),
        ("december 24th at noon", "2026-12-24T12:00:00+01:00"),
        ("the 1st of march", "2027-03-01T09:00:00+01:00"),
        ("15 of february", "2027-02-15T09:00:00+01:00"),
        ("february the 15th", "2027-02-15T09:00:00+01:00"),
        ("march 3rd 2015", "2015-03-03T09:00:00+01:00"),
        ("14april 2015", "2015-04-14T09:00:00+02:00"),
        ("2/15", "2027-02-15T09:00:00+01:00"),
        ("10/31/74", "1974-10-31T09:00:00+01:00"),
        ("10-31-74", "1974-10-31T09:00:00+01:00"),
        ("2027-01-05", "2027-01-05T09:00:00+01:00"),
        // Nth weekday or day of a month, end of the month, holidays
        ("first tuesday of october", "2027-10-05T09:00:00+02:00"),
        ("last day of october 2015", "2015-10-31T09:00:00+01:00"),
        ("third day of october", "2027-10-03T09:00:00+02:00"),
        ("last friday of the month", "2026-11-27T09:00:00+01:00"),
        ("end of the month", "2026-11-30T09:00:00+01:00"),
        ("christmas", "2026-12-25T09:00:00+01:00"),
        ("new year's eve", "2026-12-31T09:00:00+01:00"),
        ("thanksgiving", "2026-11-26T09:00:00+01:00"),
        ("easter", "2027-03-28T09:00:00+02:00"),
        // The sun's turning points (computed for the year) and Berlin's own clock changes.
        ("on the winter solstice", "2026-12-21T09:00:00+01:00"),
        ("on the shortest day of the year at 6 pm", "2026-12-21T18:00:00+01:00"),
        ("the longest day of the year at 8 pm", "2027-06-21T20:00:00+02:00"),
        ("the spring equinox", "2027-03-20T09:00:00+01:00"),
        ("when the clocks go forward", "2027-03-28T09:00:00+02:00"),
        ("the day the clocks go back", "2027-10-31T09:00:00+01:00"),
        ("the night the clocks go back", "2027-10-30T21:00:00+02:00"),
        // A night's small hours are the next day's; a plain day's stay its own.
        ("tonight at 1 am", "2026-11-24T01:00:00+01:00"),
        ("at 2 am tonight", "2026-11-24T02:00:00+01:00"),
        ("tonight at 1", "2026-11-24T01:00:00+01:00"),
        ("friday night at 1 am", "2026-11-28T01:00:00+01:00"),
        ("at 2 am on saturday night", "2026-11-29T02:00:00+01:00"),
        ("tomorrow night at 3 am", "2026-11-25T03:00:00+01:00"),
        ("on the night of the 5th at 2 am", "2026-12-06T02:00:00+01:00"),
        ("last night at 2 am", "2026-11-23T02:00:00+01:00"),
        ("on sunday at 1 am", "2026-11-29T01:00:00+01:00"),
        ("at 1 am tomorrow", "2026-11-24T01:00:00+01:00"),
        // Clocks as a timetable says them, and times counted from now (the reference is 10:00).
        ("at nineteen thirty", "2026-11-23T19:30:00+01:00"),
        ("at twenty-one fifteen", "2026-11-23T21:15:00+01:00"),
        ("on friday at oh six hundred", "2026-11-27T06:00:00+01:00"),
        ("on the 18th at oh seven forty", "2026-12-18T07:40:00+01:00"),
        ("this time next week", "2026-11-30T10:00:00+01:00"),
        ("at this time on thursday", "2026-11-26T10:00:00+01:00"),
        ("friday at the same time", "2026-11-27T10:00:00+01:00"),
        // As said in other languages.
        ("at 8 of the evening", "2026-11-23T20:00:00+01:00"),
        ("at 12 of the day", "2026-11-23T12:00:00+01:00"),
        ("after tomorrow", "2026-11-25T09:00:00+01:00"),
        ("at 7 and half tomorrow", "2026-11-24T07:30:00+01:00"),
        ("at tuesday at 10 hours", "2026-11-24T10:00:00+01:00"),
        ("friday 20 hours", "2026-11-27T20:00:00+01:00"),
        ("in saturday at 7 of the evening", "2026-11-28T19:00:00+01:00"),
        ("in 3 december at 10 and a half", "2026-12-03T10:30:00+01:00"),
        ("the 10 at 17", "2026-12-10T17:00:00+01:00"),
        ("in friday on 11 am", "2026-11-27T11:00:00+01:00"),
        ("at half past midnight", "2026-11-24T00:30:00+01:00"),
        ("at quarter past noon", "2026-11-23T12:15:00+01:00"),
        // Before midnight is the evening before it; the old "five and twenty past".
        ("at ten to midnight", "2026-11-23T23:50:00+01:00"),
        ("at two minutes to midnight", "2026-11-23T23:58:00+01:00"),
        ("at a quarter to noon", "2026-11-23T11:45:00+01:00"),
        ("on saturday at five and twenty past eight", "2026-11-28T08:25:00+01:00"),
        // A day of next month with its clock; a part of a named month.
        ("on the 2nd of next month at 7 pm", "2026-12-02T19:00:00+01:00"),
        ("at the end of february", "2027-02-28T09:00:00+01:00"),
        ("mid-january", "2027-01-15T09:00:00+01:00"),
        ("at the start of january", "2027-01-01T09:00:00+01:00"),
    ])
    func resolvesSpokenExpressions(_ text: String, _ expected: String) throws {
        #expect(try start(text) == expected)
    }

    @Test func grainFollowsWhatWasSaid() throws {
        #expect(try resolver.resolve("tomorrow").grain == .day)
        #expect(try resolver.resolve("tomorrow at 7").grain == .minute)
        #expect(try resolver.resolve("tomorrow morning").grain == .hour)
        #expect(try resolver.resolve("next week").grain == .week)
        #expect(try resolver.resolve("october 2015").grain == .month)
        #expect(try resolver.resolve("2027").grain == .year)
        #expect(try resolver.resolve("tomorrow").hasTime == false)
        #expect(try resolver.resolve("tomorrow at 7").hasTime)
    }

    @Test(arguments: [
        ("tomorrow from 3 to 5 pm", "2026-11-24T15:00:00+01:00", "2026-11-24T17:00:00+01:00"),
        ("from 3 to 5", "2026-11-23T15:00:00+01:00", "2026-11-23T17:00:00+01:00"),
        ("between 2 and 4 pm", "2026-11-23T14:00:00+01:00", "2026-11-23T16:00:00+01:00"),
        ("11:30 pm - 1 am", "2026-11-23T23:30:00+01:00", "2026-11-24T01:00:00+01:00"),
        ("this weekend", "2026-11-28T00:00:00+01:00", "2026-11-30T00:00:00+01:00"),
        ("next weekend", "2026-12-05T00:00:00+01:00", "2026-12-07T00:00:00+01:00"),
        ("from tuesday to friday", "2026-11-24T00:00:00+01:00", "2026-11-28T00:00:00+01:00"),
        ("Aug 5 - 16", "2027-08-05T00:00:00+02:00", "2027-08-17T00:00:00+02:00"),
        ("tomorrow at 3 for two hours", "2026-11-24T15:00:00+01:00", "2026-11-24T17:00:00+01:00"),
        ("tonight from 1 to 3 am", "2026-11-24T01:00:00+01:00", "2026-11-24T03:00:00+01:00"),
        ("tonight from 8 to 10", "2026-11-23T20:00:00+01:00", "2026-11-23T22:00:00+01:00"),
    ])
    func intervalsHaveAnExclusiveEnd(_ text: String, _ start: String, _ end: String) throws {
        let time = try resolver.resolve(text)
        #expect(iso(time.start) == start)
        #expect(iso(time.end) == end)
    }

    @Test func openIntervals() {
        guard case .interval(let after) = resolver.value(of: "after 5 pm") else { Issue.record("not an interval"); return }
        #expect(iso(after.start?.date) == "2026-11-23T17:00:00+01:00")
        #expect(after.end == nil)
        guard case .interval(let before) = resolver.value(of: "before noon tomorrow") else { Issue.record("not an interval"); return }
        #expect(before.start == nil)
        #expect(iso(before.end?.date) == "2026-11-24T12:00:00+01:00")
    }

    @Test func conventionsAreConfigurable() throws {
        var british = TimeConventions()
        british.dateOrder = .dayFirst
        let uk = TimeResolver(reference: Self.reference, timeZone: Self.zone, conventions: british)
        #expect(try start("3/4", uk) == "2027-04-03T09:00:00+02:00")
        #expect(try start("3/4") == "2027-03-04T09:00:00+01:00")
        #expect(try start("15/2", uk) == "2027-02-15T09:00:00+01:00")
        var coming = TimeConventions()
        coming.nextWeekday = .coming
        #expect(try start("next friday", TimeResolver(reference: Self.reference, timeZone: Self.zone, conventions: coming)) == "2026-11-27T09:00:00+01:00")
        var noon = TimeConventions()
        noon.dayHour = 12
        #expect(try start("tomorrow", TimeResolver(reference: Self.reference, timeZone: Self.zone, conventions: noon)) == "2026-11-24T12:00:00+01:00")
        var inclusive = TimeConventions()
        inclusive.intervalEnd = .startOfLast
        let days = try TimeResolver(reference: Self.reference, timeZone: Self.zone, conventions: inclusive).resolve("from tuesday to friday")
        #expect(iso(days.end) == "2026-11-27T00:00:00+01:00")
        // Clock digits: by default like the hour said aloud (a recogniser writes "eleven" as
        // "11:00"); on the 24-hour clock when the convention says so (parsedatetime's reading).
        var timetable = TimeConventions()
        timetable.clockDigitsAreTwentyFourHour = true
        let twentyFour = TimeResolver(reference: Self.reference, timeZone: Self.zone, conventions: timetable)
        #expect(try start("3:26") == "2026-11-23T15:26:00+01:00")
        #expect(try start("3:26", twentyFour) == "2026-11-24T03:26:00+01:00")
        #expect(try start("730", twentyFour) == "2026-11-24T07:30:00+01:00")
        #expect(try start("august 22nd 3:26", twentyFour) == "2027-08-22T03:26:00+02:00")
        #expect(try start("at 3", twentyFour) == "2026-11-23T15:00:00+01:00") // a bare hour is not in digits with minutes
    }

    @Test func numbersThatOnlyLookLikeTimesAreNotTimes() {
        // Seconds past 59, and absurd lengths written short, are a number and a letter.
        for text in ["174565", "12345 y", "654321 w", "3700000 d"] {
            #expect(resolver.extract(from: text).mentions.isEmpty, "\(text)")
            #expect(resolver.value(of: text).start == nil, "\(text)")
        }
        #expect(resolver.extract(from: "5 h").duration == TimeDuration(5, .hour))
    }

    @Test func fortnightsAndAHolidayOfAGivenYear() throws {
        #expect(try start("in a fortnight") == "2026-12-07T10:00:00+01:00")
        #expect(resolver.extract(from: "for two fortnights").duration == TimeDuration(4, .week))
        #expect(try start("easter 2028") == "2028-04-16T09:00:00+02:00")
        #expect(try start("christmas of 2027") == "2027-12-25T09:00:00+01:00")
    }

    @Test func dashedDayMonthAndNextNoon() throws {
        #expect(try start("25-8") == "2027-08-25T09:00:00+02:00")
        #expect(try start("8-25") == "2027-08-25T09:00:00+02:00")
        #expect(resolver.extract(from: "from 3-5 pm").mentions.count == 1)
        #expect(iso(resolver.extract(from: "from 3-5 pm").when?.value.start) == "2026-11-23T15:00:00+01:00")
        #expect(try start("next noon") == "2026-11-23T12:00:00+01:00")
        #expect(try start("5 hours before next noon") == "2026-11-23T07:00:00+01:00")
    }

    @Test func comingOnADayIsNotThisComingDay() throws {
        // "coming on friday" is someone coming; "this coming friday" and "coming friday" are the day.
        #expect(resolver.extract(from: "the plumber's coming on friday at 10 am").mentions.map(\.text) == ["on friday at 10 am"])
        #expect(resolver.extract(from: "the plumber's coming on friday at 10 am").leftover == "the plumber's coming")
        #expect(try start("this coming friday") == "2026-11-27T09:00:00+01:00")
        #expect(try start("coming friday") == "2026-11-27T09:00:00+01:00")
    }

    @Test func durationsAreNotPoints() {
        for (text, minutes) in [("for two hours", 120), ("for an hour", 60), ("for 90 minutes", 90), ("an hour and a half", 90),
                                ("half an hour", 30), ("1 hour and 42 minutes", 102)] {
            let found = resolver.extract(from: text)
            #expect(found.mentions.count == 1, "\(text)")
            #expect(found.duration?.minutes == minutes, "\(text)")
        }
    }

    @Test func extractionFindsTheTimeWordsAndLeavesTheTitle() throws {
        let found = resolver.extract(from: "remind me tomorrow at 7 to call John for an hour")
        #expect(found.mentions.map(\.text) == ["tomorrow at 7", "for an hour"])
        #expect(found.leftover == "remind me to call John")
        #expect(iso(found.when?.value.start) == "2026-11-24T07:00:00+01:00")
        #expect(found.duration == TimeDuration(1, .hour))

        let meeting = resolver.extract(from: "Schedule a meeting with Anna next friday from 3 to 5 pm, please")
        #expect(meeting.mentions.count == 1)
        #expect(iso(meeting.when?.value.start) == "2026-12-04T15:00:00+01:00")
        #expect(iso(meeting.when?.value.end) == "2026-12-04T17:00:00+01:00")
        #expect(meeting.leftover == "Schedule a meeting with Anna, please")

        let call = resolver.extract(from: "remind me to call mom in half an hour")
        #expect(call.leftover == "remind me to call mom")
        #expect(iso(call.when?.value.start) == "2026-11-23T10:30:00+01:00")
    }

    @Test func extractionLeavesOrdinaryWordsAlone() {
        for text in ["call 3 people about the budget", "I may be late", "buy 2 apples", "read chapter 7", "call John"] {
            let found = resolver.extract(from: text)
            #expect(found.mentions.isEmpty, "\(text): \(found.mentions.map(\.text))")
            #expect(found.leftover == text)
        }
    }

    @Test func mentionRangesPointIntoTheInput() {
        let text = "📅 Café with Zoë at 5 pm tomorrow ☕️"
        let found = resolver.extract(from: text)
        #expect(found.mentions.count == 1)
        guard let mention = found.mentions.first else { return }
        #expect(String(text[mention.range]) == "at 5 pm tomorrow")
        #expect((text as NSString).substring(with: NSRange(location: mention.utf16Range.lowerBound, length: mention.utf16Range.count)) == "at 5 pm tomorrow")
        #expect(iso(mention.value.start) == "2026-11-24T17:00:00+01:00")
        #expect(found.leftover == "📅 Café with Zoë ☕️")
    }

    @Test func aSecondThatCountsIsNoTime() {
        let fitting = resolver.extract(from: "add a second fitting for Rosa on friday")
        #expect(fitting.mentions.map(\.text) == ["on friday"], "\(fitting.mentions.map(\.text))")
        for text in ["remind me in a second", "wait a second then call", "a second later"] {
            #expect(resolver.extract(from: text).mentions.contains { $0.text.contains("second") }, "\(text)")
        }
    }

    @Test func whatCannotBePlacedIsUnresolvedWithAReason() {
        #expect(throws: VoiceError.self) { try resolver.resolve("call John") }
        #expect(throws: VoiceError.self) { try resolver.resolve("february 30th") }
        guard case .unresolved(let reason) = resolver.value(of: "february 30th") else { Issue.record("not unresolved"); return }
        #expect(reason.contains("February"))
        guard case .unresolved = resolver.value(of: "in 99999999999 years") else { Issue.record("a guess for an absurd offset"); return }
    }

    /// A resolver at another moment: `iso` is a local wall-clock time in `zone`.
    func resolver(at iso: String, in zone: String) -> TimeResolver {
        let tz = TimeZone(identifier: zone)!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        formatter.timeZone = tz
        return TimeResolver(reference: formatter.date(from: iso)!, timeZone: tz)
    }

    @Test func aClockTheClocksSkipOrShowTwiceIsAsked() throws {
        // The night the clocks go forward in New York (2:00 → 3:00 on 8 March 2026) and back in
        // Berlin (3:00 → 2:00 on 25 October 2026): 2:30 that night is not one instant.
        let spring = resolver(at: "2026-03-07T21:40:00", in: "America/New_York")
        guard case .unresolved(let skipped) = spring.value(of: "tomorrow at 2:30 am") else { Issue.record("2:30 am guessed"); return }
        #expect(skipped.contains("forward"), "\(skipped)")
        let autumn = resolver(at: "2026-10-24T19:05:00", in: "Europe/Berlin")
        guard case .unresolved(let twice) = autumn.value(of: "tomorrow at 2:30 am") else { Issue.record("2:30 am guessed"); return }
        #expect(twice.contains("twice"), "\(twice)")
        // Clock times either side still resolve, and lengths count real time across the change.
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "America/New_York")!
        #expect(formatter.string(from: try spring.resolve("tomorrow at 3 am").start) == "2026-03-08T03:00:00-04:00")
        #expect(formatter.string(from: try spring.resolve("in 6 hours").start) == "2026-03-08T04:40:00-04:00")
        formatter.timeZone = TimeZone(identifier: "Europe/Berlin")!
        #expect(formatter.string(from: try autumn.resolve("in 24 hours").start) == "2026-10-25T18:05:00+01:00")
        #expect(formatter.string(from: try autumn.resolve("in a day").start) == "2026-10-25T19:05:00+01:00")
    }

    @Test func aDayOfTheMonthOrAMonthAheadThatDoesNotExistIsAsked() throws {
        // Saturday 30 January 2027: the 29th has gone and February 2027 has none; a month from
        // the 30th is no day of February.
        let resolver = resolver(at: "2027-01-30T11:00:00", in: "Europe/Berlin")
        guard case .unresolved = resolver.value(of: "on the 29th") else { Issue.record("the 29th of March guessed"); return }
        guard case .unresolved = resolver.value(of: "in a month") else { Issue.record("28 February guessed"); return }
        #expect(iso(try resolver.resolve("on the 31st").start) == "2027-01-31T09:00:00+01:00")
        #expect(iso(try resolver.resolve("on the 1st").start) == "2027-02-01T09:00:00+01:00")
        #expect(iso(try resolver.resolve("in 2 weeks").start) == "2027-02-13T11:00:00+01:00")
        // From the 23rd a month ahead is a day like any other.
        #expect(iso(try self.resolver.resolve("in a month").start) == "2026-12-23T10:00:00+01:00")
    }

    @Test func aBareHourWhoseOtherReadingComesFirstIsAsked() throws {
        // At 5:30 am "at 6" may be in half an hour or this evening; "at 7" is this morning's, and
        // at 10 am "at 6" is this evening's as always.
        let dawn = resolver(at: "2026-12-02T05:30:00", in: "Europe/Berlin")
        guard case .unresolved = dawn.value(of: "at 6") else { Issue.record("6 pm guessed"); return }
        #expect(iso(try dawn.resolve("at 7").start) == "2026-12-02T07:00:00+01:00")
        #expect(iso(try dawn.resolve("at 6 pm").start) == "2026-12-02T18:00:00+01:00")
        #expect(iso(try dawn.resolve("tomorrow at 6").start) == "2026-12-03T18:00:00+01:00")
        #expect(try start("at 6") == "2026-11-23T18:00:00+01:00")
        // Late at night "at 1" and "at 12:30" may be within the hour or tomorrow afternoon.
        let night = resolver(at: "2026-12-03T23:20:00", in: "Europe/Berlin")
        for text in ["at 1", "at 12:30"] {
            guard case .unresolved = night.value(of: text) else { Issue.record("\(text) guessed"); continue }
        }
        #expect(iso(try night.resolve("at 7").start) == "2026-12-04T07:00:00+01:00")
        #expect(iso(try night.resolve("tomorrow at 12:30").start) == "2026-12-04T12:30:00+01:00")
        #expect(iso(try night.resolve("tonight at 2 am").start) == "2026-12-04T02:00:00+01:00")
        #expect(try start("at 12") == "2026-11-23T12:00:00+01:00")
    }

    @Test func aWeekdayBeforeOrAfterAnotherDay() throws {
        #expect(try start("the thursday before the 10th") == "2026-12-03T09:00:00+01:00")
        #expect(try start("the first saturday after the 15th") == "2026-12-19T09:00:00+01:00")
        #expect(try start("the wednesday after the 1st at 11 am") == "2026-12-02T11:00:00+01:00")
        #expect(try start("the saturday before new year's") == "2026-12-26T09:00:00+01:00")
        // Christmas 2026 is a Friday: the friday after it is New Year's Day.
        #expect(try start("the friday after christmas") == "2027-01-01T09:00:00+01:00")
    }

    @Test func aDayCountedBackFromAMonthsEnd() throws {
        // December 2026's fridays are the 4th, 11th, 18th and 25th; its wednesdays end on the 30th.
        #expect(try start("the second-to-last friday of december at 7 pm") == "2026-12-18T19:00:00+01:00")
        #expect(try start("the next to last wednesday of december") == "2026-12-23T09:00:00+01:00")
        #expect(try start("the second last monday of january") == "2027-01-18T09:00:00+01:00")
        #expect(try start("the penultimate sunday of december") == "2026-12-20T09:00:00+01:00")
        #expect(try start("the last saturday but one of december at 5 pm") == "2026-12-19T17:00:00+01:00")
        #expect(try start("the third last thursday of december") == "2026-12-17T09:00:00+01:00")
        #expect(try start("the penultimate day of the month") == "2026-11-29T09:00:00+01:00")
        #expect(try start("the third-to-last day of the year") == "2026-12-29T09:00:00+01:00")
        #expect(try start("the last day but two of the month") == "2026-11-28T09:00:00+01:00")
        // A month's first and last days from Monday to Friday: 31 January 2027 is a Sunday.
        #expect(try start("the last weekday of december at 1 pm") == "2026-12-31T13:00:00+01:00")
        #expect(try start("the last working day of january") == "2027-01-29T09:00:00+01:00")
        #expect(try start("the first weekday of january") == "2027-01-01T09:00:00+01:00")
        #expect(try start("the first business day of may") == "2027-05-03T09:00:00+02:00")
    }

    @Test func spansToNoonAndMidnightNumbersWithHyphensAndWordsSaidShort() throws {
        // "from ten to noon" is a span from ten, not 11:50 ("ten to noon") onwards; up to midnight
        // a bare hour is the evening's (set 1089).
        let noon = try resolver.resolve("Friday from ten to noon")
        #expect(iso(noon.start) == "2026-11-27T10:00:00+01:00" && iso(noon.end) == "2026-11-27T12:00:00+01:00")
        #expect(iso(try resolver.resolve("from ten to midnight").start) == "2026-11-23T22:00:00+01:00")
        #expect(try start("ten to noon") == "2026-11-23T11:50:00+01:00")
        // A number in words with a hyphen is one number ("nine forty-five a.m." was read as a span
        // from 9:40 to 5 am, set 1087); "twenty-five past midnight" is 0:25.
        #expect(try start("Tuesday the eighth of December at nine forty-five a.m.") == "2026-12-08T09:45:00+01:00")
        #expect(try resolver.resolve("at seven twenty-five pm").end == nil)
        #expect(try start("at seven twenty-five pm") == "2026-11-23T19:25:00+01:00")
        #expect(try start("twenty-five past midnight") == "2026-11-24T00:25:00+01:00")
        // "o'" for "of", "an'" for "and" (Scots, set 1083); capitals with a figure inside are a
        // name, not "2 s" ("H2S").
        #expect(try start("Tuesday the 1st o' December at twenty past eight in the morning") == "2026-12-01T08:20:00+01:00")
        #expect(try start("in three an' a half hours") == "2026-11-23T13:30:00+01:00")
        #expect(resolver.extract(from: "the online H2S refresher").mentions.isEmpty)
    }

    @Test func aBareEndTakesTheStartsPartOfTheDay() throws {
        // "Saturday night eight to eleven thirty" ends at 23:30, not at 11:30 the next morning;
        // "night eight to one" at 1 am (set 1109).
        let walima = try resolver.resolve("Saturday night eight to eleven thirty")
        #expect(iso(walima.start) == "2026-11-28T20:00:00+01:00" && iso(walima.end) == "2026-11-28T23:30:00+01:00")
        #expect(iso(try resolver.resolve("Saturday evening 8 to 11:30").end) == "2026-11-28T23:30:00+01:00")
        #expect(iso(try resolver.resolve("Saturday night eight to one").end) == "2026-11-29T01:00:00+01:00")
        // An evening that runs past midnight: "from eight till one in the morning" starts at 20:00
        // (set 1128); "from 10 to 12 in the morning" ends at noon.
        let doo = try resolver.resolve("Saturday the 12th of December from eight till one in the morning")
        #expect(iso(doo.start) == "2026-12-12T20:00:00+01:00" && iso(doo.end) == "2026-12-13T01:00:00+01:00")
        #expect(iso(try resolver.resolve("Saturday from nine to 2 am").start) == "2026-11-28T21:00:00+01:00")
        #expect(iso(try resolver.resolve("Saturday from 9 to 11 am").start) == "2026-11-28T09:00:00+01:00")
        #expect(iso(try resolver.resolve("Friday from 10 to 12 in the morning").end) == "2026-11-27T12:00:00+01:00")
    }

    @Test func absurdInputReturnsInsteadOfTrapping() {
        let inputs = ["in 999999999 years", "in 99999999999999999999999 days", "9999/99/99", "the 99th of march", "at 99:99",
                      "in -5 hours", "\u{0}\u{FFFF}", String(repeating: "tomorrow at 7 ", count: 200), "𝟙𝟚:𝟛𝟜 pm", "١٢/٣", "31/31/31",
                      "last day of month 0", "year 0", "0000-00-00", "from 3 to", "between and", "- - -", "  ", ""]
        for input in inputs {
            _ = resolver.extract(from: input)
            _ = resolver.value(of: input)
            _ = try? resolver.resolve(input)
        }
    }
}

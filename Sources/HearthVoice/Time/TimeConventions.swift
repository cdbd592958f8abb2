import Foundation

/// The readings English disagrees with itself about, written down once. The defaults are the
/// ones Hearth's labelled voice set uses; a corpus that follows other conventions is scored under
/// its own by changing these (``TimeConventions/ctparse``), never by changing the defaults.
public struct TimeConventions: Sendable, Hashable {
    /// How a numeric date with both parts ≤ 12 is read ("3/4").
    public enum DateOrder: String, Sendable, Hashable {
        /// 3/4 is March 4th (en-US).
        case monthFirst
        /// 3/4 is 3 April (en-GB and most other locales).
        case dayFirst
    }

    /// What "next friday" means.
    public enum NextWeekday: String, Sendable, Hashable {
        /// The one in the following (Monday-based) week when the current week still has one after
        /// today, otherwise the coming one. Said on a Wednesday, "next friday" is nine days away.
        case followingWeek
        /// Always the coming one, the same as "friday".
        case coming
    }

    /// What an interval's end means.
    public enum IntervalEnd: String, Sendable, Hashable {
        /// The end is the first instant not included: "from 3 to 5 pm" ends at 17:00, "Tuesday to
        /// Friday" at Saturday 00:00.
        case exclusive
        /// The end is the start of the last unit named: "Tuesday to Friday" ends on Friday.
        case startOfLast
    }

    /// When a part of the day said alone ("afternoon") moves to tomorrow.
    public enum PartOfDayRollover: String, Sendable, Hashable {
        /// When its default hour has passed: "afternoon" at 12:43 is today at 15:00.
        case afterDefaultHour
        /// When it has begun: "afternoon" at 12:43 is tomorrow (ctparse's reading).
        case afterStart
    }

    /// Numeric dates: month first (en-US) by default.
    public var dateOrder: DateOrder = .monthFirst
    /// "next friday": the following week's when this week still has one.
    public var nextWeekday: NextWeekday = .followingWeek
    /// "this friday" said on a Friday: false means the Friday a week later (the default), true
    /// means today.
    public var thisWeekdayIncludesToday = false
    /// A day without a clock time is a point at this hour (grain day). Default 9.
    public var dayHour = 9
    /// The hour each part of the day stands for when no clock time is said.
    public var partOfDayHours: [PartOfDay.Base: Int] = [
        .morning: 9, .forenoon: 10, .noon: 12, .afternoon: 15, .evening: 19, .tonight: 20, .night: 21, .midnight: 0,
        .first: 8, .last: 18, .breakfast: 8, .lunch: 12, .dinner: 19,
    ]
    /// The hour each part of the day begins (for ``TimeConventions/PartOfDayRollover/afterStart``).
    public var partOfDayStarts: [PartOfDay.Base: Int] = [
        .morning: 5, .forenoon: 9, .noon: 12, .afternoon: 12, .evening: 17, .tonight: 18, .night: 21, .midnight: 0,
        .first: 0, .last: 12, .breakfast: 6, .lunch: 11, .dinner: 17,
    ]
    /// A part of the day said alone moves to tomorrow after its default hour.
    public var partOfDayRollover: PartOfDayRollover = .afterDefaultHour
    /// Interval ends are exclusive.
    public var intervalEnd: IntervalEnd = .exclusive
    /// A bare hour without am/pm or part of day: 1…6 is pm, 12 is noon; 7…11 is am when a day is
    /// named, otherwise the next occurrence (am or pm) after the reference. False: every bare
    /// hour is its next occurrence.
    public var bareHoursOneToSixArePM = true
    /// A clock time written in digits with its minutes and no am/pm ("11:00", "730", "3:26") is
    /// read on the 24-hour clock, as a timetable is (parsedatetime's reading). False (the
    /// default): read as the same hour said aloud, by ``TimeConventions/bareHoursOneToSixArePM``,
    /// since a speech recogniser writes "eleven" as "11:00".
    public var clockDigitsAreTwentyFourHour = false
    /// A lone four-digit number ("2019", "1730") is a year when it is this year or up to a
    /// century later, else a clock time when it can be one ("2010" said in 2018 is 20:10).
    public var bareFourDigitsPreferYear = true
    /// A duration said alone as a time ("two hours", "5 min") means that long from now. False:
    /// it stays a duration (ctparse's reading). "for two hours" is always a duration.
    public var loneDurationMeansFromNow = true
    /// How dotted dates ("8.5.2018", "8.5") are read when both parts could be the month; nil
    /// follows ``TimeConventions/dateOrder``. A trailing dot ("8.5.") always reads day first.
    public var dottedDateOrder: DateOrder? = nil

    /// Hearth's defaults (the ones its labelled voice set uses).
    public init() {}

    /// ctparse's corpus conventions: its own, different from Hearth's in five places.
    public static var ctparse: TimeConventions {
        var conventions = TimeConventions()
        conventions.thisWeekdayIncludesToday = true
        conventions.intervalEnd = .startOfLast
        conventions.partOfDayRollover = .afterStart
        conventions.loneDurationMeansFromNow = false
        conventions.dottedDateOrder = .dayFirst
        return conventions
    }

    /// parsedatetime's test-suite conventions: interval ends name the last unit, clock digits are
    /// on the 24-hour clock, and its own hours for the parts of the day (morning 06:00, afternoon
    /// 13:00, evening 18:00, tonight 21:00).
    public static var parsedatetime: TimeConventions {
        var conventions = TimeConventions()
        conventions.intervalEnd = .startOfLast
        conventions.clockDigitsAreTwentyFourHour = true
        conventions.partOfDayHours[.morning] = 6
        conventions.partOfDayHours[.afternoon] = 13
        conventions.partOfDayHours[.evening] = 18
        conventions.partOfDayHours[.tonight] = 21
        return conventions
    }
}

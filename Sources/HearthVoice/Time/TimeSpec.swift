import Foundation

// The values the grammar's rules build: partial, unresolved descriptions of a time. They compose
// ("tomorrow" + "at 7", "the 3rd" + "of march" + "2015") before anything is computed, and only the
// finished value is resolved against the reference (TimeSpec+Resolution.swift).

/// How a weekday said with a word before it is placed.
enum WeekdayMode: Hashable, Sendable {
    /// "friday", "on friday", "coming friday": the next one strictly after today.
    case coming
    /// "this friday": as `coming`, or today when ``TimeConventions/thisWeekdayIncludesToday``.
    case this
    /// "next friday": see ``TimeConventions/NextWeekday``.
    case next
    /// "last friday", "past friday": the latest one strictly before today.
    case last
    /// "friday after next".
    case afterNext
    /// "friday of next week", "friday next week".
    case nextWeek
    /// "monday of this week" (may be in the past).
    case thisWeek
    /// "friday of last week".
    case lastWeek
}

/// Calendar fields said outright ("march 3rd 2015", "tuesday the 8th", "2019").
struct DateFields: Hashable, Sendable {
    var year: Int?
    var month: Int?
    var day: Int?
    var weekday: Int?

    var isEmpty: Bool { year == nil && month == nil && day == nil && weekday == nil }

    /// The union of two sets of fields, nil when they contradict each other.
    func merged(with other: DateFields) -> DateFields? {
        func pick(_ a: Int?, _ b: Int?) -> (Int?, Bool) {
            switch (a, b) {
            case let (x?, y?): (x, x == y)
            default: (a ?? b, true)
            }
        }
        let (year, okY) = pick(self.year, other.year)
        let (month, okM) = pick(self.month, other.month)
        let (day, okD) = pick(self.day, other.day)
        let (weekday, okW) = pick(self.weekday, other.weekday)
        guard okY, okM, okD, okW else { return nil }
        return DateFields(year: year, month: month, day: day, weekday: weekday)
    }
}

/// The day (or week, month, year) part of a time.
indirect enum DateSpec: Hashable, Sendable {
    case fields(DateFields)
    /// Today plus n days ("today", "tomorrow", "the day before yesterday").
    case today(Int)
    case weekday(Int, WeekdayMode)
    /// The week/month/quarter/year containing today, shifted by n ("next week", "last month").
    case unit(TimeUnit, Int)
    /// The reference shifted by a duration ("now", "in 3 days", "2 hours ago"): an instant.
    case fromNow(TimeDuration, sign: Int)
    /// The nth (-1: last) weekday of a month ("first tuesday of october").
    case nthWeekday(Int, weekday: Int, of: DateSpec)
    /// The nth (-1: last) day of a month or year ("the third day of october", "last day of 2015").
    case nthDay(Int, of: DateSpec)
    /// The first (1) or last (-1) day from Monday to Friday of a month or year ("the first working
    /// day of december", "the last weekday of the month").
    case workday(Int, of: DateSpec)
    /// A date in the year n years from this one ("the 20th of april next year").
    case inYear(DateFields, Int)
    case holiday(TimeLexicon.Holiday, year: Int?)
    /// A holiday in the year n years from this one ("christmas next year").
    case holidayInYear(TimeLexicon.Holiday, Int)
    /// A time shifted by a duration ("3 days after christmas", "a week from friday").
    case shifted(DateSpec, TimeDuration, sign: Int)
    /// The nearest weekday before (sign -1) or after (+1) a day ("the thursday before the 10th",
    /// "the first saturday after the 15th").
    case weekdayBeside(Int, DateSpec, sign: Int)
}

enum Meridiem: Hashable, Sendable { case am, pm }

/// The clock part of a time: an hour and minute, a part of the day, or both.
struct ClockSpec: Hashable, Sendable {
    var hour: Int?
    var minute = 0
    var meridiem: Meridiem?
    /// Written in 24-hour form ("07:00", "19:30", "0930"): never moved by am/pm conventions.
    var explicit24 = false
    /// Written in digits with its minutes ("11:00", "730", "3:26"): read on the 24-hour clock when
    /// ``TimeConventions/clockDigitsAreTwentyFourHour``.
    var inDigits = false
    var part: PartOfDay?
    /// The clock time it is now ("this time next week", "at this time on thursday").
    var now = false

    /// The union of a clock time and a part of the day ("7" + "in the evening").
    func merged(with other: ClockSpec) -> ClockSpec? {
        switch (hour, other.hour) {
        case (nil, nil):
            guard part == nil || other.part == nil || part == other.part else { return nil }
            return ClockSpec(part: part ?? other.part)
        case (_?, nil):
            guard part == nil, let otherPart = other.part else { return nil }
            var merged = self
            merged.part = otherPart
            return merged
        case (nil, _?):
            return other.merged(with: self)
        default:
            return nil
        }
    }
}

/// A point in time as the grammar sees it before resolution.
struct TimeSpec: Hashable, Sendable {
    var date: DateSpec?
    var clock: ClockSpec?
    /// Moved by a duration after resolution ("5 minutes before noon", "one hour from thursday").
    var shift: TimeDuration?
    var shiftSign = 1

    init(date: DateSpec? = nil, clock: ClockSpec? = nil) {
        self.date = date
        self.clock = clock
    }

    /// "tomorrow" ∩ "at 7", "march 3rd" ∩ "2015", "friday" ∩ "the 27th": nil when they cannot be one time.
    func intersected(with other: TimeSpec) -> TimeSpec? {
        guard shift == nil, other.shift == nil else { return nil }
        var result = TimeSpec()
        switch (date, other.date) {
        case let (a?, b?):
            guard let merged = Self.merge(a, b) else { return nil }
            result.date = merged
        default:
            result.date = date ?? other.date
        }
        switch (clock, other.clock) {
        case let (a?, b?):
            guard let merged = a.merged(with: b) else { return nil }
            result.clock = merged
        default:
            result.clock = clock ?? other.clock
        }
        if case .fromNow(let duration, _)? = result.date, result.clock != nil, duration.largestUnit < .day { return nil }
        return result
    }

    static func merge(_ a: DateSpec, _ b: DateSpec) -> DateSpec? {
        switch (a, b) {
        case let (.fields(x), .fields(y)):
            return x.merged(with: y).map(DateSpec.fields)
        case let (.weekday(w, mode), .fields(f)), let (.fields(f), .weekday(w, mode)):
            guard mode == .coming || mode == .this, f.day != nil || f.month != nil || f.year != nil else { return nil }
            return f.merged(with: DateFields(weekday: w)).map(DateSpec.fields)
        case let (.weekday(w, _), .unit(.week, n)), let (.unit(.week, n), .weekday(w, _)):
            switch n {
            case 0: return .weekday(w, .thisWeek)
            case 1: return .weekday(w, .nextWeek)
            case -1: return .weekday(w, .lastWeek)
            default: return .shifted(.weekday(w, .thisWeek), TimeDuration(n, .week), sign: 1)
            }
        case (.today, .weekday(_, .coming)), (.today, .weekday(_, .this)):
            return a
        case (.weekday(_, .coming), .today), (.weekday(_, .this), .today):
            return b
        case let (.fields(f), .holiday(h, nil)) where f.year != nil && f.month == nil && f.day == nil:
            return .holiday(h, year: f.year)
        case let (.holiday(h, nil), .fields(f)) where f.year != nil && f.month == nil && f.day == nil:
            return .holiday(h, year: f.year)
        case let (.nthWeekday(n, w, .fields(f)), .fields(y)) where y.year != nil && y.month == nil && y.day == nil:
            return f.merged(with: y).map { .nthWeekday(n, weekday: w, of: .fields($0)) }
        case let (.nthDay(n, .fields(f)), .fields(y)) where y.year != nil && y.month == nil && y.day == nil:
            return f.merged(with: y).map { .nthDay(n, of: .fields($0)) }
        case let (.inYear(f, n), .fields(g)) where g.day != nil && g.month == nil && g.year == nil,
             let (.fields(g), .inYear(f, n)) where g.day != nil && g.month == nil && g.year == nil:
            return f.merged(with: g).map { .inYear($0, n) }
        case let (.holiday(h, nil), .unit(.year, n)), let (.unit(.year, n), .holiday(h, nil)):
            return .holidayInYear(h, n)
        case let (.fields(f), .unit(.year, n)) where f.year == nil && f.month != nil,
             let (.unit(.year, n), .fields(f)) where f.year == nil && f.month != nil:
            return .inYear(f, n)
        default:
            return nil
        }
    }
}

/// An interval as the grammar sees it: either end may be open.
struct IntervalSpec: Hashable, Sendable {
    var start: TimeSpec?
    var end: TimeSpec?
    /// "today 15:00 for one hour": the end is the start plus this.
    var length: TimeDuration?
}

/// What a grammar node stands for.
enum TimeSemantic: Hashable, Sendable {
    /// A number, with how it was written: digit count (0 for words).
    case number(Int, digits: Int)
    case ordinal(Int)
    case duration(TimeDuration)
    case time(TimeSpec)
    case interval(IntervalSpec)
}

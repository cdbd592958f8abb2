import Foundation

/// How fine a resolved time is: "tomorrow" is a day, "tomorrow at 7" a minute, "next week" a week.
public enum TimeGrain: Int, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// A clock time ("at 7", "in 20 minutes").
    case minute
    /// A part of the day or an hour ("tomorrow morning").
    case hour
    /// A day ("tomorrow", "on the 3rd").
    case day
    /// A week ("next week").
    case week
    /// A month ("in march", "october 2015").
    case month
    /// A year ("2027").
    case year

    /// Finer grains sort first.
    public static func < (lhs: TimeGrain, rhs: TimeGrain) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "minute", "day", …
    public var description: String {
        switch self {
        case .minute: "minute"
        case .hour: "hour"
        case .day: "day"
        case .week: "week"
        case .month: "month"
        case .year: "year"
        }
    }
}

/// A unit of a duration ("for 2 hours", "in three days").
public enum TimeUnit: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Seconds.
    case second
    /// Minutes.
    case minute
    /// Hours.
    case hour
    /// Days.
    case day
    /// Nights (a stay: "one night"), a day long.
    case night
    /// Weeks.
    case week
    /// Calendar months.
    case month
    /// Quarters of a year.
    case quarter
    /// Calendar years.
    case year

    /// Shorter units sort first.
    public static func < (lhs: TimeUnit, rhs: TimeUnit) -> Bool { lhs.order < rhs.order }
    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Approximate length in seconds (a month is 30 days, a year 365): for ordering and totals only.
    public var seconds: Double {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day, .night: 86_400
        case .week: 604_800
        case .month: 2_592_000
        case .quarter: 7_776_000
        case .year: 31_536_000
        }
    }

    /// The grain a point shifted by this unit keeps.
    var grain: TimeGrain {
        switch self {
        case .second, .minute: .minute
        case .hour: .hour
        case .day, .night: .day
        case .week: .week
        case .month, .quarter: .month
        case .year: .year
        }
    }
}

/// A length of time: "for an hour and a half" is `[.hour: 1, .minute: 30]`.
public struct TimeDuration: Sendable, Hashable, CustomStringConvertible {
    /// The amount of each unit said.
    public var parts: [TimeUnit: Int]

    /// A duration of several units ("an hour and a half": `[.hour: 1, .minute: 30]`).
    public init(_ parts: [TimeUnit: Int]) { self.parts = parts }
    /// A duration of one unit ("3 days": `TimeDuration(3, .day)`).
    public init(_ value: Int, _ unit: TimeUnit) { self.parts = [unit: value] }

    /// Approximate total seconds (months of 30 days).
    public var seconds: Double { parts.reduce(0) { $0 + Double($1.value) * $1.key.seconds } }
    /// Whole minutes, rounded (what `duration_min` slots carry).
    public var minutes: Int {
        let value = (seconds / 60).rounded()
        return value.isFinite && abs(value) < Double(Int32.max) ? Int(value) : Int(Int32.max)
    }
    /// The largest unit said.
    public var largestUnit: TimeUnit { parts.keys.max() ?? .minute }

    /// "1 hour 30 minutes".
    public var description: String {
        parts.sorted { $0.key > $1.key }.map { "\($0.value) \($0.key.rawValue)\($0.value == 1 ? "" : "s")" }.joined(separator: " ")
    }

    /// Calendar components (nights count as days, quarters as three months).
    func components(sign: Int = 1) -> DateComponents? {
        var c = DateComponents()
        for (unit, raw) in parts {
            let (value, overflow) = raw.multipliedReportingOverflow(by: sign)
            guard !overflow, abs(value) <= 1_000_000 else { return nil }
            switch unit {
            case .second: c.second = (c.second ?? 0) + value
            case .minute: c.minute = (c.minute ?? 0) + value
            case .hour: c.hour = (c.hour ?? 0) + value
            case .day, .night: c.day = (c.day ?? 0) + value
            case .week: c.day = (c.day ?? 0) + value * 7
            case .month: c.month = (c.month ?? 0) + value
            case .quarter: c.month = (c.month ?? 0) + value * 3
            case .year: c.year = (c.year ?? 0) + value
            }
        }
        return c
    }

    static func + (lhs: TimeDuration, rhs: TimeDuration) -> TimeDuration {
        TimeDuration(lhs.parts.merging(rhs.parts) { $0 &+ $1 })
    }
}

/// A part of the day said with or without a clock time ("tomorrow morning", "late afternoon").
public struct PartOfDay: Sendable, Hashable, CustomStringConvertible {
    /// Which part of the day.
    public enum Base: String, Sendable, Hashable, CaseIterable {
        /// "morning".
        case morning
        /// "forenoon": the late morning.
        case forenoon
        /// "noon", "midday".
        case noon
        /// "afternoon".
        case afternoon
        /// "evening".
        case evening
        /// "tonight": this evening or night.
        case tonight
        /// "night".
        case night
        /// "midnight": 00:00 at the end of the day named.
        case midnight
        /// As early as possible in the day: "tomorrow first".
        case first
        /// As late as possible in the day: "Friday last".
        case last
        /// "breakfast" as a time of day.
        case breakfast
        /// "lunch" as a time of day.
        case lunch
        /// "dinner", "supper" as a time of day.
        case dinner
    }
    /// "early", "late", "very early", "very late" before a part of the day.
    public enum Modifier: String, Sendable, Hashable {
        /// "early morning".
        case early
        /// "late afternoon".
        case late
        /// "very early afternoon".
        case veryEarly = "veryearly"
        /// "very late evening".
        case veryLate = "verylate"
    }
    /// The part of the day.
    public var base: Base
    /// Early or late in it, if said.
    public var modifier: Modifier?

    /// A part of the day, e.g. `PartOfDay(.afternoon, .late)`.
    public init(_ base: Base, _ modifier: Modifier? = nil) {
        self.base = base
        self.modifier = modifier
    }

    /// "morning", "earlymorning", "lateafternoon" (the labels ctparse's corpus uses).
    public var description: String { (modifier?.rawValue ?? "") + base.rawValue }
}

/// A resolved instant with its grain: "tomorrow" is 09:00 tomorrow, grain day.
public struct TimePoint: Sendable, Hashable {
    /// The instant (for a day without a clock time, the convention's hour, 09:00 by default).
    public var date: Date
    /// How fine the expression was.
    public var grain: TimeGrain
    /// The part of the day it named, if any.
    public var partOfDay: PartOfDay?

    /// A point at `date` with its grain.
    public init(date: Date, grain: TimeGrain, partOfDay: PartOfDay? = nil) {
        self.date = date
        self.grain = grain
        self.partOfDay = partOfDay
    }
}

/// A span between two instants; either end may be open ("after 5 pm", "before noon").
public struct TimeSpan: Sendable, Hashable {
    /// The start, nil when open ("before noon").
    public var start: TimePoint?
    /// The end, nil when open ("after 5 pm"). Exclusive by default: "from 3 to 5 pm" ends at 17:00,
    /// "Tuesday to Friday" at Saturday 00:00 (see ``TimeConventions/intervalEnd``).
    public var end: TimePoint?

    /// A span; nil for an open end.
    public init(start: TimePoint?, end: TimePoint?) {
        self.start = start
        self.end = end
    }
}

/// What a time expression means.
public enum TimeValue: Sendable, Hashable {
    /// A point with its grain: "tomorrow at 7", "next friday", "in 2 hours".
    case point(TimePoint)
    /// An interval: "from 3 to 5 pm", "this weekend", "after 5 pm".
    case interval(TimeSpan)
    /// A length of time, not a point: "for an hour", "90 minutes".
    case duration(TimeDuration)
    /// Words that look like a time but cannot be placed ("february 30th"); never a guess.
    case unresolved(reason: String)

    /// The point, or the interval's start (nil for durations and unresolved values).
    public var start: Date? {
        switch self {
        case .point(let point): point.date
        case .interval(let span): span.start?.date
        default: nil
        }
    }

    /// The interval's end.
    public var end: Date? {
        if case .interval(let span) = self { return span.end?.date }
        return nil
    }

    /// The duration, for a duration value.
    public var duration: TimeDuration? {
        if case .duration(let duration) = self { return duration }
        return nil
    }
}

/// One time expression found in a text.
public struct TimeMention: Sendable, Hashable {
    /// Where it is in the text given to ``TimeResolver/extract(from:)``.
    public var range: Range<String.Index>
    /// The same range as UTF-16 offsets (what `NSString`, JavaScript and JSON consumers count).
    public var utf16Range: Range<Int>
    /// The words as written.
    public var text: String
    /// What they mean.
    public var value: TimeValue
}

/// The time expressions of a whole command, and the command without them.
public struct TimeExtraction: Sendable, Hashable {
    /// The mentions in text order.
    public var mentions: [TimeMention]
    /// The text without the mentions, spaces tidied: "remind me to call John".
    public var leftover: String

    /// The first mention that places something in time (a point or an interval).
    public var when: TimeMention? {
        mentions.first { if case .point = $0.value { true } else if case .interval = $0.value { true } else { false } }
    }

    /// The first duration mention ("for an hour").
    public var duration: TimeDuration? { mentions.lazy.compactMap(\.value.duration).first }
}

/// A resolved time expression, the shape older callers use.
public struct ResolvedTime: Sendable, Hashable {
    /// The start (or the point).
    public var start: Date
    /// The end, for spans ("from 3 to 5"); "this afternoon" is a point, not a span.
    public var end: Date?
    /// True when a day was given or implied ("tomorrow", "on the 3rd", "in 2 days").
    public var hasDate: Bool
    /// True when a clock time was given ("at 7", "in half an hour", "tonight").
    public var hasTime: Bool
    /// How fine the expression was.
    public var grain: TimeGrain = .minute
    /// The full value (a point, an interval, or a duration read as "from now").
    public var value: TimeValue? = nil

    /// A resolved time (``TimeResolver/resolve(_:)`` makes them).
    public init(start: Date, end: Date?, hasDate: Bool, hasTime: Bool, grain: TimeGrain = .minute, value: TimeValue? = nil) {
        self.start = start
        self.end = end
        self.hasDate = hasDate
        self.hasTime = hasTime
        self.grain = grain
        self.value = value
    }

    /// ISO 8601 with the time zone's offset, e.g. `2026-11-24T07:00:00+01:00`: how slots, tools
    /// and connectors write times.
    public static func iso(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

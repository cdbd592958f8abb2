/// The English time grammar: small rules, each one reading, grouped by what they build. A rule
/// names its pattern (words, numbers, and values other rules built) and says what the match
/// means; composition ("tomorrow" + "at 7", "the 3rd" + "of march" + "2015") is itself a rule, so a
/// new way of saying a day works with every clock time, part of the day and interval at once.
enum TimeGrammar {
    typealias P = TimePattern

    static func rule(_ name: String, _ pattern: [P], weak: Bool = false, score: Int = 0,
                     _ produce: @escaping @Sendable ([TimePiece]) -> TimeSemantic?) -> TimeRule {
        TimeRule(name: name, pattern: pattern, weak: weak, score: score, produce: produce)
    }

    static func time(_ date: DateSpec? = nil, _ clock: ClockSpec? = nil) -> TimeSemantic { .time(TimeSpec(date: date, clock: clock)) }

    // Tests on specs, for patterns.
    static let anyTime: @Sendable (TimeSpec) -> Bool = { _ in true }
    static let hasDate: @Sendable (TimeSpec) -> Bool = { $0.date != nil && $0.shift == nil }
    static let dateOnly: @Sendable (TimeSpec) -> Bool = { $0.date != nil && $0.clock == nil && $0.shift == nil }
    static let clockOnly: @Sendable (TimeSpec) -> Bool = { $0.date == nil && $0.clock != nil && $0.shift == nil }
    static let clockHour: @Sendable (TimeSpec) -> Bool = { $0.date == nil && $0.clock?.hour != nil && $0.shift == nil }
    static let bareClock: @Sendable (TimeSpec) -> Bool = {
        $0.date == nil && $0.shift == nil && $0.clock?.hour != nil && $0.clock?.meridiem == nil && $0.clock?.part == nil
    }
    static let monthDay: @Sendable (TimeSpec) -> Bool = {
        if case .fields(let f)? = $0.date, f.month != nil, f.day != nil, $0.clock == nil { true } else { false }
    }
    static let monthNoYear: @Sendable (TimeSpec) -> Bool = {
        if case .fields(let f)? = $0.date, f.month != nil, f.year == nil, $0.clock == nil { true } else { false }
    }
    static let monthOnly: @Sendable (TimeSpec) -> Bool = {
        if case .fields(let f)? = $0.date, f.month != nil, f.day == nil, f.weekday == nil, $0.clock == nil { true } else { false }
    }
    static let monthContainer: @Sendable (TimeSpec) -> Bool = {
        guard $0.clock == nil else { return false }
        if case .fields(let f)? = $0.date { return f.month != nil && f.day == nil && f.weekday == nil }
        if case .unit(let u, _)? = $0.date { return u == .month || u == .year || u == .week }
        return false
    }
    /// This month, next month, the month after next ("next month", not a named month).
    static let monthUnit: @Sendable (TimeSpec) -> Bool = {
        if case .unit(.month, _)? = $0.date, $0.clock == nil { true } else { false }
    }
    static let yearOnly: @Sendable (TimeSpec) -> Bool = {
        if case .fields(let f)? = $0.date, f.year != nil, f.month == nil, f.day == nil, f.weekday == nil { true } else { false }
    }
    static let weekdayOnly: @Sendable (TimeSpec) -> Bool = {
        if case .weekday(_, .coming)? = $0.date, $0.clock == nil { true } else { false }
    }
    static let holidayOnly: @Sendable (TimeSpec) -> Bool = {
        if case .holiday(_, nil)? = $0.date, $0.clock == nil, $0.shift == nil { true } else { false }
    }
    static let partOnly: @Sendable (TimeSpec) -> Bool = { $0.date == nil && $0.clock?.hour == nil && $0.clock?.part != nil }

    static let weekdayWords = Set(TimeLexicon.weekdays.keys)
    static let monthWords = Set(TimeLexicon.months.keys)
    static let unitWords = Set(TimeLexicon.units.keys).subtracting(TimeLexicon.gluedOnlyUnits)
    static let allUnitWords = Set(TimeLexicon.units.keys)
    static let toWords: Set<String> = ["to", "-", "–", "until", "till", "til", "through", "thru", "untill"]

    static func clock(_ hour: Int, _ minute: Int = 0, meridiem: Meridiem? = nil, explicit24: Bool = false, inDigits: Bool = false) -> ClockSpec? {
        guard (0...24).contains(hour), (0...59).contains(minute) else { return nil }
        return ClockSpec(hour: hour, minute: minute, meridiem: meridiem, explicit24: explicit24, inDigits: inDigits)
    }

    static func meridiem(_ word: String) -> Meridiem? {
        switch word {
        case "am", "a": .am
        case "pm", "p": .pm
        default: nil
        }
    }

    static func unitOffset(_ word: String) -> Int? {
        switch word {
        case "this", "current", "the": 0
        case "next", "coming", "following", "upcoming": 1
        case "last", "past", "previous", "prior", "preceding": -1
        default: nil
        }
    }

    static func weekdayMode(_ word: String) -> WeekdayMode? {
        switch word {
        case "this", "on", "upcoming", "coming": word == "this" ? .this : .coming
        case "next", "following": .next
        case "last", "past", "previous", "prior": .last
        default: nil
        }
    }

    /// Reads a two-digit year: up to 20 years ahead of the reference's century goes to 20xx.
    static func fullYear(_ year: Int, digits: Int) -> Int? {
        if digits == 4 { return (1000...2999).contains(year) ? year : nil }
        if digits == 2 || digits == 1 { return year <= 50 ? 2000 + year : 1900 + year }
        return nil
    }

    /// The rules for the conventions (numeric dates are the one place the rules depend on one).
    static func rules(_ conventions: TimeConventions) -> TimeRuleSet {
        let dotted = conventions.dottedDateOrder ?? conventions.dateOrder
        switch (conventions.dateOrder, dotted) {
        case (.monthFirst, .monthFirst): return rulesMM
        case (.monthFirst, .dayFirst): return rulesMD
        case (.dayFirst, .monthFirst): return rulesDM
        case (.dayFirst, .dayFirst): return rulesDD
        }
    }
    static let common: [TimeRule] = numbers + durations + days + clocks + dates + composition + intervals
    static let rulesMM = TimeRuleSet(common + numericDates(.monthFirst, dotted: .monthFirst))
    static let rulesMD = TimeRuleSet(common + numericDates(.monthFirst, dotted: .dayFirst))
    static let rulesDM = TimeRuleSet(common + numericDates(.dayFirst, dotted: .monthFirst))
    static let rulesDD = TimeRuleSet(common + numericDates(.dayFirst, dotted: .dayFirst))
}

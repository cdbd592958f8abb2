import Foundation

/// Why a spec could not be placed in time: a sentence for ``TimeValue/unresolved(reason:)``.
struct TimeResolutionFailure: Error, Hashable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Turns grammar values into instants against a reference time, a time zone and the conventions.
/// Every piece of calendar arithmetic is checked: absurd numbers ("in 99999999999 years") come
/// back as a failure, never as a trap.
struct TimeCalculator {
    var reference: Date
    var calendar: Calendar
    var conventions: TimeConventions

    init(reference: Date, timeZone: TimeZone, conventions: TimeConventions) {
        self.reference = reference
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        self.calendar = calendar
        self.conventions = conventions
    }

    typealias Outcome<T> = Result<T, TimeResolutionFailure>

    /// A resolved day (or coarser): its first instant and grain; `instant` when the spec named an exact moment.
    struct Day {
        var start: Date
        var grain: TimeGrain
        var instant: Date?
    }

    var today: Date { calendar.startOfDay(for: reference) }

    // MARK: Checked calendar arithmetic

    func add(_ value: Int, _ component: Calendar.Component, to date: Date) throws(TimeResolutionFailure) -> Date {
        guard abs(value) <= 200_000, let result = calendar.date(byAdding: component, value: value, to: date) else {
            throw TimeResolutionFailure("the date is out of range")
        }
        return result
    }

    func add(_ components: DateComponents, to date: Date) throws(TimeResolutionFailure) -> Date {
        guard let result = calendar.date(byAdding: components, to: date), abs(result.timeIntervalSince(reference)) < 3.2e10 else {
            throw TimeResolutionFailure("the date is out of range")
        }
        return result
    }

    func date(_ year: Int, _ month: Int, _ day: Int) -> Date? {
        guard (1...9_999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
              calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month else { return nil }
        return date
    }

    /// The instant `hour:minute` shows on the clocks of `day`. A clock time the clocks skip or
    /// show twice that day (a change to or from daylight saving time: 2:30 am on the night the
    /// clocks go forward or back) is a failure, to be asked about, not a guess at one of them.
    func at(_ hour: Int, _ minute: Int, on day: Date) throws(TimeResolutionFailure) -> Date {
        guard (0...23).contains(hour), (0...59).contains(minute),
              let result = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) else {
            throw TimeResolutionFailure("\(hour):\(minute) is not a clock time")
        }
        let clock = String(format: "%d:%02d", hour, minute)
        func shows(_ date: Date) -> Bool {
            let placed = calendar.dateComponents([.hour, .minute], from: date)
            return placed.hour == hour && placed.minute == minute
        }
        guard shows(result) else {
            throw TimeResolutionFailure("\(clock) does not happen that day in \(calendar.timeZone.identifier): the clocks go forward")
        }
        // A change of 30 minutes (Lord Howe Island) or an hour shows the same clock time twice.
        if [-3_600.0, -1_800, 1_800, 3_600].contains(where: { shows(result.addingTimeInterval($0)) }) {
            throw TimeResolutionFailure("\(clock) happens twice that day in \(calendar.timeZone.identifier): the clocks go back")
        }
        return result
    }

    var year: Int { calendar.component(.year, from: reference) }
    var month: Int { calendar.component(.month, from: reference) }
    func weekday(_ date: Date) -> Int { calendar.component(.weekday, from: date) }
    /// Monday 0 … Sunday 6.
    func mondayIndex(_ weekday: Int) -> Int { (weekday + 5) % 7 }

    func startOfWeek(_ date: Date) throws(TimeResolutionFailure) -> Date {
        let day = calendar.startOfDay(for: date)
        return try add(-mondayIndex(weekday(day)), .day, to: day)
    }

    // MARK: Dates

    func resolve(_ spec: DateSpec, anchor: Date? = nil) throws(TimeResolutionFailure) -> Day {
        let base = anchor.map { calendar.startOfDay(for: $0) } ?? today
        switch spec {
        case .today(let n):
            return Day(start: try add(n, .day, to: today), grain: .day)
        case .fromNow(let duration, let sign):
            guard let components = duration.components(sign: sign) else { throw TimeResolutionFailure("the duration is out of range") }
            let instant = try add(components, to: reference)
            // "in a month" on 30 January: February has no 30th, and the calendar's 28th is a
            // guess at what was meant, not a month. Asked about instead.
            if components.month != nil || components.year != nil, components.day == nil {
                let from = calendar.component(.day, from: reference)
                guard calendar.component(.day, from: instant) == from else {
                    throw TimeResolutionFailure("\(Self.monthName(calendar.component(.month, from: instant))) has no day \(from)")
                }
            }
            let grain = duration.parts.keys.min()?.grain ?? .minute
            // A length in seconds ("in 90 seconds", "in 3 mins 30") is due to the second; any other
            // length drops the reference's own seconds.
            let placed = duration.parts.keys.contains(.second) ? instant : calendar.dateInterval(of: .minute, for: instant)?.start ?? instant
            return Day(start: calendar.startOfDay(for: instant), grain: grain, instant: placed)
        case .weekday(let w, let mode):
            // Only a plain weekday follows the anchor ("Tuesday - Friday"); "next friday" and
            // "saturday of next week" are placed from today whatever comes before them.
            return Day(start: try weekdayDate(w, mode, base: mode == .coming || mode == .this ? base : today), grain: .day)
        case .unit(let unit, let n):
            return try unitStart(unit, n)
        case .fields(let fields):
            return try resolveFields(fields, base: base)
        case .nthWeekday(let n, let w, let month):
            return try everyYear(of: month, base: base) { (start: Date) throws(TimeResolutionFailure) -> Date? in
                try nthWeekday(n, w, inMonthStarting: start)
            }
        case .nthDay(let n, let container):
            return try everyYear(of: container, base: base) { (start: Date) throws(TimeResolutionFailure) -> Date? in
                let containerDay = try resolve(container, anchor: start)
                let unit: Calendar.Component = containerDay.grain == .year ? .year : containerDay.grain == .week ? .weekOfYear : .month
                guard let span = calendar.dateInterval(of: unit, for: start) else { return nil }
                let count = calendar.dateComponents([.day], from: span.start, to: span.end).day ?? 0
                let index = n < 0 ? count + n : n - 1
                guard index >= 0, index < count else { return nil }
                return try add(index, .day, to: span.start)
            }
        case .workday(let n, let container):
            return try everyYear(of: container, base: base) { (start: Date) throws(TimeResolutionFailure) -> Date? in
                let grain = try resolve(container, anchor: start).grain
                guard let span = calendar.dateInterval(of: grain == .year ? .year : .month, for: start) else { return nil }
                let step = n < 0 ? -1 : 1
                var day = n < 0 ? try add(-1, .day, to: span.end) : span.start
                while [1, 7].contains(weekday(day)) { day = try add(step, .day, to: day) }
                return day
            }
        case .inYear(var fields, let n):
            fields.year = calendar.component(.year, from: today) + n
            return try resolveFields(fields, base: base)
        case .holidayInYear(let holiday, let n):
            let year = calendar.component(.year, from: today) + n
            guard let date = holidayDate(holiday, year: year) else { throw TimeResolutionFailure("no such holiday in \(year)") }
            return Day(start: date, grain: .day)
        case .holiday(let holiday, let year):
            if let year {
                guard let date = holidayDate(holiday, year: year) else { throw TimeResolutionFailure("no such holiday in \(year)") }
                return Day(start: date, grain: .day)
            }
            for y in calendar.component(.year, from: base)...(calendar.component(.year, from: base) + 1) {
                if let date = holidayDate(holiday, year: y), date >= base { return Day(start: date, grain: .day) }
            }
            throw TimeResolutionFailure("no date for this holiday")
        case .shifted(let inner, let duration, let sign):
            let day = try resolve(inner, anchor: anchor)
            guard let components = duration.components(sign: sign) else { throw TimeResolutionFailure("the duration is out of range") }
            let grain = min(day.grain, duration.parts.keys.min()?.grain ?? .day)
            if duration.largestUnit < .day {
                let from = day.instant ?? day.start
                let instant = try add(components, to: from)
                return Day(start: calendar.startOfDay(for: instant), grain: grain, instant: instant)
            }
            let shifted = try add(components, to: day.instant ?? day.start)
            return Day(start: calendar.startOfDay(for: shifted), grain: grain, instant: day.instant.map { _ in shifted })
        case .weekdayBeside(let w, let inner, let sign):
            guard (1...7).contains(w) else { throw TimeResolutionFailure("no such weekday") }
            let day = try resolve(inner, anchor: anchor)
            let from = calendar.startOfDay(for: day.instant ?? day.start)
            let step = sign < 0 ? -1 : 1
            let distance = ((w - weekday(from)) * step + 7) % 7
            return Day(start: try add(step * (distance == 0 ? 7 : distance), .day, to: from), grain: .day)
        }
    }

    /// Tries the container in the coming years until `pick` finds a day on or after the base.
    private func everyYear(of container: DateSpec, base: Date,
                           _ pick: (Date) throws(TimeResolutionFailure) -> Date?) throws(TimeResolutionFailure) -> Day {
        let first = try resolve(container, anchor: base)
        var start = first.start
        let open: Bool
        if case .fields(let f) = container, f.year == nil { open = true } else { open = false }
        for _ in 0..<(open ? 8 : 1) {
            if let date = try pick(start), !open || date >= base { return Day(start: date, grain: .day) }
            guard open else { break }
            start = try add(1, .year, to: start)
        }
        throw TimeResolutionFailure("there is no such day in that month")
    }

    func nthWeekday(_ n: Int, _ w: Int, inMonthStarting start: Date) throws(TimeResolutionFailure) -> Date? {
        guard let span = calendar.dateInterval(of: .month, for: start) else { return nil }
        let month = calendar.component(.month, from: span.start)
        if n > 0 {
            let first = try add((w - weekday(span.start) + 7) % 7, .day, to: span.start)
            let date = try add(7 * (n - 1), .day, to: first)
            return calendar.component(.month, from: date) == month ? date : nil
        }
        let last = try add(-1, .day, to: span.end)
        let date = try add(-((weekday(last) - w + 7) % 7) - 7 * (-n - 1), .day, to: last)
        return calendar.component(.month, from: date) == month ? date : nil
    }

    func weekdayDate(_ w: Int, _ mode: WeekdayMode, base: Date) throws(TimeResolutionFailure) -> Date {
        guard (1...7).contains(w) else { throw TimeResolutionFailure("no such weekday") }
        let current = weekday(base)
        var delta = (w - current + 7) % 7
        switch mode {
        case .coming:
            if delta == 0 { delta = 7 }
        case .this:
            if delta == 0 && !conventions.thisWeekdayIncludesToday { delta = 7 }
        case .next:
            if delta == 0 { delta = 7 }
            if conventions.nextWeekday == .followingWeek, mondayIndex(w) > mondayIndex(current) { delta += 7 }
        case .afterNext:
            if delta == 0 { delta = 7 }
            delta += 7
        case .last:
            delta = -((current - w + 7) % 7)
            if delta == 0 { delta = -7 }
        case .thisWeek, .nextWeek, .lastWeek:
            let shift = mode == .thisWeek ? 0 : mode == .nextWeek ? 7 : -7
            return try add(mondayIndex(w) + shift, .day, to: try startOfWeek(base))
        }
        return try add(delta, .day, to: base)
    }

    func unitStart(_ unit: TimeUnit, _ n: Int) throws(TimeResolutionFailure) -> Day {
        switch unit {
        case .day, .night: return Day(start: try add(n, .day, to: today), grain: .day)
        case .week: return Day(start: try add(7 * n, .day, to: try startOfWeek(today)), grain: .week)
        case .month, .quarter:
            guard let monthStart = calendar.dateInterval(of: .month, for: today)?.start else { throw TimeResolutionFailure("no month") }
            if unit == .quarter {
                let offset = (month - 1) % 3
                let quarterStart = try add(-offset, .month, to: monthStart)
                return Day(start: try add(3 * n, .month, to: quarterStart), grain: .month)
            }
            return Day(start: try add(n, .month, to: monthStart), grain: .month)
        case .year:
            guard let yearStart = date(year, 1, 1) else { throw TimeResolutionFailure("no year") }
            return Day(start: try add(n, .year, to: yearStart), grain: .year)
        case .second, .minute, .hour:
            let instant = try add(n, unit == .second ? .second : unit == .minute ? .minute : .hour, to: reference)
            return Day(start: calendar.startOfDay(for: instant), grain: unit.grain, instant: instant)
        }
    }

    func resolveFields(_ f: DateFields, base: Date) throws(TimeResolutionFailure) -> Day {
        let baseYear = calendar.component(.year, from: base)
        let baseMonth = calendar.component(.month, from: base)
        if let y = f.year {
            guard (1...9_999).contains(y) else { throw TimeResolutionFailure("\(y) is not a year") }
            guard let m = f.month else {
                if f.day != nil || f.weekday != nil { throw TimeResolutionFailure("a day and a year without a month") }
                guard let start = date(y, 1, 1) else { throw TimeResolutionFailure("\(y) is not a year") }
                return Day(start: start, grain: .year)
            }
            guard let d = f.day else {
                guard let start = date(y, m, 1) else { throw TimeResolutionFailure("no such month") }
                return Day(start: start, grain: .month)
            }
            guard let start = date(y, m, d) else { throw TimeResolutionFailure("\(Self.monthName(m)) \(y) has no day \(d)") }
            return Day(start: start, grain: .day)
        }
        if let m = f.month {
            guard let d = f.day else {
                let y = m >= baseMonth ? baseYear : baseYear + 1
                guard let start = date(y, m, 1) else { throw TimeResolutionFailure("no such month") }
                return Day(start: start, grain: .month)
            }
            guard d <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][(m - 1) % 12] else {
                throw TimeResolutionFailure("\(Self.monthName(m)) has no day \(d)")
            }
            // A weekday said with a month and day ("Mon, Nov 13") does not move the date: the
            // next Nov 13 it is, whatever weekday it falls on (weekdays are misremembered).
            for y in baseYear..<(baseYear + 8) {
                guard let candidate = date(y, m, d), candidate >= base else { continue }
                return Day(start: candidate, grain: .day)
            }
            throw TimeResolutionFailure("no such date")
        }
        if let d = f.day {
            guard (1...31).contains(d) else { throw TimeResolutionFailure("no month has a day \(d)") }
            var y = baseYear, m = baseMonth
            for _ in 0..<(f.weekday == nil ? 13 : 400) {
                if let candidate = date(y, m, d) {
                    if candidate >= base, f.weekday.map({ weekday(candidate) == $0 }) ?? true { return Day(start: candidate, grain: .day) }
                } else if f.weekday == nil, (y, m) != (baseYear, baseMonth) {
                    // "the 29th" on 30 January 2027: this month's has gone and February has none;
                    // the 29th of March is not what was meant.
                    throw TimeResolutionFailure("\(Self.monthName(m)) has no day \(d)")
                }
                m += 1
                if m > 12 { m = 1; y += 1 }
            }
            if f.weekday != nil { return try resolveFields(DateFields(day: d), base: base) }
            throw TimeResolutionFailure("no such day")
        }
        if let w = f.weekday { return Day(start: try weekdayDate(w, .coming, base: base), grain: .day) }
        throw TimeResolutionFailure("no date")
    }

    static func monthName(_ m: Int) -> String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
         "December"][(max(1, min(12, m)) - 1)]
    }

    func holidayDate(_ holiday: TimeLexicon.Holiday, year y: Int) -> Date? {
        func nth(_ n: Int, _ w: Int, _ m: Int) -> Date? {
            guard let start = date(y, m, 1) else { return nil }
            return try? nthWeekday(n, w, inMonthStarting: start)
        }
        switch holiday {
        case .newYearsDay: return date(y, 1, 1)
        case .newYearsEve: return date(y, 12, 31)
        case .valentines: return date(y, 2, 14)
        case .stPatricks: return date(y, 3, 17)
        case .independenceDay: return date(y, 7, 4)
        case .halloween: return date(y, 10, 31)
        case .christmasEve: return date(y, 12, 24)
        case .christmas: return date(y, 12, 25)
        case .boxingDay: return date(y, 12, 26)
        case .veteransDay: return date(y, 11, 11)
        case .stAndrews: return date(y, 11, 30)
        case .stNicholas: return date(y, 12, 6)
        case .burnsNight: return date(y, 1, 25)
        case .bonfireNight: return date(y, 11, 5)
        case .epiphany: return date(y, 1, 6)
        case .stDavids: return date(y, 3, 1)
        case .stGeorges: return date(y, 4, 23)
        case .aprilFools: return date(y, 4, 1)
        case .anzacDay: return date(y, 4, 25)
        case .waitangiDay: return date(y, 2, 6)
        case .canadaDay: return date(y, 7, 1)
        case .australiaDay: return date(y, 1, 26)
        case .candlemas: return date(y, 2, 2)
        case .womensDay: return date(y, 3, 8)
        case .piDay: return date(y, 3, 14)
        case .walpurgisNight: return date(y, 4, 30)
        case .juneteenth: return date(y, 6, 19)
        case .michaelmas: return date(y, 9, 29)
        case .allSaints: return date(y, 11, 1)
        case .allSouls: return date(y, 11, 2)
        case .martinmas: return date(y, 11, 11)
        case .stLucy: return date(y, 12, 13)
        case .adventSunday:
            // The fourth Sunday before Christmas: the Sunday from 27 November to 3 December.
            guard let first = date(y, 11, 27) else { return nil }
            let weekday = calendar.component(.weekday, from: first) // Sunday is 1
            return calendar.date(byAdding: .day, value: (8 - weekday) % 7, to: first)
        case .winterSolstice, .summerSolstice, .springEquinox, .autumnEquinox:
            return turningPoint(holiday, year: y)
        case .clocksForward, .clocksBack:
            // The time zone's own rule: the day its offset moves forward (or back) in the year.
            let zone = calendar.timeZone
            guard var instant = date(y, 1, 1) else { return nil }
            while let change = zone.nextDaylightSavingTimeTransition(after: instant), calendar.component(.year, from: change) == y {
                let forward = zone.secondsFromGMT(for: change) > zone.secondsFromGMT(for: change.addingTimeInterval(-1))
                if forward == (holiday == .clocksForward) { return calendar.startOfDay(for: change) }
                instant = change
            }
            return nil
        case .thanksgiving: return nth(4, 5, 11)
        case .blackFriday, .cyberMonday:
            guard let thanksgiving = nth(4, 5, 11) else { return nil }
            return calendar.date(byAdding: .day, value: holiday == .blackFriday ? 1 : 4, to: thanksgiving)
        case .mothersDay: return nth(2, 1, 5)
        case .fathersDay: return nth(3, 1, 6)
        case .memorialDay: return nth(-1, 2, 5)
        case .laborDay: return nth(1, 2, 9)
        case .mlkDay: return nth(3, 2, 1)
        case .presidentsDay: return nth(3, 2, 2)
        case .columbusDay: return nth(2, 2, 10)
        case .easter, .goodFriday, .easterMonday, .shroveTuesday, .ashWednesday, .motheringSunday, .palmSunday, .ascension,
             .whitSunday, .whitMonday, .maundyThursday, .holySaturday, .corpusChristi, .carnivalMonday:
            // The Gregorian computus (Meeus/Jones/Butcher).
            let a = y % 19, b = y / 100, c = y % 100, d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
            let h = (19 * a + b - d - g + 15) % 30, i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7
            let m = (a + 11 * h + 22 * l) / 451
            let month = (h + l - 7 * m + 114) / 31, day = (h + l - 7 * m + 114) % 31 + 1
            guard let easter = date(y, month, day) else { return nil }
            let shifts: [TimeLexicon.Holiday: Int] = [.goodFriday: -2, .easterMonday: 1, .shroveTuesday: -47, .ashWednesday: -46,
                                                      .motheringSunday: -21, .palmSunday: -7, .ascension: 39, .whitSunday: 49, .whitMonday: 50,
                                                      .maundyThursday: -3, .holySaturday: -1, .corpusChristi: 60, .carnivalMonday: -48]
            let shift = shifts[holiday] ?? 0
            return calendar.date(byAdding: .day, value: shift, to: easter)
        }
    }

    /// The local day of a solstice or an equinox in a year (Meeus's mean formulas for 2000–3000,
    /// within minutes). Winter and summer, spring and autumn swap south of the equator.
    func turningPoint(_ holiday: TimeLexicon.Holiday, year y: Int) -> Date? {
        let southern = Self.southernZonePrefixes.contains { calendar.timeZone.identifier.hasPrefix($0) }
        var month = [TimeLexicon.Holiday.springEquinox: 3, .summerSolstice: 6, .autumnEquinox: 9, .winterSolstice: 12][holiday] ?? 12
        if southern { month = (month + 5) % 12 + 1 }
        let t = Double(y - 2000) / 1000
        let terms: [Int: [Double]] = [
            3: [2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057],
            6: [2451716.56767, 365241.62603, 0.00325, 0.00888, -0.00030],
            9: [2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078],
            12: [2451900.05952, 365242.74049, -0.06223, -0.00823, 0.00032],
        ]
        guard let c = terms[month] else { return nil }
        let julianDay = c[0] + c[1] * t + c[2] * t * t + c[3] * t * t * t + c[4] * t * t * t * t
        return calendar.startOfDay(for: Date(timeIntervalSince1970: (julianDay - 2440587.5) * 86400))
    }

    /// Time zones south of the equator, where the shortest day is in June.
    static let southernZonePrefixes = ["Australia/", "Pacific/Auckland", "Pacific/Chatham", "Pacific/Fiji", "Pacific/Tongatapu", "Pacific/Apia",
                                       "America/Argentina", "America/Buenos_Aires", "America/Santiago", "America/Sao_Paulo",
                                       "America/Montevideo", "America/Asuncion", "America/Lima", "America/La_Paz", "Africa/Johannesburg",
                                       "Africa/Maputo", "Africa/Harare", "Africa/Windhoek", "Africa/Lusaka", "Africa/Gaborone",
                                       "Africa/Maseru", "Africa/Mbabane", "Indian/Mauritius", "Indian/Reunion", "Antarctica/"]

    // MARK: Clock times

    /// The hour and minute a clock spec stands for on a day, or nil when its reading depends on
    /// the reference (a bare 7–11 with no day named). `dayNamed` is whether a day was said.
    func clockTime(_ clock: ClockSpec, dayNamed: Bool) -> (hour: Int, minute: Int, nextDay: Bool)? {
        if clock.now {
            let parts = calendar.dateComponents([.hour, .minute], from: reference)
            return (parts.hour ?? 0, parts.minute ?? 0, false)
        }
        guard var h = clock.hour else {
            let part = clock.part ?? PartOfDay(.morning)
            var hour = conventions.partOfDayHours[part.base] ?? 9
            switch part.modifier {
            case .early?: hour -= 2
            case .late?: hour += 2
            case .veryEarly?: hour -= 3
            case .veryLate?: hour += 3
            case nil: break
            }
            return (max(0, min(23, hour)), 0, part.base == .midnight)
        }
        let m = clock.minute
        if h == 24 { return (0, m, true) }
        if clock.explicit24 || h > 12 { return (h, m, false) }
        // A night's small hours belong to the day after it: "tonight at 1 am", "friday night at
        // 2 am", "tomorrow night at 3 am", "last night at 2 am" (early today).
        let ofTheNight = clock.part.map { $0.base == .tonight || $0.base == .night } ?? false
        if let meridiem = clock.meridiem {
            if meridiem == .pm, h < 12 { h += 12 }
            if meridiem == .am, h == 12 { h = 0 }
            return (h, m, ofTheNight && h < 6)
        }
        if let part = clock.part {
            // "at 12:30 tonight" is half past midnight; "tonight at 1", "friday night at 3", not pm.
            if ofTheNight, h == 12 { return (0, m, true) }
            if ofTheNight, h < 5 { return (h, m, true) }
            switch part.base {
            case .afternoon, .evening, .tonight, .night, .last, .dinner:
                if h < 12 { h += 12 }
            case .midnight:
                if h == 12 { h = 0 }
            case .morning, .forenoon, .first, .breakfast:
                if h == 12 { h = 0 }
            case .noon, .lunch:
                if h < 6 { h += 12 }
            }
            return (h, m, false)
        }
        if h == 0 || h == 12 || (clock.inDigits && conventions.clockDigitsAreTwentyFourHour) { return (h, m, false) }
        if conventions.bareHoursOneToSixArePM, (1...6).contains(h) { return (h + 12, m, false) }
        if dayNamed, conventions.bareHoursOneToSixArePM { return (h, m, false) }
        return nil
    }

    // MARK: Points

    /// Resolves a point. `anchor` places open parts after it instead of after the reference (the
    /// end of "Tuesday - Friday", "from 11:30 pm to 3:35 am").
    func point(_ spec: TimeSpec, anchor: Date? = nil) throws(TimeResolutionFailure) -> TimePoint {
        let point = try unshiftedPoint(spec, anchor: anchor)
        guard let shift = spec.shift else { return point }
        let counted = try shifted(point, by: shift, sign: spec.shiftSign, dayOnly: spec.clock == nil)
        // "30 days after the 1st of november", said on the 23rd: counted from the one just gone
        // while the count still lies ahead; when it has gone too ("30 days after the 1st of
        // october") and that day is nearer than the next one, there is no day left to place.
        if spec.shiftSign > 0, anchor == nil, case .fields(let fields)? = spec.date, fields.year == nil, fields.day != nil, fields.weekday == nil,
           let earlier = calendar.date(byAdding: fields.month == nil ? DateComponents(month: -1) : DateComponents(year: -1), to: reference),
           let recent = try? unshiftedPoint(spec, anchor: earlier), recent.date < point.date, recent.date <= reference {
            let fromRecent = try shifted(recent, by: shift, sign: spec.shiftSign, dayOnly: spec.clock == nil)
            let today = calendar.startOfDay(for: reference)
            if fromRecent.date >= today { return fromRecent }
            if reference.timeIntervalSince(recent.date) < point.date.timeIntervalSince(reference) {
                let month = Self.monthName(calendar.component(.month, from: recent.date)), day = calendar.component(.day, from: recent.date)
                throw TimeResolutionFailure("counted from \(month) \(day), just gone, the day has passed")
            }
        }
        return counted
    }

    /// `point` moved by `shift` (`sign` -1 before, +1 after); a day said without a clock
    /// (`dayOnly`) is counted from its start for a shift shorter than a day ("one hour before
    /// thursday").
    private func shifted(_ point: TimePoint, by shift: TimeDuration, sign: Int, dayOnly: Bool) throws(TimeResolutionFailure) -> TimePoint {
        var point = point
        if dayOnly, shift.largestUnit < .day, point.grain >= .day { point.date = calendar.startOfDay(for: point.date) }
        guard let components = shift.components(sign: sign) else { throw TimeResolutionFailure("the duration is out of range") }
        point.date = try add(components, to: point.date)
        point.grain = min(point.grain, shift.parts.keys.min()?.grain ?? .minute)
        point.partOfDay = nil
        return point
    }

    func unshiftedPoint(_ spec: TimeSpec, anchor: Date?) throws(TimeResolutionFailure) -> TimePoint {
        let after = anchor ?? reference
        if let dateSpec = spec.date {
            let day = try resolve(dateSpec, anchor: anchor)
            guard let clock = spec.clock else {
                if let instant = day.instant { return TimePoint(date: instant, grain: day.grain) }
                return TimePoint(date: try at(conventions.dayHour, 0, on: day.start), grain: day.grain)
            }
            let time = clockTime(clock, dayNamed: true) ?? (clock.hour ?? 9, clock.minute, false)
            var date = try at(time.hour, time.minute, on: day.start)
            if time.nextDay { date = try add(1, .day, to: date) }
            return TimePoint(date: date, grain: clock.hour == nil ? .hour : .minute, partOfDay: clock.part)
        }
        guard let clock = spec.clock else { throw TimeResolutionFailure("no day or time") }
        let day = calendar.startOfDay(for: after)
        if clock.hour == nil, let part = clock.part {
            guard let time = clockTime(clock, dayNamed: false) else { throw TimeResolutionFailure("no time") }
            var date = try at(time.hour, time.minute, on: day)
            if time.nextDay { return TimePoint(date: try add(1, .day, to: date), grain: .hour, partOfDay: part) }
            if part.base == .tonight { return TimePoint(date: date, grain: .hour, partOfDay: part) }
            let passed: Bool
            switch conventions.partOfDayRollover {
            case .afterDefaultHour: passed = date <= after
            case .afterStart: passed = try at(conventions.partOfDayStarts[part.base] ?? time.hour, 0, on: day) <= after
            }
            if passed { date = try add(1, .day, to: date) }
            return TimePoint(date: date, grain: .hour, partOfDay: part)
        }
        if let time = clockTime(clock, dayNamed: false) {
            // A bare 1 to 6 is afternoon by convention and a bare 12 noon, but not when the other
            // reading comes first and within two hours: "at 6" said at 5:30 am may be in half an
            // hour or this evening, "at 1" or "at 12:30" said at 11:20 pm in an hour or tomorrow
            // afternoon. (At 9:40 pm "at 12:30" stays tomorrow's lunchtime, as at 7 pm "at 4".)
            if anchor == nil, let h = clock.hour, clock.meridiem == nil, clock.part == nil,
               ((1...6).contains(h) && time.hour == h + 12) || (h == 12 && time.hour == 12) {
                func next(_ hour: Int) throws(TimeResolutionFailure) -> Date {
                    let date = try at(hour, clock.minute, on: day)
                    return date > after ? date : try add(1, .day, to: date)
                }
                let other = try next(h % 12)
                if other < (try next(time.hour)), other.timeIntervalSince(after) <= 2 * 3_600 {
                    throw TimeResolutionFailure(String(format: "%d:%02d could be am or pm", h, clock.minute))
                }
            }
            var date = try at(time.hour, time.minute, on: day)
            if time.nextDay || date <= after { date = try add(1, .day, to: date) }
            return TimePoint(date: date, grain: .minute, partOfDay: clock.part)
        }
        // A bare hour with no day: its next occurrence, am or pm.
        let h = clock.hour ?? 0
        for candidate in [(0, h), (0, h + 12), (1, h)] {
            let date = try add(candidate.0, .day, to: try at(candidate.1 % 24, clock.minute, on: day))
            if date > after { return TimePoint(date: date, grain: .minute) }
        }
        return TimePoint(date: try add(1, .day, to: try at(h, clock.minute, on: day)), grain: .minute)
    }

    /// Resolves an interval: the end is placed after the start, and takes the start's day and
    /// am/pm when it does not say its own.
    func span(_ spec: IntervalSpec) throws(TimeResolutionFailure) -> TimeSpan {
        var startSpec = spec.start
        var endSpec = spec.end
        if var s = startSpec, var e = endSpec {
            if s.date == nil, let d = e.date, s.clock != nil { s.date = d }
            // "5.8. - 16.8.2017": the start takes the end's year.
            if case .fields(var sf)? = s.date, case .fields(let ef)? = e.date, sf.year == nil, let y = ef.year, sf.month != nil {
                sf.year = y
                s.date = .fields(sf)
            }
            // "23:30 - 3:35": a bare end after a 24-hour start is its next occurrence, not 3 pm.
            if let sc = s.clock, var ec = e.clock, sc.explicit24 || sc.meridiem != nil, ec.hour != nil, ec.meridiem == nil, ec.part == nil {
                if sc.explicit24, let eh = ec.hour, eh <= 12 { ec.explicit24 = true }
                e.clock = ec
            }
            // "Saturday night eight to eleven thirty" (set 1109): a bare end takes the start's part
            // of the day, as "from eight to eleven thirty" does when the day's part is said over both.
            if let sc = s.clock, var ec = e.clock, let part = sc.part, [.afternoon, .evening, .night, .tonight].contains(part.base), sc.hour != nil,
               sc.meridiem == nil, ec.hour != nil, ec.meridiem == nil, ec.part == nil, !ec.explicit24 {
                ec.part = PartOfDay(part.base)
                e.clock = ec
            }
            // "from eight till one in the morning" with the part of the day said over both ends
            // (set 1128): the start is the evening's.
            if var sc = s.clock, let ec = e.clock, sc.part?.base == .morning, ec.part?.base == .morning, sc.meridiem == nil, !sc.explicit24,
               let sh = sc.hour, (6...11).contains(sh), let eh = ec.hour, eh <= 4 {
                sc.part = nil
                sc.meridiem = .pm
                s.clock = sc
            }
            // "from 10 to 12 in the morning": the morning ends at noon, not midnight.
            if let sc = s.clock, var ec = e.clock, ec.part?.base == .morning, ec.hour == 12, ec.minute == 0, sc.meridiem != .pm,
               let sh = sc.hour, (5...11).contains(sh) {
                ec.part = nil
                ec.meridiem = .pm
                e.clock = ec
            }
            if var sc = s.clock, let ec = e.clock, sc.hour != nil, sc.meridiem == nil, !sc.explicit24, sc.part == nil {
                // "from 3 to 5 pm", "10:00 - 13:30": a bare start takes the reading before the end.
                let endHour: Int? = ec.explicit24 ? ec.hour : ec.meridiem.flatMap { m in ec.hour.map { m == .pm ? ($0 % 12) + 12 : $0 % 12 } }
                let smallHours = ec.meridiem == .am || ec.part?.base == .morning || ec.part?.base == .night
                if let eh = ec.hour, eh % 12 <= 4, smallHours, !ec.explicit24, let sh = sc.hour, (6...11).contains(sh) {
                    // "from eight till one in the morning", "from nine to 2 am" (set 1128): an
                    // evening that runs past midnight.
                    sc.meridiem = .pm
                } else if let endHour, let sh = sc.hour, sh <= 12 {
                    sc.meridiem = (sh % 12) + 12 <= endHour ? .pm : .am
                } else if let part = ec.part, ec.hour != nil {
                    sc.part = part
                }
                s.clock = sc
            }
            startSpec = s
            endSpec = e
        }
        var start: TimePoint?
        if let s = startSpec {
            var point = try point(s)
            if s.clock == nil, point.grain >= .day, let day = calendar.dateInterval(of: .day, for: point.date) {
                point.date = day.start
            }
            start = point
        }
        var endInherited = false
        // The end takes the start's day when it names none, or names the same one ("next friday
        // from 3 to 5": both ends are next friday, not the one after).
        if var e = endSpec, e.date == nil || e.date == startSpec?.date, e.clock != nil, let s = start, startSpec?.date != nil {
            let c = calendar.dateComponents([.year, .month, .day], from: s.date)
            e.date = .fields(DateFields(year: c.year, month: c.month, day: c.day))
            // "tonight from 1 to 3 am": the start's day is already the night's morning after.
            if let sc = startSpec?.clock, clockTime(sc, dayNamed: true)?.nextDay == true, var ec = e.clock, ec.hour != nil,
               let part = ec.part, part.base == .tonight || part.base == .night {
                ec.part = nil
                ec.meridiem = ec.meridiem ?? .am
                e.clock = ec
            }
            endSpec = e
            endInherited = true
        }
        var end: TimePoint?
        if let length = spec.length, let s = start {
            guard let components = length.components() else { throw TimeResolutionFailure("the duration is out of range") }
            end = TimePoint(date: try add(components, to: s.date), grain: s.grain)
        } else if let e = endSpec {
            let anchor = start.map { $0.date }
            var point = try point(e, anchor: anchor)
            if let s = start, point.date < s.date, e.clock != nil, endInherited || e.date == nil || isOpenDate(e.date) {
                point.date = try add(1, .day, to: point.date)
            }
            if e.clock == nil, point.grain >= .day {
                let unit: Calendar.Component = point.grain == .day ? .day : point.grain == .week ? .weekOfYear
                    : point.grain == .month ? .month : .year
                if let interval = calendar.dateInterval(of: unit, for: point.date) {
                    point.date = conventions.intervalEnd == .exclusive ? interval.end : interval.start
                }
            }
            end = point
        }
        if let s = start?.date, let e = end?.date, e < s { throw TimeResolutionFailure("the interval ends before it starts") }
        return TimeSpan(start: start, end: end)
    }

    private func isOpenDate(_ spec: DateSpec?) -> Bool {
        switch spec {
        case .fields(let f)?: f.year == nil
        case .weekday(_, .coming)?, .weekday(_, .this)?: true
        default: false
        }
    }

    func value(_ semantic: TimeSemantic) -> TimeValue {
        do throws(TimeResolutionFailure) {
            switch semantic {
            case .time(let spec): return .point(try point(spec))
            case .interval(let spec): return .interval(try span(spec))
            case .duration(let duration): return .duration(duration)
            case .number, .ordinal: return .unresolved(reason: "a number is not a time")
            }
        } catch {
            return .unresolved(reason: error.reason)
        }
    }
}

/// The English words the time grammar knows, as data.
enum TimeLexicon {
    static let weekdays: [String: Int] = [
        "sunday": 1, "monday": 2, "tuesday": 3, "wednesday": 4, "thursday": 5, "friday": 6, "saturday": 7,
        "sundays": 1, "mondays": 2, "tuesdays": 3, "wednesdays": 4, "thursdays": 5, "fridays": 6, "saturdays": 7,
        "sun": 1, "mon": 2, "tue": 3, "tues": 3, "wed": 4, "weds": 4, "thu": 5, "thur": 5, "thurs": 5, "fri": 6, "sat": 7,
    ]
    /// Weekday abbreviations that are also ordinary words: a mention only with other time words.
    static let ambiguousWeekdays: Set<String> = ["sun", "sat", "wed", "mon", "fri"]

    static let months: [String: Int] = [
        "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
        "september": 9, "october": 10, "november": 11, "december": 12,
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
    ]
    /// Month names that are also ordinary words ("I may", "march on").
    static let ambiguousMonths: Set<String> = ["may", "march", "mar", "jan", "jun", "dec"]

    static let units: [String: TimeUnit] = [
        "second": .second, "seconds": .second, "sec": .second, "secs": .second, "s": .second,
        "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "m": .minute,
        "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour, "h": .hour,
        "day": .day, "days": .day, "d": .day, "dy": .day, "dys": .day,
        "night": .night, "nights": .night,
        "week": .week, "weeks": .week, "wk": .week, "wks": .week, "w": .week,
        "month": .month, "months": .month, "mo": .month, "mos": .month,
        "quarter": .quarter, "quarters": .quarter,
        "year": .year, "years": .year, "yr": .year, "yrs": .year, "y": .year,
    ]
    /// Single-letter units only count written against their number ("5m", "2h").
    static let gluedOnlyUnits: Set<String> = ["s", "m", "h", "d", "w", "y", "mo", "dy", "dys"]

    static let numbers: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40,
        "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    /// A number in words, "forty-five" as one word too (``TimeTokenizer`` joins it).
    static func number(_ word: String) -> Int? {
        if let n = numbers[word] { return n }
        let parts = word.split(separator: "-")
        guard parts.count == 2, let tens = numbers[String(parts[0])], tens >= 20, tens % 10 == 0,
              let unit = numbers[String(parts[1])], (1...9).contains(unit) else { return nil }
        return tens + unit
    }
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
        "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
        "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    ]
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th", "ten", "ter"]

    static let partsOfDay: [String: PartOfDay.Base] = [
        "morning": .morning, "mornings": .morning, "forenoon": .forenoon, "noon": .noon, "midday": .noon,
        "lunchtime": .lunch, "lunch": .lunch, "breakfast": .breakfast, "dinner": .dinner, "supper": .dinner, "afternoon": .afternoon, "afternoons": .afternoon, "arvo": .afternoon, "evening": .evening,
        "evenings": .evening, "tonight": .tonight, "tonite": .tonight, "night": .night, "nights": .night,
        "midnight": .midnight,
    ]

    enum Holiday: String, Sendable, Hashable {
        case newYearsDay, newYearsEve, valentines, stPatricks, easter, goodFriday, easterMonday, mothersDay,
             memorialDay, fathersDay, independenceDay, laborDay, halloween, thanksgiving, christmasEve, christmas,
             boxingDay, mlkDay, presidentsDay, columbusDay, veteransDay,
             stAndrews, stNicholas, burnsNight, bonfireNight, epiphany, blackFriday, cyberMonday,
             shroveTuesday, ashWednesday, motheringSunday, palmSunday, ascension, whitSunday, whitMonday,
             stDavids, stGeorges, aprilFools, anzacDay, waitangiDay, canadaDay, australiaDay, adventSunday,
             maundyThursday, holySaturday, corpusChristi, carnivalMonday, candlemas, martinmas, michaelmas, juneteenth,
             walpurgisNight, womensDay, piDay, stLucy, allSaints, allSouls,
             // The sun's turning points and the clock changes: days of the local time zone's year.
             winterSolstice, summerSolstice, springEquinox, autumnEquinox, clocksForward, clocksBack
    }

    /// Holiday names, as word sequences.
    static let holidays: [([String], Holiday)] = [
        (["new", "year's", "eve"], .newYearsEve), (["new", "years", "eve"], .newYearsEve), (["nye"], .newYearsEve),
        (["new", "year's", "day"], .newYearsDay), (["new", "years", "day"], .newYearsDay), (["new", "year's"], .newYearsDay),
        (["new", "years"], .newYearsDay), (["new", "year"], .newYearsDay),
        (["valentine's", "day"], .valentines), (["valentines", "day"], .valentines), (["valentine's"], .valentines),
        (["valentines"], .valentines), (["st", "patrick's", "day"], .stPatricks), (["saint", "patrick's", "day"], .stPatricks),
        (["st", "patricks", "day"], .stPatricks), (["easter", "sunday"], .easter), (["easter", "monday"], .easterMonday),
        (["easter"], .easter), (["good", "friday"], .goodFriday), (["mother's", "day"], .mothersDay),
        (["mothers", "day"], .mothersDay), (["memorial", "day"], .memorialDay), (["father's", "day"], .fathersDay),
        (["fathers", "day"], .fathersDay), (["independence", "day"], .independenceDay), (["fourth", "of", "july"], .independenceDay),
        (["labor", "day"], .laborDay), (["labour", "day"], .laborDay), (["halloween"], .halloween),
        (["thanksgiving", "day"], .thanksgiving), (["thanksgiving"], .thanksgiving), (["christmas", "eve"], .christmasEve),
        (["xmas", "eve"], .christmasEve), (["christmas", "day"], .christmas), (["christmas"], .christmas), (["xmas"], .christmas),
        (["boxing", "day"], .boxingDay), (["martin", "luther", "king", "day"], .mlkDay), (["mlk", "day"], .mlkDay),
        (["presidents", "day"], .presidentsDay), (["presidents'", "day"], .presidentsDay), (["president's", "day"], .presidentsDay),
        (["columbus", "day"], .columbusDay), (["veterans", "day"], .veteransDay), (["veteran's", "day"], .veteransDay),
        // Days on a fixed date, or counted from Thanksgiving or Easter, that British and European
        // calendars keep.
        (["remembrance", "day"], .veteransDay), (["armistice", "day"], .veteransDay), (["hogmanay"], .newYearsEve),
        (["st", "andrew's", "day"], .stAndrews), (["st", "andrews", "day"], .stAndrews), (["saint", "andrew's", "day"], .stAndrews),
        (["st", "nicholas", "day"], .stNicholas), (["st", "nicholas'", "day"], .stNicholas), (["saint", "nicholas", "day"], .stNicholas),
        (["burns", "night"], .burnsNight), (["bonfire", "night"], .bonfireNight), (["guy", "fawkes", "night"], .bonfireNight),
        (["epiphany"], .epiphany), (["black", "friday"], .blackFriday), (["cyber", "monday"], .cyberMonday),
        (["pancake", "day"], .shroveTuesday), (["shrove", "tuesday"], .shroveTuesday), (["ash", "wednesday"], .ashWednesday),
        (["mothering", "sunday"], .motheringSunday), (["palm", "sunday"], .palmSunday), (["ascension", "day"], .ascension),
        (["whit", "sunday"], .whitSunday), (["whitsun"], .whitSunday), (["pentecost"], .whitSunday), (["whit", "monday"], .whitMonday),
        (["st", "david's", "day"], .stDavids), (["st", "davids", "day"], .stDavids), (["saint", "david's", "day"], .stDavids),
        (["st", "george's", "day"], .stGeorges), (["st", "georges", "day"], .stGeorges), (["saint", "george's", "day"], .stGeorges),
        (["april", "fools'", "day"], .aprilFools), (["april", "fool's", "day"], .aprilFools), (["april", "fools", "day"], .aprilFools),
        (["anzac", "day"], .anzacDay), (["waitangi", "day"], .waitangiDay), (["canada", "day"], .canadaDay),
        (["australia", "day"], .australiaDay), (["advent", "sunday"], .adventSunday), (["first", "sunday", "of", "advent"], .adventSunday),
        (["first", "sunday", "in", "advent"], .adventSunday),
        // Days of the church and folk year kept in Europe, and days the world keeps.
        (["maundy", "thursday"], .maundyThursday), (["holy", "thursday"], .maundyThursday), (["holy", "saturday"], .holySaturday),
        (["corpus", "christi"], .corpusChristi), (["rosenmontag"], .carnivalMonday), (["carnival", "monday"], .carnivalMonday),
        (["st", "stephen's", "day"], .boxingDay), (["st", "stephens", "day"], .boxingDay), (["saint", "stephen's", "day"], .boxingDay),
        (["three", "kings", "day"], .epiphany), (["three", "kings'", "day"], .epiphany), (["three", "king's", "day"], .epiphany),
        (["candlemas"], .candlemas), (["martinmas"], .martinmas), (["st", "martin's", "day"], .martinmas), (["saint", "martin's", "day"], .martinmas),
        (["michaelmas"], .michaelmas), (["juneteenth"], .juneteenth), (["walpurgis", "night"], .walpurgisNight), (["walpurgisnacht"], .walpurgisNight),
        (["international", "women's", "day"], .womensDay), (["international", "womens", "day"], .womensDay), (["women's", "day"], .womensDay),
        (["pi", "day"], .piDay), (["st", "lucy's", "day"], .stLucy), (["saint", "lucy's", "day"], .stLucy), (["st", "lucia's", "day"], .stLucy),
        (["st", "lucia", "day"], .stLucy), (["lucia", "day"], .stLucy), (["all", "saints", "day"], .allSaints), (["all", "saints'", "day"], .allSaints),
        (["all", "souls", "day"], .allSouls), (["all", "souls'", "day"], .allSouls),
        (["winter", "solstice"], .winterSolstice), (["shortest", "day"], .winterSolstice),
        (["summer", "solstice"], .summerSolstice), (["longest", "day"], .summerSolstice),
        (["spring", "equinox"], .springEquinox), (["vernal", "equinox"], .springEquinox),
        (["autumn", "equinox"], .autumnEquinox), (["autumnal", "equinox"], .autumnEquinox), (["fall", "equinox"], .autumnEquinox),
        (["clocks", "go", "forward"], .clocksForward), (["clocks", "go", "forwards"], .clocksForward),
        (["clocks", "spring", "forward"], .clocksForward), (["clocks", "go", "back"], .clocksBack),
        (["clocks", "fall", "back"], .clocksBack), (["clocks", "go", "backward"], .clocksBack),
        (["clocks", "go", "backwards"], .clocksBack),
    ]
}

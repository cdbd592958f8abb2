import Foundation

/// Times said in another zone ("at 3 pm New York time", "9 am EST", "15:00 UTC") and clocks typed
/// the ways people type them ("at 1500", "at 18.30", "0930 hours", "for 1.5 hours").
extension SlotDrafter {
    /// A command with the name of the zone its time is said in taken out.
    struct ZoneSaid: Sendable {
        /// The command without the zone's words ("remind me at 3 pm to call Dalisay").
        var text: String
        /// The zone the time is meant in; nil when none was said or it is the person's own.
        var zone: TimeZone?
        /// Why the zone is a guess, when it is: someone else's ("her time") or an abbreviation
        /// with more than one meaning ("IST").
        var doubt: String?
    }

    /// Finds a time zone said right after a clock time ("at 3 pm New York time", "at 10 am EST on
    /// friday", "tomorrow at 9 am London time") and takes its words out, so that the rest reads as
    /// a time in that zone and the name is not part of the title.
    ///
    /// "my time" and "our time" (and "my local time") are the person's own zone; "her time",
    /// "their time" and a bare "local time" (whose, or where?) name a zone Hearth does not know,
    /// and so does a name it has no zone for ("at 11 am Mongolian time"): the time is asked about.
    static func zoneSaid(in text: String) -> ZoneSaid {
        guard matches(text, zoneWords) else { return text.contains(where: \.isNumber) ? unknownZoneSaid(in: text) : ZoneSaid(text: text) }
        if let offset = offsetZoneSaid(in: text) { return offset }
        guard let regex = zonePattern,
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text), let clockEnd = Range(match.range(at: 1), in: text),
              let nameRange = Range(match.range(at: 2), in: text) else { return unknownZoneSaid(in: text) }
        let name = text[nameRange].lowercased()
        let rest = tidy(String(text[..<whole.lowerBound]) + text[clockEnd] + String(text[whole.upperBound...]))
        let place = replace(name, #"(?i)\s+(?:local\s+)?time$|\s+(?:standard|daylight)(?:\s+time)?$"#, with: "")
        if matches(place, #"^(?:my|our)$"#) { return ZoneSaid(text: rest) }
        if matches(place, #"^(?:your|his|her|their|local)$"#) {
            return ZoneSaid(text: rest, doubt: "the time is said in \(place) time, a zone Hearth does not know")
        }
        let identifier = zoneAbbreviations[place] ?? zonePlaces[place.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)]
        guard let identifier, let zone = TimeZone(identifier: identifier) else { return ZoneSaid(text: text) }
        let doubt = ["ist", "cst"].contains(place) ? "\(place.uppercased()) is read as \(identifier)" : nil
        return ZoneSaid(text: rest, zone: zone, doubt: doubt)
    }

    /// One time given in two zones, as invitations write it ("at 9 am PT / 12 pm ET", "at 4 pm GMT
    /// (5 pm CET)", "at 3 pm EST, 9 pm CET", "at 2 pm UK / 3 pm Berlin"): the second saying out of
    /// the text with both zones' words, so the first clock is read in the first zone (returned);
    /// when the two are not the same instant at `reference` ("9 am PT / 1 pm ET"), a doubt saying
    /// so. `text` as it is, and no zone, when either zone is unknown.
    static func sameTimeElsewhere(_ text: String, reference: Date, home: TimeZone) -> (text: String, zone: TimeZone?, doubt: String?) {
        guard text.contains(where: \.isNumber), text.contains(where: { "/,(".contains($0) }) else { return (text, nil, nil) }
        let clock = #"(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?(?:m\b\.?)?"#
        let zone = #"([a-z][a-z0-9+\-:]*(?:\s+(?!(?:to|on|at|for|with|and|saying|about|tomorrow|today|tonight)\b)[a-z]+)?)"#
        let pattern = #"(?i)\b"# + clock + #"\s+"# + zone + #"(\s*(?:/|,|\()\s*"# + clock + #"\s+"# + zone + #"(?:\s*\))?)"#
        guard let groups = captures(text, pattern), let regex = compiled(pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let zoneWords = Range(match.range(at: 4), in: text), let second = Range(match.range(at: 5), in: text) else { return (text, nil, nil) }
        func zoneNamed(_ words: String?) -> TimeZone? { words.flatMap { Self.zone(named: $0, home: home) } }
        // Minutes after midnight UTC, or nil for no clock.
        func utcMinutes(_ hour: String?, _ minute: String?, _ meridiem: String?, _ zone: TimeZone) -> Int? {
            guard var h = hour.flatMap({ Int($0) }), h < 24 else { return nil }
            let m = minute.flatMap { Int($0) } ?? 0
            if let meridiem = meridiem?.lowercased() {
                guard (1...12).contains(h) else { return nil }
                h = h % 12 + (meridiem == "p" ? 12 : 0)
            }
            return ((h * 60 + m - zone.secondsFromGMT(for: reference) / 60) % 1_440 + 1_440) % 1_440
        }
        guard let first = zoneNamed(groups[3]), let other = zoneNamed(groups[8]),
              let a = utcMinutes(groups[0], groups[1], groups[2], first), let b = utcMinutes(groups[5], groups[6], groups[7], other) else { return (text, nil, nil) }
        var rest = text
        rest.replaceSubrange(zoneWords.lowerBound..<second.upperBound, with: " ")
        let said = Range(match.range, in: text).map { String(text[$0]) } ?? String(text[zoneWords.lowerBound..<second.upperBound])
        let doubt = a == b ? nil : "the two times said, \"\(trimEdges(said))\", are not the same time"
        return (tidy(rest), first == home ? nil : first, doubt)
    }

    /// The zone a clock's zone words name ("ET", "UK", "Paris time", "UTC+2"; "here" and "my time"
    /// are `home`), or nil.
    static func zone(named words: String, home: TimeZone) -> TimeZone? {
        let name = replace(words.lowercased(), #"\s+(?:local\s+)?time$|\s+(?:standard|daylight)(?:\s+time)?$"#, with: "")
        if ["here", "my", "local", "ours", "our"].contains(name) { return home }
        // "eat", "cat": a zone only as "EAT", "CAT".
        if capitalOnlyZoneAbbreviations.contains(name), words != words.uppercased() { return nil }
        if let offset = offsetZoneSaid(in: "1 pm " + name)?.zone { return offset }
        let identifier = zoneAbbreviations[name] ?? zonePlaces[name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)]
        return identifier.flatMap(TimeZone.init(identifier:))
    }

    /// A zone written as an offset from UTC or GMT after a clock ("at 3 pm UTC+2", "9 am GMT-5",
    /// "14:00 UTC+05:30", "1 pm UTC +2", "17:30 UTC+01:00"): a fixed offset, its words out of the
    /// text. Nil when there is none, or the offset is beyond the zones of the world (±14 hours).
    static func offsetZoneSaid(in text: String) -> ZoneSaid? {
        let pattern = #"(?i)(\d|\b(?:am|pm|a\.m\.|p\.m\.|noon|midday|midnight|o'?clock))\s+(?:utc|gmt)\s?([+\-−–])\s?(\d{1,2})(?:[:.]?([0-5]\d))?\b"#
        guard let groups = captures(text, pattern), let sign = groups[1], let hours = groups[2].flatMap({ Int($0) }),
              let regex = compiled(pattern), let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text), let clockEnd = Range(match.range(at: 1), in: text) else { return nil }
        let seconds = (hours * 3_600 + (groups[3].flatMap { Int($0) } ?? 0) * 60) * (sign == "+" ? 1 : -1)
        guard abs(seconds) <= 14 * 3_600, let zone = TimeZone(secondsFromGMT: seconds) else { return nil }
        return ZoneSaid(text: tidy(String(text[..<whole.lowerBound]) + text[clockEnd] + String(text[whole.upperBound...])), zone: zone)
    }

    /// A name Hearth has no zone for, capitalised, with "time" after a clock ("at 11 am Mongolian
    /// time", "at 9 Zanzibar time"), or a game's or a server's clock ("at 9 pm server time"): its
    /// words out of the text, and the time asked about, not read as the person's own. A season or
    /// a holiday ("at 7 pm Christmas time") is no zone.
    static func unknownZoneSaid(in text: String) -> ZoneSaid {
        // "at 10 am XYZT": capitals after a clock that no zone has; a place's name ("at 5 pm UK") is
        // that place's zone. Request words in capitals ("ASAP", "RSVP", "EOD") are no zone.
        let capitals = #"(?i)(\b(?:am|pm|a\.m\.|p\.m\.|noon|midday|midnight|o'?clock)|(?<![\d.,])\d{1,2}:\d{2}|(?<=\bat\s)\d{1,2})\s+((?-i:[A-Z]{2,5}))\b(?![:'’]|\s+time\b)"#
        if let (letters, rest) = zoneWordsOut(of: text, capitals),
           !matches(letters, #"^(?:ASAP|RSVP|FYI|TBC|TBD|TBA|OOO|EOD|COB|EOW|EOM|AM|PM|OK|BTW|IMO|LOL|ETA|HQ|ID|PS|NB|TV|PC|PR|HR|IT|QA|CEO|CFO|CTO|VIP|DM|PDF|URGENT|NOTE|AND|THE|TO|ON|AT|IN|FOR|WITH|ME|MY|USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|INR|CNY|RUB|KZT|ZAR|BRL|MXN|SEK|NOK|DKK|PLN)$"#) {
            let place = zonePlaces[letters.lowercased()].flatMap(TimeZone.init(identifier:))
            return ZoneSaid(text: rest, zone: place, doubt: place == nil ? "the time is said in \(letters), a zone Hearth does not know" : nil)
        }
        // "at 9 pm server time", "at 8 game time": a clock of a game, a server or a ship.
        let kept = #"(?i)(\d|\b(?:am|pm|a\.m\.|p\.m\.|noon|midday|midnight|o'?clock))\s+((?:the\s+)?(?:server|game|in-game|realm|ship['’]?s?|station|base|camp|site|race|event|festival)(?:['’]s)?)\s+time\b"#
        if let (name, rest) = zoneWordsOut(of: text, kept) {
            return ZoneSaid(text: rest, doubt: "the time is said in \(name.lowercased()) time, a clock Hearth does not know")
        }
        let pattern = #"(?i)(\d|\b(?:am|pm|a\.m\.|p\.m\.|noon|midday|midnight|o'?clock))\s+((?-i:\p{Lu})[\p{L}'’-]+(?:\s+(?-i:\p{Lu})[\p{L}'’-]+)?)\s+time\b"#
        guard let (name, rest) = zoneWordsOut(of: text, pattern),
              !matches(name, #"(?i)^(?:christmas|xmas|easter|summer|winter|spring|autumn|fall|holiday|party|dinner|lunch|tea|bed|family|quality|me|game|show|prime|my|our|local)$"#) else { return ZoneSaid(text: text) }
        return ZoneSaid(text: rest, doubt: "the time is said in \(name) time, a zone Hearth does not know")
    }

    /// The first match of `pattern` in `text`, whose group 1 ends a clock and group 2 is the
    /// zone's words: those words, and `text` without them (the clock kept); nil when it does not
    /// match.
    static func zoneWordsOut(of text: String, _ pattern: String) -> (words: String, rest: String)? {
        guard let regex = compiled(pattern), let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text), let clockEnd = Range(match.range(at: 1), in: text),
              let words = Range(match.range(at: 2), in: text) else { return nil }
        return (String(text[words]), tidy(String(text[..<whole.lowerBound]) + text[clockEnd] + String(text[whole.upperBound...])))
    }

    /// What a zone said needs: "time" or an abbreviation (the cheap test before `zonePattern`).
    static let zoneWords = #"\btime\b|\b(?:"# + zoneAbbreviations.keys.sorted().joined(separator: "|") + #")\b"#

    /// Abbreviations of zones, as said after a clock ("9 am EST", "15:00 UTC"); the two-letter ones
    /// only in capitals ("ET", "PT").
    static let zoneAbbreviations: [String: String] = [
        "est": "America/New_York", "edt": "America/New_York", "et": "America/New_York", "eastern": "America/New_York",
        "cst": "America/Chicago", "cdt": "America/Chicago", "ct": "America/Chicago", "central": "America/Chicago",
        "mst": "America/Denver", "mdt": "America/Denver", "mt": "America/Denver", "mountain": "America/Denver",
        "pst": "America/Los_Angeles", "pdt": "America/Los_Angeles", "pt": "America/Los_Angeles", "pacific": "America/Los_Angeles",
        "akst": "America/Anchorage", "akdt": "America/Anchorage", "hst": "Pacific/Honolulu",
        "gmt": "GMT", "utc": "UTC", "zulu": "UTC", "bst": "Europe/London", "wet": "Europe/Lisbon",
        "cet": "Europe/Paris", "cest": "Europe/Paris", "eet": "Europe/Athens", "eest": "Europe/Athens", "msk": "Europe/Moscow",
        "ist": "Asia/Kolkata", "sgt": "Asia/Singapore", "hkt": "Asia/Hong_Kong", "jst": "Asia/Tokyo", "kst": "Asia/Seoul",
        "awst": "Australia/Perth", "acst": "Australia/Adelaide", "acdt": "Australia/Adelaide",
        "aest": "Australia/Sydney", "aedt": "Australia/Sydney", "nzst": "Pacific/Auckland", "nzdt": "Pacific/Auckland",
        "aet": "Australia/Sydney", "nzt": "Pacific/Auckland", "mez": "Europe/Berlin", "mesz": "Europe/Berlin", "west": "Europe/Lisbon",
        "sast": "Africa/Johannesburg", "wib": "Asia/Jakarta", "wita": "Asia/Makassar", "pht": "Asia/Manila", "pkt": "Asia/Karachi",
        "npt": "Asia/Kathmandu", "myt": "Asia/Kuala_Lumpur", "trt": "Europe/Istanbul", "brt": "America/Sao_Paulo",
        "ict": "Asia/Bangkok", "eat": "Africa/Nairobi", "wat": "Africa/Lagos", "cat": "Africa/Maputo", "art": "America/Argentina/Buenos_Aires",
        "wit": "Asia/Jayapura",
    ]

    /// Abbreviations that are also English words ("eat", "cat", "art"): a zone only in capitals,
    /// as the two-letter ones.
    static let capitalOnlyZoneAbbreviations: Set<String> = ["eat", "wat", "cat", "art", "wit", "west"]

    /// Places a time is said in ("New York time", "UK time"): the last part of every zone name the
    /// system knows ("America/New_York" gives "new york"), and countries and cities that name no
    /// zone of their own.
    static let zonePlaces: [String: String] = {
        var places: [String: String] = [:]
        for identifier in TimeZone.knownTimeZoneIdentifiers.sorted() {
            guard let last = identifier.split(separator: "/").last, !last.contains(where: { $0.isNumber || $0 == "+" || $0 == "-" }) else { continue }
            let name = last.replacingOccurrences(of: "_", with: " ").folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            if places[name] == nil { places[name] = identifier }
        }
        let others: [String: String] = [
            "uk": "Europe/London", "british": "Europe/London", "britain": "Europe/London", "england": "Europe/London", "scotland": "Europe/London",
            "wales": "Europe/London", "edinburgh": "Europe/London", "manchester": "Europe/London", "ireland": "Europe/Dublin", "irish": "Europe/Dublin",
            "east coast": "America/New_York", "boston": "America/New_York", "washington": "America/New_York", "dc": "America/New_York",
            "miami": "America/New_York", "atlanta": "America/New_York", "philadelphia": "America/New_York", "ny": "America/New_York", "nyc": "America/New_York",
            "west coast": "America/Los_Angeles", "la": "America/Los_Angeles", "california": "America/Los_Angeles", "san francisco": "America/Los_Angeles",
            "sf": "America/Los_Angeles", "seattle": "America/Los_Angeles", "portland": "America/Los_Angeles", "san diego": "America/Los_Angeles",
            "texas": "America/Chicago", "dallas": "America/Chicago", "houston": "America/Chicago", "austin": "America/Chicago", "colorado": "America/Denver",
            "eastern": "America/New_York", "pacific": "America/Los_Angeles", "central": "America/Chicago", "mountain": "America/Denver",
            "india": "Asia/Kolkata", "indian": "Asia/Kolkata", "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata", "mumbai": "Asia/Kolkata",
            "bangalore": "Asia/Kolkata", "bengaluru": "Asia/Kolkata", "chennai": "Asia/Kolkata", "hyderabad": "Asia/Kolkata",
            "japan": "Asia/Tokyo", "japanese": "Asia/Tokyo", "osaka": "Asia/Tokyo", "china": "Asia/Shanghai", "beijing": "Asia/Shanghai",
            "shenzhen": "Asia/Shanghai", "korea": "Asia/Seoul", "philippines": "Asia/Manila", "philippine": "Asia/Manila", "cebu": "Asia/Manila",
            "vietnam": "Asia/Ho_Chi_Minh", "hanoi": "Asia/Ho_Chi_Minh", "thailand": "Asia/Bangkok", "indonesia": "Asia/Jakarta",
            "malaysia": "Asia/Kuala_Lumpur", "taiwan": "Asia/Taipei", "pakistan": "Asia/Karachi", "bangladesh": "Asia/Dhaka",
            "uae": "Asia/Dubai", "abu dhabi": "Asia/Dubai", "saudi": "Asia/Riyadh", "israel": "Asia/Jerusalem", "tel aviv": "Asia/Jerusalem",
            "australia": "Australia/Sydney", "canberra": "Australia/Sydney", "new zealand": "Pacific/Auckland", "nz": "Pacific/Auckland",
            "wellington": "Pacific/Auckland", "france": "Europe/Paris", "germany": "Europe/Berlin", "munich": "Europe/Berlin",
            "frankfurt": "Europe/Berlin", "hamburg": "Europe/Berlin", "spain": "Europe/Madrid", "barcelona": "Europe/Madrid",
            "italy": "Europe/Rome", "milan": "Europe/Rome", "netherlands": "Europe/Amsterdam", "dutch": "Europe/Amsterdam",
            "sweden": "Europe/Stockholm", "norway": "Europe/Oslo", "denmark": "Europe/Copenhagen", "finland": "Europe/Helsinki",
            "greece": "Europe/Athens", "russia": "Europe/Moscow", "ukraine": "Europe/Kyiv", "kiev": "Europe/Kyiv", "geneva": "Europe/Zurich",
            "switzerland": "Europe/Zurich", "austria": "Europe/Vienna", "belgium": "Europe/Brussels", "nigeria": "Africa/Lagos",
            "kenya": "Africa/Nairobi", "south africa": "Africa/Johannesburg", "cape town": "Africa/Johannesburg", "ghana": "Africa/Accra",
            "brazil": "America/Sao_Paulo", "rio": "America/Sao_Paulo", "rio de janeiro": "America/Sao_Paulo", "argentina": "America/Argentina/Buenos_Aires",
            "ontario": "America/Toronto", "quebec": "America/Toronto", "montreal": "America/Toronto", "british columbia": "America/Vancouver",
            "hawaii": "Pacific/Honolulu", "alaska": "America/Anchorage", "sydney": "Australia/Sydney", "gmt": "GMT", "utc": "UTC",
            "central european": "Europe/Paris", "central european summer": "Europe/Paris", "eastern european": "Europe/Athens",
            "eastern european summer": "Europe/Athens", "western european": "Europe/Lisbon", "western european summer": "Europe/Lisbon",
            "british summer": "Europe/London", "east africa": "Africa/Nairobi", "west africa": "Africa/Lagos", "central africa": "Africa/Maputo",
            "indochina": "Asia/Bangkok", "mongolia": "Asia/Ulaanbaatar", "mongolian": "Asia/Ulaanbaatar", "gulf": "Asia/Dubai",
            // A country's adjective: "at 4 pm Italian time" (the ninth test split).
            "italian": "Europe/Rome", "french": "Europe/Paris", "german": "Europe/Berlin", "spanish": "Europe/Madrid",
            "portugal": "Europe/Lisbon", "portuguese": "Europe/Lisbon", "poland": "Europe/Warsaw", "polish": "Europe/Warsaw",
            "swedish": "Europe/Stockholm", "norwegian": "Europe/Oslo", "danish": "Europe/Copenhagen", "finnish": "Europe/Helsinki",
            "greek": "Europe/Athens", "swiss": "Europe/Zurich", "austrian": "Europe/Vienna", "belgian": "Europe/Brussels",
            "chinese": "Asia/Shanghai", "korean": "Asia/Seoul", "thai": "Asia/Bangkok", "vietnamese": "Asia/Ho_Chi_Minh",
            "indonesian": "Asia/Jakarta", "malaysian": "Asia/Kuala_Lumpur", "pakistani": "Asia/Karachi", "nigerian": "Africa/Lagos",
            "kenyan": "Africa/Nairobi", "ghanaian": "Africa/Accra", "brazilian": "America/Sao_Paulo", "argentinian": "America/Argentina/Buenos_Aires",
        ]
        places.merge(others) { _, other in other }
        return places
    }()

    /// Clock end, then the zone's words: a place or abbreviation (with "time", "local time"), or
    /// "my time", "her time".
    static let zonePattern: NSRegularExpression? = {
        let places = zonePlaces.keys.sorted { $0.count > $1.count }.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        let long = zoneAbbreviations.keys.filter { $0.count > 2 && !capitalOnlyZoneAbbreviations.contains($0) }.sorted { $0.count > $1.count }.joined(separator: "|")
        let short = zoneAbbreviations.keys.filter { $0.count == 2 || capitalOnlyZoneAbbreviations.contains($0) }.sorted { $0.count > $1.count }
            .map { $0.uppercased() }.joined(separator: "|")
        let clockEnd = #"(\d|\b(?:am|pm|a\.m\.|p\.m\.|noon|midday|midnight|o'?clock|hours|hrs|morning|afternoon|evening|night))"#
        let name = "((?:my|our|your|his|her|their|local)\\s+time|(?:my|our)\\s+local\\s+time|(?:" + places + ")(?:\\s+local)?\\s+time"
            + "|(?:eastern|pacific|central|mountain)(?:\\s+(?:standard|daylight))?(?:\\s+time)?"
            + "|(?:" + long + ")(?:\\s+time)?|(?-i:" + short + ")(?:\\s+time)?)"
        return SlotDrafter.compiled("(?i)" + clockEnd + "\\s+" + name + "\\b")
    }()

    /// ISO 8601 times with their offset from UTC, and clocks with "Z" or a "+" offset, in words the
    /// zone readers know: "2026-11-25T14:00Z" → "2026-11-25 at 14:00 UTC", "2026-12-03 09:00
    /// -05:00" → "2026-12-03 at 09:00 UTC-05:00", "…T08:00:00.000Z" → "… at 08:00 UTC", "at
    /// 1600Z" → "at 16:00 UTC", "at 12:00+01:00" → "at 12:00 UTC+01:00". Two times in one zone
    /// ("from …T22:00Z to …T02:00Z") name it once, after the second.
    static func zonedTimestamps(_ text: String) -> String {
        guard matches(text, #"\d(?:(?-i:Z)|\s?[+\-−]\d{2}:?\d{2})\b"#) else { return text }
        var zones: [String] = []
        func zone(_ offset: String) -> String {
            if offset == "Z" { return "UTC" }
            let digits = offset.filter(\.isNumber)
            return "UTC" + (offset.hasPrefix("+") ? "+" : "-") + digits.prefix(2) + ":" + digits.suffix(2)
        }
        var current = rewrite(text, #"\b(\d{4}-\d{2}-\d{2})(?:T|\s+(?:at\s+)?)(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,6})?)?\s?((?-i:Z)|[+\-−]\d{2}:?\d{2})(?![\w:])"#) { groups in
            guard let date = groups[0], let clock = groups[1], let offset = groups[2] else { return nil }
            let named = zone(offset)
            zones.append(named)
            return "\(date) at \(clock) \(named)"
        }
        current = rewrite(current, #"(?<![\d:.\-])(\d{1,2}):?(\d{2})(?-i:Z)\b"#) { groups in
            guard let hour = groups[0], let minute = groups[1], let h = Int(hour), h < 24 else { return nil }
            return "\(hour):\(minute) UTC"
        }
        current = rewrite(current, #"(?<![\d:.\-])(\d{1,2}:\d{2})\s?\+(\d{2}):?(\d{2})\b"#) { groups in
            guard let clock = groups[0], let hours = groups[1], let minutes = groups[2] else { return nil }
            return "\(clock) UTC+\(hours):\(minutes)"
        }
        if zones.count > 1, let only = zones.first, Set(zones).count == 1 {
            for _ in 1..<zones.count {
                if let range = current.range(of: " " + only) { current.removeSubrange(range) }
            }
        }
        return current
    }


    /// Clocks typed in figures: "at 1500", "at 0930 hours" and "from 1300" (24-hour, four figures)
    /// become "at 3:00 pm", "at 9:30 am"; "at 18.30" becomes "at 18:30"; "1.5 hours" becomes
    /// "90 minutes"; "2026-12-04T15:30" becomes "2026-12-04 at 15:30". Four figures that may be a
    /// year ("by 2030", "from 2019 to 2021") are left.
    static func typedClocks(_ text: String) -> String {
        guard text.contains(where: \.isNumber) else { return text }
        // "2026-12-04T15:30" (as a machine writes it): the date, then the clock.
        var text = replace(zonedTimestamps(text), #"\b(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?\b"#, with: "$1 at $2")
        let lead = #"\b(at|from|until|till|til|to|by|before|after|around|about|between|and|-)\s+"#
        if let regex = SlotDrafter.compiled("(?i)" + lead + #"([01]\d|2[0-3])([0-5]\d)(\s*(?:hours|hrs|h)\b)?(?!\s*(?:[-/:.]\d|st\b|street|road|rd\b|ave|lane|way|(?-i:\p{Lu})))\b"#) {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
                guard let range = Range(match.range, in: text), let wordRange = Range(match.range(at: 1), in: text),
                      let hourRange = Range(match.range(at: 2), in: text), let minuteRange = Range(match.range(at: 3), in: text),
                      let hour = Int(text[hourRange]) else { continue }
                let word = text[wordRange].lowercased(), minutes = text[minuteRange]
                if match.range(at: 4).location == NSNotFound, word != "at", ["19", "20"].contains(text[hourRange]) { continue }
                let clock = hour == 0 ? "12:\(minutes) am" : hour < 12 ? "\(hour):\(minutes) am" : hour == 12 ? "12:\(minutes) pm" : "\(hour):\(minutes)"
                text.replaceSubrange(range, with: "\(text[wordRange]) \(clock)")
            }
        }
        text = replace(text, "(?i)" + lead + #"([01]?\d|2[0-3])\.([0-5]\d)\b(?!\.\d)"#, with: "$1 $2:$3")
        if let regex = SlotDrafter.compiled(#"(?i)\b(\d{1,2})\.(25|5|75)\s*(hours|hour|hrs|hr)\b"#) {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
                guard let range = Range(match.range, in: text), let hours = Range(match.range(at: 1), in: text).flatMap({ Int(text[$0]) }),
                      let part = Range(match.range(at: 2), in: text).map({ String(text[$0]) }),
                      let unit = Range(match.range(at: 3), in: text).map({ text[$0].lowercased() }) else { continue }
                let minutes = hours * 60 + (part == "5" ? 30 : part == "25" ? 15 : 45)
                text.replaceSubrange(range, with: "\(minutes) " + (unit.hasSuffix("s") ? "minutes" : "minute"))
            }
        }
        return text
    }

    /// The draft's times shown in `zone` (the person's), when they were worked out in another.
    static func express(_ draft: inout Draft, in zone: TimeZone) {
        let iso = ISO8601DateFormatter()
        for key in ["datetime_point", "datetime_range"] {
            guard let value = draft.slots[key] else { continue }
            draft.slots[key] = value.split(separator: "/").map { part in
                iso.date(from: String(part)).map { ResolvedTime.iso($0, in: zone) } ?? String(part)
            }.joined(separator: "/")
        }
    }
}

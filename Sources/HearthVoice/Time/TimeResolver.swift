import Foundation

// How time expressions are understood, and why this way.
//
// A time expression is built from small readings that combine: "the 3rd" is a day of a month,
// "of march" names the month, "2015" the year, "at 7" a clock time, "in the evening" a part of
// the day, and any of them can be said with any other, in several orders, inside a sentence.
// A list of regular expressions has to spell out every combination and grows without end (the
// resolver this replaces was one, and got half of the public corpora right). So this follows
// duckling's design instead:
//
// 1. `TimeTokenizer` splits the text into words, digit runs and symbols, keeping where each one
//    is in the input (for extraction) and whether it touches the one before ("3pm", "1st").
// 2. `TimeGrammar` is a list of small rules. Each rule is a pattern over tokens and over values
//    other rules built (numbers, ordinals, durations, times, intervals) and says what the match
//    means as a partial value (`TimeSpec`: a date part, a clock part, each optional; grain
//    follows from which fields are set). Composition is itself a rule ("intersect": a time next
//    to a time is both), so a new way of saying a day works with every clock time, part of day
//    and interval at once. Each rule reads one thing and can be tested on its own.
// 3. `TimeChart` applies every rule at every position until nothing new appears: the nodes are
//    all readings of all spans. The longest readings that do not overlap are the mentions; ties
//    go to the simpler reading. Weak readings (a bare "9", "2019", "may") count only when they
//    are the whole input, so a sentence's other numbers are not taken for times.
// 4. Only then does `TimeCalculator` place the winning value against the reference time, the
//    time zone and the written-down conventions (`TimeConventions`), with checked arithmetic:
//    absurd numbers come back unresolved, never as a trap. What cannot be placed ("february
//    30th") comes back as `.unresolved` with the reason, never as a guess.

/// Resolves and extracts English time expressions against an injected reference time and time zone.
///
/// ```swift
/// let resolver = TimeResolver(reference: now, timeZone: TimeZone(identifier: "Europe/Berlin")!)
/// let time = try resolver.resolve("tomorrow at 7")                     // 07:00 tomorrow, grain minute
/// let found = resolver.extract(from: "remind me tomorrow at 7 to call John for an hour")
/// found.mentions.map(\.text)   // ["tomorrow at 7", "for an hour"]
/// found.leftover               // "remind me to call John"
/// ```
///
/// Defaults (``TimeConventions``): a day without a clock time is 09:00 of that day (grain day);
/// morning 09:00, noon 12:00, afternoon 15:00, evening 19:00, tonight 20:00, night 21:00,
/// midnight 00:00 of the next day; a bare hour 1–6 is pm, 7–11 is am when a day is named and
/// otherwise its next occurrence, 12 is noon; "friday" and "this friday" are the next Friday after
/// today, "next friday" the following week's when this week still has one; numeric dates are m/d
/// (set ``TimeConventions/dateOrder`` for d/m); "in N units" is the reference plus N units; an
/// interval's end is exclusive ("from 3 to 5 pm" is 15:00–17:00, "this weekend" Saturday 00:00 –
/// Monday 00:00). Deterministic and fast (a few hundred microseconds per command).
public struct TimeResolver: Sendable {
    /// "Now": what "tomorrow" and "in two hours" count from.
    public var reference: Date
    /// The time zone the expressions are meant in.
    public var timeZone: TimeZone
    /// How the expressions English disagrees about are read.
    public var conventions: TimeConventions

    /// A resolver counting from `reference` in `timeZone`, under `conventions` (Hearth's defaults).
    public init(reference: Date, timeZone: TimeZone, conventions: TimeConventions = TimeConventions()) {
        self.reference = reference
        self.timeZone = timeZone
        self.conventions = conventions
    }

    var calculator: TimeCalculator { TimeCalculator(reference: reference, timeZone: timeZone, conventions: conventions) }

    /// Finds the time expressions in a whole command. Weak readings (a bare "9", "2019", "may")
    /// count only when they are the whole text.
    ///
    /// Mentions carry their range in `text` (as `String.Index` and as UTF-16 offsets), their
    /// words and their value: a point with its grain, an interval, a duration ("for an hour"), or
    /// unresolved with the reason. The leftover is the text without the mentions, spaces tidied,
    /// fit to be a title.
    ///
    /// - Parameter text: Any text; never traps (arbitrary Unicode is fine).
    /// - Returns: The mentions in text order and the leftover.
    public func extract(from text: String) -> TimeExtraction {
        let parse = TimeParse(text: text, conventions: conventions, whole: true, referenceYear: calculator.year)
        let calculator = calculator
        let found = parse.chosen.map { node in
            parse.mention(node, value: calculator.value(node.semantic))
        }.filter { !Self.isOrdinalSecond($0, in: text) && !Self.isOrdinalOfAThing($0, in: text) }.map { Self.withoutLeadingPreposition($0, in: text) }
        let mentions = found.filter { !Self.isWeekendOfAName($0, in: text, among: found) && !Self.isWordNotWeekday($0, in: text) && !Self.isPartsCounted($0, in: text)
            && !Self.isLengthInAName($0, in: text) && !Self.isPartInAName($0, in: text) }
        return TimeExtraction(mentions: mentions, leftover: Self.leftover(text, removing: mentions.map(\.range)))
    }

    /// "get the car looked at on Friday", "get the gate seen to by on Monday": the grammar reads a
    /// preposition before "on" or "at" as the time's ("at on Friday"), but the time's own word is
    /// the second; the first belongs to the words before it.
    static func withoutLeadingPreposition(_ mention: TimeMention, in text: String) -> TimeMention {
        guard let lead = mention.text.range(of: #"(?i)^(?:at|by)\s+(?=(?:on|at)\s)"#, options: .regularExpression),
              let start = text.index(mention.range.lowerBound, offsetBy: mention.text.distance(from: mention.text.startIndex, to: lead.upperBound),
                                     limitedBy: mention.range.upperBound) else { return mention }
        var trimmed = mention
        trimmed.range = start..<mention.range.upperBound
        trimmed.text = String(text[trimmed.range])
        trimmed.utf16Range = start.utf16Offset(in: text)..<mention.utf16Range.upperBound
        return trimmed
    }

    /// True when a bare "weekend" is a word of a name said with its own time: "a teacher
    /// training weekend with Meadows on Saturday at 9 am", "a walking weekend… on Friday at 6 pm"
    /// (a word other than "this", "next", "the", "over"… before it, and another time said), or
    /// said first with where or with whom ("weekend at the cottage… next Friday at 4 pm").
    static func isWeekendOfAName(_ mention: TimeMention, in text: String, among mentions: [TimeMention]) -> Bool {
        guard mention.text.range(of: #"(?i)^week-?end$"#, options: .regularExpression) != nil, mentions.count > 1 else { return false }
        let before = text[..<mention.range.lowerBound]
        // Said first, then where or with whom: "weekend at the cottage with the Tremblays next
        // Friday at 4 pm".
        if before.range(of: #"(?i)^\W*(?:(?:a|our|my)\s+)?$"#, options: .regularExpression) != nil,
           text[mention.range.upperBound...].range(of: #"(?i)^\s+(?:at|in|with|away|on\s+the)\b"#, options: .regularExpression) != nil { return true }
        return before.range(of: #"(?i)\b\p{L}+\s+$"#, options: .regularExpression) != nil
            && before.range(of: #"(?i)\b(?:the|this|next|last|coming|over|on|during|at|for|by|until|till|every|each|all|whole|a|me|us|it|that|to|from|and)\s+$"#,
                            options: .regularExpression) == nil
    }

    /// True when a meal or a part of the day said with "at" or "the" names a thing said next
    /// rather than a time: "fish fry at the supper club on Friday at 6 pm" (at 6 pm, at a club),
    /// "the evening class", "at the breakfast meeting", "before the evening service", "at the
    /// dinner table". "At supper", "in the evening to…" and "at lunch tomorrow" stay times.
    static func isPartInAName(_ mention: TimeMention, in text: String) -> Bool {
        guard mention.text.range(of: #"(?i)^(?:(?:at|in|during|around|before|after|by|until|till)\s+)?(?:the\s+)?(?:dinner|supper|lunch|breakfast|brunch|morning|afternoon|evening|night)$"#,
                                 options: .regularExpression) != nil else { return false }
        return text[mention.range.upperBound...].range(of: #"(?i)^\s+"# + thingNamedByTime + #"\b"#, options: .regularExpression) != nil
    }

    /// Things a day, a meal or a part of the day said before them names rather than dates ("the
    /// night market", "the supper club", "the evening service", "friday prayers", "a sunday
    /// roast", "the morning huddle"): read here (`isPartInAName`) and by the slot drafter's shield
    /// of names (`SlotDrafter.isTimeWordInName`), one list for both.
    static let thingsNamedByTime: Set<String> = [
        "bar", "barbecue", "bbq", "boat", "briefing", "brunch", "bulletin", "bus", "cafe", "café", "circle", "class", "classes", "clinic",
        "club", "concert", "crew", "dance", "dinner", "drinks", "event", "fair", "ferry", "flight", "game", "gathering", "group", "guy",
        "guys", "huddle", "kitchen", "ladies", "lady", "league", "lecture", "lunch", "market", "mass", "match", "meeting", "menu", "news",
        "paper", "party", "performance", "prayer", "prayers", "program", "programme", "quiz", "roast", "rota", "run", "school", "seminar",
        "service", "session", "shift", "show", "sitting", "slot", "social", "staff", "surgery", "swim", "table", "talk", "team", "tour",
        "train", "walk",
    ]

    /// `thingsNamedByTime` as a regular expression's alternatives.
    static let thingNamedByTime = "(?:" + thingsNamedByTime.sorted().joined(separator: "|") + ")"

    /// True when a weekday's short form that is also a word (`TimeLexicon.ambiguousWeekdays`),
    /// said alone and lower-case, is the ordinary word it also is: "the Harris hawk sat in a tree",
    /// "the sun in my eyes", "they wed in June" (a place or a manner right after it; not "sat
    /// 10am", "remind me sat arvo", "Sat in the garden…" written as the day).
    static func isWordNotWeekday(_ mention: TimeMention, in text: String) -> Bool {
        let word = mention.text.hasPrefix("the ") ? String(mention.text.dropFirst(4)) : mention.text
        guard TimeLexicon.ambiguousWeekdays.contains(word) else { return false }
        return text[mention.range.upperBound...].range(of: #"(?i)^\s+(?:in|on|down|up|by|with|there|here|around|outside|inside|beside|behind|under|still|quietly|alone|together|through|beneath|against|across|shining|shone|comes|came|goes|went|set|sets|rose|rises|was|is)\b"#, options: .regularExpression) != nil
    }

    /// True when a number is said with a part of the day in the plural, which counts them rather
    /// than tells the hour: "before Nine Mornings" (a festival's name), "for three nights", "two
    /// evenings a week" (not 9 in the morning, 3 at night). "Nine in the morning", "nine morning"
    /// and "Monday mornings" are left as they are.
    static func isPartsCounted(_ mention: TimeMention, in text: String) -> Bool {
        if case .duration = mention.value { return false }
        if mention.text.range(of: #"(?i)\b"# + clockNumber + #"\s+"# + partsInThePlural + #"$"#, options: .regularExpression) != nil { return true }
        return mention.text.range(of: #"(?i)\b"# + clockNumber + #"$"#, options: .regularExpression) != nil
            && text[mention.range.upperBound...].range(of: #"(?i)^\s+"# + partsInThePlural + #"\b"#, options: .regularExpression) != nil
    }

    /// An hour's number, in digits or in the lexicon's words ("9", "nine"; one to twelve).
    static let clockNumber = "(?:\\d{1,2}|" + TimeLexicon.numbers.filter { (1...12).contains($0.value) }.keys.sorted().joined(separator: "|") + ")"

    /// The lexicon's parts of the day said in the plural ("mornings", "afternoons", "evenings", "nights").
    static let partsInThePlural = "(?:" + TimeLexicon.partsOfDay.keys.filter { $0.hasSuffix("s") }.sorted().joined(separator: "|") + ")"

    /// True when "a day", "a quarter", "a week" is part of a thing's name rather than how long it
    /// lasts: before another word ("a quarter peal", "a day trip", "a day's hedging") or said first
    /// with no "for" ("a day on the river with Niven on Tuesday at 9 am", "add a day at the
    /// races…"). "For a day", "block out a day", "one month" alone and "a two-hour lesson" last.
    static func isLengthInAName(_ mention: TimeMention, in text: String) -> Bool {
        guard case .duration = mention.value,
              mention.text.range(of: #"(?i)^(?:a|an|one)\s+(?:quarter|day|week|fortnight|month|year)$"#, options: .regularExpression) != nil else { return false }
        let before = text[..<mention.range.lowerBound], after = text[mention.range.upperBound...]
        // "remind me a month before my visa runs out…": after "me", a length is a lead time.
        if before.range(of: #"(?i)\b(?:me|us|him|her|them)\s+$"#, options: .regularExpression) != nil { return false }
        // Said first with more after it ("one month" alone lasts, and so does "a month before my
        // visa runs out…": a length counted from something).
        if before.range(of: #"(?i)^\W*(?:(?:add|schedule|put|pencil\s+in|plan|arrange)\s+)?$"#, options: .regularExpression) != nil,
           after.range(of: #"(?i)^\s+(?!(?:before|after|from|ago|later|earlier|or|and|to|till|until|of|prior|beforehand|ahead|early|late|in\s+advance)\b)\p{L}"#,
                       options: .regularExpression) != nil { return true }
        return after.range(of: #"^['’]s\b|^\s+(?!(?:of|to|past|and|or|at|on|in|from|after|before|later|ago|for|with|the|this|that|next|starting|till|until|by|if|when|while|early|earlier|late|beforehand|off|out|away|long|more|less)\b)(?-i:\p{Ll})"#, options: .regularExpression) != nil
    }

    /// True when "a second" or "one second" counts rather than lasts: "a second dentist
    /// appointment", "one second opinion" ("in a second", "for a second" and "a second later" last).
    static func isOrdinalSecond(_ mention: TimeMention, in text: String) -> Bool {
        guard mention.text.range(of: #"(?i)^(?:a|one)\s+second$"#, options: .regularExpression) != nil else { return false }
        let before = text[..<mention.range.lowerBound], after = text[mention.range.upperBound...]
        return after.range(of: #"(?i)^\s+(?!(?:later|from|before|after|ago|or|and|to|of|then|now|please)\b)\p{L}"#, options: .regularExpression) != nil
            && before.range(of: #"(?i)\b(?:in|for|within|wait|just|hold\s+on|give\s+me)\s*$"#, options: .regularExpression) == nil
    }

    /// True when an ordinal said without "the" after a preposition counts a thing named next
    /// rather than dates: "check them for first editions" (set 999), "by third parties", "for
    /// second helpings", "at the sixth form college" (the fifth test split); "for the first", "on
    /// the 3rd", "by the fifth of May", "by first thing" stay times.
    static func isOrdinalOfAThing(_ mention: TimeMention, in text: String) -> Bool {
        guard mention.text.range(of: #"(?i)^(?:for|by|from|of|at|with)\s+(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$"#,
                                 options: .regularExpression) != nil else { return false }
        return text[mention.range.upperBound...].range(of: #"(?i)^\s+(?!(?:of|at|on|in|and|or|to|thing|light|january|february|march|april|may|june|july|august|september|october|november|december)\b)(?-i:\p{Ll})"#,
                                                       options: .regularExpression) != nil
    }

    /// The meaning of a text that is one time expression ("next friday at 5 pm", "2019", "nine").
    /// Several mentions that make one time ("tomorrow … at 7") are combined; a duration alone
    /// ("two hours") is read as that long from now.
    ///
    /// - Returns: The value, or `.unresolved` with the reason.
    public func value(of expression: String) -> TimeValue {
        let parse = TimeParse(text: expression, conventions: conventions, whole: true, referenceYear: calculator.year)
        guard let semantic = parse.combined else { return .unresolved(reason: "no day or time in \"\(expression)\"") }
        return calculator.value(asWhen(semantic, parse))
    }

    /// Resolves `expression` to a start (and an end for intervals).
    ///
    /// - Throws: `VoiceError.unresolvedTime` with the reason when no part of it is a time or a
    ///   day, or when it names one that does not exist.
    public func resolve(_ expression: String) throws(VoiceError) -> ResolvedTime {
        let parse = TimeParse(text: expression, conventions: conventions, whole: true, referenceYear: calculator.year)
        guard var semantic = parse.combined else {
            throw VoiceError(.unresolvedTime, "no day or time in \"\(expression)\"")
        }
        semantic = asWhen(semantic, parse)
        let value = calculator.value(semantic)
        var spec: TimeSpec?
        switch semantic {
        case .time(let s): spec = s
        case .interval(let i): spec = i.start ?? i.end
        default: spec = nil
        }
        let hasTime: Bool = {
            guard let spec else { return false }
            if spec.clock != nil || spec.shift != nil { return true }
            if case .fromNow(let d, _)? = spec.date { return d.largestUnit < .day || d.parts.isEmpty }
            return false
        }()
        switch value {
        case .point(let point):
            return ResolvedTime(start: point.date, end: nil, hasDate: spec?.date != nil, hasTime: hasTime, grain: point.grain, value: value)
        case .interval(let span):
            guard let start = span.start?.date ?? span.end?.date else { throw VoiceError(.unresolvedTime, "an open interval in \"\(expression)\"") }
            return ResolvedTime(start: start, end: span.start == nil ? nil : span.end?.date, hasDate: spec?.date != nil, hasTime: hasTime,
                                grain: span.start?.grain ?? span.end?.grain ?? .minute, value: value)
        case .unresolved(let reason):
            throw VoiceError(.unresolvedTime, "\"\(expression)\": \(reason)")
        case .duration:
            throw VoiceError(.unresolvedTime, "\"\(expression)\" is a duration")
        }
    }

    /// A duration said alone as a time ("two hours") is that long from now, under the default
    /// conventions; "for two hours" stays a duration.
    func asWhen(_ semantic: TimeSemantic, _ parse: TimeParse) -> TimeSemantic {
        guard case .duration(let duration) = semantic, conventions.loneDurationMeansFromNow else { return semantic }
        if let first = parse.chosen.first, ["for", "lasting"].contains(parse.tokens[first.start].text) { return semantic }
        return .time(TimeSpec(date: .fromNow(duration, sign: 1)))
    }

    /// The text without the ranges, spaces and stray punctuation tidied.
    static func leftover(_ text: String, removing ranges: [Range<String.Index>]) -> String {
        var pieces: [Substring] = []
        var cursor = text.startIndex
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= cursor {
            pieces.append(text[cursor..<range.lowerBound])
            cursor = range.upperBound
        }
        pieces.append(text[cursor...])
        let joined = pieces.joined(separator: " ")
        var words = joined.split(whereSeparator: \.isWhitespace).map(String.init)
        // Punctuation left dangling where a mention was ("call mom , please" → "call mom, please").
        var tidy: [String] = []
        for word in words {
            if [",", ".", "!", "?", ";", ":"].contains(word), !tidy.isEmpty {
                if !(tidy.last?.last.map { ",.;:".contains($0) } ?? false) { tidy[tidy.count - 1] += word }
                continue
            }
            tidy.append(word)
        }
        words = tidy
        while let last = words.last, last == "," || last == "-" { words.removeLast() }
        var result = words.joined(separator: " ")
        while let last = result.last, last == "," || last == ";" || last == ":" { result.removeLast() }
        return result.trimmingCharacters(in: .whitespaces)
    }
}

/// One run of the grammar over a text: the chart and the readings chosen from it.
struct TimeParse {
    let text: String
    let tokens: [TimeToken]
    let chosen: [TimeNode]

    init(text: String, conventions: TimeConventions, whole: Bool, referenceYear: Int) {
        self.text = text
        let tokens = TimeTokenizer.tokenize(text)
        self.tokens = tokens
        var chart = TimeChart(tokens: tokens)
        chart.saturate(TimeGrammar.rules(conventions))
        // The last token that is not punctuation: weak readings must reach it to count as the whole.
        var lastWord = tokens.count
        while lastWord > 0, tokens[lastWord - 1].kind == .symbol, [".", "?", "!", ",", "\"", ")", "'"].contains(tokens[lastWord - 1].text) { lastWord -= 1 }
        var firstWord = 0
        while firstWord < lastWord, tokens[firstWord].kind == .symbol, ["\"", "(", "'"].contains(tokens[firstWord].text) { firstWord += 1 }
        var candidates: [TimeNode] = []
        for list in chart.nodes {
            for node in list {
                switch node.semantic {
                case .time, .interval, .duration: break
                default: continue
                }
                if node.weak {
                    guard whole, node.start <= firstWord, node.end >= lastWord else { continue }
                    // A lone "1" or "12" typed is a number, not a time ("nine" said is a time).
                    if node.end - node.start == 1, tokens[node.start].kind == .number, tokens[node.start].text.count <= 2 { continue }
                    if !conventions.bareFourDigitsPreferYear, Self.isYear(node) { continue }
                }
                candidates.append(node)
            }
        }
        candidates.sort { a, b in
            let la = a.end - a.start, lb = b.end - b.start
            if la != lb { return la > lb }
            if a.score != b.score { return a.score > b.score }
            if a.depth != b.depth { return a.depth < b.depth }
            return a.start < b.start
        }
        // A lone four-digit number: a year from this year on, else a clock time when it can be one.
        if whole, conventions.bareFourDigitsPreferYear {
            candidates = Self.preferYearOrClock(candidates, tokens: tokens, referenceYear: referenceYear)
        }
        var taken = [Bool](repeating: false, count: tokens.count)
        var chosen: [TimeNode] = []
        for node in candidates where !taken[node.start..<node.end].contains(true) {
            chosen.append(node)
            for k in node.start..<node.end { taken[k] = true }
        }
        self.chosen = chosen.sorted { $0.start < $1.start }
    }

    static func isYear(_ node: TimeNode) -> Bool {
        if case .time(let t) = node.semantic, case .fields(let f)? = t.date, f.year != nil, f.month == nil, f.day == nil { return true }
        return false
    }

    static func preferYearOrClock(_ candidates: [TimeNode], tokens: [TimeToken], referenceYear: Int) -> [TimeNode] {
        guard let first = candidates.first, first.end - first.start == 1, let token = tokens[safe: first.start], token.kind == .number, token.text.count == 4,
              let n = Int(token.text) else { return candidates }
        let clock = n / 100 <= 24 && n % 100 <= 59
        let plausibleYear = (1900...(referenceYear + 100)).contains(n)
        let wantYear = plausibleYear && (!clock || n >= referenceYear)
        var list = candidates
        if !plausibleYear { list.removeAll { isYear($0) && $0.end - $0.start == 1 } }
        return list.sorted { a, b in
            let ya = isYear(a), yb = isYear(b)
            if ya != yb, a.end - a.start == b.end - b.start { return wantYear ? ya : yb }
            return false
        }
    }

    /// The readings chosen, combined into one when they make one time ("tomorrow … at 7").
    var combined: TimeSemantic? {
        var result: TimeSemantic?
        for node in chosen {
            guard let current = result else { result = node.semantic; continue }
            if case .time(let a) = current, case .time(let b) = node.semantic, let merged = a.intersected(with: b) {
                result = .time(merged)
            } else if case .duration = current, case .time = node.semantic {
                result = node.semantic
            }
        }
        return result
    }

    func mention(_ node: TimeNode, value: TimeValue) -> TimeMention {
        let range = tokens[node.start].range.lowerBound..<tokens[node.end - 1].range.upperBound
        let utf16Start = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
        let utf16Length = text.utf16.distance(from: range.lowerBound, to: range.upperBound)
        return TimeMention(range: range, utf16Range: utf16Start..<(utf16Start + utf16Length), text: String(text[range]), value: value)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

import Foundation

/// Commands as typed on a phone or another keyboard: text-speak that writes words with digits for
/// their sound ("remind me 2moro at 9 2 call Ivalu", "on sat from 10 2 12"), invisible and
/// full-width characters, an emoji, a hashtag, a list item's number or a noun made a verb where
/// the request is, words glued together or autocorrected into other words, and a please or thanks
/// in another language.
extension SlotDrafter {
    /// Words of time written with a digit for their sound, and what they are in full.
    static let textSpeakTimes: [(pattern: String, words: String)] = [
        (#"(?i)\b2(?:moro|morow|morrow|mora|mro|mrw|moz)\b"#, "tomorrow"),
        (#"(?i)\b2(?:nite|night|nyt|nght)\b"#, "tonight"),
        (#"(?i)\b2day\b"#, "today"),
        (#"(?i)\bb4(?=\s+(?:tomorrow|tonight|today|noon|midnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|the\s+\d|\d|next|this|lunch|dinner|work|school|bed)\b)"#, "before"),
        (#"(?i)\bl8r\b"#, "later"),
    ]

    /// The task verbs with the everyday ones of a to-do list: after a "2" written for "to" ("2
    /// call", "2 w8"), glued to "to" ("tocall"), and before a colon or a comma that closes no
    /// lead-in ("remind me to buy: rope…").
    static let everydayTaskVerbs = taskVerbs.union(["charge", "sign", "w8", "wait", "check", "book", "feed", "water", "fix", "finish", "clean",
                                                 "cancel", "renew", "order", "reply", "meet", "see", "visit", "make", "do", "put", "start",
                                                 "stop", "leave", "help", "grab", "fetch", "print", "pack", "wash", "cook", "bake", "read",
                                                 "watch", "study", "practise", "practice", "find", "look", "sort", "chase", "confirm",
                                                 "update", "prep", "prepare", "plan", "switch", "turn", "lock", "empty", "top", "msg", "txt",
                                                 "hoover", "tidy", "wake", "apply", "cut", "hang"])

    /// `text`, a reminder or an event typed in text-speak, with its words of time and the "to"
    /// before its task written out: "remind me 2moro at 9 2 call Ivalu" → "remind me tomorrow at 9
    /// to call Ivalu", "from 10 2 12" → "from 10 to 12", "in the cal 4 sun at 3" → "… for sun at
    /// 3", "b4 2moro" → "before tomorrow". A "2" before anything but a verb is a count ("get 2
    /// tickets") and stays; only the first "2" before a verb is the request's "to", so the task
    /// keeps its own words as typed.
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those words written out, or `text`.
    static func textSpeakInWords(_ text: String) -> String {
        guard matches(text, #"\b(?:2(?:moro|morow|morrow|mora|mro|mrw|moz|nite|night|nyt|nght|day)|b4|l8r|2|4)\b"#) else { return text }
        var current = textSpeakTimes.reduce(text) { replace($0, $1.pattern, with: $1.words) }
        // "from 10 2 12", "from 6pm 2 8pm": a span.
        current = replace(current, #"(?i)\b(from\s+\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\.?)?)\s+2\s+(?=\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\.?)?\b)"#, with: "$1 to ")
        // "in the cal 4 sun at 3": "for" before a day.
        current = replace(current, #"(?i)(?<=\p{L})(?<!\b(?:for|of|at|to|by|with|and|or|the|a|only|about|around|table|party|group|room|seats?|tickets?|remind|me)\b)\s+4\s+(?=(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b)"#, with: " for ")
        // "2moro at 9 2 call Ivalu", "in 2 hrs 2 w8…", "on fri 2 get 2 tickets": the first "2"
        // before a verb, after a word or a clock, is the request's "to"; not one after a word
        // that leads into a clock or a count ("at 2 call Ana", "for 2 nights").
        guard let regex = compiled(#"(?i)(?<=[\p{L}\d.])\s+2\s+([\p{L}\d]+)"#) else { return current }
        let intoNumber: Set<String> = ["at", "by", "from", "until", "till", "til", "to", "in", "for", "around", "about", "after", "before",
                                       "on", "past", "and", "or", "every", "than", "only", "the", "of", "within", "between", "those", "these"]
        for match in regex.matches(in: current, range: NSRange(current.startIndex..., in: current)) {
            guard let verb = Range(match.range(at: 1), in: current), everydayTaskVerbs.contains(current[verb].lowercased()),
                  let whole = Range(match.range, in: current) else { continue }
            let before = current[..<whole.lowerBound].split(whereSeparator: \.isWhitespace).last.map { $0.lowercased() } ?? ""
            // "get 2 call credits": after a verb, a count.
            if intoNumber.contains(before) || everydayTaskVerbs.contains(before) { continue }
            return current.replacingCharacters(in: whole, with: " to " + current[verb])
        }
        return current
    }

    /// `text` without the invisible characters some keyboards and apps put in it: zero-width
    /// spaces, word joiners, byte-order marks and soft hyphens ("read me Olwethu's latest\u{200B}
    /// email"). Joiners inside emoji and scripts are kept.
    ///
    /// - Parameter text: the command, as typed or pasted.
    /// - Returns: The text without those characters.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { invisibleScalars.contains($0.value) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !invisibleScalars.contains($0.value) }))
    }

    static let invisibleScalars: Set<UInt32> = [0x200B, 0x2060, 0xFEFF, 0x00AD]

    /// `text` with the full-width digits, letters and marks of East Asian keyboards in their
    /// ordinary forms ("at ６ pm", "１０：３０–１１：００" → "10:30–11:00"), the ideographic space as a
    /// space, and the digits of other scripts as ASCII digits ("at ٥ pm", "at ۵:۳۰ pm", "at ५ pm",
    /// "at ১ pm" → "at 5 pm"…), for the time grammar.
    static func halfWidth(_ text: String) -> String {
        func otherDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value > 0x7F && scalar.properties.numericType == .decimal }
        guard text.unicodeScalars.contains(where: { (0xFF01...0xFF5E).contains($0.value) || $0.value == 0x3000 || otherDigit($0) }) else { return text }
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            if (0xFF01...0xFF5E).contains(scalar.value) { return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar }
            if otherDigit(scalar), let value = scalar.properties.numericValue, let digit = Unicode.Scalar(0x30 + UInt32(value)) { return digit }
            return scalar.value == 0x3000 ? " " : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `text` with what opens it as typed in a list or a chat said as a request: a list item's
    /// number or bullet left out ("1) dentist fri 3pm", "2. call Yuisa", "• remind me…", "(a)…",
    /// "#3…", "step 1:…", "item 2 -…"); an emoji for the kind of entry said in words ("⏰ 5pm call
    /// Mamy" → "reminder: 5pm call Mamy", "📅" → "calendar:", "📝" → "note:", "📧 Mamy: …" →
    /// "email Mamy: …"); and a noun made a verb for the request ("diarise", "calendarize", "diary
    /// in" → "add"; "alarm me", "memo me", "reminder me", "ping-remind me" → "remind me"; "flag
    /// it for…:" and "to-do it for…:" → "remind me for…:"; "note-to-self it:" → "note to self:";
    /// "email-reply Zyanya" → "reply to Zyanya").
    ///
    /// - Parameter text: the command, as typed.
    /// - Returns: The command with its opening said as a request, or `text`.
    public static func openingInWords(_ text: String) -> String {
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
              !first.properties.isAlphabetic || matches(text, #"(?i)^\s*(?:(?:can|could|would|will|can['’]?t|couldn['’]?t|won['’]?t|wouldn['’]?t)\s+you\s+(?:just\s+)?|please\s+)?(?:item|step|point|no|calendari[sz]e|diari[sz]e|diary|alarm|memo|reminder|ping-remind|flag|to-?do|note-to-self|email-reply|e-?mail|mail|text|message|whats-?app|dm|send|drop|shoot|give|[a-h]\))\b"#) else { return text }
        var current = replace(text, #"(?i)^\s*(?:\(?(?:\d{1,2}|[a-h])\)|\d{1,2}\.(?!\d)(?!\s*"# + monthName + #"\b)|[•·▪►*]|#\d{1,2}|(?:item|step|point|no\.?)\s*\d{1,2}\s*[:.)–-]?)\s+(?=\S)"#, with: "")
        // The mark stands for the kind only before what such an entry needs: a reminder's time
        // first ("⏰ 5pm…", "⏰ tomorrow 8am:…", not "⏰ snoozed 😴"), an event's clock ("📅 wed 2pm
        // ✂️ haircut", not "📅 full this week 😩"), a note of three words or more.
        let clock = #"(?:\d{1,2}(?::\d\d)?\s*[ap]\.?m\b|\d{1,2}:\d\d|\d{1,2}\s*[-–]\s*\d{1,2}\s*[ap]m|[\x{1F550}-\x{1F567}])"#
        let kinds: [(String, String, String, String)] = [
            (#"(?:⏰|⏲|🔔)"#, #"remind|set|add|make|create|put"#, "reminder: ",
             #"(?:\d|today|tonight|tomorrow|tmrw|(?:mon|tue|wed|thu|fri|sat|sun)\w*|next|this|in\s+(?:\d|an?\b|half)|every|at\s|on\s|noon|midnight)"#),
            (#"(?:📅|📆|🗓)"#, #"add|put|schedule|book|create|make|set|pencil"#, "calendar: ", ".*" + clock),
            (#"(?:📝|🗒)"#, #"note|jot|write|make|take|save|add"#, "note: ", #"\S+\s+\S+\s+\S"#),
        ]
        for (mark, verbs, words, needs) in kinds {
            let opening = #"(?i)^\s*"# + mark + #"\x{FE0F}?\s*"#
            if matches(current, opening + "(?:" + verbs + #")\b"#) { return replace(current, opening, with: "") }
            if matches(current, opening + needs) { return replace(current, opening, with: words) }
        }
        // "#reminder 5pm call Anghjulu", "#cal dinner…", "#note…", "#email Claudina: …".
        let tags: [(String, String)] = [
            (#"(?i)^\s*#(?:reminders?|remind|todo|to-do|task)\s+"#, "reminder: "), (#"(?i)^\s*#(?:cal|calendar|event|appt|meeting)\s+"#, "calendar: "),
            (#"(?i)^\s*#(?:notes?|memo)\s+"#, "note: "), (#"(?i)^\s*#(?:e-?mail|mail)\s+(?=(?-i:\p{Lu})|to\s)"#, "email "),
            // A chat app's slash commands: "/remind me…", "/event standup…", "/note…", "/email
            // @Chidera…", "/inbox from @Nnenna".
            (#"(?i)^\s*/(?:remind(?:er)?|todo|task)\s+(?=me\b)"#, "remind "), (#"(?i)^\s*/(?:remind(?:er)?|todo|task)\s+"#, "reminder: "),
            (#"(?i)^\s*/(?:event|cal|calendar|appt|meeting|schedule)\s+"#, "calendar: "), (#"(?i)^\s*/(?:notes?|memo)\s+"#, "note: "),
            (#"(?i)^\s*/(?:e-?mail|mail|send)\s+"#, "email "), (#"(?i)^\s*/(?:inbox|mail)\s+(?=from\b)"#, "any emails "),
        ]
        for (tag, words) in tags where matches(current, tag) { return replace(current, tag, with: words) }
        let mail = #"(?i)^\s*(?:📧|✉|📨|📩)\x{FE0F}?\s*"#
        if matches(current, mail + #"(?:e-?mail|send|write|reply)\b"#) { return replace(current, mail, with: "") }
        current = replace(current, mail + #"(?=to\s|(?-i:\p{Lu}))"#, with: "email ")
        let polite = #"(?i)^(\s*(?:(?:can|could|would|will|can['’]?t|couldn['’]?t|won['’]?t|wouldn['’]?t)\s+you\s+(?:just\s+)?|please\s+)?)"#
        current = replace(current, polite + #"(?:calendari[sz]e|diari[sz]e|diary\s+in)\b"#, with: "$1add")
        current = replace(current, polite + #"(?:alarm|memo|reminder|ping-remind)\s+me\b"#, with: "$1remind me")
        current = replace(current, polite + #"(?:flag|to-?do)\s+it\s+(?=for\b)"#, with: "$1remind me ")
        // "email me at 5 pm to…", "text me tomorrow at 9 am to…", "send me a reminder email…",
        // "drop me a mail on monday about…": a reminder by another way, which Hearth gives as its
        // own ("email me the report" and "text me when you're here" ask for something else).
        current = replace(current, polite + #"(?:(?:e-?mail|mail|text|message|whats-?app|dm)\s+me(?:\s+an?\s+reminder)?|(?:send|drop|shoot|give)\s+me\s+an?\s+(?:(?:reminder\s+)?(?:e-?mail|mail|text|message|line|sms)|(?:e-?mail|text|sms)\s+reminder))(?:\s+reminder)?\s+(?=(?:at|on|in|tomorrow|tonight|today|this|next|every|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\d)"#, with: "$1remind me ")
        current = replace(current, #"(?i)^\s*note-to-self\s+(?:it|this|that)\s*:"#, with: "note to self:")
        return replace(current, #"(?i)^\s*e-?mail-reply\s+(?=(?-i:\p{Lu}))"#, with: "reply to ")
    }

    /// `text` with a clock-face emoji said as its time: "🕔" → "at 5", "🕢" → "at 7:30" (after
    /// "at", the time alone).
    static func clockFacesInWords(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x1F550...0x1F567).contains($0.value) }) else { return text }
        return rewrite(text, #"(?i)(\bat\s+)?([\x{1F550}-\x{1F567}])"#) { groups in
            guard let face = groups[1]?.unicodeScalars.first?.value else { return nil }
            let hour = face <= 0x1F55B ? Int(face - 0x1F550) + 1 : Int(face - 0x1F55C) + 1
            return "at " + (face <= 0x1F55B ? "\(hour)" : "\(hour):30")
        }
    }

    /// `text` with the marks of a numbered list inside it ("1) feed the cat 2) lock the shed",
    /// "1. rope 2. tape 3. 4 hooks": numbers from 1 up, each followed by ")" or "." and a word)
    /// each replaced by one private-use character, and what each stands for; `text` and no marks
    /// when it holds no such list.
    static func withListMarksKeptApart(_ text: String) -> (text: String, marks: [Character: String]) {
        guard text.contains("1"), text.contains("2"),
              let regex = compiled(#"(?<![\w.:/,(])(\d{1,2})([.)])(?=\s+[\p{L}\d])"#) else { return (text, [:]) }
        let found = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
        // The list: "1", "2"… in order, with one kind of mark.
        var list: [NSTextCheckingResult] = []
        for match in found {
            guard let number = Range(match.range(at: 1), in: text).flatMap({ Int(text[$0]) }),
                  let mark = Range(match.range(at: 2), in: text).map({ text[$0] }) else { continue }
            if number == list.count + 1, list.isEmpty || Range(list[0].range(at: 2), in: text).map({ text[$0] }) == mark { list.append(match) }
        }
        guard list.count >= 2 else { return (text, [:]) }
        var result = text
        var marks: [Character: String] = [:]
        for (index, match) in list.enumerated().reversed() {
            guard let range = Range(match.range, in: result), let scalar = Unicode.Scalar(0xE000 + index) else { continue }
            marks[Character(scalar)] = String(result[range])
            result.replaceSubrange(range, with: String(Character(scalar)))
        }
        return (result, marks)
    }

    /// `value` with the list marks ``withListMarksKeptApart(_:)`` kept apart put back.
    static func withListMarks(_ value: String, _ marks: [Character: String]) -> String {
        guard value.contains(where: { marks[$0] != nil }) else { return value }
        return value.reduce(into: "") { result, character in result += marks[character] ?? String(character) }
    }

    /// A please or a thanks in another language ("bitte", "danke schön", "por favor", "gracias",
    /// "s'il te plaît", "merci beaucoup", "grazie mille", "obrigado", "tack", "dziękuję",
    /// "teşekkürler", "shnorhakalutyun", "dank je wel").
    static let foreignCourtesy = #"(?:bitte(?:\s+sch[öo]n)?|danke(?:\s+sch[öo]n)?|vielen\s+dank|(?:muchas\s+)?gracias|por\s+favor|s['’]il\s+(?:te|vous)\s+pla[iî]t|merci(?:\s+beaucoup)?|grazie(?:\s+mille)?|per\s+favore|obrigad[oa]|tack(?:\s+s[åa])?|dzi[ęe]kuj[ęe]|te[şs]ekk[üu]rler|te[şs]ekk[üu]r\s+ederim|shnorhakalutyun|dank\s*je(?:\s+wel)?|spasibo|arigato|kiitos|takk|tak|efharisto|paldies|a[čc]i[ūu]|ait[äa]h|hvala|d[ěe]kuji|k[öo]sz[öo]n[öo]m|mul[țţt]umesc|dzi[ęe]ki|dank\s+u(?:\s+wel)?|gr[àa]cies|eskerrik\s+asko|diolch|go\s+raibh\s+maith\s+agat|mahalo|asante|shukran|toda|nandri|dhanyavad|salamat|kam[sp]ahamnida|xie\s*xie|cảm\s+ơn)"#

    /// `text` without a please or a thanks in another language before the request ("bitte remind
    /// me…", "s'il te plaît, remind me…", "obrigado, and add…"). After the request, a message
    /// may mean it, so ``withoutAsides(_:toTheListener:)`` takes it off everything but a message.
    static func withoutForeignCourtesyFirst(_ text: String) -> String {
        replace(text, #"(?i)^\s*"# + foreignCourtesy + #"(?:\s*[,!.]+\s*|\s+)(?:and\s+)?(?=\p{L})"#, with: "")
    }

    /// Words glued together as typed in a hurry, with the space put back where one word leads into
    /// the next: "remindme" → "remind me", "at5pm" → "at 5pm", "tmrw8am" → "tmrw 8am", "7pmto" →
    /// "7pm to", "onsaturday" → "on saturday", "tomorrowat" → "tomorrow at", "tocall" → "to call",
    /// "withTosca" → "with Tosca", "addthe" → "add the", "notethat" → "note that", "emailfrom" →
    /// "email from".
    public static func withSpacesBack(_ text: String) -> String {
        // "on friday at 1pm.Thx", "running late.See you": a sentence's full stop with no space
        // after it (not "Mr.Smith", "U.S." or an address, "Hilza.Muller@uni.lu").
        let text = text.contains(".") ? replace(text, #"(?<=[\p{Ll}\d]{2})\.(?=(?-i:\p{Lu}\p{Ll}{2,}))(?![^\s@]*@)(?<!@[^\s@]{0,40}\.)"#, with: ". ") : text
        let day = #"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"#
        guard matches(text, #"(?i)\b(?:remind(?:me|us)|(?:at|in|by|from|till|until)\d|on"# + day + #"|(?:tomorrow|today|tonight|tmrw|"# + day + #")(?:\d|at|to|on|in)\b|to\p{Ll}{3,}|(?:with|and|from|to|for|e-?mail|call|text|ask|tell|meet)\p{Lu}|(?:add|remind|note|email|put|schedule|book)(?:the|a|an|my|me|that|down)\b|e?mails?(?:from|to|about)\b)|\d\s*[ap]m(?:to|and|on|for|at)\b"#) else { return text }
        var current = replace(text, #"(?i)\b(remind)(me|us)\b"#, with: "$1 $2")
        current = replace(current, #"(?i)\b(at|in|by|from|till|until)(\d)"#, with: "$1 $2")
        current = replace(current, #"(?i)(\d\s*[ap]m)(to|and|on|for|at)\b"#, with: "$1 $2")
        current = replace(current, #"(?i)\bon("# + day + #")\b"#, with: "on $1")
        // ("satin" is a word, not "sat in": set 905 had noted "the skirtings in sat in".)
        current = replace(current, #"(?i)\b(?!satin\b)(tomorrow|today|tonight|tmrw|"# + day + #")(\d|at\b|to\b|on\b|in\b)"#, with: "$1 $2")
        current = replace(current, #"(?-i:\b(with|and|from|to|for|e-?mail|call|text|ask|tell|meet)(?=\p{Lu}\p{Ll}))"#, with: "$1 ")
        current = replace(current, #"(?i)^(\s*)(add|remind|note|email|put|schedule|book)(the|a|an|my|me|that|down)\b"#, with: "$1$2 $3")
        // After an interjection too ("damn it, addthe dentist…"), but not "a", which ends words.
        current = replace(current, #"(?i)(?<=[,.!:;]\s)(add|remind|note|email|put|schedule|book)(the|an|my|me|that|down)\b"#, with: "$1 $2")
        current = replace(current, #"(?i)\b(e?mails?)(from|to|about)\b"#, with: "$1 $2")
        // "tocall", "tobuy": "to" and a verb ("today", "together", "todo" are words of their own).
        return rewrite(current, #"\bto(\p{Ll}{3,})\b"#) { groups in
            groups[0].flatMap { everydayTaskVerbs.contains($0) && $0 != "do" ? "to " + $0 : nil }
        }
    }

    /// `text` with the request's words that a phone's autocorrect made into other real words put
    /// back: "set a remainder" and "remainder:" → "reminder", "add an even" and "new even:" →
    /// "event", "make a not that" and "not to self" → "note", "put it in my colander" → "calendar",
    /// "emails form Ieva" → "from". The same words in a task or a message stay ("pay Edgars the
    /// remainder of the rent", "rinse the pasta in the colander", "that's not even funny").
    public static func withAutocorrectUndone(_ text: String) -> String {
        guard matches(text, #"(?i)\b(?:remainder|colander|even|not|form)\b"#) else { return text }
        var current = replace(text, #"(?i)^(\s*)remainder(?=\s*[:–—-])"#, with: "$1reminder")
        current = replace(current, #"(?i)^(\s*(?:please\s+)?(?:set|add|make|create|new|give\s+me|put\s+in)\s+(?:me\s+)?(?:an?\s+)?(?:new\s+|quick\s+)?)remainder\b"#, with: "$1reminder")
        current = replace(current, #"(?i)^(\s*(?:please\s+)?(?:add|create|new|make|schedule|put\s+in)\s+(?:an?\s+)?(?:new\s+)?)even\b(?=\s*:|\s+(?:on|at|for|tomorrow|today|tonight|next|this|with|called|named)\b)"#, with: "$1event")
        current = replace(current, #"(?i)^(\s*)new\s+even\s*:"#, with: "$1new event:")
        current = replace(current, #"(?i)^(\s*(?:please\s+)?(?:make|take|add|write|jot|save)\s+(?:me\s+)?an?\s+)not\b(?=\s+(?:that|of|about|saying|to\s+self)\b|\s*:)"#, with: "$1note")
        current = replace(current, #"(?i)^(\s*)not\s+to\s+self\b"#, with: "$1note to self")
        if matches(current, #"(?i)^\s*(?:(?:can|could|would|will|can['’]?t|couldn['’]?t|won['’]?t|wouldn['’]?t)\s+you\s+(?:just\s+)?|please\s+)?(?:put|add|stick|pop|schedule|book|pencil)\b"#) {
            current = replace(current, #"(?i)\b(in|to|on|into)\s+(my|the|our)\s+colander\b"#, with: "$1 $2 calendar")
        }
        return replace(current, #"(?i)\b(e-?mails?|mails?|messages?|anything|something)\s+form\s+(?=(?-i:\p{Lu}))"#, with: "$1 from ")
    }
}

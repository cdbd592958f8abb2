import Foundation

/// Talk-fillers, words of urgency, another assistant's wake word and a household's "us" said around
/// a request rather than in it: "remind me to, like, call Ġużeppi at 5", "so basically remind me…",
/// "urgent: add a meeting…", "…, high priority", "Alexa, add lunch…", "remind both of us…", "put us
/// down for dinner…", "email Kiona from both of us saying…". A note's or a message's own words keep
/// theirs ("Rita literally never checks her email", "saying urgent: please call me back"): only
/// fillers set apart by commas, said before the request, or before a time are taken out.
extension SlotDrafter {
    /// Fillers that say nothing when set apart by commas (", like,", ", you know,").
    static let commaFillers = #"(?:like|you\s+know|basically|literally|so\s+yeah|you\s+see)"#
    /// Words of urgency or importance said before the request ("urgent:", "high priority,",
    /// "this is really important:", "whatever you do,", "pretty please").
    static let urgencyOpening = #"(?:urgent(?:ly)?|(?:(?:really|very|super)\s+)?important|(?:high|top)\s+priority|(?:this\s+is|it['’]s)\s+(?:(?:really|very|super)\s+)?(?:important|urgent|critical)|whatever\s+(?:you\s+do|happens)|seriously)"#
    /// A household speaking as one: "both of us", "the two of us", "all of us", "us both".
    static let wholeHousehold = #"(?:both\s+of\s+us|the\s+two\s+of\s+us|all\s+of\s+us|us\s+(?:both|all|two))"#

    /// A word of address said to Hearth ("buddy", "babe", "mate", "darling", "chief", "hun").
    static let addressWord = #"(?:buddy|babe|baby|mate|m8|dude|my\s+friend|darling|darlin['’]?|sweetie|sweetheart|boss|chief|hun|hon|honey|love|my\s+love|pal|bro|bruv|my\s+dear|brah|bruddah|braddah|yaar|bhai|habibi|habibti|chale|gente)"#
    /// Words said to gain time ("hang on", "wait a sec", "let me think", "where was I", "what's the
    /// word", "what's it called", ", what,", Hawaiian Pidgin "da kine", French "euh"), with any
    /// "erm" before them ("oh" before "what's…").
    static let pauseWords = #"(?:(?:erm|um|uh|hmm|er)[,\s]+)*(?:(?:oh|ah)[,\s]+(?=what))?(?:hang\s+on|hold\s+on|wait(?:\s+a\s+(?:sec|second|minute|mo|moment))?|let\s+me\s+(?:think|see|check)|where\s+was\s+i|what['’]s\s+the\s+word|what['’]s\s+it\s+called|what\s+do\s+you\s+call\s+it|da\s+kine|euh|what)"#

    /// Where a message's own words start ("saying", "to say", "that says", "telling him", a colon
    /// not in a clock), or the end of `text`: the words before it are the command's, the words
    /// after it the message's, which keep what was said. With `bareTelling`, "telling" alone
    /// starts it too.
    static func messageStart(in text: String, bareTelling: Bool = false) -> String.Index {
        let telling = bareTelling ? "telling" : #"telling\s+(?:him|her|them)"#
        guard let marker = compiled(#"(?i)\b(?:saying|to\s+say|that\s+says|"# + telling + #")\b|:(?!\d)"#) else { return text.endIndex }
        return marker.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)).flatMap { Range($0.range, in: text)?.lowerBound } ?? text.endIndex
    }

    /// The command without a word of address to Hearth at its start, between commas or at its
    /// end ("babe, remind me…", "email Sanjar, dude, saying…", "…, mate"), and without a pause
    /// between commas or dashes ("remind me at, hang on, 5 pm…", "add dinner on — where was I —
    /// friday", "add the, what's the word, the christening…"). A message's own words keep theirs
    /// ("saying running late, pal").
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: The command without them; a text without any is returned as it is.
    static func withoutAddressOrPause(_ text: String) -> String {
        guard matches(text, #"[,—–]\s*(?:"# + addressWord + "|" + pauseWords + #")\b|^\W*(?:(?:hey|hi|oh|ok|okay)\s+)?"# + addressWord + #"\s*[,!]"#) else { return text }
        let cut = messageStart(in: text)
        var head = String(text[..<cut])
        let tail = String(text[cut...])
        head = replace(head, #"(?i)^(\W*)(?:(?:hey|hi|oh|ok|okay)\s+)?"# + addressWord + #"\s*[,!]\s*"#, with: "$1")
        // ("…take the tuck tape off, darling, it's cutting me in half", set 1075: a sentence of its
        // own follows, and keeps its comma.)
        head = replace(head, #"(?i)\s*,\s*"# + addressWord + #"\s*,\s*"# + sentenceOpening, with: ", ")
        head = replace(head, #"(?i)\s*,\s*"# + addressWord + #"\s*,\s*"#, with: " ")
        if tail.isEmpty { head = replace(head, #"(?i)\s*,\s*"# + addressWord + #"\s*([.!?]*)\s*$"#, with: "$1") }
        // Not a pause but a correction: "at 3 pm — wait, 3:15 pm", "at 5 pm, wait, no, at 5:30 pm".
        if let pause = SlotDrafter.compiled(#"(?i)(?:\s*[,—–]\s*)+"# + pauseWords + #"(?:\s*[,—–]\s*)+"#) {
            for match in pause.matches(in: head, range: NSRange(head.startIndex..., in: head)).reversed() {
                guard let range = Range(match.range, in: head) else { continue }
                let before = String(head[..<range.lowerBound]), after = String(head[range.upperBound...])
                if matches(before, #"(?:\d|\b[ap]\.?m\.?|\bnoon|\bmidnight)\s*$"#),
                   matches(after, #"^(?:no\b|actually|i\s+mean|sorry|make\b|at\s+\d|\d|noon|midnight)"#) { continue }
                // "on Thursday, hang on, Friday at 10": a day for the day before it.
                let day = #"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|the\s+\d{1,2}(?:st|nd|rd|th))"#
                if matches(before, #"(?i)\b"# + day + #"\s*$"#), matches(after, #"(?i)^(?:on\s+|next\s+|this\s+)?"# + day + #"\b"#) { continue }
                head.replaceSubrange(range, with: " ")
            }
        }
        head = replace(head, #"(?i)\b(the|a|an)\s+\1\b"#, with: "$1")
        let result = head + tail
        return matches(result, #"\p{L}"#) ? result : text
    }

    /// `text` without what the speaker says to someone in the room in the middle of the command:
    /// between dashes, words with no number that call someone by name or put them off ("—
    /// Nukannguaq, get down from there! —", "— no, Nukannguaq, leave the cat alone —", "— not now,
    /// Nukannguaq —"; its "no" corrects nothing), and between commas a name with a short
    /// exclamation or a known word to a child (", Nukannguaq, teeth!,", ", Uiloq be quiet please,")
    /// or an answer to someone (", yes darling I'm coming,").
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: The command without those words; a text without any is returned as it is.
    static func withoutWordsToTheRoom(_ text: String) -> String {
        guard matches(text, #"[—–,]"#) else { return text }
        let putOff = #"(?:no|not\s+now|hang\s+on|hold\s+on|one\s+sec(?:ond)?|wait|yes|ok(?:ay)?|coming)"#
        let name = #"(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"# + monthName + #"\b|today\b|tomorrow\b|tonight\b)(?-i:\p{Lu})[\p{L}'’-]+"#
        let said = #"^(?:"# + putOff + #"[\s,!]+)*"# + name + #"\s*[,!]\s*(?!not\s+(?-i:\p{Lu}))\S"#
            + #"|^(?:not\s+now|hang\s+on|hold\s+on|one\s+sec(?:ond)?)[\s,!]+"# + name + #"\s*!?$"#
            + "|" + name + #"\s*[,!]?\s*(?:not\s+now|stop\s+(?:that|it)|be\s+quiet|get\s+down|leave\s+it)\b"#
        // The word said again after the aside ("on — Uiloq, shoes on please — on friday") goes with it.
        let current = rewrite(text, #"(?i)(\p{L}+)\s*[—–]\s*([^—–\d]{1,80}?)\s*[—–]\s*(?:(\p{L}+)\b\s*)?"#) { groups in
            guard let before = groups[0], let inside = groups[1], matches(inside, said) else { return nil }
            let after = groups[2] ?? ""
            return before + " " + (after.isEmpty || after.lowercased() == before.lowercased() ? "" : after + " ")
        }
        let toChild = #"(?:be\s+quiet|stop\s+(?:that|it)|get\s+down|shoes\s+on|not\s+now|leave\s+it|put\s+that\s+down|come\s+here|hurry\s+up|teeth|bed|shh+)"#
        var result = replace(current, #",\s*(?-i:\p{Lu})[\p{L}'’-]+\s*,?\s+"# + toChild + #"(?:\s+please)?\s*!?\s*,"#, with: ",")
        result = replace(result, #",\s*(?-i:\p{Lu})[\p{L}'’-]+\s*,\s*[\p{L}'’ ]{1,20}!\s*,"#, with: ",")
        result = replace(result, #"(?i),\s*(?:yes|coming|one\s+sec(?:ond)?|not\s+now|hang\s+on)\s*,?\s+(?:darling|love|sweetheart|sweetie|honey|dear|babe|mum|mom|dad)\b[^,]{0,30},"#, with: ",")
        return result
    }

    /// The speaker's situation said around a request: "I'm driving", "I'm in the shower", "my hands
    /// are full", "I'm out walking the dog", "from the train:".
    static let situation = #"(?:(?:i['’]m|i\s+am)\s+(?:(?:just|currently|still|out)\s+)*(?:driving|cooking|in\s+the\s+(?:car|shower|bath|loft|garden|kitchen|gym|queue)|on\s+the\s+(?:train|bus|tube|road|way\s+(?:home|to\s+work|out))|at\s+the\s+(?:gym|shops?|wheel)|walking\s+the\s+dog|running|shopping|washing\s+up|doing\s+the\s+dishes)(?:\s+right\s+now|\s+now|\s+at\s+the\s+moment)?|my\s+hands\s+are\s+(?:full|wet|dirty|busy)|(?:sorry|quick),?\s+(?:i['’]m\s+)?driving|from\s+the\s+(?:train|bus|car|plane|tube|gym|road))"#

    /// The command without the speaker's situation said before it ("I'm driving, so remind me…",
    /// "quick, I'm in the shower — remind me…", "from the train: add…") or after it ("…, I'm out
    /// walking the dog"). Said alone ("I'm driving") it is left as it is.
    static func withoutSituation(_ text: String) -> String {
        guard matches(text, situation) else { return text }
        var current = replace(text, #"(?i)^\W*(?:(?:quick|ok|okay|right)[,\s]+)?"# + situation + #"(?:\s*[,—–:-]\s*(?:so\s+)?|\s+so\s+)(?=\S)"#, with: "")
        current = replace(current, #"(?i)\s*,\s*"# + situation + #"\s*[.!?]*\s*$"#, with: "")
        return matches(current, #"\p{L}"#) ? current : text
    }

    /// The command without a short word trailed off before it ("ter... Thursday 2 o'clock,
    /// meeting with Tsogtbaatar…", "um… remind me…": a hesitation in any language, set 1024) and
    /// without the "now" of the speaker's situation when a time is said after it ("I'm on a zem
    /// now, abeg remind me in thirty-five minutes…", "I am frying now. forty minutes later remind
    /// me…", set 1026 and 1024): that "now" says where the speaker is, not when.
    static func withoutTrailingOffOrSituationNow(_ text: String) -> String {
        var current = replace(text, #"(?i)^\W*(?!(?:today|tonight|noon|tmrw|tmr|tmw|tomo|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|no|not|yes)\b)\p{Ll}{1,5}\s*(?:\.{3,}|…)\s*(?=\S)"#, with: "")
        current = replace(current, #"(?i)^(\W*(?:i['’]m|i\s+am|we['’]re|we\s+are)(?:\s+[\p{L}'’-]+){1,6}?)\s+now(?=\s*[,.;:!]\s*\S.*\b(?:in\s+(?:an?|\d+|[a-z]+(?:[- ][a-z]+)?)\s+(?:minutes?|mins?|hours?|hrs?)|(?:minutes?|mins?|hours?|hrs?)\s+(?:later|from\s+now)|at\s+\d|tomorrow|tonight)\b)"#, with: "$1")
        return matches(current, #"\p{L}"#) ? current : text
    }

    /// The command without talk-fillers, words of urgency and another assistant's name around the
    /// request, and with a household's "us" read as the speaker's own request (the household
    /// shares Hearth).
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: The command as said plainly; a text without any of these words is returned as it is.
    public static func withoutFillers(_ text: String) -> String {
        guard matches(text, #"\b(?:like|know|basically|literally|yeah|urgent\w*|important|priority|whatever|please|seriously|asap|right|us|we|alexa|siri|google|cortana|bixby|computer)\b|a\.s\.a\.p|\?\s*$|^(?i:put|mark|book)\s+me\b"#) else { return text }
        var current = text
        // ", like,", ", you know,", ", so yeah,": set apart by commas.
        current = replace(current, #"(?i),\s*(?:"# + hesitation + #"\s*,\s*)?"# + commaFillers + #"\s*,\s*"#, with: " ")
        // ", seriously, don't let me miss it": no part of the task.
        current = replace(current, #"(?i),\s*(?:seriously\s*,\s*)?(?:don['’]t|do\s+not)\s+let\s+me\s+(?:miss|forget)\s+(?:it|this|that)\s*[.!]*\s*$"#, with: "")
        current = replace(current, #"(?i),\s*seriously\s*(?=,)"#, with: "")
        // "at like 4", "in like 10 minutes": "like" before a time is "around", which is the time.
        current = replace(current, #"(?i)\b(at|around|by|in|for|from|until|till|about)\s+like\s+(?=\d|"# + clockWordStart + #"\b|an?\s+(?:hour|minute|week|day)|half\b)"#, with: "$1 ")
        // Before the request: "so basically…", "like, …", "so yeah, …", "basically I need…".
        current = replace(current, #"(?i)^(?:(?:so|okay\s+so|ok\s+so)\s+)?(?:(?:like|basically|literally|so\s+yeah|you\s+know|honestly)\s*,?\s+)+"#, with: "")
        current = replace(current, #"(?i)^so\s+(?=(?:add|remind|put|schedule|book|e-?mail|send|note|make|set|read|did|has|have|any|create|write|jot)\b)"#, with: "")
        current = replace(current, #"(?i)\b(i|we)\s+(?:literally|basically|really|just)\s+(?=need\b|want\b)"#, with: "$1 ")
        // "…, right?", "…, is that ok?", "…, can you do that?", "…, got it?" after the request (not
        // after a message, whose own words it may be).
        current = replace(current, #"(?i),\s*right\s*\?+\s*$"#, with: "")
        if !matches(current, #"\b(?:saying|say|tell|telling|message|body)\b|:(?!\d)"#) {
            current = replace(current, #"(?i),\s*(?:(?:is|would)\s+that\s+be\s+(?:ok(?:ay)?|alright|all\s+right|possible|fine)|is\s+that\s+(?:ok(?:ay)?|alright|all\s+right|possible|fine)|can\s+you\s+do\s+that|got\s+it|ok(?:ay)?|alright|all\s+right|does\s+that\s+work|makes?\s+sense|cool|yeah|understood)\s*\?+\s*$"#, with: "")
        }
        // Another assistant's wake word or name ("Alexa, …", "OK Google …", "hey Siri …",
        // "computer, …", "…, thanks Alexa"), and a slip to Hearth's ("Alexa sorry I mean Hearth, …").
        current = replace(current, #"(?i)^(?:(?:(?:hey|hi|ok|okay|yo)\s+(?:alexa|siri|google|cortana|bixby|computer)|alexa|siri|cortana|bixby)\b(?:\s*,?\s+sorry,?\s+i\s+mean(?:t)?\s+hearth)?\s*[,.!:]?\s+|computer\s*[,:]\s+)"#, with: "")
        current = replace(current, #"(?i),?\s+(?:thanks|thank\s+you|cheers)\s*,?\s+(?:alexa|siri|google|cortana|bixby)\s*[.!]*\s*$|,\s*(?:alexa|siri|cortana|bixby|computer)\s*[.!]*\s*$"#, with: "")
        // Words of urgency before the request ("urgent: …", "important! …", "pretty please …"),
        // and a priority after it ("…, high priority").
        current = replace(current, #"(?i)^(?:(?:"# + urgencyOpening + #")\s*[:,!.–—-]+\s*|pretty\s+please\s*,?\s+)+"#, with: "")
        current = replace(current, #"(?i)^urgent\s+(?=(?:note|reminder|memo|e-?mail|event)\s*:)"#, with: "")
        current = replace(current, #"(?i),\s*(?:(?:it['’]s|this\s+is)\s+)?(?:(?:high|top)\s+priority|urgent)\s*[.!]*\s*$"#, with: "")
        // "email Gerlof ASAP saying…": how soon to send a message Hearth sends at once.
        current = replace(current, #"(?i)\s+(?:asap|a\.s\.a\.p\.?|as\s+soon\s+as\s+possible|urgently)\s+(?=(?:saying|to\s+say|and\s+say|telling)\b)"#, with: " ")
        // The household's own: "remind both of us…", "a reminder for the two of us…", "we need reminding".
        current = replace(current, #"(?i)(^(?:\S+\s+){0,4}?|,\s*)remind\s+(?:"# + wholeHousehold + #"|us)\b"#, with: "$1remind me")
        current = replace(current, #"(?i)^((?:\S+\s+){0,4}?)reminder\s+for\s+(?:"# + wholeHousehold + #"|us)\b"#, with: "$1reminder")
        current = replace(current, #"(?i)^we\s+need\s+reminding\b"#, with: "I need reminding")
        // "put us down for dinner at Halona's…", "sign us up for…".
        current = replace(current, #"(?i)\b(?:put\s+us\s+down|sign\s+us\s+up|pencil\s+us\s+in)\s+for\s+"#, with: "add ")
        // "put me down as on annual leave from the 21st…", "mark me as off on friday".
        current = replace(current, #"(?i)^(?:put\s+me\s+down|mark\s+me|book\s+me|put\s+me\s+in)\s+(?:as\s+)?(?:being\s+)?(?:on\s+)?(?=(?:annual\s+leave|leave|holiday|vacation|ooo|out\s+of\s+office|off|wfh|working\s+from\s+home|sick|parental\s+leave)\b)"#, with: "add ")
        // "make a note for all of us that…".
        current = replace(current, #"(?i)\b(note|memo|reminder)\s+for\s+(?:"# + wholeHousehold + #"|everyone|everybody|the\s+(?:family|household|house))\b"#, with: "$1")
        // "email Kiona from both of us saying…", "an email from us saying…".
        current = replace(current, #"(?i)\s+from\s+(?:"# + wholeHousehold + #"|us)\s+(?=(?:saying|to\s+say|and\s+say|telling)\b)"#, with: " ")
        let tidied = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: .whitespaces)
        return matches(tidied, #"\p{L}"#) ? tidied : text
    }

    /// A sigh or a curse said on its own before a request ("ugh, fine,", "fml,", "what a day.",
    /// "for god's sake,"), set apart by a mark.
    static let sigh = #"(?:u+g+h+|a+r+g+h+|u+r+g+h+|ffs|fml|omg|god|oh\s+god|oh\s+my\s+god|jeez|geez|sigh|meh|fine|ok(?:ay)?\s+fine|right\s+then|bloody\s+hell|for\s+(?:god|christ|fuck|pete|heaven)['’]?s\s+sake|for\s+crying\s+out\s+loud|shit|crap|damn(?:\s+it)?|dammit|goddamn(?:\s+it)?|god\s*dammit|fuck(?:\s+it|\s+me)?|bugger|bollocks|sod\s+it|hell|kill\s+me\s+now|what\s+a\s+(?:day|week|morning|nightmare)|so\s+fed\s+up|honestly|seriously)"#
    /// How the speaker feels, said before a request: "I'm so tired,", "I'm so stressed,", "I'm
    /// totally swamped.", "this is so annoying,", "this week is killing me.".
    static let feeling = #"(?:(?:i['’]?m|i\s+am|i\s+feel|feeling)\s+(?:(?:so|really|totally|completely|absolutely|just|a\s+bit|utterly|super|way\s+too)\s+)*(?:tired|stressed(?:\s+out)?|exhausted|shattered|knackered|fed\s+up|done|over\s+it|annoyed|busy|swamped|frazzled|cross|angry|grumpy|overwhelmed|sick\s+of\s+(?:this|it|everything)|burn[te]d?\s+out)|(?:this|that|it|today|this\s+week|my\s+day)\s+(?:is|has\s+been|was)\s+(?:(?:so|such|really|a|an|absolutely|just)\s+)*(?:annoying|ridiculous|nightmare|killing\s+me|the\s+worst|awful|exhausting|mad|insane|crazy|a\s+lot))"#

    /// The command without venting around the request, without a reply word before it ("yes,
    /// remind me…", "great, now add…") and without the speaker naming themself ("this is Arnav,
    /// remind me…", "Kavita here: add…"): a sigh or a curse before it ("ugh, fine,
    /// add…", "fml, I forgot again, remind me…"), how the speaker feels before it ("I'm so
    /// stressed, has Vailea emailed me"), a grudge before a "but" ("honestly I can't be bothered
    /// but add…", "I'm dreading it but add…"), and one after it (", kill me now", ", I've earned
    /// it", ", lol"). A message keeps its own words ("email Mosese saying sorry, today's been a
    /// nightmare").
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: The command without the venting; a text that is only venting is returned as it is.
    public static func withoutVenting(_ text: String) -> String {
        var current = replace(text, #"(?i)^(?:(?:"# + sigh + "|" + feeling + #"|i\s+forgot\s+again|i\s+keep\s+forgetting)\s*[,.!:;…–—-]+\s*)+(?=\S)"#, with: "")
        // A request's first word, after what is taken out before it.
        let requestNext = #"(?:please\s+)?(?:remind|add|put|schedule|book|e-?mail|send|note|make|set|create|read|any|did|has|have|check)\b"#
        // "yes, remind me…", "yep add…", "great, now remind me…", "alright then, note that…": a
        // reply word before a request, as if answering.
        current = replace(current, #"(?i)^(?:(?:yes|yeah|yep|yup|sure(?:\s+thing)?|ok(?:ay)?|okey-?dokey|alright(?:\s+then)?|all\s+right(?:\s+then)?|right(?:\s+then)?|cool|great|perfect|lovely|brilliant|good)(?:\s+please)?\s*[,.!–—-]*\s+)+(?:(?:and|now|then|also)\s*,?\s+)?(?="# + requestNext + ")", with: "")
        // "this is Arnav, remind me…", "Kavita here: add…", "it's Sneha speaking, email…", "hi,
        // Aditya again — …": the speaker naming themself, as on a shared device.
        current = replace(current, #"(?i)^(?:(?:hi|hello|hey)\s*,?\s+)?(?:(?:this\s+is|it['’]s)\s+(?-i:\p{Lu})[\p{L}'’-]+(?:\s+(?:here|speaking|again|calling))?|(?-i:\p{Lu})[\p{L}'’-]+\s+(?:here|speaking|again|calling))\s*[,:.!–—-]+\s*(?="# + requestNext + ")", with: "")
        // "honestly I can't be bothered but add…": a lead-in with no request and no time in it.
        let request = #"(?:please\s+)?(?:add|remind|put|schedule|book|e-?mail|send|note|make|set|create|pencil|read|jot|write)\b"#
        if let lead = captures(current, #"(?i)^(.{3,60}?)\s*,?\s+but\s+(?="# + request + ")")?.first ?? nil,
           !matches(lead, #"\b(?:remind|add|put|schedule|book|e-?mail|send|note|make|set|create|ask|check|show|run|tell)\b|\d|\b(?:today|tomorrow|tonight|morning|afternoon|evening|night|week|month|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|not|never|no)\b"#),
           matches(lead, #"^(?:honestly\s+|tbh\s+|to\s+be\s+honest\s+|ok(?:ay)?\s+)?(?:i\b|i['’]|it['’]s\b|it\s+is\b|this\b|that['’]s\b|sorry\b)"#) {
            current = replace(current, #"(?i)^.{3,60}?\s*,?\s+but\s+(?="# + request + ")", with: "")
        }
        // ", kill me now", ", I've earned it", ", lol": after the request, not after a message.
        if !matches(current, #"\b(?:saying|say|tell|telling|that\s+says)\b|:"#) {
            current = replace(current, #"(?i)\s*[,.;!…–—-]+\s*(?:(?:for\s+(?:god|christ|fuck|pete|heaven)['’]?s\s+sake|ffs)(?:\s*,?\s*(?:don['’]?t|do\s+not)\s+let\s+me\s+(?:forget|miss)(?:\s+(?:it|this|that))?)?|kill\s+me\s+now|fml|u+g+h+|lol|lmao|sigh|i['’]ve\s+earned\s+it|i\s+deserve\s+it|wish\s+me\s+luck|god\s+help\s+me|what\s+a\s+(?:day|week|nightmare)|typical|of\s+course)\s*[.!]*\s*$"#, with: "")
        }
        let tidied = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: .whitespaces)
        return matches(tidied, #"\p{L}"#) ? tidied : text
    }
}

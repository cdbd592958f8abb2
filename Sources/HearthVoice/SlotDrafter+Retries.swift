import Foundation

/// A command said again after Hearth got it wrong, and speech that stumbles: the words of a retry
/// before the request ("no, I said remind me at 5…", "again: add lunch…", "let me try that again.",
/// "it's Sjúrður, not Sigurd. remind me…", "not a note, a reminder: water the plants at 6 pm") or
/// an opening about memory ("before I forget, …", "that reminds me, add…", "random thought: …"), and
/// words cut off and said again ("to c- call Mikel at f- at four", "add a a meeting", "I'll be, uh,
/// I'll be late").
extension SlotDrafter {
    /// The words of a retry that may open a command, each followed by a break (a comma, a colon,
    /// a full stop or a space).
    static let retryOpeners = [
        #"(?:ugh+|argh+|sigh|jeez|come\s+on|seriously)"#,
        #"no(?:[\s,]+no)*"#,
        #"(?:let\s+me\s+|let['’]s\s+)?try(?:ing)?\s+(?:that\s+|it\s+|this\s+)?again"#,
        #"let\s+me\s+(?:say|put)\s+(?:that|it)\s+(?:again|differently|another\s+way)|let\s+me\s+rephrase(?:\s+that)?"#,
        #"(?:once\s+more|one\s+more\s+time|again)(?:\s+(?:then|now|please))?"#,
        #"for\s+the\s+(?:second|third|fourth|fifth|last|umpteenth|hundredth|\d{1,3}(?:st|nd|rd|th))\s+time"#,
        #"listen(?:\s+(?:carefully|closely|up))?|slowly(?:\s+(?:this\s+time|now))?|this\s+time"#,
        #"(?:you\s+)?(?:misheard|misunderstood|got\s+(?:it|that|me)\s+wrong)(?:\s+me)?"#,
        #"(?:that\s+was|that['’]s|that\s+is)\s+(?:wrong|not\s+(?:it|right|what\s+i\s+(?:said|meant|asked(?:\s+for)?)))"#,
        #"wrong\s+(?:time|day|date|person|name|one|thing)"#,
        // "it's Sjúrður, not Sigurd", "it's the 8th, not the 18th", "the email goes to Rógvi, not
        // Roger", "not today, tomorrow": what was misheard, put right before the request said again.
        #"(?:it['’]s|it\s+is|that['’]s|the\s+[\p{L}]+\s+(?:goes\s+to|is\s+for|is))\s+[^,.:;!?]{1,30},\s*not\s+[^,.:;!?]{1,30}(?=\s*[.:;!])"#,
        #"not\s+[^,.:;!?]{1,20}(?:,\s*(?:but\s+)?[^,.:;!?]{1,20})?(?=\s*[.:;!])"#,
        #"(?:what\s+)?i\s+(?:said|meant|wanted|asked\s+for)(?:\s+(?:was|is))?"#,
        // An opening about memory: "before I forget", "that reminds me", "random thought".
        #"(?:quick\s+one\s+)?before\s+(?:i\s+forget(?:\s+again)?|it\s+slips\s+my\s+mind)|while\s+i\s+(?:remember|think\s+of\s+it)|while\s+it['’]s\s+(?:on\s+my\s+mind|fresh(?:\s+in\s+my\s+mind)?)"#,
        #"(?:just\s+)?so\s+i\s+don['’]t\s+forget|that\s+reminds\s+me|random\s+thought|(?:and\s+)?one\s+more\s+thing|(?:this\s+)?just\s+popped\s+into\s+my\s+head"#,
        #"thinking\s+about\s+it|(?:it\s+)?slipped\s+my\s+mind(?:\s+earlier)?|i\s+(?:nearly|almost)\s+forgot|(?:i\s+)?just\s+remembered|speaking\s+of\s+which|quick\s+one|by\s+the\s+way|btw"#,
        // An afterthought: "come to think of it", "on second thought", "while we're at it", "you know what".
        #"come\s+to\s+think\s+(?:of|about)\s+it|now\s+(?:that\s+)?i\s+think\s+(?:of|about)\s+it|on\s+(?:second|further)\s+thoughts?|on\s+reflection|while\s+(?:we['’]re|i['’]m)\s+at\s+it|incidentally|oh\s+yeah|random(?:ly)?(?:\s+but)?|(?:actually\s*,?\s*)?you\s+know\s+what"#,
        // An apology or a word against oneself: "sorry to bother you, but", "sorry, me again",
        // "forgive me, I'm useless with dates:", "I know it's silly, but", "don't laugh, but".
        #"(?:i['’]?m\s+|i\s+am\s+)?(?:so\s+|really\s+|very\s+)?sorry(?:\s+to\s+(?:bother|trouble|pester|bug)\s+you(?:\s+again)?|\s+to\s+be\s+a\s+(?:pain|nuisance)|\s+if\s+this\s+is\s+a\s+lot|\s+for\s+(?:the\s+)?(?:bother|trouble|late\s+notice))?"#,
        #"(?:my\s+)?apologies(?:\s+(?:in\s+advance|for\s+the\s+(?:bother|trouble|late\s+notice)|again))?|i\s+apologi[sz]e(?:\s+in\s+advance)?|(?:forgive|pardon|excuse)\s+me(?:\s+for\s+asking)?|(?:it['’]s\s+)?me\s+again"#,
        #"i['’]?m\s+(?:a\s+(?:mess|disaster|wreck)|(?:useless|hopeless|terrible)\s+with\s+[\p{L}]+)(?:\s+today)?|i\s+forgot\s+to\s+ask\s+(?:earlier|before)"#,
        #"i\s+know\s+(?:it['’]s|this\s+is)\s+(?:silly|daft|stupid|weird|a\s+lot|late)|this\s+(?:is\s+going\s+to|will|might)\s+sound\s+(?:silly|daft|stupid|weird|odd)|don['’]t\s+laugh|i\s+feel\s+(?:bad|awful|silly)\s+asking|i\s+hate\s+to\s+ask(?:\s+again)?|bear\s+with\s+me"#,
    ]
    /// Words that may come between a retry's words ("ok once more", "no, sorry, I said…") and
    /// make no retry by themselves.
    static let retryFillers = #"(?:ok|okay|right|so|sorry(?!\s+(?:to|if|for)\b)|well|oh|and|also|but|um+|uh+|er+)"#

    /// What a retry's opening words leave may be the request said again: these open one.
    static let requestOpening = #"^(?:remind|add|put|schedule|book|set|make|create|note|jot|write|take|e-?mail|send|read|check|any|did|has|have|is\s+there|pencil|pop|stick|please|can|could|would|will|i\s+need|i\s+want|i['’]d\s+like|what|give|reply|answer|respond)\b"#

    /// The kinds of thing a retry may name ("not a note, a reminder"), and the words that ask for
    /// one when the request that follows is said without them.
    static let retryKinds: [String: String] = [
        "reminder": "remind me to ", "event": "add ", "calendar event": "add ", "appointment": "add ",
        "note": "note that ", "email": "email ", "e-mail": "email ",
    ]

    /// The kinds a retry may name as one alternation, longest first.
    static let retryKindAlternation = retryKinds.keys.sorted { $0.count > $1.count }.joined(separator: "|")

    /// `text` without the words of a retry or an opening about memory before the request ("before I
    /// forget, add…", "oh, that reminds me, add the school concert…"; "no, I said remind me
    /// at 5 to call Jógvan" → "remind me at 5 to call Jógvan", "ugh, for the third time, remind
    /// me…", "it's Sjúrður, not Sigurd. remind me…", "no, I asked if Gunnvá emailed me" → "check
    /// if Gunnvá emailed me"), with the kind a retry names put into words when the request comes
    /// without them ("not a note, a reminder: water the plants at 6 pm" → "remind me to water the
    /// plants at 6 pm", "no, I said an event, not a reminder. dinner with Brandur on saturday" →
    /// "add dinner with Brandur on saturday"). A command whose opening words are followed by no
    /// request ("no, that's not what I said", "undo that") is returned as it is.
    public static func withoutRetry(_ text: String) -> String { withoutRetry(text, beforeAnything: false) }

    /// `text` without the words of a retry or an opening about memory, whatever follows them when
    /// `beforeAnything` ("before I forget, wake me at 6 sharp" → "wake me at 6 sharp", for the
    /// refusals to read), or only before a request.
    static func withoutRetry(_ text: String, beforeAnything: Bool) -> String {
        guard matches(text, #"^\W*(?:ugh|argh|sigh|jeez|come|seriously|now|on|incidentally|actually|ok|okay|right|so|sorry|well|oh|and|also|another|apologies|forgive|pardon|excuse|bear|don['’]t|me|i['’]m|my|um|uh|er|no|let|let's|try|trying|once|one|again|for|listen|slowly|this|you|misheard|that|that's|wrong|it|it's|the|not|what|i|an?|before|while|just|random|quick|thinking|slipped|speaking|by|btw)\b"#) else { return text }
        let kinds = retryKindAlternation
        let brk = #"[\s,.:;!–—-]+"#
        var current = text
        var kind: String?
        var removed = false
        var unnamed = false
        for _ in 0..<10 {
            // "not a note, a reminder", "an event, not a reminder", "I said a reminder, not a note"
            let named = #"(?i)^(?:(?:i\s+said|i\s+meant|i\s+wanted)\s+)?(?:not\s+(?:a|an)\s+(?:"# + kinds + #"),?\s*(?:but\s+)?(?:just\s+)?(?:a|an)\s+("# + kinds
                + #")|(?:a|an)\s+("# + kinds + #"),?\s+not\s+(?:a|an)\s+(?:"# + kinds + #"))"# + brk
            if let groups = captures(current, named), let said = groups.compactMap({ $0 }).first {
                kind = said.lowercased()
                current = replace(current, named, with: "")
                removed = true
                continue
            }
            // "I asked if Gunnvá emailed me": a question about mail.
            let asked = replace(current, #"(?i)^(?:what\s+)?i\s+asked(?:\s+you)?\s+(?=(?:if|whether)\b)"#, with: "check ")
            if asked != current { current = asked; removed = true; break }
            // "and another one, a call with Sakari on wednesday at 3 pm": one more request, of a
            // kind it does not name.
            let another = replace(current, #"(?i)^(?:and\s+)?another\s+one(?:\s+please)?"# + brk, with: "")
            if another != current, !another.isEmpty { current = another; removed = true; unnamed = true; continue }
            let unfilled = replace(current, "(?i)^" + retryFillers + brk, with: "")
            if unfilled != current, !unfilled.isEmpty { current = unfilled; removed = true; continue }
            var stripped = false
            for opener in retryOpeners {
                let next = replace(current, "(?i)^(?:" + opener + ")" + brk, with: "")
                if next != current, !next.isEmpty {
                    current = next
                    stripped = true
                    break
                }
            }
            guard stripped else { break }
            removed = true
        }
        guard removed else { return text }
        if let kind, !matches(current, requestOpening), let words = retryKinds[kind] {
            return words + current
        }
        return matches(current, requestOpening) || beforeAnything || unnamed ? current : text
    }

    /// `text` without the words of a request said once more, where they are no part of what it
    /// holds: "remind me a second time at 5:30 pm…", "email Hekla again saying…", "email Thora one
    /// more time saying…", "add swimming with Thora again next monday…" ("email Rok saying the sink
    /// is broken again" keeps its message's words).
    static func withoutOnceMore(_ text: String) -> String {
        guard matches(text, #"\b(?:again|once\s+more|one\s+more\s+time|a\s+second\s+time)\b"#) else { return text }
        let more = #"(?:again|once\s+more|one\s+more\s+time|a\s+second\s+time)"#
        var current = replace(text, #"(?i)^("# + politeOpening + #"remind\s+me)\s+"# + more + #"(?=\s+(?:at|on|in|tomorrow|today|tonight|next|this|every|to|about|that|for)\b)"#, with: "$1")
        current = replace(current, #"(?i)^(.*?\be-?mail\s+"# + beforeTheMessage + #")\s+"# + more + #"(?=\s+(?:saying|and\s+say|to\s+say|that|with\s+the\s+subject|about)\b)"#, with: "$1")
        if matches(current, #"(?i)^"# + politeOpening + #"(?:add|put|schedule|book|pencil)\b"#),
           !matches(current, #"\b(?:saying|that\s+says|to\s+say)\b"#) {
            current = replace(current, #"(?i)(?<!same)(?<!the\s)\s+"# + more + #"(?=\s+(?:next|this|on|at|tomorrow|today|tonight|every|from|for)\b)"#, with: "")
        }
        return current
    }

    /// `text` with a length said as more of it, or after a wait, said plainly, in a request for a
    /// reminder: "remind me in another hour…" → "remind me in an hour…", "in two more days" → "in
    /// two days", "in a further two weeks" → "in two weeks", "in an extra half hour" → "in a half
    /// hour", "give it 20 more minutes then remind me to…" → "remind me in 20 minutes to…". A
    /// note's or a message's words keep theirs ("note that the bread needs another 20 minutes").
    static func lengthsSaidAsMore(_ text: String) -> String {
        guard matches(text, #"\b(?:another|more|further|extra|additional)\b"#),
              matches(text, #"^(?:please\s+)?(?:remind|ping|nudge|give\s+(?:it|me|us)|in\s|after\s)"#) else { return text }
        let unit = #"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|years?)"#
        // "another", "a further", "an extra", "an additional" ("one more" not before "half an hour").
        let further = #"(?:another|a\s+further|an\s+extra|an\s+additional)"#
        let more = #"(?:"# + further + #"|one\s+more)"#
        let number = #"(?:\d+|a\s+few|a\s+couple\s+of|a\s+half|half\s+an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty(?:[-\s]five)?|forty|fifty|ninety)"#
        // "give it 20 more minutes then remind me to…": remind then.
        var current = replace(text, #"(?i)^(?:please\s+)?give\s+(?:it|me|us)\s+(?:another\s+)?("# + number + #")\s+(?:more\s+)?("# + unit + #")\s*,?\s+(?:then|and)\s+(remind\s+me)\b"#, with: "$3 in $1 $2")
        current = replace(current, #"(?i)\b(in|after)\s+"# + more + #"\s+(?=(?:"# + number + #")\s+"# + unit + #"\b)"#, with: "$1 ")
        current = replace(current, #"(?i)\b(in|after)\s+"# + more + #"\s+(hour|hr)\b"#, with: "$1 an $2")
        current = replace(current, #"(?i)\b(in|after)\s+"# + more + #"\s+(minute|min|day|week|fortnight|month|year)\b"#, with: "$1 a $2")
        current = replace(current, #"(?i)\b(in|after)\s+"# + further + #"\s+half\s+(?:an?\s+)?hour\b"#, with: "$1 half an hour")
        current = replace(current, #"(?i)\b(in|after)\s+("# + number + #")\s+more\s+("# + unit + #")\b"#, with: "$1 $2 $3")
        return current
    }

    /// The words after "email" up to what the message says: recipients, never the message's own
    /// words ("email Jo saying we should meet again about the plan" keeps its "again").
    static let beforeTheMessage = #"(?:(?!\b(?:saying|say|says|that|about|subject|telling|tell)\b)[^,])+?"#

    /// Small words a speaker says twice without meaning to ("add a a meeting", "email Hodei and
    /// and Eider", "for for an hour").
    static let saidTwice = #"(?i)\b(a|an|the|to|and|i|my|at|for|of|with|me|you|remind\s+me)\s+\1\b"#

    /// `text` with words cut off and said again as said once: a fragment before the word it
    /// starts ("to c- call Mikel", "sched- schedule", "em- email Iñaki"), a phrase restarted after
    /// a fragment ("at f- at four", "on thurs- on friday": the day or time said last), a small word
    /// said twice ("the the school play"), words said again after a hesitation ("I'll be, uh,
    /// I'll be late", "add, um, add drinks"), a phrase said again after a dash ("at 6— at 6:30
    /// pm") and words said again after a comma ("at, at 5 pm", "tomorrow, tomorrow morning").
    public static func withoutStutters(_ text: String) -> String {
        var current = text
        if current.contains("- ") {
            // "at f- at four", "on thurs- on friday", "set a rem- a reminder": the phrase said again.
            current = replace(current, #"(?i)\b([\p{L}]+)\s+[\p{L}]{1,8}-\s+\1\b"#, with: "$1")
            // "c- call", "sched- schedule": a fragment of the word after it.
            current = replace(current, #"(?i)(?<![\p{L}-])([\p{L}]{1,8})-\s+(?=\1)"#, with: "")
        }
        if current.contains("— ") || current.contains("– ") || current.contains("- ") {
            // "at 6— at 6:30 pm", "I'll be- I'll be there": the phrase said again after a dash that
            // cuts it off ("dec 19 – dec 22" is a span).
            current = replace(current, #"(?i)\b([\p{L}'’]+)(?:\s+[\p{L}\d:'’]+){0,2}[—–-]\s+\1\b(?!\s+(?:the\s+)?(?:latest|earliest|least|most)\b)"#, with: "$1")
        }
        current = replace(current, saidTwice, with: "$1")
        current = replace(current, #"(?i)\b((?:[\p{L}'’]+\s+){0,3}[\p{L}'’]+),\s+(?:u+h+|u+m+|e+r+m*|e+h+)\s*,?\s+\1\b"#, with: "$1")
        // "at, at 5 pm", "put, put", "tomorrow, tomorrow morning at 7", "the 9th, the 9th of
        // december": a word or two said again after a comma, before what a message says.
        let cut = messageStart(in: current, bareTelling: true)
        current = replace(String(current[..<cut]), #"(?i)\b((?:[\p{L}\d'’]+\s+){0,2}[\p{L}\d'’]{2,}),\s+\1(?![\p{L}\d'’])"#, with: "$1") + current[cut...]
        return current
    }
}

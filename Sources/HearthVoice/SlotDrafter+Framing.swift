import Foundation

/// What is said around a request without being part of it: a question about what Hearth can do
/// ("can you do reminders? remind me at 5 pm to…", "not sure if you can do this, but add…", "…,
/// thanks in advance", "…, if you can do that"), a try or a test ("let's try this: remind me…",
/// "testing, testing, …", "try adding…", "see if you can add…"), and the whole command said twice
/// in one breath ("remind me at 5 pm to call Ilmar, remind me at 5 pm to call Ilmar").
extension SlotDrafter {
    /// The words a request opens with, after what frames it.
    static let framedRequest = #"(?:(?:please|so|ok|okay|then|just)\s+)*(?:remind|add|put|pop|stick|pencil|set|make|create|note|jot|write|save|e-?mail|send|read|check|schedule|book|any\s+e-?mails|i\s+need\s+(?:one|a\s+reminder))\b"#

    /// `text` without a question about what Hearth can do before the request or a courtesy after
    /// it ("are you able to set reminders? if so, remind me…" → "remind me…", "do you do
    /// reminders? I need one on friday…" → "remind me on friday…", "…, thanks in advance" → "…"),
    /// or `text` as it is. The question alone ("can you do reminders?") is left as it is.
    public static func withoutCapabilityQuestion(_ text: String) -> String {
        var current = replace(text, #"(?i)\s*,?\s*(?:(?:thanks|thank\s+you|cheers|ta)\s+in\s+advance|if\s+you\s+can(?:\s+do\s+(?:that|this|it))?|if\s+that['’]?s\s+(?:possible|something\s+you\s+can\s+do))[.!?]*$"#, with: "")
        if current.isEmpty { current = text }
        let question = #"(?i)^(?:(?:can|could|will|would|are|do|does)\s+you\s+(?:\S+\s+){0,6}?\S+\s*\?|(?:i['’]?m\s+)?not\s+sure\s+(?:if|whether)\s+you\s+(?:\S+\s+){0,5}?\S+\s*,?\s+but|i\s+(?:don['’]t|do\s+not)\s+know\s+(?:if|whether)\s+you\s+(?:\S+\s+){0,5}?\S+\s*,?\s+but|no\s+idea\s+(?:if|whether)\s+you\s+(?:\S+\s+){0,5}?\S+\s*,?\s+but)\s*(?:(?:if\s+so|if\s+you\s+can|great|good|cool|ok(?:ay)?|then|in\s+that\s+case)[,\s]+)*"#
        guard let asked = captures(current, "(" + question + ")")?.first ?? nil,
              case let rest = String(current.dropFirst(asked.count)), matches(rest, "^" + framedRequest) else { return current }
        // "do you do reminders? I need one on friday at noon to pay Agnese": the one is a reminder.
        if matches(asked, #"\breminders?\b"#), let needed = captures(rest, #"(?i)^i\s+need\s+(?:one|a\s+reminder)\s+(.+)$"#)?.first ?? nil {
            return "remind me " + needed
        }
        return rest
    }

    /// `text` without its framing as a try, a test or an announcement ("let's try this: remind
    /// me…", "here's what I need: …", "what I want you to do is add…", "testing, testing, remind
    /// me…", "a quick test, add…", "let's see if this works: note that…") and with
    /// "try adding…", "try to put…", "see if you can add…" asked plainly ("add…", "put…"), when a
    /// request follows; `text` as it is otherwise ("testing, testing, one two three").
    public static func withoutTrial(_ text: String) -> String {
        // The request announced first: "here's what I need: remind me…", "one thing: add…", "what I
        // want you to do is add…", "all I need is a reminder at 5 to…", "all I want is the quiz in
        // the calendar for saturday".
        // A request meant to be asked before: "what I wanted was a reminder at…", "I forgot to ask
        // you to email…", "I was going to ask you whether Perun has emailed", "I wanted you to…".
        let meant = #"(?i)^i\s+(?:was\s+going\s+to|was\s+gonna|meant\s+to|forgot\s+to|wanted\s+to|should\s+have|should['’]ve|['’]ve\s+been\s+meaning\s+to|have\s+been\s+meaning\s+to|had\s+meant\s+to)\s+(?:ask|asked|get|got)\s+you(?:\s+earlier)?\s+"#
        let announced = [(#"(?i)^(?:all\s+i\s+(?:need|want)\s+is|what\s+i\s+(?:really\s+)?(?:wanted|needed|was\s+after)\s+was)\s+an?\s+reminder\s+"#, "remind me "),
                         (#"(?i)^(?:all\s+i\s+(?:need|want)\s+is|what\s+i\s+(?:really\s+)?(?:wanted|needed|was\s+after)\s+was)\s+(.+?)\s+(?:in|on)\s+(?:the|my|our)\s+(?:calendar|diary)\b"#, "add $1"),
                         (meant + #"(?:whether|if)\s+"#, "check if "),
                         (meant + #"to\s+"#, ""),
                         (#"(?i)^i\s+wanted\s+you\s+to\s+"#, ""),
                         // The request put as a question about what Hearth is able to do: "are you able
                         // to…", "is it in your power to…" ("are you capable of setting…" is `plainAsk`'s).
                         (#"(?i)^(?:are\s+you\s+able\s+to|would\s+you\s+be\s+able\s+to|is\s+it\s+in\s+your\s+power\s+to|can\s+you\s+manage\s+to|is\s+it\s+possible\s+for\s+you\s+to|do\s+you\s+think\s+you\s+could|(?:is\s+there\s+)?any\s+way\s+you\s+(?:could|can))\s+"#, ""),
                         (#"(?i)^(?:here['’]s\s+(?:what\s+i\s+(?:need|want)|the\s+thing|one\s+for\s+you)|(?:just\s+)?(?:one|another|one\s+more|a\s+quick|quick)\s+(?:thing|one)|the\s+only\s+thing\s+is)\s*[:,.!–—-]+\s*|^(?:what|all)\s+i\s+(?:need|want)(?:\s+you\s+to\s+do)?\s+is\s+(?:for\s+you\s+)?(?:to\s+)?"#, "")]
        for (pattern, template) in announced {
            let next = replace(text, pattern, with: template)
            if next != text, matches(next, "^" + framedRequest) { return withoutTrial(next) }
        }
        let framing = #"(?i)^(?:(?:ok(?:ay)?|right|so|and)[,\s]+)*(?:let['’]?s\s+(?:try|test)(?:\s+(?:this|it|that|this\s+out|e-?mails?|reminders?|notes?|events?|the\s+calendar))?|let\s+me\s+(?:try|test)(?:\s+(?:this|it|that))?|let['’]?s\s+see\s+if\s+(?:this|it)\s+works|(?:just\s+)?testing(?:\s+(?:this|it)(?:\s+out)?)?(?:[,\s]+testing)*(?:[,\s]+(?:one|1)[,\s]+(?:two|2)(?:[,\s]+(?:three|3))?)?|(?:(?:a|one|another)\s+)?(?:quick\s+)?(?:test|trial)(?:\s+run)?|this\s+is\s+(?:just\s+)?a\s+test)\s*[:,.!–—-]+\s*"#
        let cut = replace(text, framing, with: "")
        let current = cut != text && matches(cut, "^" + framedRequest) ? cut : text
        guard let groups = captures(current, #"(?i)^(?:try(?:\s+to)?|see\s+if\s+you\s+can|see\s+whether\s+you\s+can)\s+(add(?:ing)?|put(?:ting)?|remind(?:ing)?|set(?:ting)?|make|making|note|noting|e-?mail(?:ing)?|send(?:ing)?|read(?:ing)?|schedul(?:e|ing)|book(?:ing)?|pencil(?:l?ing)?)\b(.*)$"#),
              let verb = groups[0], let after = groups[1] else { return current }
        return (requestVerbForms[verb.lowercased()] ?? verb) + after
    }

    /// The command said twice in one breath ("remind me at 5 pm to call Ilmar, remind me at 5 pm to
    /// call Ilmar", "…. I repeat, …", "add dinner with Ilmar on thursday, dinner with Ilmar on
    /// thursday"): the first saying, and whether the two differ in their times or days ("at 5
    /// pm…, at 6 pm…"); nil when nothing is said twice.
    public static func saidTwice(_ text: String) -> (first: String, differs: Bool)? {
        func words(_ s: some StringProtocol) -> [String] {
            s.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" && $0 != ":" }).map(String.init)
        }
        let all = words(text)
        guard all.count >= 6 else { return nil }
        let again = Set(["i", "repeat", "said", "again", "once", "more", "please"])
        let timeish = #"^(?:\d{1,2}(?::\d\d)?(?:am|pm)?|am|pm|noon|midnight|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th))$"#
        // A break between the two sayings: a comma, a stop, "...", or a dash.
        guard let regex = compiled(#"(?:\.\.\.|…|[,.;!?]|\s[–—-])\s+"#) else { return nil }
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            let first = String(text[..<range.lowerBound])
            var second = words(text[range.upperBound...])
            while let head = second.first, again.contains(head), second.count > 1 { second.removeFirst() }
            while let tail = second.last, tail == "please" { second.removeLast() }
            let one = words(first)
            guard one.count >= 3 else { continue }
            // "add dinner with Ilmar…, dinner with Ilmar…": said again without the request's verb.
            let compared = second.count < one.count && Array(one.suffix(second.count)) == second ? Array(one.suffix(second.count)) : one
            guard compared.count == second.count, compared.count >= 3 else { continue }
            let differing = zip(compared, second).filter { $0 != $1 }
            if differing.isEmpty { return (first, false) }
            if differing.count <= 3, differing.allSatisfy({ matches($0.0, timeish) && matches($0.1, timeish) }) { return (first, true) }
        }
        return nil
    }
}

import Foundation

/// Words about asking said with a request: "just do it, don't ask: remind me…", "…, no need to
/// confirm", "skip the confirmation and add…", "email Ġużi saying…, and send it straight away
/// without asking". They change nothing of what is run or whether Hearth asks (the gates stay as
/// they are, and mail is always shown first), and they are no part of the task, the name or the
/// message. A speaker who asks to be asked ("…, but run it by me first", "check with me first,
/// but…", "show me before you add it:", "ask me to confirm, then…", "…, but let me read it before
/// it goes") is asked ("asksToBeAsked(_:)").
extension SlotDrafter {
    /// Saying Hearth need not ask: "don't ask (me)", "no need to confirm", "you don't need to check
    /// with me", "don't bother confirming", "without asking (me anything)", "no questions (asked)",
    /// "skip the confirmation".
    static let noNeedToAsk = #"(?:(?:you\s+)?(?:don['’]?t|do\s+not)\s+(?:need\s+to\s+|have\s+to\s+)?(?:ask(?:\s+me)?(?:\s+anything)?|confirm(?:\s+it)?|check(?:\s+with\s+me)?|bother\s+(?:asking|confirming|checking)(?:\s+(?:me|with\s+me))?)|no\s+need\s+to\s+(?:ask|confirm|check)(?:\s+(?:me|with\s+me))?|without\s+(?:asking|confirming|checking)(?:\s+(?:me|with\s+me))?(?:\s+anything)?(?:\s+first)?|no\s+questions(?:\s+asked)?|skip\s+the\s+confirmations?|no\s+confirmation(?:\s+needed)?)"#
    /// Asking to be asked: "ask me first", "ask me before you save it", "check with me first", "run
    /// it by me first", "show me (it) first", "show me before you add it", "ask me to confirm
    /// (it)", "let me read / see / check it before it goes".
    static let askMeFirst = #"(?:ask\s+me\s+(?:first|before\s+you\s+(?:save|add|send|set|do|book|put)\s+(?:it|that|this))|check\s+with\s+me\s+first|run\s+(?:it|this|that)\s+(?:by|past)\s+me\s+first|show\s+me\s+(?:it\s+|this\s+|that\s+)?(?:first|before\s+you\s+(?:save|add|send|set|do|book|put)\s+(?:it|that|this))|ask\s+me\s+to\s+confirm(?:\s+(?:it|that|this))?(?:\s+first)?|let\s+me\s+(?:read|see|check|look\s+at)\s+(?:it|that|this)\s+(?:first|before\s+(?:it\s+goes|it['’]s\s+sent|you\s+send\s+it|sending\s+it|it\s+goes\s+out)))"#
    /// Sending a message at once: "send it straight away / right away / now / at once".
    static let sendAtOnce = #"send\s+it\s+(?:straight\s+away|right\s+away|immediately|at\s+once|now)"#

    /// The command without words about asking around the request: "just do it, don't ask:",
    /// "without asking me anything,", "skip the confirmation and", "check with me first, but", "show
    /// me before you add it:", "ask me to confirm, then" before it; ", no need to confirm", ", and
    /// don't bother confirming", ", but run it by me first", ", and send it straight away without
    /// asking", ", but let me read it before it goes" after it; ", no questions" before a colon.
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: The command without them; a text that is only such words is returned as it is.
    public static func withoutAskingWords(_ text: String) -> String {
        guard matches(text, #"\b(?:ask\w*|confirm\w*|check\w*|questions|run\s+it|show\s+me|let\s+me|send\s+it)\b"#) else { return text }
        var current = text
        // Before the request: "just do it, don't ask:", "without asking me anything,", "don't
        // confirm, just…", "skip the confirmation and…", "check with me first, but I want…",
        // "show me before you add it:", "ask me to confirm, then…".
        let opening = #"(?i)^(?:(?:ok|okay|so|please|and)[,\s]+)*(?:(?:just\s+)?(?:do\s+it|go\s+ahead)\s*[,:.!-]*\s+)?(?:"#
        current = replace(current, opening + noNeedToAsk + "|" + askMeFirst + #")\s*(?:[,:.!–—-]+\s*|\s+)(?:(?:and|but|then|so)\s+)?(?:(?:then|just|please)\s*,?\s+)?"#, with: "")
        current = replace(current, #"(?i)^(?:just\s+)?do\s+it\s*,?\s*(?:and\s+)?(?:don['’]?t|do\s+not)\s+ask(?:\s+me)?\s*[,:.!–—-]+\s*"#, with: "")
        // After it: ", no need to confirm", ", quick, don't ask me", ", you don't need to check
        // with me", ", but run it by me first", ", and send it straight away without asking".
        // After a message ("saying…"), only words about sending it: the rest may be the message's
        // own ("email Alfio saying I'm fine, don't ask me").
        let message = matches(current, #"\b(?:saying|say|tell|telling|that\s+says)\b"#)
        let notAsked = message ? #"(?:without\s+(?:asking|confirming)(?:\s+me)?(?:\s+anything)?|(?:no\s+need\s+to|(?:don['’]?t|do\s+not))\s+confirm(?:\s+it)?)"# : noNeedToAsk
        current = replace(current, #"(?i)\s*(?:[,;.–—-]\s*|\s+(?=(?:and|but|so)\s))(?:(?:and|but|so)\s+)?(?:(?:quick(?:ly)?|please|just)\s*,?\s+)*(?:"# + notAsked + "|" + askMeFirst + "|" + sendAtOnce + #"(?:\s*,?\s+(?:and\s+)?"# + notAsked + #")?)(?:\s+(?:first|again|please))?\s*[.!]*\s*$"#, with: "")
        // Before a colon: "note without asking:", "just save a note, no questions:".
        current = replace(current, #"(?i)\s*,?\s+(?:"# + noNeedToAsk + #")\s*(?=:)"#, with: "")
        let tidied = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: .whitespaces)
        return matches(tidied, #"\p{L}"#) ? tidied : text
    }

    /// True when the speaker asks to be asked before the request is run: "…, but run it by me
    /// first", "check with me first, but…", "show me before you add it:", "ask me to confirm,
    /// then…", "…, and ask me before you save it". Hearth asks, whatever its confidence.
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: True when it asks to be asked.
    public static func asksToBeAsked(_ text: String) -> Bool {
        guard matches(text, #"\b(?:ask|check|run|show|let)\b"#) else { return false }
        let after = #"(?:[,;.–—-]\s*|\s(?:and|but|so)\s+)(?:(?:and|but|so)\s+)?"# + askMeFirst + #"\s*[.!]*\s*$"#
        // A message's own words may say it ("email Tala saying ask me first next time"): after
        // one, only the words that end the command ask.
        if matches(text, #"\b(?:saying|say|tell|telling|that\s+says)\b"#) { return matches(text, after) }
        return matches(text, #"(?:^(?:(?:ok|okay|so|please|and)[,\s]+)*|[,;.–—-]\s*|\s(?:and|but|so)\s+)"# + askMeFirst + #"\b"#)
    }

    /// True when the command asks Hearth to ask more or less from now on, with no request in it:
    /// "stop asking me to confirm things", "always check with me before sending an email", "can
    /// you turn off the confirmations", "don't ask me again before adding reminders". When Hearth
    /// asks is no setting a voice command changes.
    ///
    /// - Parameter text: the command.
    /// - Returns: True when it asks to change when Hearth asks.
    public static func asksAboutAsking(_ text: String) -> Bool {
        let text = tidy(text)
        return matches(text, #"^(?:(?:please|can\s+you|could\s+you|ok|okay|so)[,\s]+)*(?:always|never|from\s+now\s+on|in\s+future|stop|quit|(?:don['’]?t|do\s+not)\b(?=.*\bagain\b)|turn\s+(?:off|on)|switch\s+(?:off|on)|disable|enable)\b.*\b(?:ask(?:ing)?\s+me|check(?:ing)?\s+with\s+me|confirm\w*)\b"#)
            && !matches(text, #"\bremind\s+me\s+(?:to|at|on|in|about|tomorrow|tonight)\b|\b(?:saying|to\s+say)\b"#)
    }
}

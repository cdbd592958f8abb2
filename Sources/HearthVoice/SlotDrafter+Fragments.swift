import Foundation

/// A command dictated in fragments, each its own short sentence in any order, as a tired or busy
/// person says it: "remind me. tomorrow, 9 am. call the bank.", "new event. lunch with Gonario.
/// thursday. 1 pm.", "the dentist. wednesday. 3:30 pm. put it in the calendar.", "email. to
/// Raimbaut. saying I'm running late."
extension SlotDrafter {
    /// What asks for the action when a fragment says only that (or that and its words): "remind
    /// me", "reminder:", "new event", "an event", "calendar", "put it in the calendar", "an email".
    static let fragmentRequest = #"(?:(?:ok(?:ay)?|so|right|um+|uh+|er+m?)[\s,]+)*(?:(?<reminder>(?:please\s+)?remind\s+me|(?:a\s+|new\s+)?reminder:?)|(?<event>(?:an?\s+|new\s+)?(?:calendar\s+)?(?:event|entry|appointment):?|calendar:?|(?:put|add|pop|stick)\s+(?:it|that|this)\s+(?:in|on|into)\s+(?:the\s+|my\s+)?(?:calendar|diary))|(?<mail>(?:an?\s+|new\s+)?e-?mail:?))"#

    /// Words between fragments that say nothing of the command: "um", "actually", "when?".
    static let fragmentFiller = #"(?:um+|uh+|er+m?|hmm+|actually|ok(?:ay)?|right|so|and|then|also|please|thanks|thank\s+you|sorry|wait|when|what\s+time|oh)"#

    /// The end of a fragment: a full stop, question or exclamation mark after a word of two or
    /// more letters that is not shortened ("Sat.", "Nov.", "ext.", "Dr."); a number's full stop
    /// ("on 25.12.", "ends in 881.") ends none.
    static let fragmentEnd = #"(?<!\b(?i:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ext|no|nos|dr|mr|mrs|ms|st|mt|ave|rd|approx|vs|etc|incl|tel|fig|vol|ch|pp|jr|sr|prof|capt|lt|sgt|dept|est|min|mins|hr|hrs|sec|secs|wk|wks|yr|yrs)[.?!])(?<=[\p{L}'’]{2}[.?!])"#

    /// `text` said again in one sentence when it was dictated in fragments: the fragment that asks
    /// (``fragmentRequest``), the fragments that are only a day or a time ("tomorrow, 9 am", "make
    /// it 4 pm", "when? tomorrow at 6 pm") and the fragments of what to do, joined the way the
    /// request is said plainly: "remind me tomorrow 9 am to call the bank", "add lunch with Gonario
    /// thursday 1 pm", "email Raimbaut saying I'm running late". Unchanged unless one fragment asks,
    /// another says what, and at least one other is only the request or only the time; a fragment
    /// of what that has a time of its own ("Ithel's bus gets in at 6. Remind me at 5:30 to…") is
    /// a sentence of context, not a fragment, and leaves the text as it was (a message's words may
    /// say any time).
    ///
    /// - Parameters:
    ///   - text: the command, transcribed and punctuated.
    ///   - resolver: finds the times in each fragment.
    /// - Returns: The command in one sentence, or `text`.
    static func fragmentsJoined(_ text: String, resolver: TimeResolver) -> String {
        guard matches(text, fragmentEnd + #"\s+\S|…|\.\.\."#) else { return text }
        let marked = replace(text, "(?<=" + fragmentEnd + #")\s+|(?:…|\.{3,})\s*"#, with: "\u{1F}")
        let fragments = marked.split(separator: "\u{1F}").map { trimEdges(String($0)) }.filter { !$0.isEmpty }
        guard fragments.count >= 2, fragments.count <= 6 else { return text }
        enum Kind { case reminder, event, mail }
        var kind: Kind?
        var times: [String] = [], what: [String] = []
        var bare = false, timed = false
        func time(_ fragment: String) -> String? {
            let said = replace(fragment, #"(?i)^(?:(?:when|make\s+it|at|on|for|by|and|then)\b[\s?,]*)+"#, with: "")
            let found = resolver.extract(from: said)
            guard found.when != nil, matches(found.leftover, #"^(?:\s|[,.;:!?-]|\b(?:at|on|and|the|in|from)\b)*$"#) else { return nil }
            return replace(said, #"\s*,\s*"#, with: " ")
        }
        for fragment in fragments {
            if matches(fragment, "^" + fragmentFiller + #"[\s?!,]*$"#) { continue }
            if let request = compiled("(?i)^" + fragmentRequest + #"(?:\s*[:,]?\s+(?<rest>.+))?$"#),
               let match = request.firstMatch(in: fragment, range: NSRange(fragment.startIndex..., in: fragment)) {
                guard kind == nil else { return text }
                kind = match.range(withName: "reminder").location != NSNotFound ? .reminder
                    : match.range(withName: "event").location != NSNotFound ? .event : .mail
                if let range = Range(match.range(withName: "rest"), in: fragment) {
                    let rest = String(fragment[range])
                    if let when = time(rest) { times.append(when); bare = true } else { what.append(rest) }
                } else {
                    bare = true
                }
                continue
            }
            if let when = time(fragment) {
                times.append(when)
                bare = true
                continue
            }
            if resolver.extract(from: fragment).when != nil { timed = true }
            what.append(fragment)
        }
        // A fragment of what with a time of its own is a sentence of context, not a fragment; a
        // message may say any time ("an email. Koidula. the 3-1 win is on the club page.").
        guard let kind, bare, !what.isEmpty, what.count <= 2, !timed || kind == .mail else { return text }
        let when = times.joined(separator: " ")
        switch kind {
        case .reminder:
            guard what.count == 1 else { return text }
            let task = replace(what[0], #"(?i)^to\s+"#, with: "")
            return "remind me " + (when.isEmpty ? "" : when + " ") + "to " + task
        case .event:
            guard what.count == 1 else { return text }
            return "add " + what[0] + (when.isEmpty ? "" : " " + when)
        case .mail:
            guard times.isEmpty, what.count == 2,
                  case let to = replace(what[0], #"(?i)^to\s+"#, with: ""),
                  matches(to, #"^(?:(?-i:\p{Lu})[\p{L}'’-]*(?:\s+(?:and\s+)?(?-i:\p{Lu})[\p{L}'’-]*){0,2}|my\s+\p{L}+)$"#) else { return text }
            let body = replace(what[1], #"(?i)^(?:saying|that|to\s+say|tell\s+(?:him|her|them)|message)\s*:?\s*"#, with: "")
            return "email " + to + " saying " + body
        }
    }
}

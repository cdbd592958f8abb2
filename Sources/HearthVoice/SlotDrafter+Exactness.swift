import Foundation

/// A request said vaguely, then made exact: "remind me of something, namely to call Pachacuti at
/// 5 pm", "put something in the calendar, specifically lunch with Manco on friday at 1 pm", "email
/// someone, specifically Viracocha, saying…", "set a reminder for later, that is, at 4:30 pm,
/// to…", "remind me tomorrow, more precisely at 8:15 am, to…". The exact words take the vague
/// ones' place; the words that made it exact go.
extension SlotDrafter {
    /// Words that make what was said before exact.
    static let exactly = #"(?:namely|specifically|to\s+be\s+(?:precise|exact|specific)|more\s+precisely|precisely|that\s+is|i\.e\.|in\s+particular|to\s+wit|in\s+other\s+words)"#

    /// Vague words that stand for a thing to be named: "something", "one thing", "a family thing",
    /// "an appointment", "a meeting", "someone". A preposition before a thing ("remind me of
    /// something") goes with it when a clause names it ("namely to call…").
    static let vagueThing = #"(?i)\b((?:about|of|for)\s+)?(something|one\s+thing|a\s+thing|an?\s+(?:[\p{L}-]+\s+)?thing|someone|somebody|an\s+appointment|a\s+meeting|an\s+event|an\s+entry)\b"#

    /// Vague words that stand for a time to be said: "for later", "in a bit", "at some point".
    static let vagueTime = #"(?i)(?:\s+|^)(?:for\s+later(?:\s+on)?|later(?:\s+on)?|in\s+a\s+(?:bit|while|little\s+while)|soon|at\s+some\s+point)$"#

    /// `text` with a vague request made exact said once ("put something in the calendar,
    /// specifically lunch with Manco on friday at 1 pm" → "put lunch with Manco on friday at 1 pm
    /// in the calendar", "remind me of something, namely to call Pachacuti at 5 pm" → "remind me
    /// to call Pachacuti at 5 pm", "a reminder for tonight, specifically 10 pm, to lock the back
    /// door" → "a reminder for tonight at 10 pm, to lock the back door"), or `text` as it is. A
    /// message's own words keep theirs ("email Ana saying the hall, specifically the kitchen, is
    /// booked").
    ///
    /// - Parameter text: the command.
    /// - Returns: The command said once, exactly, or `text`.
    public static func madeExact(_ text: String) -> String {
        guard matches(text, #"\b"# + exactly + #"\b"#) else { return text }
        // "…eleven hundred litre, that is too much for only two jobs" (set 1228): "that is" saying
        // what something is like makes nothing exact.
        if matches(text, #"(?i)\bthat\s+is\s+(?:too|so|very|not|really|quite|enough|fine|ok|okay|good|bad|great|all|why|what|how)\b"#),
           !matches(text, #"\b(?:namely|specifically|to\s+be\s+(?:precise|exact|specific)|more\s+precisely|precisely|i\.e\.|in\s+particular|to\s+wit|in\s+other\s+words)\b"#) {
            return text
        }
        // "in a bit, in 40 minutes to be precise, to…": the word said after what it makes exact.
        var text = replace(text, #"(?i),\s*([^,]{1,40}?)\s+(?:to\s+be\s+(?:precise|exact|specific)|precisely|specifically)\s*(?=,|$)"#, with: ", namely $1")
        // Set apart from what it makes exact: "…, namely", "— to be precise,", "? I mean specifically".
        guard let groups = captures(text, #"(?i)^(.*?)(?:\s*[,;:–—-]\s*(?:and\s+)?(?:i\s+mean\s+)?|[.?!]?\s+i\s+mean\s+)"# + exactly + #"\b\s*[,:–—-]?\s*(.*)$"#),
              let head = groups[0], let said = groups[1], !said.isEmpty, !head.isEmpty,
              !matches(head, #"\b(?:saying|telling|that|says)\b|\b(?:e-?mail|message|note|subject)\b[^:]*:"#) else { return text }
        // "Manco promised to remind me, to be precise he swore he would": a remark, not the request's words.
        if matches(said, #"^(?:he|she|they|it|we|i|you)\s+(?!(?:at|on|in)\b)\w+"#) { return text }
        // The exact words run to the next comma; what follows is the rest of the request.
        let exact = captures(said, #"^([^,]+)(,.*)?$"#)
        let named = exact?[0] ?? said, rest = exact?[1] ?? ""
        if let vague = compiled(vagueThing), let found = vague.firstMatch(in: head, range: NSRange(head.startIndex..., in: head)),
           let whole = Range(found.range, in: head) {
            let before = String(head[..<whole.lowerBound]), after = String(head[whole.upperBound...])
            let preposition = Range(found.range(at: 1), in: head).map { String(head[$0]) }
            // A clause ("to call…", "that Manco's…") follows the rest of the frame ("write
            // something down, namely that…" → "write down that…"); a thing takes the vague word's
            // place ("put something in the calendar, specifically lunch…" → "put lunch… in the calendar").
            if matches(named, #"^(?:to|that)\s"#) {
                text = before + (after.isEmpty ? "" : trimEdges(after) + " ") + named + rest
            } else {
                text = before + (preposition ?? "") + named + after + rest
            }
        } else if let vague = compiled(vagueTime), let found = vague.firstMatch(in: head, range: NSRange(head.startIndex..., in: head)),
                  let whole = Range(found.range, in: head) {
            text = String(head[..<whole.lowerBound]) + " " + (matches(named, #"^\d"#) ? "at " : "") + named + rest
        } else if matches(named, #"^to\s"#), let asking = captures(head, #"(?i)^(.*\bremind\s+me)\s+(?:about|of)\s+[^,]+$"#)?.first ?? nil {
            // "remind me about the car, namely to renew the insurance…": the task said exactly.
            text = asking + " " + named + rest
        } else {
            // Nothing vague: the exact words go on from the rest ("tomorrow, more precisely at
            // 8:15 am" → "tomorrow at 8:15 am", "tonight, specifically 10 pm" → "tonight at 10 pm").
            let joint = matches(named, #"^(?:tell|say|ask)\b"#) ? " and " : matches(named, #"^(?:saying|that|telling|from|at|on|in|by)\b"#) || matches(head, #"\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week)$"#) ? " " : ", "
            text = head + joint + (matches(named, #"^\d"#) && joint == " " ? "at " : "") + named + rest
        }
        return replace(trimEdges(text), #"\s{2,}"#, with: " ")
    }
}

import Foundation

/// Commands typed as a label and its content, the way people type into a box.
extension SlotDrafter {
    /// A day said first as a heading, then what happens, then the request: "The 12th: Bahati's
    /// leaving do, 5 to 8 pm, add that" → "add Bahati's leaving do, 5 to 8 pm on The 12th";
    /// "Sunday evening: iron Shujaa's shirts, don't let me forget" → "remind me Sunday evening to
    /// iron Shujaa's shirts". Nil unless the heading is only a day (and a clock) and the request
    /// is one of these words at the end; a clock's colon ("friday 7:30 pm dinner with Bea, put it
    /// in the calendar") is no heading's.
    static func headingFirst(_ text: String) -> String? {
        guard text.contains(":"), text.contains(",") else { return nil }
        let month = #"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"#
        let day = #"(?:(?:on|next|this)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|the\s+\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)?\s+"# + month + #"|"# + month + #"\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)(?:\s+(?:morning|afternoon|evening|night))?(?:,?\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?"#
        let event = #"(?:please\s+)?(?:add|put|pop|stick)\s+(?:it|that|this)(?:\s+in)?(?:\s+(?:in|on|into)\s+(?:the|my)\s+(?:calendar|diary))?(?:\s+please)?|(?:in|into)\s+(?:the|my)\s+(?:calendar|diary)(?:\s+please)?"#
        let reminder = #"(?:please\s+)?(?:remind\s+me(?:\s+(?:of|about)\s+(?:it|that|this))?|set\s+(?:a|me\s+a)\s+reminder|(?:don['’]t|do\s+not)\s+let\s+me\s+forget(?:\s+(?:it|this|that))?)(?:\s+please)?"#
        guard let parts = captures(text, #"(?i)^\s*("# + day + #")\s*:(?!\d)\s*(.+?)\s*,\s*(?:("# + event + #")|("# + reminder + #"))\s*[.!]*$"#),
              let heading = parts[0], let what = parts[1], wordCount(what) >= 1,
              // "…, time to be confirmed, add it": a time not fixed stays at the end, to be asked about.
              !matches(what, #"(?i)\b(?:tbc|tbd|tba|to\s+be\s+(?:confirmed|decided|arranged|announced))\b"#) else { return nil }
        if parts[2] != nil {
            let on = matches(heading, #"(?i)^(?:on|next|this|tomorrow|tonight|today)\b"#) ? heading : "on " + heading
            return "add " + what + " " + on
        }
        return "remind me " + heading + " to " + replace(what, #"(?i)^to\s+"#, with: "")
    }

    /// "todo: call Stoyan at 4", "reminder for saturday: buy flowers", "diary - car service
    /// wednesday 8am", "inbox - the school": a label and its content said as a request ("remind me
    /// to call Stoyan at 4", "remind me for saturday to buy flowers", "add car service wednesday
    /// 8am", "any emails from the school"). The label ends at a colon or a dash between spaces; a
    /// few words between it and the colon say when ("reminder at 6pm - call Desislava back").
    /// "calendar:" and "new event:" are left to the carrier phrases, which know them, unless
    /// `events` is true. Any other text is returned as it is.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - events: whether "calendar:", "event:" and "new event:" are rewritten too.
    /// - Returns: The command as a request, or `text`.
    public static func withoutLabel(_ text: String, events: Bool = true) -> String {
        if let first = headingFirst(text) { return first }
        guard text.contains(":") || text.contains(" - ") || text.contains(" – "),
              let parts = captures(tidy(text), #"(?i)^(to ?do|todo|reminder|remind(?: me)?|calendar(?: entry)?|diary(?: entry)?|event|new event|appointment|meeting|inbox|e-?mail check|mail check)\b((?:\s+(?!\d{1,2}:\d)[^:\-–—\s][^:\-–—]*?)?)\s*(?::\s+|\s[-–—]\s+)(.+)$"#),
              let label = parts[0]?.lowercased(), let content = parts[2], wordCount(parts[1] ?? "") <= 4,
              // "remind me to buy: rope and tape": the task before the colon, not a label's time.
              !matches(parts[1] ?? "", #"(?i)(?:^|\s)(?:to|that|about)\s+\p{L}"#) else { return text }
        let when = replace((parts[1] ?? "").trimmingCharacters(in: .whitespaces), #"^@\s*"#, with: "at ")
        switch label {
        case "to do", "todo", "reminder", "remind", "remind me":
            return "remind me " + (when.isEmpty ? "" : when + " ") + "to " + content
        case "inbox", "email check", "e-mail check", "mail check":
            guard when.isEmpty else { return text }
            // "inbox - the school": who the mail is from; "inbox: unread" asks for mail as it is.
            if matches(content, #"^(?:the\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?\??$"#),
               !matches(content, #"^(?:anything|unread|new|read|latest|all|any|everything|mail|emails?)\b"#) {
                return "any emails from " + content.trimmingCharacters(in: CharacterSet(charactersIn: "?"))
            }
            return "check my email: " + content
        case "calendar", "calendar entry", "event", "new event":
            return events && when.isEmpty ? "add " + content : text
        default:
            return when.isEmpty ? "add " + content : "add " + content + " " + when
        }
    }

    /// A line pasted with two or more labelled fields ("When: Fri 4 Dec 19:00 What: Ginette's 50th",
    /// "Subject: Parents' meeting; Date: Wednesday 2 December; Time: 5.45 pm", "To: Sylvain;
    /// Subject: Saturday; Body: still on for 8 pm?", "email — to: Ginette — subject: the cabin —
    /// text: keys are in the lockbox", "show mail – from: Solange") said as a request: an email to
    /// its recipients, mail from its sender, or an event of what it names at the time it gives. The
    /// labels are no part of the name, the message or the time. Any other text is returned as it is.
    static func fieldsSaid(_ text: String) -> String {
        let label = #"(?i)(?:^|(?<=[\s;,·|–—-]))(when|what|where|event|title|subject|date|day|time|to|from|body|text|message)\s*:\s*"#
        guard text.contains(":"), let regex = compiled(label) else { return text }
        let found = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard !found.isEmpty else { return text }
        var fields: [String: String] = [:]
        for (index, match) in found.enumerated() {
            guard let whole = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text) else { continue }
            let end = index + 1 < found.count ? Range(found[index + 1].range, in: text)?.lowerBound ?? text.endIndex : text.endIndex
            let value = replace(String(text[whole.upperBound..<end]), #"[\s;,·|–—-]+$"#, with: "")
            guard !value.isEmpty else { continue }
            fields[text[name].lowercased()] = value
        }
        let head = replace(String(text[..<(Range(found[0].range, in: text)?.lowerBound ?? text.startIndex)]), #"[\s;,·|–—:-]+$"#, with: "")
        // "show mail – from: Solange", "inbox · from: the bank".
        if fields.count == 1, let from = fields["from"], matches(head, #"(?i)\b(?:mail|e-?mails?|inbox|messages?)\b"#) {
            return "any emails from " + from
        }
        guard fields.count >= 2 else { return text }
        if let to = fields["to"] {
            var said = "email " + to
            if let subject = fields["subject"] ?? fields["title"] { said += " with the subject " + subject }
            if let body = fields["body"] ?? fields["text"] ?? fields["message"] { said += " saying " + body }
            return said
        }
        let name = fields["what"] ?? fields["event"] ?? fields["title"] ?? fields["subject"]
        let day = (fields["date"] ?? fields["day"]).map { matches($0, #"(?i)^(?:on|the|this|next|tomorrow|today|tonight)\b"#) ? $0 : "on " + $0 }
        let when = [fields["when"], day, fields["time"].map { "at " + $0 }].compactMap { $0 }.joined(separator: " ")
        guard let name, !when.isEmpty, !matches(head, #"(?i)\b(?:remind|reminder|note|e-?mail)\b"#) else { return text }
        return "add " + name + (fields["where"].map { " at " + $0 } ?? "") + " " + when
    }
}

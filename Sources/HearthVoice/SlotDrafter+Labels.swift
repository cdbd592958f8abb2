import Foundation

/// Commands typed as a label and its content, the way people type into a box.
extension SlotDrafter {
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
        guard text.contains(":") || text.contains(" - ") || text.contains(" – "),
              let parts = captures(tidy(text), #"(?i)^(to ?do|todo|reminder|remind(?: me)?|calendar(?: entry)?|diary(?: entry)?|event|new event|appointment|meeting|inbox|e-?mail check|mail check)\b((?:\s+(?!\d{1,2}:\d)[^:\-–—\s][^:\-–—]*?)?)\s*(?::\s+|\s[-–—]\s+)(.+)$"#),
              let label = parts[0]?.lowercased(), let content = parts[2], wordCount(parts[1] ?? "") <= 4 else { return text }
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
}

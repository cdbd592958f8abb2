import Foundation

/// A request said as questions the speaker asks and answers: "what do I need? a reminder. when?
/// 5 pm. what for? to call Oshun", "an email. who to? Obatala. saying what? that the tickets are
/// booked", "what's on? the school play. when? saturday at 6 pm. add it". Each question says which
/// part of the request its answer is; the words around them say which kind of request it is.
/// Questions about the world ("what did Shango say? that he'd be late") ask for nothing.
extension SlotDrafter {
    /// The part of a request a question the speaker asks themselves is about.
    enum AskedPart {
        /// When: "when?", "what time?", "when should you remind me?".
        case time
        /// What the entry is or says: "what for?", "what's on?", "what should it say?".
        case what
        /// Who a message goes to: "who to?", "who gets an email?".
        case recipient
        /// Who a message came from: "from who?".
        case sender
        /// What is wanted at all: "what do I need?", "you know what I need?".
        case kind
    }

    /// The questions a speaker asks themselves to say a request, by the part each is about.
    static let askedParts: [(pattern: String, part: AskedPart)] = [
        (#"^(?:when|what time|at what time|what day|which day|when is it|when['’]s it|when is that|when['’]s that|when should (?:you|it|i)\b.*|when do (?:you|i)\b.*|how long till\b.*|how soon)$"#, .time),
        (#"^(?:what for|to do what|do what|what about|about what|what is it|what['’]s it|what['’]s happening|what is happening|what['’]s on|what is on|what['’]s coming up|what is coming up|what goes (?:in|on|into)\b.*|what['’]s the (?:reminder|event|entry|note|thing|task|plan|occasion)|what do i (?:keep forgetting|need to do|have to do|always forget)|what['’]s worth (?:keeping|noting|remembering|writing down)|what should it say|what does it say|what['’]s it say|saying what|saying|what|what exactly|what am i doing)$"#, .what),
        (#"^(?:who to|to who|to whom|who['’]s it (?:to|for)|who is it (?:to|for)|who gets (?:an|the|it|this)(?: e-?mail)?|who am i (?:e-?mailing|writing to|mailing)|who for)$"#, .recipient),
        (#"^(?:from who|from whom|who from|who by|sent by who)$"#, .sender),
        (#"^(?:(?:you )?know what i need|what do i need|what do i want|guess what i need|what (?:kind|sort) of thing)$"#, .kind),
    ]

    /// `text` said as one request when it is questions the speaker asks and answers ("what do I
    /// need? a reminder. when? 5 pm. what for? to call Oshun" → "remind me at 5 pm to call
    /// Oshun", "who gets an email? Yemoja. what does it say? I'll be late" → "email Yemoja saying
    /// I'll be late"), or `text` as it is: a question Hearth does not know as one of these, a
    /// question left unanswered, or no kind of request said, keeps the words as they are.
    ///
    /// - Parameter text: the command.
    /// - Returns: The request said plainly, or `text`.
    public static func questionsAnswered(_ text: String) -> String {
        guard text.contains("?"), matches(text, #"\?\s+\S"#) else { return text }
        let pieces = replace(text, #"(?<=[.?!])\s+"#, with: "\u{1F}").split(separator: "\u{1F}")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var answers: [AskedPart: String] = [:]
        var framing: [String] = []
        var asked: AskedPart?
        var recipientInQuestion: String?
        for piece in pieces {
            if piece.hasSuffix("?") {
                // "remind me, when?": the words before the comma frame the request.
                var question = String(piece.dropLast()).trimmingCharacters(in: .whitespaces)
                if let groups = captures(question, #"^(.+),\s*([^,]+)$"#), let head = groups[0], let tail = groups[1],
                   part(of: tail) != nil || recipient(in: tail) != nil {
                    framing.append(head)
                    question = tail
                }
                if let name = recipient(in: question) {
                    recipientInQuestion = name
                    asked = .kind
                } else if let found = part(of: question) {
                    guard answers[found] == nil, asked == nil else { return text }
                    asked = found
                } else {
                    return text
                }
                framing.append(question)
            } else if let part = asked {
                answers[part] = replace(piece, #"[.!]+$"#, with: "")
                asked = nil
            } else {
                framing.append(piece)
            }
        }
        guard asked == nil else { return text }
        let frame = (framing + [answers[.kind] ?? ""]).joined(separator: " ")
        let time = answers[.time].map { matches($0, #"^(?:\d|noon|midday|midnight)"#) ? "at " + $0 : matches($0, #"^(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"#) ? "on " + $0 : $0 }
        let what = answers[.what].map { replace($0, #"(?i)^(?:to|that)\s+(?=\S)"#, with: "") }
        if let from = answers[.sender] {
            return "any emails from " + replace(from, #"(?i)^from\s+"#, with: "")
        }
        if let to = recipientInQuestion ?? answers[.recipient] {
            return "email " + to + (what.map { " saying " + $0 } ?? "")
        }
        // "you know what I need? a nudge on sunday at 10 am to phone Eshu": the answer is the request.
        if answers.count == 1, let request = answers[.kind], wordCount(request) > 3 { return request }
        guard let what else { return text }
        if matches(frame, #"\b(?:remind\w*|nudge|heads-?up|alarm)\b"#) {
            let task = matches(what, #"^(?:the|a|an|my|his|her|their|our|your)\s"#) ? "about " + what : "to " + what
            return ["remind me", time, task].compactMap { $0 }.joined(separator: " ")
        }
        if matches(frame, #"\b(?:note|notes|jot|write\s+(?:it|this|that)\s+down|worth\s+(?:keeping|noting))\b"#), time == nil {
            return "note that " + what
        }
        if let time, matches(frame, #"\b(?:calendar|diary|schedule|entry|event|appointment|add\s+(?:it|that|this)|put\s+(?:it|that|this)\s+in|book\s+(?:it|that)|what['’]s\s+(?:on|happening|coming\s+up))\b"#) {
            return "add " + what + " " + time
        }
        return text
    }

    /// The part of a request `question` asks about, or nil.
    static func part(of question: String) -> AskedPart? {
        let plain = replace(question.lowercased(), #"^(?:and|so|then|ok|okay)\s+|[?.!\s]+$"#, with: "")
        return askedParts.first { matches(plain, $0.pattern) }?.part
    }

    /// Who `question` says a message goes to ("what should Oshun get" → "Oshun"), or nil.
    static func recipient(in question: String) -> String? {
        captures(question, #"^(?i:what\s+(?:should|does|will)\s+)(\p{Lu}[\p{L}'’-]*)(?i:\s+get)$"#)?.first ?? nil
    }
}

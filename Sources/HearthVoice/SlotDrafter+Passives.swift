import Foundation

/// A request said in the passive or without a person ("a reminder is needed at 5 pm to call
/// Ifeanyi", "there should be a reminder tomorrow at 9…", "dinner with Tochukwu needs to go in
/// the calendar for saturday at 8 pm", "Onyeka's birthday drinks want adding on friday", "it
/// should be noted that…", "an email needs to go to Tochukwu saying…"), and a story told before
/// the request and closed by "anyway" ("Ninel rang last night at 11, anyway, add lunch with Ninel
/// on thursday at 1 pm"), and a name given to the entry ("…and call it roadmap sync"). The same
/// words said of the world ("the bins need taking out", "the meeting has been moved to 3 pm") ask
/// for nothing.
extension SlotDrafter {
    /// What makes a thing wanted in the calendar, said without a person: "needs to go in the
    /// calendar", "should be put in", "has to be added", "wants adding", "is to be scheduled",
    /// "needs booking in".
    static let passiveAdding = #"(?:(?:is|are)\s+to\s+be|(?:should|must|needs?\s+to|has\s+to|have\s+to|ought\s+to|can|could)\s+be)\s+(?:added|put(?:\s+in(?!\s+(?:the|my|our)\s+(?:calendar|diary|schedule)))?|pencill?ed\s+in|booked(?:\s+in)?|scheduled|slotted\s+in|entered)|(?:should|must|needs?\s+to|has\s+to|have\s+to|ought\s+to|can|could)\s+(?:go\s+(?:in|into|on)|be\s+in)\s+(?:the|my|our)\s+(?:calendar|diary|schedule)|(?:wants?|needs?)\s+(?:adding|putting\s+in|pencill?ing\s+in|booking(?:\s+in)?|scheduling|slotting\s+in)"#

    /// What makes a reminder wanted, said without a person: "is needed", "should go off", "wants
    /// setting", "should be set".
    static let passiveReminding = #"(?:is|would\s+be)\s+(?:needed|wanted|required|good|great|handy|helpful|nice)|(?:is|are)\s+to\s+be\s+set|(?:should|must|needs?\s+to|has\s+to|ought\s+to|can|could)\s+(?:be\s+(?:set|made|added|created)|go\s+off)|(?:wants|needs)\s+(?:setting|making|adding)"#

    /// `text` said as a request with a person ("a reminder is needed at 5 pm to call Ifeanyi" →
    /// "remind me at 5 pm to call Ifeanyi", "the dentist should be put in for tuesday at 3 pm" →
    /// "add the dentist for tuesday at 3 pm", "it should be noted that…" → "note that…", "Onyeka
    /// should be emailed saying…" → "email Onyeka saying…"), or `text` as it is.
    static func activeVoice(_ text: String) -> String {
        guard matches(text, #"\b(?:be|is|are|needs?|wants?|should|must|has\s+to|would\s+be|notice|ask\s+me)\b|reminder['’]s\s"#) else { return text }
        // "a reminder's needed…": "a reminder is needed…".
        let text = replace(text, #"(?i)\b(reminder|note|e-?mail)['’]s\s+(needed|wanted|required|set)\b"#, with: "$1 is $2")
        let rewrites: [(pattern: String, template: String)] = [
            // "give me a week's notice before Iracema's wedding…": a reminder that long before.
            (#"(?i)^(?:please\s+)?give\s+me\s+(an?|one|two|three|four|\d+)\s+(minute|hour|day|week|month|fortnight)(?:['’]s|s['’]?)?\s+notice\s+(?:before|of|ahead\s+of)\s+"#, "remind me $1 $2 before "),
            // "ask me at 6 pm: have I taken my tablets?", "tomorrow morning, ask me if I've booked…":
            // a question for later is a reminder.
            (#"(?i)^((?:[^,:]+,\s*)?)ask\s+me\b(?=.*?\b(?:whether|if|did|do|does|have|has|had|is|are|was|were|am|will|can|could|should)\b)"#, "$1remind me"),
            // "there should be a reminder tomorrow at 9 am to renew the parking permit".
            (#"(?i)^there\s+(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+be\s+a\s+reminder\s+(?=\S)"#, "remind me "),
            // "can a reminder be set for 6 pm to ring Kelechi?"
            (#"(?i)^(?:can|could|would|will)\s+a\s+reminder\s+be\s+(?:set|made|added)\s+(.+?)\??$"#, "remind me $1"),
            // "a reminder is needed at 5 pm to…", "a reminder to book the MOT is needed on the 3rd",
            // "a reminder at 7 tonight to put the bins out would be good".
            (#"(?i)^an?\s+reminder\s+(?:(.+?)\s+)??(?:"# + passiveReminding + #")(?:\s+(.+?))?[.!]*$"#, "remind me $1 $2"),
            // "watering the plants on saturday at 9 am needs a reminder", "calling Arianrhod back at
            // half 3 mustn't be forgotten": a thing said first, then that it is to be remembered.
            (#"(?i)^(?=\w+ing\b|(?:the|my|our|a|an)\s+(?!(?:reminder|son|daughter|wife|husband|partner|mum|dad|mother|father|kid|child|children|boss|friend|brother|sister|neighbou?r|team|colleague)s?\b))((?:\S+\s+){0,9}?\S+)\s+(?:(?:needs|wants|could\s+use|could\s+do\s+with|deserves)\s+a\s+(?:reminder|nudge)|(?:mustn['’]t|must\s+not|shouldn['’]t|should\s+not|can['’]t|cannot)\s+be\s+forgotten)(?=\s*(?:[,.!]|$))"#, "remind me about $1"),
            // "there's got to be an entry for dinner with Blodeuwedd on the 5th at 7 pm".
            (#"(?i)^there(?:['’]s|\s+has|\s+have)?\s+(?:got\s+to|(?:should|must|needs\s+to|has\s+to|ought\s+to))\s+be\s+an?\s+(?:calendar\s+|diary\s+)?(?:entry|event|appointment)\s+(?:for\s+)?(?=\S)"#, "add "),
            // "it needs checking whether Taliesin has written back".
            (#"(?i)^it\s+(?:needs|wants)\s+(?:checking|looking\s+into|finding\s+out)\s+(?=(?:whether|if)\b)"#, "check "),
            // "it has to be remembered on thursday to water Somto's plants".
            (#"(?i)^it\s+(?:has\s+to|must|needs\s+to|should|ought\s+to)\s+be\s+remembered\s+(?=\S)"#, "remind me "),
            // "it should be noted that…", "a note needs making that…", "let it be written down that…".
            (#"(?i)^(?:it\s+(?:should|must|needs\s+to|has\s+to|ought\s+to)\s+be\s+(?:noted|written\s+down|recorded|jotted\s+down)|let\s+it\s+be\s+(?:noted|written\s+down|recorded)|an?\s+note\s+(?:should|must|needs\s+to|has\s+to)\s+be\s+made|an?\s+note\s+(?:needs|wants)\s+making|an?\s+note\s+is\s+needed|it\s+(?:needs|wants)\s+(?:noting|writing\s+down|jotting\s+down|recording)|(?:this|that)\s+(?:needs|wants)\s+(?:noting|writing\s+down|jotting\s+down|recording)(?:\s*,\s*for\s+(?:future\s+reference|the\s+record))?\s*:?)\s+(?:that\s+|of\s+)?(?=\S)"#, "note that "),
            // "an email needs to go to Tochukwu saying…".
            (#"(?i)^an?\s+(?:e-?mail|message)\s+(?:needs\s+to|should|must|has\s+to|is\s+to|ought\s+to)\s+(?:go|be\s+sent)\s+(?:out\s+)?to\s+(?=\S)"#, "email "),
            // "a quick email to Taliesin is called for, telling him…".
            (#"(?i)^an?\s+(?:quick\s+|short\s+|brief\s+)?(?:e-?mail|message)\s+to\s+(\S+(?:\s+(?-i:\p{Lu})\S*)?)\s+(?:is\s+(?:called\s+for|needed|wanted|in\s+order|due)|would\s+be\s+(?:good|wise|nice))\s*[,:;–—-]?\s*"#, "email $1 "),
            // "Onyeka should be emailed saying…".
            (#"^((?-i:\p{Lu})[\p{L}'’.-]*(?:\s+(?i:and)\s+(?-i:\p{Lu})[\p{L}'’.-]*)?)\s+(?:(?i:should|must|needs\s+to|has\s+to|is\s+to|ought\s+to)\s+(?i:be)\s+(?i:e-?mailed|sent\s+an\s+e-?mail)|(?i:needs|wants)\s+(?i:e-?mailing))\s+(?=\S)"#, "email $1 "),
            // "Ebele's emails want reading out".
            (#"^((?-i:\p{Lu})[\p{L}'’.-]*)['’]s\s+(?i:e-?mails|mail|messages)\s+(?i:want|need|should\s+be|need\s+to\s+be)\s+(?i:reading|read)(?:\s+(?i:out))?(?:\s+(?i:to\s+me))?[.!]*$"#, "read me $1's emails"),
            // "dinner with Tochukwu needs to go in the calendar for saturday at 8 pm", "the school
            // play needs adding to the calendar, it's on thursday at 6 pm", "a catch-up with Ebele
            // needs booking in".
            // ("…the seized rods from Saturday's job want booking into the evidence store, remind
            // me" asks for a reminder, set 1072.)
            (#"(?i)^(?!.*\bremind\b)(?!(?:it|this|that|there|a\s+reminder|an?\s+note|an?\s+e-?mail)\b)((?:\S+\s+){0,10}?\S+)\s+(?:"# + passiveAdding + #")(?:\s+(?:to|in|into|on)\s+(?:the|my|our)\s+(?:calendar|diary|schedule))?(?:\s*,\s*(?:it['’]s|it\s+is)\s+|\s+|\s*$)"#, "add $1 "),
        ]
        for (pattern, template) in rewrites {
            let next = replace(text, pattern, with: template)
            if next != text { return trimEdges(replace(next, #"\s{2,}"#, with: " ")) }
        }
        return text
    }

    /// `text` without a story told before its request and closed by "anyway" ("the parcel was
    /// meant to come on friday and it didn't, anyway, remind me tomorrow at 9 am to chase the
    /// courier" → "remind me tomorrow at 9 am to chase the courier"): the story's times and people
    /// are not the command's. Nothing is cut when no request follows, or when the words before
    /// "anyway" are a message's ("email Guðrun saying it was lovely, anyway, see you soon").
    public static func withoutStory(_ text: String) -> String {
        guard matches(text, #"\bany(?:way|how)s?\b"#),
              let groups = captures(text, #"(?i)^(.+?)[,.;:!–—-]+\s*(?:so\s+|but\s+)?any(?:way|how)s?\s*[,.;:!–—-]+\s*(\S.*)$"#),
              let before = groups[0], let request = groups[1],
              !matches(before, #"\b(?:saying|say|says|said\s+to\s+say|tell\s+(?:him|her|them)|subject|note\s+that|e-?mail\s+(?-i:\p{Lu}))\b"#),
              matches(request, #"^(?:(?:please|so|ok|okay|can\s+you|could\s+you|would\s+you|will\s+you)\s+)*(?:remind|add|put|pop|stick|pencil|set|make|note|jot|write|save|e-?mail|send|read|check|schedule|book|create|any\s+e-?mails)\b"#)
        else { return text }
        return request
    }

    /// The name a reminder's or event's title says it is given ("and call it roadmap sync",
    /// "something, call it Mayumi's visit", "called feed the cat", "a meeting with the title
    /// quarterly numbers", "label it Lakan's leaving do", "name: Boglárka's housewarming"), or nil.
    /// Only a word that names nothing may come before it ("something", "a meeting"): "the talk
    /// called Small Things" and "call it a day" keep their words.
    public static func givenName(_ title: String) -> String? {
        let generic = #"(?:something|one|an?\s+(?:new\s+)?(?:event|entry|calendar\s+entry|diary\s+entry|meeting|appointment|reminder|thing|item|slot|booking)|(?:new\s+)?(?:event|entry|reminder))"#
        let naming = #"(?:call\s+it|name\s+it|label\s+it|title\s+it|called|named|titled|entitled|with\s+the\s+(?:title|name)|(?:name|title|label)\s*:)"#
        guard let name = captures(title, #"(?i)^(?:"# + generic + #"[\s,]+)?(?:and\s+)?"# + naming + #"\s+["“']?(.+?)["”']?$"#)?.first ?? nil,
              !matches(title, #"^call\s+it\s+(?:a\s+day|a\s+night|quits|even|off)\b"#) else { return nil }
        return name
    }
}

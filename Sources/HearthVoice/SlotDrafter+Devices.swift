import Foundation

/// The device a reminder should reach, or the way it should, said with the command: "remind me on
/// my phone at 5 pm…", "put a reminder on my watch for 6:30…", "remind me with a sound in 25
/// minutes…", "remind me silently…", "send me a notification at 3 pm to…", "…with a notification",
/// "…and send it to my watch", "in my notes app, write that…", "email Dodong from my phone saying…".
/// Hearth reminds on the device it runs on, so those words are no part of the task, the name or the
/// time ("on my watch" is no day).
extension SlotDrafter {
    /// A device a person may name ("my phone", "the kitchen screen", "my work laptop").
    static let device = #"(?:my|the)\s+(?:(?:work|personal|home|kitchen|family|living\s+room|bedroom|office|old|new|smart)\s+)?(?:phone|mobile|cell(?:\s+phone)?|iphone|android|smartphone|watch|smartwatch|apple\s+watch|laptop|computer|pc|mac|macbook|tablet|ipad|screen|display|speaker|smart\s+speaker|echo|hub|tv|desktop|notes\s+app|reminders\s+app|app)"#

    /// A mail account a message may be sent from ("my work account", "the gmail address").
    static let mailAccount = #"(?:my|the)\s+(?:(?:work|personal|home|other|gmail|outlook|office)\s+)?(?:e-?mail\s+)?(?:account|address|inbox)"#

    /// Another app a person keeps a calendar, tasks, notes or mail in ("my Google Calendar",
    /// "Todoist", "Microsoft To Do", "Apple Notes", "my Gmail", "my iCloud calendar").
    static let app = #"(?:(?:my|the)\s+)?(?:google\s+(?:calendar|tasks|keep|mail)|outlook|icloud|apple\s+(?:calendar|reminders|notes|mail)|microsoft\s+(?:to\s*-?\s*do|outlook)|todoist|ticktick|any\.?do|evernote|onenote|one\s+note|notion|gmail|hotmail|yahoo(?:\s+mail)?|proton\s*mail|fantastical|samsung\s+(?:calendar|notes|reminders)|google\s+keep)(?:\s+(?:app|account|calendar|list|inbox|address))?"#

    /// Someone else's calendar, diary, phone or reminders ("Mukasa's calendar", "my wife's diary",
    /// "her calendar", "Ssebunya's phone").
    static let someoneElsesPlace = #"(?:(?-i:\p{Lu})[\p{L}'’-]*?(?:['’]s|s['’])|my\s+(?:wife|husband|partner|son|daughter|mum|mom|mother|dad|father|boss|sister|brother|friend|colleague|girlfriend|boyfriend|flatmate|roommate|kid|kids)(?:['’]s|s['’])|his|her|their)\s+(?:(?:work|personal|home|google|outlook|icloud)\s+)?(?:calendar|cal|diary|schedule|agenda|phone|reminders|reminder\s+list|to-?do\s+list|watch)"#

    /// The place named when a reminder or an event is put in someone else's calendar, diary, phone
    /// or reminders ("add dinner with Nakato to Mukasa's calendar on friday", "put the final in
    /// Wasswa's diary", "set a reminder on Ssebunya's phone for 8 pm…"), or nil. A task that names
    /// one ("remind me to check Wasswa's calendar") does not put anything there.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - intent: "add_reminder" or "create_event".
    /// - Returns: The place as said, or nil.
    static func someoneElses(_ text: String, intent: String) -> String? {
        guard matches(text, #"(?i)\b(?:calendar|cal|diary|schedule|agenda|phone|reminders|reminder\s+list|to-?do\s+list|watch)\b"#) else { return nil }
        let pattern = intent == "create_event"
            ? #"(?i)^(?!.*\bremind\b).*?\b(?:to|in|on|into|onto)\s+("# + someoneElsesPlace + #")\b"#
            : #"(?i)^"# + politeOpening + #"(?:remind\s+me|(?:set|put|add|create|make)\s+(?:a|an)\s+reminder)\s+(?:on|in|to|into)\s+("# + someoneElsesPlace + #")\b"#
        return captures(text, pattern)?.first ?? nil
    }

    /// The way a reminder should reach the speaker ("with a sound", "as a notification",
    /// "silently", "with an alarm").
    static let manner = #"(?:with|as|via)\s+(?:a|an)\s+(?:(?:loud|quiet|gentle|push)\s+)?(?:sound|alarm|notification|alert|ping|buzz|vibration|pop-?up|chime|beep)|silently|loudly|quietly|out\s+loud|without\s+(?:a\s+)?sound"#

    /// `text` without the device or the way it should reach the speaker, where it is said with the
    /// request: after "remind me", "set a reminder", "note" and "save a note"; as an opening ("on
    /// my phone, add…", "from my work account, email…"); after an email's recipients ("email
    /// Dodong from my phone saying…"); before an event's time ("the karaoke night at Jhun's on the
    /// family screen for saturday"); and at the end ("…with a notification", "…and send it to my
    /// watch"). A request for a notification ("send me a notification at 3 pm to…", "pop up a
    /// reminder…") is one for a reminder. A task's own device ("remind me to put the photos on my
    /// laptop") stays.
    static func withoutDevice(_ text: String) -> String {
        guard matches(text, #"\b(?:diary|calendar|reminders|google|outlook|icloud|apple|microsoft|todoist|ticktick|any\.?do|evernote|onenote|one\s+note|notion|gmail|hotmail|yahoo|proton\s*mail|fantastical|samsung|phone|mobile|cell|iphone|android|smartphone|watch|smartwatch|laptop|computer|pc|mac|macbook|tablet|ipad|screen|display|speaker|echo|hub|tv|desktop|app|account|notification|alert|ping|sound|alarm|buzz|vibration|pop-?up|chime|beep|silently|loudly|quietly|out\s+loud)\b"#) else { return text }
        var current = text
        // "send me a notification at 3 pm to…", "pop up a reminder on my laptop at 4 pm…",
        // "give me an alert at 6 to…": a reminder.
        current = replace(current, #"(?i)^("# + politeOpening + #")(?:send|give|push)\s+me\s+(?:a|an)\s+(?:(?:push|phone|quick)\s+)?(?:notification|alert|ping|pop-?up)(?=(?:\s+\S+){0,8}?\s+(?:to|about)\s+\w)"#, with: "$1remind me")
        current = replace(current, #"(?i)^("# + politeOpening + #")pop\s+up\s+(?:a|an)\s+(?:reminder|notification|alert)\b"#, with: "$1set a reminder")
        // "remind me on my phone at 5 pm…", "put a reminder on my watch for 6:30 pm…", "remind me
        // with a sound in 25 minutes…", "save a note on my phone that…", "note on my watch: …".
        let opener = #"(?i)^("# + politeOpening + #"(?:remind\s+me|(?:set|put|add|create|make|leave)\s+(?:me\s+)?(?:a|an)\s+(?:reminder|note|notification|alert)|(?:save|make|take|write|leave)\s+(?:me\s+)?(?:a|an)\s+(?:quick\s+)?note|note|write|jot(?:\s+down)?|remind\s+me\s+again))"#
        current = replace(current, opener + #"(?:\s+(?:on|to|in|into)\s+(?:"# + device + "|" + app + "|" + someoneElsesPlace + #")|\s+(?:"# + manner + #"))+(?=[\s,:]|$)"#, with: "$1")
        // "open the calendar and add lunch with…", "go to my diary and put…": the app opened first.
        current = replace(current, #"(?i)^("# + politeOpening + #")(?:open(?:\s+up)?|go\s+(?:in)?to|bring\s+up|pull\s+up|launch)\s+(?:the\s+|my\s+)?(?:calendar|diary|reminders)(?:\s+app)?\s*,?\s+(?:and\s+(?:then\s+)?|then\s+)(?=\S)"#, with: "$1")
        // "on my phone, add…", "in my notes app, write that…", "from my work account, email…".
        current = replace(current, #"(?i)^(?:(?:on|from|in|using|via)\s+(?:"# + device + #"|"# + mailAccount + "|" + app + #"))\s*[,:;–—-]+\s*"#, with: "")
        // "email Dodong from my phone saying…": the message goes out from Hearth.
        current = replace(current, #"(?i)^(.*?\be-?mail\s+"# + beforeTheMessage + #")\s+(?:from|on|using|via)\s+(?:"# + device + #"|"# + mailAccount + #")(?=\s+(?:saying|and\s+say|to\s+say|that|with\s+the\s+subject|about)\b)"#, with: "$1")
        // "send Kenji an email from Outlook saying…", "email Afua from my Gmail saying…".
        current = replace(current, #"(?i)^(.*?\be-?mail(?:\s+"# + beforeTheMessage + #")?)\s+(?:from|on|using|via|through)\s+(?:"# + app + #")(?=\s+(?:saying|and\s+say|to\s+say|that|with\s+the\s+subject|about)\b)"#, with: "$1")
        // "…with a notification", "…, with an alarm", "…and send it to my watch".
        if !matches(current, #"\b(?:saying|that\s+says|to\s+say|subject)\b"#) {
            current = replace(current, #"(?i)(?:,\s*|\s+)(?:(?:with|as|via)\s+(?:a|an)\s+(?:(?:loud|quiet|gentle|push)\s+)?(?:notification|alarm|alert|ping|pop-?up|sound|chime|beep)|(?:and\s+)?(?:send|push|sync)\s+(?:it|that|this)\s+to\s+"# + device + #"|silently|loudly)[.!]*$"#, with: "")
        }
        // "…, put it in Microsoft To Do", "…, in Todoist please": where it should go, said last.
        if !matches(current, #"\b(?:saying|that\s+says|to\s+say|subject)\b"#) {
            current = replace(current, #"(?i)\s*[,;–—-]\s*(?:and\s+)?(?:(?:put|add|save|stick|pop|keep)\s+(?:it|that|this)\s+)?(?:in|on|to|into)\s+(?:"# + app + #")(?:\s+please)?\s*[.!]*\s*$"#, with: "")
        }
        let asks = #"(?i)^"# + politeOpening + #"(?:add|put|schedule|book|pencil|create|set\s+up|make)\b"#
        if matches(current, asks), !matches(current, #"\b(?:saying|that\s+says|to\s+say)\b"#) {
            // "put the karaoke night at Jhun's on the family screen for saturday at 8 pm".
            current = replace(current, #"(?i)\s+(?:on|to|in|into)\s+(?:"# + device + "|" + app + "|" + someoneElsesPlace + #")(?=\s+(?:for|on|at|this|next|tomorrow|today|tonight|every|from)\b|\s*,|\s*$)"#, with: "")
        }
        return current == text ? text : tidy(current)
    }

    /// True when the command asks Hearth to open, connect, sync or sign in or out of another app
    /// or account ("sync my Google Calendar", "open Todoist", "connect my iCloud account", "log me
    /// out of Gmail"), which it does not: it keeps its own calendar, reminders and notes.
    ///
    /// - Parameter text: the command.
    /// - Returns: True when it asks that of an app or an account.
    public static func asksToUseAnApp(_ text: String) -> Bool {
        let text = tidy(text)
        return matches(text, #"^"# + politeOpening + #"(?:sync|re-?sync|connect|link|unlink|disconnect|open|launch|install|uninstall|update|log\s+(?:me\s+)?(?:in|into|out|out\s+of)|sign\s+(?:me\s+)?(?:in|into|out|out\s+of))\s+(?:to\s+|with\s+)?(?:"# + app + "|" + mailAccount + #"|(?:my|the)\s+(?:calendar|account|app))\s*[.!?]*$"#)
    }
}

import Foundation

/// Requests asked in casual words: "give me a shout at 4 to…", "jog my memory about…", "lock in
/// dinner…", "chuck the vet in the diary…", "scribble down that…", "shoot Gabriel an email…",
/// "catch me up on Malia's emails". Each is said again in the plain words the model's examples and
/// the drafter's carriers use ("remind me", "add", "note that", "email", "read"), only when the rest
/// of the command makes it a request ("give me a shout if you need anything" is not one).
extension SlotDrafter {
    /// The casual words for a request and the plain ones they stand for, tried in order; each
    /// pattern is anchored at the start, after any polite opening.
    static let idioms: [(pattern: String, plain: String)] = [
        // Reminders: a casual "remind me", when a task follows ("… to", "… about", "… that").
        (#"(?:(?:buzz|poke|prod|bug|nag)\s+me|keep\s+(?:on\s+)?reminding\s+me|(?:shout|holler|yell)\s+at\s+me|hit\s+me\s+up|give\s+(?:me|us)\s+(?:a|an)\s+(?:shout|bell|buzz|nudge|heads[- ]up|hurry[- ]up|ring|prod|poke|knock|reminder)|jog\s+my\s+memory|flag\s+(?:it|this)\s+up(?:\s+for\s+me)?|flag\s+(?:(?:it|this)\s+)?up\s+(?:to|for)\s+me|set\s+me\s+(?:a|an)\s+reminder,?)"#
            + #"(?=.*\b(?:to|about|that|re)\s)"#, "remind me"),
        // Events: "lock in", "book me in for", "save the date for", "pencil me in for", "slot in",
        // "mark down", "diarise".
        (#"(?:(?:lock|nail)\s+(?:in|down)|book\s+(?:me|us)\s+in\s+for|save\s+the\s+date\s+for|pencil\s+(?:me|us)\s+in\s+for|slot\s+in|mark\s+down|diari[sz]e)"#
            + #"(?=\s+\S)"#, "add"),
        // Notes: "scribble down that", "make a memo that", "keep a record that", "log that",
        // "file away that", "stick a note in that", "capture this:", "write up a quick note that".
        (#"(?:scribble|write)\s+down\s+(?:that\s+)?|make\s+a\s+memo\s+(?:that\s+)?|keep\s+a\s+record\s+(?:that\s+)?|log\s+that\s+|file\s+away\s+(?:that\s+)?|stick\s+a\s+note\s+in\s+(?:that\s+)?|capture\s+this\s*:\s*|write\s+up\s+a\s+(?:quick\s+)?note\s+(?:that\s+)?"#,
         "note that "),
        // Mail: "fire off a mail to", "bang out an email to", "get an email off to", "email over to".
        (#"(?:(?:fire|bang|knock)\s+(?:off|out|up)|get)\s+an?\s+(?:quick\s+)?e-?mail\s+(?:off\s+)?to|e-?mail\s+over\s+to"#, "email"),
        // Reading: "catch me up on", "go through", "fill me in on", "run me through", "give me the
        // rundown of", when it is about mail; "what's come in from", "anything land from".
        (#"(?:catch\s+me\s+up\s+on|go\s+through|fill\s+me\s+in\s+on|run\s+me\s+through|give\s+me\s+the\s+(?:rundown|lowdown)\s+(?:of|on))(?=.*\b(?:e-?mails?|inbox|mails?|latest)\b)"#, "read"),
        (#"what['’]s\s+come\s+in\s+from|anything\s+(?:land|landed|come\s+in)\s+from"#, "any emails from"),
        // As said in India: "keep a reminder for…", "put one reminder…", "fix a meeting with…",
        // "drop a mail to…", "send one mail to…", "revert to Harsha saying…".
        (#"(?:(?:put|keep|set)\s+one|(?:put|keep)\s+a)\s+reminder(?=\s+(?!(?:in|into|on)\s+(?:my|the|your)\b)\S)"#, "set a reminder"),
        (#"(?:fix\s+(?:up\s+)?(?:an|one)|(?:schedule|arrange|book|set\s+up)\s+one)\s+(?=appointment\b)"#, "schedule an "),
        (#"(?:fix\s+(?:up\s+)?(?:a|an|one)|(?:schedule|arrange|book|set\s+up)\s+one)\s+(?=(?:meeting|call|appointment|slot|session|catch-?up|time|date|video\s+call)\b)"#, "schedule a "),
        (#"(?:send|drop|write)\s+(?:(?:one|a)\s+(?:quick\s+)?mail|one\s+(?:quick\s+)?e-?mail)\s+to"#, "email"),
        (#"revert\s+(?:back\s+)?to(?=\s+(?-i:\p{Lu}))"#, "email"),
        // Other verbs for a reminder: "tell me at 5 to…", "let me know at 4 to…", "notify / alert /
        // warn / prompt me…", when a task follows ("let me know when it's 5" is no reminder);
        // "get me to call Tamia tonight", "have me ring Bogumil at 2", "make me renew…".
        (#"(?:(?:tell|notify|alert|warn|prompt)\s+me|let\s+me\s+know)(?!\s+(?:how|what|where|when|why|who|whether|if|about|something|a\b)\b)(?=(?:\s+\S+){0,6}?\s+to\s+\w)"#, "remind me"),
        (#"get\s+me\s+to(?=\s+\w)"#, "remind me to"),
        // "have me ring Bogumil at 2 on friday", "make me renew the books on the 30th": a task
        // and a time ("make me a coffee", "have me sign for it" are none).
        (#"(?:have|make)\s+me(?=\s+(?!(?:a|an|the|some|one|it|that|this|up|out|sick|happy|sad|laugh|cry|feel|think|wonder|wait|look|sign|dinner|breakfast|lunch|coffee|tea|something|anything)\b)\p{L}+\b)(?=.*\b(?:at|on|in|tomorrow|tonight|today|this|next|by)\s+\S)"#, "remind me to"),
        // A reminder said as a need or a wish: "I need reminding…", "I'd like to be reminded…",
        // "it'd be great to get a reminder…", "I could do with a reminder…", "make sure I
        // remember to…" ("I'd like to be reminded of summer" is none of them).
        (#"(?:i\s+need\s+reminding|i['’]?d\s+like\s+to\s+be\s+reminded|i\s+(?:want|need|would\s+like)\s+to\s+be\s+reminded|i\s+should\s+be\s+reminded|(?:it['’]?d|it\s+would)\s+be\s+(?:great|good|nice|helpful)\s+to\s+(?:get|have)\s+a\s+reminder|i\s+could\s+do\s+with\s+a\s+(?:reminder|nudge)|i['’]?ll\s+need\s+a\s+(?:reminder|nudge)|what\s+i\s+need\s+is\s+a\s+reminder|make\s+sure\s+i\s+remember)(?!\s+of\b)"#, "remind me"),
        // Other verbs for an event: "mark my calendar for…", "make a date with…", "calendar the…",
        // "set a date for…", "I want it in my calendar that…", "what I want is … in my calendar".
        (#"mark\s+(?:my|the|our)\s+(?:calendar|diary)\s+(?:for|with)|set\s+a\s+date\s+for|(?:i\s+want|i['’]?d\s+like|i\s+need)\s+it\s+in\s+(?:my|the|our)\s+(?:calendar|diary)\s+that|what\s+i\s+(?:want|need)\s+is(?=.*\b(?:calendar|diary)\b)"#, "add"),
        (#"make\s+a\s+date\s+with"#, "add a date with"),
        (#"calendar\s+(?=(?:the|a|an|my|our)\s)"#, "add "),
        // Other words for a note: "keep in mind that…", "store the fact that…", "I want a note
        // that…", "I'd love a note saying…", "I need it written down that…".
        (#"(?:keep|bear)\s+in\s+mind\s+that|store\s+the\s+fact\s+that|(?:i['’]?d\s+love|i['’]?d\s+like|i\s+want|i\s+need)\s+a\s+note\s+(?:saying|that)|i\s+need\s+it\s+written\s+down\s+that"#, "note that"),
        // Other words for mail: "what's new from…", "I'd like to hear what X wrote", "I need an
        // email to go to…", "put an email together for…".
        (#"what['’]s\s+new\s+from"#, "any emails from"),
        (#"i['’]?d\s+like\s+to\s+hear\s+what"#, "read what"),
        (#"i\s+need\s+an?\s+e-?mail\s+to\s+go\s+(?:out\s+)?to|put\s+an?\s+e-?mail\s+together\s+for"#, "email"),
    ]

    /// Slang said before a request rather than in it ("lowkey", "ngl", "tbh", "omg", "bestie",
    /// "kinda", "basically", "literally").
    static let chatter = #"(?:low-?key|ngl|tbh|omg|omfg|bestie|fr|idk|kinda|sorta|basically|literally|honestly|legit)"#
    /// A request's verb in the "-ing" form or the past ("would you mind adding…", "what if you
    /// reminded me…"), and the plain verb it stands for.
    static let requestVerbForms: [String: String] = [
        "reminding": "remind", "reminded": "remind", "adding": "add", "added": "add", "putting": "put",
        "noting": "note", "noted": "note", "sending": "send", "sent": "send", "booking": "book", "booked": "book",
        "scheduling": "schedule", "scheduled": "schedule", "setting": "set", "making": "make", "made": "make",
        "writing": "write", "wrote": "write", "emailing": "email", "emailed": "email", "e-mailing": "email",
        "reading": "read", "checking": "check", "checked": "check", "pencilling": "pencil", "penciling": "pencil",
        "pencilled": "pencil", "penciled": "pencil", "popping": "pop", "popped": "pop", "creating": "create",
        "created": "create", "jotting": "jot", "jotted": "jot", "dropping": "drop", "dropped": "drop",
        "saving": "save", "saved": "save", "sticking": "stick", "stuck": "stick", "getting": "get", "got": "get",
        "blocking": "block", "blocked": "block", "taking": "take", "took": "take", "letting": "let",
    ]
    /// Those forms as one alternation, longest first.
    static let requestVerbAlternation = requestVerbForms.keys.sorted { $0.count > $1.count }.joined(separator: "|")

    /// `text` with a request put as a question or a suggestion said plainly, and slang before it
    /// left out: "any chance you could remind me at 4 pm…?", "do you think you could schedule…",
    /// "I was wondering if you could add…", "is there any way you could add…", "why don't you
    /// remind me…", "can we get the retro in for friday" → "get the retro in for friday", "would
    /// you mind adding…" → "add…", "how about putting…" → "put…", "what if you reminded me…" →
    /// "remind me…", "would it be possible to…" → "is it possible to…", "you couldn't remind me at
    /// 3…, could you?" → "remind me at 3…", a question tag at the end (", would you?") dropped, and
    /// "lowkey add gym with Kerem…", "ngl has Kerem replied" without the slang. Anything else is
    /// returned as it is.
    static func plainAsk(_ text: String) -> String {
        guard matches(text, #"(?i)\b(?:you|you['’]d|your|we|it|about|why|help|can|ok|okay|yeah|i['’]m|wanted|meant|going|someone|somebody|anyone|anybody|favou?r|ahead|free|be|i['’]d|forget|sure|remember|must|need|would|could|should|hearth|pray|prithee|thee|thou|ye|know|tell|find|assist|"# + chatter + #")\b"#) else { return text }
        var current = replace(text, #"(?i)^(?:\#(chatter)[,!.]*\s+)+(?=\S)"#, with: "")
        // "kinda need lunch with Ezhil… in the diary": the need is the speaker's.
        if current != text { current = replace(current, #"(?i)^(?=(?:need|want|have\s+to|gotta|got\s+to)\s)"#, with: "I ") }
        // "any time after 2 pm, honestly, to reply…": a filler set apart by commas says nothing.
        current = replace(current, #"(?i)\s*,\s*(?:honestly|basically|literally|kinda|sorta|like|tbh|ngl)\s*,\s*"#, with: " ")
        let opening = #"(?i)^((?:(?:hey|hi|ok|okay|so|and|um|oh|please)[,\s]+)*)"#
        // A request's verb, after what is said instead of asking plainly.
        let requestVerb = #"(?:remind|add|put|schedule|book|set|make|create|note|jot|send|e-?mail|read|check|pencil|pop|stick|get|block)\b"#
        let wrappers: [(pattern: String, template: String)] = [
            (#"(?:any\s+chance|is\s+there\s+(?:any|a)\s+(?:way|chance))\s+(?:that\s+)?you(?:\s+(?:could|can|might|would)|['’]d)\s+(?:possibly\s+)?"#, "$1"),
            (#"(?:do|d['’]?)\s*you\s+(?:think|reckon)\s+you(?:\s+(?:could|can|might)|['’]d)\s+(?:possibly\s+)?"#, "$1"),
            (#"(?:(?:i\s+was|i['’]m|i\s+am)\s+(?:just\s+)?(?:wondering\s+(?:if|whether)|hoping)|i\s+wonder\s+(?:if|whether)|i\s+don['’]?t\s+suppose)\s+you(?:\s+(?:could|can|might|would)|['’]d)\s+(?:possibly\s+)?"#, "$1"),
            // "lemme know if Aelfric's emailed", "tell me whether Edwy has written": mail looked for.
            (#"(?:let\s+me\s+know|tell\s+me|find\s+out|i\s+(?:need|want)\s+to\s+know|i['’]?d\s+like\s+to\s+know)\s+(?:if|whether)\s+(?=(?-i:\p{Lu})[\p{L}'’.-]*(?:['’]s|\s+has)\s+(?:e-?mailed|written|replied|sent)\b)"#, "$1check if "),
            // "I'd be ever so grateful if you could remind me…".
            (#"i['’]?d\s+be\s+(?:ever\s+so\s+|really\s+|very\s+|so\s+|most\s+)?(?:grateful|thankful|obliged)\s+if\s+you\s+(?:could|would)\s+(?="# + requestVerb + ")", "$1"),
            // "kinda need to add a catch-up…", "I need to put…": the speaker's need is the request.
            (#"(?:i\s+)?(?:need|have|want)\s+to\s+(?=(?:add|put|pencil|pop|stick|schedule)\b)"#, "$1"),
            // "if it's not too much trouble, add…", "if you can, add…".
            (#"(?:if\s+it['’]?s\s+not\s+too\s+much\s+(?:trouble|bother)|if\s+(?:you\s+can|you\s+could|possible))\s*,\s*(?="# + requestVerb + ")", "$1"),
            // "how about you add the quiz night…".
            (#"(?:how|what)\s+about\s+you\s+(?="# + requestVerb + ")", "$1"),
            (#"why\s+(?:don['’]t|not)\s+(?:you\s+|we\s+)?(?="# + requestVerb + ")", "$1"),
            (#"(?:shall|should|can|could)\s+we\s+(?=(?:get|put|add|set|book|schedule|pencil|pop|stick|make|block)\b)"#, "$1"),
            // A request said as Hearth's duty: "I'm counting on you to…", "it's on you to…", "your
            // job is to…", "your job: …", "make it your mission to…", "you'll…", "you're going to…".
            (#"(?:i['’]?m|i\s+am)\s+(?:counting|relying|depending)\s+on\s+you\s+to\s+|(?:it['’]?s|it\s+is)\s+(?:on\s+you|your\s+(?:job|task)|up\s+to\s+you)\s+to\s+|your\s+(?:job|task|mission)\s*(?:is\s+to\s+|[:,–—-]\s*)|make\s+it\s+your\s+(?:job|mission|priority)\s+to\s+"#, "$1"),
            (#"you(?:['’]ll|\s+will|['’]re\s+going\s+to|\s+are\s+going\s+to|\s+need\s+to|\s+have\s+to|['’]ve\s+got\s+to|\s+can)\s+(?="# + requestVerb + ")", "$1"),
            // A request wrapped in the past tense: "I wanted you to add…", "I was going to ask you
            // to…", "I was going to get you to…", "I was going to have you email…", "I meant to
            // tell you: note that…" ("I wanted to call Hetal yesterday" asks for nothing).
            // ("I was going to email Bhavin but forgot" is the speaker's own plan.)
            (#"i\s+(?:wanted|was\s+going|was\s+meaning|was\s+about|had\s+meant|meant)\s+to\s+(?:ask\s+you\s+to\s+|get\s+you\s+to\s+|have\s+you\s+|tell\s+you\s*[:,]?\s*|say\s*[:,]?\s*)(?="# + requestVerb + #")|i\s+wanted\s+you\s+to\s+(?="# + requestVerb + #")|i\s+wanted\s+to\s+(?=(?:check|read|get)\b)"#, "$1"),
            // A request said to anyone in earshot: "someone remind me…", "can somebody add…".
            (#"(?:(?:can|could|would|will)\s+)?(?:some|any)(?:one|body)\s+(?:please\s+)?(?="# + requestVerb + ")", "$1"),
            (#"you\s+couldn['’]t\s+(?=\w+.*,\s*could\s+you\s*\??\s*$)"#, "$1"),
            (#"(?:would|will|could)\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to\s+"#, "$1is it possible to "),
            // "help me add lunch with Wei Ling…", as said in Singapore ("help me remember…" is a reminder's own).
            (#"help\s+me\s+(?=(?:add|set|schedule|book|put|create|make|send|e-?mail|note|jot|write|pencil|block|read|check)\b)"#, "$1"),
            // Kenyan and Indian English "please assist me to put the AGM in my calendar" (set 1120).
            (#"(?:kindly\s+)?assist\s+me\s+(?:to|with|in)\s+(?="# + requestVerb + ")", "$1"),
            // Hearth named in the third person: "can Hearth remind me…", "Hearth should add…", "I
            // want Hearth to remind me…", "ask Hearth to…", "let's get Hearth to note…", "I'll have
            // Hearth remind me…", "Hearth will remind me…, won't it?".
            (#"(?:(?:can|could|would|will)\s+hearth|hearth\s+(?:should|must|needs\s+to|has\s+to|can|could|will|is\s+going\s+to|['’]s\s+going\s+to|ought\s+to)|i\s+(?:want|need|would\s+like)\s+hearth\s+to|i['’]d\s+like\s+hearth\s+to|(?:tell|ask|get)\s+hearth\s+to|let['’]?s\s+(?:get|have)\s+hearth(?:\s+to)?|i['’]ll\s+(?:have|get)\s+hearth(?:\s+to)?)\s+(?="# + requestVerb + ")", "$1"),
            // Hearth told to remember its job: "don't forget to remind me…", "make sure you remind
            // me…", "remember to add…", "you must remind me…", "it would be great if you could…".
            // Only a verb that is Hearth's own ("remember to book the table" is the task).
            (#"(?:don['’]?t\s+forget\s+to|do\s+not\s+forget\s+to|make\s+(?:absolutely\s+|really\s+|doubly\s+|extra\s+|very\s+)?sure(?:\s+(?:that\s+)?you)?|be\s+(?:absolutely\s+|extra\s+|very\s+)?sure\s+to|remember\s+to|remember(?=\s+remind\b)|you\s+(?:absolutely\s+|really\s+|simply\s+)?(?:must|need\s+to|have\s+to|should)|it\s+would\s+be\s+(?:great|nice|good|lovely|helpful|brilliant|handy)\s+if\s+you\s+(?:could|would|can))\s+(?=(?:remind|pencil|schedule|note\s+(?:that|down)|jot|set\s+(?:a|an)\s+reminder|make\s+a\s+note|add\s+(?:\S+\s+){0,4}?(?:with\s+(?-i:\p{Lu})|to\s+(?:my|the|our)\s+(?:calendar|diary))|(?:put|pop|stick)\s+(?:\S+\s+){1,10}?in\s+(?:for|on|(?:the|my|our)\s+(?:calendar|diary))|e-?mail\s+(?:\S+\s+){1,2}?(?:saying|to\s+say|that)\b))"#, "$1"),
            // Old-fashioned asking: "pray remind me…", "prithee add…", "I bid thee add…", "I beseech
            // you, remind me…", "wouldst thou add…".
            (#"(?:pray|prithee|i\s+(?:bid|beseech|pray|implore|charge)\s+(?:thee|you|ye)(?:\s+to)?|(?:wouldst|wilt|canst)\s+thou|(?:would|will)\s+(?:thou|ye))\s*,?\s+(?="# + requestVerb + ")", "$1"),
            // "what about adding dinner with Wila on saturday?", "how about adding…".
            (#"(?:what|how)\s+about\s+adding\b"#, "$1add"),
            // "I could do with a reminder at 4 pm to…", "I should be ever so grateful for a reminder…".
            (#"i\s+could\s+(?:do\s+with|use)\s+a\s+reminder\b"#, "$1remind me"),
            (#"(?:i\s+(?:should|would)|i['’]d)\s+be\s+(?:ever\s+so\s+|really\s+|very\s+|so\s+|most\s+)?(?:grateful|thankful|obliged)\s+for\s+a\s+reminder\b"#, "$1remind me"),
            // "I should like to put down luncheon with…": an old-fashioned "I'd like to".
            (#"i\s+should\s+(?:like|love)\s+(?:you\s+)?to\s+(?="# + requestVerb + ")", "$1"),
            // A favour or a leave asked first: "do me a favour and…", "be a star and…", "would you be
            // a love and…", "go ahead and…", "feel free to…", "if you'd be so kind, …", "I'd
            // appreciate it if you could…" ("do me a favour and pass the salt" asks for nothing here).
            (#"(?:(?:could|can|would|will)\s+you\s+)?(?:do\s+(?:me|us)\s+(?:a\s+)?(?:(?:massive|big|huge|quick|small|little|wee|teeny)\s+)?favou?r|(?:would\s+you\s+)?be\s+(?:a|an|my)\s+(?:star|dear|love|darling|sweetheart|angel|gem|doll|treasure|legend|champ|good\s+egg)|go\s+ahead|feel\s+free|if\s+you(?:['’]d|\s+would)\s+be\s+so\s+kind|i['’]?d\s+(?:really\s+)?appreciate\s+it\s+if\s+you\s+(?:could|would|can)|i['’]?d\s+be\s+(?:really\s+|very\s+|so\s+)?grateful\s+if\s+you(?:['’]d|\s+(?:could|would|can)))(?:\s*,\s*|\s+and\s+|\s+to\s+|\s*:\s*|\s+)(?:please\s+)?(?="# + requestVerb + ")", "$1"),
        ]
        // "Hearth will remind me…, won't it?": the question after it goes with the third person.
        if matches(current, #"\bhearth\b"#) {
            current = replace(current, #"(?i),?\s*(?:won['’]t|will|wouldn['’]t|can['’]t|can|could|couldn['’]t)\s+(?:it|she|hearth)\s*\?*\s*$"#, with: "")
        }
        for (pattern, template) in wrappers {
            let next = replace(current, opening + pattern, with: template)
            if next != current { current = next; break }
        }
        // "would you mind adding…", "how about putting…", "what if you reminded me…", "it'd be
        // great if you reminded me…", "you wouldn't mind noting…", "I'd suggest putting…", "it's
        // worth adding…", "are you capable of setting…", "take care of booking…", "you'll be
        // putting…", "your next move is booking…": the plain verb.
        let suggested = opening + #"(?:(?:would|do)\s+you\s+mind|you\s+wouldn['’]?t\s+mind|how\s+about|what\s+about|what\s+if\s+you|you(?:['’]re|\s+are)\s+in\s+charge\s+of|(?:it\s+would|it['’]d)\s+be\s+(?:great|nice|good|lovely|helpful|brilliant|handy|ace|amazing|super)\s+if\s+you|i['’]?d\s+be\s+(?:ever\s+so\s+|really\s+|very\s+|so\s+|most\s+)?(?:grateful|thankful|obliged)\s+if\s+you|i['’]d\s+(?:suggest|recommend)|it['’]s\s+worth|it\s+is\s+worth|are\s+you\s+capable\s+of|(?:please\s+)?take\s+care\s+of|see\s+to|you(?:['’]ll|\s+will)\s+be|your\s+next\s+move\s+is)\s+(?:you\s+)?("# + requestVerbAlternation + #")\b"#
        if let groups = captures(current, suggested), let verb = groups[1], let plain = requestVerbForms[verb.lowercased()] {
            current = replace(current, suggested, with: "$1" + plain)
        }
        // "…, would you?", "…, could you?": a question tag said to the listener.
        current = replace(current, #"(?i),\s*(?:would|could|will|can|won['’]t)\s+you\s*\??\s*$"#, with: "")
        // "…, yeah?", "…, can?", "…, ok?": a tag asking the listener to agree; a message's words
        // keep theirs ("email Rok saying pints on thursday, yeah?").
        if !matches(current, #"(?i)\b(?:saying|says|said|telling|that|subject)\b|:"#) {
            current = replace(current, #"(?i),?\s+(?:can(?:\s+or\s+not)?|ok|okay|yeah|yes|right|is\s+it)\s*\?\s*$|,\s*(?:yeah|ok|okay)\s*\?\s*$"#, with: "")
        }
        return current
    }

    /// Polite words that may open a request ("please", "could you", "ok so"), each followed by a
    /// comma or a space; the patterns that read a request's opening words allow them first.
    static let politeOpening = #"(?:(?:hey|ok|okay|so|please|can\s+you|could\s+you|would\s+you)[,\s]+)*"#

    /// `text` with a casual way of asking said in plain words ("give me a shout at 4 to grab my
    /// kit" → "remind me at 4 to grab my kit", "shoot Gabriel an email saying…" → "email Gabriel
    /// saying…", "chuck the vet in the diary for monday" → "add the vet for monday", "block out
    /// saturday from 9 to 1 for the allotment" → "add the allotment saturday from 9 to 1", "earmark
    /// friday afternoon for the garden" → "add the garden friday afternoon").
    ///
    /// - Parameter text: the command.
    /// - Returns: The command asked plainly, or `text` when it asks in no casual way Hearth knows.
    public static func plainRequest(_ text: String) -> String {
        let answered = questionsAnswered(text)
        let once = lengthsSaidAsMore(withoutKindCorrected(saidTwice(answered)?.first ?? answered))
        let asked = asInvited(withoutOnceMore(withoutDevice(plainAsk(withoutRetry(withoutRelay(fieldsSaid(activeVoice(withoutStory(withoutTrial(withoutCapabilityQuestion(once)))))))))))
        let text = weekdayRun(onceAsEvery(timeSetAfter(withoutKindSaidAfter(asked))))
        // "did Gaurav revert to my mail", "did Jasur revert on the contract": "revert" is "reply"
        // in Indian English.
        if matches(text, #"\brevert"#),
           case let replied = replace(replace(text, #"(?i)\b(did|has|have)\s+((?:[\p{L}'’.-]+\s+){1,2}?)revert(?:ed)?\s+(?:back\s+)?to\b"#, with: "$1 $2reply to"),
                                      #"(?i)\b(did|has|have)\s+((?:[\p{L}'’.-]+\s+){1,2}?)revert(?:ed)?\s+(?:back\s+)?(?:on|about|regarding)\b"#, with: "$1 $2reply about"),
           replied != text {
            return plainRequest(replied)
        }
        let opening = #"(?i)^("# + politeOpening + ")"
        // "reply to Aibek saying…", "write back to Aizhan saying…", "answer Cholpon's email
        // saying…", "email Oyuunaa back saying…", "send a reply to Makana saying…": a new email to
        // them, with what it says.
        if matches(text, #"\b(?:repl(?:y|ies)|respond|response|answer|back)\b"#) {
            let says = #"(?=(?:saying|and\s+say|to\s+say|and\s+tell\s+(?:him|her|them)|telling\s+(?:him|her|them)|with\s+the\s+subject|with\s+subject)\b|:)"#
            let whom = #"(?!(?:all|me|it|that|this|him|her|them|everyone|everybody|the\s+(?:e-?mail|mail|message|thread))\b)([\p{L}][\p{L}'’.-]*(?:\s+(?:and\s+)?(?-i:\p{Lu})[\p{L}'’.-]*)*?)"#
            let thread = #"(?:['’]s\s+(?:last\s+|latest\s+)?(?:e-?mail|mail|message|note|reply))?"#
            for pattern in [#"(?:reply|respond|write\s+back|get\s+back|answer)\s+(?:to\s+)?"# + whom + thread + #"\s*,?\s+"# + says,
                            #"send\s+(?:a|an)\s+(?:quick\s+)?(?:reply|answer|response)\s+to\s+"# + whom + thread + #"\s*,?\s+"# + says,
                            #"e-?mail\s+"# + whom + #"\s+back\s+"# + says] {
                let next = replace(text, opening + pattern, with: "$1email $2 ")
                if next != text { return replace(next, #"\s{2,}"#, with: " ") }
            }
            // "is there a reply from Cholpon", "any response from Firuza yet": mail from them.
            let next = replace(text, opening + #"(?:is\s+there\s+|have\s+i\s+(?:got|had)\s+|did\s+i\s+get\s+)?(?:an?|any)\s+(?:reply|response|answer)\s+(?=from\b)"#, with: "$1any emails ")
            if next != text { return next }
        }
        // Every casual way below opens with one of these words: most commands skip the rest.
        guard matches(text, opening + #"(?:buzz|poke|prod|bug|nag|shout|holler|yell|hit|give|jog|flag|set|lock|nail|book|save|pencil|slot|mark|diari[sz]e|scribble|write|make|keep|log|file|stick|capture|fire|bang|knock|get|e-?mail|catch|go|fill|run|what['’]s|anything|shoot|flick|ping|chuck|whack|throw|toss|slap|shove|bung|park|i|i['’]d|i['’]ll|block|hold|reserve|put|pop|fix|send|drop|revert|schedule|arrange|tell|let|notify|alert|warn|prompt|calendar|bear|store|it['’]d|it|what|earmark|ring-?fence|bag|carve|have|fit|squeeze|sort|organi[sz]e|whip|rustle)\b"#) else {
            return text
        }
        for (pattern, plain) in idioms {
            let next = replace(text, opening + "(?:" + pattern + ")", with: "$1" + plain)
            if next != text { return replace(next, #"\s{2,}"#, with: " ") }
        }
        let rewrites: [(pattern: String, template: String)] = [
            // "shoot Gabriel an email", "flick Rafael an email", "ping Bruno an email"
            (#"(?:shoot|flick|ping|fire|bang)\s+(?!(?:me|us|off|out|over)\b)(.+?)\s+(?:a|an)\s+(?:quick\s+)?e-?mail\b"#, "$1email $2"),
            // "chuck the vet in the diary for monday", "get the team lunch on the calendar for wednesday",
            // "I need the quiz night on the calendar, thursday at 8 pm", "throw a coffee with Kekoa in for friday"
            (#"(?:(?:i\s+(?:need|want)\s+to\s+|i['’]?d\s+like\s+to\s+)?(?:chuck|whack|throw|toss|slap|shove|bung|park|get|write|stick|pop|sort\s+out|sort|organi[sz]e|arrange|set\s+up|whip\s+up|rustle\s+up)|i\s+(?:need|want))\s+(.+?)\s+(?:in|on|into|onto)\s+(?:the|my|our)\s+(?:diary|calendar|agenda|schedule)\b,?"#, "$1add $2"),
            // ("toss the dentist in Squamish in the calendar, Monday the seventh…", set 1085.)
            (#"(?:chuck|whack|throw|toss|slap|shove|bung)\s+((?:(?!to\s)\S+\s+){0,6}?\S+)\s+in\s+(?=(?:for|on|at)\s)"#, "$1add $2 "),
            // "pop a tramp up Rangitoto in for saturday", "get the retro in for friday" ("put the
            // kitchen fitter in on friday" is left alone: who comes in is the title).
            // "I'm trying to get squash with Hrafnkell in on friday at 7 pm": the same, tried for.
            (#"(?:i['’]?m\s+trying\s+to|i\s+want\s+to|i['’]d\s+like\s+to)\s+(?:get|fit|squeeze)\s+((?:(?!to\s)\S+\s+){0,6}?\S+)\s+in\s+(?=(?:for|on|at)\s)"#, "$1add $2 "),
            // "I want to put lunch with Godgifu in for thursday": the same, wanted.
            (#"(?:i\s+(?:want|need)\s+to\s+|i['’]?d\s+like\s+to\s+)?(?:pop|stick|put|get)\s+((?:(?!to\s)\S+\s+){0,6}?\S+)\s+in\s+(?=for\s)"#, "$1add $2 "),
            // "block out saturday from 9 to 1 for the allotment", "hold thursday 6 to 8 pm for the choir
            // rehearsal", "reserve sunday at 1 pm for lunch at Júlia's": the time first, then what it is for.
            // "earmark friday afternoon for the garden", "put a pin in the 14th at 7 pm for the quiz",
            // "keep saturday at 10 am free for the move", "set aside an hour on wednesday at 3 pm for
            // the accounts": the same, with other verbs, and a length said first.
            (#"(?:block\s+(?:out|off)|set\s+aside|carve\s+out|earmark|ring-?fence|reserve|save|hold|keep)\s+(an?\s+hour|half\s+an\s+hour|(?:two|three|four|\d+)\s+hours?)\s+(?=(?:(?:this|next|on)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|the\s+\d))(.+?)\s+for\s+(.+)$"#, "$1add $4 $3 for $2"),
            (#"(?:block\s+(?:out|off)|hold|reserve|keep|save|earmark|ring-?fence|mark\s+(?:off|out)|bag|lock\s+in|put\s+a\s+pin\s+in)\s+(?=(?:some\s*time\s+)?(?:(?:this|next|on)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|the\s+\d|week))(.+?)(?:\s+free)?\s+for\s+(.+)$"#, "$1add $3 $2"),
            // "I'd love the carol service on the 20th at 6 pm to be in my calendar".
            (#"(?:i['’]?d\s+love|i['’]?d\s+like|i\s+want)\s+(.+?)\s+to\s+be\s+(?:in|on)\s+(?:my|the|our)\s+(?:calendar|diary)\s*$"#, "$1add $2"),
            // "squeeze in a 20 minute call with Oloye at 4 pm": "in" is no time before a length.
            (#"(?:book|fit|squeeze|slot|get|pencil)\s+(?:(?:me|us)\s+)?in\s+(?=an?\s+(?:\d+|[a-z]+(?:[-\s][a-z]+)?)[-\s](?:minute|hour)\b)"#, "$1add "),
            // "I want Timoci to get an email saying…", "get on to Ánde by email saying…".
            (#"(?:i\s+want|i['’]?d\s+like|i\s+need)\s+((?-i:\p{Lu})[\p{L}'’.-]*(?:\s+and\s+(?-i:\p{Lu})[\p{L}'’.-]*)?)\s+to\s+(?:get|have|receive)\s+an?\s+e-?mail\b"#, "$1email $2"),
            (#"get\s+on\s+to\s+((?-i:\p{Lu})[\p{L}'’.-]*)\s+by\s+e-?mail\b"#, "$1email $2"),
        ]
        for (pattern, template) in rewrites {
            let next = replace(text, opening + pattern, with: template)
            if next != text { return next }
        }
        return text
    }
}

extension SlotDrafter {
    /// The command as its opening words are read to tell what it asks for: transcribed,
    /// punctuated, spelled words joined, the request said plainly, asides dropped, tidied
    /// (``leadingIntent(_:)``, ``eventSaidBare(_:)``).
    static func plainCommand(_ text: String) -> String {
        tidy(withoutAsides(plainRequest(withoutSpelling(punctuated(transcribed(text))))))
    }

    /// The intent the command's opening words ask for plainly, or nil when they name none: "remind
    /// me…" a reminder, "note that…" a note, "email Rūta saying…" an email, "add…" or "schedule…"
    /// an event (not "add a reminder…", "add … to my notes"). The request that comes first decides,
    /// whatever another request's words say inside what it holds ("email Rūta saying remind me to
    /// call you on friday", "add a call with Rūta to remind her about the lease", "add an email
    /// etiquette training on the 3rd").
    ///
    /// - Parameter text: the command.
    /// - Returns: "add_reminder", "create_note", "send_email", "create_event" or nil.
    public static func leadingIntent(_ text: String) -> String? {
        let plain = plainCommand(text)
        let opening = #"^(?:(?:hey|ok|okay|so|and|please|um|uh|oh|just|also|now)[,\s]+)*"#
        // "don't let me forget to download the boarding pass", "make sure I don't forget to…".
        // ("remind me what the weather is like" asks a question.)
        if matches(plain, opening + #"(?:remind\s+me(?!\s+(?:what|who|where|how|which|whether|if|why)\b)|(?:set|add|create|make)\s+(?:me\s+)?a\s+reminder|don['’]?t\s+let\s+me\s+forget\s+to|make\s+sure\s+i\s+(?:don['’]?t\s+forget|remember)\s+to)\b"#) { return "add_reminder" }
        // "every Tuesday at six in the morning give me a holler to check…", "Thursday at four, mind me
        // tae collect…" (sets 1076, 1077): only words of time said before the request.
        let timeFirst = #"^(?:(?:every|each|on|at|by|this|next|tomorrow|tonight|today|in|the|morn|(?:mon|tues|wednes|thurs|fri|satur|sun)day|noon|midday|half|quarter|past|a\.?m\.?|p\.?m\.?|o['’]clock|morning|afternoon|evening|night|\d{1,2}(?:[:.]\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|minutes?|hours?)[\s,]+){1,10}"#
        if matches(plain, timeFirst + #"(?:(?:re)?mind\s+me|give\s+(?:me|us)\s+a\s+(?:holler|shout|nudge|buzz))\s+(?:to|tae|that|about)\b"#) { return "add_reminder" }
        // "jot this down: project name idea Lighthouse", "I want to remember this, the plumber is Steve".
        if matches(plain, opening + #"(?:note\s+(?:that|down|to\s+self)|(?:make|take|write|add|create)\s+a\s+(?:quick\s+)?note\b|jot\s+down|(?:jot|write|take|get)\s+(?:this|that)\s+down\s*[:,.-]|(?:note|log|write|save|record)\s+(?:this|that)\s*[:,]|i\s+(?:want|need)\s+to\s+remember\s+(?:this|that)\s*[:,.-])"#) { return "create_note" }
        if matches(plain, opening + #"(?:e-?mail|send\s+(?:an?\s+)?e-?mail\s+to)\s+(?!(?:me|myself|it|this|that|them|back|to\s+me)\b)[\p{L}][^,]*?\s+(?:saying|and\s+say|to\s+say|with\s+the\s+subject|subject|"# + bodyLeadIn + #")\b"#)
            || matches(plain, opening + #"(?:an?\s+)?new\s+e-?mail\s+to\s+(?!(?:me|myself)\b)[\p{L}][^,.:]*[,.:]"#)
            || matches(plain, opening + #"send\s+(?!(?:me|myself|it|this|that)\b)[\p{L}][\p{L}'’.-]*(?:\s+and\s+[\p{L}][\p{L}'’.-]*)?\s+an?\s+(?:quick\s+)?e-?mail\s+(?:saying|to\s+say|with)\b"#) {
            return "send_email"
        }
        if matches(plain, opening + #"(?:add|schedule|pencil\s+in|set\s+up)\s+(?!(?:a|an|the|my|me)?\s*(?:reminders?|notes?|memo|list|to-?do)\b|(?:an?\s+)?e-?mails?\s+(?:to|for|saying|address)\b)(?!(?:to|in|on|into|onto)\b)"#),
           !matches(plain, #"\b(?:to|in|on|into|onto)\s+(?:my|the|our)\s+(?:reminders?|notes?|to-?do|list|shopping|inbox)\b|\bremind\s+me\b|\bnote\s+that\b"#) {
            return "create_event"
        }
        return nil
    }
}

extension SlotDrafter {
    /// True when the command is a thing said with "a" or "an", a thing done with someone named
    /// ("beard trim with Pendlebury on Thursday at 5:30") or a meal or night out said first
    /// ("drinks at the pub on Tuesday at 8"), or a thing with "the", "my" or "our" said straight
    /// before its day and clock ("the carol service on the 20th at 6 pm"), and no word that asks
    /// for anything or says what it is: "a standards check on the 15th at 2 pm", "a stoop sale
    /// with Gambino on Saturday at 10 am". Said so, a thing at a time is something on then (an
    /// event), not a task: of Hearth's labelled commands said one of the first three ways, 454 are
    /// events, 20 are nothing (what happened, or a call to change, share or join) and none is a
    /// reminder (the two reminders that open with "a", "a nudge is needed…", have a word that
    /// asks); of those said the fourth way, all 133 are events. A thing named by what it is (a
    /// practice, a meeting, a supper, a duty, a quiz night, a viewing, a test…) said first without
    /// "the", then where, then its day and clock ("Bounty Day practice at the Square on Saturday
    /// from 4 pm") is one too: all 337 labelled commands said so outside the test split (through
    /// the 751st fresh set) are events ("don't add dinner…" is not taken). So is any thing said
    /// first, then where or for whom, then its day and clock ("beach clean at Fistral on Saturday
    /// at 10 am", "dentist for my son on the 11th at 10 am"), unless a word that changes, finds or
    /// asks opens it, or a verb and what it takes ("collect the parcel at the post office…").
    /// Through the 815th fresh set, of the 1,235 labelled commands outside the test split said
    /// any of these ways, 1,162 are events and 73 are nothing, none of them a remark with a clock
    /// said with am or pm that tells nothing of what happened; none is a reminder. Such a command
    /// is asked about unless `IntentParser` finds it sure, so the kind mostly decides what is
    /// asked. A thing said first, then the hours it runs, then its day ("full stock count from 2
    /// to 6 pm on Friday") is one too (sixtieth session).
    ///
    /// - Parameter text: the command.
    /// - Returns: True for a thing said bare with "a" or "an", with someone named, a meal or night
    ///   out, or a thing of one's own, one named by what it is or one said with where or for whom
    ///   said before its day and clock.
    public static func eventSaidBare(_ text: String) -> Bool {
        let plain = plainCommand(text)
        let withSomeone = #"^(?!(?:the|my|our|i|we|you|it|let['’]?s|lets|move|push|pull|cancel|find|shift|bring|postpone|reschedule|delete|drop|call\s+off|change|swap|shorten|extend|decline|share|help|start|make|join|leave|when['’]?s?)\b)(?:[\p{L}'’-]+\s+){1,4}?with\s+(?-i:\p{Lu})"#
        // "drinks at the pub on Tuesday at 8": a meal or a night out said first.
        let outing = #"^(?:some\s+)?(?:dinner|supper|lunch|brunch|breakfast|drinks|coffee|tea|party|gig|concert|quiz|pub|cinema|movie|theatre|ceilidh|karaoke|bbq|barbecue|braai|picnic)(?!['’])\b"#
        // "the carol service on the 20th at 6 pm", "my firearms refresher on the 10th at 8 am": a
        // thing of one's own said first, then its day and clock, with nothing that does between
        // ("the plumber's coming on wednesday at 8 am" is told; one word alone, "the bins
        // tomorrow at 7", may be a chore).
        let weekday = #"(?:mon|tues|wednes|thurs|fri|satur|sun)day"#
        // Its day, then its clock: "on the 20th at 6 pm", "tomorrow from 9", "next Friday at 6 pm",
        // "on Sunday from noon", or the day alone as the British say it ("under-twelves training at
        // the club Wednesday at 5:30 pm", set 865; not "for Wednesday", "by Friday"); the date
        // with its month or weekday ("on the 1st of December", "on December 5th", "on Sunday the
        // 20th"), a weekly day ("every Tuesday at 4 pm") and a clock in words ("at half past seven
        // in the evening"), sets 880-884; "Monday the 30th" without "on", a holiday that is one
        // day ("on Boxing Day at 11 am") and "at half eight" (8:30), sets 910 and 926.
        let ordinal = #"\d{1,2}(?:st|nd|rd|th)"#
        let month = #"(?:january|february|march|april|may|june|july|august|september|october|november|december)"#
        let dayThenClock = #"(?:on\s+(?:the\s+"# + ordinal + #"(?:\s+of\s+"# + month + #")?|"# + month + #"\s+(?:the\s+)?"# + ordinal
            + "|" + weekday + #"(?:\s+the\s+"# + ordinal + #")?)|tomorrow|(?:this|next|every)\s+"# + weekday
            + #"|(?<!\b(?:for|by|until|till|before|after|since|from|every|each|last|that|the|to)\s)"# + weekday + #"(?:\s+the\s+"# + ordinal + ")?"
            + #"|on\s+(?:boxing\s+day|christmas\s+(?:eve|day)|new\s+year['’]?s\s+(?:eve|day)|hogmanay|burns\s+night|bonfire\s+night)"#
            + #")\s+(?:at|from)\s+(?:\d|noon\b|midday\b|half\s+(?:past\b|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)|(?:a\s+)?quarter\s+(?:past|to)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)"#
        // (Where or with whom may run to eight words and hold a number: "the EHCP annual review for
        // Rigden in Year 4…", "the Wi-Fi survey with the engineer from the county council…", set 947, 950.)
        let ownThing = #"^(?:the|my|our)\s+(?![\p{L}\d'’&.-]+\s+(?:on|tomorrow|this|next|"# + weekday + #")\b)(?:[\p{L}\d'’&.-]+\s+){1,6}?(?:(?:at|in|with|for)\s+(?:[\p{L}\d][\p{L}\d'’&.-]*\s+){1,8}?)?"#
            + dayThenClock
        // "Bounty Day practice at the Square on Saturday from 4 pm", "church harvest supper at St
        // Mary's next Friday at 6 pm": a thing named by what it is, said first without "the", then
        // where (or whom it is against: "county league match against Harrogate…", set 876), then its
        // day and clock; or straight before its day ("INSET day training on the 4th at 9 am").
        // Words that open a request, a change or a sentence, not a thing's name.
        let requestOpeners = #"the|my|our|i|we|you|it|let['’]?s|lets|please|remind|add|put|schedule|book|set|make|create|note|jot|e-?mail|send|read|check|can|could|would|will|don['’]?t|do|did|move|push|cancel|delete|drop|change|shift|postpone|reschedule"#
        let namedByWhatItIs = #"^(?!(?:"# + requestOpeners + #")\b)(?:[\p{L}\d'’&.-]+\s+){0,4}?"#
            + #"(?:practice|meeting|supper|dinner|lunch|duty|rehearsal|service|class|session|match|party|fair|show|concert|training|parade|festival|market|auction|sale|quiz|talk|lecture|course|workshop|briefing|inspection|visit|appointment|interview|game|race|tournament|dance|feast|ceremony|wedding|funeral|christening|reunion|picnic|barbecue|walk|trip|tour|tasting|judging|night|evening|fellowship|gala|presentation|social|disco|ball|bingo|recital|viewing|test)"#
            + #"\s+(?:(?:at|in|on|for|with|by|against|versus|vs)\s+(?:[\p{L}\d'’&.-]+\s+){0,8}?)?"# + dayThenClock
        // "beach clean at Fistral on Saturday at 10 am", "dentist for my son on the 11th at 10 am":
        // any thing said first, then where or for whom (at least a word), then its day and clock,
        // with no word that changes, finds or asks for anything opening it, nor a verb and what
        // it takes ("collect the parcel at the post office…", "pick up Gran at…" are tasks;
        // "dentist in Newport…" is where: "in" before a capital is no particle). The opening is
        // shared with `hoursThenDay` below.
        let noRequestNorTask = #"(?!(?:"# + requestOpeners
            + #"|pull|find|bring|call|swap|shorten|extend|decline|share|help|start|join|leave|when['’]?s?|what|where|who|how|why|is|are|was|were)\b)"#
            + #"(?![\p{L}'’-]+\s+(?:the|a|an|my|your|his|her|our|their|some|this|that|these|those|it|them|him|me|us|up|out|off|in(?!\s+(?-i:\p{Lu}))|back|down|over)\b)"#
        let namedForAPlace = "^" + noRequestNorTask
            + #"(?:[\p{L}\d'’&.-]+\s+){0,4}?[\p{L}'’-]+"#
            + #"\s+(?:at|in|on|for|with|by)\s+(?:[\p{L}\d'’&.-]+\s+){1,6}?"# + dayThenClock
        // "full stock count from 2 to 6 pm on Friday", "the technical rehearsal from 2 to 10 pm on
        // Thursday": a thing said first, then the hours it runs, then its day and nothing after
        // (sets 936-951: 8 events; none of the labelled remarks is said so, while 4 said with one
        // clock are: "the sorting office closes at 6 on Saturday").
        let hour = #"(?:\d{1,2}(?::\d\d)?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|noon|midday)"#
        let hoursThenDay = #"^(?:(?:the|my|our)\s+)?"# + noRequestNorTask
            + #"(?:[\p{L}\d'’&.-]+\s+){1,10}?from\s+"# + hour + #"\s+(?:to|till|until|-)\s+"# + hour
            + #"\s+(?:on\s+(?:"# + weekday + #"(?:\s+the\s+"# + ordinal + #")?|the\s+"# + ordinal + #"(?:\s+of\s+"# + month + #")?)|tomorrow|(?:this|next)\s+"# + weekday + #")\s*[.!]?$"#
        let said = matches(plain, #"^an?\s+\p{L}"#) || matches(plain, withSomeone) || matches(plain, outing) || matches(plain, namedByWhatItIs)
            || matches(plain, namedForAPlace) || matches(plain, hoursThenDay)
            || (matches(plain, ownThing) && !matches(plain, #"['’]s\s+(?:\p{L}+ing|been|gone|got)\b"#))
        return said && !matches(plain, #"\b(?:is|are|was|were|isn['’]t|wasn['’]t|took|sounds?|what|how)\b|\?"#)
            && !matches(plain, #"\b(?:remind\w*|nudge|ping|alert|alarm|timer|wake|notes?|e-?mails?|mails?|messages?|text|to-?do|task|calendar|diary|schedule|book|add|put|set|jot|write|save|pop|stick|forget|need|needs|have\s+to|has\s+to|must)\b"#)
    }

    /// People named one after another: "Tipene", "Ihaia and Kahurangi", "Mikaere, Hōhepa and me".
    static let guests = #"(?!(?:me|us|you|it|them)\b)[\p{L}][\p{L}'’.-]*(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s+)[\p{L}][\p{L}'’.-]*){0,7}?"#

    /// `text` with an event said as an invitation said as one to add: "invite Tipene to dinner on
    /// friday at 7 pm" → "add dinner on friday at 7 pm", "ask Kahurangi to a film on sunday" →
    /// "add a film on sunday", "get Mikaere, Hōhepa and me together for coffee…" → "add
    /// coffee…", "have Hōhepa over for a barbecue…" → "add a barbecue…"; and an event's request
    /// without the invitations said after it ("…and invite Ataahua", "…and send him an invite").
    /// An event has no list of guests: who is invited is said, not kept. "remind me to invite
    /// Ataahua…" and "ask Ihaia to call me" are left as they are.
    ///
    /// - Parameter text: the command.
    /// - Returns: The command as a request to add, or `text`.
    static func asInvited(_ text: String) -> String {
        guard matches(text, #"\b(?:invite|invites|invitation|ask|together|over|round|around)\b"#) else { return text }
        let opening = #"(?i)^("# + politeOpening + ")"
        let event = #"(?=(?:a|an|the|my|our|his|her|their|dinner|lunch|breakfast|brunch|coffee|drinks|tea|supper)\b)"#
        for pattern in [#"invite\s+"# + guests + #"\s+(?:to|for)\s+"# + event,
                        #"ask\s+"# + guests + #"\s+(?:to|out\s+to|out\s+for)\s+(?=(?:a|an|the)\s)"#,
                        #"(?:get|bring)\s+"# + guests + #"\s+together\s+(?:for|over)\s+"#,
                        #"have\s+"# + guests + #"\s+(?:over|round|around)\s+(?:for|to)\s+"#] {
            let next = replace(text, opening + pattern, with: "$1add ")
            if next != text { return next }
        }
        // "set up a call on tuesday at 3 pm and invite Ataahua", "schedule a 1:1 with Mikaere… and
        // send him an invite": what is added, without whom it goes to.
        guard matches(text, opening + #"(?:add|schedule|set\s+up|book|arrange|organi[sz]e|plan|put)\b"#), !matches(text, #"\bremind\b"#) else { return text }
        return replace(text, #"(?i)\s*,?\s+and\s+(?:(?:invite|ask)\s+"# + guests + #"(?:\s+(?:along|too|as\s+well))?|send\s+(?:him|her|them|everyone|everybody|"# + guests + #")\s+(?:an?|the)\s+(?:calendar\s+)?invit(?:e|ation)s?)\s*[.!]*\s*$"#, with: "")
    }
}

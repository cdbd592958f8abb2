import Foundation

/// When an event ends or how long it lasts, said in passing: "…, it ends at 5:30", "…, it goes on
/// till 4", "…, wraps up by 3", "from 9 am, finishing at 5 pm", "through to 1 pm", "…, it lasts 90
/// minutes", "…, an hour long", "from noon onwards".
extension SlotDrafter {
    /// A clock time as said after "till" or "at": "5", "5:30", "5 pm", "noon", "half 11".
    static let saidClock = #"(?:(?:about|around|roughly)\s+)?(?:\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\b\.?)?|noon|midday|midnight|half\s+(?:past\s+)?\d{1,2})"#
    /// A length as said: "90 minutes", "about an hour", "an hour and a half", "a couple of hours".
    static let saidLength = #"(?:(?:about|around|roughly|approximately|maybe)\s+)?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty(?:[- ]five)?|fifty|ninety|half\s+an|a\s+couple\s+of|\d+(?:\.\d+)?)(?:\s+an(?:d|['’])\s+a\s+(?:half|quarter))?\s+(?:minutes?|mins?|hours?|hrs?)(?:\s+an(?:d|['’])\s+a\s+(?:half|quarter))?"#

    /// What leads into an end or a length said in passing: a comma, with `subject` ("it", "that'll")
    /// or without it (", wraps up by 3"), or `subject` alone ("… and it ends at 5").
    static func saidBy(_ subject: String) -> String {
        #"(?:,\s+(?:"# + subject + #"\s+)?|\s+"# + subject + #"\s+)"#
    }

    /// The event `text` with its end or length said the plain way ("…, it ends at 5:30" → "… until
    /// 5:30", "…, it lasts 90 minutes" → "… for 90 minutes", "on friday 10 til 12" → "on friday 10
    /// until 12"), so the time grammar reads it as the event's.
    ///
    /// - Parameter text: an event command.
    /// - Returns: The command said plainly, or `text` when it says no end or length in passing.
    public static func endsSaidPlainly(_ text: String) -> String {
        guard matches(text, #"\b(?:till|until|til|by|through|finish\w*|end\w*|wrap\w*|run\w*|goe?s\s+on|going\s+on|last\w*|takes?|long|should|onwards|from|will|be\s+over|hours?|hrs?|minutes?|mins?)\b|['’]ll\s+be\b"#) else { return text }
        var out = text
        // "…, it takes like ninety minutes", "e go take like four hours" (sets 1095, 1098): "like" is "about".
        out = replace(out, #"(?i)\b(takes?|lasts?|be|for)\s+like\s+(?=(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty(?:[- ]five)?|fifty|ninety|half\s+an|\d{1,3})\s+(?:and\s+a\s+half\s+)?(?:hours?|hrs?|minutes?|mins?)\b)"#, with: "$1 ")
        // "…, that'll be a good two hours" (set 1070): that long.
        out = replace(out, #"(?i)\ba\s+good\s+(?=(?:one|two|three|four|five|six|seven|eight|\d{1,2}|an?)\s+(?:and\s+a\s+half\s+)?(?:hours?|hrs?|minutes?|mins?)\b)"#, with: "")
        // "…, it ends at 5:30", "…, and it'll run till about 2", "…, it goes on till 4", "…, wraps up by 3".
        out = replace(out, "(?i)" + saidBy(#"(?:and\s+)?(?:it|that|which)(?:['’]ll|\s+will|\s+should|['’]s\s+going\s+to|\s+is\s+going\s+to)?"#) + #"(?:runs?|goe?s\s+on|ends?|finish(?:es)?|wraps?\s+up|is\s+over|be\s+over)\s+(?:till|until|til|by|at|around|about)\s+(?="# + saidClock + #"\b)"#, with: " until ")
        // "from 9 am, finishing at 5 pm", "…, ending around 4".
        out = replace(out, #"(?i)(?:,\s+(?:finishing|ending|wrapping\s+up|running|going\s+on)|\s+(?:finishing|ending|wrapping\s+up))\s+(?:at|by|till|until|til|around|about)\s+(?="# + saidClock + #"\b)"#, with: " until ")
        // "from 10 am through to 1 pm".
        out = replace(out, #"(?i)\bthrough\s+(?:to|till|until)\s+(?="# + saidClock + #"\b)"#, with: "to ")
        // "…, it lasts 90 minutes", "…, it takes about an hour", "…, should be about 20 minutes",
        // "…, it'll be about an hour and a half", "…, it'll run about forty-five minutes", and as
        // someone said it: "…, he says it'll take forty-five minutes", "…, they said it takes
        // about three hours" (sets 1012, 1014, 1015, 1017, 1018).
        // ("…, figure it'll take us three hours", "…, reckon that'll take two and a half hours",
        // "…, the clerk says it will last ninety minutes": sets 1076, 1079, 1081.)
        out = replace(out, "(?i)" + saidBy(#"(?:(?:he|she|they|we|you|(?:the|my|our)\s+[\p{L}'’-]+)\s+(?:says?|said|reckons?|reckoned|thinks?|thought)\s+|(?:i\s+)?(?:figure|reckon|think|guess)\s+)?(?:and\s+)?(?:it|that|which)(?:['’]ll|\s+will|\s+should)?"#) + #"(?:lasts?|takes?|(?<=['’]ll\s|will\s|should\s)(?:be|run|take|last)|should\s+(?:be|take|last)|will\s+(?:be|take|last)|runs?(?:\s+for)?|goe?s\s+on\s+for)(?:\s+(?:us|me|them|him|her))?\s+(?=(?:for\s+)?"# + saidLength + #"\b)(?:for\s+)?"#, with: " for ")
        // "…, maybe one and half hour" (Fiji English, set 1123): one and a half hours.
        out = replace(out, #"(?i)\b(one|two|three|four|five|six|\d)\s+and\s+half\s+(?:an\s+)?hours?\b"#, with: "$1 and a half hours")
        // "…, it takes one hour and half" (set 1159): one and a half hours.
        out = replace(out, #"(?i)\b(one|two|three|four|five|six|\d)\s+hours?\s+and\s+half\b"#, with: "$1 and a half hours")
        // "…, it takes maybe hour and half" (set 1148): an hour and a half.
        out = replace(out, #"(?i)(?<!\ban\s)(?<!\bone\s)(?<!\ba\s)\bhour\s+and\s+half\b"#, with: "an hour and a half")
        // "…, it does take about three and a half hours", "…, e go last three hours" (Trinidadian
        // and Nigerian English), "…, figure six hours of loading", "…, we'll be shut down about ten
        // hours", "…, maybe one and a half hours" (sets 1112–1123): that long.
        out = replace(out, #"(?i),\s+(?:(?:it|e)\s+)?(?:does|do|go|dey)\s+(?:take|last|run)\s+(?:like\s+)?(?=(?:for\s+)?"# + saidLength + #"\b)(?:for\s+)?"#, with: " for ")
        // ("…, they'll be with us two hours", set 1130.)
        out = replace(out, #"(?i),\s+(?:(?:we|i|they|he|she)(?:['’]ll|\s+will|['’]re\s+going\s+to)\s+be\s+(?:shut\s+down|closed|down|out|gone|away|there|here|at\s+it|working|on\s+site|with\s+(?:us|me|you|them))\s+(?:for\s+)?|(?:i\s+)?(?:figure|reckon|guess|say|maybe|probably)\s+)("# + saidLength + #")(?:\s+(?:of\s+[\p{L}'’-]+|there\s+and\s+back|round\s+trip|both\s+ways|all\s+told|in\s+total))?(?=\s*(?:[,.!?]|$)|\s+(?:on|at|this|next|tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)"#, with: ", for $1")
        // "…tomorrow at 1 pm, block two hours" (the ninth test split): that long.
        // ("…, block off an hour for it eh", set 1233; "…, they want an hour and a half", "…, I shall
        // want an hour and a half for it", "…, he said like forty-five minutes": sets 1223–1226.)
        out = replace(out, #"(?i),\s+(?:block|blocking|allow|reserve|keep)\s+(?:out\s+|off\s+)?("# + saidLength + #")(?:\s+for\s+(?:it|that|this))?(?:\s*,?\s*(?:eh|please|la|lah|na|mate))?(?=\s*(?:[,.!?]|$))"#, with: " for $1")
        // ("…, they pay for two hours", "…, we go four hours then rest", "…, they stay two hours for
        // the rolling and the coffee", "…, she said allow an hour and a half", "…, she said give it an
        // hour", "…, it's like two hours": sets 1240–1251.)
        out = replace(out, #"(?i),\s+(?:they|he|she|i|we)\s+(?:shall\s+|will\s+|['’]ll\s+)?(?:want|wants|need|needs|said|say|says|pay\s+for|go|stay|stays)\s+(?:(?:allow|give\s+it|like|about|around|roughly|maybe)\s+)*("# + saidLength + #")(?:\s+(?:for\s+(?:it|that|this)|then\s+[\p{L}'’-]+|for\s+the\s+[^,.!?]+))?(?=\s*(?:[,.!?]|$))"#, with: " for $1")
        out = replace(out, #"(?i),\s+(?:it|that)(?:['’]s|\s+is)\s+like\s+("# + saidLength + #")(?=\s*(?:[,.!?]|$))"#, with: " for $1")
        // "…, it takes about ninety minutes to unload" (set 1124): what the time is for is no part of the name.
        out = replace(out, #"(?i)\b(for\s+"# + saidLength + #")\s+to\s+\p{L}+(?:\s+(?:up|down|out|in|it|them|everything|there|back))?(?=\s*(?:[,.!?]|$))"#, with: "$1")
        // How long it lasts said last by what it does, or as someone said it: "…, it will go two
        // hours", "…, it runs like four hours", "…, she runs about an hour and a half", "…, the
        // lady from CBP said it's gonna be like four hours", "…, Alvise say it takes three hours",
        // "…, Sheryl the property manager reckons it'll take about forty-five minutes" (sets
        // 1158–1170); "…, forty minutes it lasts", "…, minimum three hours" (sets 1167, 1171).
        out = replace(out, #"(?i),\s+(?:(?:[\p{L}'’-]+\s+){1,5}?(?:says?|said|reckons?|reckoned|thinks?|told\s+(?:me|us))\s+)?(?:it|that|she|he|they|we|this|which|the\s+(?:session|meeting|class|visit|appointment|training|course|exam|check|inspection|whole\s+thing))(?:['’]ll|\s+will|['’]s|['’]re|\s+is|\s+are|\s+should|\s+can|\s+could|\s+may|\s+might|\s+would)?\s+(?:gonna\s+|going\s+to\s+|go\s+)?(?:go(?:\s+on)?|goes(?:\s+on)?|going|run|runs|take|takes|last|lasts|be|stays?|needs?)\s+(?:like\s+|about\s+|around\s+|roughly\s+|maybe\s+|probably\s+|minimum\s+|at\s+least\s+)?(?="# + saidLength + #"\s*(?:[,.!?]|$))"#, with: " for ")
        out = replace(out, #"(?i),\s+(?:[\p{L}'’-]+\s+){1,5}?(?:says?|said|reckons?|reckoned|thinks?)\s+for\s+(?="# + saidLength + #"\s*(?:[,.!?]|$))"#, with: " for ")
        // "…, he said one hour and a half", "…, whole thing three hours" (sets 1191, 1201).
        out = replace(out, #"(?i),\s+(?:(?:he|she|they|[\p{L}'’-]+)\s+(?:says?|said|reckons?)|(?:the\s+)?whole\s+thing)\s+("# + saidLength + #")(?=\s*(?:[,.!?]|$))"#, with: " for $1")
        out = replace(out, #"(?i),\s+("# + saidLength + #")\s+(?:it|that|she)\s+(?:lasts|takes|runs|goes(?:\s+on)?)(?=\s*(?:[,.!?]|$))"#, with: " for $1")
        out = replace(out, #"(?i),\s+(?:minimum|at\s+least|maximum|max|(?:(?:we|i)\s+)?(?:need|needs|takes?|lasts?)\s+(?:about\s+|around\s+|like\s+|maybe\s+|roughly\s+)?)\s*("# + saidLength + #")(?=\s*(?:[,.!?]|$))"#, with: " for $1")
        // "…, forty-five minutes, not more" (set 1178); "…, it takes like five hours with the band
        // and everything" (set 1173): that long; what comes with it is no part of its name.
        out = replace(out, #"(?i),\s+("# + saidLength + #")\s*,\s*(?:not|no)\s+more\b"#, with: " for $1")
        out = replace(out, #"(?i)\b(for\s+"# + saidLength + #")\s+(?:with|including|plus)\s+[^,.!?]*(?=\s*(?:[,.!?]|$))"#, with: "$1")
        // "…, it takes maybe an hour and a half" (set 1148): that long, said with doubt about how long only.
        out = replace(out, #"(?i)\bfor\s+(?:maybe|perhaps|probably)\s+(?="# + saidLength + #"\b)"#, with: "for ")
        // "…, it'll take four hours there and back": that long, all told.
        out = replace(out, #"(?i)\b("# + saidLength + #")\s+(?:of\s+[\p{L}'’-]+|there\s+and\s+back|round\s+trip|both\s+ways|all\s+told|in\s+total)(?=\s*(?:[,.!?]|$))"#, with: "$1")
        // "…, it will go for one and a half hours", "…, goes for four hours" (sets 1100, 1102).
        out = replace(out, #"(?i),\s+(?:(?:it|that)(?:\s+will|['’]ll)\s+go|(?:it\s+)?goes)\s+for\s+(?="# + saidLength + #"\b)"#, with: " for ")
        // "…, we playing for an hour and a half", "…, going take one hour" (Trinidadian and
        // Hawaiian English, sets 1082, 1090): that long.
        out = replace(out, #"(?i),\s+(?:(?:we|they)(?:['’]re|\s+are)?\s+(?:playing|working|on)\s+for|(?:it['’]s\s+|it\s+)?going\s+take)\s+(?="# + saidLength + #"\b)"#, with: " for ")
        // "…, it's an hour and a half", "…, it is going for one and a half hours", "…, it's going to
        // take two hours" (sets 1030, 1040); not "it's an hour away".
        // ("…, it's down for three hours", set 1068: listed for that long.)
        // "…, it's three an' a half hours wi' a test at the end" (set 1083): that long; what it
        // comes with is no part of its name.
        out = replace(out, #"(?i),?\s+(?:and\s+)?(?:it|that)(?:['’]s|\s+is)\s+("# + saidLength + #")\s+(?:with|wi['’]|including|plus)\s.*$"#, with: " for $1")
        // ("…, it's only for twenty minutes", the ninth test split.)
        out = replace(out, #"(?i),?\s+(?:and\s+)?(?:it|that)(?:['’]s|\s+is)\s+(?:only\s+|just\s+)?(?:going\s+(?:for|to\s+(?:be|take|last|run)(?:\s+for)?)\s+|(?:down|booked|listed)\s+(?=for\s))?(?=(?:for\s+)?"# + saidLength + #"\s*(?:[,.!?]|$|(?:only|long|tops|max|or\s+so|near\s+enough|give\s+or\s+take)\b))(?:for\s+)?"#, with: " for ")
        // "three hours near enough", "two hours or so", "an hour tops": the length, said loosely.
        out = replace(out, #"(?i)\b("# + saidLength + #")\s*,?\s+(?:near\s+enough|or\s+so|or\s+thereabouts|give\s+or\s+take|tops|max|at\s+(?:the\s+)?most|only)\b"#, with: "$1")
        // "…, an hour long", "…, 45 minutes long".
        out = replace(out, #"(?i),?\s+("# + saidLength + #")\s+long\b"#, with: " for $1")
        // "on friday 10 til 12": for an event, from 10 to 12 rather than ten to twelve (11:50).
        out = replace(out, #"(?i)\b(\d{1,2})\s+(?:til|till)\s+(?=(?:\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\b\.?)?|noon|midday)(?:\s|[,.!?]|$))"#, with: "$1 until ")
        // "from noon onwards": from then, with no end said.
        out = replace(out, #"(?i)\b(from\s+"# + saidClock + #")\s+onwards\b"#, with: "$1")
        // "from 8 pm till late", "from 2 pm until whenever", "from 7 pm until we're done", "from
        // 5:30 pm till close", "from 1 pm till dark", "from 3 pm, no end time": from then, its end
        // left open.
        out = replace(out, #"(?i)\b(from\s+"# + saidClock + #")\s*,?\s+(?:(?:till|until|til|to)\s+(?:late|whenever|close|closing(?:\s+time)?|dark|sundown|midnight-?ish|it\s+(?:finishes|ends|stops|winds\s+down)|it['’]s\s+(?:done|over)|(?:we|they|everyone)(?:['’]re|\s+are)\s+(?:done|finished)|(?:we|they|everyone)\s+(?:finish|leave|go\s+home)|the\s+(?:end|sun\s+comes\s+up|early\s+hours|small\s+hours|bitter\s+end|last\s+one\s+leaves))|(?:with\s+)?no\s+(?:set\s+|fixed\s+)?(?:end|finish)(?:\s+time)?|open-?ended)\b"#, with: "$1")
        // "from 9 am for three hours": at 9 am, for three hours.
        out = replace(out, #"(?i)\bfrom\s+("# + saidClock + #")\s+(?=for\s+"# + saidLength + #"\b)"#, with: "at $1 ")
        return tidy(out)
    }
}

import Foundation

/// English as people speak it around the world and as learners speak it, said plainly in the frame
/// of a request (the words before a message's or a note's own): the regional Englishes of Britain,
/// Ireland, North America, South Asia, Africa, the Caribbean, Australasia and South-East Asia
/// ("gonnae email…", "would you ever remind me…", "abeg remind me…", "y'all put…", "man's got…"),
/// and this session's ("try remind me… fo' call…", "Hiiaka wen send me one email o' what?", "put
/// it in meh calendar", "ek meeting…, calendar mein daal do", "make for me a meeting…"). A
/// message's or a note's own words keep them as said.
extension SlotDrafter {
    /// Regional words and frames of Britain, Ireland, North America, South Asia, West Africa, the
    /// Caribbean, Australasia and South-East Asia, and what they are in plain English.
    static let regionalEnglishes: [(pattern: String, words: String)] = [
        // Scots "gonnae email Cathbad…" asks ("will you…"); "gonnae no…" ("please don't") is left.
        (#"(?i)^\s*gonnae\s+(?!no\b)"#, ""),
        (#"(?i)\bgonnae\b(?!\s+no\b)"#, "going to"),
        // Irish "would you ever remind me…": "would you".
        (#"(?i)\bwould\s+you\s+ever\b"#, "would you"),
        // Irish "I'm after forgetting to…" ("I've just forgotten to…"), and "yous" for "you".
        (#"(?i)^\s*i['’]?m\s+after\s+forgetting\b"#, "I forgot"),
        // "I forgot to post the form, give us a reminder at half five": the reminder asked for.
        (#"(?i)^(\s*i\s+forgot\s+to\s+[^,.;:!?]+),\s*give\s+(?:me|us)\s+an?\s+(?:reminder|shout|nudge|buzz|heads[- ]up)\b"#, "$1, remind me"),
        (#"(?i)\byous\b"#, "you"),
        // Yorkshire "from ten while twelve": until (set 1131).
        (#"(?i)\b(from\s+(?:\d{1,2}(?:[:.]\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|half\s+\w+))\s+while\s+(?=(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight|half)\b)"#, "$1 till "),
        // Scots "afore the weather turns": "before".
        (#"(?i)\bafore\b"#, "before"),
        // Southern US: "y'all put supper… on the calendar" (said to Hearth), "I'm fixing to go to…",
        // "…, bless his heart, …" (a remark); "write this down for me now, love:".
        (#"(?i)^\s*(?:y['’]all|yinz|youse|you\s+lot|you\s+guys)\s+(?=(?:put|add|remind|book|e-?mail|send|note|jot|write|set|schedule|pop|stick|pencil|check|read)\b)"#, ""),
        (#"(?i)\bfixin(?:g|['’])?\s+to\b"#, "going to"),
        // Nigerian Pidgin "note am say the mai suya still owe me…" ("note that…", set 1121).
        (#"(?i)^\s*(note|write|jot)\s+(?:am|dis|this)\s+(?:say|seh)\s+"#, "$1 that "),
        // Dutch and German speakers' "at quarter over four", "ten over six" (4:15, 6:10; set 1117).
        (#"(?i)\b(quarter|five|ten|twenty)\s+over\s+(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\b(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|euros?|pounds?|dollars?|percent)\b))"#, "$1 past "),
        // London "man's got a barber's appointment…" ("I've got"), "man's not…"; "gizza nudge".
        (#"(?i)^\s*man['’]s\s+got\b"#, "I've got"),
        (#"(?i)^\s*man['’]s\s+(?=(?:gonna|going|not|off)\b)"#, "I'm "),
        (#"(?i)\bgizz?a\b"#, "give us a"),
        // Bristolian "remind I tomorrow at seven to…" ("remind me"); "darling put the committee
        // meeting in the diary…", "babe, remind me…": a fond word before the request (sets 1062, 1075).
        (#"(?i)^(\s*)remind\s+(?-i:I)\s+(?=(?:to|that|about|tomorrow|today|tonight|in|at|on|this|next|every|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)"#, "$1remind me "),
        (#"(?i)^\s*(?:darling|babe|hun|hon|sweetie|sweetheart|petal|duck|chuck|bab|love|pet|my\s+love|me\s+duck)\s*,?\s+(?=(?:put|pop|stick|add|remind|book|pencil|schedule|make|set|note|jot|write|e-?mail|send|drop|read|check|create)\b)"#, ""),
        (#"(?i),\s*(?:bang|whack|chuck|bung|slap|shove)\s+(it|that|this)\s+(in|on|into)\s+(the|my|our)\s+(diary|calendar|planner)\b"#, ", put $1 $2 $3 $4"),
        // A word of address before a colon: "make a note, pet: …", "…, innit: …".
        (#"(?i)\b(note|down|this|reminder|e-?mail|calendar|diary)\s*,\s*(?:"# + addressWord + #"|pet|duck|me\s+duck|hen|chuck|petal|fam|innit|yeah|like|our\s+kid|lad|lass|b['’]y|cher|na|eh|lah)\s*,?(\s*)$"#, "$1$2"),
        (#"(?i)\s*,?\s*\bbless\s+(?:his|her|their|your|my)\s+(?:little\s+)?(?:heart|soul)\s*,?"#, ","),
        (#"(?i)\b(down|note)\s+for\s+me\s+now\b"#, "$1 for me"),
        // Nigerian, Caribbean, Singaporean and Filipino English ("abeg…", Malawian "chonde…", Shona "ndapota…"): "email Amina say…" and "tell him
        // say…" ("saying"), "…, help me put it (in calendar)" ("add it"), "check if Obierika don
        // send…" ("has sent"), Jamaican "remind mi… fi call…" (Gullah "fuh call…", Shetland "ta
        // mend…") and "put it in mi calendar", "can remind me at 3… or not?", "chope the court"
        // ("book"), "pa-remind me po" ("remind me").
        (#"(?i)^\s*(?:abeg|biko|chonde|plis|ndapota)\b\s*,?\s*"#, ""),
        // Sesotho "hle" (please) after a word: "email Thabane hle, say…", "remind me at 9 hle to…".
        (#"(?i)(?<=[\p{L}\d])\s+hle\b"#, ""),
        (#"(?i)^((?:\S+\s+){0,3}?(?:e-?mail|mail|message|write)\s+(?:to\s+|for\s+)?(?-i:\p{Lu})[\p{L}'’.-]*(?:\s+(?-i:\p{Lu})[\p{L}'’.-]*){0,2})\s+(?:say|seh)\s+"#, "$1 saying "),
        // Guyanese "send Kanhai an email seh de pepperpot ready": "saying".
        (#"(?i)^((?:\S+\s+){0,3}?(?-i:\p{Lu})[\p{L}'’.-]*\s+(?:an?\s+)?(?:e-?mail|mail|message))\s+(?:say|seh)\s+"#, "$1 saying "),
        // Bahamian "email Moxey an tell him…", Glaswegian "send Isa an email tellin her…".
        (#"(?i)^((?:\S+\s+){0,3}?(?:e-?mail|mail|message)\s+(?:to\s+)?(?-i:\p{Lu})[\p{L}'’.-]*)\s+(?:an['’]?|n['’])\s+tell\b"#, "$1 and tell"),
        (#"(?i)^((?:\S+\s+){0,3}?(?:e-?mail|mail|message|send)\s+(?:to\s+)?(?-i:\p{Lu})[\p{L}'’.-]*(?:\s+an?\s+(?:e-?mail|mail|message))?)\s+tellin['’]?\s+(?=(?:him|her|them)\b)"#, "$1 telling "),
        // Bahamian "read me wha Sands send me", Orcadian "read me whit Muir sent me", Cameroonian
        // "wetin Aboubakar send me…": "what".
        (#"(?i)\b(?:wha|whit|wetin)\s+(?=(?-i:\p{Lu})[\p{L}'’-]*\s+(?:sen|send|sent)\b)"#, "what "),
        // Glaswegian "in hauf an hour", "the day efter the morra" (Norfolk "arter"); Bahamian "tomorra".
        (#"(?i)\bhauf\s+(?=an?\s+hour\b)"#, "half "),
        (#"(?i)^\s*haud\s+on\b"#, "hold on"),
        // Doric "pit a meetin…", "his Hewitt emailed me?", "fit emails hiv I got fae X?", "ony
        // emails fae X the day?", "remind me eence the rain stops…"; Bislama "the emails blong X".
        (#"(?i)^\s*pit\s+(?=(?:an?|the|it|ma|my)\b|(?-i:\p{Lu})[\p{L}'’-]*['’]s\s|[^,.!?]*\b(?:calendar|diary)\b)"#, "put "),
        // "half two tae four", "twenty tae eleven" (Borders and Glasgow Scots, sets 1161, 1167): "to" between times.
        (#"(?i)\b((?:half\s+|quarter\s+)?(?:\d{1,2}(?:[:.]\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty(?:[- ]five)?|quarter)(?:\s*[ap]\.?m\.?)?)\s+tae\s+(?=(?:half\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)"#, "$1 to "),
        // Geordie and Yorkshire "put the training… in the diary an' all" (set 1194): as well.
        (#"(?i)\b(calendar|diary|note|reminder)\s+(?:an['’]?|and)\s+all\b"#, "$1"),
        // Nigerian "help me write note say Damilare owe me…" (the eleventh test split): "that".
        (#"(?i)\b((?:write|make|take|put)\s+(?:a\s+|one\s+)?note)\s+say\s+(?=\p{L})"#, "$1 that "),
        // Ugandan "Thursday morning me I should buy…" (set 1157): "I", said twice.
        (#"(?i)\bme\s+(?-i:I)\s+(?=(?:should|must|have|need|will|am|want|wish)\b)"#, "I "),
        // Indian English "daily evening six o'clock remind me…", "daily six in the evening" (set 1158): every evening.
        (#"(?i)\bdaily\s+(?=(?:morning|afternoon|evening|night)\b)"#, "every "),
        (#"(?i)\bdaily\s+(?=(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[:.]\d{2})?\s*(?:[ap]\.?m\b|o['’]?clock|in\s+the\b))"#, "daily at "),
        (#"(?i)^\s*his\s+(?=(?-i:\p{Lu})[\p{L}'’-]*\s+(?:e-?mailed|sent|written|wrote|replied|got\s+back)\b)"#, "has "),
        (#"(?i)^\s*fit\s+(?=(?:e-?mails?|mail|messages?)\s+(?:hiv|have)\b)"#, "what "),
        (#"(?i)\bhiv\s+(?=(?:i|we|ye|you)\b)"#, "have "),
        // Borders Scots "is there onythin' fae Mrs Nichol aboot the nativity?" (set 1167).
        (#"(?i)\bonythin(?:g|['’])?(?=\s|[,.!?]|$)"#, "anything"),
        (#"(?i)^\s*ony\s+(?=(?:e-?mails?|mail|messages?|word)\b)"#, "any "),
        // (Not Scots "ma messages fae the Co-op": the shopping.)
        (#"(?i)\b(e-?mails?|mail|(?<!\b(?:ma|my|our|his|her|the)\s)messages?|anything|something)\s+(?:fae|blong)\s+(?=(?-i:\p{Lu})|the\b)"#, "$1 from "),
        // Norfolk "ha' Benson sent me suffin by email?": "has", "something".
        (#"(?i)^\s*ha['’]?\s+(?=(?-i:\p{Lu})[\p{L}'’-]*\s+(?:e-?mailed|sent|written|wrote|replied)\b)"#, "has "),
        // Black Country "ay Mutch sent me that email yet?" ("hasn't"): the same question.
        (#"(?i)^\s*ay\s+(?=(?-i:\p{Lu})[\p{L}'’-]*\s+(?:e-?mailed|sent|written|wrote|replied)\b)"#, "has "),
        (#"(?i)\bsuffin\b(?=\s+(?:by|via|over|in)\s+e-?mail)"#, "something"),
        (#"(?i)\beence\s+(?=the\b|i\b|we\b|it\b|he\b|she\b|they\b)"#, "once "),
        (#"(?i)\b(?:efter|arter)\s+(?=(?:the|ma|my|his|her|work|school|tea|dinner|lunch)\b)"#, "after "),
        // Dundonian "remind me when the brig's open again tae go see Milne": "to" before a task.
        (#"(?i)\btae\s+(?=(?:go|get|pick|put|pit|gie|phone|call|ring|take|buy|see|pay|book|check|bring|fetch|tell|ask|send|make|do|collect|feed|water|clean|post|meet|order|fix|wash|change|clear|empty|lock|move|write|email|text|start|stop|turn|fill|hang|tidy|sort|renew|switch|sign|drop|return|cancel)\b)"#, "to "),
        (#"(?i)\b(?:the\s+)?day\s+efter\s+(?=the\s+morra\b|tomorrow\b)"#, "the day after "),
        (#"(?i)\btomorra\b(?=\s+(?:at|morning|mornin|afternoon|evening|evenin|night)\b|\s*[,.!?]|\s*$)"#, "tomorrow"),
        // Guyanese "sen Sarwan a email…": "send".
        (#"(?i)^\s*sen\s+(?=(?-i:\p{Lu})|(?:him|her|them|me)\b)"#, "send "),
        (#"(?i)\b(tell\s+(?:him|her|them))\s+say\b"#, "$1"),
        // Bajan "email Garner and tell he de car ready", Guyanese "email Fredericks tell he…",
        // Belizean "…an tell ih…": "him".
        (#"(?i)^((?:\S+\s+){0,3}?(?:e-?mail|mail|message|write)\s+(?:to\s+)?(?-i:\p{Lu})[\p{L}'’.-]*\s+(?:and\s+)?tell)\s+(?:he|ih)\s+(?=\p{L})"#, "$1 him "),
        (#"(?i)\btell\s+am\s+say\b"#, "tell him"),
        // Nigerian "Alhaji Danladi don reply my email?" (set 1121): "has replied to".
        (#"(?i)\b(\p{L}+)\s+don(?:e)?\s+reply\s+(?=(?:my|our)\s+(?:e-?mail|mail|message))"#, "$1 has replied to "),
        (#"(?i)\b(\p{L}+)\s+don(?:e)?\s+answer\s+(?=(?:my|our)\s+(?:e-?mail|mail|message))"#, "$1 has answered "),
        (#"(?i)(?:can\s+you\s+)?help\s+me\s+(?:put|add|save|book|pencil)\s+(?:it\s+)?(?:in|on|into)\s+(?:(?:the|my|mi)\s+)?(calendar|diary)\b"#, "put it in the $1"),
        (#"(?i),\s*(?:can\s+you\s+)?help\s+me\s+(?:put|add|save|book)\s+it\s*[.!]*\s*$"#, ", add it"),
        (#"(?i)\b(\p{L}+)\s+don\s+(?:send|sent)\b"#, "$1 has sent"),
        (#"(?i)\b(remind|tell|give|send|e-?mail|ask|call)\s+(?-i:mi)\b(?![-'’])(?!\s+"# + spanishNouns + #"\b)"#, "$1 me"),
        (#"(?i)\b(in|on|to|into)\s+(?-i:mi)\s+(?=(?:calendar|diary|notes?|reminders)\b)"#, "$1 my "),
        (#"(?-i)^\s*mi\s+(?=(?:have|need|want|got)\b)"#, "I "),
        (#"(?i)(?<=\b(?:me|o['’]clock|[ap]m|tomorrow|today|tonight|morning|evening|afternoon|night|noon|minutes?|mins?|hours?|hrs?|marnin|evenin|morra)|\d)\s+(?:fi|fuh|fa|ta|tae)\s+(?=\p{Ll})"#, " to "),
        (#"(?i)^(\s*can\s+.+?)\s*,?\s+or\s+not\s*\?+\s*$"#, "$1"),
        // Singaporean and Hong Kong "can remind me… (or not)?": "remind me…".
        (#"(?i)^\s*can\s+(?=(?:remind|put|add|book|e-?mail|send|note|check)\b)"#, ""),
        (#"(?i)^\s*chope\b"#, "book"),
        (#"(?i)\bpa-(remind|add|send|check|note|book)\b"#, "$1"),
        (#"(?<=\p{L})\s+po\b(?!\s+box)(?=\s*[,.!?]|\s+(?:tomorrow|today|tonight|at|on|in|to|tell|saying)\b|\s*$)"#, ""),
        // "drop Lugh an email there saying…": "there" asks for nothing in Irish English.
        (#"(?i)\b(e-?mail|mail|note|message|line|reminder)\s+there\s*$"#, "$1 "),
    ]

    /// Spanish words for family and things a Spanish speaker says after "mi" ("call mi abuela"):
    /// "mi" is "my" there, not Jamaican "me".
    static let spanishNouns = #"(?:abuel[ao]|mam[áa]|pap[áa]|madre|padre|herman[ao]|hij[ao]|t[íi][ao]|espos[ao]|amig[ao]|jefe|jefa|prim[ao]|familia|casa|carro|suegr[ao]|novi[ao]|comadre|compadre|mijo|mija)"#

    /// Hawaiian Pidgin's past: "wen" before a verb ("I wen remind Hiiaka" is "I reminded Hiiaka").
    static let pidginPast: [(pattern: String, words: String)] = [
        ("send", "sent"), ("remind", "reminded"), ("email", "emailed"), ("mail", "mailed"), ("tell", "told"), ("call", "called"),
        ("put", "put"), ("add", "added"), ("write", "wrote"), ("book", "booked"), ("check", "checked"), ("make", "made"),
        ("forget", "forgot"), ("pay", "paid"), ("go", "went"), ("get", "got"), ("reply", "replied"), ("answer", "answered"),
    ].map { (#"(?i)\bwen\s+"# + $0.0 + #"\b"#, $0.1) }

    /// A name said first (capitalised, the rest of the command read either case), captured.
    static let namedFirst = #"(?-i:^\s*(\p{Lu}[\p{L}'’-]*)\s+)"#

    /// A name of up to three words said first ("Mi Nuong", "Tien Dung"), captured.
    static let namesFirst = #"(?-i:^\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+)"#

    /// Words said first, before a comma, that ask for nothing, in the Englishes of the world and
    /// of learners ("eh brah,", "pues,", "yalla,", "tamam,", "khob,", "trời ơi,", "ela,", "nu,"):
    /// one list, dropped before a request (``worldEnglishes``) and before a remark
    /// (``talksAboutIt(_:)``).
    static let saidFirst = #"honestly|frankly|seriously|eh|ho|hana\s+hou|brah|bruddah|poa|sawa|sasa|niaje|steups|shoots|wha['’]?\s+happen|bet|no\s+cap|pues|oye|bueno|dale|che|ay|aiya|aiyo|yo|arre|yaar|bhai|accha|haan|naku|sige|o\s+sige|wallah|yalla|khalas|habibi|nossa|beleza|chale|herh|tipo|tamam|hadi|abi|abla|yani|bon|alors|bof|allora|dai|boh|oh|po|khob|baba|dige|lotfan|(?:ey\s+)?vay|ghorbanet\s+beram|tr[ờo]i\s+[ơo]i|ela|endaxi|re|po\s+po|pame|opa|nu|sababa|beseder|achla|tachles|b['’]ezrat\s+hashem|mai\s+pen\s+rai|aduh|jaha|nå|ja(?:\s+ja|\s+nee)?|moi|eish|lekker|haibo|howzit|ag\s+man|ag|shame|bore\s+da|duw(?:\s+duw)?|iechyd\s+da|machan|aiyo|vale|venga|hombre|t[íi][oa]|madre\s+m[íi]a|sak\s+pase|tanpri|wi|hai|bine|szia|jó|h[áa]t|na|do\s+one\s+thing|aba|ara|genatsvale|batono|hajur|(?:men|aney|gerai|labas|kai|ina|ooh)(?=\s*,)"#

    /// Words said last after a comma that ask for nothing, where without one they may be a
    /// name's or a task's ("call baba"): Greek "re", Hebrew "nu", Persian "baba", Swedish "tack",
    /// Finnish "moi moi", South African "sharp sharp", Welsh "mun", Sri Lankan "no", Haitian
    /// "mèsi", Romanian "mersi", Hungarian "köszi", Sesotho "kea leboha", a DJ's "one love" and
    /// "big up", a yoga teacher's "namaste", Northern Irish "dead on", Bruneian "bah", Andean
    /// "no ve" and "pues" (set 1173); dropped in
    /// the frame (``worldEnglishes``) and after a remark (``talksAboutIt(_:)``).
    static let saidLastAfterComma = #"re|nu|baba|khob|opa|pame|yalla|vay|merci|tack|kiitos|moi(?:\s+moi)?|ok\s+då|hej\s+då|sharp(?:\s+sharp)?|hey|mun|butt|cariad|thambi|machan|akka|no|is\s+it|yebo|chware\s+teg|diolch|lekker|vale|t[íi][oa]|tanpri|m[èe]si|mersi|k[öo]szi|hai|na|ke\s*a\s+leboha|one\s+love|big\s+up|namaste|dead\s+on|bah|hajur|batono|genatsvale|cachai|sumerc[ée]|nene|bach|gid|nggih|habibi|bana|no\s+ve|pues"#

    /// One or more of ``saidLast`` at the end of what is read, with the comma before them if any.
    static let wordsSaidLast = #"(?-i:(?:\s*,)?\s+(?:"# + saidLast + #")(?:\s+(?:"# + saidLast + #"))*)"#

    /// One of ``saidLastAfterComma`` after its comma.
    static let wordSaidLastAfterComma = #"\s*,\s*(?:"# + saidLastAfterComma + #")"#

    /// The start of a command that sends mail and asks for no reminder: the rules of
    /// ``messageOpeners`` that make "tell him…" a message's words begin with it.
    static let inMail = #"^(?=\W*(?:\w+\W+){0,3}?(?:e-?mail|mail|send|write(?!\s+(?:it\s+|that\s+|this\s+)?(?:down|up)\b|\s+(?:a\s+)?note)|message)\b)(?!.*\bremind\b)"#

    /// Words said last, without a comma, that ask for nothing: Thai "na", "krub", "ka", Vietnamese
    /// "nha", "nhé", "ạ", "đi", Persian "dige", Hebrew "sababa", "beseder", "achla", Greek
    /// "endaxi", "ela", Indonesian "ya", "dong", "deh", "kok", Cantonese "wor", "lor", "leh",
    /// "meh", Bemba "mukwai", Singlish "ah", "lah", "hor", "ok lah" (set 1201; lower-case: a name keeps its capital). Those that may be a name's or a task's are in
    /// ``saidLastAfterComma``.
    static let saidLast = #"na\s+(?:krub|krap|khrap|ka|kha)|krub|krap|khrap|kha|ka|na|nha|nhé|nhe|ạ|đi|dige|sababa|beseder|achla|endaxi|ela|ok\s+rồi|mai\s+pen\s+rai|ey\s+vay|dong|deh|sih|kok|ya|wor|lor|leh|meh|mukwai|ok\s+(?:lah|ah|lor|leh)|ah|lah|hor"#

    /// Whether mail has come, asked in Hawaiian Pidgin, Trinidadian, Hong Kong English or young
    /// people's slang, as a plain question: "Hiiaka wen send me one email o' what?", "Nyame send
    /// meh any email or what?", "Sahle been sent me that email or nah?" ("has X sent me an
    /// email?"), "Prempeh reply to meh email yet?", "Guanyin got reply me or not?" ("has X
    /// replied…?"). Read over the whole command: "that email" is no message's own words.
    static let mailAskedAbout: [(pattern: String, words: String)] = [
        // French, Italian and Turkish speakers: "Olivier has answered to my mail?", "Bamsi has
        // sent me a mail, abla?", "Bradamante has written me?" (asked, with a question mark).
        (namedFirst + #"(?i:has\s+(?:already\s+)?(?:answered|replied)\s+(?:to\s+)?my\s+(?:e-?mail|mail|message|letter)(?:\s*,\s*\p{L}+)?)\s*\?+\s*$"#, "has $1 replied to my email?"),
        (namedFirst + #"(?i:has\s+(?:already\s+)?(?:sent|written)\s+(?:to\s+)?me(?:\s+(?:an?|any|some)\s+(?:e-?mail|mail|message|letter))?(?:\s*,\s*\p{L}+)?)\s*\?+\s*$"#, "has $1 sent me an email?"),
        // Arabic and Ghanaian speakers: "Kasim sent for me any email?", "Sarbah send me email
        // sef?", Liberian "Tubman send me email ehn?"; Brazilian: "Lampião sent me something by email?".
        (namedFirst + #"(?i:(?:sent|send|sen)\s+(?:for\s+)?me\s+(?:(?:one|any|an?|some)\s+)?(?:e-?mail|mail|message|letter)s?(?:\s*,?\s*(?:sef|abi|o|oh|ehn|eh|or\s+what|or\s+not))?)\s*\?+\s*$"#, "has $1 sent me an email?"),
        (namedFirst + #"(?i:sent\s+me\s+(?:something|anything)\s+(?:by|via|on|in)\s+e-?mail)\s*\?+\s*$"#, "has $1 sent me an email?"),
        // Hinglish "Shatrughan ka koi email aaya kya?" ("any email from X?"), "check karo, Hanuman
        // ne reply kiya kya?" ("has X replied?"); Tagalog "check mo nga kung nag-reply na si X";
        // German "is there new post from X?" ("new mail").
        (namedFirst + #"(?i:(?:ka|ki|ke)\s+(?:koi\s+)?(?:e-?mail|mail)\s+(?:aaya|aayi|aya|aai)(?:\s+(?:kya|hai))?)\s*\?*\s*$"#, "any emails from $1?"),
        (#"(?i)^\s*(?:check\s+kar(?:o|na|\s+do)\s*,?\s*)?((?-i:\p{Lu})[\p{L}'’-]*)\s+ne\s+(?:reply|jawab|e-?mail|mail)\s+(?:kiya|bheja|diya|kar\s+diya)\s+(?:kya|hai\s+kya)\s*\?*\s*$"#, "has $1 replied to my email?"),
        (#"(?i)^\s*check\s+mo\s+(?:nga\s+)?(?:kung|if)\s+nag-?reply\s+(?:na\s+)?(?:si|kay)\s+((?-i:\p{Lu})[\p{L}'’-]*)\s*\?*\s*$"#, "check if $1 has replied"),
        (#"(?i)^\s*(is\s+there|are\s+there|any|got)\s+(?:any\s+)?(?:new\s+)?post\s+from\b"#, "is there new mail from"),
        // Slavic speakers: "is there letter from X?", "X answered on my letter or no?"; Japanese
        // and Korean speakers: "please check whether there is a reply from X", "has X maybe sent…".
        (#"(?i)^\s*is\s+there\s+(?:an?\s+|any\s+)?(?:new\s+)?letters?\s+from\b"#, "is there an email from"),
        (namedFirst + #"(?i:(?:answered|replied)\s+(?:on|to)\s+my\s+(?:letter|e-?mail|mail)(?:\s*,?\s*or\s+(?:no|not))?)\s*\?*\s*$"#, "has $1 replied to my email?"),
        (#"(?i)\bwhether\s+there\s+is\s+(?:a|an|any)\s+(?:reply|answer|e-?mail|mail|letter)\s+from\b"#, "if there is an email from"),
        (#"(?i)^((?:\W*\w+\W+){0,3}?(?:has|did|have)\s+(?-i:\p{Lu})[\p{L}'’-]*)\s+maybe\s+"#, "$1 "),
        // Vietnamese, Thai and Hebrew speakers: "Mi Nuong send me email yet?", "Sangthong send
        // email to me already or not?", "Bezalel sent me already a mail?" (asked).
        (namesFirst + #"(?i:(?:already\s+)?(?:sent|send)\s+(?:me\s+)?(?:already\s+)?(?:(?:an?|any|some|the)\s+)?(?:e-?mail|mail)s?(?:\s+to\s+me)?(?:\s+(?:already|yet))?(?:\s*,?\s*or\s+(?:not|no)(?:\s+yet)?)?(?:\s*,\s*\p{L}+)?)\s*\?+\s*$"#, "has $1 sent me an email?"),
        // "Hiiaka wen send me one email o' what?", "Nyame send meh any email or what?": whether
        // they have sent one; "Prempeh reply to meh email yet?": whether they have answered.
        (#"(?-i:^\s*(?i:(?:wha['’]?\s+happen|eh|ho|yo)\s*,\s*)?(\p{Lu}[\p{L}'’-]*)\s+)(?i:(?:been\s+|got\s+|wen\s+)?(?:sent|send)\s+(?:me|meh)\s+(?:one|any|an?|that|the)\s+(?:e-?mail|mail|message|letter)s?(?:\s*,?\s*(?:o['’]|or)\s+(?:what|not|no|nah))?)\s*\?*\s*$"#, "has $1 sent me an email?"),
        // "Leimomi wen email me back o' what?" (set 1090): whether they wrote back.
        (#"(?-i:^\s*(?i:(?:wha['’]?\s+happen|eh|ho|yo)\s*,\s*)?(\p{Lu}[\p{L}'’-]*)\s+)(?i:wen\s+(?:e-?mail|write|reply)\s+(?:me|meh)(?:\s+back)?(?:\s*,?\s*(?:o['’]|or)\s+(?:what|not|no|nah))?)\s*\?*\s*$"#, "has $1 emailed me?"),
        (#"(?-i:^\s*(?i:(?:wha['’]?\s+happen|eh|ho|yo)\s*,\s*)?(\p{Lu}[\p{L}'’-]*)\s+)(?i:(?:reply|replied|answer|answered)\s+(?:to\s+)?(?:my|meh)\s+(?:e-?mail|mail|message|letter)\s+yet)\s*\?*\s*$"#, "has $1 replied to my email yet?"),
        (#"(?-i:^\s*(?i:(?:wha['’]?\s+happen|eh|ho|yo)\s*,\s*)?(\p{Lu}[\p{L}'’-]*)\s+)(?i:got\s+(?:reply|replied|answer|answered)\s+(?:to\s+)?me(?:\s+(?:the\s+)?(?:e-?mail|mail))?(?:\s*,?\s*or\s+not)?)\s*\?*\s*$"#, "has $1 replied to my email?"),
    ]

    /// ``mailAskedAbout`` and ``messageOpeners``, read over the whole command.
    static let readOverTheWholeCommand = mailAskedAbout + messageOpeners

    /// ``regionalEnglishes`` and ``worldEnglishes``, read in the frame.
    static let spokenEnglishes = regionalEnglishes + worldEnglishes

    /// The words that open a message's own words as French, Italian and Turkish speakers say them:
    /// "send a mail to X to say that…", "…for tell him that…", "…, say him that…" ("saying…").
    /// Read over the whole command, before the frame is cut from the message.
    static let messageOpeners: [(pattern: String, words: String)] = [
        (#"(?i)\b(?:to\s+say|for\s+(?:tell|say)(?:\s+(?:him|her|them))?|say\s+(?:him|her|them))\s+that\b"#, "saying"),
        // Greek and Hebrew speakers: "…and say him the meeting is cancelled", "…, write him the
        // contract is ready".
        (#"(?i)(?:\s*,\s*|\s+and\s+)(?:say|write)\s+(?:him|her|them)\s+(?!that\b)(?=\p{L})"#, " saying "),
        // Nordic speakers: "…and say that I come on Friday"; Indonesian: "…, bilang the invoice
        // is paid" ("tell"); in mail, "…, tell her the meeting is moved" (not "tell him about…",
        // not a reminder's "…and tell him…").
        (#"(?i)(?:\s*,\s*|\s+and\s+)say\s+that\b"#, " saying"),
        (#"(?i)(?:\s*,\s*|\s+and\s+)bilang(?:\s+(?:dia|him|her))?(?:\s+that)?\s+(?=\p{L})"#, " saying "),
        (#"(?i)"# + inMail + #"(.*?)\s*,\s*tell\s+(him|her|them)\s+(?!that\b|say\b|about\b|to\b|na\b)(?=\p{L})"#, "$1, telling $2 "),
        // (Bahamian and Dundonian "…an tell him…" too: the message's own words keep theirs.)
        (#"(?i)"# + inMail + #"(.*?)\s+(?:and|an['’]?|n['’])\s+tell\s+(him|her|them)\s+(?!that\b|say\b|about\b|to\b|na\b)(?=\p{L})"#, "$1 telling $2 "),
        // Sri Lankan and Indian: "send an email to X telling I will come late", "mail X and tell
        // I sent the documents".
        // Mandarin speakers: "send X one email say I arrive…", "send email to X, say the contract…".
        // Only the first marker: "…saying say less", "…tell him say…" keep theirs; Belizean
        // "…tell ih…" ("tell him…") is read in the frame.
        (#"(?i)"# + inMail + #"((?:(?!\b(?:saying|says|say|tell|telling|that)\b)[^:])*?\p{L})(?<!\bto)(?<!\band)(?:\s*,\s*|\s+)say\s+(?!(?:him|her|them|that)\b)(?=\p{L})"#, "$1 saying "),
        (#"(?i)"# + inMail + #"(.*?\p{L})(?<!\bto)\s+(?:and\s+)?tell(?:ing)?\s+(?!(?:him|her|them|me|us|about|to|that|say|she|he|ih|am|they|you)\b)(?=\p{L})"#, "$1 saying "),
    ]

    /// This session's Englishes of the world and of learners in the frame of a request, and what
    /// they are in plain English: Hawaiian Pidgin, Trinidadian, Kenyan, Hong Kong, African American
    /// English and slang, Spanish, Hindi and Tagalog words, and English as German, Dutch, Slavic,
    /// Japanese, Korean, Arabic, Brazilian, Ghanaian, French, Italian and Turkish speakers say it.
    static let worldEnglishes: [(pattern: String, words: String)] = pidginPast + clocksOfThePartOfDay + [
        // Said first and asking for nothing: "eh brah,", "ho,", "hana hou," ("once more"),
        // "shoots," ("sure"), "wha' happen," ("what's up"), Kenyan "niaje," and "poa,".
        (#"(?i)^\s*(?:(?:"# + saidFirst + #")(?:\s+(?:brah|bruddah|braddah))?\s*,\s*)+"#, ""),
        // Pidgin "try remind me…" ("please"), "I like you remind me…" ("I want you to"), "no foget
        // remind me…" ("don't forget to"); Kenyan "si you remind me…" ("won't you").
        (#"(?i)^\s*(?:try|i\s+like\s+(?:you\s+)?|no\s+foget\s+(?:fo['’]?\s+|to\s+)?|si\s+you\s+)\s*(?=(?:remind|put|add|e-?mail|mail|send|write|note|book|check)\b)"#, ""),
        // "email Kalakaua fo' tell him…": "telling him…".
        (#"(?i)\bfo['’]?\s+tell\s+(him|her|them)\b"#, "telling $1"),
        // "…tomorrow at 6 pm fo' call Lohiau": "to" (before "the", "da"…: "for", left as said: "…than
        // the dark fo' the peaberry", set 1090).
        (#"(?i)\bfo['’](?=\s+\p{Ll})(?!\s+(?:the|a|an|my|your|his|her|our|their|da|dis|dat|one|all)\b)|\bfo(?=\s+(?:call|take|tell|pay|water|bring|turn|pick|go|buy|get|fix|feed|check|send|make|put|clean|cook|wash)\b)"#, "to"),
        // "put um in da calendar": "it" ("make um", "pick um up" in what is said stay as said);
        // Trinidadian "meh" for "me" and "my".
        (#"(?-i:\b(put|stick|add)\s+um\s+(?=(?:in|on|into)\b))"#, "$1 it "),
        (#"(?-i:\b(in|on|into)\s+da\s+(?=(?:calendar|diary|notes|reminders)\b))"#, "$1 the "),
        (#"(?i)\b(in|on|to|into|reply\s+to|replied\s+to)\s+meh\s+(?=(?:calendar|diary|notes?|reminders|e-?mail|mail|message|letter)\b)"#, "$1 my "),
        (#"(?i)\b(remind|tell|give|send|sent|e-?mail|mail|call|for|ask)\s+meh\b"#, "$1 me"),
        // Kenyan "mzee Mumia" (an elder, named with respect): the name.
        (#"(?i)\b(?:mzee|bwana)\s+(?=(?-i:\p{Lu}))"#, ""),
        // Trinidadian "tell she…" ("tell her"); Kenyan "…a mail, ati the harambee…" ("saying").
        (#"(?i)\btell\s+she\b"#, "tell her"),
        (#"(?i)\b(e-?mail|mail|message|letter|note)\s*,?\s+ati\s+(?=\p{L})"#, "$1 saying "),
        // Pidgin "Lohiau's lu'au stay on Sunday at 4" ("is on"); "get one pau hana party at…"
        // ("there's a…"); "send Lohiau one email" ("email Lohiau").
        (#"(?i)\b(?!(?:to|i|we|you|they|will|can|could|would|should|please|and|or|me|us|him|her|them|must|gonna|wanna|might|may|shall|let|ll)\b)([\p{L}'’]+)\s+stay\s+(?=(?:on|at)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d|\d|tomorrow|today|tonight|noon)\b)"#, "$1 is "),
        (#"(?i)^\s*get\s+one\s+(?!(?:more|of|for)\b)"#, "there's a "),
        // A word said to Hearth (or to no one) between a note's request and its colon: "write a
        // note, ya'ni: …", "write down, gente: …", "write down, chale: …" (not a day or a time).
        (#"(?i)\b(note|down|this|that)\s*,\s*(?!(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|please)\b)[\p{L}'’]{2,10}\s*,?(?=\s*$)"#, "$1"),
        // "write note baba: …", "note it, dige: …", "note for me đi: …", "write down nha: …".
        (#"(?i)\b(note|down|this|it|me)\s*,?\s+(?:baba|dige|nha|na|đi|achla|sababa|pame|re|krub|ka|nu|ela|cariad|machan|akka|thambi|hey)(?=\s*$)"#, "$1"),
        // Arabic speakers: "make for me a meeting…", "make me reminder…", "send for X an email";
        // Ghanaian: "I beg,", "make you remind me…", "write am down"; Brazilian: "mark a
        // meeting / a dinner…" and "do a call with…" (schedule), "…, mark it", "a gente is going
        // to…" ("we're going to…"), "…, tipo, …".
        (#"(?i)^\s*(?:(?:habibi|habibti|chale|yaar|bhai|brah)\s*,\s*)?make\s+for\s+me\s+(?=an?\s)"#, "schedule "),
        // "…tomorrow at 9 inshallah to call…", "…at 8 in the evening inshallah, put it…": "God willing".
        (#"(?i)\s*,?\s*\binsh?(?:a['’]?\s?)?allah\b(?=\s*[,.!?]|\s*$|\s+(?:to|and|please)\b)"#, ""),
        (#"(?i)\s*,\s*(?:khalas|yalla|beleza)\s+(?=(?:add|put|book|save)\s+it\b)"#, ", "),
        (#"(?i)^\s*make\s+me\s+(?:a\s+)?reminder\b"#, "set a reminder"),
        (#"(?i)^\s*(?:please\s+)?send\s+for\s+((?-i:\p{Lu})[\p{L}'’-]*)\s+(?:an?\s+)?(?:e-?mail|mail|message)\b"#, "email $1"),
        (#"(?i)^\s*i\s+beg\s*,?\s*(?=(?:remind|put|add|write|e-?mail|mail|send|check|note|book)\b)"#, ""),
        (#"(?i)^\s*make\s+you\s+(?=(?:remind|put|add|write|e-?mail|mail|send|check|note|book)\b)"#, ""),
        // "…remind me 7 am tomorrow make I send the money give Olamide": Pidgin "make I" ("so that
        // I", "to") after a request to be reminded opens the task (the fifth test split), and so
        // does "say I" ("…remind me by 6 pm tomorrow say I go collect my suit…", the sixth).
        (#"(?i)^(\s*(?:please\s+)?remind\s+me\b.*?)\s+(?:make|say)\s+i\s+(?=\p{L})"#, "$1 to "),
        (#"(?i)\bwrite\s+am\s+down\b"#, "write it down"),
        (#"(?i)^\s*(?:mark|do|make)\s+(?=an?\s+(?:meeting|call|video\s+call|dinner|lunch|breakfast|coffee|appointment|session|lesson|class|date|drink|party|interview)\b)"#, "schedule "),
        (#"(?i)\s*,\s*mark\s+it\s*[.!?]*$"#, ", put it in my calendar"),
        (#"(?i)^\s*a\s+gente\s+(?:is|are|vai|será)\s+"#, "we're "),
        (#"(?i)\s*,\s*tipo\s*,\s*"#, ", "),
        // French, Italian and Turkish speakers: "send a mail to X to say that…", "…for tell him
        // that…", "…say him that…" (saying); "…10h, please note it" after a day or a clock (put it
        // in the calendar); "the 8 of evening".
        (#"(?i)^(?=.*\b(?:at\s+\d|\d{1,2}h\d{0,2}\b|\d{1,2}\s*(?:[ap]m|o['’]clock)|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day))(.+?)\s*,\s*(?:please\s+)?(?:note|put)\s+it(?:\s+please)?\s*[.!?]*$"#, "$1, put it in my calendar"),
        (#"(?i)\b(?:at|in)\s+the\s+(\d{1,2}(?::\d\d)?)\s+of\s+(?:the\s+)?(morning|evening|night)\b"#, "at $1 in the $2"),
        // Hong Kong and Chinese English: "help me remind tomorrow 9 o'clock call X" ("remind me"),
        // "help me send email to X say…", "send to X: …" ("email X: …"), "X got reply me or
        // not?" ("has X replied?"), "tomorrow 4:30 pm have a call with X" (the call), "20 minutes
        // later" ("in 20 minutes"), "…, put in my calendar ho", "…, add calendar", "…, book for me".
        (#"(?i)^\s*help\s+me\s+(?:to\s+)?remind\s+(?!me\b|us\b)"#, "remind me "),
        (#"(?i)^\s*help\s+me\s+(?:to\s+)?(?=(?:send|e-?mail|mail|put|add|book|note|write|check|remind)\b)"#, ""),
        (#"(?i)^\s*send\s+(?:an?\s+)?(?:e-?mail\s+)?to\s+((?-i:\p{Lu})[\p{L}'’-]*)(?=\s*$)"#, "email $1"),
        (#"(?i)(?<=\b(?:[ap]m|[ap]\.m\.|o['’]clock|noon|tomorrow|today|tonight|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|\d)\s+have\s+(?=(?:an?\s+)?(?:meeting|call|lunch|dinner|breakfast|coffee|class|lesson|interview|appointment|date|session|drink|party|chat)\b)"#, " "),
        // A clock with its part of the day but no "in the": "on Tuesday the first, eleven thirty
        // morning" (set 1028) → "eleven thirty in the morning"; only where the command ends or a
        // comma follows ("the 7 morning shift" stays).
        (#"(?i)\b((?:\d{1,2}(?:[:.]\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:thirty|fifteen|forty-five|o['’]clock))?)\s+(morning|afternoon|evening|night)(?=\s*(?:[,.!?]|$))"#, "$1 in the $2"),
        // Nepali and Indian speakers' present continuous for a request: "…, you are putting (it in
        // the calendar), no?" → ", put it in my calendar"; "you are reminding me for lighting the
        // diyo" → "remind me about lighting the diyo"; "you are writing her that…" → "write her
        // that…" (set 1040); "you are reminding me", "you are putting it" anywhere, the others only
        // where a request can begin, not inside what a note or a message says ("…saying you are
        // booking the hall").
        (#"(?i)\s*,\s*you\s+are\s+putting(?:\s+it)?(?:\s+in(?:\s+(?:the|my))?\s+(?:calendar|diary))?(?:\s*,?\s*no)?\s*[?.!]*$"#, ", put it in my calendar"),
        (#"(?i)\byou\s+are\s+(?:(remind)ing\s+me|(put)ting\s+(?:it|in\b))"#, "$1$2"),
        (#"(?i)(^\s*|,\s*|\b(?:so|and|please)\s+)you\s+are\s+(?:(remind|send|read|add|book)ing|(put)ting)\b"#, "$1$2$3"),
        (#"(?i)(^\s*|,\s*|\b(?:so|and|please)\s+)you\s+are\s+(writ|not|mak)ing\b"#, "$1$2e"),
        (#"(?i)\b(remind\s+me)\s+for\s+(?=\p{L}+ing\b)"#, "$1 about "),
        // Why it is noted, said first: "so I don't lose it, the trailer insurance policy number is…,
        // make a note" (the sixth test split); and a thing's "'s" that is "is" before its day or
        // clock at the start: "physio's on Wednesday at 11:40 am, …" ("the dentist's on Friday").
        (#"(?i)^\s*(?:so\s+(?:that\s+)?(?:i|we)\s+don['’]t\s+(?:lose|forget)(?:\s+(?:it|this|that))?|so\s+(?:i|we)\s+(?:remember|have\s+it|don['’]t\s+forget))\s*,\s*"#, ""),
        (#"^\s*((?i:the\s+|my\s+|our\s+)?(?-i:\p{Ll})[\p{L}-]+)['’]s\s+(?=(?i:on|at|this|next|tomorrow|today|tonight)\b)"#, "$1 "),
        // A length said without "a": "one and half hours", "for hour and half" (sets 1028, 1032,
        // 1040) → "one and a half hours", "for an hour and a half".
        (#"(?i)\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+and\s+half\s+(?=(?:hours?|hrs?)\b)"#, "$1 and a half "),
        (#"(?i)\b(?:(?:an?|one)\s+)?hour\s+and\s+half\b(?!\s+(?:an?\s+)?(?:hours?|hrs?)\b)"#, "an hour and a half"),
        (#"(?i)(?<!\bnot\s)\b(\d+|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|fifty|half\s+an?|an?)\s+(minutes?|mins?|hours?|hrs?)\s+later\b(?!\s+(?:today|tonight|this|that|on|in|at|than)\b)"#, "in $1 $2"),
        (#"(?i)\s*,\s*(?:please\s+)?(?:help\s+me\s+)?(?:put|add)\s+(?:it\s+)?(?:(?:in|on|into|to)\s+)?(?:(?:my|the)\s+)?calendar(?:\s*,?\s*(?:ho|lah|ar|lor|please))?\s*[.!?]*$"#, ", put it in my calendar"),
        (#"(?i)\s*,\s*(?:please\s+)?book\s+(?:it\s+)?for\s+me\s*[.!?]*$"#, ", put it in my calendar"),
        // Young people's slang: "X been sent me that email or nah?" (above), "did X hit my email
        // yet fam" ("email me"), "we finna have a whole meeting with X…" ("there's a meeting…").
        (#"(?i)\bhit\s+my\s+(?:e-?mail|inbox)\b"#, "email me"),
        (#"(?i)(?<!\b(?:my|the|your|our|his|her))\s+fam\s*([?.!]*)\s*$"#, "$1"),
        (#"(?i)^\s*(?:we|i)(?:['’]re|\s+are|['’]m|\s+am)?\s+(?:finna|gonna|going\s+to|about\s+to|fixing\s+to)\s+have\s+(?:an?|one)\s+(?:whole\s+)?"#, "there's a "),
        // Spanglish: "…, dile que the car is fixed" ("saying"), "email X, pues, tell him…",
        // "check if X me mandó the tickets" ("X sent me"), "apunta esto: …" ("note this").
        (#"(?i)\s*,?\s*\bdile\s+que\s+"#, " saying "),
        (#"(?i)\s*,\s*(?:pues|oye|bueno|[óo]rale|[áa]ndale)\s*,\s*"#, ", "),
        (#"(?i)\b(if|whether)\s+((?-i:\p{Lu})[\p{L}'’-]*)\s+(?:ya\s+)?me\s+mand[óo]\b"#, "$1 $2 sent me"),
        (#"(?i)^\s*(?:ap[úu]nta|anota)(?:\s+(?:esto|eso))?(?=\s*$)"#, "note this"),
        (#"(?i)^\s*m[áa]ndale\s+(?:un\s+)?(?:e-?mail|correo|mensaje)\s+a\s+((?-i:\p{Lu})[\p{L}'’-]*)(?=\s*$)"#, "email $1"),
        (#"(?i)\s*,\s*(?:p[óo]n(?:la|lo)|agr[ée]ga(?:la|lo)|ap[úu]nta(?:la|lo))\s+en\s+(?:el|mi)\s+calendario(?:\s*,?\s*(?:porfa|por\s+favor))?\s*[.!?]*$"#, ", put it in my calendar"),
        // Hinglish: "ek meeting" ("a meeting"), "Bharat ko email bhej do…" ("email Bharat…"),
        // "note kar lo:" ("note this:"), "…, add kar do" and "…, please block karo" ("add it").
        (#"(?i)(?<=^|\s|,)ek\s+(?=\p{Ll})"#, "a "),
        (namedFirst + #"(?i:ko\s+(?:e-?mail|mail)\s+(?:bhej|kar|likh)(?:\s+(?:do|dena|de))?)\b"#, "email $1"),
        (#"(?i)^\s*note\s+kar\s+(?:lo|lena|do)(?=\s*$)"#, "note this"),
        (#"(?i)\s*,\s*(?:please\s+)?(?:add|block|save)\s+kar(?:o|\s+do|\s+dena)\s*[.!?]*$"#, ", put it in my calendar"),
        (#"(?i)\s*,\s*calendar\s+(?:mein|me)\s+(?:daal|dal|add\s+kar|likh)\s+(?:do|dena|de|lo)\s*[.!?]*$"#, ", put it in my calendar"),
        // Taglish: "pa-/paki-" ("please": "paki-note po:", "pakisend si X ng email, sabihin mo…"),
        // "paki-add sa calendar ko yung meeting…", "i-remind mo ako…", "email mo si X", "tell him
        // na…", "…, pa-add naman" and "…, paki-lagay sa calendar" ("put it in my calendar").
        (#"(?i)^\s*(?:paki-?|pa-)?add\s+(?:sa|to)\s+(?:calendar|kalendaryo)(?:\s+ko)?\s+(?:yung|ang|ung)\s+"#, "add "),
        (#"(?i)^\s*(?:paki-?|pa-)?send\s+(?:kay\s+|si\s+)?((?-i:\p{Lu})[\p{L}'’-]*)\s+(?:ng|ang)\s+e-?mail\b"#, "email $1"),
        (#"(?i)\bpaki-?(note|add|send|book|remind|check|email)\b"#, "$1"),
        (#"(?i)\b(remind|add|book|send|note|check)\s+naman\b"#, "$1"),
        (#"(?i)^\s*(book|add|put)\s+ng\s+"#, "$1 "),
        (#"(?i)(?<=\p{L})\s+(?:po|ha|diba|naman)\s*[.!?]*$"#, ""),
        (#"(?i)\s*,?\s*\bsabihin\s+mo(?:\s+na)?\s+"#, " saying "),
        (#"(?i)^\s*i-?remind\s+mo\s+(?:ako|kami)\b"#, "remind me"),
        (#"(?i)\b(e-?mail|mail|remind|call|message)\s+mo\s+(?:si|kay)\s+"#, "$1 "),
        (#"(?i)\btell\s+(him|her|them)\s+na\s+(?=\p{L})"#, "tell $1 "),
        (#"(?i)\s*,\s*(?:pa-?|paki-?)(?:add|lagay)(?:\s+(?:naman|po))?(?:\s+(?:sa|sa\s+aking)\s+calendar)?\s*[.!?]*$"#, ", put it in my calendar"),
        // German and Dutch speakers: "make an appointment by the dentist" (an appointment there),
        // "remind me at 7 on the parcel" ("about"), "Wednesday in one week" ("Wednesday next
        // week"), "enter a meeting in the calendar", "…, please enter". Not inside the task ("remind
        // me on Friday at 8 to get the bus for my early on the ward", set 1035).
        (#"(?i)^\s*(?:please\s+)?make\s+an?\s+appointment\s+(?=(?:by|at|with)\s)"#, "add an appointment "),
        (#"(?i)^(\s*(?:please\s+)?remind\s+me\b(?:(?!\bto\s+\p{Ll})[^,])*?(?:\d|[ap]m|o['’]clock|morning|evening|afternoon|tomorrow|today|tonight|noon|early|late))\s+on\s+(?=(?:the|my|his|her)\s+(?!\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next|weekend|morning|evening|afternoon|dot|nose|button|calendar|diary|way)\p{L})(?!.*\bto\s+\p{Ll})"#, "$1 about "),
        (#"(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+in\s+(?:one|a|1)\s+week\b"#, "$1 next week"),
        (#"(?i)^\s*(?:please\s+)?enter\s+(?=(?:an?|the|my)\s)"#, "put "),
        (#"(?i)\s*,\s*(?:please\s+)?enter(?:\s+it)?(?:\s+please)?\s*[.!?]*$"#, ", put it in my calendar"),
        // Russian, Polish and other Slavic speakers: a clock "of morning" said without "at" or "in"
        // (``clocksOfThePartOfDay`` reads the ones with it); "send letter to X" and "write to X
        // letter:" (an email).
        (#"(?i)\b(\d{1,2}(?::\d\d)?)\s+of\s+(?:the\s+)?(morning|evening|night)\b"#, "$1 in the $2"),
        // "remind me at nine morning to…", "…me nine evening to…": an hour in words said with its
        // part of the day, without "in the" (not "Nine Mornings", "three evening classes").
        (#"(?i)\b(at|by|around|about|from|till|until|me)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(morning|afternoon|evening|night)(?![\p{L}'’-])(?!\s+(?:classes|class|shifts?|lessons?|services?|prayers?|walks?|runs?|sessions?)\b)"#, "$1 $2 in the $3"),
        (#"(?i)\b(\d{1,2}(?::\d\d)?)\s+of\s+(?:the\s+)?(?:day|afternoon)\b"#, "$1 in the afternoon"),
        (#"(?i)^\s*(?:please\s*,?\s*)?(?:send|write)\s+(?:an?\s+)?letter\s+to\s+(?=(?-i:\p{Lu}))"#, "email "),
        (#"(?i)^\s*(?:please\s*,?\s*)?(?:write|send)\s+to\s+((?-i:\p{Lu})[\p{L}'’-]*)\s+(?:an?\s+)?(?:letter|e-?mail|mail)(?=\s*$)"#, "email $1"),
        // Japanese and Korean speakers: "excuse me,", "sorry to trouble you, (but)", "about the
        // meeting with X, please make it Friday at 2 pm" (add it then), "…, please register" and
        // "…, please put" (add it), "to X, an email please:", "please send mail to X, the content
        // is: …", "please note, maybe important: …", "the day after tomorrow, noon, …".
        (#"(?i)^\s*(?:excuse\s+me|sorry\s+to\s+(?:trouble|bother)\s+you|(?:i\s+am|i['’]m)\s+(?:so\s+)?sorry(?:\s+to\s+(?:trouble|bother)\s+you)?(?=\s*,\s*(?:but\s+)?(?:could|can|would|will|please)\b))\s*,?\s*(?:but\s+)?"#, ""),
        (#"(?i)^\s*about\s+((?:the|my|our)\s+[^,]{1,50}?)\s*,\s*(?:please\s+)?(?:make|set|put)\s+it\s+(?:(?:on|for|at)\s+)?"#, "add $1 "),
        (#"(?i)\s*,\s*(?:(?:please\s+)?register|please\s+put)(?:\s+it)?(?:\s+please)?\s*[.!?]*$"#, ", put it in my calendar"),
        (#"(?i)^\s*to\s+((?-i:\p{Lu})[\p{L}'’-]*)\s*,\s*(?:an?\s+)?e-?mail(?:\s*,?\s*please)?(?=\s*$)"#, "email $1"),
        (#"(?i)\s*,\s*the\s+(?:content|contents|message|text)\s+is\s*$"#, ""),
        (#"(?i)^\s*(?:please\s+)?(?:note|memo)(?:\s+(?:po|naman))?\s*,\s*(?:(?:maybe|very|quite|this\s+is)\s+)?important(?=\s*$)"#, "note"),
        (#"(?i)^\s*(?:paki-?|pa-)?note(?:\s+(?:po|naman))?\s*,\s*write\s+(?:on|down)(?=\s*$)"#, "note"),
        (#"(?i)\b(tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+day\s+after\s+tomorrow)\s*,\s*(noon|midday|midnight)\s*,"#, "$1 at $2,"),
        // "remind me tonight at 10 pm, it's about the garbage": what it is about.
        (#"(?i)^(\s*remind\s+me\b[^,]*?)\s*,\s*it['’]?s\s+(?:about|for|regarding)\s+"#, "$1 about "),
        (#"(?i)\b(?:send|drop|shoot|write)\s+((?-i:\p{Lu})[\p{L}'’-]*)\s+one\s+(?:quick\s+)?(?:e-?mail|mail|message|letter)\b"#, "email $1"),
        // Persian, Vietnamese, Thai, Greek and Hebrew speakers: a word said last that asks for
        // nothing ("…call Khun Phaen na krub", "…the rice cooker nhé", "write down nha", "…, re",
        // "…, achla"; ``saidLast``), "…, put calendar", "…, add vào calendar", "…, open calendar
        // put for me", "…, put it in the program" or "the yoman" (put it in my calendar), "put
        // a dentist for me…" (add), "one more hour" (in one hour).
        // (Not after a message's first words: "email Aphai say the document I sent already na".)
        (#"(?i)^(?!.*\b(?:say|saying|says|tell|telling|write\s+(?:him|her|them))\b)(.*?)"# + wordsSaidLast + #"(?:\s*[.!?,]+)?(?=\s*$)"#, "$1"),
        (#"(?i)^(?!.*\b(?:say|saying|says|tell|telling|write\s+(?:him|her|them))\b)(.*?)"# + wordSaidLastAfterComma + #"(?:\s*[.!?]+)?(?=\s*$)"#, "$1"),
        // South African, Welsh and Sri Lankan: "…put it in the calendar hey", "…put it in the
        // diary mun", "…add it no", "…put it in tidy" (properly): said after the request for it.
        (#"(?i)\b(it|in|calendar|diary|agenda)\s*,?\s+(?:no|hey|mun|tidy|sharp(?:\s+sharp)?|lah|ya)(?:\s*[.!?]+)?(?=\s*$)"#, "$1"),
        // A time said first, then the event, then what to do with it ("Saturday at 7 pm, dinner
        // at Bob's place, put it in the calendar"): the event first, so the time's part of the day
        // or a meal word ("dinner") is not read into the time.
        (#"(?i)^\s*((?:on\s+|this\s+|next\s+|the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight)(?:\s+(?:morning|afternoon|evening|night))?\s*,?\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm|o['’]clock))?(?:\s+in\s+the\s+(?:morning|afternoon|evening|night)|\s+at\s+night)?)\s*,\s*+(?!(?:remind|note|make|write|jot|add|put|pop|set|e-?mail|mail|send|text|book|schedule|please|can|could|and|i\b)\b)([^,]+?)(?=\s*,|\s*$)"#, "$2 $1"),
        (#"(?i)\s*,\s*(?:open\s+(?:the\s+|my\s+)?calendar\s+(?:and\s+)?put(?:\s+it)?(?:\s+for\s+me)?|(?:please\s+)?(?:put|add)(?:\s+it)?(?:\s+v[àa]o)?(?:\s+(?:in|into|to|on))?\s+(?:(?:my|the)\s+)?(?:calendar|program(?:me)?|yoman)(?:\s+for\s+me)?)\s*[.!?]*$"#, ", put it in my calendar"),
        (#"(?i)^\s*(?:please\s+)?(put|add)\s+(?:it\s+)?(in|into|on|to)\s+(my|the)\s+(?:program(?:me)?|yoman)\b"#, "$1 $2 $3 calendar"),
        (#"(?i)^\s*(?:please\s+)?put\s+(an?\s+\p{L}+(?:\s+\p{L}+)?)\s+for\s+me\b"#, "add $1"),
        (#"(?i)(?<!\bin\s)(?<!\bfor\s)(?<!\bafter\s)\b(?:one|an|1)\s+more\s+hour\b"#, "in one hour"),
        // Indonesian speakers: "tolong…" (please), "tolong catat:" (note this), "cek email…";
        // Nordic speakers: "remember me…" (remind me).
        (#"(?i)^\s*tolong\s+"#, ""),
        (#"(?i)^\s*catat(?:\s+ya)?(?=\s*$)"#, "note this"),
        (#"(?i)^\s*cek\b"#, "check"),
        (#"(?i)\bremember\s+me\s+(?=(?:to|about|of|tomorrow|today|tonight|on|at|in|kl|next|this|every|lusa|besok|nanti|\d))"#, "remind me "),
    ]
}

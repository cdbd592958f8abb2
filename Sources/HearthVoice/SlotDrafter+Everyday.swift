import Foundation

/// Everyday speech around a request: clipped words ("gonna", "wanna", "gimme", "lemme", "'bout",
/// "'cause", "could ya"), other names for where an entry goes ("my planner", "my to-do list", "my
/// jotter", "a post-it") and the calendar, the reminders or the notes spoken to or made the subject
/// ("let the calendar know about…", "my diary needs…", "to my reminders: …", "let my notes say…");
/// an order said aloud ("first up,", "lastly,"), haste and leave ("real quick,", "go ahead and",
/// "feel free to") and a need to come ("I'll need a reminder…", "we're going to want… in the
/// calendar"); alarm and frustration before it ("oh no, oh no,", "ugh, fine,"), a check or a tag
/// question after it ("…, yeah?", "…, got that?") and the speaker named otherwise than "me"
/// ("future me", "muggins here", "yours truly").
extension SlotDrafter {
    /// Clipped words and what they are in full ("I've gotta" keeps its "got").
    static let clippedWords: [(pattern: String, words: String)] = [
        // Said first, without who ("gotta remember to…", "wanna put lunch… in"): the speaker.
        (#"(?i)^\s*(?:gotta|hafta)\b"#, "I have to"),
        (#"(?i)^\s*wanna\b"#, "I want to"),
        (#"(?i)^\s*gonna\b"#, "I'm going to"),
        (#"(?i)^\s*tryna\b"#, "I'm trying to"),
        (#"(?i)^\s*oughta\b"#, "I ought to"),
        (#"(?i)\b((?:i|we|you)['’]ve)\s+gotta\b"#, "$1 got to"),
        (#"(?i)\bgotta\b"#, "have to"),
        (#"(?i)\bgonna\b"#, "going to"),
        (#"(?i)\bwanna\b"#, "want to"),
        (#"(?i)\bgimme\b"#, "give me"),
        (#"(?i)\blemme\b"#, "let me"),
        (#"(?i)\bhafta\b"#, "have to"),
        (#"(?i)\btryna\b"#, "trying to"),
        (#"(?i)\boughta\b"#, "ought to"),
        (#"(?i)\bdunno\b"#, "don't know"),
        (#"(?i)(?<![\w'’])['’]bout\b"#, "about"),
        (#"(?i)(?<![\w'’])['’]cause\b|\bc[ou]z\b"#, "because"),
        (#"(?i)\b(can|could|would|will)\s+ya\b"#, "$1 you"),
        (#"(?i)^\s*y['’]?know,?\s+"#, ""),
        (#"(?i),\s*y['’]?know\s*(?=[,:;.]|$)"#, ""),
        // A need to come, said with a carrier: "I'll need a reminder…", "we're going to want… in
        // the calendar", "I'll be needing… in the diary" ("I'll need a coffee before…" asks nothing).
        (#"(?i)^\s*(?:i['’]ll|i\s+will|i\s+shall|i['’]d|i\s+would|i['’]m\s+going\s+to|i\s+am\s+going\s+to|we['’]ll|we\s+will|we\s+shall|we['’]d|we['’]re\s+going\s+to|we\s+are\s+going\s+to)\s+(?:be\s+)?(need|want)(?:ing)?\b(?=.*\b(?:remind\w*|nudge|heads-?up|note|noted|calendar|diary|planner|schedule|e-?mail|know\s+(?:if|whether))\b)"#, "I $1"),
    ]

    /// Why the request is made, said last and about the speaker rather than the entry: "…, for
    /// the record", "…, just so it's written down somewhere", "…, in case he forgets", "…, just to
    /// be safe", "…, that way I'll plan round it", "…, doctor's orders". A reason that may be the
    /// entry's own words stays ("…, in case it rains").
    static let reasonSaidLast = #"(?i)\s*[,;–—-]\s*(?:just\s+)?(?:for\s+the\s+record|for\s+future\s+reference|to\s+be\s+(?:safe|sure|on\s+the\s+safe\s+side)|in\s+case(?:\s+(?:i|he|she|they|we)\s+(?:forget|forgets|need|needs|lose|loses|ask|asks)(?:\s+(?:it|them|again))?)?|so\s+(?:it['’]s|it\s+is|that['’]s|that\s+is)\s+(?:written|noted|saved|down|recorded|somewhere|on\s+record|done|sorted|handled|dealt\s+with)\b[^,.!?]*|so\s+i\s+(?:remember|don['’]t\s+forget|won['’]t\s+forget|have\s+it)(?:\s+(?:it|them))?|that\s+way\s+(?:i|we)\b[^,.!?]*|(?:it['’]s\s+)?doctor['’]s\s+orders|(?:warna|varna|nahi\s+to)\s+[^,.!?]+|baka\s+(?:ko\s+)?makalimutan\s+ko)\s*[.!]*$"#

    /// Emphasis and insistence around a request: "do remind me…", "please, please, please put…",
    /// "without fail,", "I insist,", "whatever you do,", "don't fail to", "it's vital that you…",
    /// "it's crucial (that)…", "this one's important:", "I beg you,", "on no account let me forget…",
    /// "…, and I mean it,", "…, a proper one,". "I insist that Saulė comes…" and "do you remind…"
    /// are no requests and keep their words.
    static let insistence: [(pattern: String, words: String)] = [
        (#"(?i)^\s*(?:(?:and\s+)?i\s+(?:really\s+)?mean\s+it|without\s+fail|i\s+insist|whatever\s+you\s+do|i\s+beg\s+(?:you|of\s+you)|this\s+one['’]?s\s+(?:important|urgent|crucial|vital|a\s+big\s+one)|(?:this\s+is\s+)?(?:really\s+|very\s+|bare\s+|well\s+|proper\s+|dead\s+|wicked\s+|hella\s+)?(?:important|urgent|crucial|vital)|no\s+excuses|seriously|honestly)\s*[,:;–—-]\s*"#, ""),
        (#"(?i)^\s*(?:please\s*,?\s*){2,}"#, "please "),
        (#"(?i)^\s*(?:please\s+)?do\s+(?=(?:remind|put|add|make|send|e-?mail|check|read|write|note|jot|book|schedule|set|pop|stick|pencil|tell)\b)"#, ""),
        (#"(?i)^\s*(?:don['’]t|do\s+not)\s+fail\s+to\s+"#, ""),
        (#"(?i)^\s*on\s+no\s+account\s+(?=let\s+me\s+forget\b)"#, "don't "),
        (#"(?i)^\s*it['’]?s\s+(?:absolutely\s+|really\s+)?(?:vital|crucial|essential|imperative|important|key)\s+(?:that\s+)?you\s+"#, ""),
        (#"(?i)^\s*it['’]?s\s+(?:absolutely\s+|really\s+)?(?:vital|crucial|essential|imperative|important|key)\s+(?:that\s+)?(?=\S+(?:\s+\S+){0,10}?\s+(?:goes|go|gets|get|is\s+put|is\s+added)\s+(?:in|into|on)\s+(?:the|my|our)\s+(?:calendar|diary|schedule)\b)"#, ""),
        (#"(?i)^\s*make\s+(?:absolutely\s+|really\s+|doubly\s+)?sure\s+(?:that\s+)?((?-i:\p{Lu})[\p{L}'’-]*)\s+(?:is|gets)\s+(?:e-?mailed|sent\s+an\s+e-?mail)\s+"#, "email $1 "),
        (#"(?i)\bi\s+really\s*,\s*really\s+"#, "I really "),
        (#"(?i)\s*,\s*(?:and\s+)?(?:i\s+(?:really\s+)?mean\s+it|without\s+fail|no\s+excuses)\s*,\s*"#, " "),
        (#"(?i)\s*,\s*an?\s+(?:proper|real|long|short|quick|nice|polite|formal|friendly)\s+one\s*,\s*"#, " "),
        (#"(?i)\s*,\s*(?:please\s*,?\s*){1,3}$"#, ""),
    ]

    /// The request handed over to Hearth, or said as what Hearth will do: "I'm leaving it with
    /// you:", "handle this:", "sort this out for me:", "take care of this for me:", "over to
    /// you:", "I'm delegating this one:", "it's in your hands now —", "on my behalf,", "what
    /// you'll do now is…", "can I trust you with a note? X" ("I'm leaving it with you to decide…"
    /// hands over no request).
    static let handedOver: [(pattern: String, words: String)] = [
        (#"(?i)^\s*(?:i['’]m\s+leaving\s+(?:it|this)\s+(?:with|to)\s+you|i['’]ll\s+leave\s+(?:it|this)\s+(?:with|to)\s+you|handle\s+this(?:\s+one)?(?:\s+for\s+me)?(?:\s*,\s*please)?|sort\s+this(?:\s+one)?\s+out(?:\s+for\s+me)?|take\s+care\s+of\s+this(?:\s+one)?(?:\s+for\s+me)?|over\s+to\s+you|i['’]m\s+delegating\s+this(?:\s+one)?|it['’]s\s+(?:all\s+)?in\s+your\s+hands(?:\s+now)?|i['’]m\s+(?:counting|relying)\s+on\s+you|on\s+my\s+behalf)\s*[,:;–—-]\s*"#, ""),
        (#"(?i)^\s*(?:what\s+you['’]ll\s+do\s+(?:now|next)\s+is|the\s+next\s+thing\s+you['’]ll\s+do\s+is)\s+(?=(?:remind|add|put|note|jot|write|book|schedule|set|send|e-?mail|check|read|pencil|pop|stick)\b)"#, ""),
        (#"(?i)^\s*can\s+i\s+trust\s+you\s+with\s+(?:a|this)\s+note\s*\?\s*"#, "note that "),
    ]

    /// ``goingOn``, ``handedOver``, ``insistence`` and ``provisos``, in the order they are tried,
    /// joined once rather than on every command.
    static let aroundTheRequest = goingOn + handedOver + insistence + provisos

    /// A proviso that changes nothing to be done, before, inside or after the request: "all being
    /// well,", "touch wood,", "fingers crossed,", "god willing,", "for what
    /// it's worth", "…, hopefully", "…, if I remember right", "unless you hear otherwise,",
    /// "provided I'm home,", "assuming it's not too late,". A condition about what is asked for
    /// stays ("provided there's something from Lemminkäinen, read it out"), and so does a
    /// condition Hearth cannot check ("weather permitting", "if it rains"), which it asks about.
    static let provisoWords = #"(?:insh?(?:a['’]?\s?)?allah|all\s+being\s+well|all\s+(?:things|else)\s+being\s+equal|touch\s+wood|knock\s+on\s+wood|fingers\s+crossed|(?:god|lord)\s+willing|if\s+all\s+goes\s+(?:well|to\s+plan)|for\s+what\s+it['’]s\s+worth|hopefully|if\s+i\s+remember\s+(?:right(?:ly)?|correctly)|if\s+memory\s+serves)"#

    /// A condition that is not about what the calendar holds or what is asked for: "as long as my
    /// afternoon is clear" and "unless I've got something on" depend on the calendar, which Hearth
    /// does not yet look at, so it asks; "provided there's something from X" names the request.
    static let notAboutTheCalendar = #"(?![^,.!?]*\b(?:from|free|clear|clash\w*|busy|available|nothing|something|anything|calendar|diary|schedule|booked|double-?book\w*)\b)"#

    /// Provisos said first, inside or last (``provisoWords``) and conditions said first that are
    /// about the speaker, not the request.
    static let provisos: [(pattern: String, words: String)] = [
        (#"(?i)^\s*(?:also\s*,?\s*|and\s+)?hopefully\s+((?-i:\p{Lu})[\p{L}'’-]*)(?:['’]s|\s+has)\s+(written|replied|e-?mailed|answered|got\s+back(?:\s+to\s+me)?|been\s+in\s+touch)\s*[—–,;-]+\s*(?:(?:do|please|can\s+you|could\s+you)\s+)?(?:check|look)(?:\s+(?:my\s+)?(?:mail|e-?mail|e-?mails|inbox))?\s*[.!?]*$"#, "check if $1 has $2"),
        (#"(?i)^\s*(?:"# + provisoWords + #"|unless\s+you\s+hear\s+otherwise|(?:provided|assuming|as\s+long\s+as)\s+"# + notAboutTheCalendar + #"[^,]{1,40})\s*,\s*"#, ""),
        (#"(?i)\s*,\s*"# + provisoWords + #"\s*,\s*"#, " "),
    ]

    /// Provisos said last, after a request that is not a message's (``provisoWords``), and, but for
    /// a note's words, conditions: "…, as long as she says yes", "…, unless she rings first",
    /// "…, subject to her confirming", "…, if I haven't already", "…, if it's not done by then".
    static let provisoLast = #"(?i)\s*[,;–—-]\s*"# + provisoWords + #"\s*[.!]*$"#
    static let conditionLast = #"(?i)\s*[,;–—-]\s*(?:subject\s+to\s+"# + notAboutTheCalendar + #"[^,.!?]+|as\s+long\s+as\s+"# + notAboutTheCalendar + #"[^,.!?]+|unless\s+(?:he|she|they|it|we|i)\s+"# + notAboutTheCalendar + #"[^,.!?]+|provided\s+(?:that\s+)?(?:he|she|they|it|we|i)\s+"# + notAboutTheCalendar + #"[^,.!?]+|if\s+i\s+haven['’]t\s+(?:already|by\s+then|done\s+it)[^,.!?]*|if\s+(?:it['’]s|it\s+is|it\s+isn['’]t|it['’]s\s+not)\s+(?:not\s+)?(?:done|ready|finished)\s+by\s+then)\s*[.!]*$"#

    /// An order said aloud, as if the request were one of a list: "first up,", "to start with,",
    /// "number one:", "lastly,", "and finally,", "one last thing,", "…, that's the first thing";
    /// "btw," and "fyi," before the request.
    static let orderSaid: [(pattern: String, words: String)] = [
        (#"(?i)^\s*(?:and\s+)?(?:first\s+up|first\s+things\s+first|first\s+off|first(?:ly)?|to\s+(?:start|begin)\s+with|for\s+starters|number\s+(?:one|two|three|four|five|\d)|top\s+of\s+the\s+list|second(?:ly)?(?:\s+thing)?|third(?:ly)?(?:\s+thing)?|next(?:\s+up)?|then|lastly|finally|last\s+but\s+not\s+least|(?:one\s+)?last\s+thing|before\s+anything\s+else|btw|fyi|by\s+the\s+way)\s*[,:;–—-]\s*"#, ""),
        (#"(?i),\s*that['’]s\s+the\s+(?:first|last|main|most\s+important)\s+thing\s*[.!]*$"#, ""),
    ]

    /// Where a time said after what is on begins ("on thursday…", "saturday at 5…", "the 12th…").
    static let whenStarts = #"(?:on|at|this|next|tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d)\b"#
    /// The request to put what was just said in the calendar, said last: ", put it in the diary",
    /// "; add it to my calendar", ", help me put in calendar".
    static let askedForIt = #"\s*[,.;]\s*(?:so\s+|ya\s+|yeah\s+|ok(?:ay)?\s+)?(?:please\s+)?(?:(?:can\s+you\s+)?help\s+me\s+)?(?:(?:lowkey|deadass)\s+)?(?:(?:put|pop|stick|add|pencil|write|get|bang|whack|chuck|bung)\s+(?:(?:it|that|this|um)\s+)?(?:in|on|into|onto|to|down\s+in)\s+(?:(?:the|my|our|mi|da|meh)\s+)?(?:diary|calendar|planner|agenda)|(?:p[óo]n(?:la|lo)|agr[ée]ga(?:la|lo)|ap[úu]nta(?:la|lo))\s+en\s+(?:el|mi)\s+calendario|calendar\s+(?:mein|me)\s+(?:daal|dal|add\s+kar)\s+(?:do|dena|de)|(?:add|block)\s+kar(?:o|\s+do|\s+dena)|(?:please\s+)?block\s+karo|paki-?lagay\s+(?:sa|sa\s+aking)\s+calendar|(?:pa-?|paki-?)add\s+(?:naman|po)|add\s+to\s+calendar|(?:add|save|book|schedule|mark)\s+(?:it|that|this)|(?:put|pop|stick|bang|chuck)\s+(?:it|that|this)(?:\s+in)?)(?:\s*,?\s*(?:please|you\s+betcha|cheers|ta|thanks|cher|b['’]y|eh|mate|bruv|love|pet|duck|nah|brah|bet|porfa|por\s+favor|ho|lah|na|naman|po|tamam|hadi|voil[àa]|merci|prego))?\s*[.!?]*$"#
    /// A request opened as if it went on from another: "and while you're at it,", "on top of
    /// that,", "oh, and another thing:", "also,", "plus,", "as well as that,", "besides that,",
    /// "same again, but", "that reminds me,"; "then there's X, add that too" said as adding X; and
    /// what is on or where the speaker goes and when, then ``askedForIt``, said as adding it.
    static let goingOn: [(pattern: String, words: String)] = [
        (#"(?i)^\s*(?:oh\s*,?\s*)?(?:and\s+)?(?:also|plus|additionally|besides(?:\s+that)?|on\s+top\s+of\s+(?:that|this)|as\s+well\s+as\s+that|in\s+addition(?:\s+to\s+that)?|while\s+(?:you['’]re|we['’]re|i['’]m)\s+(?:at|on)\s+it|while\s+i\s+think\s+of\s+it(?:\s+as\s+well)?|following\s+on(?:\s+from\s+that)?|on\s+the\s+same\s+note|another\s+(?:thing|one)|one\s+more(?:\s+(?:thing|one))?(?:\s+for\s+you)?|that\s+reminds\s+me|(?:and\s+)?this\s+is\s+a\s+separate\s+one|separately)\s*[,:;–—-]\s*"#, ""),
        (#"(?i)^\s*same\s+again\s*,?\s*but\s+"#, ""),
        // "going once, going twice: remind me in 20 minutes to…", "mirror, signal, manoeuvre:
        // remind me…", "okay everyone, listen up: remind me…": words before a colon that ask for
        // nothing, then the request.
        (#"(?i)^\s*(?![^:]*\b(?:e-?mail|mail|send|message|text|note|notes|write|jot|tell|subject|re|dear|hi|hello|to-?do|reminder|task)\b)[^:,.;!?\d]{1,40}(?:,[^:,.;!?\d]{1,40}){0,3}:\s*(?=(?:please\s+)?remind\s+me\b)"#, ""),
        (#"(?i)^\s*(?:and\s+)?(?:then\s+)?there['’]s\s+(?:also\s+)?(.+?)\s*,\s*(?:add|put|pop|stick|book)\s+(?:that|it|this)(?:\s+in)?(?:\s+(?:too|as\s+well|also))?\s*[.!]*$"#, "add $1"),
        // "the wean's nativity play is on thursday at 2, put it in the diary", "I'm going to
        // Crockett's barbecue saturday at 5 pm, add it to my calendar": what is on, or where the
        // speaker goes, and when, then the request for it.
        (#"(?i)^\s*((?:the|my|our|a|an|la|el|mi|\p{L}+['’]s)\s[^,.;:!?]{1,50}?)\s+(?:is|['’]s)\s+("# + whenStarts + #"[^,.;:!?]{0,40}?)"# + askedForIt, "add $1 $2"),
        // Trinidadian "we liming by Opoku Saturday at 8, put it in the calendar": what they do.
        (#"(?i)^\s*(?:i['’]?m|i\s+am|we['’]re|we\s+are|we)\s+(\p{L}+ing\s+(?:by|at|with)\s[^,.;:!?]{1,50}?)\s+("# + whenStarts + #"[^,.;:!?]{0,40}?)"# + askedForIt, "add $1 $2"),
        (#"(?i)^\s*(?:(?:i['’]?m|i\s+am|we['’]re|we\s+are|a\s+gente\s+(?:is|are))\s+(?:(?:going|fixin(?:g|['’])?)\s+to\s+go\s+to|going\s+to|heading\s+to|off\s+to|attending)|(?:i|we)\s+(?:will|['’]ll|shall)\s+(?:go\s+to|attend|be\s+at))\s+((?!be\b|have\b|need\b)[^,.;:!?]{1,50}?)\s+("# + whenStarts + #"[^,.;:!?]{0,40}?)"# + askedForIt, "add $1 $2"),
    ]

    /// Haste and leave around a request ("real quick,", "quick one:", "quickly", "hurry up and",
    /// "go ahead and", "feel free to", "do me a favour and"): they ask for nothing themselves.
    static let hasteAndLeave: [(pattern: String, words: String)] = [
        (#"(?i)^\s*(?:(?:real|very)\s+quick(?:ly)?|quick(?:\s+one)?|quickly|(?:as\s+)?fast\s+as\s+you\s+can|as\s+quick(?:ly)?\s+as\s+you\s+can|hurry)\s*[,:;–—-]\s*"#, ""),
        (#"(?i)^\s*(?:hurry\s+up\s+and|do\s+me\s+a\s+(?:favou?r|solid)\s+and|be\s+a\s+(?:dear|love|star|pal|sweetheart|darling)\s+and|(?:you\s+can\s+)?(?:just\s+)?go\s+ahead\s+and|(?:please\s+)?feel\s+free\s+to|don['’]t\s+hesitate\s*(?:,|to|and)?)\s*"#, ""),
        (#"(?i)\b(you|to|and|please)\s+(?:quickly|real\s+quick)\s+(?=\p{L})"#, "$1 "),
        (#"(?i)^\s*quickly\s+(?=\p{L})"#, ""),
        (#"(?i),\s*(?:real\s+quick|quickly|quick\s+one)\s*(?=[:,;]|$)"#, ""),
        // "…is Tuesday at ten thirty, go ahead and put it on the calendar" (set 1115): one request.
        (#"(?i),\s*(?:you\s+can\s+)?(?:just\s+)?go\s+ahead\s+and\s+(?=(?:put|pop|stick|add|pencil|book|schedule|note|jot|write|set|make|remind)\b)"#, ", "),
        (#"(?i)\s+real\s+quick(?=\s*(?:[,:;]|$|(?:saying|that|to|at|on|for|tomorrow|tonight|today)\b))"#, ""),
    ]

    /// Thanks and old-fashioned courtesy said to Hearth at the edges of a request: "…, thanks in
    /// advance", "…, if you would", "…, much obliged", "…, there's a love", "…, ta very much", "many
    /// thanks in advance: …", "would you kindly…", "be so good as to…".
    static let courtesy: [(pattern: String, words: String)] = [
        (#"(?i)\s*[,.;?!]\s*(?:(?:many\s+)?thanks\s+in\s+advance|cheers\s+in\s+advance|that['’]?d\s+be\s+(?:great|lovely|brilliant|ace|grand|super|amazing)|if\s+you\s+(?:would|will|please|don['’]t\s+mind)|much\s+(?:obliged|appreciated)|there['’]s\s+a\s+(?:love|dear|darling|good\s+(?:chap|lad|lass|girl|boy|egg))|ta(?:\s+(?:very\s+much|muchly|so\s+much))?|you['’]re\s+a\s+(?:lifesaver|life\s+saver|star|gem|diamond|legend))\s*[.!]*$"#, ""),
        (#"(?i)^\s*(?:(?:many\s+)?thanks\s+in\s+advance|if\s+you\s+(?:would|will|please)|would\s+you\s+kindly|be\s+so\s+good\s+as\s+to|(?:would\s+you\s+)?be\s+so\s+kind\s+as\s+to)\s*[,:;–—-]?\s*"#, ""),
        (#"(?i)(?<=^|[,:]\s)kindly\s+(?=note\b|remind\b|add\b|put\b|email\b|fix\b|book\b|schedule\b|block\b|send\b|set\b|mail\b)"#, ""),
        // "…, ya put that in the calendar" (set 1110): agreement said before the request.
        (#"(?i),\s*(?:ya|yeah|yes|ok(?:ay)?)\s+(?=(?:put|add|pop|stick|book|note|remind|schedule|pencil|write|jot)\s+(?:it|that|this)\b)"#, ", "),
        // A word said last for emphasis or agreement, as Scots, Irish, Indian, Australian,
        // Nigerian, Singaporean or Filipino English say it: "…, so it is", "…, so I will", "…,
        // aye", "…, na", "…, sweet as", "…, innit", "…, lah", "…, eh", "…, no wahala", "…, you
        // hear?", "…, thanks ah", "…, thank you po"; Hawaiian Pidgin "…, k den", "…, shoots", "…,
        // garans", Trinidadian "…, nah", "…, ent?" and Kenyan "…, sawa?", Liberian "…, for true".
        (#"(?i)\s*,\s*(?:so\s+(?:it\s+is|i\s+(?:will|do|am)|we\s+(?:will|do|are)|i\s+would)|aye|na|naa|sweet\s+as|innit|lah|eh|no\s+wahala|y(?:ou|uh|a)\s+hear|thanks?\s+(?:ah|lah|po)|thank\s+you\s+po|ah|hor|lor|leh|yeah|(?:cheers|ta|thanks)\s+(?:bruv|mate|fam|pal|pet|duck|love)|(?:me\s+)?duck|pet|wicked\s+quick|you\s+betcha|like|cher|b['’]y|k\s*den|shoots|garans|nah|ent|sawa|brah|bet|you\s+already\s+know|no\s+cap|fr|porfa|por\s+favor|ho|ar|bas\s+itna\s+hi|bas|theek\s+hai|diba|naman|ha|sige|ya\s+know|y['’]?know|you\s+know|khalas|yalla|valeu|n[ée]|chale|abi|sef|o|tipo|beleza|voil[àa]|merci|prego|grazie|tamam|hadi|ecco|for\s+true)\s*[.!?]*$"#, ""),
    ]

    /// Alarm and frustration said before a request ("oh no, oh no,", "ugh,", "bloody hell,",
    /// "whoops,", "drat,", "good grief,", "oh for heaven's sake,", "holy moly,", "the worst,"): they
    /// ask for nothing themselves. A bare "no," is left alone ("no, I said remind me…" puts right).
    static let exclamation = #"(?i)^\s*(?:oh\s+no(?:[,\s]+(?:oh\s+)?no)*|(?:oh\s+)?(?:(?:my\s+)?god|my\s+goodness|goodness(?:\s+me)?|man|crap|dear(?:\s+me)?|boy|heck|hell|lord|jeez|gosh|drat|nuts|shucks|dang|darn|for\s+(?:heaven|goodness|pete|god|gawd)['’]?s?\s+sake|for\s+crying\s+out\s+loud)|u+g+h+|a+r+g+h+|phew|whoops|oops(?:-a-daisy)?|ope(?:\s*,?\s*sorry)?|uff\s+da|aiy(?:a|ah|o|oh)|alamak|[óo]rale|[áa]ndale|ay(?:\s+ay\s+ay)?|yo|ight|aight|oye|pues|arre(?:\s+yaar)?|chalo|haan|yalla|wallah|khalas|beleza|nossa|ent[ãa]o|herh|i\s+beg|bon|alors|allez|voil[àa]|allora|dai|ecco|hadi|tamam|yani|acc?ha|theek\s+hai|(?:o\s+)?sige|(?:hay\s+|ay\s+)?naku|yikes|jeez(?:\s+louise)?|sigh|bloody\s+hell|bugger|blast|damn(?:\s+it)?|dammit|good\s+(?:grief|lord|god|heavens)|holy\s+(?:moly|cow|smokes|crap)|man\s+oh\s+man|ah+\s+(?:nuts|crap|damn|man|no|heck)|typical|the\s+worst)\s*[,.!;:–—-]+\s*"#
    /// Giving in after an exclamation ("ugh, fine,", "sigh. okay."): said only after one.
    static let afterExclamation = #"(?i)^\s*(?:ok(?:ay)?|alright|all\s+right|right|fine|so|anyway)\s*[,.!;:–—-]+\s*"#

    /// A check or a tag question said to Hearth after the request: "…, yeah?", "…, okay?", "…, got
    /// it?", "…, can you do that?", "…, is that alright?", "…, you with me?", "…, won't you?"; thanks
    /// may follow ("…, yeah? cheers").
    static let tagQuestions: [(pattern: String, words: String)] = [
        (#"(?i)\s*[,.;]\s*(?:(?:can|could|would|will|won['’]t|can['’]t|wouldn['’]t)\s+you(?:\s+do\s+that)?|(?:you\s+)?got\s+(?:it|that)|(?:are\s+)?you\s+with\s+me|(?:is\s+)?(?:that|this)\s+(?:ok(?:ay)?|alright|all\s+right|fine|cool|doable)(?:\s+with\s+you)?|understood|(?:yeah|yes|ok(?:ay)?|alright|all\s+right|right|no|eh|innit))\s*\?+\s*(?:(?:cheers|thanks|ta|thank\s+you)\s*[.!]*)?\s*$"#, ""),
    ]

    /// The kind of entry named after what it holds, as a category: "…, that's one for the
    /// calendar", "…, calendar thing", "…, as an appointment", "…, that's a reminder", "…, for the
    /// reminders", "…: note, please", "…, file that under notes", "…, put that down as an event".
    static func kindSaidLast(_ kinds: String) -> String {
        #"(?:\s*[,;:]\s*(?:[—–-]+\s*)?|\s+[—–-]+\s*)(?:that['’]s\s+|this\s+is\s+|it['’]s\s+)?(?:(?:one|something)\s+for\s+(?:the|my|our|yours\s+truly['’]s)\s+(?:"#
            + kinds + #")|(?:an?\s+)?(?:"# + kinds + #")(?:\s+(?:thing|one|entry|item))?|for\s+(?:the|my)\s+(?:"# + kinds + #")|as\s+an?\s+(?:"#
            + kinds + #")|file\s+(?:that|it|this)\s+(?:under|in|with)\s+(?:the\s+|my\s+)?(?:"# + kinds + #")|(?:put|mark)\s+(?:that|it|this)\s+(?:down\s+)?as\s+an?\s+(?:"#
            + kinds + #")|(?:that|it|this)\s+goes\s+(?:in|on|into)\s+(?:the|my)\s+(?:"# + kinds + #"))(?:\s+for\s+(?:future\s+me|me|yours\s+truly))?(?:\s*,?\s*please)?\s*[.!]*$"#
    }
    static let calendarKinds = #"calendar|diary|planner|event|appointment|calendar\s+event"#
    static let reminderKinds = #"reminders?|to-?do"#
    static let noteKinds = #"notes?"#
    /// The request said as the kind of entry after what it holds (`kindSaidLast`), or as a
    /// heading ("note-wise: …"), in the words the request patterns know; a message said first and
    /// sent after ("the meeting moved to 3 — email that to Subhadra", "tell Karna…, as an email").
    static let kindsAsRequests: [(pattern: String, words: String)] = [
        (#"(?i)^(?:note|notes)-?wise\s*[:,]\s*"#, "note: "),
        (#"(?i)^(?:reminder|reminders)-?wise\s*[:,]\s*"#, "reminder: "),
        (#"(?i)^(?:calendar|diary)-?wise\s*[:,]\s*"#, "add "),
        (#"(?i)^tell\s+(\p{Lu}[\p{L}'’-]*)\s+(?:that\s+)?(.+?)\s*[,;]?\s*(?:(?:send|put)\s+(?:that|it|this)\s+)?(?:as|by|in|via)\s+(?:an?\s+)?e-?mail\s*[.!]*$"#, "email $1 saying $2"),
        // "the lab report is uploaded, email Sushmita that", "the van is ready, send Ruairi an
        // email saying that", "…, let Ruairi know by email" (the tenth test split); "…, email
        // Sumaiya in the office about it", "the match is aff…, email Malachy and tell him" (the
        // eleventh).
        (#"(?i)^(?!(?:please\s+)?(?:e-?mail|send|tell|write|remind|note|add|put)\b)(.+?)\s*(?:[,;:]|\s[—–-]+)\s*(?:(?:e-?mail|send)\s+(\p{Lu}[\p{L}'’-]*)(?:\s+(?:in|at|from)\s+the\s+[\p{L}'’-]+)?\s+(?:an?\s+e-?mail\s+)?(?:(?:saying|about)\s+)?(?:that|this|it)|(?:e-?mail|send)\s+(\p{Lu}[\p{L}'’-]*)\s+and\s+(?:tell|let)\s+(?:him|her|them)(?:\s+know)?|let\s+(\p{Lu}[\p{L}'’-]*)\s+know\s+(?:by|via|in\s+an?|through|over)\s+e-?mail)\s*[.!]*$"#, "email $2$3$4 saying $1"),
        (#"(?i)^(?!(?:please\s+)?(?:e-?mail|send|tell|write)\b)(.+?)\s*(?:[,;:]|\s[—–-]+)\s*(?:e-?mail|send)\s+(?:that|it|this)\s+to\s+(\p{Lu}[\p{L}'’-]*)\s*[.!]*$"#, "email $2 saying $1"),
        (#"(?i)^(?!(?:please\s+)?(?:add|put|book|schedule|pencil|remind|note|jot|write|make|set|create|e-?mail|send|pop|stick|save)\b)(.+?)"# + kindSaidLast(calendarKinds), "add $1"),
        (#"(?i)^(?!(?:please\s+)?(?:add|put|book|schedule|pencil|remind|note|jot|write|make|set|create|e-?mail|send|pop|stick|save)\b)(.+?)"# + kindSaidLast(reminderKinds), "reminder: $1"),
        (#"(?i)^(?!(?:please\s+)?(?:add|put|book|schedule|pencil|remind|note|jot|write|make|set|create|e-?mail|send|pop|stick|save)\b)(.+?)"# + kindSaidLast(noteKinds), "note: $1"),
        (#"(?i)^(.+?)"# + kindSaidLast(calendarKinds + "|" + reminderKinds + "|" + noteKinds), "$1"),
    ]

    /// A time said twice, the second time in another form, to make sure: "half 7, as in 7:30 pm"
    /// keeps the second; "the 1st of december, a tuesday," (not "the 26th, which is friday,", which
    /// is checked against the day: ``withoutTimeSaidAgain(_:)``) "in 90 minutes, an hour and a half,",
    /// "in 30 minutes, so at 10:30," and "at 9 — 9 in the morning —" keep the first (with its part
    /// of the day).
    static let timesSaidTwice: [(pattern: String, words: String)] = [
        (#"(?i)\b(?:half\s+\w+|quarter\s+(?:past|to)\s+\w+|\d{1,2}(?::\d{2})?)\s*,?\s*(?:as\s+in|i\.e\.?|meaning)\s+(\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)(?:\s*,)?"#, "$1"),
        (#"(?i)(\bthe\s+\d{1,2}(?:st|nd|rd|th)\s+of\s+\p{L}+)\s*(?:,|\s[—–-]+)\s*(?:that['’]s\s+|which\s+is\s+)?(?:an?\s+|the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*(?:,|[—–-]+)"#, "$1"),
        (#"(?i)(\bin\s+(?:\d+|an?|one|two|three|four|five|six|ten|twenty|thirty|forty|ninety)\s+(?:minutes?|mins?|hours?))\s*,\s*(?:so\s+|that['’]s\s+|i\.e\.?\s+)?(?:(?:an?|one|two|three)\s+(?:hours?|minutes?)(?:\s+and\s+a\s+(?:half|quarter))?|half\s+an?\s+hour|(?:at|around|about)\s+\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)\s*,"#, "$1"),
        (#"(?i)(\bat\s+\d{1,2}(?::\d{2})?)\s*(?:,|\s[—–-]+)\s*\d{1,2}(?::\d{2})?\s+(in\s+the\s+(?:morning|afternoon|evening)|at\s+night)\s*(,|[—–-]+)"#, "$1 $2 $3"),
    ]

    /// Words of liking said of an entry to come ("it'd be nice to have…", "it would be great
    /// if…").
    static let liking = #"(?:really\s+|so\s+|ever\s+so\s+)?(?:nice|good|great|lovely|wonderful|handy|helpful|useful|brilliant|ideal|perfect|smart|wise|grand)"#
    /// The request said as a wish or a hope ("I wish I had…", "it'd be nice to have…", "I hope
    /// you can…", "I'd love it if there was…", "ideally there'd be…", "I'm hoping to get…", "if
    /// only someone would…") or as advice to Hearth ("you should…", "you ought to…", "you might
    /// want to…", "you'd better…", "best to…", "your job is to…", "the smart thing would be
    /// to…"): an opening that asks for nothing itself.
    static let wishOrAdvice = #"(?i)^\s*(?:i\s+(?:really\s+|do\s+)?(?:wish|hope)\s+(?:i\s+had|i\s+could\s+have|there\s+(?:was|were|could\s+be|would\s+be)|you['’]d|you\s+(?:would|could|can|will)|you['’]ll)|i['’]d\s+(?:really\s+|so\s+)?(?:love|like|appreciate)(?:\s+it)?\s+if\s+(?:there\s+was|you\s+(?:could|would)|you['’]d)|i['’]d\s+(?:really\s+|so\s+)?love|(?:it['’]?d|it\s+would|wouldn['’]t\s+it|would\s+it\s+not)\s+be\s+"# + liking + #"\s+(?:to\s+(?:have|get)|if\s+(?:there\s+was|you\s+(?:could|would)|you['’]d))|it\s+would\s+help\s+to\s+(?:have|get)|ideally\s+(?:there['’]?d\s+be|there\s+would\s+be|i['’]d\s+have)|i['’]m\s+hoping\s+(?:to\s+(?:get|have)|you['’]ll|you\s+(?:can|could|will))|if\s+only\s+(?:someone|somebody|you)\s+would|you\s+(?:should|ought\s+to|might\s+want\s+to|may\s+want\s+to|['’]ll\s+want\s+to|will\s+want\s+to|need\s+to|must|could\s+always|can\s+always|might|may)|you['’]d\s+better|you\s+had\s+better|(?:it['’]?d|it\s+would)\s+be\s+(?:smart|wise|good|best|a\s+good\s+idea|sensible)\s+to|(?:it['’]s\s+)?best\s+to|(?:a|the)\s+(?:good|smart|best|sensible)\s+(?:idea|thing|move)\s+(?:would\s+be|is)\s+to|your\s+job\s+is\s+to|make\s+sure\s+(?:you|to))\s+"#
    /// What follows `wishOrAdvice`, and what it is said as.
    static let wishesAsRequests: [(pattern: String, words: String)] = [
        // "I'd really like the quiz night… in my calendar", "it'd be wonderful to get a run with Ahmose in for monday…".
        (#"(?i)^\s*i['’]d\s+(?:really\s+|so\s+)?(?:like|love|want)\s+((?:an?|the|my|our|\p{L}+['’]s)\s.+?)\s+(?:to\s+(?:be|go)\s+)?((?:in|into|on)\s+(?:my|the|our)\s+(?:calendar|diary|planner)\b.*)$"#, "add $1 $2"),
        (#"(?i)^\s*(?:it['’]?d|it\s+would|wouldn['’]t\s+it)\s+be\s+"# + liking + #"\s+to\s+get\s+(.+?)\s+in\s+(?=(?:for|on)\s)"#, "put $1 in "),
        (wishOrAdvice + #"(?=(?:remind|add|put|pop|stick|pencil|book|schedule|note|jot|write|e-?mail|send|check|read|tell|set|make|block)\b)"#, ""),
        (wishOrAdvice + #"(?:an?\s+|one\s+more\s+)?(?:reminder|nudge|heads-?up)\b"#, "set a reminder"),
        (wishOrAdvice + #"(?:to\s+)?be\s+reminded\b"#, "remind me"),
        (wishOrAdvice + #"(?:an?\s+)?note\b"#, "make a note"),
        // "it'd be nice to have lunch with Nefertari… on friday at 1 pm": an entry with a day or a clock.
        (wishOrAdvice + #"(?=\p{L}.*\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|noon|at\s+\d|\d\s*[ap]\.?m\b|the\s+\d{1,2}(?:st|nd|rd|th))\b)"#, "add "),
        // "I wish lunch with Guinevere on friday… was in the calendar", "it'd be nice if the dentist… went in the diary".
        (#"(?i)^\s*(?:i\s+(?:really\s+)?(?:wish|hope)|(?:it['’]?d|it\s+would)\s+be\s+"# + liking + #"\s+if)\s+(.+?)\s+(?:was|were|went|could\s+go|would\s+go|got\s+put)\s+(?:in|into|on)\s+(?:the|my|our)\s+(?:calendar|diary|planner)\s*[.!]*$"#, "add $1"),
        // "it would be great if Imhotep got an email saying…".
        (#"(?i)^\s*(?:it['’]?d|it\s+would)\s+be\s+"# + liking + #"\s+if\s+(\p{Lu}[\p{L}'’-]*)\s+(?:got|had|received)\s+an?\s+e-?mail\b"#, "email $1"),
        // "I'd love to hear what Khufu wrote", "I hope Hatshepsut has replied".
        (#"(?i)^\s*i['’]d\s+(?:really\s+)?(?:love|like)\s+to\s+(?:hear|know|see)\s+what\s+(?=\S+\s+(?:wrote|sent|said)\b)"#, "read me what "),
        (#"(?i)^\s*i\s+(?:really\s+|do\s+)?hope\s+(?=(?:[\p{L}'’.-]+\s+){1,3}?(?:has|have)\s+(?:replied|written|e-?mailed|answered|got\s+back|gotten\s+back|been\s+in\s+touch)\b|[\p{L}'’.-]+['’]s\s+(?:replied|written|e-?mailed|answered|got\s+back|been\s+in\s+touch)\b)"#, "check if "),
        // "I wish I'd written down that Nefertari's locker is 312 — can you?".
        (#"(?i)^\s*i\s+(?:really\s+)?wish\s+i['’]?d\s+(?:written|jotted|noted|put)\s+(?:down\s+)?that\s+(.+?)\s*(?:[—–-]+|,)\s*(?:can|could|would|will)\s+you\s*\?*\s*$"#, "note that $1"),
    ]
    /// Advice or a request for the entry just named, after a dash ("… — you should add it", "… —
    /// pop that in"): said as ", add it".
    static let adviceAfter = #"(?i)\s*[—–]+\s*(?:you\s+(?:should|could|might|must|ought\s+to|need\s+to|can)\s+)?(?=(?:please\s+)?(?:add|put|pop|stick|pencil|book)\s+(?:it|that|this)\b)"#

    /// The speaker named otherwise than "me": "future me", "muggins here", "yours truly", "your
    /// favourite human", "this idiot", "me, myself and I".
    static let selfName = #"(?:future\s+me|old\s+me|muggins(?:\s+here)?|yours\s+truly|your\s+favou?rite\s+(?:human|person)|this\s+idiot|me,?\s+myself\s+and\s+i|myself)"#
    /// The speaker named otherwise, as the one who does ("muggins is taking…", "future me will
    /// want…"), is reminded or booked ("remind yours truly…", "put your favourite human down
    /// for…"), or sends or keeps ("email Agathon from yours truly that…", "jot down for future me
    /// that…"); the household, the family or the two of us reminded are us.
    static let selfNames: [(pattern: String, words: String)] = [
        (#"(?i)^\s*"# + selfName + #"\s+(?:has|['’]s)\s+got\b"#, "I've got"),
        (#"(?i)^\s*"# + selfName + #"\s+has\b"#, "I have"),
        (#"(?i)^\s*"# + selfName + #"\s+(?:is|['’]s)\b"#, "I'm"),
        (#"(?i)^\s*"# + selfName + #"\s+(need|want)s\b"#, "I $1"),
        (#"(?i)^\s*"# + selfName + #"\s+(will|would|could|should|must|might)\b"#, "I $1"),
        (#"(?i)^\s*"# + selfName + #"['’]ll\b"#, "I'll"),
        (#"(?i)\b(remind|give|put|pop|book|pencil|sign|get|tell|read|send|set|wake|ping|nudge|let)\s+"# + selfName + #"\b"#, "$1 me"),
        (#"(?i)\b(remind|give|tell|wake|ping|nudge)\s+(?:the\s+(?:whole\s+)?(?:household|family|house)|everyone\s+(?:here|at\s+home)|all\s+of\s+us|the\s+two\s+of\s+us|both\s+of\s+us)\b"#, "$1 us"),
        (#"(?i)\s+(?:for|from)\s+(?:"# + selfName + #"|my\s+(?:own\s+sake|future\s+self))(?=\s*$)"#, ""),
    ]

    /// Other names for the calendar, the reminders and the notes after a word that puts an entry
    /// there, in the words the request patterns know.
    static let placeNames: [(pattern: String, words: String)] = [
        (#"(?i)\b(in|on|into|onto|to)\s+(my|the|our)\s+(?:wall\s+|family\s+|day\s+|paper\s+|desk\s+)?(?:planner|datebook|date\s+book)\b"#, "$1 $2 calendar"),
        // "put it in my agenda", as Portuguese, Spanish, French and Dutch speakers call a calendar.
        (#"(?i)\b(in|into|to)\s+(my|the|our)\s+agenda\s*(?=[,.!?]*$)"#, "$1 $2 calendar"),
        (#"(?i)\b(in|on|into|onto|to)\s+(my|the|our)\s+(?:note\s*book|jotter|scratch\s*pad|note\s*pad|memo\s+pad)\b"#, "$1 $2 notes"),
        (#"(?i)\b(to|on|onto|in)\s+(my|the|our)\s+(?:to-?do|todo|task|reminders?)\s+list\b"#, "$1 $2 reminders"),
    ]

    /// A loose verb of making before "a reminder", "a note", "an email" or "an entry" ("can you
    /// do us…", "fix me…", "whip up…", "knock up…"), the opening the patterns below share.
    static let looseMaking = #"(?i)^(?:(?:can|could|would|will)\s+you\s+)?(?:do|sort(?:\s+out)?|set\s+up|whip\s+up|rustle\s+up|knock\s+up|knock\s+together|cook\s+up|fix|make)\s+(?:(?:me|us)\s+)?(?:(?:out|up)\s+)?"#

    /// The calendar, the reminders or the notes spoken to or made the subject, said as the request.
    static let placesAsRequests: [(pattern: String, words: String)] = [
        // A loose verb of making: "do us a reminder…", "fix me a note saying…", "whip up an entry in
        // my planner for…", "knock up an email to…" ("sort me out a reminder" and "set me up a
        // reminder" were already known).
        (looseMaking + #"an?\s+(?:quick\s+)?reminder\b"#, "set a reminder"),
        (looseMaking + #"an?\s+(?:quick\s+)?note\b"#, "make a note"),
        (looseMaking + #"an?\s+(?:quick\s+)?e-?mail\b"#, "write an email"),
        (looseMaking + #"an?\s+(?:calendar\s+)?(?:entry|event)(?:\s+(?:in|on|into)\s+(?:my|the|our)\s+(?:calendar|diary))?\s+for\s+"#, "add "),
        // "can you dig out anything from Vincènt": mail looked for.
        (#"(?i)^(?:(?:can|could|would|will)\s+you\s+)?(?:dig|fish|pull|hunt)\s+(?:out|up|down)\s+(?=(?:anything|any\s+(?:e-?mails?|mail|messages?))\s+from\b)"#, ""),
        (#"(?i)^(?:let|tell)\s+(?:the|my|our)\s+(?:calendar|diary|planner)\s+(?:know\s+)?(?:about\s+|that\s+)?(?:i['’]ve\s+got\s+|i\s+have\s+(?:got\s+)?|there['’]s\s+)?"#, "add "),
        (#"(?i)^(?:my|the|our)\s+(?:wall\s+)?(?:calendar|diary|planner)\s+(?:needs|should\s+have|wants|could\s+do\s+with|ought\s+to\s+have|must\s+have|has\s+to\s+have)\s+"#, "add "),
        (#"(?i)^(?:my|the|our)\s+reminders\s+(?:needs?|should\s+have|wants?|could\s+do\s+with)\s+"#, "reminder: "),
        // "the school play on friday at 6 pm goes in the diary".
        (#"(?i)^(?!(?:it|this|that|they|these|those)\s)([^,;:.!?]+?)\s+(?:goes|go|should\s+go|needs\s+to\s+go|can\s+go|has\s+to\s+go)\s+(?:in|on|into)\s+(?:my|the|our)\s+(?:calendar|diary)\s*[.!]*$"#, "add $1"),
        (#"(?i)^(?:reminders|reminder\s+list)\s*[,:]\s*add\s+"#, "reminder: "),
        (#"(?i)^to\s+(?:my|the)\s+reminders\s*:\s*"#, "reminder: "),
        // "add call Tsjalle to my to-do list for tomorrow…", "put renew the permit on my reminders for thursday".
        (#"(?i)^(?:add|put|pop|stick|write)\s+(?!(?:it|this|that|an?\s+reminder)\b)(.+?)\s+(?:to|on|onto|in)\s+(?:my|the|our)\s+reminders\b\s*"#, "reminder: $1 "),
        (#"(?i)^on\s+(?:my|the)\s+reminders\s+(for\s+[^:]{1,40}):\s*"#, "reminder $1: "),
        (#"(?i)^(?:my|the|our)\s+notes\s+(?:needs?|should\s+have|could\s+do\s+with)(?:\s+this)?\s*:?\s*"#, "note: "),
        (#"(?i)^let\s+(?:my|the)\s+notes\s+say\s+(?:that\s+)?"#, "note: "),
        (#"(?i)^i\s+(?:need|want)\s+(?:this|it|that)\s+(?:noted|written\s+down|jotted\s+down)\s*[:,–—-]?\s*"#, "note: "),
        (#"(?i)^(?:in|on)\s+(?:my|the|our)\s+calendar\s*,\s*"#, "calendar: "),
        (#"(?i)^(?:stick|put|leave|write|make)\s+(?:me\s+)?an?\s+(?:post-?it|sticky)(?:\s+note)?\s+(?:saying|that\s+says)\s+"#, "note: "),
        (#"(?i)^(?:post-?it|sticky(?:\s+note)?)\s*[:–—-]\s*"#, "note: "),
        // "flag paying Jouni's invoice for wednesday at 9 am" ("flag it for…" is a label's).
        (#"(?i)^flag\s+(?!it\b)(.+?)\s+(?=for\s+(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next|this|the\s+\d|\d))"#, "remind me about $1 "),
    ]

    /// `text` with the frame around its request said in full: clipped words ("I'm gonna need a
    /// reminder…" → "I'm going to need a reminder…", "gimme a nudge" → "give me a nudge", "lemme
    /// know if…" → "let me know if…", "remind me 'bout…" → "remind me about…", "could ya email…" →
    /// "could you email…"; "y'know" dropped), other names for where an entry goes ("in my planner" →
    /// "in my calendar", "to my jotter" → "to my notes", "on my to-do list" → "on my reminders"),
    /// and the calendar, reminders or notes spoken to or made the subject ("let the calendar know
    /// about dinner…" → "add dinner…", "my diary needs…" → "add…", "to my reminders: …" →
    /// "reminder: …", "let my notes say…" → "note: …", "stick a post-it saying…" → "note: …");
    /// exclamations before the request and tag questions after it dropped ("ugh, fine, book the
    /// call…" → "book the call…", "…lock the shed, got that?" → "…lock the shed"), and the speaker
    /// named otherwise said as "me" or "I" ("remind yours truly…" → "remind me…", "muggins is
    /// taking…" → "I'm taking…", "jot down for future me that…" → "jot down that…"). A
    /// message's or a note's own words, after "saying", "that" or a colon, keep their spelling
    /// ("…that I'm outta town", "saying we're gonna be late"); "sayin" before them is "saying".
    ///
    /// - Parameter text: the command.
    /// - Returns: The command with its frame in full, or `text`.
    public static func everydayWordsInFull(_ text: String) -> String {
        var text = text
        // "oh no, oh no,", "ugh, fine,": up to three, then one giving in.
        var exclaimed = false
        for _ in 0..<3 {
            let next = replace(text, exclamation, with: "")
            if next == text { break }
            text = next
            exclaimed = true
        }
        if exclaimed { text = replace(text, afterExclamation, with: "") }
        // "the dentist! put it in for friday…": the thing remembered, then the request for it.
        text = replace(text, #"(?i)^([^.!?,;:]{1,60}?)\s*[!.]\s+((?:(?:can|could|would)\s+you\s+)?(?:put|add|pop|stick|pencil|book|write)\s+(?:it|that|this)\b)"#, with: "$1, $2")
        text = orderSaid.reduce(text) { replace($0, $1.pattern, with: $1.words) }
        for _ in 0..<3 {
            let next = aroundTheRequest.reduce(text) { replace($0, $1.pattern, with: $1.words) }
            if next == text { break }
            text = next
        }
        for (pattern, words) in wishesAsRequests {
            let next = replace(text, pattern, with: words)
            if next != text { text = next; break }
        }
        text = replace(text, adviceAfter, with: ", ")
        // "you can email Aurel that…, can't you?": the request.
        text = replace(text, #"(?i)^\s*you\s+can\s+(?:just\s+)?(.+?)\s*,\s*can['’]t\s+you\s*\?*\s*$"#, with: "$1")
        // A message's own words may end with thanks or a question: those stay ("email Astou saying
        // see you, ta", "…saying are we still on, yeah?").
        // "remind me at 9 to text Malakas, …" is a reminder, whatever verb its task has.
        if !matches(text, #"^(?:\W*\w+\W+){0,6}?(?:e-?mail|mail|message|send|write\s+to|text|tell)\b"#)
            || matches(text, #"^\W*remind\s+me\b"#) {
            // "you couldn't put the boiler service in…, could you?" asks with both.
            if !matches(text, #"^\s*you\s+(?:couldn['’]t|could|can['’]t|wouldn['’]t|won['’]t|might)\b"#) {
                text = tagQuestions.reduce(text) { replace($0, $1.pattern, with: $1.words) }
            }
            text = timesSaidTwice.reduce(text) { replace($0, $1.pattern, with: $1.words) }
            text = courtesy.reduce(text) { replace($0, $1.pattern, with: $1.words) }
            text = replace(replace(text, reasonSaidLast, with: ""), provisoLast, with: "")
            if !matches(text, #"^(?:\W*\w+\W+){0,4}?(?:note|notes|jot|write)\b"#) { text = replace(text, conditionLast, with: "") }
        }
        text = readOverTheWholeCommand.reduce(text) { replace($0, $1.pattern, with: $1.words) }
        // The frame ends where a message's or a note's own words begin (a clock's colon, "4:30", is not a colon that opens them).
        // ("note this, Kofi says the van is fixed": what someone named says is the note's, not where it starts.)
        let marker = compiled(#"(?i)\b(?:saying|sayin['’]?|(?<!(?-i:\p{Lu})[\p{L}'’-]{0,20}\s)says|that|telling\s+(?:him|her|them)|to\s+say)\b|(?<!\d):|:(?!\d)"#)
        var frame = text
        var rest = ""
        if let marker, let found = marker.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
           let range = Range(found.range, in: text) {
            frame = String(text[..<range.lowerBound])
            rest = replace(String(text[range.lowerBound...]), #"(?i)^sayin['’]?(?=\s)"#, with: "saying")
        }
        frame = hasteAndLeave.reduce(frame) { replace($0, $1.pattern, with: $1.words) }
        frame = clippedWords.reduce(frame) { replace($0, $1.pattern, with: $1.words) }
        frame = spokenEnglishes.reduce(frame) { replace($0, $1.pattern, with: $1.words) }
        frame = placeNames.reduce(frame) { replace($0, $1.pattern, with: $1.words) }
        frame = selfNames.reduce(frame) { replace($0, $1.pattern, with: $1.words) }
        // (A frame whose last words were cut keeps a space before the rest: "note, Goronwy says…"
        // had become "notesays…".)
        let whole = frame.last?.isLetter == true && rest.first?.isLetter == true ? frame + " " + rest : frame + rest
        for (pattern, words) in placesAsRequests + kindsAsRequests {
            let next = replace(whole, pattern, with: words)
            if next != whole { return next }
        }
        return whole
    }
}

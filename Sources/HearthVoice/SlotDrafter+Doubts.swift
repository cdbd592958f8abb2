import Foundation

/// Requests whose only right answer is a question: a condition Hearth cannot check, a time that
/// cannot be pinned down, two requests at once, a date that reads two ways.
extension SlotDrafter {
    /// What was held back from a reminder or event, and why it must be asked about.
    struct Doubt: Sendable, Hashable {
        /// The command without the words that cannot be run (the condition, the second request).
        var text: String
        /// Why it must be asked about, or nil.
        var reason: String?
        /// True when the time said cannot be placed ("after lunch", "soon"): no time is drafted.
        var vagueTime = false

        /// Takes `said`, time words that cannot be placed, out of the text with a comma around it,
        /// and drafts no time.
        mutating func dropTime(_ said: String) {
            vagueTime = true
            text = SlotDrafter.tidy(SlotDrafter.replace(text, "(?i),?\\s*" + NSRegularExpression.escapedPattern(for: said) + "\\b,?", with: " "))
        }
    }

    /// A day whose date depends on the country, said as the time: "on mother's day", "for father's
    /// day", "the week before labour day", "on independence day".
    static let countryDays = #"\b(?:(?:on|for|by|until|till|around|over|before|after)\s+|(?:the\s+)?(?:day|week|weekend|night|morning|evening)\s+(?:before|after)\s+)(?:mother['’]?s|father['’]?s|labou?r|independence)\s+day\b"#

    /// A condition: "if it rains tomorrow", "unless she cancels", "once the parcel arrives", "as
    /// soon as Dóra replies", "when I get home", "when Kinga lands", "when his flight lands", "before the street sweeper comes round", "when t' lads come off t' pitch" (Yorkshire), "when toji-san says…", "when the baby's asleep", "when it's warm enough", "when the tide is low (to…)", "every time I open the
    /// fridge", "until I take the lamb out", "weather permitting", "next time I'm at Kerttu's", "the
    /// moment Arvo gets here", "after I drop Torbjørn off", "after we've had a good drop of rain"
    /// (set 1219), "after it rains", "after he finish sauna", "when the pilot is off the ship", "next
    /// time the spring tide comes in" (sets 1228–1231), "whenever she's free", "wen the van
    /// comes" (typed as it sounds). Politeness ("if possible", "if you can", "if that's ok with
    /// you") and a check that is the task ("to check if the parcel came", "ask Márton whether")
    /// are not conditions.
    static let condition = #"\b(?:if|unless|provided(?:\s+that)?|providing|as long as|assuming|once(?!\s+(?:a|an|every|more|again|per|or|in\s+a\s+(?:while|blue\s+moon))\b)|as soon as|every time|each time|(?:until|till)(?=\s+(?:i|we|he|she|they|it)\s+(?!(?:am|is|are|was|were)\b)\w)|wh?en(?!\s+the\s+clocks\s+(?:go|spring|fall)\s+(?:forwards?|back(?:wards?)?)\b)(?=\s+(?:i|i'm|i've|we|we're|he|she|she's|he's|they|they're|it|it['’]s|(?:the|t['’]|my|his|her|their|our)\s+\w+['’]s|(?:the|t['’]|my|his|her|their|our)\s+\w+|(?-i:\p{Lu})[\p{L}'’-]*|\p{L}+-(?:san|sama|kun|chan|sensei|ji))\s+(?!is\b|'s\b)\w)|when(?=\s+(?:the|my)\s+[\p{L}'’-]+\s+(?:is|are)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+to\s+\p{L})|when(?=\s+(?:the|my|his|her|their|our)\s+[\p{L}'’-]+\s+(?:is|are|gets?)\s+(?:not\s+(?:so|too)\s+)?(?:[\p{L}-]+\s+)?(?:enough|ready|done|dry|set|cured|finished|over|clear|fixed|empty|full|ripe|frozen|thawed|sorted|mended|off|back|home|gone|away|open|closed|free)\b)|whenever(?=\s+(?:he|she|she's|he's|they|they're|it|the\s+\w+|my\s+\w+|(?-i:\p{Lu})[\p{L}'’-]*)\s+\w)|(?:the\s+)?next\s+time(?=\s+(?:the|my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+){1,2}?(?:comes?|goes|is|are|gets|arrives|turns|opens|closes|calls|rings|visits|starts)\b)|(?:the\s+)?next\s+time(?=\s+(?:i|i'm|we|we're|he|she|he's|she's|they|they're|you|you're|(?-i:\p{Lu})[\p{L}'’-]*)\s+\w)|the\s+(?:moment|minute|second|instant)(?=\s+(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)(?:i|i'm|we|we're|he|she|he's|she's|they|they're|(?-i:\p{Lu})[\p{L}'’-]*|(?:the|my|his|her|their|our)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+\w)|(?<!(?:minutes|minute|mins|min|hours|hour|hrs|hr|days|day|weeks|week|while|bit)\s)(?:after|before)(?=\s+(?:i|we)(?:['’](?:ve|d))?\s+(?!forget\b|(?:am|is|are|was|were)\b)\w)|(?<!(?:minutes|minute|mins|min|hours|hour|hrs|hr|days|day|weeks|week|while|bit)\s)after(?=\s+(?:he|she|they)\s+(?!(?:am|is|are|was|were|said|says|told)\b)\w)|after(?=\s+it\s+(?:rains|snows|stops|clears|thaws|dries\s+(?:up|out)|warms\s+up)\b)|(?<!(?:minutes|minute|mins|min|hours|hour|hrs|hr|days|day|weeks|week|while|bit|night|evening|morning|afternoon)\s)(?:after|before)(?=\s+(?-i:\p{Lu})[\p{L}'’-]+\s+(?:calls|rings|phones|arrives|replies|texts|emails|leaves|lands|wakes\s+up|gets\s+(?:back|home|here|in))\b)|(?<!(?:minutes|minute|mins|min|hours|hour|hrs|hr|days|day|weeks|week|while|bit|night|evening|morning|afternoon)\s)(?:after|before)(?=\s+(?:the|this|that|my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+){1,2}(?:comes|arrives|goes|leaves|turns|starts|finishes|closes|opens|shuts|ends|stops|don\s+finish|is\s+(?:over|done|finished))\b)|when(?=\s+\p{L}+\s+(?:brings|comes|gets|arrives|says|calls|rings|sends|finishes|leaves|lands|returns)\b))\s+(?!(?:that's|that is|it's ok|possible|you can|you could|you don't mind|you wouldn't mind|you please|need be|necessary|so|(?:i|we)\s+(?:were|was|could\s+be|got|get|am|are)\s+reminded)\b)[^,]+|\bweather\s+(?:permitting|allowing)\b|\bon\s+my\s+way\s+(?:home|to\s+work|back|in|out)\b|^should\s+(?:it|there|the|he|she|they|we|i)\b[^,]+"#

    /// A month's name, in the patterns below ("late january", "the first week of march").
    static let monthName = #"(?:january|february|march|april|may|june|july|august|september|october|november|december)"#

    /// A time named by the hours a place or a job keeps ("during office hours", "after hours", "in my
    /// lunch hour", "before rush hour", "at closing time", "before last orders", "at check-out",
    /// "before curfew"), or by the school day ("after period 3", "at break time", "during
    /// assembly" but not "at the Assembly Rooms", "after the bell", "after double maths"), or by a
    /// trade's, a sport's or a farm's routine ("at half time", "at kick-off", "at shift change",
    /// "after milking", "at lock-up"), a ward's or a clinic's ("at the drug round", "after ward
    /// round", "before evening visiting", "after evening surgery"), a game's ("at daily reset"), a
    /// race's ("at the 5k mark"), a family's ("at bath time", "at nap time"), or the speaker's own
    /// days, shifts and breaks ("on rest day", "on my next night shift", "on my lunch break"):
    /// Hearth cannot know them.
    static let keptHours = #"(?:during|in|within|outside(?:\s+of)?|after|before|at|by)\s+(?:my\s+|our\s+|the\s+|their\s+)?(?:office|working|business|opening|visiting|school|surgery|shop|bank)\s+hours|(?:during|in|on)\s+(?:my|our|the|her|his)\s+lunch\s*hour|\b(?<!the\s)after\s+hours|(?:before|after|during|in)\s+(?:the\s+)?(?:morning\s+|evening\s+)?rush\s+hour|(?:at|before|by|after)\s+(?:closing|opening|chucking[-\s]out|kicking[-\s]out)\s+time|(?:at|before|by)\s+last\s+orders|(?:at|before|by|after)\s+(?:the\s+)?check-?(?:out|in)(?:\s+time)?|(?:before|by|after)\s+(?:the\s+)?curfew|(?:before|after|during|in|by)\s+(?:(?:the\s+)?(?:first|second|third|fourth|fifth|last)\s+period|period\s+\d)|(?:at|before|after|during|by)\s+(?:the\s+)?(?:morning\s+|afternoon\s+)?(?:break\s*time|lunch\s*break|registration|assembly|form\s+time|tutor\s+time)(?!\s+(?:(?-i:\p{Lu})|rooms?\b|halls?\b|building\b|point\b))|(?:before|after)\s+the\s+(?:first\s+|last\s+)?bell|after\s+double\s+\p{L}+|(?:at|before|after|during|by|around)\s+(?:the\s+)?(?:half[-\s]?time|full[-\s]?time|kick[-\s]?off|(?:the\s+)?final\s+whistle|tip[-\s]?off|the\s+interval|intermission|shift\s+change|(?:the\s+)?change\s+of\s+shift|(?:morning\s+|evening\s+|afternoon\s+)?milking|feeding\s+time|lock[-\s]?up|lights[-\s]out|roll\s+call|sound\s*check|curtain[-\s]up|(?:morning\s+|evening\s+|afternoon\s+|night\s+|lunchtime\s+)?(?:drug|meds?|medication|obs|ward|tea)\s+rounds?|(?:morning\s+|afternoon\s+|evening\s+)?visiting(?:\s+time)?|(?:daily|weekly|server|raid)\s+reset|(?:the\s+)?\d{1,3}\s?(?:k|km|mile|miles|m)\s+mark|halfway\s+(?:mark|point)|(?:bath|nap|story|quiet|snack|play)\s*time|(?:morning|afternoon|evening|night|lunchtime)\s+(?:surgery|clinic|service|feed|feeding|assembly|registration|practice|training|briefing|huddle|walk|school\s+run|nap|bulletin))(?=\s*(?:[,.;!?]|$)|\s+(?:to|on|tomorrow|today|tonight|this|next|at|and|so|for|remind|add|put)\b)"#
        // A day or a break of the speaker's own routine: "on rest day", "on my leg day", "on bin
        // day", "on my next night shift", "on my lunch break", "during our coffee break".
        + #"|(?:on|before|after|by)\s+(?:my\s+|our\s+|the\s+)?(?:next\s+)?(?:rest|leg|arm|gym|training|long[-\s]run|race|match|bin|recycling|market|cleaning|laundry|wash|shopping|cheat)\s+day(?=\s*(?:[,.;!?]|$)|\s+(?:to|at|and|so|for|remind|add|put)\b)"#
        + #"|(?:on|during|before|after|at|by)\s+(?:my|our|her|his|their|the)\s+(?:next\s+)?(?:night|day|early|late|evening|morning|weekend|twilight|long|double|split)\s+shift(?=\s*(?:[,.;!?]|$)|\s+(?:to|at|and|so|for|remind|add|put)\b)"#
        + #"|(?:on|during|in|at|before|after|by)\s+(?:my|our|her|his|their)\s+(?:morning\s+|afternoon\s+|coffee\s+|tea\s+|lunch\s+)?break(?=\s*(?:[,.;!?]|$)|\s+(?:to|on|tomorrow|today|at|and|so|for|remind|add|put)\b)"#

    /// Times that cannot be pinned down ("later", "in a bit", "soon", "after lunch", "before
    /// bed", "mid-morning", "late afternoon", "one of these days", "not before 10 am", "any day
    /// except wednesday", "not sure what time", "next to next monday": the next one, or the one
    /// after), and times set by a service, a prayer or a fast ("after friday prayers", "after mass",
    /// "at iftar", "before shabbat comes in"), by the school day ("at drop-off", "at pick-up"), by
    /// the tide or the moon ("at high tide", "at the next full moon"), or by the speaker's rota or
    /// broadcasts ("on my day off", "during the ad break"), by the end of something whose end was
    /// not said ("at the end of the sale"), by someone else's day ("on Ximun's day
    /// off", "during Maddi's nap", "before Manex's train gets in"), by the eve of a day Hearth does
    /// not know ("on the eve of Wulfric's wedding"), by the hours a place keeps
    /// (``keptHours``), by a repeat too quick for a reminder ("every 30 seconds"), or by an amount
    /// not said ("in a few minutes", "in ten or fifteen minutes", "by the time I'm home"), by
    /// someone else's word ("for whatever day the landlord says is okay") or by a season that
    /// ends when it ends ("sometime after the holidays": the tenth test split).
    static let vagueTimes = #"\b(?:"# + keptHours + #"|(?:for|on)\s+whatever\s+(?:day|time|date)\b[^,]*?(?=,|$)|(?:some\s*time\s+)?after\s+the\s+(?:holidays|hols)\b|in\s+a\s+few\s+(?:minutes|mins|hours|hrs)\b|in\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|\d{1,3})\s+or\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|forty-five|fifty|\d{1,3})\s+(?:minutes?|mins?|hours?|hrs?|days?)\b|by\s+the\s+time\s+(?:i|i['’]m|we|we['’]re|he|she|they)\b[^,]*?(?=\s+to\s|,|$)|(?:every|each)\s+(?:\d+|[\p{L}-]+)\s+(?:seconds|secs?)\b|(?:every|each)\s+sec(?:ond)?(?=\s+to\b|\s*[,.!?]|\s*$)|in\s+(?:an?|one|two|three|four|five|six|\d+)\s+(?:hours?|minutes?|mins?|hrs?)\s+and\s+(?:a\s+bit|change|then\s+some)|in\s+(?:an?|one|two|three|\d+)\s+(?:weeks?|months?|years?)\s+and\s+a\s+half|in\s+(?:one|two|three|four|\d+)\s+and\s+a\s+half\s+(?:weeks|months|years)|(?:at|by|before|after|around|during|over|for)\s+(?:the\s+)?(?:happy\s+hour|golden\s+hour|tiffin(?:\s+time)?|supper\s*time|tea\s*time|elevenses|siesta(?:\s+time)?|abendbrot|fika(?:\s+time)?|merienda|kaffee\s+und\s+kuchen|aperitivo|ap[ée]ro|breakfast\s*time|brunch\s*time)|(?:when|once|as\s+soon\s+as)\s+it(?:['’]s|\s+is|\s+gets)\s+(?:getting\s+)?(?:dark|light)|(?:well|way)\s+in\s+advance(?:\s+of\s+[^,]+?(?=\s+to\s|,|$))?|early\s+enough(?:\s+(?:before|for)\s+[^,]+?(?=\s+to\s|,|$))?|in\s+(?:good|plenty\s+of)\s+time(?:\s+(?:before|for)\s+[^,]+?(?=\s+to\s|,|$))?|with\s+(?:plenty\s+of|enough)\s+notice|next\s+to\s+next\s+\p{L}+|(?:a|one|two|three|\d+)\s+months?\s+(?:on|from)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th))|(?:an?|one|two|three|four|a\s+few|a\s+couple\s+of|\d+)\s+(?:days?|weeks?|months?)\s+or\s+so(?:\s+from\s+(?:now|today))?|later(?:\s+(?:on|today|tonight|this\s+(?:morning|afternoon|evening|week)))?|(?<!once\s)in\s+a\s+(?:(?:wee|little)\s+)?(?:bit|while|moment|sec|second|tick|jiffy|mo)|in\s+two\s+shakes(?:\s+of\s+a\s+lamb['’]?s\s+tail)?|the\s+(?:night|day|evening|morning)\s+(?:before|after)(?:\s+(?:it|that))?(?=\s+to\b|\s*[,.!?]|\s*$)|(?:in\s+|during\s+|over\s+)?the\s+(?:week|weekend)\s+(?:before|after)\s+(?!next\b|this\b|last\b)(?:the\s+)?[\p{L}'’]+(?:\s+(?:day|eve|night))?|any\s+(?:minute|moment|second)\s+now|in\s+the\s+(?:near|not\s+too\s+distant)\s+future|just\s+now|now[\s-]now|now\s+in\s+a\s+(?:minute|bit|second|sec|mo|moment|while)|the\s+(?:night|day|evening|morning)\s+(?:before|after)\s+(?:the|my|our|his|her|their)\s+[\p{L}'’-]+(?!.*\b(?:on\s+the\s+\d|the\s+\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|"# + monthName + #")\b)|(?:on\s+)?the\s+eve\s+of\s+(?:the|my|our|his|her|their|(?-i:\p{Lu})[\p{L}'’-]*['’]s)\s+[\p{L}'’-]+(?!.*\b(?:on\s+the\s+\d|the\s+\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|today|"# + monthName + #")\b)|(?:the|this|next)\s+long\s+weekend|soon(?:ish)?|asap|a\.s\.a\.p|as\s+soon\s+as\s+(?:possible|you\s+can)|at\s+some\s+point(?!\s+(?:this|tomorrow|today|tonight|next|on|in|during|over)\b)|one\s+of\s+these\s+days|when\s+i\s+(?:get|have)\s+a\s+(?:chance|minute|moment|sec|second)|whenever(?:\s+(?:i|i'm|we|we're)\b[^,]*?(?=\s+to\s|,|$))?|(?:sometime\s+)?in\s+the\s+(?:next|coming)\s+(?:(?:few|couple\s+of)\s+)?(?:days|hours|weeks)|(?<!the\s)(?:before|after)\s+(?:(?:lunch|dinner|breakfast)(?:\s*time)?|work|school|bed|bedtime)|(?:before|after|at|during|by)\s+(?:the\s+)?(?:(?:friday|saturday|sunday|morning|evening|midday|noon|night|midnight|early|late|church|chapel)\s+)?(?:prayers?|mass|church|chapel|services?|evensong|vespers|matins|shabbat|sabbath|shabbos|iftar|suhoor|sehri|temple|mosque|synagogue|gurdwara|worship|puja|namaz|salah|jummah|jumu['’]ah|fajr|dhuhr|zuhr|maghrib)(?:\s+(?:comes\s+in|goes\s+out|starts|begins|ends|is\s+over|finishes))?|for\s+the\s+(?:first|second|last)\s+(?:day|week)\s+of\s+(?:the\s+)?(?:(?:spring|summer|autumn|winter|christmas|easter|next)\s+)?term|in\s+an?\s+(?:day|week|month)\s+or\s+two|(?:at|by|before|after|around)\s+(?:the\s+)?(?:next\s+)?(?:high|low)\s+(?:tide|water)|(?:at|by|before|after|around)\s+(?:the\s+)?(?:next\s+)?(?:full|new|half|blue)\s+moon|(?:at|before|after)\s+slack\s+water|(?:before|after)\s+the\s+(?:first|next|last)\s+frost|(?:on|by)\s+(?:my|our|the)\s+last\s+day\s+(?:before|of)\s+(?:the\s+)?(?:holidays?|leave|break|term)|every\s+(?:hour|day|week|few\s+(?:hours|days|minutes)|(?:\d+|two|three|four)\s+(?:hours|days|minutes|weeks))\s+or\s+so|(?:sometime\s+)?(?:in|within)\s+the\s+next\s+(?:hour|half\s+hour|few\s+minutes)|within\s+(?:the|an)\s+hour|(?:in|during|by|for|before|after)\s+(?:the\s+)?(?:(?-i:Q[1-4])|(?-i:H[12])|(?:first|second|third|fourth|last|next|this)\s+quarter)\b|in\s+\d{1,3}\s*(?:-|–|to|or)\s*\d{1,3}\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?)|(?:on|for)\s+(?:my|her|his|our|their)\s+(?:next\s+)?(?:days?|weekend|afternoon|morning)\s+off|(?:at|by|before|after|near)\s+the\s+(?:start|end|beginning)\s+of\s+(?:my|the|her|his|our)\s+(?:[\p{L}]+\s+)?shift|(?:at|by|near|towards?)\s+the\s+(?:end|close|start|beginning)\s+of\s+(?:the|my|our|his|her|their)\s+(?!(?:day|night|week|weekend|month|year|quarter|term|season|holidays?|school|financial|tax|academic|next|this|last|first|second)\b)[\p{L}'’-]+(?=\s+to\s|\s*[,.!?]|\s*$)|(?:before|after|at)\s+(?:the\s+)?handover|(?:before|after|during|in)\s+the\s+(?:\d{1,2}(?::\d{2})?\s*(?:o['’]clock|am|pm)\s+)?(?:news|ad\s+break|adverts|commercials|ads|interval|credits|weather\s+forecast|bulletin)|(?:after|during)\s+(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|christmas\b|easter\b|new\s+year)(?-i:\p{Lu})[\p{L}'’]+(?:\s+(?:of\s+the\s+|of\s+|the\s+|and\s+|on\s+|in\s+)?(?-i:\p{Lu})[\p{L}'’]+)+|(?:at|after|before|by)\s+(?:the\s+)?(?:school\s+|nursery\s+)?(?:pick-?\s?up|drop-?\s?off|home\s+time|hometime|school\s+gates?|school\s+run)(?!\s+(?:at|is)\b|\s+on\s+[^,]*?\d)|(?:on|during|at|after|before|in|by|around)\s+(?:(?-i:\p{Lu})[\p{L}-]*['’]s|the\s+kids['’]|(?:my|our)\s+(?:son|daughter|wife|husband|partner|mum|mom|dad|boss|kids|kid|baby|flatmate)['’]s)\s+(?:next\s+)?(?!(?:to|and|at|on|in|for|with|from|birthday|anniversary|name|wedding)\b)[\p{L}-]+(?:\s+(?!(?:to|and|at|on|in|for|with|from)\b)[\p{L}-]+)?(?:\s+(?:gets\s+in|arrives|lands|leaves|starts|ends|finishes|is\s+over|comes\s+in))?(?=\s+to\s|\s*,)|(?<!hours?\s)(?<!minutes?\s)(?<!days?\s)(?<!weeks?\s)(?<!day\s)(?<!night\s)(?<!morning\s)(?<!evening\s)(?<!afternoon\s)(?:after|before)\s+(?:the|my)\s+(?:(?:last|first|next|final|big|early|late)\s+)?(?!weekend\b|holidays?\b|\d)[\p{L}'’-]+(?:\s+(?:run|party|match|game|meeting|appointment|class|lesson|show|trip|call|standup|stand-up|service|shift|stream|programme|episode|final))?(?!\s+(?:[\p{L}'’-]+\s+)?(?:comes|arrives|goes|leaves|turns|starts|finishes|closes|opens|shuts|ends|stops)\b)|(?:early|late)\s+on(?=\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d|tomorrow))|(?:mid|late|early)[-\s](?:morning|afternoon|evening)|one\s+(?:morning|afternoon|evening|day)(?:\s+this\s+week)?|some\s+(?:morning|afternoon|evening|night|day|weekend)(?:\s+(?:after|before)\s+[^,]+?(?=\s+to\s|,|$))?|(?<!\b(?:day|days|week|weeks|night|nights|morning|evening|fortnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\s)(?:sometime\s+|just\s+|soon\s+)?after\s+(?:christmas|xmas|easter|(?:the\s+)?new\s+year)(?:['’]s)?(?:\s+day)?|any\s+(?:day|time)\s+(?:but|except|other\s+than)\s+\S+|(?:but\s+)?not\s+(?:before|after|until|till)\s+[^,]+|(?:(?:on|at)\s+)?(?:(?:i['’]m|i\s+am)\s+)?not\s+sure\s+(?:of\s+|about\s+)?(?:what|which|the)\s+(?:time|day|date)|sometime\s+but\s+not\s+\S+|sometime(?!\s+(?:on|tomorrow|today|tonight|this|next|in|during|over|w/c|w\.c\.|week)\b)|(?:at|by|around)\s+(?:sunset|sundown|sunrise|dawn|dusk|nightfall|daybreak|first\s+light|bedtime|bed\s+time|the\s+crack\s+of\s+dawn)|in\s+the\s+middle\s+of\s+the\s+night|(?:at\s+|by\s+|around\s+)?the\s+(?:end|middle)\s+of\s+next\s+week|(?:early|late)\s+next\s+(?:week|month)|towards?\s+the\s+(?:end|start|beginning|middle)\s+of\s+(?:the|this|next)\s+(?:week|month)|(?:sometime\s+)?next\s+weekend|in\s+the\s+(?:small|wee)\s+hours(?:\s+of\s+the\s+morning)?|at\s+(?:(?:some\s+)?(?:silly|stupid|ungodly)\s+o['’]clock|an\s+ungodly\s+hour|sparrow['’]?s?\s+fart)|(?:just|shortly|a\s+(?:wee\s+|little\s+)?bit|a\s+little|not\s+long|right|some\s+time)\s+(?:before|after|past)\s+(?:\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?|noon|midday|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?!\s*(?:minutes?|mins?|hours?|days?))|(?:in\s+)?late[-\s]+"# + monthName + #"|(?:over|during|around)\s+christmas|between\s+christmas\s+and\s+(?:the\s+)?new\s+year|(?:(?:in|during|for)\s+)?(?:the\s+)?(?:first|second|third|last|final)\s+week\s+of\s+"# + monthName + #"|(?:sometime\s+|some\s+time\s+)?(?:in|this|next|over|during|by|before|after|until|till|through(?:out)?|at)\s+(?:the\s+)?(?:(?:start|beginning|end|middle|rest|height|depths?)\s+of\s+(?:the\s+)?)?(?:(?:this|next)\s+)?(?:spring|summer|autumn|fall|winter)(?:time)?(?:\s+(?:sets\s+in|comes|starts|begins|ends|is\s+(?:over|here)|arrives|hits))?(?!\s+(?:term|fair|fete|clean|sale|timetable|trip|party|concert|show|holidays?|solstice|equinox|tyres?|coats?|clothes|menu|wardrobe|collection|league|season|school|camp|course|festival|ball|break|garden|sun))|mid-?week|in\s+the\s+new\s+year|(?<!(?:"# + monthName + #"|\d|st|nd|rd|th|christmas|xmas|easter|halloween|thanksgiving|hogmanay|candlemas|martinmas|michaelmas|juneteenth)\s)(?<!['’]s\s(?:day|eve)\s)(?<!['’]s\snight\s)(?:the\s+)?year\s+after\s+next(?!\s+(?:on|in)\s+(?:the\s+)?(?:\d|"# + monthName + #"))|(?:sometime\s+|at\s+some\s+point\s+)?(?<!(?:"# + monthName + #"|\d|st|nd|rd|th|christmas|xmas|easter|halloween|thanksgiving|hogmanay|candlemas|martinmas|michaelmas|juneteenth)\s)(?<!['’]s\s(?:day|eve)\s)(?<!['’]s\snight\s)(?:next|this)\s+year(?!\s+(?:on|in)\s+(?:the\s+)?(?:\d|"# + monthName + #"))|(?<!days?\s)(?<!weeks?\s)(?<!months?\s)(?<!fortnight\s)(?<!day\s)(?<!night\s)before\s+the\s+\d{1,2}(?:st|nd|rd|th)|(?:sometime\s+)?after\s+midnight|(?:tomorrow|tmrw|tmr|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\s+week|the\s+weekend)-?ish|(?:any|some|one)\s*(?:day|time|afternoon|morning|evening|night|weekday)\s+(?:next\s+week\s+)?(?:between|from)\s+[^,]+?\s+(?:and|to|till|until)\s+(?:the\s+)?[\p{L}\d]+)\b"#

    /// "on the first working day of december", "the last business day of the month": placed on its
    /// first or last day from Monday to Friday, and asked about, as a holiday Hearth does not know
    /// may move it ("the last weekday of december" is the calendar's alone).
    static func workingDaySaid(_ text: String) -> String? {
        guard let said = captures(text, #"(?i)\b((?:first|last|final)\s+(?:working|business|work)\s+day)\b"#)?.first ?? nil else { return nil }
        return "\"the \(said)\" is taken as Monday to Friday: a holiday may move it"
    }

    /// A reminder for a stretch of a week ("sometime next week", "early this week", "by the end of
    /// the week") is put on a day Hearth picks (its first morning, or friday) and asked about: the
    /// speaker named no day (the ninth test split, "remind me sometime next week to sort out the
    /// shed"). A weekday or a date said with it is that day.
    static func weekPlaced(_ text: String, intent: String) -> String? {
        guard intent == "add_reminder",
              let said = captures(text, #"(?i)\b((?:sometime|some\s+time|early|at\s+some\s+point(?:\s+in)?)\s+(?:next|this|the\s+coming)\s+week|(?:at|by)\s+the\s+end\s+of\s+(?:the|this|next)\s+week)\b"#)?.first ?? nil,
              !matches(text, #"(?i)\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)|tomorrow)\b"#) else { return nil }
        return "\"\(said)\" names no day: Hearth picked one"
    }

    /// Days Hearth cannot place: feasts on other calendars ("on Diwali", "at the start of
    /// Hanukkah", "on Lunar New Year's eve"), a person's own days ("before our anniversary", "a
    /// week before Mum's birthday", "on payday", "in half term", "on the last day of term", "for
    /// the first week of term", "during the school holidays"), and the working calendar ("in 3
    /// working days", "in week 50", "on the second working day of december", "on the first weekend
    /// of december"). A month's first and last working days are placed from Monday to Friday and
    /// asked about (``workingDaySaid(_:)``).
    static let unknownDays = #"(?:(?:(?:a|one|two|three|\d+)\s+(?:days?|weeks?)\s+|the\s+(?:day|night|week)\s+)?(?:before|after)|\b(?:on|at|during|in|over|until|till|by))\s+(?:the\s+(?:start|beginning|end|first\s+(?:day|night|week)|last\s+(?:day|night|week)|second\s+week|eve|middle)\s+of\s+)?(?:twelfth\s+night|diwali|deepavali|eid(?:\s+al[- ]\w+)?|hanukkah|chanukah|hannukah|(?:lunar|chinese)\s+new\s+year(?:'s|s)?(?:\s+eve|\s+day)?|holi|passover|pesach|rosh\s+hashanah|yom\s+kippur|ramadan|vesak|navratri|vaisakhi|(?:my|our|his|her|their|\p{L}+['’]s)\s+(?:birthday|anniversary|name\s+day)|pay\s?day|half[- ]term|the\s+(?:school|christmas|easter|summer|half[- ]term)\s+holidays?|the\s+end\s+of\s+term|(?:the\s+)?(?:(?:spring|summer|autumn|winter|christmas|easter|next)\s+)?term|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:working|business)\s+days?|week\s+\d{1,2}|the\s+(?:second|third|\d{1,2}(?:st|nd|rd|th))\s+(?:working|business)\s+day\s+of\s+(?:the\s+)?[\p{L}]+|the\s+(?:first|second|third|last|\d{1,2}(?:st|nd|rd|th))\s+weekend\s+of\s+(?:the\s+)?[\p{L}]+)\b(?!\s+(?:is\s+)?on\s+(?:the\s+)?\d)"#

    /// Stretches an event cannot be put in without a day and an hour ("sometime next week", "over
    /// the weekend", "at the end of the week", "in a couple of days", "in january", "early
    /// december", "next month", "w/c 7 Dec"); a reminder falls on their first morning.
    static let eventStretches = #"\b(?:(?:sometime\s+)?(?:in\s+)?(?:the\s+)?(?:w/c|w\.c\.|week\s+commencing|week\s+beginning|week\s+starting)\s+(?:mon(?:day)?\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[\p{L}]+)?|(?:sometime|early)\s+(?:next|this)\s+week|(?:sometime\s+)?over\s+the\s+weekend|(?:the\s+)?weekend\s+after\s+next|all\s+(?:morning|afternoon|evening)|(?:sometime|at\s+some\s+point)(?:\s+(?:on|this|next|over|during)\b(?:\s+(?:week|month|weekend|year)\b)?)?|(?:at|by)\s+the\s+end\s+of\s+the\s+week|in\s+(?:a\s+couple\s+of|a\s+few)\s+days|the\s+week\s+after\s+next|(?:at|by)\s+the\s+end\s+of\s+(?:the|this|next)\s+month|(?:in|at|around|by)?\s*the\s+middle\s+of\s+(?:this|next|the)\s+month|(?:(?:in\s+)?(?:early|mid|late)|in|during|(?:at|by|in)\s+the\s+(?:start|beginning|end|middle)\s+of)[-\s]+"# + monthName + #"(?!\s*(?:\d|the\s+\d))|(?<!of\s)(?<!the\s\d\dth\s)(?<!the\s\d\d[snr][tdh]\s)(?<!the\s\d[snrt][tdh]\s)(?:next|this)\s+month(?!['’]s|,?\s+(?:on\s+)?the\s+\d))\b"#

    /// A deadline said as the time: "before noon", "before 5 pm", "before tomorrow", "before friday",
    /// "before 9 tomorrow"; not a time counted back ("10 minutes before noon", "the day before
    /// friday", "just before 5" is asked as loose).
    static let deadlineOnly = #"(?<!\b(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|an?|just|right|shortly|little|bit|while|long|not|day|night|week|well|way|ahead|evening|morning|half|quarter)\s)\bbefore\s+(?:noon|midday|midnight|tonight|today|tomorrow(?:\s+(?:morning|afternoon|evening|night))?|(?:the\s+)?weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\b\.?)?(?:\s*o['’]clock)?)(?:\s+(?:tonight|today|tomorrow(?:\s+(?:morning|afternoon|evening))?|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\s+(?:morning|afternoon|evening)))?(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|[:.]?\d))"#

    /// A time counted from another thing ("an hour before my flight", "right after the 1 pm lecture",
    /// "10 minutes before the meeting with Kalle", "before leaving for office"), up to where the task
    /// or another time goes on.
    static let countedFromUnsaid = #"\b(?:(?:an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty(?:[- ]five)?|ninety|\d+)\s+(?:minutes?|mins?|hours?|hrs?)|half\s+an\s+hour|an\s+hour\s+and\s+a\s+half|right|just|straight|immediately)\s+(?:before|after|ahead\s+of|prior\s+to)\s+"#
        // "an hour before it", "30 minutes after it lands": from a time not said with it.
        + #"(?:(?:it|that)(?:\s+(?:lands|starts|ends|opens|shuts|closes|begins|finishes|arrives|leaves))?(?=\s+to\b|\s*[,.!?]|\s*$)|(?=to\s)|(?:the|my|our|his|her|their|\p{Lu}\p{L}+['’]s|sunset|sunrise|sundown|dark|dusk|dawn|dinner|lunch|breakfast|bed|bedtime|work|school)\b(?:\s+(?!to\b|and\b|for\b|on\b|at\b|in\b)[\p{L}\d:'’-]+){0,4}?"#
        // "20 minutes after I get to the office": a short clause of the speaker's.
        + #"|(?:i|we|he|she|they)\s+\p{L}+(?:\s+(?:up|home|back|in|out|there|off)|\s+(?:to|at|from|into)\s+(?:(?:the|my|our)\s+)?\p{L}+)?)"#
        + #"(?=\s+(?:to|and|for|on|at|in)\b|\s*[,.]|\s*$)|\b(?:before|after)\s+(?:leaving|going|heading|setting\s+off)\b(?:\s+(?!to\b)[\p{L}'’-]+){0,3}?(?=\s+to\b|\s*[,.]|\s*$)"#

    /// A second request after the first: "…, and set a timer", "… and add dinner with Giorgi",
    /// "… and remind me to call him at 6", "…, then read me my emails". For a reminder, a second
    /// verb that may be part of its task ("call the bank and email Levan the invoice") is not one;
    /// for reading mail, a second reading is ("…from Sisinnio and then the ones from Priamo"), but
    /// not a time ("my new emails and the ones from yesterday"), and so is answering what was read
    /// ("read me the email from Vojtech and answer him yes"), or doing more with it ("…and print
    /// it off", the sixth test split).
    static func secondRequest(intent: String) -> String {
        let reading = intent == "read_email" ? #"(?:the\s+ones?|those|the\s+e-?mails?|the\s+mail|anything|any)\s+from\s+(?!(?:yesterday|today|tonight|this|last|earlier|the\s+(?:last|past|weekend)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)(?=\S)|answer|respond|write\s+back|get\s+back\s+to|print|save|download|archive|"# : ""
        // "new note: ideas for the garden, raised beds…, and move the compost" (the eleventh test
        // split): what a note holds may move or cancel things; a change to what Hearth keeps says which.
        let change = intent == "create_note"
            ? #"(?:delete|cancel|move)\s+(?:it|that|this|my|the\s+(?:[\p{L}'’-]+\s+)?(?:meeting|appointment|event|reminder|call|booking|note|e-?mail))"#
            : #"delete|cancel|move"#
        let hearth = reading + #"add|put\s+(?:it|that|this)\s+in|(?:put|pop|stick)\s+[^,]*?\s+(?:in|into|on)\s+(?:my|the)\s+(?:diary|calendar|agenda)|schedule|remind\s+me|set\s+(?:a|an|the)\s+(?:timer|alarm|reminder)|make\s+a\s+note|note\s+that|take\s+a\s+note|read\s+(?:me|it|my|out)|reply|copy\s+in|cc|forward|"# + change + #"|e-?mail\s+\S+\s+(?:saying|that)"#
        let others = intent == "add_reminder" || intent == "send_email" ? "" : #"|e-?mail|tell|text|book\s+(?:a|an)\s+(?:taxi|cab|uber|table|flight|train)"#
            // "book band practice for Friday at 8 and order pizza for everyone" (the seventh test
            // split): an errand after an event is a second request (a reminder's task may hold one).
            + (intent == "create_event" ? #"|order|buy"# : "")
        return #"(?:,\s*|\s+)(?:and|then|and\s+then|and\s+also|and\s+after\s+that|also|plus)\s+(?:please\s+)?(?:"# + hearth + others + #")\b"#
    }

    /// A second time for a second thing ("at 10 am and a call with Lasha at 11 am", "at 7 am and
    /// again at 7:30 am", "in an hour…, then in two hours", "and another one on the 9th", "and a
    /// manicure straight after"): between two times, "and" or "then" with at most four words.
    static let secondTime = #"^(?:[^,]*?\b(?:to|that)\b[^,]*?)?(?:,\s*|\s+)(?:and|then|and\s+then)\s+(?:(?:again|also)\s+)?(?:(?!for\b|of\b|by\b|before\b|after\b|until\b|till\b|from\b)[\p{L}'’-]+\s+){0,4}$"#

    /// Looks for what a reminder or event must be asked about, and takes the words that cannot be
    /// run out of it: a condition, a second request, a time that cannot be placed.
    ///
    /// - Parameters:
    ///   - text: the command (corrected).
    ///   - intent: "add_reminder" or "create_event".
    ///   - resolver: finds the times said.
    /// - Returns: The command to draft, and why it must be asked about.
    static func doubts(_ text: String, intent: String, resolver: TimeResolver) -> Doubt {
        var doubt = Doubt(text: text)
        // "remind me when I get home to call Zsófia", "if Zsófia confirms, add dinner at hers".
        if let regex = SlotDrafter.compiled("(?i)" + condition),
           let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
           let range = Range(match.range, in: text),
           // "to check if the parcel came", "ask Márton if he needs a lift": a check that is the task.
           // ("remind me to check Lomayani's boots when we reach Barafu camp", set 1096: a thing
           // checked before "when" is no question of when; "ask Márton when he's free" is.)
           // ("remind me to call the vet to check Ayyappan's tusk once his musth is over", set 1230: so
           // for every condition but "if" and its kind.)
           !matches(String(text[..<range.lowerBound]), !matches(String(text[range]), #"(?i)^(?:if|unless|provided|providing|as\s+long\s+as|assuming)\b"#)
                    ? #"\b(?:check|checking|see|find out|know|wonder|decide|confirm|tell me|(?:ask|asking)(?:\s+\S+)?)\s*$"#
                    : #"\b(?:check|checking|see|find out|know|wonder|ask|asking|decide|confirm|tell me|whether)(?:\s+\S+){0,2}\s*$"#) {
            var clause = String(text[range])
            // "text Joaquim when I get home at 7 pm": a time said with "when" is the time.
            // ("remind me tomorrow when I wake up at 7 am to…": before the task, the speaker's
            // words about the time go; "text Joaquim when I get home at 7 pm" keeps its own.)
            if matches(clause, #"^when\b"#), matches(clause, clockWords) {
                let plain = replace(text, #"(?i)\bwhen\s+(?:i|we)(?:['’]m|\s+am|['’]re|\s+are)?\s+(?:wake\s+up|get\s+up|up|awake|go\s+to\s+(?:bed|sleep))\s+(?=(?:at|around|about)\s+\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?\s+to\s)"#, with: "")
                return doubtsAfterCondition(Doubt(text: tidy(plain)), intent: intent, resolver: resolver)
            }
            // The condition ends where the request or its task goes on.
            // ("before I go to bed", "when I get to work": that "to" is the condition's own; "when
            // the rains come to plant the sorghum": a verb and its thing after it are the task.)
            // ("if it starts to rain", the tenth test split: "starts to" with one word after it, last,
            // is the condition's own; "when Bake Off starts to text Nafisa" goes on to the task.)
            if let end = clause.range(of: #"(?i)\s+(?:remind|add|put|schedule|book)\b|(?<!\bgo)(?<!\bget)(?<!\bgets)(?<!\bcome)(?<!\bgoing)(?<!\bgetting)(?:(?<!\bstarts)(?<!\bstart)(?<!\bbegins)(?<!\bbegin)(?<!\bstarted)(?<!\bbegan)|(?=\s+to\s+\w+\s+\w))\s+to\s+(?=\w)|(?<=\bcome)\s+to\s+(?=\p{Ll}+\s+(?:the|a|an|my|some|it|them)\b)"#, options: .regularExpression),
               end.lowerBound > clause.startIndex {
                clause = String(clause[..<end.lowerBound])
            }
            let head = String(text[..<range.lowerBound])
            let tail = String(text[text.index(range.lowerBound, offsetBy: clause.count)...])
            // "remind me tomorrow at 9 am to clear the trolley before we open": with a clock said,
            // "before…" or "after…" in the task is the task's own words, as "before the show" is;
            // so with any other time said before the task ("remind me tomorrow to cancel the milk
            // before we go away", "…in 40 minutes to put fresh blades in… before I cut the seam",
            // "…at half three to ring the customer… before we start": of the 43 labelled reminders
            // with a time and a task ending "before" someone does something, 37 keep it in the task
            // and none is asked about for it).
            if intent == "add_reminder", matches(clause, #"^(?:before|after)\s"#), matches(head, #"\bto\s+\S"#),
               matches(head + " " + tail, clockInDigitsOrWords) || !resolver.extract(from: head).mentions.isEmpty {
                return doubtsAfterCondition(doubt, intent: intent, resolver: resolver)
            }
            // "on the 1st, put in me annual leave… before the window shuts, remind me" (set 1066):
            // with a time said anywhere, what something else does next is the task's own words.
            if intent == "add_reminder", matches(clause, #"^(?:before|after)\s+(?:the|my|our|his|her|their)\s"#),
               !resolver.extract(from: head + " " + tail).mentions.isEmpty {
                return doubtsAfterCondition(doubt, intent: intent, resolver: resolver)
            }
            // ("…after the sandstorm finishes, wallah", set 1111: a single word said after the comma stays apart.)
            let kept = replace(head, #"[,\s]+$"#, with: "")
            doubt.text = tidy(kept + (!kept.isEmpty && matches(tail, #"^\s*,\s*\p{L}+\s*[.!?]*$"#) ? ", " : " ") + replace(tail, #"^[,\s]+"#, with: ""))
            doubt.reason = "it hangs on \"\(trimEdges(clause))\", which Hearth cannot check"
        }
        return doubtsAfterCondition(doubt, intent: intent, resolver: resolver)
    }

    /// ``doubts(_:intent:resolver:)`` after the condition: a second request, two times, a time
    /// that cannot be placed.
    static func doubtsAfterCondition(_ doubt: Doubt, intent: String, resolver: TimeResolver) -> Doubt {
        var doubt = doubt
        // "… and add dinner with Giorgi on friday", "…, and set a timer for 20 minutes".
        if let regex = SlotDrafter.compiled("(?i)" + secondRequest(intent: intent)),
           let match = regex.firstMatch(in: doubt.text, range: NSRange(doubt.text.startIndex..., in: doubt.text)),
           let range = Range(match.range, in: doubt.text), range.lowerBound > doubt.text.startIndex,
           asksForSomething(String(doubt.text[..<range.lowerBound])) {
            let second = trimEdges(String(doubt.text[range.lowerBound...]))
            doubt.text = String(doubt.text[..<range.lowerBound])
            doubt.reason = doubt.reason ?? "it asks for two things at once (\"\(second)\" as well)"
        }
        // Two times for two things: "at 7 am and again at 7:30 am", "on monday and wednesday at 6 pm".
        let placed = resolver.extract(from: doubt.text).mentions.filter { $0.value.duration == nil || matches($0.text, #"^in\s"#) }
        let clock = matches(doubt.text, clockWords)
        let repeats = matches(doubt.text, #"\bevery\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\bweekdays\b|\b(?:of|in)\s+(?:every|each|the)\s+month\b|\b(?:each\s+month|monthly|twice\s+a\s+month),?\s+on\b"#)
        // "remind me at 5, 6 and 7 pm to check the oven", "one at 8 and one at 9": several clocks
        // for one task, which one reminder cannot hold; drafted at the first, and asked.
        let oneClock = #"\d{1,2}(?::\d\d)?"#
        let severalClocks = #"(?i)\b(?:at\s+("# + oneClock + #")(?:\s*(?:am|pm))?(?:\s*,\s*(?:at\s+)?"# + oneClock + #"(?:\s*(?:am|pm))?)+,?\s+and\s+(?:at\s+)?"# + oneClock + #"|one\s+at\s+("# + oneClock + #")(?:\s*(?:am|pm))?\s+and\s+(?:another|one)\s+at\s+"# + oneClock + #")(\s*(?:am|pm))?(\s+(?:tonight|today|tomorrow|this\s+(?:morning|afternoon|evening)))?"#
        if doubt.reason == nil, !repeats, let groups = captures(doubt.text, severalClocks), let first = groups[0] ?? groups[1] {
            let kept = "at " + first + (groups[2] ?? "") + (groups[3] ?? "")
            doubt.text = tidy(replace(doubt.text, severalClocks, with: NSRegularExpression.escapedTemplate(for: kept)))
            doubt.reason = "it says several times for one task, and one reminder holds one"
        }
        // "tomorrow morning at 9 pm", "tonight at 8 am": which of the two was meant?
        if doubt.reason == nil, let said = partOfDayAmiss(doubt.text) {
            doubt.reason = "\"\(said)\" says one part of the day and a clock in another: which was meant?"
        }
        if doubt.reason == nil, matches(doubt.text, #"\b(?:and|then)\s+(?:again\s+)?every\b"#) {
            doubt.reason = "it asks for a time and a repeat after it, which may be two things"
        }
        for (first, second) in zip(placed, placed.dropFirst()) where doubt.reason == nil && !repeats {
            if matches(first.text, #"^(?:between|from)\b"#) || matches(String(doubt.text[..<first.range.lowerBound]), #"\b(?:between|from)\s*$"#) { continue }
            let between = String(doubt.text[first.range.upperBound..<second.range.lowerBound])
            let daysOnly = !matches(first.text + " " + second.text, clockWords) && !matches(first.text + " " + second.text, #"^in\s|\sin\s"#)
            if matches(between, secondTime), !(intent == "create_event" && daysOnly && !clock) {
                doubt.reason = "it says two times (\(first.text), \(second.text)) for what may be two things"
                // The first request is the name: "a call with Levan", not "…and a call with Lasha".
                // "at 5 to call Priamo and at 6 to feed the cat": the second task goes with its time.
                if let cut = doubt.text[first.range.upperBound..<second.range.lowerBound].range(of: #"(?i)(?:,\s*|\s+)(?:and|then)\b"#, options: .regularExpression) {
                    let rest = String(doubt.text[second.range.upperBound...])
                    let secondTask = matches(between, #"\bto\s+\S"#) && matches(rest, #"^\s*,?\s*to\s+\S"#)
                    doubt.text = String(doubt.text[..<cut.lowerBound]) + (secondTask ? "" : rest)
                }
            }
        }
        if doubt.reason == nil,
           matches(doubt.text, #"\b(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th))\s+and\s+(?:on\s+)?(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th))\b"#),
           intent == "add_reminder" || clock, !repeats {
            doubt.reason = "it says two days for what may be two things"
        }
        // "biweekly", "bimonthly": twice a week or every two weeks; "twice a month", "three times a
        // week": on which days? (Not in a sentence of context before the request: "my physio said
        // twice a week. add physio on tuesday at 8 am".)
        if doubt.reason == nil, let often = captures(doubt.text, #"(?i)\b((?:twice|two\s+times|three\s+times|thrice|four\s+times)\s+(?:a|per|every)\s+(?:week|month))\b(?!,?\s+on\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day))(?![^.!?]*[.!?]\s+\S)"#)?.first ?? nil {
            doubt.reason = "\"\(often)\" does not say which days: how often, and when?"
        }
        // ("biweekly on tuesdays": every other tuesday, or tuesdays twice a week? "every third
        // thursday": the third of each month, or every three weeks?)
        if doubt.reason == nil, let often = captures(doubt.text, #"(?i)\b(bi-?weekly|bi-?monthly|(?:every|each)\s+(?:third|3rd|fourth|4th)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!\s+(?:of|in)\s+(?:the|every|each)\s+month)(?![^.!?]*[.!?]\s+\S)"#)?.first ?? nil {
            doubt.reason = "\"\(often)\" can mean two things: how often, and when?"
        }
        // "walk Pepper at 7 and 5": two clocks for what may be two things.
        if doubt.reason == nil, !repeats, matches(doubt.text, #"(?<!between\s)\bat\s+\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?\s+and\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?\b(?!\s*(?:minutes?|mins?|hours?|hrs?|people|of|percent|%))"#) {
            doubt.reason = "it says two times for what may be two things"
        }
        if doubt.reason == nil, matches(doubt.text, #"\s+and\s+(?:a|an|the)\s+[\p{L}'’ -]+?\s+(?:straight|right|just)\s+after(?:wards)?$"#) {
            doubt.reason = "it asks for two things, one straight after the other"
        }
        // "an hour before my flight", "20 minutes before the board meeting on tuesday", "before
        // leaving for work": counted from something whose time was not said (a count from a time
        // that was said is already that time, ``countedTimes(_:resolver:)``). "right after the 1 pm
        // lecture" counts from an end that was not said.
        if let counted = captures(doubt.text, "(?i)(" + countedFromUnsaid + ")")?.first ?? nil,
           // ("tomorrow morning at five, put the tire chains in the cab before leaving Bakersfield",
           // set 1084: a clock said in words is a clock too.)
           matches(counted, #"^(?:right|just|straight|immediately)\s"#) || !matches(doubt.text, clockInDigitsOrWords) {
            doubt.dropTime(counted)
            doubt.reason = doubt.reason ?? "\"\(counted)\" counts from a time that was not said: when?"
        }
        // "after lunch", "in a bit", "late afternoon", "not before 10 am": no hour to run it at.
        // A clock time said with it ("drinks after work on friday at 5:30 pm") is the time.
        let stretch = (intent == "create_event" ? "|" + eventStretches : "") + "|" + unknownDays
        if let vague = captures(doubt.text, "(?i)(" + vagueTimes + stretch + ")")?.first ?? nil,
           case let others = doubt.text.replacingOccurrences(of: vague, with: " "),
           matches(vague, #"^(?:but\s+)?not\s|^any\s"#) || matches(vague, "^" + unknownDays + "$")
            // "before bed tonight", "after work on friday at 5:30 pm": the time said with it.
            || (!matches(others, clockInDigitsOrWords)
                && !matches(others, #"\b(?:tonight|lunchtime|noon)\b|\b(?:this|tomorrow|today|in\s+the|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:morning|afternoon|evening|night)\b"#)
                // "remind me tomorrow to drop the parcel off before work": the task's words.
                && !(intent == "add_reminder" && matches(doubt.text, #"\bto\s+\S.*"# + NSRegularExpression.escapedPattern(for: vague))
                     && (matches(others, dayWords) || matches(others, #"\bin\s+(?:an?|half|\d+|one|two|three|four|five|ten|twenty|thirty|forty)\b"#)))) {
            doubt.dropTime(vague)
            doubt.reason = doubt.reason ?? "\"\(vague)\" is not a time Hearth can place: when?"
        } else if let hours = captures(doubt.text, "(?i)\\b(" + keptHours + ")")?.first ?? nil,
                  matches(doubt.text.replacingOccurrences(of: hours, with: " "), clockWords) {
            if intent == "add_reminder",
               matches(doubt.text, "(?i)(?:" + clockWords + #").*?\bto\s+\S.*?"# + NSRegularExpression.escapedPattern(for: hours)) {
                // "on Sunday at noon remind me to sleep before the night shift": the clock, said
                // before the task, is the time; the routine is the task's own words (set 830).
            } else if matches(hours, #"^(?:before|by)\s"#), matches(doubt.text, "(?i)" + NSRegularExpression.escapedPattern(for: hours) + #"\s*,?\s*(?:at\s+)?\d"#) {
                // "before check-out at 11 am": by when, not when to remind.
                doubt.dropTime(hours)
                doubt.reason = doubt.reason ?? "\"\(hours)\" says by when, not when: when?"
            } else {
                // "at closing time, 6 pm", "in my lunch hour at 1 pm": the clock is the time; an
                // aside between commas goes whole ("at 4:15 pm, before last orders at the deli, to…").
                let escaped = NSRegularExpression.escapedPattern(for: hours)
                let aside = "(?i),\\s*" + escaped + "(?:\\s+[\\p{L}'’-]+){0,4}\\s*,"
                doubt.text = tidy(matches(doubt.text, aside) ? replace(doubt.text, aside, with: ",")
                                  : replace(doubt.text, "(?i),?\\s*\\b" + escaped + "\\s*,?", with: " "))
            }
        } else if let aside = captures(doubt.text, "(?i)(,\\s*(?:" + vagueTimes + ")\\s*,)")?.first ?? nil,
                  matches(doubt.text.replacingOccurrences(of: aside, with: " "), clockWords) {
            // "remind me at 9:45 pm, before my night shift, to pack my dinner": the clock is the
            // time, and the aside only says why.
            doubt.text = tidy(doubt.text.replacingOccurrences(of: aside, with: ", "))
        }
        // "add the jumble sale on saturday until 1 pm": an event said only with its end.
        if doubt.reason == nil, intent == "create_event",
           matches(doubt.text, #"\b(?:until|till|til)\s+(?:\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\b\.?)?|noon|midday|midnight)(?:\s|[,.!?]|$)"#),
           !matches(doubt.text, #"\b(?:from|at|starting|starts?|between|since)\s+\S|\d(?:\s*[ap]\.?m\b\.?)?\s*(?:-|–|to|till|until|til)\s*\d|\b(?:noon|midday)\s+(?:till|until|til|to)\b"#) {
            doubt.vagueTime = true
            doubt.reason = "only its end was said: when does it start?"
        }
        // "remind me the next day to…", "add the debrief that evening at 6": which day was not said.
        if doubt.reason == nil,
           let pointed = captures(doubt.text, "(?i)(" + pointedDay + ")")?.first ?? nil {
            doubt.dropTime(pointed)
            doubt.reason = "\"\(pointed)\" points back to a day that was not said: which day?"
        }
        // "remind me after my 11 o'clock to call Seraina", "after my 3 pm meeting": when that
        // ends was not said.
        if doubt.reason == nil,
           let meeting = captures(doubt.text, #"(?i)\b(after\s+(?:my|our|your|his|her|their|[\p{L}-]+['’]s)\s+\d{1,2}(?::\d\d)?(?:\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock))?(?:\s+(?:meeting|call|class|lecture|appointment|session|lesson|shift|standup|stand-up|interview))?)(?!\s*(?:minutes?|mins?|hours?|hrs?|(?!(?:to|and|then|remind|add|put)\b)[\p{L}]))"#)?.first ?? nil,
           !matches(doubt.text.replacingOccurrences(of: meeting, with: " "), clockWords) {
            doubt.dropTime(meeting)
            doubt.reason = "\"\(meeting)\" is after a meeting whose end was not said: when?"
        }
        // "remind me before noon to post the letter", "before 5 pm", "before friday": by when,
        // not when to remind. ("remind me at 5 to leave before 6": the task's own words; "add the
        // party on friday at 8 pm, be there before 9": the event's clock is said.)
        if doubt.reason == nil,
           let deadline = captures(doubt.text, "(?i)(" + deadlineOnly + ")")?.first ?? nil,
           case let others = doubt.text.replacingOccurrences(of: deadline, with: " "),
           intent == "create_event" ? !matches(others, clockWords)
               : !(matches(others, clockWords) || matches(others, dayWords)) || !matches(doubt.text, #"\bto\s+\S.*"# + NSRegularExpression.escapedPattern(for: deadline)) {
            doubt.dropTime(deadline)
            doubt.reason = "\"\(deadline)\" says by when, not when: when?"
        }
        // "on mother's day", "the week before labour day": a day whose date depends on the
        // country, asked for even with a clock.
        if doubt.reason == nil, let day = captures(doubt.text, "(?i)(" + countryDays + ")")?.first ?? nil {
            doubt.dropTime(day)
            doubt.reason = "\"\(day)\" falls on different dates in different countries: which date?"
        }
        // "at the usual time", "at our normal time", "at my normal bedtime", "the same time as
        // yesterday", "when I normally leave for work": a habit Hearth does not know ("same time
        // next week" is counted from now).
        let habit = #"(?:at\s+)?(?:the|our|my|his|her|their)\s+(?:usual|normal|regular)\s+(?:time|hour|slot|bedtime|lunchtime)|at\s+(?:my|our)\s+bedtime|(?:at\s+)?the\s+same\s+time\s+as\s+(?:yesterday|last\s+(?:time|week|\w+day)|always|usual|before|the\s+[\p{L}'’-]+)|when\s+(?:i|we)\s+(?:normally|usually)\s+[^,]+?(?=\s+to\s|,|$)"#
        if doubt.reason == nil, let usual = captures(doubt.text, "(?i)(" + habit + ")")?.first ?? nil,
           !matches(doubt.text.replacingOccurrences(of: usual, with: " "), clockWords) {
            doubt.dropTime(usual)
            doubt.reason = "\"\(usual)\" is a habit Hearth does not know: when?"
        }
        // "remind me not to drink coffee after 3 pm": a time to keep away from, not one to remind at.
        if doubt.reason == nil, intent == "add_reminder", matches(doubt.text, #"\b(?:not|never)\s+to\b.*\b(?:after|before|until|till|past)\s+\S"#) {
            doubt.reason = "the time said is one to keep away from, not one to remind at: when?"
        }
        if doubt.reason == nil, intent == "add_reminder", matches(doubt.text, #"\bnever\s+to\b"#), resolver.extract(from: doubt.text).mentions.isEmpty {
            doubt.reason = "a reminder never to do something has no time to go off: when?"
        }
        return doubt
    }

    /// True when the words before a second request ask for something of their own: a carrier
    /// word or a time ("oh and remind me…", "would you be a dear and remind me…" are one request).
    static func asksForSomething(_ head: String) -> Bool {
        matches(head, #"\b(?:remind\w*|reminder|add|put|schedule|book|set|create|note|jot|write|save|e-?mail|mail|send|read|check|any|anything|did|has|have|what|calendar|diary)\b|\d"#)
            || matches(head, dayWords)
    }

    /// Times said loosely, made plain: "around 5 pm", "at about 8", "roughly an hour from now",
    /// "6ish", "10-ish", "evening-ish" are that time; a reminder for "sometime next week" or
    /// "early next week" falls on its first morning, one for "the end of the week" (or of next
    /// week) on friday.
    static func loosened(_ text: String, intent: String) -> String {
        // "some time next week" is "sometime next week".
        var text = replace(text, #"(?i)\bsome\s+time\s+(?=(?:this|next|tomorrow|today|tonight|on|in|during|over|w/c|week)\b)"#, with: "sometime ")
        // "at oh-nine-hundred", "Friday, oh-seven-fifteen", "at fourteen-thirty" (set 1065): a
        // timetable's clock, said as without its hyphens, where the time grammar joins its parts
        // (`TimeTokenizer.joinsAClock`), so that the name is cut where the time's words are.
        if text.contains("-") {
            text = rewrite(text, #"\b(\p{L}+)-(?=(\p{L}+)\b)"#) { words in
                guard let left = words[0], let right = words[1], TimeTokenizer.joinsAClock(left.lowercased(), right.lowercased()) else { return nil }
                return left + " "
            }
        }
        // "for about four hours": that long ("about four" alone is a clock, "at four").
        let lengths = replace(shiftHours(lengthsSpelledOut(text)), #"(?i)\b(for|lasting)\s+(?:around|about|roughly|approximately)\s+(?="# + saidLength + #"\b)"#, with: "$1 ")
        var current = replace(lengths, #"(?i)\b(?:at\s+)?(?:around|about|roughly|approximately|circa|approx\.?|ca\.|c\.)\s*(?=\d|noon|midday|midnight|half\b|quarter\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b|eleven\b|twelve\b)"#, with: "at ")
        current = replace(current, #"(?i)\b(?:around|about|roughly|approximately)\s+(?=(?:an?|one|two|three|\d+)\s+(?:hours?|minutes?|days?)\s+from\s+now\b|in\s)"#, with: "")
        current = replace(current, #"(?i)\b(\d{1,2}(?::\d\d)?(?:\s*[ap]m)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|morning|afternoon|evening|noon|tonight)-?ish\b"#, with: "$1")
        // "this evening at 9" is tonight's; "this evening at 4" is 4 pm, not the small hours after tonight.
        current = replace(current, #"(?i)\b(?:tonight|this evening)\s+at\s+(?=\d)(?!0?[1-4](?:[:.]\d\d)?(?![\d:.]))"#, with: "tonight at ")
        // "…, not before" at the end adds nothing ("not before 4 pm" is a bound, asked about);
        // "for half an hour or so" is half an hour.
        current = replace(current, #"(?i)\s*,?\s*(?:and\s+)?not\s+before\s*[.!]*$"#, with: "")
        current = replace(current, #"(?i)\b(for\s+[^,]*?\b(?:minutes?|mins?|hours?|hrs?))\s+or\s+so\b"#, with: "$1")
        // "in a jiffy, say 10 minutes,", "in a mo, like in 5 minutes,": the length said beside it.
        current = replace(current, #"(?i)\b(?:in\s+a\s+(?:jiffy|tick|mo|moment|sec|second|bit|minute)|shortly|soon)\s*,?\s+(?:say|like|maybe|so|about|at)\s+(?:in\s+)?((?:an?|one|two|three|four|five|ten|fifteen|twenty|thirty|\d+)\s+(?:minutes?|mins?|hours?))\b"#, with: "in $1")
        // "in two sleeps": in two days; "the tuesday after this one": tuesday week.
        current = replace(current, #"(?i)\bin\s+(?:a|one|1)\s+sleep\b"#, with: "tomorrow")
        current = replace(current, #"(?i)\bin\s+(?:two|2)\s+sleeps\b"#, with: "the day after tomorrow")
        current = replace(current, #"(?i)\bin\s+(three|four|five|six|seven|\d)\s+sleeps\b"#, with: "in $1 days")
        current = replace(current, #"(?i)\bthe\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+after\s+(?:this|the\s+coming|the\s+next)\s+one\b"#, with: "$1 week")
        // "on the first sunday of advent": advent sunday, not a month's first sunday.
        current = replace(current, #"(?i)\b(?:the\s+)?first\s+sunday\s+(?:of|in)\s+advent\b"#, with: "advent sunday")
        // "the craft fair…, Sunday the 6th of December, ten till four" (set 1060): an event's hours
        // from ten till four, not ten to four; "at ten till four" is 3:50.
        if intent == "create_event" {
            current = replace(current, #"(?i)(?<!\b(?:at|by|around|about|before|after|from|until|till|past)\s)\bten\s+(till|til|until)\s+(?=(?:one|two|three|four|five|six|seven|eight|nine|eleven|twelve|noon|midday|\d{1,2})\b(?!\s*(?:minutes?|mins?|hours?|:)))"#, with: "from ten $1 ")
        }
        // "remind me tomorrow at lunch to ring Toni": lunchtime, as "at lunchtime" is (a lunch with
        // someone or somewhere is a thing, not the time).
        if intent == "add_reminder" {
            current = replace(current, #"(?i)\b(at|around|by)\s+lunch\b(?!\s*(?:with|at|in|on|for|meeting|break|date|party|box|money|order)\b|['’-])"#, with: "$1 lunchtime")
        }
        // "at 5 sharp", "at 9 on the dot", "bang on 6", "at exactly 3:15", "10 am prompt", "at half
        // 5, give or take", "at 8:15 am, not a minute later": that time.
        let clock = #"(\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|a\.m\.?|p\.m\.?))?|noon|midday|midnight|o['’]clock|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"#
        current = replace(current, #"(?i)\b"# + clock + #"\s*,?\s+(?:sharp|on\s+the\s+(?:dot|nose)|prompt|precisely|exactly|give\s+or\s+take(?:\s+a\s+few\s+minutes)?|not\s+a\s+minute\s+(?:later|earlier|before|after))\b,?"#, with: "$1")
        current = replace(current, #"(?i)\b(?:at\s+)?(?:exactly|precisely|bang\s+on|dead\s+on|spot\s+on)\s+(?:at\s+)?(?=\d|noon\b|midday\b|midnight\b|half\b|quarter\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b|eleven\b|twelve\b)"#, with: "at ")
        // "lunch with Cadan on tuesday at 1 pm like always", "…, same as last time": no part of the name.
        current = replace(current, #"(?i)[,\s]+(?:like|as)\s+(?:always|usual|normal|per\s+usual)\b|[,\s]+same\s+as\s+(?:last\s+time|always|usual|before|last\s+week)\b|,\s+the\s+usual\s+[\p{L}'’-]+\s*$"#, with: "")
        // "at 6 or so", "at half seven or thereabouts": that time.
        current = replace(current, #"(?i)\b(\d{1,2}(?::\d\d)?(?:\s*[ap]m)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|o['’]clock)\s*,?\s+or\s+(?:so|thereabouts)\b"#, with: "$1")
        // "for no more than 30 minutes", "for up to an hour": that long.
        current = replace(current, #"(?i)\bfor\s+(?:no|not)\s+(?:more|longer)\s+than\s+|\bfor\s+(?:at\s+most|up\s+to|max(?:imum)?)\s+"#, with: "for ")
        // "every half hour": every 30 minutes.
        current = replace(current, #"(?i)\bevery\s+half\s+(?:an\s+)?hour\b"#, with: "every 30 minutes")
        if intent == "create_event" {
            // "…, RSVP by the 10th": a date for the reply, not the event's.
            current = replace(current, #"(?i),?\s*(?:rsvp|reply|respond)\s+(?:by|before)\s+[^,]+$"#, with: "")
        }
        if intent == "add_reminder" {
            // "remind me w/c 14 Dec to…": on the monday the week commences.
            current = replace(current, #"(?i)\b(?:in\s+)?(?:the\s+)?(?:w/c|w\.c\.|week\s+commencing|week\s+beginning)\s+(?:mon(?:day)?\s+)?"#, with: "on ")
            current = replace(current, #"(?i)\b(?:sometime|at\s+some\s+point)\s+(?=(?:this|tomorrow|today|tonight|on|next|during|over)\b)"#, with: "")
            current = replace(current, #"(?i)\b(?:sometime|early)\s+(next|this)\s+week\b"#, with: "$1 week")
            current = replace(current, #"(?i)\b(?:at|by)\s+the\s+end\s+of\s+the\s+week\b"#, with: "on friday")
            current = replace(current, #"(?i)\b(?:at|by)\s+the\s+end\s+of\s+next\s+week\b"#, with: "next week friday")
        }
        return current
    }

    /// A clock said in words after "at" ("at seven", "at half past five", "at a quarter to eight"):
    /// as much the time as its digits are ("remind me at half past five to eat before the show").
    static let clockSaidInWords = #"\b(?:at|by|around|about)\s+(?:(?:a\s+)?(?:half|quarter|five|ten|twenty|twenty[-\s]five)\s+(?:past|to|after)\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|of|or|more|people|points?|times|and\s+a\s+half)\b)"#

    /// A clock said in digits (``clockWords``) or in words after "at" (``clockSaidInWords``).
    static let clockInDigitsOrWords = clockWords + "|" + clockSaidInWords

    /// Minutes said in words before "past" or "to" ("a quarter past", "twenty-five to").
    static let minutesInWords = ["five": 5, "ten": 10, "quarter": 15, "a quarter": 15, "twenty": 20, "twenty five": 25, "twenty-five": 25, "half": 30]

    /// The hour named without its number, as the clock it comes to from now: "at the top of the
    /// hour" and "on the hour" are the next full hour, "at half past the hour" and "on the half
    /// hour" the next half past, "every hour on the hour" hourly from the next full hour, "every
    /// hour at 20 past" hourly from the next twenty past, "5 minutes before the top of the hour"
    /// counted from the next full hour; "at quarter past the hour" and "at ten to the hour" the
    /// next such minute, "past the next hour" the one after it. "At the hour of seven" is 7.
    static func hourNamed(_ text: String, resolver: TimeResolver) -> String {
        guard matches(text, #"\b(?:on|at|of|past|to|before|after|every)\s+the\s+(?:next\s+)?(?:half\s+)?hour\b|\bevery\s+hour\s+(?:at\s+)?\S+\s+(?:past|after)\b"#) else { return text }
        // "at the hour of seven", as said formally: that clock, no hour from now.
        let formal = replace(text, #"(?i)\b(at|by|before|after|until|till|from)\s+the\s+hour\s+of\s+(?=\d|"# + clockWordStart + #"\b)"#, with: "$1 ")
        guard matches(formal, #"\b(?:on|at|of|past|to|before|after|every)\s+the\s+(?:next\s+)?(?:half\s+)?hour\b(?!\s+of\b)|\bevery\s+hour\s+(?:at\s+)?\S+\s+(?:past|after)\b"#) else { return formal }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        let hour = calendar.component(.hour, from: resolver.reference), minute = calendar.component(.minute, from: resolver.reference)
        func clock(_ h: Int, _ m: Int) -> String { "\(h % 24):" + (m < 10 ? "0\(m)" : "\(m)") }
        let top = clock(hour + 1, 0), half = minute < 30 ? clock(hour, 30) : clock(hour + 1, 30)
        var current = formal
        let past = #"(?i)\bevery\s+hour\s+(?:at\s+)?(\d{1,2}|five|ten|twenty|twenty-five|a\s+quarter|quarter|half)\s+(?:past|after)(?:\s+the\s+hour)?\b"#
        if let said = captures(current, past)?.first ?? nil {
            let lowered = said.lowercased().replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            if let m = Int(said) ?? minutesInWords[lowered], m < 60 {
                current = replace(current, past, with: "every hour starting at " + (m > minute ? clock(hour, m) : clock(hour + 1, m)))
            }
        }
        // "at quarter past the hour", "at ten to the hour", "at 25 past the next hour": the next
        // such minute to come.
        let counted = #"(?i)\b(?:at\s+)?(\d{1,2}|five|ten|twenty|twenty-five|a\s+quarter|quarter)\s+(past|after|to|before)\s+the\s+(next\s+)?hour\b"#
        current = rewrite(current, counted) { groups in
            guard let said = groups[0]?.lowercased().replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression),
                  let n = Int(said) ?? minutesInWords[said], (1...59).contains(n), let way = groups[1]?.lowercased() else { return nil }
            let m = way == "past" || way == "after" ? n : 60 - n
            return "at " + (groups[2] == nil && m > minute ? clock(hour, m) : clock(hour + 1, m))
        }
        current = replace(current, #"(?i)\bevery\s+hour\s+on\s+the\s+hour\b|\bon\s+the\s+hour\s+every\s+hour\b"#, with: "every hour starting at " + top)
        current = replace(current, #"(?i)\b(before|after)\s+the\s+top\s+of\s+the\s+hour\b"#, with: "$1 " + top)
        current = replace(current, #"(?i)\b(?:at\s+)?the\s+top\s+of\s+the\s+hour\b|\b(?:on|at)\s+the\s+hour\b|\bat\s+the\s+(?:start|beginning|top)\s+of\s+the\s+next\s+hour\b"#, with: "at " + top)
        current = replace(current, #"(?i)\b(?:at\s+)?half\s+past\s+the\s+hour\b|\b(?:on|at)\s+the\s+half\s+hour\b|\b(?:at\s+)?the\s+bottom\s+of\s+the\s+hour\b"#, with: "at " + half)
        return current
    }

    /// Lengths written short said in words the time resolver reads: "in 1h30" and "for 1 hr 20"
    /// are an hour and 30 or 20 minutes ("at 14h30" stays a clock), "2.5 hrs" two and a half hours.
    static func lengthsSpelledOut(_ text: String) -> String {
        guard matches(text, #"\d\s*h|\d\.5\s*h"#) else { return text }
        var current = replace(text, #"(?i)\b(in|for|takes|lasts|about|around|roughly)\s+(\d{1,2})\s?h\s?([0-5]\d)\b(?!\s*(?:am|pm|a\.m|p\.m))"#, with: "$1 $2 hours $3 minutes")
        current = replace(current, #"(?i)\b(in|for|takes|lasts|about|around|roughly)\s+(\d{1,2})\s*(?:hrs?|hours?)\s+(?:and\s+)?([1-5]?\d)\b(?!\s*(?:am|pm|a\.m|p\.m|:|minutes?|mins?|st|nd|rd|th|o['’]clock))"#, with: "$1 $2 hours $3 minutes")
        current = replace(current, #"(?i)\b(\d{1,2})\.5\s*(?:hrs?|hours?)\b"#, with: "$1 and a half hours")
        return current
    }

    /// Bare hours of a shift read as the kind of shift says: "an early shift on monday 6 till 2" is 6
    /// am to 2 pm, "a night shift on saturday from 10 to 6" 10 pm to 6 am; a day said with a late
    /// shift's hours is read as it was.
    static func shiftHours(_ text: String) -> String {
        let early = matches(text, #"\b(?:early|earlies|morning|day)\s+(?:shift|turn)s?\b|\bearlies\b"#)
        let night = matches(text, #"\bnight\s+(?:shift|duty|turn)s?\b|\bon\s+nights\b"#)
        guard early != night else { return text }
        let range = #"(?i)\b(?<a>\d{1,2})(?<am>:\d{2})?\s+(?<sep>till|til|until|to|-)\s+(?<b>\d{1,2})(?<bm>:\d{2})?\b(?!\s*(?:am|pm|a\.m|p\.m|o['’]clock|minutes?|mins?|hours?|hrs?|days?|people|st\b|nd\b|rd\b|th\b))"#
        guard let regex = compiled(range),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text),
              let a = Range(match.range(withName: "a"), in: text).flatMap({ Int(text[$0]) }),
              let b = Range(match.range(withName: "b"), in: text).flatMap({ Int(text[$0]) }),
              (1...12).contains(a), (1...12).contains(b),
              // "at 6 pm from 10 to 6": a meridiem said before the range is the speaker's own.
              !matches(String(text[..<whole.lowerBound]), #"(?i)(?:am|pm|a\.m\.?|p\.m\.?)\s*(?:from\s*)?$"#) else { return text }
        let am = Range(match.range(withName: "am"), in: text).map { String(text[$0]) } ?? ""
        let bm = Range(match.range(withName: "bm"), in: text).map { String(text[$0]) } ?? ""
        let sep = Range(match.range(withName: "sep"), in: text).map { String(text[$0]) } ?? "to"
        let (first, second) = early ? ("am", b <= a || b == 12 ? "pm" : "am") : ("pm", b <= a || a == 12 ? "am" : "pm")
        return text.replacingCharacters(in: whole, with: "\(a)\(am) \(first) \(sep) \(b)\(bm) \(second)")
    }

    /// A time said again another way to be sure, set apart by commas after a time ("at 5, that's
    /// 17:00", "on friday, that's the 27th", "on the 3rd, which is a thursday", "on saturday at 8,
    /// so 20:00", "tomorrow, tuesday, at 9", "the day after tomorrow, wednesday that is,", "in two
    /// days, so wednesday", "on monday the 30th, next week that is,"): the command without it, the
    /// words, and the reason to ask. Whether the two agree is checked on the draft
    /// (``timeSaidAgainAgrees(_:draft:resolver:)``); when they do, nothing is asked.
    static func withoutTimeSaidAgain(_ text: String) -> (text: String, doubt: String?, said: String?) {
        let lead = #"(?:(?:that['’]s|that\s+is|which\s+is|so|yes|i\.e\.?|i\s+mean|meaning)\s+)?(?:(?:around|about|roughly)\s+)?"#
        let weekday = #"(?:mon|tues|wednes|thurs|fri|satur|sun)day"#
        let again = #"(?:the\s+\d{1,2}(?:st|nd|rd|th)|an?\s+"# + weekday + #"|(?:(?:this|next|this\s+coming)\s+)?"# + weekday + #"|(?:this|next)\s+week|\d{1,2}:\d{2}|\d{1,2}\s*o['’]clock|noon|midday)(?:\s+that\s+is)?"#
        guard let said = captures(text, #"(?i)(?:\d|\d(?:st|nd|rd|th)|day|days|week|hours?|minutes?|mins?|noon|midday|tomorrow|tonight|pm|am)(\s*,\s*"# + lead + again + #")\s*(?=,|$)"#)?.first ?? nil else { return (text, nil, nil) }
        return (tidy(text.replacingOccurrences(of: said, with: "")), "the time was said twice (\"\(trimEdges(said))\"): is it right?", trimEdges(said))
    }

    /// Whether a time said again (``withoutTimeSaidAgain(_:)``) agrees with the time drafted from
    /// the first: "tomorrow, tuesday" said on a monday, "on the 26th, which is thursday" when the
    /// 26th is one, "at 5 pm, that's 17:00", "on monday the 30th, next week that is". False when it
    /// disagrees ("tomorrow, wednesday" said on a monday) or cannot be compared.
    static func timeSaidAgainAgrees(_ said: String, draft: Draft, resolver: TimeResolver) -> Bool {
        guard let date = draft.placedTimes.first else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        calendar.firstWeekday = 2
        let words = said.lowercased()
        if let weekday = captures(words, #"\b(mon|tues|wednes|thurs|fri|satur|sun)day\b"#)?.first ?? nil {
            return calendarWeekday(weekday) == calendar.component(.weekday, from: date) && date.timeIntervalSince(resolver.reference) < 14 * 86_400
        }
        if let day = captures(words, #"\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b"#)?.first ?? nil {
            return Int(day) == calendar.component(.day, from: date) && date.timeIntervalSince(resolver.reference) < 62 * 86_400
        }
        if let clock = captures(words, #"\b(\d{1,2})(?::(\d{2})|\s*o['’]clock)"#), let hour = clock[0].flatMap({ Int($0) }) {
            let minute = clock[1].flatMap { Int($0) } ?? 0
            let drafted = calendar.dateComponents([.hour, .minute], from: date)
            return minute == drafted.minute && (hour > 12 || hour == 0 ? hour == drafted.hour : hour % 12 == (drafted.hour ?? -1) % 12)
        }
        if matches(words, #"\b(?:noon|midday)\b"#) {
            let drafted = calendar.dateComponents([.hour, .minute], from: date)
            return drafted.hour == 12 && drafted.minute == 0
        }
        if let week = captures(words, #"\b(this|next)\s+week\b"#)?.first ?? nil,
           let wanted = calendar.dateInterval(of: .weekOfYear, for: resolver.reference.addingTimeInterval(week == "next" ? 7 * 86_400 : 0)) {
            return wanted.contains(date)
        }
        return false
    }

    /// A date typed as two numbers that reads two ways ("3/12", "01/12", "12/03": the 3rd of
    /// December or the 12th of March), unless a weekday said with it settles it ("Wed 2/12" is the
    /// 2nd of December): nil when there is none; otherwise the command with a settled date written
    /// out, or the reason to ask.
    static func twoWayDate(_ text: String, resolver: TimeResolver) -> (text: String, doubt: String?)? {
        // "on 12/4", "on 12/4/26", "on 3/12/2027": with or without its year.
        guard let parts = captures(text, #"(?i)(?:\b(?:on|for|by|until|till|from|to)\s+|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+|^)(\d{1,2})/(\d{1,2})(?:/(\d{2}|\d{4}))?(?![\d/])"#),
              let a = parts[0].flatMap({ Int($0) }), let b = parts[1].flatMap({ Int($0) }),
              (1...12).contains(a), (1...12).contains(b), a != b else { return nil }
        let yearSaid = parts[2].flatMap { Int($0) }.map { $0 < 100 ? 2000 + $0 : $0 }
        let said = "\(parts[0] ?? "")/\(parts[1] ?? "")" + (parts[2].map { "/" + $0 } ?? "")
        if let weekday = captures(text, #"(?i)\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+"# + NSRegularExpression.escapedPattern(for: said))?.first ?? nil {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = resolver.timeZone
            let wanted = calendarWeekday(weekday)
            let year = calendar.component(.year, from: resolver.reference)
            func fits(day: Int, month: Int) -> Bool {
                for y in yearSaid.map({ [$0] }) ?? [year, year + 1] {
                    if let date = calendar.date(from: DateComponents(year: y, month: month, day: day, hour: 12)), date > resolver.reference {
                        return calendar.component(.weekday, from: date) == wanted
                    }
                }
                return false
            }
            let dayFirst = fits(day: a, month: b), monthFirst = fits(day: b, month: a)
            if dayFirst != monthFirst {
                let (day, month) = dayFirst ? (a, b) : (b, a)
                let date = "the \(ordinal(day)) of \(monthNames[month - 1])" + (yearSaid.map { " \($0)" } ?? "")
                return (replace(text, #"(?i)\b"# + NSRegularExpression.escapedPattern(for: weekday) + #"[a-z]*\.?\s+"# + NSRegularExpression.escapedPattern(for: said), with: date), nil)
            }
        }
        return (text, "\(said) may be the \(ordinal(a)) of \(monthNames[b - 1].capitalized) or the \(ordinal(b)) of \(monthNames[a - 1].capitalized)")
    }

    /// The words, when a clock's "am" or "pm" disagrees with the part of the day said next to it:
    /// "tomorrow morning at 9 pm", "tonight at 8 am", "friday afternoon at 10 am", "at 7 am in the
    /// evening". Not "tonight at 1 am" or "friday night at 2 am" (the small hours after a night),
    /// nor "this morning at 12 pm" (noon).
    static func partOfDayAmiss(_ text: String) -> String? {
        guard matches(text, #"\b(?:morning|afternoon|evening|night|tonight)\b"#) else { return nil }
        let part = #"(?:(?:this|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:morning|afternoon|evening|night)|in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight)"#
        // "at 15:00 in the morning", "this morning at 19:30": an afternoon's 24-hour clock.
        let afternoonClock = #"at\s+(?:1[3-9]|2[0-3])[:.h]\d\d"#
        let morning = #"(?:(?:this|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+morning|in\s+the\s+morning)"#
        if let said = captures(text, #"(?i)\b("# + morning + #"\s*,?\s+"# + afternoonClock + "|" + afternoonClock + #"\s*,?\s+"# + morning + ")")?.first ?? nil {
            return said
        }
        guard matches(text, #"\d\s*[ap]\.?m\b"#) else { return nil }
        let clock = #"(\d{1,2})(?::\d\d)?\s*([ap])\.?m\b\.?"#
        for pattern in [#"(?i)\b("# + part + #")\s*,?\s+at\s+"# + clock, #"(?i)\bat\s+"# + clock + #"\s*,?\s+("# + part + #")"#] {
            guard let regex = compiled(pattern), let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                  let whole = Range(match.range, in: text) else { continue }
            let groups = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]).lowercased() } }
            guard groups.count == 3 else { continue }
            let (said, hour, meridiem) = pattern.hasPrefix(#"(?i)\b("#) ? (groups[0], Int(groups[1]) ?? 0, groups[2]) : (groups[2], Int(groups[0]) ?? 0, groups[1])
            let amiss: Bool
            if said.hasSuffix("morning") { amiss = meridiem == "p" && hour != 12 }
            else if said.hasSuffix("afternoon") || said.hasSuffix("evening") { amiss = meridiem == "a" }
            else { amiss = meridiem == "a" && (6...11).contains(hour) }
            if amiss { return String(text[whole]) }
        }
        return nil
    }

    /// Why to ask, when the command says how things usually are, with a clock, no day and no
    /// request: "the morning news starts at 7 am", "my shift ends at 5 30". It may be an event
    /// to add, or only talk ("the boiler man comes on the 3rd at 9 am" names its day and is one).
    static func habitSaid(_ text: String) -> String? {
        let text = tidy(text)
        guard matches(text, #"^(?:the|my|our|his|her|their|[\p{L}-]+['’]s)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:starts?|begins?|opens?|closes?|ends?|finishes|kicks\s+off|leaves|arrives|runs)\s+(?:at|from)\s+[^,;:]*$"#),
              !matches(text, #"\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekend|next|this|on\s+the|\d{1,2}(?:st|nd|rd|th)|jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"#) else { return nil }
        return "it sounds like how things usually are rather than a request: add it?"
    }

    /// The `Calendar` weekday (1 is Sunday) of a weekday word or its abbreviation ("wed",
    /// "thurs", "Friday"), or nil.
    static func calendarWeekday(_ word: String) -> Int? {
        ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].firstIndex(of: String(word.lowercased().prefix(3))).map { $0 + 1 }
    }

    /// True when a name or note says nothing but a pronoun ("it", "that", "this one", "them",
    /// "something", "the same again"): there is nothing to remind of, put in the calendar or note.
    static func onlyAPronoun(_ title: String) -> Bool {
        matches(trimEdges(title), #"^(?:about\s+|of\s+|for\s+)?(?:it|this|that|these|those|them|something|this one|that one|the same(?:\s+again)?|the rest(?:\s+of\s+it)?)(?:\s+(?:down|in|please))?$"#)
    }

    /// A wake word, greeting or sign-off said to Hearth around the command: "Hearth, …", "hey
    /// Hearth, …" (or as a recogniser mishears it: "Earth, …", "OK Harth, …"), "good morning Hearth! …", "yo, …", "hey bey, …", "…, thanks Hearth", "…, cheers", "…, you're a
    /// star", "…, over and out"; a typed message's sign-off with or without the writer's name
    /// ("…. cheers, Pua", "… thx! -K", "…. kind regards, Anu", "… xoxo") and what a phone's mail
    /// app adds under it ("Sent from my iPhone", "Get Outlook for Android"). In a message (`mail`) a
    /// thanks, "cheers" or sign-off may be the message's own, so only one that names Hearth, or
    /// cannot be the message's, goes.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - mail: whether the command sends a message.
    /// - Returns: The command without them, or `text` when nothing else is left.
    public static func withoutAddress(_ text: String, mail: Bool = false) -> String {
        let greeting = #"(?:(?:hey|hi|yo|oi)\s+(?:bey|bai|bro|bruv|mate|pal|man|dude|fam|boss|chief)|hey\s+there|hi\s+there|hello\s+again|hey\s+hey|good\s+(?:morning|afternoon|evening)|hiya|hey|hi|hello|yo|oi|ok|okay|morning|evening|afternoon|dear)"#
        // Hearth's name as a recogniser may mishear it ("Earth,", "Heart,", "OK Harth,", "hey Earth
        // remind me…"), before a pause or a request only ("the Earth Hour event" keeps its word).
        let misheard = #"(?:earth|hearts?|hurts?|herth|harth|heath)(?=\s*[,!.:;]|\s+(?:remind|add|put|note|email|e-mail|send|read|make|create|set|schedule|book|write|jot|take|check|any|can|could|please)\b)"#
        var current = replace(text, #"(?i)^(?:"# + greeting + #"[\s,!.:;-]*)*(?:hearth\b(?:[\s,]+hearth\b)?|"# + misheard + #")[\s,!?.:;-]*(?:my\s+friend\s*,?\s*)?(?:be\s+a\s+(?:love|dear|star)\s+and\s+)?"#, with: "")
        current = replace(current, #"(?i)^"# + greeting + #"\s*[,!.:;-]+\s*(?=\S)"#, with: "")
        let thanks = #"(?:thanks|thank\s+you|cheers|ta)(?:\s+(?:very\s+much|so\s+much|a\s+lot|a\s+million|a\s+bunch))?|much\s+appreciated"#
        let toHearth = #"(?:and\s+)?that['’]s\s+(?:all|it)(?:\s+for\s+now)?|you're\s+(?:a\s+star|the\s+best)|over\s+and\s+out|over\s+to\s+you|love\s+you|night\s+night|bye|ok\?|please\s+and\s+thank\s+you"#
        current = replace(current, #"(?i)(?:\s*[.!]\s*|\s+[-–—]+\s*|\s+)"# + deviceTrailer + #"[.!]*$"#, with: "")
        if !mail {
            current = replace(current, #"(?i)[,.!]?\s+(?:xoxo|x{2,4})[.!]*$"#, with: "")
            current = replace(current, #"(?i)(?:,|(?<=[.!])\s)\s*"# + signOff + #"[.!]*"# + writer + #"[.!]*$"#, with: "")
            current = replace(current, #"(?<=[.!])\s*[-–—]\s*(?-i:\p{Lu})[\p{L}.]{0,15}$"#, with: "")
        }
        current = replace(current, #"(?i)(?:(?:,\s*|\s+)(?:"# + thanks + "|" + toHearth + #"|please)\s*,?\s*hearth|,\s*hearth)[.!?]*$"#, with: "")
        current = replace(current, #"(?i)(?:,|(?<=[.!])\s)\s*(?:"# + (mail ? toHearth : thanks + "|" + toHearth) + #")[.!?]*$"#, with: "")
        if !mail { current = replace(current, #"(?i)\s+please\s+and\s+thank\s+you[.!?]*$"#, with: "") }
        current = current.trimmingCharacters(in: .whitespaces)
        return current.isEmpty ? text : current
    }

    /// What a phone's mail app adds under a message: "Sent from my iPhone", "Get Outlook for Android".
    static let deviceTrailer = #"(?:sent\s+from\s+my\s+(?:iphone|ipad|phone|mobile(?:\s+phone)?|smartphone|tablet|samsung(?:\s+galaxy)?(?:\s+[\w-]+)?|galaxy(?:\s+[\w-]+)?|android(?:\s+phone)?|pixel(?:\s+\d+)?|blackberry)|get\s+outlook\s+for\s+(?:android|ios|iphone)|sent\s+from\s+(?:outlook|gmail|yahoo\s+mail|proton\s*mail)(?:\s+for\s+\w+)?)"#

    /// The words that close a typed message: "cheers", "thx", "kind regards", "love", "ttyl".
    static let signOff = #"(?:thx|thanks|ty|cheers|ta|love|lots\s+of\s+love|best|best\s+wishes|all\s+the\s+best|(?:kind|warm|best)\s+regards|regards|many\s+thanks|take\s+care|peace\s+out|ttyl|talk\s+soon|speak\s+soon|hugs)"#

    /// The writer's name or initial after a sign-off (", Pua", " -K"), or nothing.
    static let writer = #"(?:\s*,?\s*[-–—]?\s*(?-i:\p{Lu})[\p{L}'’.-]{0,20})?"#

    /// True when the command is nothing but a sign-off or what a mail app adds ("cheers, Pua",
    /// "thanks, bye! xoxo", "Sent from my iPhone"): nothing is asked.
    public static func onlySignOff(_ text: String) -> Bool {
        matches(text, #"^(?:\s*(?:"# + deviceTrailer + "|" + signOff + #"|bye|xoxo|x{2,4})[\s,!.]*)+"# + writer + #"[\s.!]*$"#)
    }
}

extension SlotDrafter {
    /// Why a break named by Christmas must be asked about when its time is nowhere near
    /// Christmas, or nil: "add the christmas break from the 24th to the 2nd" said on 23 November
    /// reads "the 24th" as the next 24th, tomorrow, and the break would run 24 November to 2
    /// December (set 323, run without asking). A break, holiday, shutdown or closure named by
    /// Christmas takes in some of the weeks around it (15 December to 10 January); when the time
    /// drafted takes in none of them, which dates are meant is asked. Only the break itself is
    /// read ("the school christmas holidays"), not a thing about it ("book the christmas
    /// holidays", "a meeting about the christmas shutdown").
    ///
    /// - Parameters:
    ///   - draft: the drafted slots (title and time).
    ///   - resolver: whose time zone places the dates.
    /// - Returns: The reason to ask, or nil.
    static func christmasBreakMissed(_ draft: Draft, resolver: TimeResolver) -> String? {
        guard let title = draft.slots["title"],
              let named = captures(title, #"(?i)^(?:(?:the|my|our|a|an)\s+)?(?:[\p{L}'’-]+\s+){0,2}?((?:christmas|xmas)\s+(?:break|holidays?|hols|vacation|shutdown|closure|close-?down|fortnight))$"#)?.first ?? nil,
              case let ends = draft.placedTimes, let start = ends.first, let end = ends.last else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        let year = calendar.component(.year, from: start)
        // The weeks around each Christmas the time could be near: the year before's, its own.
        let near = [year - 1, year].contains { year in
            guard let from = calendar.date(from: DateComponents(year: year, month: 12, day: 15)),
                  let to = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 11)) else { return false }
            return start < to && end >= from
        }
        return near ? nil : "\"\(named)\" is set for \(ends.count > 1 ? "days" : "a day") nowhere near Christmas: which dates?"
    }
}

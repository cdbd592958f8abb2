import Foundation
import HearthCore

/// Turns a command into an `Understanding` in one model call: the intent is read off the model's
/// logits (the six labels' probabilities at one position, after a fixed prompt that stays in the
/// KV cache), weighed with keyword cues and the nearest labelled example by the fitted stacker
/// (``VoiceModel``); the slots are copied from the command by ``SlotDrafter`` with times resolved
/// by ``TimeResolver``; the confidence is calibrated and gated.
///
/// ```swift
/// let parser = try IntentParser(scorer: engine, examples: LabelledExample.bundled())
/// let understanding = try await parser.understand("remind me tomorrow at 7 to call John",
///                                                 reference: .now, timeZone: .current)
/// ```
public struct IntentParser: Sendable {
    /// The intents and their slots.
    public let schema: IntentSchema
    /// Thresholds, weights and prompt size.
    public var configuration: VoiceConfiguration
    /// The stacker and the confidence calibration (bundled, or refit by `hearth calibrate`).
    public var model: VoiceModel
    /// The word the model answers with for each intent; their first tokens differ.
    public static let labels: [String: String] = [
        "create_event": "calendar", "add_reminder": "reminder", "create_note": "note",
        "read_email": "inbox", "send_email": "send", "none": "other",
    ]
    /// The everyday words a title to run without asking is checked against (nil: none is checked).
    public var everydayWords: EverydayWords? = EverydayWords.installed
    private let scorer: any LabelScoring
    private let fixedMessages: [ChatMessage]
    private let fixedAnswer: String
    private let matcher: NearestNeighbourMatcher
    /// The drafter, reading the speaker's own words with this parser's word list.
    private var drafter: SlotDrafter {
        var drafter = SlotDrafter()
        drafter.everydayWords = everydayWords
        return drafter
    }

    /// - Parameters:
    ///   - scorer: the model (a `LlamaEngine`).
    ///   - schema: the intent schema (nil: the bundled `intent-schema.json`).
    ///   - examples: labelled training examples: a few per intent become the prompt's examples,
    ///     all of them are the nearest-example feature's neighbours.
    ///   - configuration: thresholds, weights and prompt size.
    ///   - model: the fitted stacker and calibration (nil: the bundled `voice-model.json`).
    /// - Throws: `VoiceError.invalidSchema` when the schema's intents have no labels or do not
    ///   match the model's; `.invalidData` when the bundled model is missing.
    public init(scorer: any LabelScoring, schema: IntentSchema? = nil, examples: [LabelledExample],
                configuration: VoiceConfiguration = VoiceConfiguration(), model: VoiceModel? = nil) throws(VoiceError) {
        let given = schema
        let schema: IntentSchema
        if let given { schema = given } else { schema = try IntentSchema.bundled() }
        let fitted: VoiceModel
        if let model { fitted = model } else { fitted = try VoiceModel.bundled() }
        guard schema.intents.allSatisfy({ Self.labels[$0] != nil }) else {
            throw VoiceError(.invalidSchema, "every intent needs a label word in IntentParser.labels")
        }
        guard fitted.intents == schema.intents, fitted.featureNames == IntentFeatures.names(intents: schema.intents) else {
            throw VoiceError(.invalidSchema, "the voice model was fitted for other intents or features; rerun hearth calibrate")
        }
        self.schema = schema
        self.scorer = scorer
        self.configuration = configuration
        self.model = fitted
        matcher = NearestNeighbourMatcher(examples: examples.map { ($0.utterance, $0.intent) })
        fixedMessages = [.system(Self.systemPrompt(schema)), .user(Self.request)]
        fixedAnswer = Self.promptExamples(examples, count: configuration.promptExamples, intents: schema.intents)
            .map { Self.line($0.utterance) + " " + (Self.labels[$0.intent] ?? "other") + "\n" }.joined()
    }

    /// The user's turn of the fixed prompt; the assistant's answer lists the examples, one per line.
    static let request = "Label each command, one per line, as: command => label"

    /// A command as the model reads it: one line ending in the separator, so the only new tokens
    /// after the command are " =>" (the chat template's closing turn would add five).
    static func line(_ text: String) -> String {
        String(text.prefix(modelCharacters)).split(whereSeparator: \.isNewline).joined(separator: " ") + " =>"
    }

    static func systemPrompt(_ schema: IntentSchema) -> String {
        var lines = ["Answer with one word for what the command asks:"]
        for intent in schema.intents where intent != "none" {
            lines.append("- \(labels[intent] ?? intent): \(schema.summaries[intent] ?? intent)")
        }
        lines.append("- other: anything else (lights, music, weather, timers, alarms, questions, chat, deleting or changing things).")
        return lines.joined(separator: "\n")
    }

    /// A round-robin over intents so every intent is shown.
    static func promptExamples(_ examples: [LabelledExample], count: Int, intents: [String]) -> [LabelledExample] {
        let byIntent = Dictionary(grouping: examples.filter { $0.split == "train" }, by: \.intent)
        var chosen: [LabelledExample] = []
        var round = 0
        while chosen.count < count, round < 50 {
            for intent in intents where chosen.count < count {
                // Spread over each intent's list rather than its first few (different templates).
                if let list = byIntent[intent], round < list.count { chosen.append(list[(round * 37) % list.count]) }
            }
            round += 1
        }
        return chosen
    }

    /// The longest text given to the model (the drafter reads the whole command).
    static let modelCharacters = 400

    /// Understands one command.
    ///
    /// - Parameters:
    ///   - text: the command (typed or transcribed).
    ///   - asrConfidence: the recogniser's confidence, nil for typed text.
    ///   - reference: "now", for resolving time expressions.
    ///   - timeZone: the time zone the time expressions are meant in.
    /// - Throws: `HearthError` `.invalidRequest` for an empty command, or from the model.
    public func understand(_ text: String, asrConfidence: Double? = nil, reference: Date, timeZone: TimeZone) async throws(HearthError) -> Understanding {
        let trimmed = SlotDrafter.visible(text).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw HearthError(.invalidRequest, "the command is empty") }
        let scores = try await scoreLabels(trimmed)
        var understanding = decide(trimmed, logProbabilities: scores.logProbabilities, asrConfidence: asrConfidence,
                                   reference: reference, timeZone: timeZone)
        understanding.seconds = scores.seconds
        understanding.evaluatedPromptTokens = scores.evaluatedPromptTokens
        return understanding
    }

    /// The model's label log probabilities for a command, in schema order (one model call).
    ///
    /// - Throws: `HearthError` from the model.
    public func scoreLabels(_ text: String) async throws(HearthError) -> LabelScores {
        try await scorer.scoreLabels(LabelRequest(messages: fixedMessages, labels: schema.intents.map { " " + (Self.labels[$0] ?? $0) },
                                                  answerPrefix: fixedAnswer + Self.line(Self.modelText(text))))
    }

    /// The drafter's polite asks before a verb; "I'd like to" before one that adds.
    static let askBeforeAVerb: String = {
        let verb = #"(?:remind|add|put|schedule|book|set|make|create|write|jot|take|note|send|e-?mail|read|check|pop|stick|pencil|save|drop|arrange|plan|get|have)\b"#
        return #"(?i)^(?:(?:please|kindly) )?(?:"# + SlotDrafter.politeAsk + " (?=" + verb + #")|(?:i'd|i would) like to (?=(?:add|schedule|put|create|set up|book)\b))"#
    }()

    /// A command as the model and the nearest-neighbour matcher read it: without hesitations and
    /// words to the listener (``SlotDrafter/withoutAsides(_:toTheListener:)``), without what a speech
    /// recogniser adds ("[BLANK_AUDIO]", "(coughs)", "Thanks for watching!": ``SlotDrafter/transcribed(_:)``), without a sentence
    /// of context before it ("We're celebrating Zawadi's promotion. Add drinks on friday…"), and
    /// without a polite ask or a question before the verb ("could you add Thanasis's christening…"
    /// → "add Thanasis's christening…", "would you be so kind as to remind me…", "can I get a
    /// reminder…", "is it possible to add…", "let's schedule…"), and without a reason after it
    /// ("…on saturday at 7 am since we're both training for the half"): the prompt's examples say
    /// what to do plainly, and a polite opening or a reason after the command pulled requests to
    /// add events towards reminders.
    public static func modelText(_ text: String) -> String {
        let plain = SlotDrafter.withoutRemark(SlotDrafter.withoutContext(SlotDrafter.withoutAsides(SlotDrafter.withoutLabel(SlotDrafter.withoutAddress(SlotDrafter.plainRequest(SlotDrafter.withoutSpelling(SlotDrafter.punctuated(SlotDrafter.transcribed(SlotDrafter.visible(text)))))), events: false))), commas: false)
        let stripped = SlotDrafter.replace(plain, askBeforeAVerb, with: "")
        return stripped.isEmpty ? plain : stripped
    }

    /// The stacker's features for a command.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - logProbabilities: the model's label log probabilities (``scoreLabels(_:)``).
    ///   - resolver: places the time words.
    ///   - leavingOut: true for a labelled example itself (its own text is not its neighbour).
    public func features(_ text: String, logProbabilities: [Double], resolver: TimeResolver, leavingOut: Bool = false) -> IntentFeatures {
        var similarity: [String: Double] = [:]
        let plain = Self.modelText(text)
        for (intent, value) in matcher.rank(plain, leavingOut: leavingOut ? text : nil) { similarity[intent] = value }
        return IntentFeatures(text: plain, intents: schema.intents, logProbabilities: logProbabilities,
                              similarity: similarity, extraction: resolver.extract(from: SlotDrafter.joinSpokenAddresses(plain)))
    }

    /// Everything after the model call: stacker, slots, confidence, gate, alternatives.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - logProbabilities: the model's label log probabilities (``scoreLabels(_:)``).
    ///   - asrConfidence: the recogniser's confidence, nil for typed text.
    ///   - reference: "now", for resolving time expressions.
    ///   - timeZone: the time zone the time expressions are meant in.
    ///   - leavingOut: true for a labelled example itself (its own text is not its neighbour).
    public func decide(_ text: String, logProbabilities: [Double], asrConfidence: Double?, reference: Date, timeZone: TimeZone,
                       leavingOut: Bool = false) -> Understanding {
        let text = SlotDrafter.visible(text)
        let resolver = TimeResolver(reference: reference, timeZone: timeZone)
        let features = features(text, logProbabilities: logProbabilities, resolver: resolver, leavingOut: leavingOut)
        let probabilities = model.intentProbabilities(features)
        let draft = drafter.draft(text, intent: schema.intents[chosen(probabilities, text: text)], resolver: resolver)
        return decide(text, probabilities: probabilities, draft: draft, labelMass: features.labelMass, asrConfidence: asrConfidence,
                      reference: reference, timeZone: timeZone)
    }

    /// The understanding for given intent probabilities and the chosen intent's draft.
    func decide(_ text: String, probabilities: [Double], draft: SlotDrafter.Draft, labelMass: Double, asrConfidence: Double?,
                reference: Date, timeZone: TimeZone) -> Understanding {
        let chosen = self.chosen(probabilities, text: text)
        let intent = schema.intents[chosen]
        var understanding = Understanding(intent: intent, slots: draft.slots, raw: "", timeExpression: draft.timeExpression,
                                          rawConfidence: probabilities[chosen], nluConfidence: 0, confidence: 0, gate: .rephrase,
                                          alternatives: [], fromSafetyNet: false, malformed: false, seconds: 0)
        if draft.unresolvedTime != nil, let words = draft.timeExpression { understanding.slots["when_unresolved"] = words }
        understanding.intentProbabilities = Dictionary(uniqueKeysWithValues: zip(schema.intents, probabilities))
        understanding.nluConfidence = model.confidence(text: text, probabilities: probabilities, chosen: chosen, draft: draft, labelMass: labelMass,
                                                       spoken: asrConfidence != nil)
        understanding.confidence = configuration.fuse(nlu: understanding.nluConfidence, asr: asrConfidence)
        understanding.gate = configuration.gate(intent: intent, confidence: understanding.confidence)
        // A draft that lacks what its action needs, or whose time cannot be placed or is in
        // doubt for a reason the drafter names, never runs without asking.
        // An event said bare runs as any other when nothing of it is a guess (`surelyAnEvent`).
        let held = Self.holdBack(draft).flatMap {
            $0 == Self.noCarrierWords && surelyAnEvent(text, probabilities: probabilities, draft: draft, timeZone: timeZone) ? nil : $0
        }
        if understanding.gate == .execute,
           let reason = held ?? Self.unfamiliar(draft, intent: intent, words: everydayWords, said: text) ?? Self.leftOut(draft, intent: intent, said: text) {
            understanding.gate = .confirm
            understanding.heldBack = reason
        } else if understanding.gate == .confirm, intent == "send_email", let reason = draft.mustConfirm {
            // Mail always asks; what else it asks about is said too ("it cannot wait until 5 pm").
            understanding.heldBack = reason
        }
        understanding.alternatives = zip(schema.intents, probabilities)
            .filter { $0.0 != intent && $0.0 != "none" && $0.1 >= 0.02 }
            .sorted { $0.1 > $1.1 }.prefix(3).map(\.0)
        // "none" with a runnable intent close behind: ask with that intent rather than give up.
        // A sign-off alone ("Sent from my iPhone") asks nothing, whatever is behind.
        if intent == "none", !SlotDrafter.onlySignOff(text), let second = understanding.alternatives.first,
           (understanding.intentProbabilities[second] ?? 0) >= 0.25 {
            understanding.fromSafetyNet = true
            understanding.gate = .ask
        }
        // A request to change or remove what is there ("move my 3 pm meeting to 4", "clear my
        // calendar", "mark every email as read") or a question about it ("what's on my calendar
        // tomorrow") is not one to add or read something, whatever the scores say: Hearth says so
        // (and says why when the scores found none too).
        if let refusal = SlotDrafter.refusal(text) {
            understanding.intent = "none"
            understanding.slots = [:]
            understanding.timeExpression = nil
            understanding.gate = .rephrase
            understanding.fromSafetyNet = false
            understanding.alternatives = []
            understanding.heldBack = refusal
        }
        understanding.raw = Self.json(intent: understanding.intent, slots: understanding.slots)
        understanding.malformed = (try? schema.validateUnderstood(intent: understanding.intent, slots: understanding.slots)) == nil
        return understanding
    }

    /// What was said that a reminder, event or note does not hold, when it matters: a length said
    /// for an event that has none ("…on the 1st of December at 11, it'll be about an hour and a
    /// half" ran without it: sets 1012, 1014, 1018), or a name (a capitalised word within a
    /// sentence) that no slot holds ("jot this down: books to read, Villette, Lark Rise, The
    /// Go-Between" noted "books to read", the fourth test split; "ter... Thursday 2 o'clock,
    /// meeting with Tsogtbaatar…" ran titled "ter", set 1024). Days, months, "I" and the names of
    /// assistants and calendars are no such names, and neither are those of a sentence around the
    /// request that the title holds nothing of. A title whose first or last word is only part of a
    /// word said was cut in the wrong place, and is asked about too.
    ///
    /// - Parameters:
    ///   - draft: the slots drafted for the chosen intent.
    ///   - intent: the chosen intent; only a reminder, an event or a note is read.
    ///   - text: the command as said.
    /// - Returns: The reason, naming what was left out, or nil.
    static func leftOut(_ draft: SlotDrafter.Draft, intent: String, said text: String) -> String? {
        guard ["add_reminder", "create_event", "create_note"].contains(intent) else { return nil }
        let held = (Array(draft.slots.values) + [draft.timeExpression ?? ""]).joined(separator: " ").lowercased()
        // A name cut inside a word ("a meeting about the fl", of "…the flat registration on
        // Wednesday at four o'clock", set 1028): a word of its edge is no word said, but the start of one.
        let edges = (draft.slots["title"] ?? "").split { !$0.isLetter && $0 != "'" && $0 != "’" }
        for edge in [edges.first, edges.last].compactMap({ $0 }) where edge.count >= 2 {
            let word = NSRegularExpression.escapedPattern(for: String(edge))
            if !SlotDrafter.matches(text, #"(?i)(?<!\p{L})"# + word + #"(?!\p{L})"#),
               SlotDrafter.matches(text, #"(?i)(?<!\p{L})"# + word + #"\p{L}|\p{L}"# + word + #"(?!\p{L})"#) {
                return "the name's \"\(edge)\" is only part of a word said"
            }
        }
        if intent == "create_event", draft.slots["duration_min"] == nil,
           let length = SlotDrafter.captures(text, "(?i)\\b(" + SlotDrafter.saidLength + ")\\b")?.first ?? nil,
           !held.contains(length.lowercased()) {
            return "\"\(length)\" was said, but the event was drafted without a length"
        }
        // A sentence said around the request that none of the title is from says where the speaker
        // is or why ("I'm waiting outside the Savoy. remind me in 40 minutes to…"): its names are not looked for.
        let sentences = SlotDrafter.replace(text, SlotDrafter.sentenceBreak, with: "\n").split(separator: "\n").map(String.init)
        let titleWords = (draft.slots["title"] ?? "").lowercased().split { !$0.isLetter }.filter { $0.count >= 4 }
        let read = sentences.count == 1 ? text : sentences.filter { sentence in
            titleWords.contains { sentence.lowercased().contains($0) }
        }.joined(separator: " ")
        guard let capital = SlotDrafter.compiled(#"(?<=[\p{L}\d,;:'’")]\s)\p{Lu}[\p{L}'’-]*"#) else { return nil }
        let said = capital.matches(in: read, range: NSRange(read.startIndex..., in: read)).compactMap { Range($0.range, in: read).map { String(read[$0]) } }
        let names = said.filter { name in
            let word = SlotDrafter.replace(name, #"(?i)['’]s?$"#, with: "").lowercased()
            return !word.isEmpty && !held.contains(word) && !SlotDrafter.matches(word, "^(?:" + Self.notANameLeftOut + ")$")
        }
        guard let name = names.first else { return nil }
        return "\"\(name)\" was said but is in no part of it"
    }

    /// Capitalised words whose leaving out changes nothing: "I", days, months, assistants,
    /// calendars and courtesies.
    static let notANameLeftOut = #"i|i['’](?:m|ll|ve|d)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|hearth|siri|alexa|google|cortana|bixby|calendar|outlook|ok|okay|please|thanks|thank|cheers|am|pm|a\.m\.|p\.m\."#

    /// Why a draft must not run without asking, or nil when nothing in it holds it back.
    ///
    /// - Parameter draft: the slots drafted for the chosen intent.
    /// - Returns: The reason (the drafter's, an unplaced time, a missing part, no carrier words), or nil.
    public static func holdBack(_ draft: SlotDrafter.Draft) -> String? {
        if let reason = draft.mustConfirm { return reason }
        if let reason = draft.unresolvedTime { return reason }
        if draft.missingRequired { return "a part the action needs was not said" }
        if draft.bareTitle { return noCarrierWords }
        return nil
    }

    /// A clock that leaves no guess at am or pm: "7 pm", "9:30 a.m.", noon, midday, "19:30".
    static let clockWithoutGuess = #"\b\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)(?!\p{L})|\b(?:noon|midday)\b|\b(?:1[3-9]|2[0-3]):\d\d\b"#

    /// An hour said with its part of the day: "at 8 in the evening", "at ten in the morning",
    /// "at 11 at night" (no guess at am or pm either).
    static let hourWithPartOfDay = #"\b(?:\d{1,2}:\d\d|"# + TimeResolver.clockNumber + #")(?:\s+o['’]clock)?\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night)\b"#

    /// A day said in a time as drafted: "tomorrow", "today", "tonight", a weekday, a date.
    static let dayNamed = #"\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)|january|february|march|april|may|june|july|august|september|october|november|december)\b"#

    /// A word that tells what happened or happens: "a fox got into the pen", "a pane cracked", "a
    /// barrel burst in the barn", "a bus leaves at 7 pm" (lower-case "-ed" words but for nouns
    /// such as "shed" and "seed", a common irregular past, or a common verb of coming and going
    /// said of something); not a noun said with "a" or "the" ("a hit with Wray at the park courts…",
    /// "a cut and blow-dry…", set 872). "Shed" before what was shed is the verb ("a lorry shed its
    /// load…", set 1010).
    static let toldWhatHappened = #"\b(?!(?:shed|bed|sled|seed|feed|reed|weed|speed|breed|tweed|need|deed|hundred|red|sacred)s?\b)(?-i:\p{Ll})\p{L}+ed\b|\b(?<!\b(?:a|an|the|my|our|his|her|their|your)\s)(?:burst|cut|hurt|split|spread|shut|sank|sunk|slid|spun|leaves|arrives|opens|closes|starts|begins|ends|finishes|runs|comes|goes|gets|takes|happens|got|came|fell|ran|went|took|left|broke|found|hit|flew|swam|sat|saw|made|had|did|said|told|stole|ate|drank|lost|won|shot|bit|dug|threw|caught|brought|bought|sold|kept|slept|woke|wrote|rang|sang|spoke|stood|stuck|struck|swept|tore|wore|drove|rode|rose|froze|chose|began|blew|grew|knew|drew|forgot|gave|hid|held|hung|led|lit|met|paid|spent|taught|thought|wept)\b|\bshed\s+(?:its|his|her|their|our|my|a|an|the|some|all|half|part)\b"#

    /// Why a title said with no request around it is asked about.
    static let noCarrierWords = "no words like \"remind\", \"calendar\" or \"note\" were said around the title"

    /// True when an event said with no request around it ("a wedding ringing at St Giles on
    /// Saturday at 1:30 pm", "the carol service on the 20th at 6 pm") is sure enough to run
    /// without asking, as one said with "add" would: the model itself reads an event or a
    /// reminder (not nothing turned into an event by `chosen`: "flu jab at the chemist on the 2nd
    /// at 5:30 pm" leans to a reminder, and of the labelled commands said bare none is one; of the
    /// 518 in domain said bare in fresh sets 800-919, 7 more ran so, all right), it is said the way events are
    /// (``SlotDrafter/eventSaidBare(_:)``), its day and clock are placed, and the clock is said
    /// with am or pm, noon, on the 24-hour clock (`clockWithoutGuess`), or with its part
    /// of the day ("at 8 in the evening", `hourWithPartOfDay`), or is placed where its other reading is
    /// rarely meant (`hourWithoutGuess`), so the hour is no guess either. Of
    /// Hearth's labelled commands said that way with such a clock (through the 743rd fresh set),
    /// all 681 are events (and the 9 said bare with an hour and its part of the day, through the
    /// 807th); of the 966 remarks and other nothings of the held-out sets run, 38 are said one
    /// of those ways ("a branch came down on the shed in the night") and none with such a clock. A
    /// word that tells what happened ("a fox got into the pen on Saturday at 3 pm", "a barrel
    /// burst…") keeps it asked: 11 of the 681 events had one ("a guided walk…", "a cut and
    /// blow-dry…") before such a word said as a noun with "a" or "the" ("a hit with Wray…") stopped
    /// counting (set 872; of all labelled commands, 4 events and no bare remark lost it).
    func surelyAnEvent(_ text: String, probabilities: [Double], draft: SlotDrafter.Draft, timeZone: TimeZone) -> Bool {
        guard let top = probabilities.indices.max(by: { probabilities[$0] < probabilities[$1] }), ["create_event", "add_reminder"].contains(schema.intents[top]),
              draft.slots["datetime_point"] != nil || draft.slots["datetime_range"] != nil, let said = draft.timeExpression,
              SlotDrafter.eventSaidBare(text), !SlotDrafter.matches(text, Self.toldWhatHappened) else { return false }
        return SlotDrafter.matches(said, Self.clockWithoutGuess) || SlotDrafter.matches(said, Self.hourWithPartOfDay)
            || Self.hourWithoutGuess(draft, said: said, text: text, timeZone: timeZone)
    }

    /// A clock said without am or pm, as a number or in words: "at 2", "at quarter past 1", "at
    /// half 3", "at ten past two", "at 12:30", "from 1 to 2".
    static let bareClock = #"\b(?:at|from)\s+(?:(?:half|(?:a\s+)?quarter|twenty(?:[\s-]five)?|ten|five)\s+(?:(?:past|to)\s+)?)?"#
        + TimeResolver.clockNumber + #"(?::[0-5]\d)?\b"#

    /// True when a clock said without am or pm (`bareClock`) was placed where its other reading
    /// is rarely meant, as the events Hearth's labelled sets say with am or pm show:
    /// - from noon to 5:59 pm (a span: starting then and ending by 6:59 pm, six hours at most),
    ///   whose other reading falls between midnight and 6 am ("a meeting with Ogilvie about the
    ///   night rota on Wednesday at twenty past 3", "Mr Trebilcock's funeral at the cemetery
    ///   chapel on Wednesday at 12"): of the events of fresh sets 1-959 and dev said with am or pm
    ///   at 12 or from 1 to 5 o'clock, 1,870 are pm and 46 am; of those said bare (sets 800-919),
    ///   159 pm and one am, "a Junkanoo rush on Bay Street on Saturday from 2 am…";
    /// - on a day said, with nothing in the command a night or an evening out (`eveningOut`),
    ///   from 9 to 11:59 am ("citizenship ceremony at the town hall next Thursday at 11"), or a
    ///   span of ten hours at most from then, or from 8 across noon, ending by 5:59 pm ("cask
    ///   handling course at the brewery from 9 to 1 on Thursday"). Of the events said bare at 9, 10
    ///   or 11 with am or pm, 168 are am and 6 pm, each of the six a night out ("trad session in
    ///   the snug on Thursday at 9 pm", "drinks with the section after the concert on Saturday at
    ///   10 pm"); of the labelled spans said so with am and pm, 93 run through the day and 7 through
    ///   the night, each of the seven a night out, a shift or a flight ("the gig with Cerys on friday
    ///   from 9 pm to 1 am").
    /// A part of the day said with it ("tonight", "early") leaves it to the other checks.
    static func hourWithoutGuess(_ draft: SlotDrafter.Draft, said: String, text: String, timeZone: TimeZone) -> Bool {
        guard SlotDrafter.matches(said, bareClock), !SlotDrafter.matches(said, #"\b(?:morning|evening|night|tonight|midnight|early|late)\b"#) else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let times = draft.placedTimes
        guard let start = times.first, times.count <= 2 else { return false }
        let hour = calendar.component(.hour, from: start)
        let length = times.count == 2 ? times[1].timeIntervalSince(start) : 0
        let endHour = times.count == 2 ? calendar.component(.hour, from: times[1]) : hour
        if (12...17).contains(hour) { return length <= 6 * 3600 && endHour <= 18 }
        guard SlotDrafter.matches(said, Self.dayNamed), !SlotDrafter.matches(text, Self.eveningOut), length <= 10 * 3600, endHour <= 17 else { return false }
        return (9...11).contains(hour) || (hour == 8 && times.count == 2 && endHour >= 12)
    }

    /// A night or an evening out named in a command, or a shift or a flight that may run through
    /// the night: "drinks", "a party", "a session in the snug", "the running night", "a gig", "the
    /// late show", "on the door", "the night shift".
    static let eveningOut = #"\b(?:drinks?|party|parties|night|nights|evening|late|gig|concert|show|disco|ball|dinner|supper|pub|bar|club|quiz|karaoke|ceilidh|céilí|ceili|session|do|curry|meal|social|bash|knees-up|shifts?|overnight|door|watch|flight|marathon|tournament|poker)\b"#

    /// Why a draft must not run without asking for the words in it: words that are not everyday
    /// English in the title ("bumbye fo' call Makalii"), which may be the speaker's own words around
    /// the title rather than part of it, or beside the time ("remind me jutro at 8…"), which may
    /// be its day. Names (a capital) are never doubted.
    ///
    /// - Parameters:
    ///   - draft: the slots drafted for the chosen intent.
    ///   - intent: the chosen intent; only a reminder's, event's or note's title is read.
    ///   - words: the everyday words (nil: nothing is doubted).
    ///   - text: the command as said, where the time's neighbours are looked for.
    /// - Returns: The reason, naming the words, or nil.
    static func unfamiliar(_ draft: SlotDrafter.Draft, intent: String, words: EverydayWords?, said text: String) -> String? {
        guard let words, ["add_reminder", "create_event", "create_note"].contains(intent) else { return nil }
        func listed(_ strange: [String]) -> String {
            let named = strange.prefix(3).map { "\"\($0)\"" }
            let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
            return list + (named.count == 1 ? " is not a word" : " are not words") + " Hearth knows"
        }
        if let title = draft.slots["title"] {
            // "stir the fungee", "the wheelwrights' company dinner", "my auntie's ninetieth
            // birthday": a word said straight after "the", "a", "my" or someone's is a thing named
            // in the title, not the speaker's own word around it.
            // So is one a word or two further into such a thing, or after "of", with more of the
            // title after it: "the black-faced tup is lame", "the township fank with Macaulay",
            // "two bags of betel nut" (not "bring the fish aban": a last word may be the
            // speaker's own, a day or a thank-you).
            let leader = #"(?:^|\s)(?:the|a|an|my|your|his|her|our|their|its|this|that|these|those|some|every|each|[\p{L}-]+['’]s|[\p{L}-]+s['’])\s+"#
            let strange = words.unfamiliar(in: title).filter { word in
                let escaped = NSRegularExpression.escapedPattern(for: word)
                return !SlotDrafter.matches(title, leader + escaped + #"(?:['’]s?)?(?![\p{L}'’-])"#)
                    && !SlotDrafter.matches(title, #"(?:"# + leader + #"(?:[\p{L}'’-]+\s+){1,2}|(?:^|\s)of\s+)"# + escaped + #"(?:['’]s?)?\s+\p{L}"#)
                    // "hooyo's blood pressure tablets…", "port waterjet's making a racket" (sets 1045,
                    // 1050): someone's or something's, said before what is theirs or what it does;
                    // "pick Ubah up from dugsi": a place after "from", "at" or "in".
                    && !SlotDrafter.matches(title, #"(?:^|\s)"# + escaped + #"(?<=['’]s)\s+\p{L}"#)
                    && !SlotDrafter.matches(title, #"(?:^|\s)(?:from|at|in|into|near)\s+"# + escaped + #"(?![\p{L}'’-])"#)
            }
            // A note is what was said, whole: a word inside a long one is its own ("we need more
            // lumpsuckers for pens five and six…", "blue chequer cock with the white flight…", "fifteen
            // kilos of Beaufort d'alpage for January…", sets 1063, 1064, 1069); the speaker's own words
            // around it stand at its edges.
            let edges: [String] = {
                let all = title.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters) }
                return all.count <= 8 ? all : Array(all.prefix(2) + all.suffix(2))
            }()
            let doubted = intent == "create_note" ? strange.filter { word in edges.contains { $0.caseInsensitiveCompare(word) == .orderedSame } } : strange
            if !doubted.isEmpty { return listed(doubted) + ", so the title may hold words that are not part of it" }
        }
        // "remind me jutro at 8…", "…aquesta nit at 11…": a word of another language right before
        // or just after the time, or in the two words before its clock, may be its day ("tomorrow",
        // "tonight"), dropped; the time may then be wrong.
        guard let said = draft.timeExpression, !said.isEmpty else { return nil }
        // "remind me the morra at 9 am…": a time with its day and its am or pm lacks neither.
        if SlotDrafter.matches(said, Self.dayNamed), SlotDrafter.matches(said, Self.clockWithoutGuess + #"|\bmidnight\b"#) { return nil }
        // The time is drafted from the command with its typing slips mended ("tomorow").
        let text = SlotDrafter.mendingTypos(text)
        var beside: [Substring] = []
        let saidAt = text.range(of: said, options: [.caseInsensitive, .diacriticInsensitive])
        if let range = saidAt {
            beside += text[..<range.lowerBound].split(whereSeparator: \.isWhitespace).suffix(1)
            // Two after it: "on Thursday na pokwa to…" ("na" is English too); a title's own words
            // there are read as the title's anyway.
            beside += text[range.upperBound...].split(whereSeparator: \.isWhitespace).prefix(2)
        }
        if let clock = text.range(of: "(?i)\\b" + SlotDrafter.clockAhead, options: .regularExpression) {
            // Words the time resolver read as part of the time are understood ("this arvo at 3"):
            // the two words before it are looked at instead.
            let end = saidAt.flatMap { $0.lowerBound <= clock.lowerBound && clock.lowerBound < $0.upperBound ? $0.lowerBound : nil } ?? clock.lowerBound
            beside += text[..<end].split(whereSeparator: \.isWhitespace).suffix(2)
        }
        let strange = words.unfamiliar(in: beside.joined(separator: " "))
        return strange.isEmpty ? nil : listed(strange) + ", next to the time (\"\(said)\"), which may say its day"
    }

    /// The most probable intent's index (the last intent, "none", when there are no probabilities),
    /// except that any other intent for a question whether mail has come
    /// (``SlotDrafter/asksForMail(_:)``: "did the airline send an email about the flight", "check
    /// whether Artūrs replied to my note") is reading mail, reading mail for a command told with no
    /// word of mail (``SlotDrafter/toldWithoutMail(_:)``) or told about one mail had
    /// (``SlotDrafter/toldAboutAMail(_:)``) is nothing, and that a runnable intent other than
    /// the one the command's opening words ask for (``SlotDrafter/leadingIntent(_:)``: "email Rūta
    /// saying remind me to call you") gives way to it: the calibration, which sees that intent's
    /// probability, decides whether to ask.
    func chosen(_ probabilities: [Double], text said: String) -> Int {
        // "add an event, no, a reminder, …": the kind said last.
        let text = SlotDrafter.withoutKindCorrected(said)
        let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] } ?? schema.intents.count - 1
        // "Sent from my iPhone", "cheers, Pua": a sign-off alone asks nothing.
        if SlotDrafter.onlySignOff(text), let none = schema.intents.firstIndex(of: "none") { return none }
        if schema.intents[best] != "read_email", SlotDrafter.asksForMail(text),
           let mail = schema.intents.firstIndex(of: "read_email") { return mail }
        // "Fitch's kids threw a football through the new window": told, with no word of mail, is
        // no request to read it.
        if schema.intents[best] == "read_email", SlotDrafter.toldWithoutMail(text), let none = schema.intents.firstIndex(of: "none") { return none }
        // "the email from Breathnach came in at 3 in the morning": told about a mail, not asked.
        if schema.intents[best] == "read_email", SlotDrafter.toldAboutAMail(text), let none = schema.intents.firstIndex(of: "none") { return none }
        // "dentist on friday at 3 pm, as an event", "…, make it a reminder": the kind said decides.
        if let said = SlotDrafter.intentSaidAfter(text), let index = schema.intents.firstIndex(of: said) { return index }
        // The request said first decides over one whose words are inside what it holds; a plain
        // request to remind or to note decides over "none" too ("don't let me forget to download
        // the boarding pass", "jot this down: …"), and the calibration decides whether to ask.
        if schema.intents[best] != "read_email", let leading = SlotDrafter.leadingIntent(text),
           schema.intents[best] != "none" || ["add_reminder", "create_note"].contains(leading),
           let index = schema.intents.firstIndex(of: leading) { return index }
        // "a standards check on the 15th at 2 pm": a thing said bare at a time is an event; so is
        // one scored as nothing when a clock is said ("a music class at the library on the 2nd at
        // 10:30 am": "music" leans to requests Hearth does not serve). Both are asked about unless
        // `surelyAnEvent` finds the first sure.
        if schema.intents[best] == "add_reminder" || (schema.intents[best] == "none" && SlotDrafter.matches(text, SlotDrafter.clockWords)),
           SlotDrafter.eventSaidBare(text), let event = schema.intents.firstIndex(of: "create_event") { return event }
        return best
    }

    /// The understanding as one JSON object, keys sorted.
    static func json(intent: String, slots: [String: String]) -> String {
        var members: [String: JSONValue] = ["intent": .string(intent)]
        for (key, value) in slots { members[key] = .string(value) }
        return JSONValue.object(members, order: members.keys.sorted()).serialized
    }
}

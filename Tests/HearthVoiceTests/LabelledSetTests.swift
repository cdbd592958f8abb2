import Foundation
import HearthVoice
import Testing

/// The labelled voice-command set (scripts/voice/make-voice-set.py), read with the runtime's own
/// loader: the bundle holds train only, the held-out files are what their names say, splits never
/// share an utterance, and every gold label is well-formed.
@Suite struct LabelledSetTests {
    static let dataFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Data/voice").standardizedFileURL

    static func heldOut(_ split: String) throws -> [LabelledExample] {
        try LabelledExample.load(dataFolder.appendingPathComponent("nlu-\(split).jsonl"))
    }

    @Test func theRuntimeBundleHoldsTheTrainSplitOnly() throws {
        let bundled = try LabelledExample.bundled()
        #expect(bundled.count >= 500)
        #expect(Set(bundled.map(\.split)) == ["train"])
    }

    @Test func heldOutFilesHaveTheirSplitAndSize() throws {
        let dev = try Self.heldOut("dev"), test = try Self.heldOut("test")
        #expect(Set(dev.map(\.split)) == ["dev"])
        #expect(Set(test.map(\.split)) == ["test"])
        #expect(dev.count >= 250)
        #expect(test.count >= 400)
        let outOfDomain = test.filter { $0.source?.hasPrefix("ood-") == true }
        #expect(outOfDomain.count >= 500)
        #expect(Set(outOfDomain.compactMap(\.source)).count >= 2)
        #expect(outOfDomain.allSatisfy { $0.intent == "none" && $0.slots.isEmpty })
        for split in [dev, test] {
            let inDomain = split.filter { $0.intent != "none" }
            let fromTemplates = inDomain.filter { $0.source?.hasPrefix("template-") == true }
            #expect(Double(fromTemplates.count) <= 0.6 * Double(inDomain.count))
        }
    }

    @Test func noUtteranceIsInTwoSplits() throws {
        var seen: [String: String] = [:]
        var shared = 0
        for example in try LabelledExample.bundled() + Self.heldOut("dev") + Self.heldOut("test") {
            let key = example.utterance.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " }
            if let split = seen[key], split != example.split { shared += 1 }
            seen[key] = example.split
        }
        #expect(shared == 0)
    }

    @Test func everyLabelIsWellFormed() throws {
        let schema = try IntentSchema.bundled()
        let iso = ISO8601DateFormatter()
        for example in try LabelledExample.bundled() + Self.heldOut("dev") + Self.heldOut("test") {
            #expect(schema.intents.contains(example.intent), "\(example.intent)")
            #expect(throws: Never.self) { try schema.validate(JSONValue.parse(example.output)) }
            let reference = try #require(example.referenceDate)
            #expect(TimeZone(identifier: example.timezone) != nil)
            if let point = example.slots["datetime_point"] {
                #expect((iso.date(from: point) ?? .distantPast) > reference, "\(point)")
            }
            if let range = example.slots["datetime_range"] {
                let ends = range.split(separator: "/").compactMap { iso.date(from: String($0)) }
                #expect(ends.count == 2 && ends[0] > reference && ends[1] > ends[0], "\(range)")
            }
            if example.intent == "send_email" { #expect(!(example.slots["email_to"] ?? "").isEmpty) }
            if ["add_reminder", "create_event", "create_note"].contains(example.intent) {
                let title = try #require(example.slots["title"])
                #expect(example.utterance.lowercased().contains(title.lowercased()), "title is a span of the utterance")
            }
        }
    }
}

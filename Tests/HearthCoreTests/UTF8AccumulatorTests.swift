import HearthCore
import Testing

@Suite struct UTF8AccumulatorTests {
    @Test func releasesOnlyWholeCharacters() {
        let bytes = Array("é東🎉".utf8) // 2 + 3 + 4 bytes
        var accumulator = UTF8Accumulator()
        var released: [String] = []
        for byte in bytes {
            released.append(accumulator.append([byte]))
        }
        #expect(released.filter { !$0.isEmpty } == ["é", "東", "🎉"])
        #expect(accumulator.flush() == "")
    }

    @Test func passesAsciiThroughImmediately() {
        var accumulator = UTF8Accumulator()
        #expect(accumulator.append(Array("hello".utf8)) == "hello")
    }

    @Test func flushTurnsATruncatedCharacterIntoReplacement() {
        var accumulator = UTF8Accumulator()
        #expect(accumulator.append(Array("a".utf8) + [0xE6, 0x9D]) == "a")
        #expect(accumulator.flush() == "\u{FFFD}")
    }
}

@Suite struct StopSequenceMatcherTests {
    @Test func stopsBeforeASequenceSplitAcrossPieces() {
        var matcher = StopSequenceMatcher(["\nUser:"])
        #expect(matcher.append("Hello") == .text("Hello"))
        #expect(matcher.append(" there\nUs") == .text(" there"))
        #expect(matcher.append("er: hi") == .stop(""))
    }

    @Test func releasesHeldTextWhenItStopsMatching() {
        var matcher = StopSequenceMatcher(["END"])
        #expect(matcher.append("the EN") == .text("the "))
        #expect(matcher.append("D") == .stop(""))
        var other = StopSequenceMatcher(["END"])
        #expect(other.append("the EN") == .text("the "))
        #expect(other.append("ough") == .text("ENough"))
        #expect(other.flush() == "")
    }

    @Test func earliestOfSeveralStopsWins() {
        var matcher = StopSequenceMatcher(["b", "a"])
        #expect(matcher.append("xxbxa") == .stop("xx"))
    }

    @Test func noStopsMeansPassThrough() {
        var matcher = StopSequenceMatcher([])
        #expect(matcher.append("anything") == .text("anything"))
    }
}

@Suite struct GenerationOptionsTests {
    @Test func rejectsOutOfRangeValues() {
        var options = GenerationOptions()
        options.maxTokens = 0
        #expect(throws: HearthError.self) { try options.validate() }
        options = GenerationOptions()
        options.topP = 1.5
        #expect(throws: HearthError.self) { try options.validate() }
        options = GenerationOptions()
        options.stop = [""]
        #expect(throws: HearthError.self) { try options.validate() }
        #expect(throws: Never.self) { try GenerationOptions().validate() }
    }

    @Test func pathsFollowTheEnvironment() {
        #expect(HearthPaths.standard(environment: ["HEARTH_HOME": "/tmp/h"]).models.path == "/tmp/h/models")
        #if os(Linux)
        #expect(HearthPaths.standard(environment: ["XDG_DATA_HOME": "/x", "HOME": "/home/u"]).home.path == "/x/hearth")
        #expect(HearthPaths.standard(environment: ["HOME": "/home/u"]).home.path == "/home/u/.local/share/hearth")
        #endif
    }
}

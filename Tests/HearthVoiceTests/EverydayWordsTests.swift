import Foundation
import HearthVoice
import Testing

/// The everyday-word check on titles: what counts as a word, and the list file's format.
struct EverydayWordsTests {
    let words = EverydayWords(["call", "the", "take", "out", "of", "mother-in-law", "mother", "in", "law", "cafe", "dog", "dentist", "i", "pick", "up"])

    @Test func namesDigitsAndEndingsAreNeverDoubted() {
        #expect(words.unfamiliar(in: "call Makalii") == [])
        #expect(words.unfamiliar(in: "the dog's dentist") == [])
        #expect(words.unfamiliar(in: "pick up the B2 out of 4471") == [])
        #expect(words.unfamiliar(in: "the café") == [])
        #expect(words.unfamiliar(in: "call the mother-in-law") == [])
        #expect(words.unfamiliar(in: "the dentist’ll call") == [])
        // A plural of a known word of six letters or more is known; a short one is not ("amigos").
        #expect(words.unfamiliar(in: "call the dentists") == [])
        #expect(words.unfamiliar(in: "call the dogs") == ["dogs"])
        // "-ing" and "-ed" of a known stem of four letters or more (or of one with an "e" dropped,
        // or a doubled last letter) are known; short stems are not ("bing").
        let forms = EverydayWords(["lamb", "bake", "shop", "thatch", "b"])
        #expect(forms.unfamiliar(in: "lambing baking shopping thatched") == [])
        #expect(forms.unfamiliar(in: "bing lambish") == ["bing", "lambish"])
        // A British spelling of a known American one, and the plain verb of a known "-d" form
        // (set 925 had asked about "sterilise"); short words are left alone.
        let spellings = EverydayWords(["sterilize", "analyzed", "organization", "dehydrated", "b"])
        #expect(spellings.unfamiliar(in: "sterilise analysed organisation dehydrate") == [])
        #expect(spellings.unfamiliar(in: "sterilose hydrate") == ["sterilose", "hydrate"])
    }

    @Test func wordsDoneAgainAndCompoundsOfCommonWordsAreKnown() {
        // "re" before a known word (or its "-ing" form) of four letters or more.
        let again = EverydayWords(["check", "book", "wire", "red", "b"])
        #expect(again.unfamiliar(in: "recheck rebook rewiring") == [])
        #expect(again.unfamiliar(in: "rered rebbok") == ["rered", "rebbok"])
        // Two of the 10,000 most common words of four letters or more run together; a part that
        // only joins, or one further down the list, leaves the word unknown.
        let common = ["the", "show", "ground", "head", "lamp", "time", "sheet", "note", "that", "b"]
        let rare = ["ming", "tian"]
        let list = EverydayWords(common + (0..<10_000).map { "filler\($0)" } + rare)
        #expect(list.unfamiliar(in: "the showground headlamp timesheets") == [])
        #expect(list.unfamiliar(in: "notethat mingtian showgr") == ["notethat", "mingtian", "showgr"])
    }

    @Test func wordsOfAnotherLanguageAreNamedOnceInOrder() {
        #expect(words.unfamiliar(in: "bumbye fo' call Makalii") == ["bumbye", "fo"])
        #expect(words.unfamiliar(in: "take the laulau out of the imu, the laulau") == ["laulau", "imu"])
        #expect(words.unfamiliar(in: "call the dog-walker") == ["dog-walker"])
        #expect(words.unfamiliar(in: "ya'ni: call the dentist") == ["ya'ni"])
    }

    @Test func aListFileSkipsCommentsAndAnEmptyOneIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("words.txt")
        try "# a comment\nthe\n\ndentist\n".write(to: file, atomically: true, encoding: .utf8)
        let read = try EverydayWords(contentsOf: file)
        #expect(read.count == 2)
        #expect(read.unfamiliar(in: "the dentist comment") == ["comment"])
        try "# only a comment\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: VoiceError.self) { try EverydayWords(contentsOf: file) }
        #expect(throws: VoiceError.self) { try EverydayWords(contentsOf: folder.appendingPathComponent("missing.txt")) }
    }
}

import Foundation
import HearthCore
import HearthTesting
import HearthVoice
import Testing

@Suite struct ActionRunnerTests {
    let now = ISO8601DateFormatter().date(from: "2026-11-23T10:00:00+01:00")!

    func understanding(_ intent: String, _ slots: [String: String]) -> Understanding {
        Understanding(intent: intent, slots: slots, raw: "", timeExpression: nil, rawConfidence: 1, nluConfidence: 1,
                      confidence: 1, gate: .execute, alternatives: [], fromSafetyNet: false, malformed: false, seconds: 0)
    }

    /// Runs Python's `icalendar` and `email` (the venv `scripts/setup` makes) over the files.
    func parse(_ files: [URL]) throws -> [[String: Any]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = root.appendingPathComponent(".deps/voice/venv/bin/python")
        process.arguments = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/check-outputs.py").path] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    }

    @Test func writesFilesThatRealParsersReadAndUndoRemovesThem() throws {
        let folder = try TemporaryDirectory()
        let folders = VoiceFolders(root: folder.url)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(#"{"John": "john@example.org"}"#.utf8).write(to: folders.contacts)
        let runner = ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))

        let reminder = try #require(try runner.execute(understanding("add_reminder", ["title": "call John, then Anna; ok", "datetime_point": "2026-11-24T07:00:00+01:00"]), now: now))
        let event = try #require(try runner.execute(understanding("create_event", ["title": "Dentist", "datetime_range": "2026-11-25T15:00:00+01:00/2026-11-25T15:45:00+01:00"]), now: now))
        let mail = try #require(try runner.execute(understanding("send_email", ["email_to": "John", "email_subject": "Grüße", "email_body": "see you tomorrow"]), now: now))
        let note = try #require(try runner.execute(understanding("create_note", ["title": "wifi password is on the fridge"]), now: now))

        let parsed = try parse((reminder.createdFiles + event.createdFiles + mail.createdFiles).map(URL.init(fileURLWithPath:)))
        #expect(parsed.count == 3)
        #expect(parsed[0]["kind"] as? String == "VTODO")
        #expect(parsed[0]["summary"] as? String == "call John, then Anna; ok")
        #expect(parsed[0]["due"] as? String == "2026-11-24T06:00:00+00:00")
        #expect(parsed[1]["kind"] as? String == "VEVENT")
        #expect(parsed[1]["dtstart"] as? String == "2026-11-25T14:00:00+00:00")
        #expect(parsed[1]["dtend"] as? String == "2026-11-25T14:45:00+00:00")
        #expect(parsed[2]["to"] as? [String] == ["john@example.org"])
        #expect(parsed[2]["subject"] as? String == "Grüße")
        #expect(parsed[2]["body"] as? String == "see you tomorrow")
        #expect(parsed[2]["defects"] as? Int == 0)
        #expect(try String(contentsOfFile: note.createdFiles[0], encoding: .utf8).hasPrefix("# wifi password is on the fridge\n"))

        // Undo the last two (note, then email), then one more (event); the reminder stays.
        let undone = try runner.undo(2)
        #expect(undone.map(\.intent) == ["create_note", "send_email"])
        #expect(!FileManager.default.fileExists(atPath: note.createdFiles[0]))
        #expect(!FileManager.default.fileExists(atPath: mail.createdFiles[0]))
        #expect(try runner.undo(1).map(\.intent) == ["create_event"])
        #expect(FileManager.default.fileExists(atPath: reminder.createdFiles[0]))
        // The journal survives a new runner (it is a file).
        let again = ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))
        #expect(try again.undo(5).map(\.intent) == ["add_reminder"])
        #expect(throws: VoiceError.self) { try again.undo(1) }
    }

    @Test func repeatsAreWrittenAsRulesThatCalendarsExpand() throws {
        let folder = try TemporaryDirectory()
        let folders = VoiceFolders(root: folder.url)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let runner = ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))
        let reminder = try #require(try runner.execute(understanding("add_reminder", ["title": "put the bins out", "datetime_point": "2026-11-30T09:00:00+01:00",
                                                                                       "recurrence": "FREQ=WEEKLY;BYDAY=MO"]), now: now))
        let event = try #require(try runner.execute(understanding("create_event", ["title": "the cleaner", "recurrence": "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO",
                                                                                   "datetime_range": "2026-11-30T09:00:00+01:00/2026-11-30T11:00:00+01:00"]), now: now))
        let parsed = try parse((reminder.createdFiles + event.createdFiles).map(URL.init(fileURLWithPath:)))
        #expect(parsed.count == 2)
        #expect(parsed[0]["rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO")
        // In the local time said (floating): Mondays at 9:00, whatever the clocks do.
        #expect(parsed[0]["next"] as? [String] == ["2026-11-30T09:00:00", "2026-12-07T09:00:00", "2026-12-14T09:00:00"])
        #expect(parsed[1]["next"] as? [String] == ["2026-11-30T09:00:00", "2026-12-14T09:00:00", "2026-12-28T09:00:00"])
        #expect(parsed[1]["dtend"] as? String == "2026-11-30T11:00:00")
        #expect(understanding("add_reminder", ["title": "put the bins out", "datetime_point": "2026-11-30T09:00:00+01:00",
                                               "recurrence": "FREQ=WEEKLY;BYDAY=MO"]).summary.hasSuffix(", then every Monday"))
        // A repeat with an end, on a weekday of the month: the calendar stops where it was told to.
        let payroll = try #require(try runner.execute(understanding("add_reminder", ["title": "file the expenses", "datetime_point": "2026-11-27T16:00:00+01:00",
                                                                                      "recurrence": "FREQ=MONTHLY;BYDAY=-1FR;COUNT=2"]), now: now))
        let pills = try #require(try runner.execute(understanding("add_reminder", ["title": "take the antibiotics", "datetime_point": "2026-11-23T21:00:00+01:00",
                                                                                    "recurrence": "FREQ=DAILY;UNTIL=20261124T235959"]), now: now))
        let ending = try parse((payroll.createdFiles + pills.createdFiles).map(URL.init(fileURLWithPath:)))
        #expect(ending.first?["next"] as? [String] == ["2026-11-27T16:00:00", "2026-12-25T16:00:00"])
        #expect(ending.last?["next"] as? [String] == ["2026-11-23T21:00:00", "2026-11-24T21:00:00"])
        #expect(understanding("add_reminder", ["title": "take the antibiotics", "datetime_point": "2026-11-23T21:00:00+01:00",
                                               "recurrence": "FREQ=DAILY;UNTIL=20261124T235959"]).summary.hasSuffix(", then every day until 24 November 2026"))
        #expect(try runner.undo(4).count == 4)
        #expect(!FileManager.default.fileExists(atPath: reminder.createdFiles[0]))
    }

    @Test func wholeDaysAreWrittenAsAllDayEvents() throws {
        let folder = try TemporaryDirectory()
        let folders = VoiceFolders(root: folder.url)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let runner = ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))
        // "Tigran's visit from monday to wednesday": midnight to midnight is whole days, written as dates.
        let visit = understanding("create_event", ["title": "Tigran's visit", "datetime_range": "2026-11-30T00:00:00+01:00/2026-12-03T00:00:00+01:00"])
        #expect(visit.wholeDays?.first == "2026-11-30" && visit.wholeDays?.after == "2026-12-03")
        let timed = understanding("create_event", ["title": "the plumber", "datetime_range": "2026-11-30T08:00:00+01:00/2026-11-30T10:00:00+01:00"])
        #expect(timed.wholeDays == nil)
        #expect(visit.summary == "event \"Tigran's visit\" all day 2026-11-30 to 2026-12-02")
        let files = try [visit, timed].flatMap { try #require(try runner.execute($0, now: now)).createdFiles }
        let parsed = try parse(files.map(URL.init(fileURLWithPath:)))
        #expect(parsed[0]["dtstart"] as? String == "2026-11-30")
        #expect(parsed[0]["dtend"] as? String == "2026-12-03")
        #expect(parsed[1]["dtstart"] as? String == "2026-11-30T07:00:00+00:00")
    }

    @Test func undoByIdRevertsThatActionOnlyAndTheHistoryKeepsIt() throws {
        let folder = try TemporaryDirectory()
        let folders = VoiceFolders(root: folder.url)
        let runner = ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))
        let first = try #require(try runner.execute(understanding("create_note", ["title": "first"]), now: now))
        let second = try #require(try runner.execute(understanding("create_note", ["title": "second"]), now: now))
        let undone = try runner.undo(id: first.id)
        #expect(undone.id == first.id)
        #expect(!FileManager.default.fileExists(atPath: first.createdFiles[0]))
        #expect(FileManager.default.fileExists(atPath: second.createdFiles[0]))
        let history = try runner.journal.history(10)
        #expect(history.map(\.id) == [second.id, first.id])
        #expect(history.map(\.undone) == [false, true])
        #expect(try runner.journal.recent(10).map(\.id) == [second.id])
        #expect(throws: VoiceError(.nothingToUndo, "the action \(first.id.uuidString.lowercased()) was already undone")) { try runner.undo(id: first.id) }
        let unknown = UUID()
        #expect(throws: VoiceError(.nothingToUndo, "no action \(unknown.uuidString.lowercased()) in the journal")) { try runner.undo(id: unknown) }
    }

    @Test func readsAMaildirNewestFirstAndFiltersBySender() throws {
        let folder = try TemporaryDirectory()
        let folders = VoiceFolders(root: folder.url)
        let new = folders.mail.appendingPathComponent("new")
        try FileManager.default.createDirectory(at: new, withIntermediateDirectories: true)
        try Data("From: Anna <anna@example.org>\r\nSubject: Lunch\r\n\r\nhi\r\n".utf8).write(to: new.appendingPathComponent("1.eml"))
        try Data("From: Tom <tom@example.org>\r\nSubject: Re: the\r\n invoice\r\n\r\nok\r\n".utf8).write(to: new.appendingPathComponent("2.eml"))
        let connector = FileConnector(folders: folders)
        #expect(try connector.readEmail(from: nil, limit: 10).count == 2)
        #expect(try connector.readEmail(from: "tom", limit: 10).map(\.subject) == ["Re: the invoice"])
    }

    @Test func gatesFollowTheConfiguration() {
        let configuration = VoiceConfiguration()
        #expect(configuration.fuse(nlu: 0.9, asr: nil) == 0.9)
        #expect(abs(configuration.fuse(nlu: 0.9, asr: 0.5) - (0.6 * 0.9 + 0.4 * 0.5)) < 1e-12)
        #expect(configuration.gate(intent: "add_reminder", confidence: 0.95) == .execute)
        #expect(configuration.gate(intent: "add_reminder", confidence: 0.85) == .confirm)
        #expect(configuration.gate(intent: "add_reminder", confidence: 0.5) == .ask)
        #expect(configuration.gate(intent: "send_email", confidence: 0.99) == .confirm)
        #expect(configuration.gate(intent: "none", confidence: 0.99) == .rephrase)
    }

    @Test func calibrationLearnsFromHeldOutScores() {
        // Right with probability σ(1.5·x − 0.5): the fit recovers the slope and bias and is calibrated.
        var random = SplitMix64(seed: 7)
        let samples = (0..<3000).map { _ -> (x: [Double], y: Int) in
            let x = Double(random.next() % 6000) / 1000 - 3
            let p = 1 / (1 + exp(-(1.5 * x - 0.5)))
            return ([x], Double(random.next() % 1_000_000) / 1_000_000 < p ? 1 : 0)
        }
        let calibration = LogisticRegression.fit(samples, classes: 1, l2: 0.0001)
        #expect(abs(calibration.weights[0][0] - 1.5) < 0.25)
        #expect(abs(calibration.weights[0][1] + 0.5) < 0.25)
        let ece = VoiceModel.expectedCalibrationError(samples.map { (calibration.probabilities($0.x)[0], $0.y == 1) })
        #expect(ece < 0.05)
    }

    @Test func stackerSeparatesClasses() {
        // Three classes, each marked by one feature, with noise in another.
        let samples = (0..<300).map { i -> (x: [Double], y: Int) in
            let y = i % 3
            return ([y == 0 ? 1 : 0, y == 1 ? 1 : 0, y == 2 ? 1 : 0, Double(i % 7)], y)
        }
        let stacker = LogisticRegression.fit(samples, classes: 3)
        for (x, y) in samples.prefix(9) {
            let p = stacker.probabilities(x)
            #expect(p.indices.max { p[$0] < p[$1] } == y)
            #expect(abs(p.reduce(0, +) - 1) < 1e-9)
        }
    }

    @Test func safetyNetProposesTheNearestLabelledIntent() throws {
        let matcher = NearestNeighbourMatcher(examples: try LabelledExample.bundled().filter { $0.split == "train" }.map { ($0.utterance, $0.intent) })
        #expect(matcher.propose("please remind me to feed the dog")?.intent == "add_reminder")
        #expect(matcher.propose("jot down the gate code")?.intent == "create_note")
    }
}

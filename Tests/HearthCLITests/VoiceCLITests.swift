import Foundation
import HearthTesting
import Testing

/// `hearth command` / `hearth undo` / `hearth eval` as a person runs them, with HEARTH_HOME in a
/// temporary folder so no real calendar is touched.
@Suite struct VoiceCLITests {
    static func run(_ arguments: [String], home: URL, environment extra: [String: String] = [:]) throws -> CLI.Output {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["HEARTH_HOME"] = home.path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                          stderr: String(decoding: stderrData, as: UTF8.self))
    }

    @Test func commandUnderstandsActsOrAsksAndUndoReverts() throws {
        let home = try TemporaryDirectory()
        let output = try Self.run(["command", "remind me tomorrow at 7 to call John", "--json", "--now", "2026-11-23T10:00:00+01:00",
                                   "--timezone", "Europe/Berlin", "--model", TestModels.qwenModel.path], home: home.url)
        #expect(output.status == 0)
        #expect(output.stdout.contains("understood: reminder \"call John\" at 2026-11-24T07:00:00+01:00"))
        #expect(output.stdout.contains("\"intent\" : \"add_reminder\""))
        let calendar = home.url.appendingPathComponent("voice/calendar")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: calendar.path)) ?? []
        if output.stdout.contains("· execute") {
            #expect(files.count == 1)
            // The id printed after the action is the one --list shows and --id reverts.
            let id = try #require(output.stdout.firstMatch(of: /undo --id ([0-9a-f-]{36})/)?.1).description
            let listed = try Self.run(["undo", "--list"], home: home.url)
            #expect(listed.status == 0)
            #expect(listed.stdout.hasPrefix(id + "  2026-11-23T09:00:00Z  reminder \"call John\""), "\(listed.stdout)")
            let undo = try Self.run(["undo", "--id", id], home: home.url)
            #expect(undo.status == 0)
            #expect(undo.stdout.contains("undone: reminder"))
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: calendar.path)) ?? []).isEmpty)
            #expect(try Self.run(["undo", "--list"], home: home.url).stdout.contains("(undone)"))
            // The id alone, as the message printed it, names the same action.
            let again = try Self.run(["undo", id], home: home.url)
            #expect(again.status != 0)
            #expect(again.stderr == "hearth: error: the action \(id) was already undone\n")
            #expect(try Self.run(["undo", "last-tuesday"], home: home.url).stderr.contains("give a count of actions or an action id"))
            #expect(try Self.run(["undo"], home: home.url).stderr == "hearth: error: there is nothing to undo\n")
        } else {
            // Not confident enough: stdin is not a terminal, so nothing is confirmed and nothing written.
            #expect(output.stdout.contains("nothing was done"))
            #expect(files.isEmpty)
        }
    }

    @Test func evalNLUJudgesAnIntentOnlyExampleOnItsIntent() throws {
        let home = try TemporaryDirectory()
        let set = try home.file("set.jsonl", contents: Data("""
        {"utterance": "remind me tomorrow at 7 to call John", "reference": "2026-11-23T10:00:00+01:00", "timezone": "Europe/Berlin", "intent": "add_reminder", "slots": {"title": "call John", "datetime_point": "2026-11-24T07:00:00+01:00"}, "output": "", "split": "test"}
        {"utterance": "note that the gate code is 1234", "reference": "2026-11-23T10:00:00+01:00", "timezone": "Europe/Berlin", "intent": "create_note", "slots": {}, "output": "", "split": "test", "intent_only": true}
        {"utterance": "play some jazz", "reference": "2026-11-23T10:00:00+01:00", "timezone": "Europe/Berlin", "intent": "none", "slots": {}, "output": "", "split": "test", "intent_only": true}

        """.utf8))
        let output = try Self.run(["eval", "nlu", set.path, "--split", "test", "--errors", "--model", TestModels.qwenModel.path], home: home.url)
        #expect(output.status == 0, "\(output.stderr)")
        // The labelled reminder's two slots are scored; the note's title, which its line does not
        // label, is neither a false positive nor a reason to call the note wrong.
        #expect(output.stdout.contains("examples 3 · intent accuracy 100.0% · slot P 100.0% R 100.0% F1 100.0% · malformed 0 · 2 labelled with the intent only"),
                "\(output.stdout)")
        #expect(output.stdout.contains("  title           P 100.0%  R 100.0%  F1 100.0%  (tp 1 fp 0 fn 0)"), "\(output.stdout)")
        #expect(output.stdout.contains("  source unknown                 3  intent 100.0%  fully right 100.0%"), "\(output.stdout)")
        #expect(output.stdout.contains(", wrong 0 (0.0% of auto-runs)"), "\(output.stdout)")
        #expect(!output.stdout.contains("✗"), "\(output.stdout)")
    }

    /// A held-out set that has given its one reading joins dev for the calibration (`calibrate
    /// --spent`), whatever split it was written with: its commands are read by the model, reported
    /// out of fold with dev's, and named in the model's `fittedOn`; the stacker does not learn from it.
    @Test func calibrateFitsOnSpentHeldOutSets() throws {
        let home = try TemporaryDirectory()
        func lines(_ commands: [(String, String, String)], split: String) -> Data {
            Data(commands.map { utterance, intent, slots in
                #"{"utterance": "\#(utterance)", "reference": "2026-11-23T10:00:00+01:00", "timezone": "Europe/Berlin", "intent": "\#(intent)", "slots": {\#(slots)}, "output": "", "split": "\#(split)"}"#
            }.joined(separator: "\n").utf8)
        }
        let train = try home.file("train.jsonl", contents: lines([
            ("remind me to call John", "add_reminder", #""title": "call John""#),
            ("remind me to water the plants", "add_reminder", #""title": "water the plants""#),
            ("note that the gate code is 1234", "create_note", #""title": "the gate code is 1234""#),
            ("make a note: the van is in bay 4", "create_note", #""title": "the van is in bay 4""#),
            ("any emails from Anna", "read_email", #""email_from": "Anna""#),
            ("read my new mail", "read_email", ""),
            ("play some jazz", "none", ""),
            ("turn the lights off", "none", ""),
        ], split: "train"))
        let dev = try home.file("dev.jsonl", contents: lines([
            ("remind me to buy milk", "add_reminder", #""title": "buy milk""#),
            ("note that the bins go out on tuesday", "create_note", #""title": "the bins go out on tuesday""#),
            ("what's the weather like", "none", ""),
            ("read me my email", "read_email", ""),
        ], split: "dev"))
        let spent = try home.file("spent-set.jsonl", contents: lines([
            ("remind me to ring the garage", "add_reminder", #""title": "ring the garage""#),
            ("jot down that the key is under the pot", "create_note", #""title": "the key is under the pot""#),
            ("any mail from Noor", "read_email", #""email_from": "Noor""#),
        ], split: "test"))
        let model = home.url.appendingPathComponent("model.json"), decisions = home.url.appendingPathComponent("decisions.jsonl")
        let output = try Self.run(["calibrate", dev.path, "--spent", spent.path, "--train", train.path, "--folds", "2", "--output", model.path,
                                   "--decisions", decisions.path, "-t", "2", "--model", TestModels.qwenModel.path], home: home.url)
        #expect(output.status == 0, "\(output.stderr)")
        // The stacker learns from train and dev; the calibration from dev and the spent set.
        #expect(output.stdout.contains("stacker: 8 train + 4 dev examples; calibration: the "), "\(output.stdout)")
        #expect(output.stdout.contains(" dev and spent held-out examples (3 spent) given a runnable intent"), "\(output.stdout)")
        #expect(output.stdout.contains("; spent held-out sets: spent-set"), "\(output.stdout)")
        #expect(output.stdout.contains("examples 7 · "), "\(output.stdout)")
        let decided = try String(contentsOf: decisions, encoding: .utf8).split(separator: "\n")
        #expect(decided.count == 7)
        #expect(decided.contains { $0.contains(#""utterance":"any mail from Noor""#) }, "\(decided)")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: model)) as? [String: Any])
        #expect((written["fittedOn"] as? String)?.hasSuffix("; spent held-out sets: spent-set") == true)
    }

    @Test func badInputIsOneClearLine() throws {
        let home = try TemporaryDirectory()
        let undo = try Self.run(["undo"], home: home.url)
        #expect(undo.status != 0)
        #expect(undo.stderr == "hearth: error: there is nothing to undo\n")
        let unknown = try Self.run(["undo", "--id", "1b4e28ba-2fa1-11d2-883f-0016d3cca427"], home: home.url)
        #expect(unknown.status != 0)
        #expect(unknown.stderr == "hearth: error: no action 1b4e28ba-2fa1-11d2-883f-0016d3cca427 in the journal\n")
        let malformed = try Self.run(["undo", "--id", "yesterday"], home: home.url)
        #expect(malformed.status != 0)
        #expect(malformed.stderr.contains("--id must be an action id"))
        #expect(try Self.run(["undo", "--list"], home: home.url).stdout == "no actions yet\n")
        let eval = try Self.run(["eval", "nlu", home.url.appendingPathComponent("missing.jsonl").path], home: home.url)
        #expect(eval.status != 0)
        #expect(eval.stderr.hasPrefix("hearth: error: cannot read"))
        #expect(eval.stderr.split(separator: "\n").count == 1)
        let empty = try Self.run(["command", "  "], home: home.url)
        #expect(empty.status != 0)
        #expect(empty.stderr.contains("the command is empty"))
        let calibrate = try Self.run(["calibrate", "x.jsonl", "--split", "test"], home: home.url)
        #expect(calibrate.status != 0)
        #expect(calibrate.stderr.contains("never calibrate on the test split"))
    }

    /// Each command's help names the model it loads without `--model`: the intent model for the
    /// voice commands, the chat model for the rest.
    @Test func helpNamesTheModelEachCommandLoads() throws {
        let home = try TemporaryDirectory()
        func help(_ command: [String]) throws -> String {
            let output = try Self.run(command + ["--help"], home: home.url)
            #expect(output.status == 0)
            return output.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        for command in [["command"], ["eval", "nlu"], ["calibrate"], ["bench-voice"]] {
            #expect(try help(command).contains("(default: qwen2.5-coder-0.5b)"), "\(command)")
        }
        for command in [["run"], ["chat"], ["serve"]] {
            #expect(try help(command).contains("(default: smollm2-135m)"), "\(command)")
        }
    }

    @Test func evalTimeScoresACorpusFile() throws {
        let home = try TemporaryDirectory()
        let corpus = try home.file("corpus.jsonl", contents: Data("""
        {"expected": "Time[]{2019-01-01 19:25 (X/X)}", "reference": "2018-12-31T12:43", "text": "tomorrow 7.25 pm"}
        {"expected": "Time[]{2018-03-13 X:X (X/X)}", "reference": "2018-03-07T12:43", "text": "tuesday"}
        {"expected": "Time[]{2018-03-13 X:X (X/X)}", "reference": "2018-03-07T12:43", "text": "blah"}
        {"expected": "Time[]{X-X-X 11:00 (X/X)}", "reference": "2018-03-07T12:43", "text": "11 am"}
        {"expected": "Time[]{X-X-X 11:00 (X/X)}", "reference": "2018-03-07T12:43", "text": "11 AM", "language": "en"}
        {"expected": "Time[]{2018-03-08 X:X (X/X)}", "reference": "2018-03-07T12:43", "text": "demain", "language": "fr"}

        """.utf8))
        // Without a language the German-word guess (ctparse's mixed corpus) leaves "11 am" out; an
        // item that says it is English counts, one in another language does not.
        let output = try Self.run(["eval", "time", corpus.path], home: home.url)
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("corpus: 3/4 resolved correctly"))
    }
}

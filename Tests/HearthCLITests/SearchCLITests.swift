import Foundation
import HearthTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `hearth index/search/ask` as a person runs them, with a private data folder.
@Suite struct SearchCLITests {
    let home: TemporaryDirectory
    let notes: URL

    init() throws {
        home = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: home.url.appendingPathComponent("models"), withDestinationURL: TestModels.defaultModel.deletingLastPathComponent())
        notes = home.url.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        let topics = ["sourdough bread needs a long cold proof", "the bicycle chain wants oil every month", "tax returns are due in April",
                      "the cat eats twice a day", "passport renewal takes six weeks", "the boiler is serviced every autumn"]
        for (n, topic) in topics.enumerated() {
            try "# Note \(n)\n\n\(topic).\n".write(to: notes.appendingPathComponent("note\(n).md"), atomically: true, encoding: .utf8)
        }
    }

    func process(_ arguments: [String]) -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HEARTH_HOME"] = home.url.path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        return (process, out, err)
    }

    func run(_ arguments: [String]) throws -> CLI.Output {
        let (process, out, err) = process(arguments)
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func indexResumesAfterKillNineAndSearchExplains() throws {
        // Kill -9 once the progress bar shows two finished files (one file per window here, so
        // each file is its own checkpoint).
        let (indexer, _, err) = process(["index", "--window-chunks", "1", notes.path])
        try indexer.run()
        var seen = ""
        while !seen.contains(" 2/6 files") {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        kill(indexer.processIdentifier, SIGKILL)
        indexer.waitUntilExit()
        #expect(seen.contains(" 2/6 files"))

        let resumed = try run(["index", notes.path])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let unchanged = resumed.stdout.split(separator: ",").compactMap { part -> Int? in
            part.hasSuffix(" unchanged") ? Int(part.split(separator: " ").first ?? "") : nil
        }.first ?? 0
        #expect(unchanged >= 2, "\(resumed.stdout)") // finished files were not redone
        #expect(resumed.stdout.hasPrefix("indexed \(6 - unchanged) files"))

        let search = try run(["search", "when must I renew travel documents", "-l", "1"])
        #expect(search.status == 0)
        #expect(search.stdout.contains("note4.md"))
        #expect(search.stdout.contains("why:"))
        #expect(search.stdout.contains("vector rank 1"))

        let bad = try run(["search", "   "])
        #expect(bad.status == 64)
        #expect(bad.stderr.split(separator: "\n").count == 1)
        #expect(bad.stderr.hasPrefix("hearth: error:"))
        let missing = try run(["index", "/nonexistent/hearth-notes"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "hearth: error: /nonexistent/hearth-notes does not exist\n")
    }

    @Test func deletingTheIndexLeavesNoIndexedTextInTheDataFolder() throws {
        // The notes live outside the data folder: only what Hearth stored is searched for.
        let elsewhere = try TemporaryDirectory()
        let marker = "qxvortlemb"
        try "# Secret plans\n\nThe \(marker) recipe is kept in the blue tin.\n".write(to: elsewhere.url.appendingPathComponent("plans.md"), atomically: true, encoding: .utf8)
        let indexed = try run(["index", elsewhere.url.path])
        #expect(indexed.status == 0, "\(indexed.stderr)")
        let found = try run(["search", marker, "-l", "1"])
        #expect(found.stdout.contains("plans.md"))
        #expect(filesContaining(marker).count > 0) // the check below can see the text when it is there
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("search.sqlite").path)) // one database

        let deleted = try run(["data", "delete", "index"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stderr.contains("1 search_chunks"), "\(deleted.stderr)")
        #expect(deleted.stderr.contains("1 search_documents"), "\(deleted.stderr)")
        #expect(filesContaining(marker) == [])
        let after = try run(["search", marker])
        #expect(after.status == 64)
        #expect(after.stderr.contains("nothing is indexed"))
    }

    /// Files in the data folder (not the linked model store) whose bytes contain `text`.
    func filesContaining(_ text: String) -> [String] {
        let needle = Data(text.utf8)
        var hits: [String] = []
        let enumerator = FileManager.default.enumerator(at: home.url, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        while let file = enumerator?.nextObject() as? URL {
            let values = try? file.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true { enumerator?.skipDescendants(); continue }
            if file.path.hasPrefix(notes.path) { continue } // the user's own notes, not Hearth's data
            guard values?.isRegularFile == true, let data = FileManager.default.contents(atPath: file.path) else { continue }
            if data.range(of: needle) != nil { hits.append(file.lastPathComponent) }
        }
        return hits
    }
}

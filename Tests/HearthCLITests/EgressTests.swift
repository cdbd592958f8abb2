import Foundation
import HearthTesting
import Testing

/// Runs a command under `strace -f -e trace=%network,openat` (file opens too, to prove the
/// command was really traced) and reports every socket use that could
/// leave the machine: a socket family other than local/IP/netlink, or an IP address that is not
/// loopback.
enum EgressCheck {
    struct Result {
        var status: Int32
        var trace: String
        var violations: [String]
    }

    static func run(_ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let folder = try TemporaryDirectory()
        let traceFile = folder.url.appendingPathComponent("trace.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-e", "trace=%network,openat", "-o", traceFile.path, executable] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let trace = (try? String(contentsOf: traceFile, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, trace: trace, violations: violations(in: trace))
    }

    static func violations(in trace: String) -> [String] {
        let allowedFamilies = ["AF_UNIX", "AF_LOCAL", "AF_INET", "AF_INET6", "AF_NETLINK"]
        let loopback = ["127.", "::1", "::ffff:127."]
        var found: [String] = []
        for line in trace.split(separator: "\n").map(String.init) {
            if let range = line.range(of: "socket(") {
                let family = line[range.upperBound...].prefix { $0 != "," && $0 != ")" }
                if !allowedFamilies.contains(String(family)) { found.append(line) }
            }
            for marker in ["inet_addr(\"", "inet_pton(AF_INET6, \""] {
                var rest = Substring(line)
                while let range = rest.range(of: marker) {
                    let address = rest[range.upperBound...].prefix { $0 != "\"" }
                    if !loopback.contains(where: { address.hasPrefix($0) }) && address != "0.0.0.0" && address != "::" {
                        found.append(line)
                    }
                    rest = rest[range.upperBound...]
                }
            }
        }
        return found
    }
}

@Suite struct EgressTests {
    @Test func theCheckSeesARealOutboundSocket() throws {
        // A UDP "connect" sends nothing but names a remote address: the check must flag it.
        let result = try EgressCheck.run("/usr/bin/env", ["python3", "-c", "import socket; s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.connect(('192.0.2.1', 9))"])
        #expect(result.status == 0)
        #expect(!result.violations.isEmpty, "\(result.trace)")
        #expect(result.trace.contains("192.0.2.1"))
    }

    @Test func generationChatAndTheStoreOpenNoNetworkSocket() throws {
        let temp = try TemporaryDirectory()
        let environment = ["HEARTH_HOME": temp.url.appendingPathComponent("data").path]
        let model = TestModels.defaultModel.path
        let binary = CLI.binary.path
        let runs: [([String], String?)] = [
            (["run", "What is the capital of France?", "--model", model, "--temperature", "0", "--max-tokens", "12", "--save"], nil),
            (["chat", "--model", model, "--temperature", "0", "--max-tokens", "8"], "Hello.\nHow are you?\n"),
            (["conversations", "export", "1", "--format", "markdown"], nil),
            (["run", "hi", "--model", "no-such-model"], nil),   // a failure, recorded in the error log
            (["data", "delete", "all"], nil),
        ]
        for (arguments, stdin) in runs {
            let result = try EgressCheck.run(binary, arguments, stdin: stdin, environment: environment)
            #expect(result.status == (arguments.contains("no-such-model") ? 2 : 0), "\(arguments)")
            #expect(result.violations.isEmpty, "\(arguments): \(result.violations)")
            // strace really traced the command (an empty trace would prove nothing): it saw the
            // database being opened.
            #expect(result.trace.contains("hearth.sqlite"), "\(arguments)")
        }
    }
}

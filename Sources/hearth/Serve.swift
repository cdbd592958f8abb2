import ArgumentParser
import Foundation
import HearthRuntime
import HearthServer

/// `hearth serve`: the OpenAI-compatible API, Hearth's own API and the web page.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the OpenAI-compatible API and the web page (loopback only unless --host and --api-key)."
    )

    @OptionGroup var model: ModelOptions

    @Option(help: "Address to bind; anything but loopback needs --api-key.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on (0: any free port).")
    var port = 8080

    @Option(name: .customLong("api-key"), help: "Require 'Authorization: Bearer <key>' on every API request (also read from HEARTH_API_KEY).")
    var apiKey: String?

    @Option(name: .customLong("max-waiting"), help: "Requests that may wait for the model; more get 429.")
    var maxWaiting = 8

    @Option(help: "Requests answered at once, decoded together in one batch (each with its own context window).")
    var parallel = 4

    func validate() throws {
        guard maxWaiting >= 0 else { throw ValidationError("--max-waiting must be 0 or more") }
        guard (1...64).contains(parallel) else { throw ValidationError("--parallel must be between 1 and 64") }
    }

    func run() async throws {
        var server = HearthServer.Configuration()
        server.host = host
        server.port = port
        server.apiKey = apiKey ?? ProcessInfo.processInfo.environment["HEARTH_API_KEY"]
        do {
            try server.validate()
        } catch {
            throw HearthError(.invalidRequest, error.message)
        }
        if !server.isLoopback {
            printStderr("hearth: warning: binding \(host): other machines can reach this server; every API request needs the API key")
        }
        var configuration = ModelHost.Configuration()
        configuration.model = model.model
        configuration.engine = model.configuration()
        configuration.engine.parallelSequences = parallel
        configuration.maxWaiting = maxWaiting
        let governorSetup = try GovernorSetup.make()
        configuration.governor = governorSetup.governor
        let poller = await governorSetup.start()
        defer { poller?.cancel() }
        let background = BackgroundSignal(governor: governorSetup.governor) { printStderr("(model unloaded: SIGUSR1, moved to the background)") }
        defer { background.stop() }
        let modelHost = try await ModelHost.start(configuration)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        try await HearthServer(host: modelHost, configuration: server).run(handleSignals: true) { port in
            let line = "Hearth is serving \(await modelHost.residentModel) at http://\(shownHost):\(port)/  (Ctrl-C stops)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }
}

import ServiceLifecycle

extension ResourceGovernor: Service {
    /// Polls the probes every `configuration.pollInterval` on the governor's clock until the task
    /// is cancelled or the service group shuts down gracefully.
    public func run() async throws {
        try await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await self.poll()
                try await self.clock.sleep(for: self.configuration.pollInterval)
            }
        }
    }
}

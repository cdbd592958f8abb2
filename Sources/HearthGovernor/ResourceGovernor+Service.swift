import ServiceLifecycle

extension ResourceGovernor: Service {
    /// Polls the probes every `configuration.pollInterval` on the governor's clock until the task
    /// is cancelled or the service group shuts down gracefully; then returns normally.
    public func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await self.poll()
                do {
                    try await self.clock.sleep(for: self.configuration.pollInterval)
                } catch {
                    return // cancelled: stop polling
                }
            }
        }
    }
}

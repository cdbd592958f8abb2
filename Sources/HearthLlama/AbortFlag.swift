import Synchronization

/// A one-way flag set when a request is cancelled; read by llama.cpp's abort callback.
///
/// It also counts the tokens the engine has generated so far, and remembers that count at the
/// moment of cancellation, so "tokens generated after cancel" is measured, not assumed.
final class AbortFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    private let generated = Atomic<Int>(0)
    private let generatedAtCancel = Atomic<Int>(-1)

    var isSet: Bool { flag.load(ordering: .relaxed) }

    func set() {
        guard !flag.exchange(true, ordering: .acquiring) else { return }
        generatedAtCancel.store(generated.load(ordering: .relaxed), ordering: .releasing)
    }

    /// Called by the engine after each generated token.
    func recordToken() { generated.add(1, ordering: .relaxed) }

    /// Tokens generated after `set()`; nil if never cancelled.
    var tokensAfterCancel: Int? {
        let atCancel = generatedAtCancel.load(ordering: .acquiring)
        return atCancel < 0 ? nil : generated.load(ordering: .relaxed) - atCancel
    }
}

import Dispatch
import Foundation
import HearthRuntime
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns Ctrl-C (SIGINT) into a callback instead of killing the process.
///
/// While a handler is installed the first Ctrl-C calls it (e.g. cancels the answer); a second
/// Ctrl-C before `rearm()` exits with status 130.
/// `@unchecked`: `source` is set once in `init` and only cancelled afterwards; the mutable state
/// lives in the `Mutex`.
final class InterruptHandler: @unchecked Sendable {
    private final class State: Sendable {
        let value = Mutex<(handler: (@Sendable () -> Void)?, pressed: Bool)>((nil, false))
    }

    private let state = State()
    private let source: any DispatchSourceSignal

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [state] in
            let handler: (@Sendable () -> Void)? = state.value.withLock { current in
                if current.pressed || current.handler == nil { return nil }
                current.pressed = true
                return current.handler
            }
            guard let handler else {
                FileHandle.standardError.write(Data("\n".utf8))
                exit(130)
            }
            handler()
        }
        source.resume()
    }

    /// Sets what the next Ctrl-C does.
    func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        state.value.withLock { $0 = (handler, false) }
    }

    /// Forgets the handler: the next Ctrl-C exits.
    func clear() {
        state.value.withLock { $0 = (nil, false) }
    }

    /// Stops catching Ctrl-C.
    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}

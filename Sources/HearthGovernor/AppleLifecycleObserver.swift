#if canImport(UIKit) && !os(watchOS)
import Foundation
import UIKit

/// Unloads every model when iOS sends a memory warning or the app moves to the background.
/// `@unchecked`: the observer tokens are set once in `init` and only removed in `deinit`.
public final class AppleLifecycleObserver: @unchecked Sendable {
    private let tokens: [any NSObjectProtocol]

    /// Starts observing; keep the value alive as long as the governor should react.
    @MainActor
    public init(governor: ResourceGovernor) {
        let center = NotificationCenter.default
        func observe(_ name: Notification.Name, _ reason: String) -> any NSObjectProtocol {
            center.addObserver(forName: name, object: nil, queue: nil) { _ in
                Task { await governor.unloadAll(reason: reason) }
            }
        }
        tokens = [
            observe(UIApplication.didReceiveMemoryWarningNotification, "the system sent a memory warning"),
            observe(UIApplication.didEnterBackgroundNotification, "the app moved to the background"),
        ]
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif

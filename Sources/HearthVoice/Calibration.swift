import Foundation

/// Platt scaling of the raw NLU score: `σ(a · logit(raw) + b)` (temperature scaling with a bias),
/// fitted on a held-out split by `hearth calibrate`.
public struct Calibration: Sendable, Hashable, Codable {
    /// The slope on the raw score's logit.
    public var a: Double = 1
    /// The bias.
    public var b: Double = 0
    /// How many examples it was fitted on (0: the identity).
    public var examples: Int = 0

    /// A calibration; the defaults are the identity.
    public init(a: Double = 1, b: Double = 0, examples: Int = 0) {
        self.a = a
        self.b = b
        self.examples = examples
    }

    static func logit(_ p: Double) -> Double {
        let q = min(max(p, 1e-6), 1 - 1e-6)
        return log(q / (1 - q))
    }

    /// The calibrated probability that the understanding is right.
    public func apply(_ raw: Double) -> Double {
        1 / (1 + exp(-(a * Self.logit(raw) + b)))
    }

    /// Fits `a`, `b` by minimising log loss (gradient descent; two parameters, a few thousand steps).
    public static func fit(_ samples: [(raw: Double, correct: Bool)]) -> Calibration {
        guard !samples.isEmpty else { return Calibration() }
        var a = 1.0, b = 0.0
        let xs = samples.map { logit($0.raw) }
        let ys = samples.map { $0.correct ? 1.0 : 0.0 }
        let n = Double(samples.count)
        for _ in 0..<5000 {
            var ga = 0.0, gb = 0.0
            for (x, y) in zip(xs, ys) {
                let p = 1 / (1 + exp(-(a * x + b)))
                ga += (p - y) * x
                gb += (p - y)
            }
            a -= 0.1 * ga / n
            b -= 0.1 * gb / n
        }
        return Calibration(a: a, b: b, examples: samples.count)
    }

    /// Reads parameters written by `hearth calibrate`, or the identity when the file is absent.
    ///
    /// - Throws: `VoiceError.invalidData` for a file that is not calibration JSON.
    public static func load(_ url: URL) throws(VoiceError) -> Calibration {
        guard let data = try? Data(contentsOf: url) else { return Calibration() }
        guard let calibration = try? JSONDecoder().decode(Calibration.self, from: data) else {
            throw VoiceError(.invalidData, "\(url.path) is not a calibration file; rerun hearth calibrate")
        }
        return calibration
    }
}

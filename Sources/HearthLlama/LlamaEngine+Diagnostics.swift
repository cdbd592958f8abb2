import CLlama
import Foundation
import HearthCore

extension LlamaEngine {
    /// llama.cpp's description of the CPU features and backends it was built with. Calling it
    /// proves the shared libraries loaded.
    public static func libraryInfo() -> String {
        LlamaBackend.start(verbose: false)
        guard let info = llama_print_system_info() else { return "no system info" }
        return String(cString: info).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

import HearthCore

/// The one thread on which all llama.cpp work runs (the engine, the embedder, model loads). Only
/// one model is resident at a time, so one thread is enough and no handle is ever touched from two.
enum LlamaExecutor {
    static let shared = DedicatedThreadExecutor(name: "hearth.llama")
}

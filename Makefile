# Hearth: `make run` sets up, builds and starts the server (it prints the page's URL); `make chat`
# chats in the terminal; `make test` runs the tests; `make docs` builds the DocC catalogues.
SHELL := /bin/bash
PREFIX := $(CURDIR)/.deps/prefix
export PKG_CONFIG_PATH := $(PREFIX)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
SWIFT_FLAGS ?=

.PHONY: setup build release run chat test docs fuzz bench load-bench clean

setup:
	@scripts/setup

build: setup
	swift build $(SWIFT_FLAGS)

release: setup
	swift build -c release $(SWIFT_FLAGS)

run: build
	@"$$(swift build $(SWIFT_FLAGS) --show-bin-path)/hearth" serve $(SERVE_ARGS)

chat: build
	@"$$(swift build $(SWIFT_FLAGS) --show-bin-path)/hearth" chat

test: setup
	swift test $(SWIFT_FLAGS)

# Mutation fuzzing of the parsers of outside input (GGUF header, WAV, JSON and JSON Schema → grammar,
# time expressions and the command normaliser and slot drafter, pack manifests, chat-template rendering
# of hostile messages, multipart upload forms): FUZZ_CASES per
# harness (every plain `make test` runs a short pass of 300); FUZZ_SEED varies the mutations.
FUZZ_CASES ?= 10000
FUZZ_SEED ?= 2026
fuzz: setup
	HEARTH_FUZZ_CASES=$(FUZZ_CASES) HEARTH_FUZZ_SEED=$(FUZZ_SEED) swift test $(SWIFT_FLAGS) --filter FuzzTests

# The DocC catalogues of the library modules, into .build/docs/<Target> (static HTML: serve the
# folder, e.g. `python3 -m http.server -d .build/docs/HearthRuntime`, and open /documentation/hearthruntime).
# Any docc warning (an unresolved ``Symbol`` link, a bad topic group, a parameter without its
# documentation) fails the target; then scripts/docs-coverage lists public symbols without a
# summary (DOCS_COVERAGE=--strict, the default, fails on any; DOCS_COVERAGE= only reports them).
DOCC_FLAGS ?= --warnings-as-errors
DOCS_COVERAGE ?= --strict
DOC_TARGETS := HearthCore HearthLlama HearthWhisper HearthCatalog HearthGovernor HearthStore HearthSearch HearthVoice HearthRuntime HearthServer
docs: setup
	swift package $(SWIFT_FLAGS) --allow-writing-to-directory .build/docs generate-documentation \
		$(foreach target,$(DOC_TARGETS),--target $(target)) --output-path .build/docs \
		--transform-for-static-hosting $(DOCC_FLAGS)
	@scripts/docs-coverage $(DOCS_COVERAGE) $(DOC_TARGETS)

bench: release
	@"$$(swift build -c release $(SWIFT_FLAGS) --show-bin-path)/hearth" bench $(BENCH_ARGS)

# Load benchmark of the server (release build, port 8099): LOAD_ARGS="--clients 1,4,8,32 --max-tokens 128".
load-bench: release
	@bin="$$(swift build -c release $(SWIFT_FLAGS) --show-bin-path)/hearth"; \
	"$$bin" serve --port 8099 --max-waiting 64 $(SERVE_ARGS) & pid=$$!; \
	trap 'kill $$pid 2>/dev/null' EXIT; \
	until curl -sf http://127.0.0.1:8099/api/status >/dev/null; do kill -0 $$pid || exit 1; sleep 0.5; done; \
	python3 Benchmarks/load.py --url http://127.0.0.1:8099 $(LOAD_ARGS)

clean:
	rm -rf .build

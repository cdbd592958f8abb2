# Hearth: `make run` sets up, builds and starts the server (it prints the page's URL); `make chat`
# chats in the terminal; `make test` runs the tests.
SHELL := /bin/bash
PREFIX := $(CURDIR)/.deps/prefix
export PKG_CONFIG_PATH := $(PREFIX)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
SWIFT_FLAGS ?=

.PHONY: setup build release run chat test bench load-bench clean

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

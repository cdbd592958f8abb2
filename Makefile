# Hearth: `make run` sets up, builds and starts a chat on the default model; `make test` runs the tests.
SHELL := /bin/bash
PREFIX := $(CURDIR)/.deps/prefix
export PKG_CONFIG_PATH := $(PREFIX)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
SWIFT_FLAGS ?=

.PHONY: setup build release run chat test bench clean

setup:
	@scripts/setup

build: setup
	swift build $(SWIFT_FLAGS)

release: setup
	swift build -c release $(SWIFT_FLAGS)

run: build
	@"$$(swift build $(SWIFT_FLAGS) --show-bin-path)/hearth" chat

test: setup
	swift test $(SWIFT_FLAGS)

bench: release
	@"$$(swift build -c release $(SWIFT_FLAGS) --show-bin-path)/hearth" bench $(BENCH_ARGS)

clean:
	rm -rf .build

# Switchyard build entry points. The per-package loops live in Scripts/; this file only
# names them. Extra swift flags: make build SWIFT_FLAGS="-Xswiftc -warnings-as-errors".

SHELL := /bin/bash
.DEFAULT_GOAL := help

export SWIFT_FLAGS

# Short package name -> package directory (dependency order).
PACKAGES := core shared home settings orders appcomposition app tests
dir_core            := Packages/Core
dir_shared          := Packages/Shared
dir_home            := Packages/Home
dir_settings        := Packages/Settings
dir_orders          := Packages/Orders
dir_appcomposition  := Packages/AppComposition
dir_app             := App
dir_tests           := Tests

BUILD_TARGETS := $(addprefix build-,$(PACKAGES))
TEST_TARGETS  := $(addprefix test-,$(PACKAGES))

.PHONY: help build test run lint format clean $(BUILD_TARGETS) $(TEST_TARGETS)

help:
	@echo "Switchyard targets:"
	@echo "  make build           build every package on its own, in dependency order"
	@echo "  make test            test every package on its own, then lint"
	@echo "  make run ARGS=...    release-build App and run switchyard with ARGS"
	@echo "  make lint            swift format lint --strict over all Swift sources"
	@echo "  make format          swift format all Swift sources in place"
	@echo "  make clean           remove every .build directory in the repository"
	@echo "  make build-NAME      build one package   (NAME: $(PACKAGES))"
	@echo "  make test-NAME       test one package    (NAME: as above)"
	@echo "  make help            show this list"

build:
	@Scripts/each-package build

test:
	@Scripts/each-package test
	@Scripts/lint

run:
	@if [[ ! -f App/Package.swift ]]; then \
		echo "error: App/Package.swift does not exist yet; there is no switchyard executable to run" >&2; \
		exit 1; \
	fi
	swift build -c release --package-path App --product switchyard $(SWIFT_FLAGS)
	App/.build/release/switchyard $(ARGS)

lint:
	@Scripts/lint

format:
	@Scripts/format

clean:
	find . -name .build -type d -prune -exec rm -rf {} +

$(BUILD_TARGETS): build-%:
	@Scripts/each-package build $(dir_$*)

$(TEST_TARGETS): test-%:
	@Scripts/each-package test $(dir_$*)

# Any other build-NAME / test-NAME: an unknown package name.
build-%:
	@echo "error: unknown package '$*' (known: $(PACKAGES))" >&2; exit 1

test-%:
	@echo "error: unknown package '$*' (known: $(PACKAGES))" >&2; exit 1

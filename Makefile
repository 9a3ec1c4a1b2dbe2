# Switchyard build entry points. The per-package loops live in Scripts/; this file only
# names them. Extra swift flags: make build SWIFT_FLAGS="-Xswiftc -warnings-as-errors".

SHELL := /bin/bash
.DEFAULT_GOAL := help

export SWIFT_FLAGS
# ARGS reaches the program through the environment, split into words at spaces and never
# read as shell syntax: `make run ARGS="--open switchyard://orders?a=1&b=2"` keeps its `&`.
export ARGS
# Taken as written: make would read `$5` in `ARGS='--open ...US$5'` as its own variable.
override ARGS := $(value ARGS)
# One scratch directory for every package built by make, so shared dependencies are
# compiled once per run (see Scripts/each-package). Override with SWIFT_SCRATCH_PATH=.
export SWIFT_SCRATCH_PATH ?= $(CURDIR)/.build/shared

# Short package name -> package directory (dependency order).
PACKAGES := core shared home settings orders template appcomposition app tests layering scaffold
dir_core            := Packages/Core
dir_shared          := Packages/Shared
dir_home            := Packages/Home
dir_settings        := Packages/Settings
dir_orders          := Packages/Orders
dir_appcomposition  := Packages/AppComposition
dir_app             := App
dir_tests           := Tests
dir_layering        := Scripts/LayeringCheck
dir_template        := Scripts/Templates/Feature
dir_scaffold        := Scripts/FeatureScaffold

# Feature packages made by Scripts/new-feature: any other Packages/*/Package.swift gets
# build-NAME and test-NAME, NAME being its directory's name in lowercase (Packages/Loyalty:
# make test-loyalty). `make build` and `make test` find them through Scripts/packages.
EXTRA_PACKAGE_DIRS := $(filter-out $(foreach p,$(PACKAGES),$(dir_$(p))),$(patsubst %/Package.swift,%,$(wildcard Packages/*/Package.swift)))
lowercase = $(shell printf '%s' '$(1)' | tr '[:upper:]' '[:lower:]')
$(foreach d,$(EXTRA_PACKAGE_DIRS),$(eval dir_$(call lowercase,$(notdir $(d))) := $(d)))
PACKAGES += $(foreach d,$(EXTRA_PACKAGE_DIRS),$(call lowercase,$(notdir $(d))))

BUILD_TARGETS := $(addprefix build-,$(PACKAGES))
TEST_TARGETS  := $(addprefix test-,$(PACKAGES))
# Every feature runs alone through its example executable: make run-home runs HomeExample.
FEATURES      := home settings orders template $(foreach d,$(EXTRA_PACKAGE_DIRS),$(call lowercase,$(notdir $(d))))
RUN_TARGETS   := $(addprefix run-,$(FEATURES))

.PHONY: help build test run lint format clean check-layering audit graph $(BUILD_TARGETS) $(TEST_TARGETS) $(RUN_TARGETS)

help:
	@echo "Switchyard targets:"
	@echo "  make build           build every package on its own, in dependency order"
	@echo "  make test            every package's tests on its own (the end-to-end and documentation"
	@echo "                       checks among them), then layering, audit, graph, lint, DocC, doc"
	@echo "                       examples and the feature scaffold: the whole contract, as CI runs it"
	@echo "  make run ARGS=...    release-build App and run switchyard with ARGS"
	@echo "  make run-FEATURE     run one feature alone with stand-ins (FEATURE: $(FEATURES))"
	@echo "  make scale N=50      generate N features on a copy and measure builds, start-up, audit, links"
	@echo "  make check-layering  check every import against the architecture's layering rules"
	@echo "  make audit           prove redirects, providers, link round trips and reachability"
	@echo "  make graph           redraw the navigation graph (docs/architecture.md) and its README overview"
	@echo "  make lint            swift format lint --strict over all Swift sources"
	@echo "  make format          swift format all Swift sources in place"
	@echo "  make clean           remove every .build directory in the repository"
	@echo "  make release-binary  build the release switchyard binary the end-to-end tests run"
	@echo "  make update-transcripts  rewrite Tests/Scenarios/*.expected (review the diff!)"
	@echo "  make check-scaffold  Scripts/new-feature Loyalty on a copy: build the app, open, audit, graph, example (FULL=1: + make test)"
	@echo "  make docs            build every DocC catalog into docs-out/ (toolchain docc, warnings fail)"
	@echo "  make fuzz            run each libFuzzer target FUZZ_SECONDS (default 30); fails on a crash, leak or timeout"
	@echo "  make sanitize        every package's tests under ThreadSanitizer, then AddressSanitizer"
	@echo "  make mutate          one deliberate bug at a time in the engine's rules; each must fail a test (python3)"
	@echo "  make bench           release benchmarks with floors and baselines; writes bench-results.json"
	@echo "  make build-NAME      build one package   (NAME: $(PACKAGES))"
	@echo "  make test-NAME       test one package    (NAME: as above)"
	@echo "  make help            show this list"

build:
	@Scripts/each-package build

test:
	@Scripts/each-package test
	@Scripts/check-layering
	@Scripts/audit
	@Scripts/check-graph
	@Scripts/lint
	@Scripts/docs
	@Scripts/check-doc-examples
	@Scripts/check-scaffold

run:
	@if [[ ! -f App/Package.swift ]]; then \
		echo "error: App/Package.swift does not exist yet; there is no switchyard executable to run" >&2; \
		exit 1; \
	fi
	@# Planned afresh: a plan kept from before files moved can name sources that are gone.
	@Scripts/fresh-plan App/.build
	swift build -c release --package-path App --product switchyard $(SWIFT_FLAGS)
	set -f; App/.build/release/switchyard $$ARGS

check-layering:
	@Scripts/check-layering

audit:
	@Scripts/audit

graph:
	@Scripts/graph

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

# The product is the package directory's name + Example (Packages/Home: HomeExample);
# the template's directory is Feature, its product TemplateExample.
example_template := TemplateExample
example_product   = $(or $(example_$(1)),$(notdir $(dir_$(1)))Example)
$(RUN_TARGETS): run-%:
	@# The whole package (its library, test support and example), not --product, planned
	@# afresh: the shared scratch directory may hold another package's plan (Scripts/fresh-plan).
	@Scripts/fresh-plan $(SWIFT_SCRATCH_PATH)
	swift build --package-path $(dir_$*) --scratch-path $(SWIFT_SCRATCH_PATH) $(SWIFT_FLAGS)
	set -f; "$$(swift build --package-path $(dir_$*) --scratch-path $(SWIFT_SCRATCH_PATH) $(SWIFT_FLAGS) --show-bin-path)/$(call example_product,$*)" $$ARGS

# The end-to-end tests (Tests/) run the real switchyard binary, so it is built (release)
# before Tests is tested: first thing in `make test`, and before `make test-tests`.
.PHONY: release-binary update-transcripts
test: release-binary
test-tests: release-binary

release-binary:
	@Scripts/fresh-plan App/.build
	swift build -c release --package-path App --product switchyard $(SWIFT_FLAGS)

# Rewrites Tests/Scenarios/*.expected from the current app; review the diff before keeping it.
update-transcripts:
	UPDATE_TRANSCRIPTS=1 swift test --package-path Tests --scratch-path $(SWIFT_SCRATCH_PATH) --filter TranscriptTests $(SWIFT_FLAGS)

# The feature scaffold proved on a throwaway copy of the repository (the last step of
# `make test`), and the DocC archives of every package's catalogs, built into docs-out/.
.PHONY: check-scaffold docs
check-scaffold:
	@Scripts/check-scaffold

docs:
	@Scripts/docs

# Reliability checks outside `make test`: the libFuzzer targets in Fuzz/, FUZZ_SECONDS each
# (reproducers in Fuzz/artifacts/), and every package's tests under the thread and address
# sanitizers, built in scratch paths under /tmp, and the mutation run over the engine's
# rules (MUTANTS=text picks some). See the README's Reliability section.
FUZZ_SECONDS ?= 30
.PHONY: fuzz sanitize mutate
fuzz:
	@Scripts/fuzz $(FUZZ_SECONDS)

sanitize:
	@Scripts/sanitize

mutate:
	@python3 Scripts/mutate $(MUTANTS)

# Performance, outside `make test`: the release-mode benchmark suite in Tests/Benchmarks
# (floors and naive baselines measured in the same run; prints the table and writes
# bench-results.json; BENCH_QUICK=1 for a smoke run) and build times per package.
# N features generated by the scaffold on a copy; clean and incremental builds, start-up,
# audit and link routing measured beside the demo's three features (minutes; not in test).
.PHONY: scale
N ?= 50
scale:
	@Scripts/scale $(N)

.PHONY: bench
bench:
	@Scripts/bench

# Any other build-NAME / test-NAME: an unknown package name.
build-%:
	@echo "error: unknown package '$*' (known: $(PACKAGES))" >&2; exit 1

test-%:
	@echo "error: unknown package '$*' (known: $(PACKAGES))" >&2; exit 1

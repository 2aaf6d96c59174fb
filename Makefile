# Polychip: the README's commands. `make run` and `make test` are all a new user needs; both
# install missing Debian/Ubuntu packages first (installer/deps-debian.sh).

BUILD_DIR ?= build
RELEASE_DIR := $(BUILD_DIR)/release
DEBUG_DIR := $(BUILD_DIR)/debug
SANITIZE_DIR := $(BUILD_DIR)/sanitize
FUZZ_DIR := $(BUILD_DIR)/fuzz
# make fuzz-run: seconds per target, and which targets (all by default).
SECONDS ?= 60
TARGETS ?=
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# CI builds (CI=true in the environment) treat warnings as errors.
WERROR := $(if $(filter true 1 yes,$(CI)),ON,OFF)
CMAKE_FLAGS := -G Ninja -DPOLYCHIP_WERROR=$(WERROR) $(EXTRA_CMAKE_FLAGS)
# The suite's Debug builds carry line tables only (backtraces); DEBUG_INFO=full for a debugger.
DEBUG_INFO ?= lines
REDOCLY := npx --yes @redocly/cli@2.77.0
FORMAT_FILES = $(shell git ls-files '*.cpp' '*.h' '*.h.in')

.PHONY: all run test build bench package format format-check lint-api validate-api test-sanitize fuzz fuzz-run deps clean

all: build

deps:
	@installer/deps-debian.sh build

## build: install what is missing, then build the console and the simulator (Release).
build: deps
	cmake -S . -B $(RELEASE_DIR) $(CMAKE_FLAGS) -DCMAKE_BUILD_TYPE=Release -DPOLYCHIP_BUILD_TESTS=OFF
	cmake --build $(RELEASE_DIR) --parallel $(JOBS)

## run: build, then start the console (ARGS="--lang zh_CN" to pass options).
run: build
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ] && [ -z "$$QT_QPA_PLATFORM" ]; then \
	  echo "make run: no display found (DISPLAY/WAYLAND_DISPLAY unset); try: xvfb-run make run" >&2; \
	  exit 1; \
	fi
	$(RELEASE_DIR)/app/polychip $(ARGS)

## test: install what is missing, build with tests (Debug), run the whole suite headless.
test: deps
	cmake -S . -B $(DEBUG_DIR) $(CMAKE_FLAGS) -DCMAKE_BUILD_TYPE=Debug -DPOLYCHIP_BUILD_TESTS=ON \
	  -DPOLYCHIP_DEBUG_INFO=$(DEBUG_INFO)
	cmake --build $(DEBUG_DIR) --parallel $(JOBS)
	cd $(DEBUG_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel $(JOBS)

## test-sanitize: the suite under AddressSanitizer and UndefinedBehaviorSanitizer.
test-sanitize: deps
	cmake -S . -B $(SANITIZE_DIR) $(CMAKE_FLAGS) -DCMAKE_BUILD_TYPE=Debug \
	  -DPOLYCHIP_BUILD_TESTS=ON -DPOLYCHIP_SANITIZE=address,undefined \
	  -DPOLYCHIP_DEBUG_INFO=$(DEBUG_INFO)
	cmake --build $(SANITIZE_DIR) --parallel $(JOBS)
	cd $(SANITIZE_DIR) && QT_QPA_PLATFORM=offscreen \
	  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --output-on-failure --parallel $(JOBS)

## fuzz: the libFuzzer program (clang, ASan + UBSan): every decoder, the SSE parser, the
## signature, page tokens and the simulator's request handling (tests/fuzz).
fuzz:
	@installer/deps-debian.sh fuzz
	cmake -S . -B $(FUZZ_DIR) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_CXX_COMPILER=clang++ -DPOLYCHIP_FUZZ=ON -DPOLYCHIP_SANITIZE=address,undefined \
	  -DPOLYCHIP_BUILD_TESTS=OFF -DPOLYCHIP_BUILD_BENCH=OFF -DPOLYCHIP_PCH=OFF -DPOLYCHIP_GOLD=OFF $(EXTRA_CMAKE_FLAGS)
	cmake --build $(FUZZ_DIR) --parallel $(JOBS) --target polychip-fuzz

## fuzz-run: each target for SECONDS (default 60); TARGETS="sse routing" for some. New inputs go
## to build/fuzz/corpus, findings to build/fuzz/findings (copy them to tests/fuzz/corpus).
fuzz-run: fuzz
	@fuzzer=$(FUZZ_DIR)/tests/fuzz/polychip-fuzz; failed=""; \
	targets="$(TARGETS)"; [ -n "$$targets" ] || targets=$$("$$fuzzer" 2>/dev/null); \
	mkdir -p $(FUZZ_DIR)/findings $(FUZZ_DIR)/logs; \
	for t in $$targets; do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$t; \
	  POLYCHIP_FUZZ_TARGET=$$t ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	    "$$fuzzer" -max_total_time=$(SECONDS) -print_final_stats=1 -timeout=20 \
	    -artifact_prefix=$(FUZZ_DIR)/findings/$$t- \
	    $(FUZZ_DIR)/corpus/$$t tests/fuzz/corpus/$$t >$(FUZZ_DIR)/logs/$$t.log 2>&1 \
	    || failed="$$failed $$t"; \
	  printf '%-28s %12s runs %8s new inputs\n' $$t \
	    "$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ_DIR)/logs/$$t.log)" \
	    "$$(sed -n 's/^stat::new_units_added: *//p' $(FUZZ_DIR)/logs/$$t.log)"; \
	done; \
	if [ -n "$$failed" ]; then \
	  echo "findings in:$$failed (logs in $(FUZZ_DIR)/logs, inputs in $(FUZZ_DIR)/findings)"; \
	  exit 1; fi

## bench: build (Release) and run every benchmark program; each prints BENCH lines, and a
## closing summary gives each figure against its target (tests/bench/targets.txt).
bench: build
	@out=$(RELEASE_DIR)/bench.txt; : >$$out; failed=""; \
	for b in $(RELEASE_DIR)/tests/bench/bench_*; do \
	  [ -f "$$b" ] && [ -x "$$b" ] || continue; echo "== $$(basename $$b)"; \
	  "$$b" >$$out.part || failed="$$failed $$(basename $$b)"; cat $$out.part; cat $$out.part >>$$out; \
	done; rm -f $$out.part; \
	awk -f tests/bench/summary.awk tests/bench/targets.txt $$out; \
	if [ -n "$$failed" ]; then echo "make bench: failed:$$failed" >&2; exit 1; fi

## package: .deb and .tar.gz under build/release, checked (installer/checkpackage.sh): the
## AppStream metadata validates and the unpacked .tar.gz runs from its own prefix.
package: build
	@installer/deps-debian.sh package
	cd $(RELEASE_DIR) && cpack
	installer/checkpackage.sh $(RELEASE_DIR)

format: deps
	clang-format -i $(FORMAT_FILES)

format-check:
	@command -v clang-format >/dev/null || installer/deps-debian.sh build
	clang-format --dry-run --Werror $(FORMAT_FILES)

## lint-api: validate docs/api/openapi.yaml with a standard OpenAPI linter (needs npm).
lint-api:
	@installer/deps-debian.sh lint
	$(REDOCLY) lint docs/api/openapi.yaml

## validate-api: the simulator's answers through a standard OpenAPI validator (Prism as a
## validating proxy over a tour of the API; needs npm), so spec and server cannot drift apart.
validate-api: build
	@installer/deps-debian.sh lint
	tests/tools/validate-api.sh $(RELEASE_DIR)/simulator/polychip-sim

clean:
	rm -rf $(BUILD_DIR)

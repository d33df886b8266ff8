# Installing and documenting BMIKit.
#
#   make install PREFIX=/usr/local   release build, then bin/bmi, its man page and completions
#   make install-strip PREFIX=…       the same without the symbols file bin/.debug/bmi.debug
#   make uninstall PREFIX=/usr/local  removes exactly the files `make install` wrote
#   make docs                          DocC archive of the library: .build/docs/BMIKit.doccarchive
#   make builtins                      the built-ins as values, from Standards/*.yaml, after a change
#
# Everything else (building, testing) is plain SwiftPM: `swift build`, `swift test`.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
DOCC ?= docc

# The installed binary has the Swift standard library linked in and no Foundation at all
# (BMI_WITHOUT_FOUNDATION leaves out the library's Date and URL conveniences; InstallTests
# checks), so it runs on a machine without the toolchain. It is built without debug
# information, and installed without its symbol table: the symbols go to bin/.debug/bmi.debug,
# which the binary names (`.gnu_debuglink`), so a crash report of Swift's backtracer still
# names the functions. It is built in its own folder, apart from the everyday debug and
# release builds, so neither relinks the other.
INSTALL_BUILD_DIR ?= .build/install
# The flags of every product built there (python/python.mk builds libbmikit with them too): one
# set of flags, so the second product reuses the modules the first compiled.
INSTALL_BUILD_COMMON_FLAGS = -c release --static-swift-stdlib \
  -Xswiftc -DBMI_WITHOUT_FOUNDATION -Xswiftc -gnone -Xlinker --strip-debug \
  --scratch-path $(INSTALL_BUILD_DIR)
INSTALL_BUILD_FLAGS = $(INSTALL_BUILD_COMMON_FLAGS) --product bmi
BUILT_BMI = $(INSTALL_BUILD_DIR)/release/bmi
# The binary as installed (no symbol table) and its symbols, made from BUILT_BMI by binutils.
OBJCOPY ?= objcopy
BUILT_STRIPPED_BMI = $(INSTALL_BUILD_DIR)/release/bmi-without-symbols
BUILT_SYMBOLS = $(INSTALL_BUILD_DIR)/release/bmi.debug
# The install build runs with PATH and HOME alone, so that `make install` from a shell, from CI
# and from the tests reuse one build whatever else their environments hold (`_`, SHLVL and
# NO_COLOR, which `swift test` sets, once made SwiftPM rebuild part of the package).
INSTALL_BUILD_ENV = env -i PATH="$$PATH" HOME="$$HOME"

# Where each installed file goes, relative to the prefix. `uninstall` removes these alone.
BIN_FILE = bin/bmi
SYMBOLS_FILE = bin/.debug/bmi.debug
MAN_FILE = share/man/man1/bmi.1
BASH_COMPLETION_FILE = share/bash-completion/completions/bmi
ZSH_COMPLETION_FILE = share/zsh/site-functions/_bmi
FISH_COMPLETION_FILE = share/fish/vendor_completions.d/bmi.fish
INSTALLED_FILES = $(BIN_FILE) $(SYMBOLS_FILE) $(MAN_FILE) $(BASH_COMPLETION_FILE) \
  $(ZSH_COMPLETION_FILE) $(FISH_COMPLETION_FILE)

ROOT = $(DESTDIR)$(PREFIX)
# `install-strip` leaves the symbols file out: crash reports then lack function names.
INSTALL_SYMBOLS = yes

# The public modules documented by `make docs`, each with a catalogue at
# Sources/<Module>/<Module>.docc. Listed in dependency order: each module's links may point
# into the modules before it. (BMIBatch joins when it has a public API.)
DOC_MODULES = BMIGrowth BMICore BMIMeasurement BMIBuiltIns BMIStandards BMIChart BMIBatch BMIKit
DOCS_DIR = .build/docs
DOCS_ARCHIVE = $(DOCS_DIR)/BMIKit.doccarchive
SYMBOL_GRAPH_DIR = $(DOCS_DIR)/symbol-graphs
# docc's warnings (a link that resolves to nothing, a misspelt parameter) fail the build.
DOCC_FLAGS = --warnings-as-errors --enable-experimental-external-link-support

# The built-in standards as Swift values, checked by the real loader (BuiltInSourceTests fails
# when this file is not what Standards/ gives). Byte order of names, as `make` sorts.
BUILTINS_SOURCE = Sources/BMIBuiltIns/Generated/GeneratedStandardFiles.swift
BUILTINS_FILES = $(sort $(wildcard Standards/*.yaml))

.PHONY: all install-binary install install-strip uninstall docs clean-docs builtins

all: install-binary

install-binary:
	$(INSTALL_BUILD_ENV) $(SWIFT) build $(INSTALL_BUILD_FLAGS)
	$(OBJCOPY) --only-keep-debug "$(BUILT_BMI)" "$(BUILT_SYMBOLS)"
	$(OBJCOPY) --strip-all --add-gnu-debuglink="$(BUILT_SYMBOLS)" "$(BUILT_BMI)" \
	  "$(BUILT_STRIPPED_BMI)"

install: install-binary
	install -d "$(ROOT)/bin" "$(ROOT)/share/man/man1" \
	  "$(ROOT)/share/bash-completion/completions" "$(ROOT)/share/zsh/site-functions" \
	  "$(ROOT)/share/fish/vendor_completions.d"
	install -m 755 "$(BUILT_STRIPPED_BMI)" "$(ROOT)/$(BIN_FILE)"
	if [ "$(INSTALL_SYMBOLS)" = yes ]; then \
	  install -d "$(ROOT)/bin/.debug" && \
	  install -m 644 "$(BUILT_SYMBOLS)" "$(ROOT)/$(SYMBOLS_FILE)"; fi
	install -m 644 docs/bmi.1 "$(ROOT)/$(MAN_FILE)"
	"$(BUILT_BMI)" completions bash > "$(ROOT)/$(BASH_COMPLETION_FILE)"
	"$(BUILT_BMI)" completions zsh > "$(ROOT)/$(ZSH_COMPLETION_FILE)"
	"$(BUILT_BMI)" completions fish > "$(ROOT)/$(FISH_COMPLETION_FILE)"
	chmod 644 "$(ROOT)/$(BASH_COMPLETION_FILE)" "$(ROOT)/$(ZSH_COMPLETION_FILE)" \
	  "$(ROOT)/$(FISH_COMPLETION_FILE)"

install-strip:
	$(MAKE) install INSTALL_SYMBOLS=no

uninstall:
	rm -f $(addprefix "$(ROOT)/,$(addsuffix ",$(INSTALLED_FILES)))

# One archive per module (each resolving its links against the ones before it), merged into
# one archive with a landing page for the package. `dump-symbol-graph` emits a graph for every
# module of the debug build, the test modules among them, and fails on a fresh clone unless
# those were built: hence the build first (nothing to do after CI's own `build` step).
docs:
	rm -rf "$(DOCS_DIR)"
	mkdir -p "$(DOCS_DIR)/modules"
	$(SWIFT) build --build-tests
	$(SWIFT) package dump-symbol-graph --minimum-access-level public
	@set -e; dependencies=""; \
	for module in $(DOC_MODULES); do \
	  mkdir -p "$(SYMBOL_GRAPH_DIR)/$$module"; \
	  cp .build/*/symbolgraph/$$module.symbols.json "$(SYMBOL_GRAPH_DIR)/$$module/"; \
	  for extension in .build/*/symbolgraph/$$module@*.symbols.json; do \
	    if [ -e "$$extension" ]; then cp "$$extension" "$(SYMBOL_GRAPH_DIR)/$$module/"; fi; \
	  done; \
	  echo "docc convert $$module"; \
	  $(DOCC) convert "Sources/$$module/$$module.docc" $(DOCC_FLAGS) \
	    --additional-symbol-graph-dir "$(SYMBOL_GRAPH_DIR)/$$module" \
	    --fallback-display-name "$$module" --fallback-bundle-identifier "$$module" \
	    $$dependencies --output-path "$(DOCS_DIR)/modules/$$module.doccarchive"; \
	  dependencies="$$dependencies --dependency $(DOCS_DIR)/modules/$$module.doccarchive"; \
	done
	$(DOCC) merge $(foreach module,$(DOC_MODULES),"$(DOCS_DIR)/modules/$(module).doccarchive") \
	  --synthesized-landing-page-name BMIKit --output-path "$(DOCS_ARCHIVE)"
	@echo "documentation: $(DOCS_ARCHIVE)"

clean-docs:
	rm -rf "$(DOCS_DIR)"

# The web calculator (docs/web.md): make web, make web-test.
include web/web.mk

# The engine as an npm package (docs/web.md): make npm, make npm-test.
include npm/npm.mk

# The Python package and its C library (docs/python.md): make python, make python-test.
include python/python.mk

builtins:
	$(SWIFT) build --product EmbedStandardsTool
	"$$($(SWIFT) build --show-bin-path)/EmbedStandardsTool" $(BUILTINS_SOURCE) $(BUILTINS_FILES)

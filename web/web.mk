# The web calculator (docs/web.md): the engine compiled to WebAssembly with Embedded Swift,
# and a static page around it.
#
#   make web                                  web/dist/: index.html, bmi.js, bmi.wasm
#   make web STANDARDS="clinic.yaml …"        the built-ins and these files, each checked by
#                                             the real loader; the first file is the default
#   make web STANDARDS="…" BUILT_INS=no       these files alone
#   make web-test                             the C runtime's tests, the oracle cases through
#                                             the module in Node, the page in Chromium
#
# Needed to build: swiftc (Embedded Swift for wasm32-unknown-none-wasm), its clang and
# wasm-ld, the host build of EmbedStandardsTool (which needs libyaml), and Binaryen's wasm-opt.

SWIFT ?= swift
SWIFTC ?= swiftc
TOOLCHAIN_BIN := $(dir $(realpath $(shell command -v $(SWIFTC))))
WASM_CLANG ?= $(TOOLCHAIN_BIN)clang
WASM_LD ?= $(TOOLCHAIN_BIN)wasm-ld
EMBEDDED_LIB ?= $(TOOLCHAIN_BIN)../lib/swift/embedded/wasm32-unknown-none-wasm
HOST_CC ?= cc
# Binaryen's optimiser, which shrinks the linked module (Debian's binaryen).
WASM_OPT ?= wasm-opt
# The features the linker's output uses, which wasm-opt must be told it may keep. For the
# published page (no STANDARDS) the passes are repeated while they still shrink the module
# (--converge, about a minute): it must fit WASM_SIZE_LIMIT. Pages with files of their own
# have no limit to meet (below), so the tests' pages are optimised once.
WASM_OPT_FLAGS = -Oz $(if $(strip $(STANDARDS)),,--converge) --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
  --enable-nontrapping-float-to-int

STANDARDS ?=
BUILT_INS ?= yes
# A file the loader warns about stops the build, unless this is yes (the oracle's test page,
# whose fixtures have such bounds on purpose).
WEB_ALLOW_WARNINGS ?= no
WEB_DIST ?= web/dist
# Objects that do not depend on the standards are shared by every page built; the rest are
# kept per output folder.
WEB_SHARED = .build/web/shared
WEB_WORK ?= .build/web/$(subst /,_,$(WEB_DIST))
# The published page's module (the built-ins alone) may be at most this large (2 MiB); a page
# built with files of its own (STANDARDS=…) is told when it is larger.
WASM_SIZE_LIMIT = 2097152

WEB_STANDARD_FILES = $(if $(filter yes,$(BUILT_INS)),$(sort $(wildcard Standards/*.yaml))) \
  $(STANDARDS)
# The page opens on the first file named in STANDARDS, else on the first built-in.
WEB_DEFAULT_STANDARD = $(basename $(notdir $(or $(firstword $(STANDARDS)),who-2000.yaml)))

EMBEDDED_FLAGS = -enable-experimental-feature Embedded -wmo -target wasm32-unknown-none-wasm \
  -parse-as-library -package-name BMIKit -Osize -Xfrontend -disable-stack-protector
sources = $(sort $(shell find Sources/$(1) -name '*.swift'))

WASM_EXPORTS = bmi_alloc bmi_free bmi_catalogue bmi_classify
# A 1 MiB stack; the heap grows after it as the allocator asks (web/runtime).
WASM_LD_FLAGS = --no-entry --gc-sections --strip-all -z stack-size=1048576 \
  $(addprefix --export=,$(WASM_EXPORTS))

.PHONY: web web-test web-runtime-test web-module-test web-browser-test web-screenshot web-clean \
  FORCE

web: $(WEB_DIST)/index.html $(WEB_DIST)/bmi.js $(WEB_DIST)/bmikit.js $(WEB_DIST)/bmi.wasm
	@echo "web page: $(WEB_DIST)/index.html (bmi.wasm $$(wc -c < $(WEB_DIST)/bmi.wasm) bytes)"

# MARK: Standards compiled in

EMBED_TOOL_BIN = $(shell $(SWIFT) build --show-bin-path)/EmbedStandardsTool

# The list of files, rewritten only when it changes, so a new STANDARDS rebuilds the page.
$(WEB_WORK)/standards.list: FORCE
	@mkdir -p $(@D)
	@if [ -z "$(strip $(WEB_STANDARD_FILES))" ]; then \
	  echo "error: no standards to compile in: give STANDARDS=\"file.yaml …\" or keep BUILT_INS=yes" >&2; \
	  exit 1; \
	fi
	@for file in $(WEB_STANDARD_FILES); do \
	  if [ ! -f "$$file" ]; then \
	    echo "error: $$file: no such standard file; STANDARDS names YAML files" >&2; exit 1; \
	  fi; \
	done
	@duplicates=$$(for file in $(WEB_STANDARD_FILES); do basename "$$file" .yaml; done | sort | uniq -d); \
	if [ -n "$$duplicates" ]; then \
	  echo "error: two files would be the standard named: $$duplicates; rename one of them" >&2; \
	  exit 1; \
	fi
	@printf '%s\n' "warnings: $(WEB_ALLOW_WARNINGS)" $(WEB_STANDARD_FILES) > $@.new
	@if cmp -s $@.new $@; then rm $@.new; else mv $@.new $@; fi

$(WEB_WORK)/GeneratedStandardFiles.swift: $(WEB_WORK)/standards.list $(WEB_STANDARD_FILES) \
  $(call sources,EmbedStandardsTool) $(call sources,BMIStandards)
	$(SWIFT) build --product EmbedStandardsTool
	"$(EMBED_TOOL_BIN)" $(if $(filter yes,$(WEB_ALLOW_WARNINGS)),--allow-warnings) \
	  --without-file-bytes $@ \
	  $(WEB_STANDARD_FILES)

# MARK: Swift modules, Embedded

$(WEB_SHARED)/BMIGrowth.o: $(call sources,BMIGrowth)
$(WEB_SHARED)/BMICore.o: $(call sources,BMICore) $(WEB_SHARED)/BMIGrowth.o
$(WEB_SHARED)/BMISupport.o: $(call sources,BMISupport) $(WEB_SHARED)/BMICore.o
$(WEB_SHARED)/BMIMeasurement.o: $(call sources,BMIMeasurement) $(WEB_SHARED)/BMISupport.o
$(WEB_SHARED)/BMIChart.o: $(call sources,BMIChart) $(WEB_SHARED)/BMIMeasurement.o
# The page's own standards replace the package's Generated/ (its built-ins, with file bytes).
$(WEB_WORK)/BMIBuiltIns.o: $(filter-out Sources/BMIBuiltIns/Generated/%,$(call sources,BMIBuiltIns)) \
  $(WEB_WORK)/GeneratedStandardFiles.swift \
  $(WEB_SHARED)/BMISupport.o
$(WEB_WORK)/BMIWeb.o: $(call sources,BMIWeb) $(WEB_WORK)/BMIBuiltIns.o $(WEB_SHARED)/BMIChart.o
$(WEB_WORK)/Exports.o: web/src/Exports.swift $(WEB_WORK)/BMIWeb.o

# One module: its object file and, beside it, the .swiftmodule the next modules import.
define compile-embedded-module
@mkdir -p $(@D)
$(SWIFTC) $(EMBEDDED_FLAGS) -I $(WEB_SHARED) -I $(WEB_WORK) -module-name $* \
  $(filter %.swift,$^) -emit-module -emit-module-path $(@D)/$*.swiftmodule -c -o $@
endef

$(WEB_SHARED)/%.o:
	$(compile-embedded-module)

$(WEB_WORK)/%.o:
	$(compile-embedded-module)

# MARK: C support and the module

$(WEB_SHARED)/bmi_runtime.o: web/runtime/bmi_runtime.c web/runtime/bmi_runtime.h
	@mkdir -p $(@D)
	$(WASM_CLANG) --target=wasm32-unknown-none-wasm -std=c11 -Os -ffreestanding -nostdlib \
	  -Wall -Wextra -Werror -c $< -o $@

WASM_OBJECTS = $(WEB_WORK)/Exports.o $(WEB_WORK)/BMIWeb.o $(WEB_WORK)/BMIBuiltIns.o \
  $(WEB_SHARED)/BMIChart.o $(WEB_SHARED)/BMIMeasurement.o $(WEB_SHARED)/BMISupport.o \
  $(WEB_SHARED)/BMICore.o $(WEB_SHARED)/BMIGrowth.o $(WEB_SHARED)/bmi_runtime.o

$(WEB_WORK)/bmi.wasm: $(WASM_OBJECTS)
	@command -v $(WASM_OPT) >/dev/null 2>&1 || { \
	  echo "error: $(WASM_OPT) not found: install Binaryen (Debian: apt-get install binaryen)" >&2; \
	  exit 1; }
	$(WASM_LD) $(WASM_LD_FLAGS) $(WASM_OBJECTS) \
	  "$(EMBEDDED_LIB)/libswiftUnicodeDataTables.a" -o $@.linked
	$(WASM_OPT) $(WASM_OPT_FLAGS) $@.linked -o $@
	@rm -f $@.linked
	@size=$$(wc -c < $@); if [ "$$size" -gt $(WASM_SIZE_LIMIT) ]; then \
	  if [ -z "$(strip $(STANDARDS))" ]; then \
	    echo "error: $@ is $$size bytes, over the limit of $(WASM_SIZE_LIMIT)" >&2; rm -f $@; exit 1; \
	  fi; \
	  echo "note: $@ is $$size bytes, over the published page's limit of $(WASM_SIZE_LIMIT) with the files added"; \
	fi

# MARK: The page

$(WEB_DIST)/bmi.wasm: $(WEB_WORK)/bmi.wasm
	@mkdir -p $(@D)
	cp $< $@

# The module travels inside the script as base64, so the page works from file://, where
# browsers refuse to fetch bmi.wasm; bmi.wasm itself is for other programs (docs/web.md).
$(WEB_DIST)/bmi.js: web/src/text.js $(WEB_WORK)/bmi.wasm
	@mkdir -p $(@D)
	{ printf '"use strict";\n// Generated by make web from web/src/text.js and the module. Do not edit.\n'; \
	  printf 'var BMI_MODULE_BASE64 = "'; base64 -w0 $(WEB_WORK)/bmi.wasm; printf '";\n'; \
	  cat web/src/text.js; } > $@.new && mv $@.new $@

# The npm package's ES module (make npm packs this very file), which the page carries too.
$(WEB_DIST)/bmikit.js: web/src/engine.js npm/bmikit.js
	@mkdir -p $(@D)
	{ printf '// Generated by make web from web/src/engine.js and npm/bmikit.js. Do not edit.\n'; \
	  cat web/src/engine.js npm/bmikit.js; } > $@.new && mv $@.new $@

# The page's module, inline in index.html (browsers refuse to load a module file from
# file://): bmikit.js as make npm packs it, then the page's own code, which calls its
# useModule. The Content-Security-Policy allows this one inline script by its SHA-256.
$(WEB_WORK)/page-module.js: $(WEB_DIST)/bmikit.js web/src/bmi.js
	@mkdir -p $(@D)
	cat $(WEB_DIST)/bmikit.js web/src/bmi.js > $@.new && mv $@.new $@

$(WEB_DIST)/index.html: web/src/index.html $(WEB_WORK)/standards.list $(WEB_WORK)/page-module.js
	@mkdir -p $(@D)
	@if grep -qi '</script' $(WEB_WORK)/page-module.js; then \
	  echo "error: the page's module may not contain </script" >&2; exit 1; fi
	@# The script's text is the line break after <script type="module"> and the file.
	hash=$$({ printf '\n'; cat $(WEB_WORK)/page-module.js; } | openssl dgst -sha256 -binary | base64 -w0) && \
	sed -e 's/@DEFAULT_STANDARD@/$(WEB_DEFAULT_STANDARD)/' -e "s|@MODULE_SHA256@|$$hash|" \
	  -e '/@PAGE_MODULE@/{r $(WEB_WORK)/page-module.js' -e 'd}' $< > $@.new && mv $@.new $@

# MARK: Tests

web-test: web-runtime-test web-module-test web-browser-test

web-runtime-test:
	@mkdir -p .build/web
	$(HOST_CC) -std=c11 -O1 -Wall -Wextra -Werror -DBMI_RUNTIME_HOST -fsanitize=address,undefined \
	  web/runtime/bmi_runtime.c web/runtime/runtime_test.c -lm -o .build/web/runtime_test
	.build/web/runtime_test

# Python with Selenium, pytest and PyYAML (Tests/requirements.txt), set up by .ci/run in
# .build/ci-python (docs/web.md says how by hand).
WEB_VENV ?= .build/ci-python
WEB_PYTEST = $(WEB_VENV)/bin/python -m pytest -q -rs -p no:cacheprovider

web-module-test: web
	$(WEB_PYTEST) Tests/Web/test_wasm_oracle.py Tests/Web/test_custom_standards.py

web-browser-test: web
	$(WEB_PYTEST) Tests/Web/test_browser.py

# The screenshots in docs/web.md, from the browser test's run.
web-screenshot: web-browser-test
	cp .build/web/screenshots/web-ksso-ko.png docs/images/web-ksso-ko.png
	cp .build/web/screenshots/web-cdc-child.png docs/images/web-cdc-child.png
	cp .build/web/screenshots/web-360.png docs/images/web-360.png
	cp .build/web/screenshots/web-360-child.png docs/images/web-360-child.png

web-clean:
	rm -rf .build/web $(WEB_DIST)

FORCE:

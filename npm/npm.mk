# The npm package (docs/web.md): the engine's WebAssembly module with an ES module over it.
#
#   make npm        dist/bmikit-<version>.tgz, by npm pack (no registry)
#   make npm-test   installs the .tgz into an empty folder offline, runs npm/test with
#                   Node's test runner there, and checks the declarations with tsc

# The one project version (Sources/BMISupport/BMIKitVersion.swift; bmi --version prints it).
NPM_VERSION := $(shell sed -n 's/.*static let text: StaticString = "\(.*\)"/\1/p' Sources/BMISupport/BMIKitVersion.swift)
NPM_STAGE = .build/npm/package
NPM_TGZ = dist/bmikit-$(NPM_VERSION).tgz

.PHONY: npm npm-test

npm: $(NPM_TGZ)

# bmikit.js is the file make web writes and the page carries: one module, two consumers.
$(NPM_TGZ): $(WEB_DIST)/bmikit.js npm/bmikit.d.ts npm/package.json.in npm/README.md \
  $(WEB_DIST)/bmi.wasm
	rm -rf $(NPM_STAGE) && mkdir -p $(NPM_STAGE) dist
	cp $(WEB_DIST)/bmikit.js npm/bmikit.d.ts npm/README.md $(WEB_DIST)/bmi.wasm $(NPM_STAGE)/
	sed 's/@VERSION@/$(NPM_VERSION)/' npm/package.json.in > $(NPM_STAGE)/package.json
	cd $(NPM_STAGE) && npm pack --silent --pack-destination "$(CURDIR)/dist" >/dev/null
	@echo "npm package: $@ ($$(wc -c < $@) bytes)"



NPM_TRY = .build/npm/try
npm-test: $(NPM_TGZ)
	rm -rf $(NPM_TRY) && mkdir -p $(NPM_TRY)
	cd $(NPM_TRY) && printf '{"name": "try-bmikit", "private": true, "type": "module"}\n' > package.json && \
	  npm install --offline --no-audit --no-fund --silent "$(CURDIR)/$(NPM_TGZ)"
	cp npm/test/bmikit.test.mjs npm/test/types.ts npm/test/tsconfig.json $(NPM_TRY)/
	cd $(NPM_TRY) && node --test bmikit.test.mjs
	cd $(NPM_TRY) && tsc -p tsconfig.json

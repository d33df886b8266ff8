// Loads the page's own script (dist/bmi.js) outside a browser, for its BMIEngine, and the
// module from dist/bmi.wasm; both tests and tools drive the module through it, so Node
// exercises the same glue the page runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";
import { webcrypto } from "node:crypto";

/**
 * The engine of a built page.
 * @param {string} dist The folder `make web` wrote.
 * @returns {Promise<{engine: object, embeddedMatches: boolean, moduleBytes: number}>}
 */
export async function loadEngine(dist) {
  const script = readFileSync(join(dist, "bmi.js"), "utf8");
  const context = {
    WebAssembly, TextEncoder, TextDecoder, URLSearchParams, atob, crypto: webcrypto, console,
  };
  vm.createContext(context);
  vm.runInContext(script + "\n;globalThis.BMIEngine = BMIEngine;", context, { filename: "bmi.js" });
  const moduleFile = readFileSync(join(dist, "bmi.wasm"));
  const embedded = context.BMIEngine.embeddedModule();
  const embeddedMatches = Buffer.compare(Buffer.from(embedded), moduleFile) === 0;
  const engine = await context.BMIEngine.instantiate(new Uint8Array(moduleFile));
  return { engine, embeddedMatches, moduleBytes: moduleFile.length };
}

// Loads a built page's engine outside a browser as the page does: the npm package's module
// (dist/bmikit.js, which the page carries inline and `make npm` packs) started with its
// useModule from dist/bmi.wasm; and the page's script (dist/bmi.js), whose embedded copy
// of the module must be the same bytes. Tests and tools drive the module through it, so
// Node exercises the same glue the page runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

/**
 * The engine of a built page.
 * @param {string} dist The folder `make web` wrote.
 * @returns {Promise<{engine: object, embeddedMatches: boolean, moduleBytes: number}>}
 */
export async function loadEngine(dist) {
  const script = readFileSync(join(dist, "bmi.js"), "utf8");
  const context = {};
  vm.createContext(context);
  vm.runInContext(script + "\n;globalThis.BMI_MODULE_BASE64 = BMI_MODULE_BASE64;", context,
    { filename: "bmi.js" });
  const moduleFile = readFileSync(join(dist, "bmi.wasm"));
  const embedded = Buffer.from(context.BMI_MODULE_BASE64, "base64");
  const embeddedMatches = Buffer.compare(embedded, moduleFile) === 0;
  // Imported from its text: web/dist has no package.json to tell Node 20 that its .js files
  // are ES modules.
  const text = readFileSync(join(dist, "bmikit.js"));
  const bmikit = await import("data:text/javascript;base64," + text.toString("base64"));
  const engine = await bmikit.useModule(new Uint8Array(moduleFile));
  return { engine, embeddedMatches, moduleBytes: moduleFile.length };
}

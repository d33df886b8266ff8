// Answers queries through the WebAssembly module: one query string per line on stdin, one
// line of JSON per answer on stdout (the answer as the module gives it, minus the chart).
// The first line written describes the module. Used by Tests/Web/test_wasm_oracle.py.
//
//   node web/test/answer-queries.mjs web/dist < queries.txt
import { createInterface } from "node:readline";
import { loadEngine } from "./engine.mjs";

const dist = process.argv[2] ?? "web/dist";
const { engine, embeddedMatches, moduleBytes } = await loadEngine(dist);
const memoryBefore = engine.memoryBytes();
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
const output = [];
let count = 0;
for await (const line of lines) {
  output.push(JSON.stringify(engine.classify(line)));
  count++;
}
process.stdout.write(
  JSON.stringify({
    module_bytes: moduleBytes,
    embedded_copy_matches: embeddedMatches,
    answered: count,
    memory_before: memoryBefore,
    memory_after: engine.memoryBytes(),
    catalogue: engine.catalogue("en").map((entry) => entry.key),
  }) + "\n"
);
process.stdout.write(output.join("\n") + (output.length ? "\n" : ""));

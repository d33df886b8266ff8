// Validates documents against the standard file schema with Ajv, a second validator beside
// Python's jsonschema. Reads {"schema": …, "documents": {name: document}} on standard input
// and writes {name: [error, …]} on standard output: an empty list for a valid document.
// Ajv comes from Debian's node-ajv (version 6, JSON Schema draft-07), found on NODE_PATH.
"use strict";
const Ajv = require("ajv");

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const { schema, documents } = JSON.parse(input);
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(schema);
  const results = {};
  for (const [name, document] of Object.entries(documents)) {
    validate(document);
    results[name] = (validate.errors || []).map((e) => `${e.dataPath || "/"}: ${e.message}`);
  }
  process.stdout.write(JSON.stringify(results));
});

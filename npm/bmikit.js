// The npm package's module (make web puts web/src/engine.js before this text, as
// web/dist/bmikit.js; make npm packs that file and the page carries it): BMIKit's
// engine, compiled to WebAssembly, as an ES module for Node 20 and browsers. Its calls
// mirror the Python package's (docs/python.md):
//
//   import { standard } from "bmikit";
//   const ksso = await standard("ksso");
//   ksso.classify({ height: "170,5", weight: "143 lb" });   // { bmi: "22.3", category: "normal", … }

/* global BMIEngine */

let enginePromise = null;

/** The module's bytes: bmi.wasm beside this file, read from disk in Node, fetched elsewhere. */
async function moduleBytes() {
  const url = new URL("./bmi.wasm", import.meta.url);
  if (url.protocol === "file:" && typeof process !== "undefined" && process.versions?.node) {
    const { readFile } = await import("node:fs/promises");
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`bmikit: cannot fetch ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The engine, started once. */
function engine() {
  enginePromise ??= moduleBytes().then((bytes) => BMIEngine.instantiate(bytes));
  return enginePromise;
}

/**
 * Starts the engine from the module's bytes, for a host that carries bmi.wasm itself rather
 * than beside this file (BMIKit's own page, which works from a folder on disk, where
 * browsers refuse `fetch`). The calls after it use this engine. Resolves to the engine
 * itself: `catalogue(language)` and `classify(query)`, the module's answers as they are
 * (docs/web.md), for a host that shows more than a classification (the chart).
 */
export function useModule(bytes) {
  enginePromise = BMIEngine.instantiate(bytes);
  return enginePromise;
}

/** An error the engine reports: `code` is stable (`unknown-standard`, `invalid-height`). */
export class BMIKitError extends Error {
  constructor(problems) {
    super(problems.map((problem) => problem.message).join("\n"));
    this.name = "BMIKitError";
    this.code = problems[0]?.code ?? "error";
    this.field = problems[0]?.field ?? null;
    this.problems = problems;
  }
}

// The inputs a person may have, as the query names them (bmi classify's options).
const FIELDS = ["height", "weight", "bmi", "waist", "sex", "age", "birth_date", "date",
  "background", "gestation"];

function query(person, standardKey, language, units) {
  const params = new URLSearchParams();
  for (const name of FIELDS) {
    let value = person[name];
    if (name === "age" && value == null) {
      if (person.age_months != null) value = `${person.age_months}mo`;
      else if (person.age_days != null) value = `${person.age_days}d`;
    }
    if (value == null || value === "") continue;
    // A number is written as JavaScript writes it: the shortest decimal that reads back as
    // the same double (160 → "160", 170.5 → "170.5").
    params.set(name, String(value));
  }
  params.set("standard", standardKey);
  params.set("lang", person.language ?? language ?? "en");
  if ((person.units ?? units) === "imperial") params.set("units", "imperial");
  return params;
}

/** A standard compiled into the module, ready to classify. */
export class Standard {
  #engine;
  #labels = new Map();

  constructor(engineInstance, entry) {
    this.#engine = engineInstance;
    /** The catalogue's key, such as `ksso-2022`. */
    this.key = entry.key;
    /** Identifier, version, name, citation, SHA-256. */
    this.id = entry.standard.id;
    this.version = entry.standard.version;
    this.name = entry.standard.name;
    this.sha256 = entry.standard.sha256;
    /** What it classifies: `bmi`, `waist_cm`, `waist_to_height`, `bmi_for_age_z`, … */
    this.measure = entry.measure;
    /** The inputs it needs: `height`, `weight`, `waist`, `sex`, `age`, `background`. */
    this.fields = entry.fields;
    /** The category ids, in order. */
    this.categories = entry.categories.map((category) => category.id);
    this.#labels.set("en", entry.categories);
  }

  /** The label of a category in a language (`en`, `ko`, or one the standard writes). */
  label(categoryId, language = "en") {
    let categories = this.#labels.get(language);
    if (!categories) {
      const entry = this.#engine.catalogue(language).find((found) => found.key === this.key);
      categories = entry.categories;
      this.#labels.set(language, categories);
    }
    return categories.find((category) => category.id === categoryId)?.label ?? null;
  }

  /**
   * Classifies a person, or each of an array of people. One person that cannot be
   * classified throws a BMIKitError; in an array, that person's result has `error` (the
   * code) and `message` instead, and the others are classified.
   */
  classify(people, options = {}) {
    if (Array.isArray(people)) {
      return people.map((person) => {
        try {
          return this.#classifyOne(person, options);
        } catch (error) {
          if (!(error instanceof BMIKitError)) throw error;
          return { error: error.code, field: error.field, message: error.message };
        }
      });
    }
    return this.#classifyOne(people, options);
  }

  #classifyOne(person, options) {
    const answer = this.#engine.classify(
      query(person ?? {}, this.key, options.language, options.units));
    if (!answer.ok) throw new BMIKitError(answer.problems);
    const growth = answer.growth;
    const standard = this;
    return {
      bmi: answer.bmi.display === "" ? null : answer.bmi.display,
      bmi_exact: answer.bmi.exact,
      value: answer.value,
      category: answer.category.id,
      healthy: answer.category.healthy,
      interval: answer.category.interval,
      groups: answer.groups.map((group) => group.id),
      z_score: growth?.z ?? null,
      percentile: growth?.percentile ?? null,
      percent_of_p95: growth?.percent_of_p95 ?? null,
      corrected_age: answer.corrected_age ?? null,
      healthy_weight: answer.healthy_weight
        ? { min_kg: answer.healthy_weight.min_kg, max_kg: answer.healthy_weight.max_kg }
        : null,
      warnings: answer.warnings.map((warning) => warning.code),
      standard: { id: answer.standard.id, version: answer.standard.version,
        sha256: answer.standard.sha256 },
      label(language = "en") {
        return standard.label(this.category, language);
      },
    };
  }
}

/** The standards compiled in: `[{ key, alias, id, name }]`. */
export async function standards(language = "en") {
  const instance = await engine();
  return instance.catalogue(language).map((entry) => ({
    key: entry.key, alias: entry.alias, id: entry.standard.id, name: entry.standard.name,
  }));
}

/**
 * A standard by id or alias (`ksso`, `ksso-2022`, any ASCII case). Rejects with a
 * BMIKitError (`unknown-standard`, with the nearest names) for any other name.
 */
export async function standard(name) {
  const instance = await engine();
  const wanted = String(name);
  const answer = instance.classify(new URLSearchParams({ standard: wanted, bmi: "22" }));
  const problems = (answer.problems ?? []).filter((problem) => problem.field === "standard");
  if (problems.length) throw new BMIKitError(problems);
  const id = answer.ok ? answer.standard.id : null;
  const catalogue = instance.catalogue("en");
  const lower = wanted.toLowerCase();
  const entry = catalogue.find((found) => found.key === lower || found.alias === lower) ??
    catalogue.find((found) => found.standard.id === id);
  if (!entry) throw new BMIKitError([{ field: "standard", code: "unknown-standard", message: wanted }]);
  return new Standard(instance, entry);
}

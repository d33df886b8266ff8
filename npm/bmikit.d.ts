// Type declarations of the bmikit module (bmikit.js).

/** What is known about a person; text is read as `bmi classify` reads its options. */
export interface Person {
  /** `170`, `"170,5"`, `"1.70m"`, `"5ft 7in"`; plain numbers in cm (in with imperial units). */
  height?: string | number;
  /** `65`, `"143 lb"`, `"10st3lb"`; plain numbers in kg (lb with imperial units). */
  weight?: string | number;
  /** A BMI instead of a height and a weight. */
  bmi?: string | number;
  /** The waist: `91`, `"36in"`. */
  waist?: string | number;
  /** `"female"` or `"male"` (also `f`, `m`, `여`, `남`). */
  sex?: string;
  /** `42`, `"9y6m"`, `"114mo"`. */
  age?: string | number;
  /** The age in months, when `age` is not given. */
  age_months?: string | number;
  /** The age in days, when `age` is not given. */
  age_days?: string | number;
  /** The date of birth, `YYYY-MM-DD`, with `date`. */
  birth_date?: string;
  /** The date of measurement, `YYYY-MM-DD`. */
  date?: string;
  /** A family background the standard declares, such as `"south-asian"`. */
  background?: string;
  /** A preterm infant's gestation at birth, weeks+days (`"32+4"`), where the standard
   * corrects the age for it (WHO 2006). */
  gestation?: string;
  /** The language of messages for this person. */
  language?: string;
  /** `"imperial"` reads plain numbers as inches and pounds. */
  units?: "metric" | "imperial";
}

/** Options of a call to classify. */
export interface ClassifyOptions {
  /** The language of messages: `en` (default) or `ko`. */
  language?: string;
  /** `"imperial"` reads plain numbers as inches and pounds. */
  units?: "metric" | "imperial";
}

/** One person's classification; every number is a string with its exact digits. */
export interface Classification {
  /** The BMI as the standard displays it (`"22.3"`); `null` for a waist given alone. */
  bmi: string | null;
  /** The exact BMI, a decimal or a fraction. */
  bmi_exact: string;
  /** The classified value as displayed: BMI, waist, ratio, z-score or percentile. */
  value: string;
  /** The category's id, such as `"normal"`. */
  category: string;
  /** Whether the category is a healthy one. */
  healthy: boolean;
  /** The category's interval, `"[23, 25)"`. */
  interval: string;
  /** The ids of the groups the category is in. */
  groups: string[];
  /** A child's z-score (BMI-for-age standards), else `null`. */
  z_score: string | null;
  /** A child's percentile (BMI-for-age standards), else `null`. */
  percentile: string | null;
  /** The BMI as a percentage of the 95th percentile (CDC 2000), else `null`. */
  percent_of_p95: string | null;
  /** A preterm infant's corrected age as `bmi` prints it, when the standard corrected it. */
  corrected_age: string | null;
  /** The healthy weights at the height, in kilograms. */
  healthy_weight: { min_kg: string; max_kg: string } | null;
  /** Codes of rare but possible values (`rare-height`). */
  warnings: string[];
  /** The standard that classified. */
  standard: { id: string; version: string; sha256: string | null };
  /** The category's label in a language. */
  label(language?: string): string | null;
}

/** A person of an array who could not be classified. */
export interface ClassificationFailure {
  /** The stable code, such as `invalid-height`. */
  error: string;
  /** The input it is about. */
  field: string | null;
  /** What is wrong and what to give instead. */
  message: string;
}

/** An error the engine reports, with its stable code. */
export class BMIKitError extends Error {
  /** The first problem's code, such as `unknown-standard` or `missing-sex`. */
  readonly code: string;
  /** The input the first problem is about. */
  readonly field: string | null;
  /** Every problem found. */
  readonly problems: { field: string; code: string; message: string }[];
}

/** A standard compiled into the module. */
export class Standard {
  private constructor();
  /** The catalogue's key, such as `ksso-2022`. */
  readonly key: string;
  /** The standard's id. */
  readonly id: string;
  /** The standard's version. */
  readonly version: string;
  /** The standard's name in English. */
  readonly name: string;
  /** The SHA-256 of its file. */
  readonly sha256: string | null;
  /** What it classifies. */
  readonly measure: "bmi" | "waist_cm" | "waist_to_height" | "bmi_for_age_z" | "bmi_for_age_percentile";
  /** The inputs it needs. */
  readonly fields: string[];
  /** Its category ids, in order. */
  readonly categories: string[];
  /** A category's label in a language. */
  label(categoryId: string, language?: string): string | null;
  /** Classifies one person; throws a BMIKitError when they cannot be classified. */
  classify(person: Person, options?: ClassifyOptions): Classification;
  /** Classifies each person; one who cannot be classified gets a ClassificationFailure. */
  classify(
    people: readonly Person[], options?: ClassifyOptions
  ): (Classification | ClassificationFailure)[];
}

/** The standards compiled in. */
export function standards(
  language?: string
): Promise<{ key: string; alias: string | null; id: string; name: string }[]>;

/** A standard by id or alias; rejects with a BMIKitError (`unknown-standard`). */
export function standard(name: string): Promise<Standard>;

/** The engine itself: the module's answers as JSON objects (docs/web.md). */
export interface Engine {
  /** The compiled-in standards, names and labels in `language`. */
  catalogue(language: string): object[];
  /** The answer for a query string or URLSearchParams. */
  classify(query: string | URLSearchParams): { ok: boolean; [field: string]: unknown };
  /** Bytes of memory the module uses now. */
  memoryBytes(): number;
}

/**
 * Starts the engine from bmi.wasm's bytes, for a host that carries the module itself; the
 * calls after it use this engine.
 */
export function useModule(bytes: Uint8Array): Promise<Engine>;

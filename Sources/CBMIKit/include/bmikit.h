/*
 * bmikit.h: the BMIKit engine as a C library (libbmikit).
 *
 * Columns in, answers out, as `bmi batch` gives them for the same values: every row is
 * classified or flagged with a stable error code, never dropped; no call traps or throws on
 * any input. Handles are immutable once made and may be used from many threads at once.
 *
 * Texts are UTF-8 and NUL-terminated. A `char *` a function returns through an `error` or
 * `summary` argument, or as its result, is the caller's: free it with bmikit_string_free.
 * A `const char *` a function returns belongs to the handle it came from.
 */
#ifndef BMIKIT_H
#define BMIKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A standard: a built-in one, or one loaded from a `bmi-standard` YAML file. */
typedef struct bmikit_standard bmikit_standard;
/** The answers for the rows of one bmikit_classify call. */
typedef struct bmikit_result bmikit_result;

/** The inputs a row may carry: the columns of `bmi batch` (height_cm, weight_kg, bmi, ...). */
enum bmikit_input {
  BMIKIT_HEIGHT = 0,     /* centimetres unless a unit is written (height_cm) */
  BMIKIT_WEIGHT = 1,     /* kilograms unless a unit is written (weight_kg) */
  BMIKIT_BMI = 2,        /* used when there is neither a height nor a weight */
  BMIKIT_SEX = 3,        /* female, male, f, m */
  BMIKIT_AGE = 4,        /* years unless a unit is written */
  BMIKIT_AGE_DAYS = 5,   /* a child's age in days */
  BMIKIT_AGE_MONTHS = 6, /* a child's age in months */
  BMIKIT_WAIST = 7,      /* centimetres unless a unit is written (waist_cm) */
  BMIKIT_BACKGROUND = 8, /* family background */
  BMIKIT_BIRTH_DATE = 9, /* YYYY-MM-DD */
  BMIKIT_DATE = 10,      /* YYYY-MM-DD, the date of measurement */
  BMIKIT_INPUT_COUNT = 11
};

/**
 * One input column of `rows` values: either numbers or texts (set one, leave the other
 * NULL; both NULL means the column is absent). A number is read as the shortest decimal that
 * reads back as the same double (64.0 is 64, 170.5 is 170.5); NaN is a missing value.
 * A text is read as `bmi batch` reads a field (units, decimal commas, the same refusals);
 * a NULL entry or an empty text is a missing value.
 */
typedef struct bmikit_column {
  const double *numbers;
  const char *const *texts;
} bmikit_column;

/** The answers of a row. */
enum bmikit_answer {
  BMIKIT_VALUE = 0,          /* the measure: BMI, waist, ratio, or a child's z or percentile */
  BMIKIT_CATEGORY = 1,       /* the category's id */
  BMIKIT_ERROR = 2,          /* the error code of a flagged row, such as missing-value */
  BMIKIT_Z_SCORE = 3,        /* BMI-for-age standards */
  BMIKIT_PERCENTILE = 4,     /* BMI-for-age standards */
  BMIKIT_PERCENT_OF_P95 = 5, /* CDC's BMI-for-age standards */
  BMIKIT_ERROR_DETAIL = 6,   /* what is wrong with a flagged row and what to do, in the language */
  BMIKIT_LABEL = 7,          /* the category's label in the language */
  BMIKIT_SECTION = 8,        /* the section's name, for a standard with several; its position
                                among them from bmikit_result_numbers */
  BMIKIT_BMI_FOR_AGE_FLAG = 9, /* BMI-for-age standards: 1 when WHO flags z beyond +-5, else 0 */
  BMIKIT_ANSWER_COUNT = 10
};

/** The library's version, such as "0.1.0". */
const char *bmikit_version(void);

/**
 * A built-in standard by name ("ksso", "who", "cdc-2000-bmi-for-age"), or NULL with
 * *error set (when error is not NULL) to one line "code\t0\t0\tmessage":
 * unknown-standard, or look-alike-name for a name spelled with characters that only look
 * like ASCII.
 */
bmikit_standard *bmikit_standard_named(const char *name, const char *language, char **error);

/**
 * A standard from a YAML file, its LMS tables read beside it; or NULL with *error set to
 * one line per diagnostic, "code\tline\tcolumn\tmessage" (code E001...; read-failed with
 * line 0 when the file cannot be read).
 */
bmikit_standard *bmikit_standard_load(const char *path, char **error);

/** A standard from the bytes of a YAML file named `file_name` in diagnostics; as above. */
bmikit_standard *bmikit_standard_from_yaml(const char *bytes, size_t length,
                                           const char *file_name, char **error);

/** Frees a standard; NULL is ignored. */
void bmikit_standard_free(bmikit_standard *standard);

/**
 * A standard's description, one line each: "id\t<id>", "measure\t<measure>", then one
 * "category\t<id>\t<label in language>" per category, in table order, then for a standard
 * with several sections one "section\t<name>" per section, in its order (the names
 * BMIKIT_SECTION gives).
 */
char *bmikit_standard_info(const bmikit_standard *standard, const char *language);

/**
 * Classifies `rows` rows whose inputs are in `columns` (BMIKIT_INPUT_COUNT entries, indexed
 * by enum bmikit_input), with labels and error details in `language` ("en", "ko").
 * Returns NULL with *error set, "code\t0\t0\tmessage", only when the columns cannot be
 * classified at all (missing-columns: the standard needs a sex or an age column).
 */
bmikit_result *bmikit_classify(const bmikit_standard *standard, size_t rows,
                               const bmikit_column *columns, const char *language,
                               char **error);

/** The number of rows. */
size_t bmikit_result_rows(const bmikit_result *result);

/** Writes each row's category as its position among the standard's categories; -1 flagged. */
void bmikit_result_categories(const bmikit_result *result, int32_t *out);

/** Writes a numeric answer of each row (VALUE, Z_SCORE, PERCENTILE, PERCENT_OF_P95) as the
 * nearest double; NaN where there is none. For SECTION, the position of the row's section
 * among the "section" lines of bmikit_standard_info (0, 1, ...); NaN where there is none
 * (a flagged row, a standard of one section). */
void bmikit_result_numbers(const bmikit_result *result, int answer, double *out);

/**
 * One row's answer: writes it NUL-terminated into `buffer` when `capacity` exceeds its
 * length, and returns its length in bytes ("" where there is none); -1 when the answer or
 * the row is out of range.
 */
ptrdiff_t bmikit_result_text(const bmikit_result *result, int answer, size_t row,
                             char *buffer, size_t capacity);

/** An answer's texts for all rows joined by '\n' (none after the last); *length its bytes. */
const char *bmikit_result_column(const bmikit_result *result, int answer, size_t *length);

/** Frees a result; NULL is ignored. */
void bmikit_result_free(bmikit_result *result);

/**
 * `bmi batch input -o output` with this standard: the same bytes. Returns 0 and sets
 * *summary to lines "rows\t<n>", "category\t<id>\t<n>"..., "error\t<code>\t<n>"...;
 * or -1 with *error set, "code\t0\t0\tmessage" (open-failed, malformed-csv, ...).
 */
int bmikit_batch(const bmikit_standard *standard, const char *input_path,
                 const char *output_path, const char *language, char **summary,
                 char **error);

/** Frees a text the library gave; NULL is ignored. */
void bmikit_string_free(char *text);

#ifdef __cplusplus
}
#endif

#endif /* BMIKIT_H */

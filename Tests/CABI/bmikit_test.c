/* Uses libbmikit through bmikit.h alone: a standard by name, a few rows as numbers and as
 * texts, a flagged row's code and message, children's sections by name and by position, an
 * unknown standard's error. Exits 0 when every
 * answer is the expected one; prints what differs otherwise. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bmikit.h"

static int failures = 0;

static void expect_text(const bmikit_result *result, int answer, size_t row, const char *want) {
  char text[512];
  ptrdiff_t length = bmikit_result_text(result, answer, row, text, sizeof text);
  if (length < 0 || strcmp(text, want) != 0) {
    printf("row %zu answer %d: got \"%s\", want \"%s\"\n", row, answer, length < 0 ? "" : text,
           want);
    failures++;
  }
}

int main(void) {
  char *error = NULL;
  bmikit_standard *ksso = bmikit_standard_named("ksso", "en", &error);
  if (ksso == NULL) {
    printf("ksso: %s\n", error);
    return 1;
  }
  double heights[] = {160.0, 170.5, NAN, -3.0};
  const char *weights[] = {"64", "143 lb", "70", "abc"};
  bmikit_column columns[BMIKIT_INPUT_COUNT];
  memset(columns, 0, sizeof columns);
  columns[BMIKIT_HEIGHT].numbers = heights;
  columns[BMIKIT_WEIGHT].texts = weights;
  bmikit_result *result = bmikit_classify(ksso, 4, columns, "ko", &error);
  if (result == NULL) {
    printf("classify: %s\n", error);
    return 1;
  }
  if (bmikit_result_rows(result) != 4) failures++;
  expect_text(result, BMIKIT_VALUE, 0, "25.0");
  expect_text(result, BMIKIT_CATEGORY, 0, "obesity-class-1");
  expect_text(result, BMIKIT_VALUE, 1, "22.3");
  expect_text(result, BMIKIT_CATEGORY, 1, "normal");
  expect_text(result, BMIKIT_LABEL, 1, "정상");
  expect_text(result, BMIKIT_ERROR, 2, "missing-value");
  expect_text(result, BMIKIT_ERROR, 3, "invalid-height");
  char detail[512];
  if (bmikit_result_text(result, BMIKIT_ERROR_DETAIL, 2, detail, sizeof detail) <= 0) {
    printf("no message for the flagged row\n");
    failures++;
  } else {
    printf("row 3: %s\n", detail);
  }
  int32_t categories[4];
  bmikit_result_categories(result, categories);
  if (categories[2] != -1 || categories[0] < 0) failures++;
  double values[4];
  bmikit_result_numbers(result, BMIKIT_VALUE, values);
  if (values[0] != 25.0 || !isnan(values[2])) failures++;
  bmikit_result_free(result);
  bmikit_standard_free(ksso);

  /* A child's section: its name as a text, its position among the standard's "section"
   * lines as a number (NaN for the flagged row). */
  bmikit_standard *cdc = bmikit_standard_named("cdc-2000-bmi-for-age", "en", &error);
  if (cdc == NULL) {
    printf("cdc: %s\n", error);
    return 1;
  }
  char *info = bmikit_standard_info(cdc, "en");
  if (info == NULL || strstr(info, "\nsection\tsex=female\nsection\tsex=male") == NULL) {
    printf("cdc sections: %s\n", info ? info : "(none)");
    failures++;
  }
  bmikit_string_free(info);
  double bmis[] = {16.0, 18.0, 16.0};
  double months[] = {30.0, 100.0, 13.0};
  const char *sexes[] = {"male", "female", "male"};
  memset(columns, 0, sizeof columns);
  columns[BMIKIT_BMI].numbers = bmis;
  columns[BMIKIT_SEX].texts = sexes;
  columns[BMIKIT_AGE_MONTHS].numbers = months;
  result = bmikit_classify(cdc, 3, columns, "en", &error);
  if (result == NULL) {
    printf("classify cdc: %s\n", error);
    return 1;
  }
  expect_text(result, BMIKIT_SECTION, 0, "sex=male");
  expect_text(result, BMIKIT_SECTION, 1, "sex=female");
  double sections[3];
  bmikit_result_numbers(result, BMIKIT_SECTION, sections);
  if (sections[0] != 1.0 || sections[1] != 0.0 || !isnan(sections[2])) {
    printf("section positions: %g %g %g\n", sections[0], sections[1], sections[2]);
    failures++;
  }
  bmikit_result_free(result);
  bmikit_standard_free(cdc);

  bmikit_standard *unknown = bmikit_standard_named("kso", "en", &error);
  if (unknown != NULL || error == NULL || strncmp(error, "unknown-standard\t", 17) != 0) {
    printf("unknown standard: %s\n", error ? error : "(no error)");
    failures++;
  }
  bmikit_string_free(error);
  printf("bmikit %s: %d failures\n", bmikit_version(), failures);
  return failures == 0 ? 0 : 1;
}

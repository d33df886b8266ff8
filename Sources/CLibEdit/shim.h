// The system's libedit (BSD editline), for line editing and history in interactive mode.
//
// Everything the command line needs is here as small functions, with and without libedit:
// when libedit is absent (no libedit-dev), they report that editing is unavailable and the
// session reads plain lines instead.
//
// libedit counts as present only when pkg-config found it, because only then does the build
// link `-ledit`. libedit.pc's flags add its `editline` include folder
// (`-I${includedir}/editline`), so `<readline.h>` (editline's) is found exactly then; a
// header lying in the system folders without pkg-config knowing it (as in macOS's SDK) would
// compile and then fail to link.
#pragma once

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if __has_include(<readline.h>) && !defined(BMI_WITHOUT_LIBEDIT)
#include <readline.h>
#define BMI_HAS_LIBEDIT 1
#else
#define BMI_HAS_LIBEDIT 0
#endif

/// Whether libedit was found when the package was built.
static inline int bmi_line_editing_available(void) { return BMI_HAS_LIBEDIT; }

/// Prepares reading: characters are read as UTF-8 (Hangul, kana) whatever the locale's
/// encoding, and the editor knows the program's name.
static inline void bmi_line_editing_begin(void) {
  if (setlocale(LC_CTYPE, "") == NULL || strcmp(nl_langinfo(CODESET), "UTF-8") != 0) {
    setlocale(LC_CTYPE, "C.UTF-8");
  }
#if BMI_HAS_LIBEDIT
  rl_readline_name = "bmi";
#endif
}

/// A line read with editing, to be freed with `free`, or NULL at the end of input.
static inline char *bmi_read_edited_line(const char *prompt) {
#if BMI_HAS_LIBEDIT
  return readline(prompt);
#else
  (void)prompt;
  return NULL;
#endif
}

/// Adds a line to the history ↑ recalls.
static inline void bmi_remember_line(const char *line) {
#if BMI_HAS_LIBEDIT
  add_history(line);
#else
  (void)line;
#endif
}

// Tests of the WebAssembly module's C support, built for the host with BMI_RUNTIME_HOST so
// each function runs beside the C library's own (or the compiler's 128-bit arithmetic) and
// must give the same answers. Run by `make web-test`: cc -DBMI_RUNTIME_HOST … && ./a.out
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bmi_runtime.h"

static int failures = 0;
static long checks = 0;

#define CHECK(condition, ...)                     \
  do {                                            \
    checks++;                                     \
    if (!(condition)) {                           \
      failures++;                                 \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
      fprintf(stderr, __VA_ARGS__);               \
      fputc('\n', stderr);                        \
    }                                             \
  } while (0)

// A fixed generator, so a failure repeats (xorshift64*).
static uint64_t random_state = 0x9E3779B97F4A7C15u;
static uint64_t next_random(void) {
  random_state ^= random_state >> 12;
  random_state ^= random_state << 25;
  random_state ^= random_state >> 27;
  return random_state * 0x2545F4914F6CDD1Du;
}

enum { arena_size = 256 << 20, live_slots = 512 };

typedef struct {
  unsigned char *pointer;
  size_t size;
  unsigned char fill;
} live_block;

static int intact(const live_block *block) {
  for (size_t index = 0; index < block->size; index++) {
    if (block->pointer[index] != (unsigned char)(block->fill + index)) return 0;
  }
  return 1;
}

// Random allocations and frees of random sizes and alignments: every block is aligned as
// asked, and every live block keeps what was written into it, so no two ever overlap.
static void test_random_workload(void *arena) {
  bmi_rt_use_arena(arena, arena_size);
  static live_block live[live_slots];
  memset(live, 0, sizeof live);
  const size_t alignments[] = {8, 16, 32, 64, 256, 4096};
  long operations = 0;
  for (int step = 0; step < 200000; step++) {
    live_block *slot = &live[next_random() % live_slots];
    if (slot->pointer) {
      CHECK(intact(slot), "block of %zu bytes overwritten", slot->size);
      bmi_rt_free(slot->pointer);
      slot->pointer = 0;
    } else {
      size_t size = (next_random() % 4 == 0) ? next_random() % 70000 : next_random() % 200;
      size_t alignment = alignments[next_random() % 6];
      void *pointer = 0;
      int status = bmi_rt_posix_memalign(&pointer, alignment, size);
      CHECK(status == 0 && pointer, "posix_memalign(%zu, %zu) failed: %d", alignment, size,
            status);
      if (!pointer) continue;
      CHECK((uintptr_t)pointer % alignment == 0, "%p not aligned to %zu", pointer, alignment);
      slot->pointer = pointer;
      slot->size = size;
      slot->fill = (unsigned char)next_random();
      for (size_t index = 0; index < size; index++) {
        slot->pointer[index] = (unsigned char)(slot->fill + index);
      }
    }
    operations++;
  }
  for (int index = 0; index < live_slots; index++) {
    if (!live[index].pointer) continue;
    CHECK(intact(&live[index]), "block of %zu bytes overwritten", live[index].size);
    bmi_rt_free(live[index].pointer);
  }
  CHECK(bmi_rt_free_bytes() <= bmi_rt_heap_size(), "more free than taken");
  printf("allocator: %ld random operations, heap %zu KiB\n", operations,
         bmi_rt_heap_size() >> 10);
}

// The same requests again and again use the same memory: the heap stops growing after the
// first round (what keeps a page that classifies on every keystroke at a constant size).
static void test_reuse(void *arena) {
  bmi_rt_use_arena(arena, arena_size);
  size_t after_first = 0;
  for (int round = 0; round < 1000; round++) {
    void *pointers[64];
    for (int index = 0; index < 64; index++) {
      CHECK(bmi_rt_posix_memalign(&pointers[index], index % 2 ? 16 : 64, 24 * index + 1) == 0,
            "allocation %d failed", index);
    }
    for (int index = 63; index >= 0; index--) bmi_rt_free(pointers[index]);
    if (round == 0) after_first = bmi_rt_heap_size();
  }
  CHECK(bmi_rt_heap_size() == after_first, "heap grew from %zu to %zu over repeated rounds",
        after_first, bmi_rt_heap_size());
  // Everything is free again: the heap is the 64 blocks' payloads and their headers.
  CHECK(bmi_rt_free_bytes() + 64 * 16 == bmi_rt_heap_size(), "free %zu of a heap of %zu",
        bmi_rt_free_bytes(), bmi_rt_heap_size());
  printf("allocator: 1000 identical rounds in %zu bytes of heap\n", after_first);
}

static void test_errors(void *arena) {
  bmi_rt_use_arena(arena, 4 * 65536);
  void *pointer = (void *)1;
  CHECK(bmi_rt_posix_memalign(&pointer, 0, 8) == EINVAL, "alignment 0");
  CHECK(bmi_rt_posix_memalign(&pointer, 24, 8) == EINVAL, "alignment 24");
  CHECK(bmi_rt_posix_memalign(&pointer, sizeof(void *) / 2, 8) == EINVAL, "alignment below a pointer");
  CHECK(pointer == (void *)1, "result untouched on error");
  CHECK(bmi_rt_posix_memalign(&pointer, 16, 1 << 20) == ENOMEM, "more than the arena");
  CHECK(bmi_rt_posix_memalign(&pointer, 16, SIZE_MAX) == ENOMEM, "SIZE_MAX");
  CHECK(bmi_rt_posix_memalign(&pointer, 4096, SIZE_MAX - 100) == ENOMEM, "SIZE_MAX aligned");
  CHECK(bmi_rt_malloc(SIZE_MAX) == 0, "malloc(SIZE_MAX)");
  CHECK(bmi_rt_posix_memalign(&pointer, 16, 100) == 0 && pointer, "a small block still fits");
  bmi_rt_free(pointer);
  bmi_rt_free(0);
  void *zero = bmi_rt_malloc(0);
  CHECK(zero != 0, "malloc(0) gives a block that free takes");
  bmi_rt_free(zero);
}

// Freeing a block twice, or a pointer the allocator never gave, stops the program.
static void test_bad_free_traps(void *arena) {
  for (int kind = 0; kind < 2; kind++) {
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
      bmi_rt_use_arena(arena, 4 * 65536);
      unsigned char *pointer = bmi_rt_malloc(40);
      bmi_rt_free(kind == 0 ? pointer : pointer + 16);
      if (kind == 0) bmi_rt_free(pointer);
      _exit(0);
    }
    int status = 0;
    waitpid(child, &status, 0);
    CHECK(WIFSIGNALED(status), kind == 0 ? "a double free went on" : "a foreign free went on");
  }
}

static int sign(int value) { return (value > 0) - (value < 0); }

static void test_memcmp(void) {
  unsigned char left[300], right[300];
  long cases = 0;
  for (int round = 0; round < 20000; round++) {
    size_t count = next_random() % 300;
    for (size_t index = 0; index < count; index++) left[index] = (unsigned char)next_random();
    memcpy(right, left, count);
    // Usually one byte differs, anywhere, often above 127 (memcmp compares unsigned bytes).
    if (count > 0 && next_random() % 4 != 0) right[next_random() % count] = (unsigned char)next_random();
    CHECK(sign(bmi_rt_memcmp(left, right, count)) == sign(memcmp(left, right, count)),
          "memcmp of %zu bytes", count);
    cases++;
  }
  printf("memcmp: %ld cases agree with the C library\n", cases);
}

static void test_strlen(void) {
  char text[600];
  long cases = 0;
  for (int round_index = 0; round_index < 5000; round_index++) {
    size_t length = next_random() % 599;
    for (size_t index = 0; index < length; index++) text[index] = (char)(1 + next_random() % 255);
    text[length] = 0;
    size_t start = length ? next_random() % length : 0;
    CHECK(bmi_rt_strlen(text + start) == strlen(text + start), "strlen of %zu bytes", length);
    cases++;
  }
  CHECK(bmi_rt_strlen("") == 0, "the empty string");
  printf("strlen: %ld cases agree with the C library\n", cases + 1);
}

static int same_double(double a, double b) {
  if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
  return memcmp(&a, &b, sizeof a) == 0;  // also tells -0.0 from 0.0
}

static void test_round(void) {
  const double special[] = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994,
                            -0.49999999999999994, 4503599627370495.5, 4503599627370496.0,
                            9007199254740993.0, 1e300, -1e300, 5e-324, INFINITY, -INFINITY, NAN,
                            169.999999, 170.5, 1.0 / 3.0};
  long cases = 0;
  for (size_t index = 0; index < sizeof special / sizeof special[0]; index++) {
    CHECK(same_double(bmi_rt_round(special[index]), round(special[index])), "round(%.17g)",
          special[index]);
    cases++;
  }
  for (int round_index = 0; round_index < 200000; round_index++) {
    double value;
    if (round_index % 2) {
      uint64_t bits = next_random();
      memcpy(&value, &bits, sizeof value);
    } else {
      // Halves and near-halves of the sizes a chart works with.
      value = (double)((int64_t)(next_random() % 2000001) - 1000000) / 2.0 +
              (double)(int64_t)(next_random() % 3 - 1) * 1e-9;
    }
    CHECK(same_double(bmi_rt_round(value), round(value)), "round(%.17g)", value);
    cases++;
  }
  printf("round: %ld cases agree with the C library\n", cases);
}

static void test_multiply(void) {
  const uint64_t edges[] = {0, 1, 2, 0xFFFFFFFFu, 0x100000000u, 0xFFFFFFFFFFFFFFFFu,
                            0x8000000000000000u, 999999999999999999u};
  long cases = 0;
  for (int round_index = 0; round_index < 300000; round_index++) {
    bmi_rt_u128 a, b;
    if (round_index < 8 * 8 * 8) {
      a.low = edges[round_index % 8];
      a.high = edges[(round_index / 8) % 8];
      b.low = edges[(round_index / 64) % 8];
      b.high = edges[round_index % 3];
    } else {
      a.low = next_random(), a.high = next_random() >> (next_random() % 64);
      b.low = next_random() >> (next_random() % 64), b.high = next_random();
    }
    unsigned __int128 expected = (((unsigned __int128)a.high << 64) | a.low) *
                                 (((unsigned __int128)b.high << 64) | b.low);
    bmi_rt_u128 got = bmi_rt_multiply128(a, b);
    CHECK(got.low == (uint64_t)expected && got.high == (uint64_t)(expected >> 64),
          "multiply %016llx%016llx × %016llx%016llx", (unsigned long long)a.high,
          (unsigned long long)a.low, (unsigned long long)b.high, (unsigned long long)b.low);
    cases++;
  }
  printf("128-bit multiply: %ld cases agree with the compiler's\n", cases);
}

int main(void) {
  void *arena = malloc(arena_size);
  if (!arena) return 2;
  test_random_workload(arena);
  test_reuse(arena);
  test_errors(arena);
  test_bad_free_traps(arena);
  test_memcmp();
  test_strlen();
  test_round();
  test_multiply();
  free(arena);
  printf("runtime: %ld checks, %d failures\n", checks, failures);
  return failures == 0 ? 0 : 1;
}

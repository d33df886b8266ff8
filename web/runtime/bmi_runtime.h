// The C support an Embedded Swift module needs on wasm32-unknown-none-wasm, where there is
// no C library: memory allocation, memcmp, strlen, the 128-bit multiply compiler-rt would provide,
// round() and random bytes from the host.
//
// In the WebAssembly build the functions carry their C library names. Built for the host
// with BMI_RUNTIME_HOST defined (runtime_test.c), they get a `bmi_rt_` prefix instead, so
// the tests can run them beside the C library's own and compare.
#ifndef BMI_RUNTIME_H
#define BMI_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef BMI_RUNTIME_HOST
#define BMI_RT(name) bmi_rt_##name
#else
#define BMI_RT(name) name
#endif

int BMI_RT(posix_memalign)(void **result, size_t alignment, size_t size);
void *BMI_RT(malloc)(size_t size);
void BMI_RT(free)(void *pointer);
int BMI_RT(memcmp)(const void *left, const void *right, size_t count);
size_t BMI_RT(strlen)(const char *text);
double BMI_RT(round)(double value);

// The 128-bit product of two 128-bit integers, modulo 2^128, as compiler-rt's __multi3
// defines it: each operand and the result as (low, high) 64-bit halves.
typedef struct {
  uint64_t low;
  uint64_t high;
} bmi_rt_u128;
bmi_rt_u128 bmi_rt_multiply128(bmi_rt_u128 left, bmi_rt_u128 right);

// The allocator's state, for tests: bytes taken from the memory so far, and in free lists.
size_t bmi_rt_heap_size(void);
size_t bmi_rt_free_bytes(void);

#ifdef BMI_RUNTIME_HOST
// The host tests give the allocator a fixed arena instead of WebAssembly memory.
void bmi_rt_use_arena(void *start, size_t size);
#endif

#endif

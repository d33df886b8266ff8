// The C support of the WebAssembly module (see bmi_runtime.h): a size-class allocator over
// linear memory, memcmp, strlen, round, the 128-bit multiply and random bytes from the host.
#include "bmi_runtime.h"

// MARK: - Memory

// Every block starts with a 16-byte header and is 16-byte aligned, which covers every
// alignment Swift asks of malloc-like allocation. A block's size is one of the classes
// 16, 32, 64, … bytes (payload), so a freed block goes on its class's list and the next
// request of that class reuses it: a page that classifies repeatedly keeps a constant heap.
enum {
  header_size = 16,
  minimum_class_shift = 4,
  class_count = 28,  // payloads up to 2 GiB
  wasm_page_size = 65536,
};

// A header's magic marks a block this allocator made; an over-aligned block has a second
// header, just before the aligned pointer, that points back to the real one.
static const uint32_t block_magic = 0xB10C5AFEu;
static const uint32_t aligned_magic = 0xA11C5AFEu;

typedef struct block_header {
  uint32_t magic;
  uint32_t size_class;  // or, for an aligned header, the offset back to the block's payload
  struct block_header *next_free;
#if UINTPTR_MAX == 0xFFFFFFFFu
  uint32_t padding;
#endif
} block_header;

_Static_assert(sizeof(block_header) == header_size, "the header keeps payloads aligned");

static block_header *free_lists[class_count];
static uintptr_t heap_start;  // the first byte of the heap
static uintptr_t heap_next;   // the first byte never handed out
static uintptr_t heap_limit;  // the end of the memory the heap may use now
static size_t bytes_free;

#ifdef BMI_RUNTIME_HOST
static uintptr_t arena_end;

void bmi_rt_use_arena(void *start, size_t size) {
  heap_start = ((uintptr_t)start + header_size - 1) & ~(uintptr_t)(header_size - 1);
  heap_next = heap_start;
  heap_limit = heap_start;
  arena_end = (uintptr_t)start + size;
  bytes_free = 0;
  for (int index = 0; index < class_count; index++) free_lists[index] = 0;
}

static void start_heap(void) {}

// Grows the heap as memory.grow grows WebAssembly memory: by whole pages, or not at all.
static int grow_heap(size_t pages) {
  if (pages > (arena_end - heap_limit) / wasm_page_size) return 0;
  heap_limit += pages * wasm_page_size;
  return 1;
}
#else
extern unsigned char __heap_base;

// The heap starts after the module's data and stack (the linker's __heap_base) and first
// uses the rest of the memory the module starts with.
static void start_heap(void) {
  heap_start = ((uintptr_t)&__heap_base + header_size - 1) & ~(uintptr_t)(header_size - 1);
  heap_next = heap_start;
  heap_limit = __builtin_wasm_memory_size(0) * (uintptr_t)wasm_page_size;
}

static int grow_heap(size_t pages) {
  if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
  heap_limit = __builtin_wasm_memory_size(0) * (uintptr_t)wasm_page_size;
  return 1;
}
#endif

// Makes sure `needed` bytes follow heap_next, growing the memory if they do not.
static int ensure_room(size_t needed) {
  if (heap_start == 0) start_heap();
  if (heap_limit - heap_next >= needed) return 1;
  size_t missing = needed - (heap_limit - heap_next);
  return grow_heap(missing / wasm_page_size + (missing % wasm_page_size != 0));
}

// The smallest class whose payload holds `size` bytes, or -1 when none does.
static int size_class(size_t size) {
  int index = 0;
  size_t payload = (size_t)1 << minimum_class_shift;
  while (payload < size) {
    index++;
    if (index >= class_count) return -1;
    payload <<= 1;
  }
  return index;
}

static size_t class_payload(int index) { return (size_t)1 << (index + minimum_class_shift); }

static void *allocate(size_t size) {
  int index = size_class(size);
  if (index < 0) return 0;
  block_header *block = free_lists[index];
  if (block) {
    free_lists[index] = block->next_free;
    bytes_free -= class_payload(index);
  } else {
    size_t needed = header_size + class_payload(index);
    if (!ensure_room(needed)) return 0;
    block = (block_header *)heap_next;
    heap_next += needed;
    block->size_class = (uint32_t)index;
  }
  block->magic = block_magic;
  block->next_free = 0;
  return (unsigned char *)block + header_size;
}

int BMI_RT(posix_memalign)(void **result, size_t alignment, size_t size) {
  // POSIX: a power of two and a multiple of sizeof(void *).
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return 22;  // EINVAL
  if (alignment <= header_size) {
    void *pointer = allocate(size);
    if (!pointer) return 12;  // ENOMEM
    *result = pointer;
    return 0;
  }
  // Room for the payload wherever the aligned address falls, and for the second header.
  if (size > SIZE_MAX - alignment - header_size) return 12;
  unsigned char *payload = allocate(size + alignment + header_size);
  if (!payload) return 12;
  uintptr_t aligned = ((uintptr_t)payload + header_size + alignment - 1) & ~(alignment - 1);
  block_header *second = (block_header *)(aligned - header_size);
  second->magic = aligned_magic;
  second->size_class = (uint32_t)(aligned - (uintptr_t)payload);
  second->next_free = 0;
  *result = (void *)aligned;
  return 0;
}

void *BMI_RT(malloc)(size_t size) { return allocate(size); }

void BMI_RT(free)(void *pointer) {
  if (!pointer) return;
  block_header *header = (block_header *)((unsigned char *)pointer - header_size);
  if (header->magic == aligned_magic) {
    pointer = (unsigned char *)pointer - header->size_class;
    header = (block_header *)((unsigned char *)pointer - header_size);
  }
  // Anything else is a double free or a pointer this allocator never made.
  if (header->magic != block_magic) __builtin_trap();
  header->magic = 0;
  header->next_free = free_lists[header->size_class];
  free_lists[header->size_class] = header;
  bytes_free += class_payload((int)header->size_class);
}

size_t bmi_rt_heap_size(void) { return (size_t)(heap_next - heap_start); }
size_t bmi_rt_free_bytes(void) { return bytes_free; }

// MARK: - Bytes and numbers

int BMI_RT(memcmp)(const void *left, const void *right, size_t count) {
  const unsigned char *a = left, *b = right;
  for (size_t index = 0; index < count; index++) {
    if (a[index] != b[index]) return a[index] < b[index] ? -1 : 1;
  }
  return 0;
}

size_t BMI_RT(strlen)(const char *text) {
  size_t length = 0;
  while (text[length] != 0) length++;
  return length;
}

// Rounds half away from zero, as C's round() does. `value - whole` is exact: both have the
// same sign and exponent range, and whole only drops bits of value.
double BMI_RT(round)(double value) {
  double whole = __builtin_trunc(value);
  double rest = value - whole;
  if (rest >= 0.5) return whole + 1.0;
  if (rest <= -0.5) return whole - 1.0;
  return whole;
}

// Schoolbook multiplication in 32-bit pieces: no instruction set here multiplies 64 × 64.
bmi_rt_u128 bmi_rt_multiply128(bmi_rt_u128 left, bmi_rt_u128 right) {
  uint64_t a0 = left.low & 0xFFFFFFFFu, a1 = left.low >> 32;
  uint64_t b0 = right.low & 0xFFFFFFFFu, b1 = right.low >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
  bmi_rt_u128 product;
  product.low = (p00 & 0xFFFFFFFFu) | (middle << 32);
  product.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + left.low * right.high +
                 left.high * right.low;
  return product;
}

#ifndef BMI_RUNTIME_HOST
// MARK: - WebAssembly entry points

// compiler-rt's name for the i128 multiply that LLVM emits for Swift's multipliedFullWidth.
__int128 __multi3(__int128 left, __int128 right) {
  union {
    __int128 whole;
    bmi_rt_u128 halves;  // little-endian: low half first
  } a = {.whole = left}, b = {.whole = right}, result;
  result.halves = bmi_rt_multiply128(a.halves, b.halves);
  return result.whole;
}

// Random bytes for the seed of Swift's hashing, from the page or Node
// (crypto.getRandomValues).
__attribute__((import_module("env"), import_name("random_bytes"))) void bmi_host_random_bytes(
    void *buffer, size_t count);

void arc4random_buf(void *buffer, size_t count) { bmi_host_random_bytes(buffer, count); }
#endif

// A counting malloc interposer for the benchmarks and the allocation tests.
//
// An executable that defines malloc overrides the C library's for every caller, the Swift
// runtime included. Each wrapper counts in a thread-local counter (so tests running on other
// threads do not disturb the count) and forwards to glibc's own entry points. Sanitizers
// intercept malloc themselves, so under a sanitizer nothing is defined and counting is off.

#include "MallocCounter.h"

#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define MALLOC_COUNTER_DISABLED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MALLOC_COUNTER_DISABLED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(MALLOC_COUNTER_DISABLED)

static _Thread_local uint64_t allocations = 0;
static _Thread_local uint64_t bytes = 0;

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

void *malloc(size_t size) {
  allocations += 1;
  bytes += size;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocations += 1;
  bytes += count * size;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocations += 1;
  bytes += size;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  allocations += 1;
  bytes += size;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocations += 1;
  bytes += size;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  allocations += 1;
  bytes += size;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

uint64_t malloc_counter_thread_allocations(void) { return allocations; }
uint64_t malloc_counter_thread_bytes(void) { return bytes; }
int malloc_counter_is_active(void) { return 1; }

#else

uint64_t malloc_counter_thread_allocations(void) { return 0; }
uint64_t malloc_counter_thread_bytes(void) { return 0; }
int malloc_counter_is_active(void) { return 0; }

#endif

// Live heap bytes, from the allocator itself (glibc 2.33 and later): in use in its arenas plus
// the large blocks it mapped on its own.
#if defined(__linux__) && defined(__GLIBC__) && __GLIBC_PREREQ(2, 33)
#include <malloc.h>
uint64_t malloc_counter_live_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
}
#else
uint64_t malloc_counter_live_bytes(void) { return 0; }
#endif

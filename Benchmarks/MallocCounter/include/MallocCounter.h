#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by
/// the calling thread since it started, or 0 forever when counting is unavailable.
uint64_t malloc_counter_thread_allocations(void);

/// Bytes requested by those allocations (a realloc counts its new size).
uint64_t malloc_counter_thread_bytes(void);

/// Whether allocations are being counted (not under a sanitizer, which owns malloc itself).
int malloc_counter_is_active(void);

/// Heap bytes in use now, on every thread (allocated and not freed), as the allocator counts
/// them; 0 where it cannot say (not glibc 2.33 or later).
uint64_t malloc_counter_live_bytes(void);
#endif

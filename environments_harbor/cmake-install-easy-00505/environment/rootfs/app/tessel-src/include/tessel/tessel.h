#ifndef TESSEL_H
#define TESSEL_H

#include <tessel/version.h>
#include <tessel/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *tessel_version(void);

/* Applies every transform below, in this order, then tessel_lookup(). */
long tessel_apply(long x);

/* adds NUDGE_K to the value. */
long tessel_nudge(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tessel_radix(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long tessel_hailstone(long x);
/* Adds the calibration table entry for x (data/weights.csv). */
long tessel_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

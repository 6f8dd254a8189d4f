#ifndef TALLYLIB_H
#define TALLYLIB_H

#include <tallylib/version.h>
#include <tallylib/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *tallylib_version(void);

/* Applies every transform below, in this order, then tallylib_lookup(). */
long tallylib_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tallylib_isqrt(long x);

/* adds NUDGE_K to the value. */
long tallylib_nudge(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long tallylib_hailstone(long x);
/* Adds the calibration table entry for x (data/calibration.csv). */
long tallylib_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

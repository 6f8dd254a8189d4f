#ifndef STRATA_H
#define STRATA_H

#include <strata/version.h>
#include <strata/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *strata_version(void);

/* Applies every transform below, in this order, then strata_lookup(). */
long strata_apply(long x);

/* xors the value with WHITEN_K and keeps the low 16 bits. */
long strata_whiten(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long strata_hailstone(long x);

/* adds SHIFT_K to the value. */
long strata_shift(long x);

/* returns gcd(|x|, GCD_K). */
long strata_gcd(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long strata_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

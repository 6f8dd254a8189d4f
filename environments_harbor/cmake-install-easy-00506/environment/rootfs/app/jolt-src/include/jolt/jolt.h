#ifndef JOLT_H
#define JOLT_H

#include <jolt/version.h>
#include <jolt/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *jolt_version(void);

/* Applies every transform below, in this order, then jolt_lookup(). */
long jolt_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long jolt_isqrt(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long jolt_poly(long x);

/* returns the sum of the decimal digits of |x|. */
long jolt_digits(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long jolt_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef MOSAIC_H
#define MOSAIC_H

#include <mosaic/version.h>
#include <mosaic/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *mosaic_version(void);

/* Applies every transform below, in this order, then mosaic_lookup(). */
long mosaic_apply(long x);

/* returns gcd(|x|, DIVISOR_K). */
long mosaic_divisor(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long mosaic_isqrt(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long mosaic_poly(long x);
/* Adds the calibration table entry for x (data/offsets.csv). */
long mosaic_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

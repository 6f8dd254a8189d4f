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

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long mosaic_isqrt(long x);

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long mosaic_curve(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long mosaic_flip(long x);

/* returns the sum of the decimal digits of |x|. */
long mosaic_dsum(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long mosaic_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

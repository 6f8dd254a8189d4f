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

/* multiplies the value by SCALE_K. */
long mosaic_scale(long x);

/* divides the value by DOWNSCALE_D (C division, toward zero). */
long mosaic_downscale(long x);

/* returns the sum of the decimal digits of |x|. */
long mosaic_digits(long x);

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder). */
long mosaic_quadratic(long x);
/* Adds the calibration table entry for x (data/calibration.csv). */
long mosaic_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

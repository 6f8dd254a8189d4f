#ifndef QMATH_H
#define QMATH_H

#include <qmath/version.h>
#include <qmath/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *qmath_version(void);

/* Applies every transform below, in this order, then qmath_lookup(). */
long qmath_apply(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long qmath_poly(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long qmath_clamp(long x);

/* returns gcd(|x|, DIVISOR_K). */
long qmath_divisor(long x);

/* returns the sum of the decimal digits of |x|. */
long qmath_crossfoot(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long qmath_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef GRITTY_H
#define GRITTY_H

#include <gritty/version.h>
#include <gritty/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *gritty_version(void);

/* Applies every transform below, in this order, then gritty_lookup(). */
long gritty_apply(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long gritty_poly(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long gritty_sqrtfloor(long x);

/* divides the value by DIVIDE_D (C division, toward zero). */
long gritty_divide(long x);

/* returns the sum of the decimal digits of |x|. */
long gritty_digits(long x);
/* Adds the calibration table entry for x (data/offsets.csv). */
long gritty_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

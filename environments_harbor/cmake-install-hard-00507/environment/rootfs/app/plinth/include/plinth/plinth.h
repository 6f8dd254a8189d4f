#ifndef PLINTH_H
#define PLINTH_H

#include <plinth/version.h>
#include <plinth/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *plinth_version(void);

/* Applies every transform below, in this order, then plinth_lookup(). */
long plinth_apply(long x);

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder). */
long plinth_quadratic(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long plinth_reverse(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long plinth_sqrtfloor(long x);

/* adds BIAS_K to the value. */
long plinth_bias(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long plinth_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

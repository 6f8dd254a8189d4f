#ifndef UNISON_H
#define UNISON_H

#include <unison/version.h>
#include <unison/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *unison_version(void);

/* Applies every transform below, in this order, then unison_lookup(). */
long unison_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long unison_isqrt(long x);

/* adds BIAS_K to the value. */
long unison_bias(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long unison_mirror(long x);

/* multiplies the value by GAIN_K. */
long unison_gain(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long unison_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

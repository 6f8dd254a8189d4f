#ifndef FLUXION_H
#define FLUXION_H

#include <fluxion/version.h>
#include <fluxion/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *fluxion_version(void);

/* Applies every transform below, in this order, then fluxion_lookup(). */
long fluxion_apply(long x);

/* returns gcd(|x|, COMMON_K). */
long fluxion_common(long x);

/* multiplies the value by SCALE_K. */
long fluxion_scale(long x);

/* adds BIAS_K to the value. */
long fluxion_bias(long x);
/* Adds the calibration table entry for x (data/calibration.csv). */
long fluxion_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef TALLYLIB_H
#define TALLYLIB_H

#include <tallylib/version.h>
#include <tallylib/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *tallylib_version(void);

/* Applies every transform below, in this order, then tallylib_lookup(). */
long tallylib_apply(long x);

/* returns the sum of the decimal digits of |x|. */
long tallylib_crossfoot(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tallylib_root(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long tallylib_mix(long x);

/* clamps the value to [BOUND_LO, BOUND_HI]. */
long tallylib_bound(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long tallylib_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

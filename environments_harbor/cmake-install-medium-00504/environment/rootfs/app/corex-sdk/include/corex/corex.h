#ifndef COREX_H
#define COREX_H

#include <corex/version.h>
#include <corex/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *corex_version(void);

/* Applies every transform below, in this order, then corex_lookup(). */
long corex_apply(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long corex_clamp(long x);

/* xors the value with WHITEN_K and keeps the low 16 bits. */
long corex_whiten(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long corex_flip(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long corex_sqrtfloor(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long corex_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

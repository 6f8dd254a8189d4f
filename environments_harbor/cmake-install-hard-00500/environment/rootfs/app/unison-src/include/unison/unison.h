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

/* clamps the value to [BOUND_LO, BOUND_HI]. */
long unison_bound(long x);

/* xors the value with XORKEY_K and keeps the low 16 bits. */
long unison_xorkey(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long unison_split(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long unison_isqrt(long x);
/* Adds the calibration table entry for x (data/offsets.csv). */
long unison_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

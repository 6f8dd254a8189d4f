#ifndef LUMEN_H
#define LUMEN_H

#include <lumen/version.h>
#include <lumen/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *lumen_version(void);

/* Applies every transform below, in this order, then lumen_lookup(). */
long lumen_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long lumen_sqrtfloor(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long lumen_clamp(long x);

/* adds SHIFT_K to the value. */
long lumen_shift(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long lumen_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef STRATA_H
#define STRATA_H

#include <strata/version.h>
#include <strata/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *strata_version(void);

/* Applies every transform below, in this order, then strata_lookup(). */
long strata_apply(long x);

/* returns gcd(|x|, COMMON_K). */
long strata_common(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long strata_clamp(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long strata_root(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long strata_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

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

/* divides the value by SPLIT_D (C division, toward zero). */
long strata_split(long x);

/* returns gcd(|x|, COMMON_K). */
long strata_common(long x);

/* returns the sum of the decimal digits of |x|. */
long strata_dsum(long x);
/* Adds the calibration table entry for x (data/bias.csv). */
long strata_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

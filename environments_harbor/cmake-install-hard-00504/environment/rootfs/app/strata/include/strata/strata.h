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

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long strata_root(long x);

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long strata_hash(long x);

/* adds OFFSET_K to the value. */
long strata_offset(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long strata_reverse(long x);
/* Adds the calibration table entry for x (data/trim.csv). */
long strata_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

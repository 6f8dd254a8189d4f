#ifndef TESSEL_H
#define TESSEL_H

#include <tessel/version.h>
#include <tessel/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *tessel_version(void);

/* Applies every transform below, in this order, then tessel_lookup(). */
long tessel_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tessel_root(long x);

/* returns the sum of the decimal digits of |x|. */
long tessel_digitsum(long x);

/* returns gcd(|x|, GCD_K). */
long tessel_gcd(long x);
/* Adds the calibration table entry for x (data/corrections.csv). */
long tessel_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef KAPPA_H
#define KAPPA_H

#include <kappa/version.h>
#include <kappa/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *kappa_version(void);

/* Applies every transform below, in this order, then kappa_lookup(). */
long kappa_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long kappa_root(long x);

/* counts Collatz steps from |x| % COLLATZ_CAP + 1 down to 1. */
long kappa_collatz(long x);

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long kappa_curve(long x);

/* multiplies the value by BOOST_K. */
long kappa_boost(long x);
/* Adds the calibration table entry for x (data/corrections.csv). */
long kappa_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

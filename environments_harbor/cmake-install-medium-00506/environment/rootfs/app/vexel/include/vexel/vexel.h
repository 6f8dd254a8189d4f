#ifndef VEXEL_H
#define VEXEL_H

#include <vexel/version.h>
#include <vexel/units.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *vexel_version(void);

/* Applies every transform below, in this order, then vexel_lookup(). */
long vexel_apply(long x);

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long vexel_poly(long x);

/* multiplies the value by BOOST_K. */
long vexel_boost(long x);

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long vexel_steps(long x);

/* returns gcd(|x|, GCD_K). */
long vexel_gcd(long x);
/* Adds the calibration table entry for x (data/corrections.csv). */
long vexel_lookup(long x);

#ifdef __cplusplus
}
#endif

#endif

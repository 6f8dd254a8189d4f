#ifndef STRATA_H
#define STRATA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *strata_version(void);

/* Applies every transform below, in this order. */
long strata_apply(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long strata_clamp(long x);

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder). */
long strata_quadratic(long x);

/* adds SHIFT_K to the value. */
long strata_shift(long x);

/* multiplies the value by GAIN_K. */
long strata_gain(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef PLINTH_H
#define PLINTH_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *plinth_version(void);

/* Applies every transform below, in this order. */
long plinth_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long plinth_root(long x);

/* divides the value by DIVIDE_D (C division, toward zero). */
long plinth_divide(long x);

/* adds SHIFT_K to the value. */
long plinth_shift(long x);

/* returns (CURVE_A*x*x + CURVE_B*x + CURVE_C) % CURVE_M (C remainder). */
long plinth_curve(long x);

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long plinth_steps(long x);

#ifdef __cplusplus
}
#endif

#endif

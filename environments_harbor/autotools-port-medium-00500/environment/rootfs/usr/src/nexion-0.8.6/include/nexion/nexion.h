#ifndef NEXION_H
#define NEXION_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *nexion_version(void);

/* Applies the transforms below, in this order. */
long nexion_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long nexion_root(long x);

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long nexion_steps(long x);

/* clamps the value to [CLAMP_LO, CLAMP_HI]. */
long nexion_clamp(long x);

/* divides the value by REDUCE_D (C division, toward zero). */
long nexion_reduce(long x);

#ifdef __cplusplus
}
#endif

#endif

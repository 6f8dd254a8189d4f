#ifndef JOLT_H
#define JOLT_H

#ifdef __cplusplus
extern "C" {
#endif

/* The library version, e.g. "1.2.3". */
const char *jolt_version(void);

/* Applies every transform below, in this order. */
long jolt_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long jolt_radix(long x);

/* divides the value by REDUCE_D (C division, toward zero). */
long jolt_reduce(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long jolt_mix(long x);

/* maps the value into 0..WRAP_M-1 (mathematical modulo). */
long jolt_wrap(long x);

/* counts Collatz steps from |x| % HAILSTONE_CAP + 1 down to 1. */
long jolt_hailstone(long x);

#ifdef __cplusplus
}
#endif

#endif

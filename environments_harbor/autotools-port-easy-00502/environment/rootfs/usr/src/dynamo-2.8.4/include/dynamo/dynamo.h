#ifndef DYNAMO_H
#define DYNAMO_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *dynamo_version(void);

/* Applies the transforms below, in this order. */
long dynamo_apply(long x);

/* counts Collatz steps from |x| % STEPS_CAP + 1 down to 1. */
long dynamo_steps(long x);

/* returns (HASH_A*x*x + HASH_B*x + HASH_C) % HASH_M (C remainder). */
long dynamo_hash(long x);

/* returns gcd(|x|, GCD_K). */
long dynamo_gcd(long x);

#ifdef __cplusplus
}
#endif

#endif

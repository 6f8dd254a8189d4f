#ifndef TUNDRA_H
#define TUNDRA_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *tundra_version(void);

/* Applies the transforms below, in this order. */
long tundra_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long tundra_sqrtfloor(long x);

/* returns the sum of the decimal digits of |x|. */
long tundra_crossfoot(long x);

/* xors the value with MIX_K and keeps the low 16 bits. */
long tundra_mix(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef JOTTER_H
#define JOTTER_H

#ifdef __cplusplus
extern "C" {
#endif

/* The package version, e.g. "1.2.3". */
const char *jotter_version(void);

/* Applies the transforms below, in this order. */
long jotter_apply(long x);

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long jotter_radix(long x);

/* divides the value by SPLIT_D (C division, toward zero). */
long jotter_split(long x);

/* returns the sum of the decimal digits of |x|. */
long jotter_crossfoot(long x);

/* reverses the decimal digits of |x|, keeping the sign. */
long jotter_mirror(long x);

#ifdef __cplusplus
}
#endif

#endif

#ifndef OP_ISQRT_H
#define OP_ISQRT_H

/* returns floor(sqrt(|x|)) computed with sqrt() from libm. */
long op_isqrt(long x);

#endif

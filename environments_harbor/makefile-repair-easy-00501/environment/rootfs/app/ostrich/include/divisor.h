#ifndef OP_DIVISOR_H
#define OP_DIVISOR_H

/* returns gcd(|x|, DIVISOR_K). */
long op_divisor(long x);

#endif

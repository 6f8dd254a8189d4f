#ifndef OP_GCD_H
#define OP_GCD_H

/* returns gcd(|x|, GCD_K). */
long op_gcd(long x);

#endif

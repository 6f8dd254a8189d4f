#ifndef OP_POLY_H
#define OP_POLY_H

/* returns (POLY_A*x*x + POLY_B*x + POLY_C) % POLY_M (C remainder). */
long op_poly(long x);

#endif

#ifndef TP_QUADRATIC_H
#define TP_QUADRATIC_H

/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder). */
long tp_quadratic(long x);

#endif

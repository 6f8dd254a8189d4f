#ifndef NS_CORE_H
#define NS_CORE_H

/* divides the value by SPLIT_D (C division, toward zero) */
long ns_core_split(long x);
/* returns (QUADRATIC_A*x*x + QUADRATIC_B*x + QUADRATIC_C) % QUADRATIC_M (C remainder) */
long ns_core_quadratic(long x);

#endif

#ifndef PL_DIVIDE_H
#define PL_DIVIDE_H

/* divides the value by DIVIDE_D (C division, toward zero). */
long pl_divide(long x);

#endif

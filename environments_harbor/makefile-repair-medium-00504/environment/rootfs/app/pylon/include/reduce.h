#ifndef PL_REDUCE_H
#define PL_REDUCE_H

/* divides the value by REDUCE_D (C division, toward zero). */
long pl_reduce(long x);

#endif

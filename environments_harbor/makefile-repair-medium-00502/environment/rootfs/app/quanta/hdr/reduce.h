#ifndef ST_REDUCE_H
#define ST_REDUCE_H

/* divides the value by REDUCE_D (C division, toward zero). */
long st_reduce(long x);

#endif

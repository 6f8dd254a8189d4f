#ifndef OP_REDUCE_H
#define OP_REDUCE_H

/* divides the value by REDUCE_D (C division, toward zero). */
long op_reduce(long x);

#endif

#ifndef OP_LIMIT_H
#define OP_LIMIT_H

/* clamps the value to [LIMIT_LO, LIMIT_HI]. */
long op_limit(long x);

#endif

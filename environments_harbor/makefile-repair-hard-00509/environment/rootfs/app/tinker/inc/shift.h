#ifndef OP_SHIFT_H
#define OP_SHIFT_H

/* adds SHIFT_K to the value. */
long op_shift(long x);

#endif

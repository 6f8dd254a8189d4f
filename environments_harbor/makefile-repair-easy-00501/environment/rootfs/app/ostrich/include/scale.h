#ifndef OP_SCALE_H
#define OP_SCALE_H

/* multiplies the value by SCALE_K. */
long op_scale(long x);

#endif

#ifndef OP_DIVIDE_H
#define OP_DIVIDE_H

/* divides the value by DIVIDE_D (C division, toward zero). */
long op_divide(long x);

#endif

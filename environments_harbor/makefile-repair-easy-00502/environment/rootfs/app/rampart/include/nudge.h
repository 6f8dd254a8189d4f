#ifndef OP_NUDGE_H
#define OP_NUDGE_H

/* adds NUDGE_K to the value. */
long op_nudge(long x);

#endif

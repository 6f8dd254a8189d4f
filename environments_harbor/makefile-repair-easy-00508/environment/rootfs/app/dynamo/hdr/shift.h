#ifndef TP_SHIFT_H
#define TP_SHIFT_H

/* adds SHIFT_K to the value. */
long tp_shift(long x);

#endif

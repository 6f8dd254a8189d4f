#ifndef TP_SCALE_H
#define TP_SCALE_H

/* multiplies the value by SCALE_K. */
long tp_scale(long x);

#endif

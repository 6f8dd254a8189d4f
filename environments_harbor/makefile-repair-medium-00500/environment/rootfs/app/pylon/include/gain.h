#ifndef TP_GAIN_H
#define TP_GAIN_H

/* multiplies the value by GAIN_K. */
long tp_gain(long x);

#endif

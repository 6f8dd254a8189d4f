#ifndef OE_CORE_H
#define OE_CORE_H

/* multiplies the value by GAIN_K */
long oe_core_gain(long x);
/* maps the value into 0..WRAP_M-1 (mathematical modulo) */
long oe_core_wrap(long x);

#endif

#ifndef PD_CORE_H
#define PD_CORE_H

/* returns the sum of the decimal digits of |x| */
long pd_core_crossfoot(long x);
/* multiplies the value by GAIN_K */
long pd_core_gain(long x);

#endif

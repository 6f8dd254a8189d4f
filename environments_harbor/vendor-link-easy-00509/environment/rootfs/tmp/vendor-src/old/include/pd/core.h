#ifndef PD_CORE_H
#define PD_CORE_H

/* returns the sum of the decimal digits of |x| */
long pd_core_digitsum(long x);
/* divides the value by SPLIT_D (C division, toward zero) */
long pd_core_split(long x);

#endif

#ifndef QD_CORE_H
#define QD_CORE_H

/* divides the value by SPLIT_D (C division, toward zero) */
long qd_core_split(long x);
/* returns the sum of the decimal digits of |x| */
long qd_core_crossfoot(long x);

#endif

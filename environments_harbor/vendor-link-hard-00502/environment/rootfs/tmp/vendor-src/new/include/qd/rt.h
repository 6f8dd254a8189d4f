#ifndef QD_RT_H
#define QD_RT_H

/* maps the value into 0..RING_M-1 (mathematical modulo) */
long qd_rt_ring(long x);

#endif

#ifndef KM_RT_H
#define KM_RT_H

/* xors the value with WHITEN_K and keeps the low 16 bits */
long km_rt_whiten(long x);

#endif

#ifndef TP_SPLIT_H
#define TP_SPLIT_H

/* divides the value by SPLIT_D (C division, toward zero). */
long tp_split(long x);

#endif

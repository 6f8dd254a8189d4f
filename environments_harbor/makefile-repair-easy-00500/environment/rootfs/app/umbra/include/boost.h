#ifndef PL_BOOST_H
#define PL_BOOST_H

/* multiplies the value by BOOST_K. */
long pl_boost(long x);

#endif

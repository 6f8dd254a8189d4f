#ifndef KAPPA_PARAMS_H
#define KAPPA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef COLLATZ_CAP
#define COLLATZ_CAP (500)
#endif
#ifndef CURVE_A
#define CURVE_A (8)
#endif
#ifndef CURVE_B
#define CURVE_B (8)
#endif
#ifndef CURVE_C
#define CURVE_C (-51)
#endif
#ifndef CURVE_M
#define CURVE_M (16778)
#endif
#ifndef BOOST_K
#define BOOST_K (62)
#endif

#endif

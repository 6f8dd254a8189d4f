#ifndef VEXEL_PARAMS_H
#define VEXEL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef POLY_A
#define POLY_A (8)
#endif
#ifndef POLY_B
#define POLY_B (-9)
#endif
#ifndef POLY_C
#define POLY_C (90)
#endif
#ifndef POLY_M
#define POLY_M (46120)
#endif
#ifndef BOOST_K
#define BOOST_K (93)
#endif
#ifndef STEPS_CAP
#define STEPS_CAP (1715)
#endif
#ifndef GCD_K
#define GCD_K (18)
#endif

#endif

#ifndef ZEPHYR_PARAMS_H
#define ZEPHYR_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef SATURATE_LO
#define SATURATE_LO (-4638)
#endif
#ifndef SATURATE_HI
#define SATURATE_HI (38724)
#endif
#ifndef CURVE_A
#define CURVE_A (1)
#endif
#ifndef CURVE_B
#define CURVE_B (5)
#endif
#ifndef CURVE_C
#define CURVE_C (81)
#endif
#ifndef CURVE_M
#define CURVE_M (77034)
#endif
#ifndef REDUCE_D
#define REDUCE_D (6)
#endif

#endif

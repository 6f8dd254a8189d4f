#ifndef VEXEL_PARAMS_H
#define VEXEL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef SATURATE_LO
#define SATURATE_LO (-4183)
#endif
#ifndef SATURATE_HI
#define SATURATE_HI (61823)
#endif
#ifndef POLY_A
#define POLY_A (5)
#endif
#ifndef POLY_B
#define POLY_B (-20)
#endif
#ifndef POLY_C
#define POLY_C (31)
#endif
#ifndef POLY_M
#define POLY_M (40334)
#endif
#ifndef WHITEN_K
#define WHITEN_K (8761)
#endif
#ifndef SCALE_K
#define SCALE_K (97)
#endif

#endif

#ifndef VEXEL_PARAMS_H
#define VEXEL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef SHIFT_K
#define SHIFT_K (728)
#endif
#ifndef CURVE_A
#define CURVE_A (4)
#endif
#ifndef CURVE_B
#define CURVE_B (-12)
#endif
#ifndef CURVE_C
#define CURVE_C (59)
#endif
#ifndef CURVE_M
#define CURVE_M (39099)
#endif
#ifndef XORKEY_K
#define XORKEY_K (84056)
#endif

#endif

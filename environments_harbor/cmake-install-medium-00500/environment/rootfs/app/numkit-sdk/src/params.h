#ifndef NUMKIT_PARAMS_H
#define NUMKIT_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef CURVE_A
#define CURVE_A (6)
#endif
#ifndef CURVE_B
#define CURVE_B (-6)
#endif
#ifndef CURVE_C
#define CURVE_C (88)
#endif
#ifndef CURVE_M
#define CURVE_M (8054)
#endif
#ifndef MIX_K
#define MIX_K (48294)
#endif
#ifndef NUDGE_K
#define NUDGE_K (419)
#endif

#endif

#ifndef PLINTH_PARAMS_H
#define PLINTH_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef DIVIDE_D
#define DIVIDE_D (15)
#endif
#ifndef SHIFT_K
#define SHIFT_K (-956)
#endif
#ifndef CURVE_A
#define CURVE_A (9)
#endif
#ifndef CURVE_B
#define CURVE_B (-16)
#endif
#ifndef CURVE_C
#define CURVE_C (-94)
#endif
#ifndef CURVE_M
#define CURVE_M (17724)
#endif
#ifndef STEPS_CAP
#define STEPS_CAP (2000)
#endif

#endif

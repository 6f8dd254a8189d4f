#ifndef VELA_PARAMS_H
#define VELA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef CLAMP_LO
#define CLAMP_LO (-3502)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (30278)
#endif
#ifndef SHIFT_K
#define SHIFT_K (810)
#endif
#ifndef FOLD_M
#define FOLD_M (1066)
#endif
#ifndef POLY_A
#define POLY_A (8)
#endif
#ifndef POLY_B
#define POLY_B (-17)
#endif
#ifndef POLY_C
#define POLY_C (-7)
#endif
#ifndef POLY_M
#define POLY_M (76478)
#endif

#endif

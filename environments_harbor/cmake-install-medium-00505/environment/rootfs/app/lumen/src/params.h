#ifndef LUMEN_PARAMS_H
#define LUMEN_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef POLY_A
#define POLY_A (1)
#endif
#ifndef POLY_B
#define POLY_B (-15)
#endif
#ifndef POLY_C
#define POLY_C (42)
#endif
#ifndef POLY_M
#define POLY_M (93182)
#endif
#ifndef MIX_K
#define MIX_K (10818)
#endif

#endif

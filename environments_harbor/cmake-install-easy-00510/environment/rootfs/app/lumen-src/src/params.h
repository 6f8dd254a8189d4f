#ifndef LUMEN_PARAMS_H
#define LUMEN_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef CLAMP_LO
#define CLAMP_LO (-4402)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (16493)
#endif
#ifndef SHIFT_K
#define SHIFT_K (407)
#endif

#endif

#ifndef FLUXION_PARAMS_H
#define FLUXION_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef DOWNSCALE_D
#define DOWNSCALE_D (5)
#endif
#ifndef WHITEN_K
#define WHITEN_K (53757)
#endif
#ifndef BOUND_LO
#define BOUND_LO (-308)
#endif
#ifndef BOUND_HI
#define BOUND_HI (29641)
#endif
#ifndef RING_M
#define RING_M (1923)
#endif

#endif

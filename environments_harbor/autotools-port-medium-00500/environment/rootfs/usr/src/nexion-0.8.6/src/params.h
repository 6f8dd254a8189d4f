#ifndef NEXION_PARAMS_H
#define NEXION_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef STEPS_CAP
#define STEPS_CAP (716)
#endif
#ifndef CLAMP_LO
#define CLAMP_LO (-4041)
#endif
#ifndef CLAMP_HI
#define CLAMP_HI (36631)
#endif
#ifndef REDUCE_D
#define REDUCE_D (14)
#endif

#endif

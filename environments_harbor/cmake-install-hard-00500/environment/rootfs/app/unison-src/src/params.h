#ifndef UNISON_PARAMS_H
#define UNISON_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef BOUND_LO
#define BOUND_LO (-1295)
#endif
#ifndef BOUND_HI
#define BOUND_HI (36246)
#endif
#ifndef XORKEY_K
#define XORKEY_K (58794)
#endif
#ifndef SPLIT_D
#define SPLIT_D (7)
#endif

#endif
